import type { ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './field';

// The pieces of a filtered, paged history list (financial activities, game history): the filter bar, a from/to date
// pair, the table shell with its footer and the pager.

/** The card of filters above a history table; the clear button shows while any filter is set. */
export function FilterBar({
  className,
  hasFilters,
  clearLabel,
  onClear,
  children,
}: {
  className?: string;
  hasFilters: boolean;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={`card filters ${className ?? ''}`}
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      {hasFilters ? (
        <Button variant="ghost" size="sm" className="filters__clear" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </form>
  );
}

/** Two date inputs (yyyy-mm-dd) that keep from ≤ to. */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  fromTestId,
  toTestId,
  onChange,
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  fromTestId?: string;
  toTestId?: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <TextField
        label={fromLabel}
        type="date"
        value={from}
        max={to || undefined}
        data-testid={fromTestId}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        label={toLabel}
        type="date"
        value={to}
        min={from || undefined}
        data-testid={toTestId}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </>
  );
}

export type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  pageLabel: string;
};

/** Previous · "page x of y" · next. `page` counts from 0. */
export function Pager({ page, pages, onPage, previousLabel, nextLabel, pageLabel }: PagerProps) {
  return (
    <div className="pager">
      <Button
        variant="secondary"
        size="sm"
        disabled={page === 0}
        onClick={() => onPage(Math.max(0, page - 1))}
      >
        {previousLabel}
      </Button>
      <span className="pager__label">{pageLabel}</span>
      <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </div>
  );
}

export type HistoryColumn = { label: string; numeric?: boolean };

/** A flush card holding the data table (head from `columns`, rows as children) and a footer: total and pager. */
export function HistoryTable({
  className,
  refreshing,
  columns,
  totalLabel,
  pager,
  children,
}: {
  className: string;
  refreshing: boolean;
  columns: HistoryColumn[];
  totalLabel: string;
  pager: PagerProps;
  children: ReactNode;
}) {
  return (
    <section className={`card card--flush ${refreshing ? 'is-refreshing' : ''}`}>
      <table className={`data-table ${className}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      <div className="table-footer">
        <span className="muted">{totalLabel}</span>
        <Pager {...pager} />
      </div>
    </section>
  );
}
