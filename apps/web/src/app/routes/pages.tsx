import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BallIcon,
  DepositIcon,
  GiftIcon,
  HistoryIcon,
  IdCardIcon,
  LiveIcon,
  ReceiptIcon,
  WithdrawIcon,
} from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { AccountInfo } from '../../features/account/components/account-info';
import { BonusesPage } from '../../features/bonuses/components/bonuses-page';
import { SessionHistory } from '../../features/account/components/session-history';
import { FinancialHistory } from '../../features/payments/components/financial-history';
import { PaymentMethodsPage } from '../../features/payments/components/payment-methods';
import { DashboardTiles } from '../../features/dashboard/components/dashboard-tiles';
import { HomePage } from '../../features/home/components/home-page';
import { SectionPage } from './section-page';

export function HomeRoute() {
  return <HomePage />;
}

const PROVIDER_TITLE: Record<string, string> = { fcg: 'nav.fcg', betco: 'nav.betco' };

export function LiveSportsRoute({ provider }: { provider?: 'fcg' | 'betco' }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      title="nav.liveBettings"
      subtitle={provider ? t(PROVIDER_TITLE[provider]!) : undefined}
      icon={<LiveIcon size={30} />}
      emptyTitle="pages.emptyEvents"
      emptyText="pages.emptyEventsText"
      action={{ to: '/spor', label: 'nav.sports' }}
    />
  );
}

export function SportsRoute({ provider }: { provider?: 'fcg' | 'betco' }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      title="nav.sports"
      subtitle={provider ? t(PROVIDER_TITLE[provider]!) : undefined}
      icon={<BallIcon size={30} />}
      emptyTitle="pages.emptyEvents"
      emptyText="pages.emptyEventsText"
      action={{ to: '/livespor', label: 'nav.liveBettings' }}
    />
  );
}

export function contentPageTitleKey(id: string | undefined): { key: string; id: string } {
  return id === '3' ? { key: 'nav.aboutUs', id } : { key: 'pages.pageTitle', id: id ?? '' };
}

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('pages.notFoundTitle')}</h1>
      <p className="not-found__text">{t('pages.notFoundText')}</p>
      <Link to="/" className="btn btn--primary btn--lg">
        <span className="btn__label">{t('pages.goHome')}</span>
      </Link>
    </div>
  );
}

// ---- /dashboard ----

export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('dashboard.title')} icon={<IdCardIcon size={30} />} />
      <DashboardTiles />
    </div>
  );
}

export function AccountRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader
        title={t('dashboard.account')}
        subtitle={t('account.subtitle')}
        icon={<IdCardIcon size={30} />}
      />
      <AccountInfo />
    </div>
  );
}

export function SessionHistoryRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader
        title={t('sessions.title')}
        subtitle={t('sessions.subtitle')}
        icon={<HistoryIcon size={30} />}
      />
      <SessionHistory />
    </div>
  );
}

export function DepositRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('dashboard.deposit')} icon={<DepositIcon size={30} />} />
      <PaymentMethodsPage type={1} />
    </div>
  );
}

export function WithdrawRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('dashboard.withdraw')} icon={<WithdrawIcon size={30} />} />
      <PaymentMethodsPage type={2} />
    </div>
  );
}

export function BonusesRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader
        title={t('dashboard.bonuses')}
        subtitle={t('bonuses.subtitle')}
        icon={<GiftIcon size={30} />}
      />
      <BonusesPage />
    </div>
  );
}

export function FinancialActivitiesRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader
        title={t('finance.title')}
        subtitle={t('finance.subtitle')}
        icon={<ReceiptIcon size={30} />}
      />
      <FinancialHistory />
    </div>
  );
}
