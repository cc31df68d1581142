import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { PaymentHistoryItem } from '@kasa/contract/payment';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/field';
import { DateRangeFields, FilterBar, HistoryTable } from '../../../components/ui/history-table';
import { AlertIcon, DepositIcon, ReceiptIcon, WithdrawIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { formatDateTime, formatLira } from '../../../lib/format';
import { usePagedFilters } from '../../../lib/use-paged-filters';
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
  const { filters, change, clear, hasFilters, page, setPage, skip, take, pagesOf } = usePagedFilters(
    NO_FILTERS,
    PAYMENT_HISTORY_PAGE_SIZE,
  );
  const history = usePaymentHistory({
    type: filters.type ? (Number(filters.type) as TransactionType) : null,
    status: filters.status ? (Number(filters.status) as TransactionStatus) : null,
    from: filters.from || null,
    to: filters.to || null,
    skip,
    take,
  });

  const total = history.data?.total ?? 0;
  const pages = pagesOf(total);
  const items = history.data?.items ?? [];

  return (
    <>
      <FilterBar hasFilters={hasFilters} clearLabel={t('finance.clear')} onClear={clear}>
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
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          fromLabel={t('finance.from')}
          toLabel={t('finance.to')}
          onChange={change}
        />
      </FilterBar>

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
                <Button variant="secondary" onClick={clear}>
                  {t('finance.clear')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <HistoryTable
          className="fin-table"
          refreshing={history.isPlaceholderData}
          columns={[
            { label: t('finance.type') },
            { label: t('finance.method') },
            { label: t('finance.amount'), numeric: true },
            { label: t('finance.status') },
            { label: t('finance.reference') },
            { label: t('finance.time') },
          ]}
          totalLabel={t('finance.total', { total })}
          pager={{
            page,
            pages,
            onPage: setPage,
            previousLabel: t('finance.previous'),
            nextLabel: t('finance.next'),
            pageLabel: t('finance.page', { page: page + 1, pages }),
          }}
        >
          {items.map((item) => (
            <FinancialRow key={item.id} item={item} />
          ))}
        </HistoryTable>
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
