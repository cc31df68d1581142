import { ChangePasswordDialog } from '../features/account/components/change-password-dialog';
import { LoginDialog } from '../features/auth/components/login-dialog';
import { RecoveryDialog } from '../features/auth/components/recovery-dialog';
import { RegisterDialog } from '../features/auth/components/register-dialog';
import { DepositModal } from '../features/payments/components/deposit-modal';
import { PaymentDialog } from '../features/payments/components/payment-dialog';
import { PhoneVerificationDialog } from '../features/phone/components/phone-verification-dialog';
import { SmsVerifyDialog } from '../features/phone/components/sms-verify-dialog';
import { useOpenDialogs, type OpenDialog } from '../lib/dialogs';
import { useAuth } from '../lib/session';

/** Renders whatever the dialog store holds. Account dialogs need a session and vanish when it ends. */
export function DialogHost() {
  const dialogs = useOpenDialogs();
  const { isLoggedIn } = useAuth();
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogFor key={dialog.kind} dialog={dialog} isLoggedIn={isLoggedIn} />
      ))}
    </>
  );
}

function DialogFor({ dialog, isLoggedIn }: { dialog: OpenDialog; isLoggedIn: boolean }) {
  switch (dialog.kind) {
    case 'login':
      return <LoginDialog />;
    case 'register':
      return <RegisterDialog tab={dialog.options.tab} />;
    case 'recovery':
      return <RecoveryDialog />;
    case 'change-password':
      return isLoggedIn ? <ChangePasswordDialog /> : null;
    case 'phone-verification':
      return isLoggedIn ? <PhoneVerificationDialog /> : null;
    case 'sms-verify':
      return isLoggedIn ? <SmsVerifyDialog /> : null;
    case 'deposit':
    case 'withdraw':
      return isLoggedIn ? <PaymentDialog {...dialog.options} /> : null;
    case 'deposit-modal':
      return isLoggedIn ? <DepositModal /> : null;
  }
}
