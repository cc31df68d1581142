import { useCustom } from '@refinedev/core';
import { OpsBackOfficePath, OpsProduct, type OpsDashboard } from '@kasa/contract/ops-backoffice';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Page, Stat } from '../components/ui';
import { count, dayLabel, money, moneyShort } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';

// Today and the last N days (docs/decisions/0510): money in and out, GGR and NGR by product, players, bonus cost and
// what waits in the queues. Charts with Recharts.

const PRODUCT_COLOURS: Record<OpsProduct, string> = {
  casino: '#f5b700',
  liveCasino: '#e4572e',
  sportsbook: '#2e86de',
  tvGames: '#8e44ad',
  tombala: '#27ae60',
};

export function DashboardPage() {
  const { t } = useT();
  const [days, setDays] = useState(30);
  const { query } = useCustom<OpsDashboard>({
    url: OpsBackOfficePath.dashboard,
    method: 'get',
    config: { query: { days } },
    queryOptions: { refetchInterval: 60_000 },
  });
  // `result.data` is an empty object until the first answer: read the query itself.
  const data = query.data?.data as OpsDashboard | undefined;

  const rangeButtons = (
    <div className="segmented" role="group" aria-label={t('dashboard.days')}>
      {[7, 30, 90].map((value) => (
        <button key={value} type="button" aria-pressed={days === value} onClick={() => setDays(value)}>
          {t('dashboard.period', { days: value })}
        </button>
      ))}
    </div>
  );

  if (query.isError) {
    return (
      <Page title={t('nav.dashboard')} actions={rangeButtons}>
        <p className="form-error" role="alert">
          {query.error?.message}{' '}
          <button type="button" className="link" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={t('nav.dashboard')} actions={rangeButtons}>
        <p className="muted">{t('loading')}</p>
      </Page>
    );
  }

  const chartDays = data.days.map((day) => ({
    label: dayLabel(day.date),
    deposits: day.deposits,
    withdrawals: day.withdrawals,
    ggr: day.ggrTotal,
    ...day.ggr,
  }));
  const queueLinks: { key: keyof OpsDashboard['queues']; to: string; label: TextKey }[] = [
    { key: 'pendingDeposits', to: '/payments', label: 'dashboard.pendingDeposits' },
    { key: 'pendingWithdrawals', to: '/payments', label: 'dashboard.pendingWithdrawals' },
    { key: 'awaitingRelease', to: '/payments', label: 'dashboard.awaitingRelease' },
    { key: 'pendingKyc', to: '/kyc', label: 'dashboard.pendingKyc' },
    { key: 'reopenRequests', to: '/protection', label: 'dashboard.reopenRequests' },
    { key: 'pendingAdjustments', to: '/payments', label: 'dashboard.pendingAdjustments' },
  ];

  return (
    <Page title={t('nav.dashboard')} actions={rangeButtons}>
      <h2 className="section-title">{t('dashboard.today')}</h2>
      <div className="stats" data-testid="today">
        <Stat label={t('dashboard.deposits')} value={money(data.today.deposits)} />
        <Stat label={t('dashboard.withdrawals')} value={money(data.today.withdrawals)} />
        <Stat
          label={t('dashboard.ggr')}
          value={money(data.today.ggrTotal)}
          tone={data.today.ggrTotal < 0 ? 'bad' : 'ok'}
        />
        <Stat
          label={t('dashboard.ngr')}
          value={money(data.today.ngr)}
          tone={data.today.ngr < 0 ? 'bad' : 'ok'}
        />
        <Stat label={t('dashboard.bonusCost')} value={money(data.today.bonusCost)} />
        <Stat label={t('dashboard.activePlayers')} value={count(data.today.activePlayers)} />
        <Stat label={t('dashboard.registrations')} value={count(data.today.registrations)} />
      </div>

      <div className="grid-2">
        <div className="card">
          <h2 className="card-title">{t('dashboard.queues')}</h2>
          <ul className="queues">
            {queueLinks.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>
                  <span>{t(item.label)}</span>
                  <strong
                    className={data.queues[item.key] > 0 ? 'queue-hot' : undefined}
                    data-testid={`queue-${item.key}`}
                  >
                    {count(data.queues[item.key])}
                  </strong>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h2 className="card-title">{t('dashboard.period', { days })}</h2>
          <dl className="period">
            <dt>{t('dashboard.deposits')}</dt>
            <dd>{money(data.period.deposits)}</dd>
            <dt>{t('dashboard.withdrawals')}</dt>
            <dd>{money(data.period.withdrawals)}</dd>
            <dt>{t('dashboard.ggr')}</dt>
            <dd>{money(data.period.ggrTotal)}</dd>
            <dt>{t('dashboard.bonusCost')}</dt>
            <dd>{money(data.period.bonusCost)}</dd>
            <dt>{t('dashboard.ngr')}</dt>
            <dd>{money(data.period.ngr)}</dd>
            <dt>{t('dashboard.activePlayers')}</dt>
            <dd>{count(data.period.activePlayers)}</dd>
            <dt>{t('dashboard.registrations')}</dt>
            <dd>{count(data.period.registrations)}</dd>
          </dl>
        </div>
      </div>

      <div className="card">
        <h2 className="card-title">{t('dashboard.daily')}</h2>
        <div className="chart" role="img" aria-label={t('dashboard.daily')}>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={chartDays} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid stroke="#e5e9f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis tickFormatter={moneyShort} tick={{ fontSize: 12 }} width={72} />
              <Tooltip formatter={(value) => money(Number(value))} />
              <Legend />
              <Line
                type="monotone"
                dataKey="deposits"
                name={t('dashboard.deposits')}
                stroke="#27ae60"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="withdrawals"
                name={t('dashboard.withdrawals')}
                stroke="#e4572e"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="ggr"
                name={t('dashboard.ggr')}
                stroke="#2e86de"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>

      <div className="card">
        <h2 className="card-title">{t('dashboard.byProduct')}</h2>
        <div className="product-totals">
          {OpsProduct.map((product) => (
            <div key={product} className="product-total">
              <i style={{ background: PRODUCT_COLOURS[product] }} aria-hidden="true" />
              <span>{t(`dashboard.products.${product}` as TextKey)}</span>
              <strong>{money(data.period.ggr[product])}</strong>
            </div>
          ))}
        </div>
        <div className="chart" role="img" aria-label={t('dashboard.byProduct')}>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={chartDays} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid stroke="#e5e9f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis tickFormatter={moneyShort} tick={{ fontSize: 12 }} width={72} />
              <Tooltip formatter={(value) => money(Number(value))} />
              <Legend />
              {OpsProduct.map((product) => (
                <Bar
                  key={product}
                  dataKey={product}
                  stackId="ggr"
                  name={t(`dashboard.products.${product}` as TextKey)}
                  fill={PRODUCT_COLOURS[product]}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
    </Page>
  );
}
