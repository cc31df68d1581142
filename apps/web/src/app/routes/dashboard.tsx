import { useTranslation } from 'react-i18next';
import {
  DepositIcon,
  GiftIcon,
  HistoryIcon,
  IdCardIcon,
  ReceiptIcon,
  WithdrawIcon,
} from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { AccountInfo } from '../../features/account/components/account-info';
import { SessionHistory } from '../../features/account/components/session-history';
import { BonusesPage } from '../../features/bonuses/components/bonuses-page';
import { DashboardTiles } from '../../features/dashboard/components/dashboard-tiles';
import { VerificationSection } from '../../features/kyc/components/verification-section';
import { WithdrawKycNotice } from '../../features/kyc/components/withdraw-kyc-notice';
import { FinancialHistory } from '../../features/payments/components/financial-history';
import { PaymentMethodsPage } from '../../features/payments/components/payment-methods';
import { DepositLimitPrompt } from '../../features/responsible-gaming/components/deposit-limit-prompt';

// The signed-in player's pages under /dashboard, loaded with the first of them (app/router.tsx).

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
      <VerificationSection />
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
      <DepositLimitPrompt />
      <PaymentMethodsPage type={1} />
    </div>
  );
}

export function WithdrawRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('dashboard.withdraw')} icon={<WithdrawIcon size={30} />} />
      <WithdrawKycNotice />
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
