import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/ui/auth-shell';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, openDialog, type RegisterTab } from '../../../lib/dialogs';
import { trialBonusAmount } from '../../../lib/settings';
import { RegisterFormView, type RegisteredPlayer } from './register-form';
import { RegisterPhoneStep } from './register-phone-step';
import { RegisterSuccess } from './register-success';

type Stage = { name: 'form' } | { name: 'phone'; player: RegisteredPlayer } | { name: 'success' };

/**
 * Sign Up (spec §2/§4). `tab` picks the variant: 'default' (shown normally) or 'fast'
 * (`openDialog('register', { tab: 'fast' })`, or `?register=fast` in the URL).
 */
export function RegisterDialog({ tab = 'default' }: { tab?: RegisterTab }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const [bonusAmount, setBonusAmount] = useState(trialBonusAmount);
  const close = () => closeDialog('register');

  return (
    <Dialog size="full" testId="dialog-register" labelledBy={titleId} onClose={close}>
      <AuthShell isWide={stage.name === 'form'}>
        {stage.name === 'form' ? (
          <RegisterFormView
            key={tab}
            variant={tab}
            titleId={titleId}
            onSignIn={() => openDialog('login')}
            onRegistered={(player) => {
              if (player.wantsTrialBonus) {
                setStage({ name: 'phone', player });
              } else {
                // Spec §4: without the trial bonus the amount is reset and the celebration shows at once.
                setBonusAmount(0);
                setStage({ name: 'success' });
              }
            }}
          />
        ) : null}
        {stage.name === 'phone' ? (
          <RegisterPhoneStep
            titleId={titleId}
            initialPhone={stage.player.phone}
            sendAtOnce
            onVerified={() => setStage({ name: 'success' })}
            onSkip={close}
          />
        ) : null}
        {stage.name === 'success' ? (
          <RegisterSuccess
            titleId={titleId}
            trialBonusAmount={bonusAmount}
            onClose={close}
            onDeposit={() => {
              close();
              void navigate('/dashboard/deposit');
            }}
          />
        ) : null}
      </AuthShell>
    </Dialog>
  );
}
