import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/ui/auth-shell';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, openDialog, type RegisterTab } from '../../../lib/dialogs';
import { trialBonusAmount } from '../../../lib/settings';
import { useTrialBonusAmount } from '../api/claim-trial-bonus';
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
  const [wantsTrialBonus, setWantsTrialBonus] = useState(false);
  // The server's trial amount (bonus/available) wins over the stored bootstrap value. It is asked for as soon as
  // the player has registered with the trial box ticked, so it is there by the time the phone is verified.
  const serverAmount = useTrialBonusAmount(wantsTrialBonus);
  // Spec §4: without the trial bonus the amount is reset to 0 (Deposit and Live Chat instead of Yes).
  const bonusAmount = wantsTrialBonus ? (serverAmount.data ?? trialBonusAmount()) : 0;
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
                setWantsTrialBonus(true);
                setStage({ name: 'phone', player });
              } else {
                // Spec §4: without the trial bonus the celebration shows at once.
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
