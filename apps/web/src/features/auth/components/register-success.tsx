import { BONUS_CLAIM_CLOSE_MS, CELEBRATION_DELAY_MS } from '@kasa/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChatIcon, WalletIcon } from '../../../components/ui/icons';
import { SuccessPanel } from '../../../components/ui/success-panel';
import { celebrate } from '../../../lib/confetti';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { openLiveChat } from '../../../lib/settings';
import { useClaimTrialBonus } from '../api/claim-trial-bonus';

/**
 * Spec §2/§4 success screen: 'Congratulations'; confetti 100 ms after it shows. With a trial bonus on offer a Yes
 * button claims it (confetti again, dialog closes 1 s later; a failed claim is silent); otherwise Deposit and
 * Live Chat close the dialog.
 */
export function RegisterSuccess({
  titleId,
  trialBonusAmount,
  onDeposit,
  onClose,
}: {
  titleId: string;
  trialBonusAmount: number;
  onDeposit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const claim = useClaimTrialBonus();

  useEffect(() => {
    const timer = setTimeout(() => void celebrate(), CELEBRATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <SuccessPanel className="form" testId="register-success" markSize={96}>
      <h2 className="form__title success__title" id={titleId}>
        {t('register.congratulations')}
      </h2>
      {trialBonusAmount > 0 ? (
        <>
          <p className="form__subtitle">
            {t('register.trialOffer', { amount: formatLira(trialBonusAmount) })}
          </p>
          <Button
            size="lg"
            block
            isLoading={claim.isPending}
            onClick={() =>
              claim.mutate(undefined, {
                onSuccess: () => {
                  // A visible answer before the dialog closes (issue 11 §6: it used to close with no feedback).
                  toast.success(t('register.trialClaimed', { amount: formatLira(trialBonusAmount) }));
                  void celebrate();
                  setTimeout(onClose, BONUS_CLAIM_CLOSE_MS);
                },
              })
            }
          >
            {t('common.yes')}
          </Button>
        </>
      ) : (
        <>
          <p className="form__subtitle">{t('register.successText')}</p>
          <div className="success__actions">
            <Button size="lg" block icon={<WalletIcon size={18} />} onClick={onDeposit}>
              {t('register.deposit')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              block
              icon={<ChatIcon size={18} />}
              onClick={() => {
                openLiveChat();
                onClose();
              }}
            >
              {t('header.liveChat')}
            </Button>
          </div>
        </>
      )}
    </SuccessPanel>
  );
}
