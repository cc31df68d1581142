import { TransactionType } from '@kasa/contract/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog } from '../../../lib/dialogs';
import { PaymentMethodList } from './payment-methods';

/** Spec §2 'Deposit modal': the phone bottom sheet titled Deposit Money, listing the deposit methods. */
export function DepositModal() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      size="sheet"
      testId="deposit-modal"
      labelledBy={titleId}
      onClose={() => closeDialog('deposit-modal')}
    >
      <span className="sheet-handle" aria-hidden="true" />
      <h2 className="sheet-title" id={titleId}>
        {t('payment.depositTitle')}
      </h2>
      <div className="sheet-body">
        <PaymentMethodList type={TransactionType.Deposit} variant="list" />
      </div>
    </Dialog>
  );
}
