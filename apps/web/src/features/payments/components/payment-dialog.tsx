import { NotificationType, TransactionType } from '@kasa/contract/enums';
import { translate } from '@kasa/contract/messages';
import { Notification } from '@kasa/contract/notification';
import type { PaymentDetailValues } from '@kasa/contract/payment';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AlertIcon, CheckCircleIcon, SparkIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { closeDialog, type PaymentDialogOptions } from '../../../lib/dialogs';
import { formatLiraCompact } from '../../../lib/format';
import { onHubMessage } from '../../../lib/hub-state';
import { getSession, sessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePaymentDetail } from '../api/payment-detail';
import { usePaymentMethods } from '../api/payment-methods';
import { useDeposit, useWithdraw } from '../api/submit-payment';
import { MethodLogo } from './method-logo';
import { PaymentForm } from './payment-form';

// Spec §8: an empty field list or a failed detail call closes the dialog after 100 ms; a withdrawal after 500 ms.
export const NO_DATA_CLOSE_MS = 100;
export const WITHDRAW_CLOSE_MS = 500;

/** `balance` is the cash balance when the payment page opened; `message` null means 'payment received'. */
type Outcome =
  { kind: 'active'; url: string; balance: number } | { kind: 'success'; message: string | null } | null;

const CONFIRMED_TITLES = new Set([
  translate('tr', 'n.depositConfirmed.title'),
  translate('en', 'n.depositConfirmed.title'),
]);

/** A live 'deposit confirmed' notification (a rejected deposit is notified with the same type, so the title decides). */
function isDepositConfirmed(raw: unknown): boolean {
  const parsed = Notification.safeParse(raw);
  return (
    parsed.success && parsed.data.type === NotificationType.Deposit && CONFIRMED_TITLES.has(parsed.data.title)
  );
}

function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** The dynamic deposit / withdraw dialog (spec §2, §4): the form, then 'operation active' or the success message. */
export function PaymentDialog({ id, type, title }: PaymentDialogOptions) {
  const { t } = useTranslation();
  const titleId = useId();
  const kind = type === TransactionType.Deposit ? 'deposit' : 'withdraw';
  const close = () => closeDialog(kind);
  const detail = usePaymentDetail(id, type);
  const method = usePaymentMethods(type).data?.find((m) => m.id === id);
  const depositCall = useDeposit();
  const withdrawCall = useWithdraw();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const activeSince = outcome?.kind === 'active' ? outcome.balance : null;
  const fields = detail.data;
  const hasNoData = detail.isError || (detail.isSuccess && fields?.length === 0);

  useEffect(() => {
    if (!hasNoData) return;
    toast.warning(t('payment.noData'));
    const timer = setTimeout(() => closeDialog(kind), NO_DATA_CLOSE_MS);
    return () => clearTimeout(timer);
    // The message is shown once per failed opening, not again on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasNoData, kind]);

  // Spec §4: the payment is confirmed on the PSP's page. The live notification, or the balance rising (the wallet
  // re-reads it on every notification and on its poll), turns 'Operation active' into the success state, so the
  // player is not left in front of a stale (full-screen on phones) dialog.
  useEffect(() => {
    if (activeSince === null) return;
    const succeed = () => setOutcome({ kind: 'success', message: null });
    const stopLive = onHubMessage((message) => {
      if (message.command === 'Notification' && isDepositConfirmed(message.message)) succeed();
    });
    const stopBalance = sessionStore.subscribe(() => {
      if ((getSession()?.balance ?? 0) > activeSince) succeed();
    });
    return () => {
      stopLive();
      stopBalance();
    };
  }, [activeSince]);

  const submit = (values: PaymentDetailValues) => {
    if (type === TransactionType.Deposit) {
      depositCall.mutate(
        { id, detail: values },
        {
          onSuccess: ({ pageUrl, message }) => {
            if (pageUrl) {
              openPaymentPage(pageUrl);
              setOutcome({ kind: 'active', url: pageUrl, balance: getSession()?.balance ?? 0 });
            } else {
              setOutcome({ kind: 'success', message });
            }
          },
          onError: (error) => toast.error(errorMessage(error)),
        },
      );
      return;
    }
    withdrawCall.mutate(
      { id, detail: values },
      {
        onSuccess: (message) => {
          toast.success(message);
          setTimeout(() => closeDialog('withdraw'), WITHDRAW_CLOSE_MS);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      size="medium"
      testId={`dialog-${kind}`}
      labelledBy={titleId}
      onClose={close}
      className="payment-dialog"
    >
      <div className="payment-dialog__head">
        <MethodLogo logo={method?.logo} title={title} size="lg" />
        <div className="payment-dialog__heading">
          <p className="payment-dialog__eyebrow">
            {t(kind === 'deposit' ? 'payment.depositTitle' : 'payment.withdrawTitle')}
          </p>
          <h2 className="payment-dialog__title" id={titleId}>
            {title}
          </h2>
          {method ? (
            <p className="payment-dialog__limits">
              {t('payment.limits')}: {formatLiraCompact(method.min)} – {formatLiraCompact(method.max)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="payment-dialog__body">
        {outcome?.kind === 'active' ? (
          <div className="payment-outcome" data-testid="deposit-active">
            <span className="payment-outcome__icon payment-outcome__icon--pulse" aria-hidden="true">
              <SparkIcon size={30} />
            </span>
            <h3 className="payment-outcome__title">{t('payment.activeTitle')}</h3>
            <p className="payment-outcome__text">{t('payment.activeText')}</p>
            <Button
              size="lg"
              block
              data-testid="deposit-continue"
              onClick={() => openPaymentPage(outcome.url)}
            >
              {t('payment.continue')}
            </Button>
            <p className="payment-outcome__hint">{t('payment.activeHint')}</p>
          </div>
        ) : outcome?.kind === 'success' ? (
          <div className="payment-outcome" data-testid="deposit-success">
            <span className="payment-outcome__icon payment-outcome__icon--success" aria-hidden="true">
              <CheckCircleIcon size={34} />
            </span>
            <h3 className="payment-outcome__title">{t('payment.successTitle')}</h3>
            <p className="payment-outcome__text" role="status">
              {outcome.message ?? t('payment.receivedText')}
            </p>
            <Button size="lg" variant="secondary" block onClick={close}>
              {t('payment.done')}
            </Button>
          </div>
        ) : hasNoData ? (
          <div className="payment-outcome" role="alert">
            <span className="payment-outcome__icon" aria-hidden="true">
              <AlertIcon size={30} />
            </span>
            <p className="payment-outcome__text">{t('payment.noData')}</p>
          </div>
        ) : fields ? (
          <PaymentForm
            fields={fields}
            submitLabel={t(kind === 'deposit' ? 'payment.depositSubmit' : 'payment.withdrawSubmit')}
            isSubmitting={depositCall.isPending || withdrawCall.isPending}
            onSubmit={submit}
          />
        ) : (
          <Loading className="loading--block" />
        )}
      </div>
    </Dialog>
  );
}
