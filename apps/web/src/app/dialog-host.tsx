import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useOpenDialogs, type OpenDialog } from '../lib/dialogs';
import { useAuth } from '../lib/session';

// Every dialog loads when it is first opened (docs/decisions/0130): they carry the forms, react-hook-form and the
// contract's zod schemas, which the first page does not need.
const LoginDialog = lazy(async () => ({
  default: (await import('../features/auth/components/login-dialog')).LoginDialog,
}));
const RegisterDialog = lazy(async () => ({
  default: (await import('../features/auth/components/register-dialog')).RegisterDialog,
}));
const RecoveryDialog = lazy(async () => ({
  default: (await import('../features/auth/components/recovery-dialog')).RecoveryDialog,
}));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../features/account/components/change-password-dialog')).ChangePasswordDialog,
}));
const PhoneVerificationDialog = lazy(async () => ({
  default: (await import('../features/phone/components/phone-verification-dialog')).PhoneVerificationDialog,
}));
const SmsVerifyDialog = lazy(async () => ({
  default: (await import('../features/phone/components/sms-verify-dialog')).SmsVerifyDialog,
}));
const PaymentDialog = lazy(async () => ({
  default: (await import('../features/payments/components/payment-dialog')).PaymentDialog,
}));
const DepositModal = lazy(async () => ({
  default: (await import('../features/payments/components/deposit-modal')).DepositModal,
}));

/** Renders whatever the dialog store holds. Account dialogs need a session and vanish when it ends. */
export function DialogHost() {
  const dialogs = useOpenDialogs();
  const { isLoggedIn } = useAuth();
  return (
    <>
      {dialogs.map((dialog) => (
        <Suspense key={dialog.kind} fallback={<DialogLoading />}>
          <DialogFor dialog={dialog} isLoggedIn={isLoggedIn} />
        </Suspense>
      ))}
    </>
  );
}

/** While a dialog's code arrives (a slow network's first open): a dimmed page and a spinner, so the tap is answered. */
function DialogLoading() {
  return (
    <div className="dialog-loading" data-testid="dialog-loading">
      <Spinner size={28} />
    </div>
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
