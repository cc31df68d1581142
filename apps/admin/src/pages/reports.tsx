import { useQuery } from '@tanstack/react-query';
import { OpsPath, type OpsBooks } from '@kasa/contract/ops';
import {
  OpsBackOfficePath,
  OpsProduct,
  type OpsDashboard,
  type OpsDashboardDay,
  type OpsPaymentsByMethod,
  type OpsPaymentsByMethodRow,
} from '@kasa/contract/ops-backoffice';
import { TransactionType } from '@kasa/contract/enums';
import { useState } from 'react';
import { DataTable, Page, type Column } from '../components/ui';
import { get } from '../lib/api';
import { money } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';

// Reports (issue 13 §2): GGR and NGR per day and product, deposits, withdrawals and bonus cost over a period, as a
// table and as a CSV file; and the books check — every balance equals its ledger entries and everything sums to zero —
// as a green or red card. The figures are the dashboard's (docs/decisions/0510), read from the server.

const kurusToLira = (kurus: string) => Number(BigInt(kurus)) / 100;

/** One CSV row; amounts with a dot and two decimals, fields quoted when they need it (RFC 4180). */
function csvRow(cells: (string | number)[]): string {
  return cells
    .map((cell) => {
      const text = typeof cell === 'number' ? cell.toFixed(2) : cell;
      return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

export function reportCsv(days: OpsDashboardDay[]): string {
  const header = [
    'date',
    'deposits',
    'withdrawals',
    ...OpsProduct.map((product) => `ggr_${product}`),
    'ggr_total',
    'bonus_cost',
    'ngr',
    'active_players',
    'registrations',
  ];
  const rows = days.map((day) =>
    csvRow([
      day.date,
      day.deposits,
      day.withdrawals,
      ...OpsProduct.map((product) => day.ggr[product]),
      day.ggrTotal,
      day.bonusCost,
      day.ngr,
      String(day.activePlayers),
      String(day.registrations),
    ]),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ReportsPage() {
  const { t } = useT();
  const [days, setDays] = useState(30);
  const report = useQuery({
    queryKey: ['reports', days],
    queryFn: () => get<OpsDashboard>(OpsBackOfficePath.dashboard, { days }),
  });
  const books = useQuery({ queryKey: ['books'], queryFn: () => get<OpsBooks>(OpsPath.books) });
  // Payments per method over the same period (docs/decisions/0513).
  const byMethod = useQuery({
    queryKey: ['payments-by-method', days],
    queryFn: () => get<OpsPaymentsByMethod>(OpsBackOfficePath.paymentsByMethod, { days }),
  });
  const methodColumns: Column<OpsPaymentsByMethodRow>[] = [
    { key: 'method', title: t('methods.method'), render: (m) => m.title },
    {
      key: 'type',
      title: t('payments.type'),
      render: (m) => (m.type === TransactionType.Deposit ? t('payments.deposit') : t('payments.withdrawal')),
    },
    { key: 'confirmed', title: t('methods.confirmedCount'), align: 'right', render: (m) => m.confirmedCount },
    {
      key: 'amount',
      title: t('methods.confirmedAmount'),
      align: 'right',
      render: (m) => money(m.confirmedAmount),
    },
    { key: 'pending', title: t('methods.pendingCount'), align: 'right', render: (m) => m.pendingCount },
    { key: 'rejected', title: t('methods.rejectedCount'), align: 'right', render: (m) => m.rejectedCount },
  ];

  const columns: Column<OpsDashboardDay>[] = [
    { key: 'date', title: t('reports.date'), render: (d) => d.date },
    { key: 'deposits', title: t('dashboard.deposits'), align: 'right', render: (d) => money(d.deposits) },
    {
      key: 'withdrawals',
      title: t('dashboard.withdrawals'),
      align: 'right',
      render: (d) => money(d.withdrawals),
    },
    ...OpsProduct.map((product): Column<OpsDashboardDay> => ({
      key: product,
      title: t(`dashboard.products.${product}` as TextKey),
      align: 'right',
      render: (d) => money(d.ggr[product]),
    })),
    { key: 'ggr', title: t('dashboard.ggr'), align: 'right', render: (d) => money(d.ggrTotal) },
    { key: 'bonus', title: t('dashboard.bonusCost'), align: 'right', render: (d) => money(d.bonusCost) },
    { key: 'ngr', title: t('dashboard.ngr'), align: 'right', render: (d) => money(d.ngr) },
  ];

  const rows = report.data ? [...report.data.days].reverse() : undefined;
  return (
    <Page
      title={t('nav.reports')}
      actions={
        <div className="row-actions">
          <div className="segmented" role="group" aria-label={t('dashboard.days')}>
            {[7, 30, 90].map((value) => (
              <button key={value} type="button" aria-pressed={days === value} onClick={() => setDays(value)}>
                {t('dashboard.period', { days: value })}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="primary"
            disabled={!report.data}
            data-testid="report-csv"
            onClick={() =>
              report.data &&
              download(
                `kasa-ggr-${report.data.days.at(-1)?.date ?? ''}-${days}d.csv`,
                reportCsv(report.data.days),
              )
            }
          >
            {t('reports.csv')}
          </button>
        </div>
      }
    >
      <div
        className={`card books ${books.data ? (books.data.ok ? 'books-ok' : 'books-bad') : ''}`}
        data-testid="books-card"
        data-ok={books.data ? String(books.data.ok) : undefined}
      >
        <h2 className="card-title">{t('reports.books')}</h2>
        {books.isError ? <p className="form-error">{books.error.message}</p> : null}
        {books.data ? (
          <>
            <p>
              <strong>{books.data.ok ? t('reports.booksOk') : t('reports.booksBad')}</strong>
            </p>
            {books.data.problems.length > 0 ? (
              <ul>
                {books.data.problems.map((problem) => (
                  <li key={problem}>
                    <code>{problem}</code>
                  </li>
                ))}
              </ul>
            ) : null}
            <dl className="period">
              {Object.entries(books.data.houseKurus).map(([account, kurus]) => (
                <div key={account} style={{ display: 'contents' }}>
                  <dt>
                    <code>{account}</code>
                  </dt>
                  <dd>{money(kurusToLira(kurus))}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="muted">{t('loading')}</p>
        )}
      </div>
      <section className="card" aria-labelledby="by-method" data-testid="payments-by-method">
        <h2 className="card-title" id="by-method">
          {t('methods.byMethod')}
        </h2>
        <DataTable
          columns={methodColumns}
          rows={byMethod.data?.rows}
          rowKey={(m) => String(m.methodId)}
          loading={byMethod.isLoading}
          error={byMethod.isError ? byMethod.error.message : null}
          onRetry={() => void byMethod.refetch()}
          caption={t('methods.byMethod')}
        />
      </section>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(d) => d.date}
        loading={report.isLoading}
        error={report.isError ? report.error.message : null}
        onRetry={() => void report.refetch()}
        caption={t('nav.reports')}
      />
    </Page>
  );
}
