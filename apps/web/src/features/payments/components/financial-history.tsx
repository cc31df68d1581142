import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { PaymentHistoryItem } from '@kasa/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { AlertIcon, DepositIcon, ReceiptIcon, WithdrawIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { formatDateTime, formatLira } from '../../../lib/format';
import { PAYMENT_HISTORY_PAGE_SIZE, usePaymentHistory } from '../api/payment-history';

type Filters = { type: string; status: string; from: string; to: string };
const NO_FILTERS: Filters = { type: '', status: '', from: '', to: '' };

// Colour of each status badge: money in or out (green), waiting (amber), refused (red), neutral (grey).
const STATUS_TONE: Record<number, string> = {
  [TransactionStatus.None]: 'muted',
  [TransactionStatus.Confirmed]: 'ok',
  [TransactionStatus.Pending]: 'warn',
  [TransactionStatus.Merged]: 'info',
  [TransactionStatus.Rejected]: 'danger',
  [TransactionStatus.Cancelled]: 'muted',
  [TransactionStatus.Created]: 'info',
};

/** /dashboard/financial-activities: deposits and withdrawals, filtered by type, status and days, a page at a time. */
export function FinancialHistory() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const history = usePaymentHistory({
    type: filters.type ? (Number(filters.type) as TransactionType) : null,
    status: filters.status ? (Number(filters.status) as TransactionStatus) : null,
    from: filters.from || null,
    to: filters.to || null,
    skip: page * PAYMENT_HISTORY_PAGE_SIZE,
    take: PAYMENT_HISTORY_PAGE_SIZE,
  });
  const hasFilters = Object.values(filters).some(Boolean);
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };

  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAYMENT_HISTORY_PAGE_SIZE));
  const items = history.data?.items ?? [];

  return (
    <>
      <form className="card filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('finance.type')}
          value={filters.type}
          onChange={(e) => change({ type: e.target.value })}
        >
          <option value="">{t('finance.all')}</option>
          {Object.values(TransactionType).map((value) => (
            <option key={value} value={value}>
              {t(`finance.types.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('finance.status')}
          value={filters.status}
          onChange={(e) => change({ status: e.target.value })}
        >
          <option value="">{t('finance.all')}</option>
          {Object.values(TransactionStatus)
            .filter((value) => value !== TransactionStatus.None)
            .map((value) => (
              <option key={value} value={value}>
                {t(`finance.statuses.${value}`)}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('finance.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label={t('finance.to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => change({ to: e.target.value })}
        />
        {hasFilters ? (
          <Button variant="ghost" size="sm" className="filters__clear" onClick={() => change(NO_FILTERS)}>
            {t('finance.clear')}
          </Button>
        ) : null}
      </form>

      {history.isPending ? (
        <Loading className="loading--block" />
      ) : history.isError ? (
        <div className="card">
          <EmptyState
            icon={<AlertIcon size={30} />}
            title={history.error.message}
            action={
              <Button variant="secondary" onClick={() => void history.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </div>
      ) : items.length === 0 ? (
        <div className="card">
          <EmptyState
            icon={<ReceiptIcon size={30} />}
            title={t(hasFilters ? 'finance.emptyFiltered' : 'finance.empty')}
            text={t(hasFilters ? 'finance.emptyFilteredText' : 'finance.emptyText')}
            action={
              hasFilters ? (
                <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
                  {t('finance.clear')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <section className={`card card--flush ${history.isPlaceholderData ? 'is-refreshing' : ''}`}>
          <table className="data-table fin-table">
            <thead>
              <tr>
                <th scope="col">{t('finance.type')}</th>
                <th scope="col">{t('finance.method')}</th>
                <th scope="col" className="num">
                  {t('finance.amount')}
                </th>
                <th scope="col">{t('finance.status')}</th>
                <th scope="col">{t('finance.reference')}</th>
                <th scope="col">{t('finance.time')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <FinancialRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
          <div className="table-footer">
            <span className="muted">{t('finance.total', { total })}</span>
            <div className="pager">
              <Button
                variant="secondary"
                size="sm"
                disabled={page === 0}
                onClick={() => setPage((p) => Math.max(0, p - 1))}
              >
                {t('finance.previous')}
              </Button>
              <span className="pager__label">{t('finance.page', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page + 1 >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('finance.next')}
              </Button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}

function FinancialRow({ item }: { item: PaymentHistoryItem }) {
  const { t } = useTranslation();
  const isDeposit = item.type === TransactionType.Deposit;
  return (
    <tr data-testid="fin-row" data-status={item.status} data-type={item.type}>
      <td data-label={t('finance.type')}>
        <span className={`fin-type fin-type--${isDeposit ? 'in' : 'out'}`}>
          {isDeposit ? <DepositIcon size={16} /> : <WithdrawIcon size={16} />}
          {t(`finance.types.${item.type}`)}
        </span>
      </td>
      <td data-label={t('finance.method')}>{item.method}</td>
      <td
        data-label={t('finance.amount')}
        className={`num fin-amount fin-amount--${isDeposit ? 'in' : 'out'}`}
      >
        {isDeposit ? '+' : '−'}
        {formatLira(item.amount)}
      </td>
      <td data-label={t('finance.status')}>
        <span className={`status-badge status-badge--${STATUS_TONE[item.status] ?? 'muted'}`}>
          {t(`finance.statuses.${item.status}`)}
        </span>
      </td>
      <td data-label={t('finance.reference')} className="mono">
        {item.reference}
      </td>
      <td data-label={t('finance.time')}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </td>
    </tr>
  );
}
