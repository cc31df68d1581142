import '../../../styles/kyc.css';
import '../kyc-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckCircleIcon, ClockIcon, ShieldIcon } from '../../../components/ui/icons';
import { formatLira } from '../../../lib/format';
import { useKycStatus } from '../api/kyc';

/**
 * Above the withdrawal methods: whether this player's identity lets them withdraw, and what to upload if not — the
 * same rule the server applies (first withdrawal and the daily threshold), said before the form is filled in.
 */
export function WithdrawKycNotice() {
  const { t } = useTranslation();
  const status = useKycStatus();
  if (!status.data) return null;
  const { identity, withdrawal } = status.data;
  const threshold = formatLira(withdrawal.dailyThreshold);

  if (identity === 'approved') {
    return (
      <p className="kyc-notice kyc-notice--ok" data-testid="kyc-withdraw-notice" data-state={identity}>
        <CheckCircleIcon size={18} />
        <span>
          {t('kyc.withdraw.approved')} {t('kyc.withdraw.ownName')}
        </span>
      </p>
    );
  }
  const Icon = identity === 'pending' ? ClockIcon : identity === 'rejected' ? AlertIcon : ShieldIcon;
  return (
    <section
      className={`kyc-notice kyc-notice--${identity}`}
      data-testid="kyc-withdraw-notice"
      data-state={identity}
      aria-labelledby="kyc-notice-title"
    >
      <span className="kyc-notice__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className="kyc-notice__body">
        <h2 className="kyc-notice__title" id="kyc-notice-title">
          {t('kyc.withdraw.title')}
        </h2>
        <p>{t(`kyc.withdraw.${identity}`, { threshold })}</p>
        <p className="kyc-notice__small">{t('kyc.withdraw.ownName')}</p>
      </div>
      {identity !== 'pending' ? (
        <Link className="btn btn--md btn--gold kyc-notice__go" to="/dashboard/account#verification">
          <span className="btn__label">
            {identity === 'rejected' ? t('kyc.withdraw.goRejected') : t('kyc.withdraw.go')}
          </span>
        </Link>
      ) : null}
    </section>
  );
}
