import { BONUS_CLAIM_CLOSE_MS, CELEBRATION_DELAY_MS } from '@kasa/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChatIcon, WalletIcon } from '../../../components/ui/icons';
import { celebrate } from '../../../lib/confetti';
import { formatLira } from '../../../lib/format';
import { isLiveChatConfigured, openLiveChat } from '../../../lib/settings';
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
    <div className="form success" data-testid="register-success">
      <div className="success__mark" aria-hidden="true">
        <svg viewBox="0 0 96 96" width="96" height="96">
          <circle cx="48" cy="48" r="44" fill="rgba(25,227,140,0.12)" stroke="#19e38c" strokeWidth="3" />
          <path
            d="M30 49l12 12 24-26"
            fill="none"
            stroke="#19e38c"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
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
            {isLiveChatConfigured() ? (
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
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
