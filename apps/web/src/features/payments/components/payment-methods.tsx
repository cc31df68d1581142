import { TransactionType } from '@kasa/contract/enums';
import type { PaymentMethod } from '@kasa/contract/payment';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, ChevronRightIcon, ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { openDialog } from '../../../lib/dialogs';
import { formatLira, formatLiraCompact } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { useBonusBalance } from '../../../lib/wallet';
import { usePaymentMethods } from '../api/payment-methods';
import { MethodLogo } from './method-logo';

type Direction = typeof TransactionType.Deposit | typeof TransactionType.Withdraw;

export function openPaymentMethod(method: PaymentMethod): void {
  const kind = method.type === TransactionType.Deposit ? 'deposit' : 'withdraw';
  openDialog(kind, { id: method.id, type: method.type, title: method.title });
}

function MethodTile({ method, variant }: { method: PaymentMethod; variant: 'grid' | 'list' }) {
  const { t } = useTranslation();
  const hint =
    method.type === TransactionType.Withdraw
      ? t('payment.withdrawHint')
      : method.isRedirect
        ? t('payment.redirectHint')
        : t('payment.transferHint');
  return (
    <button
      type="button"
      className={`method-tile method-tile--${variant}`}
      data-testid={`payment-tile-${method.id}`}
      onClick={() => openPaymentMethod(method)}
    >
      <MethodLogo logo={method.logo} title={method.title} />
      <span className="method-tile__text">
        <span className="method-tile__title">{method.title}</span>
        <span className="method-tile__limits">
          {formatLiraCompact(method.min)} – {formatLiraCompact(method.max)}
        </span>
        <span className={`method-tile__hint ${method.isRedirect ? 'method-tile__hint--redirect' : ''}`}>
          {hint}
        </span>
      </span>
      <ChevronRightIcon size={18} className="method-tile__chevron" />
    </button>
  );
}

/** The methods of one direction as tiles (`/dashboard/deposit`, `/dashboard/withdraw`, the phone Deposit modal). */
export function PaymentMethodList({
  type,
  variant = 'grid',
}: {
  type: Direction;
  variant?: 'grid' | 'list';
}) {
  const { t } = useTranslation();
  const methods = usePaymentMethods(type);
  if (methods.isPending) return <Loading className="loading--block" />;
  if (methods.isError) {
    return (
      <EmptyState
        icon={<AlertIcon size={30} />}
        title={t('payment.loadError')}
        text={methods.error.message}
        action={
          <Button variant="secondary" onClick={() => void methods.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (methods.data.length === 0) {
    return (
      <EmptyState
        icon={<WalletIcon size={30} />}
        title={t('payment.noMethods')}
        text={t('payment.noMethodsText')}
      />
    );
  }
  return (
    <ul className={`method-tiles method-tiles--${variant}`}>
      {methods.data.map((method) => (
        <li key={method.id}>
          <MethodTile method={method} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

/** `/dashboard/deposit` and `/dashboard/withdraw`: the balances, then the method tiles. */
export function PaymentMethodsPage({ type }: { type: Direction }) {
  const { t } = useTranslation();
  const { balance } = useAuth();
  const bonusBalance = useBonusBalance();
  return (
    <>
      <section className="wallet-summary" aria-label={t('header.balance')}>
        <div className="wallet-summary__item">
          <span>{t('payment.cashBalance')}</span>
          <strong className="wallet-summary__cash">{formatLira(balance)}</strong>
        </div>
        <div className="wallet-summary__item">
          <span>{t('payment.bonusBalance')}</span>
          <strong className="wallet-summary__bonus">{formatLira(bonusBalance)}</strong>
        </div>
        <p className="wallet-summary__note">
          <ShieldIcon size={16} />
          {t(type === TransactionType.Deposit ? 'payment.depositSubtitle' : 'payment.withdrawSubtitle')}
        </p>
      </section>
      <PaymentMethodList type={type} />
    </>
  );
}
