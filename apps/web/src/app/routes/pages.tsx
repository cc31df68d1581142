import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import {
  BallIcon,
  BingoIcon,
  CardsIcon,
  DepositIcon,
  DocumentIcon,
  GamepadIcon,
  GiftIcon,
  HistoryIcon,
  IdCardIcon,
  InfoIcon,
  LiveIcon,
  ReceiptIcon,
  SearchIcon,
  SlotIcon,
  StarIcon,
  TvIcon,
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

const CASINO = {
  live: { title: 'nav.liveCasino', icon: <CardsIcon size={30} /> },
  slot: { title: 'nav.slots', icon: <SlotIcon size={30} /> },
  bingo: { title: 'nav.bingo', icon: <BingoIcon size={30} /> },
  games: { title: 'nav.games', icon: <GamepadIcon size={30} /> },
  tvbets: { title: 'nav.tvBets', icon: <TvIcon size={30} /> },
} as const;

export function CasinoRoute({ category }: { category: keyof typeof CASINO }) {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search');
  const { title, icon } = CASINO[category];
  return (
    <SectionPage
      title={title}
      subtitle={search ? `“${search}”` : undefined}
      icon={search ? <SearchIcon size={30} /> : icon}
      emptyTitle="pages.emptyGames"
      emptyText="pages.emptyGamesText"
      action={{
        to: category === 'live' ? '/casino/slot' : '/casino/live',
        label: category === 'live' ? 'nav.slots' : 'nav.liveCasino',
      }}
    />
  );
}

/** /casino/play/:data — the game object serialised and URI-encoded (spec §2). */
export function decodeGameData(data: string | undefined): { name?: string } | null {
  if (!data) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(data));
    return typeof value === 'object' && value !== null ? (value as { name?: string }) : null;
  } catch {
    return null;
  }
}

export function CasinoPlayRoute() {
  const { t } = useTranslation();
  const { data } = useParams();
  const game = decodeGameData(data);
  return (
    <div className="page">
      <PageHeader title={game?.name ?? t('pages.gameTitle')} icon={<GamepadIcon size={30} />} />
      <div className="card play-frame">
        <EmptyState
          icon={<GamepadIcon size={30} />}
          title={t('pages.gameUnavailable')}
          text={t('pages.gameUnavailableText')}
          action={
            <Link className="btn btn--secondary btn--md" to="/casino/slot">
              <span className="btn__label">{t('pages.browseCasino')}</span>
            </Link>
          }
        />
      </div>
    </div>
  );
}

export function PromotionsRoute() {
  return (
    <SectionPage
      title="nav.promotions"
      icon={<StarIcon size={30} />}
      emptyTitle="pages.emptyPromotions"
      emptyText="pages.emptyPromotionsText"
      action={{ to: '/casino/live', label: 'home.heroCtaSecondary' }}
    />
  );
}

export function ContentsRoute() {
  return (
    <SectionPage
      title="nav.contents"
      icon={<DocumentIcon size={30} />}
      emptyTitle="pages.emptyContents"
      emptyText="pages.emptyContentsText"
      action={{ to: '/pages/3', label: 'nav.aboutUs' }}
    />
  );
}

export function contentPageTitleKey(id: string | undefined): { key: string; id: string } {
  return id === '3' ? { key: 'nav.aboutUs', id } : { key: 'pages.pageTitle', id: id ?? '' };
}

export function ContentPageRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = contentPageTitleKey(id);
  return (
    <div className="page">
      <PageHeader title={t(title.key, { id: title.id })} icon={<InfoIcon size={30} />} />
      <div className="card">
        <EmptyState
          icon={<DocumentIcon size={30} />}
          title={t('pages.emptyPage')}
          text={t('pages.emptyPageText')}
          action={
            <Link className="btn btn--secondary btn--md" to="/pages">
              <span className="btn__label">{t('nav.contents')}</span>
            </Link>
          }
        />
      </div>
    </div>
  );
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

const DASHBOARD_SECTIONS = {
  'game-history': {
    title: 'dashboard.gameHistory',
    icon: <GamepadIcon size={30} />,
    empty: 'pages.emptyHistory',
    text: 'pages.emptyHistoryText',
  },
} as const;

export function DashboardSectionRoute({ section }: { section: keyof typeof DASHBOARD_SECTIONS }) {
  const { title, icon, empty, text } = DASHBOARD_SECTIONS[section];
  return (
    <SectionPage
      title={title}
      icon={icon}
      emptyTitle={empty}
      emptyText={text}
      action={{ to: '/dashboard', label: 'dashboard.title' }}
    />
  );
}
