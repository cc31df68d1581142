import { SMS_RESEND_SECONDS } from '@kasa/contract/constants';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown';

/**
 * Spec §4: 'Resend code in' with the seconds left (60), then "Didn't get a code ? Click to resend".
 * Remount it (change its key) whenever a new code is sent to start the count again.
 */
export function ResendTimer({ onResend, isSending = false }: { onResend: () => void; isSending?: boolean }) {
  const { t } = useTranslation();
  const { remaining } = useCountdown(SMS_RESEND_SECONDS);
  if (remaining > 0) {
    return (
      <p className="resend" aria-live="off">
        {t('phone.resendIn')}{' '}
        <strong className="resend__count">{t('phone.seconds', { count: remaining })}</strong>
      </p>
    );
  }
  return (
    <p className="resend">
      <button type="button" className="link-button" onClick={onResend} disabled={isSending}>
        {t('phone.resend')}
      </button>
    </p>
  );
}
