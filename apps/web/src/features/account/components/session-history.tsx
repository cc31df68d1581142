import type { AccountActivity } from '@kasa/contract/customer';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, DeviceIcon, HistoryIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useSessionHistory } from '../api/session-history';

const KIND_CLASS: Record<number, string> = {
  1: 'ok',
  2: 'muted',
  3: 'info',
  4: 'info',
  5: 'danger',
  6: 'info',
  7: 'ok',
};

/** /dashboard/session-history: logins and account activity, newest first, loaded a page at a time. */
export function SessionHistory() {
  const { t } = useTranslation();
  const history = useSessionHistory();

  if (history.isPending) return <Loading className="loading--block" />;
  if (history.isError) {
    return (
      <EmptyState
        icon={<AlertIcon size={32} />}
        title={history.error.message}
        action={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  const total = history.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon size={32} />}
        title={t('pages.emptyHistory')}
        text={t('pages.emptyHistoryText')}
      />
    );
  }

  return (
    <section className="card card--flush">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('sessions.time')}</th>
            <th scope="col">{t('sessions.activity')}</th>
            <th scope="col">{t('sessions.ip')}</th>
            <th scope="col">{t('sessions.device')}</th>
            <th scope="col">{t('sessions.fingerprint')}</th>
            <th scope="col">{t('sessions.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <SessionRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
      <div className="table-footer">
        <span className="muted">{t('sessions.shown', { shown: items.length, total })}</span>
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            isLoading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('common.loadMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function SessionRow({ item }: { item: AccountActivity }) {
  const { t } = useTranslation();
  const unknown = <span className="muted">{t('sessions.unknown')}</span>;
  const isLogin = item.type === 1;
  return (
    <tr data-testid="session-row">
      <td data-label={t('sessions.time')}>
        <time dateTime={item.time}>{formatDateTime(item.time)}</time>
      </td>
      <td data-label={t('sessions.activity')}>
        <span className={`kind kind--${KIND_CLASS[item.type] ?? 'muted'}`}>
          {t(`sessions.types.${item.type}`)}
        </span>
      </td>
      <td data-label={t('sessions.ip')} className="mono">
        {item.ip ?? unknown}
      </td>
      <td data-label={t('sessions.device')}>
        {item.device ? (
          <span className="device" title={item.userAgent ?? undefined}>
            <DeviceIcon size={16} />
            {item.device}
          </span>
        ) : (
          unknown
        )}
      </td>
      <td data-label={t('sessions.fingerprint')} className="mono" title={item.fingerprint ?? undefined}>
        {item.fingerprint
          ? `${item.fingerprint.slice(0, 10)}${item.fingerprint.length > 10 ? '…' : ''}`
          : unknown}
      </td>
      <td data-label={t('sessions.status')}>
        <span className="badges">
          {item.isCurrent ? <span className="badge badge--accent">{t('sessions.current')}</span> : null}
          {isLogin && item.isActive && !item.isCurrent ? (
            <span className="badge badge--ok">{t('sessions.active')}</span>
          ) : null}
          {isLogin && !item.isActive ? (
            <span className="badge badge--muted">{t('sessions.ended')}</span>
          ) : null}
          {!isLogin && !item.isCurrent ? <span className="muted">—</span> : null}
        </span>
      </td>
    </tr>
  );
}
