import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, CheckCircleIcon, IdCardIcon, UserIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { openDialog } from '../../../lib/dialogs';
import { formatDate, formatDateTime, formatPhone } from '../../../lib/format';
import { useAccount } from '../api/account';

/** /dashboard/account: the personal information given at registration (customer/account). */
export function AccountInfo() {
  const { t } = useTranslation();
  const account = useAccount();

  if (account.isPending) return <Loading className="loading--block" />;
  if (account.isError) {
    return (
      <EmptyState
        icon={<AlertIcon size={32} />}
        title={t('account.loadError')}
        text={account.error.message}
        action={
          <Button variant="secondary" onClick={() => void account.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const data = account.data;
  const notGiven = <span className="muted">{t('account.notGiven')}</span>;
  const rows: Array<[string, ReactNode]> = [
    [t('account.name'), data.name],
    [t('account.surname'), data.surname],
    [t('account.email'), data.email],
    [
      t('account.phone'),
      data.phone ? (
        <span className="account-phone">
          <span>+90 {formatPhone(data.phone)}</span>
          {data.smsVerified ? (
            <span className="status-label status-label--ok">
              <CheckCircleIcon size={14} />
              {t('phone.verified')}
            </span>
          ) : (
            <>
              <span className="status-label status-label--warn">
                <AlertIcon size={14} />
                {t('phone.notVerified')}
              </span>
              <button
                type="button"
                className="link-button link-button--accent"
                onClick={() => openDialog('sms-verify')}
              >
                {t('account.verifyNow')}
              </button>
            </>
          )}
        </span>
      ) : (
        notGiven
      ),
    ],
    [t('account.personalNo'), data.personalNo ?? notGiven],
    [t('account.birthDate'), data.birthDate ? formatDate(data.birthDate) : notGiven],
    [t('account.country'), data.country?.name ?? notGiven],
    [t('account.currency'), data.currencyCode],
  ];

  return (
    <div className="account-grid">
      <section className="card profile-card">
        <span className="profile-card__avatar" aria-hidden="true">
          <UserIcon size={34} />
        </span>
        <div>
          <p className="profile-card__name">
            {data.name} {data.surname}
          </p>
          <p className="profile-card__username">@{data.username}</p>
        </div>
        <dl className="profile-card__meta">
          <div>
            <dt>{t('account.usercode')}</dt>
            <dd>{data.usercode}</dd>
          </div>
          <div>
            <dt>{t('account.createdAt')}</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('account.registration')}</dt>
            <dd>{data.isFastRegistration ? t('account.fast') : t('account.standard')}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="account-details-title">
        <h2 className="card__title" id="account-details-title">
          <IdCardIcon size={20} />
          {t('account.title')}
        </h2>
        <dl className="details">
          {rows.map(([label, value]) => (
            <div className="details__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
