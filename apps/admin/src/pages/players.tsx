import { useList } from '@refinedev/core';
import { OpsPlayerSort, type OpsPlayerSummary } from '@kasa/contract/ops-backoffice';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, DataTable, Page, Pager, type Column } from '../components/ui';
import { dateTime, money } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';

// Player search (docs/decisions/0510): one box for username, name, phone, e-mail, TC No, IBAN or id; the server
// searches and pages. The query stays in the address so a search can be shared or reloaded.

const PAGE_SIZE = 25;

export function protectionTone(protection: string): 'ok' | 'warn' | 'bad' {
  return protection === 'none' ? 'ok' : protection === 'timeout' ? 'warn' : 'bad';
}

export function kycTone(kyc: string): 'ok' | 'warn' | 'bad' | 'muted' {
  return kyc === 'approved' ? 'ok' : kyc === 'pending' ? 'warn' : kyc === 'rejected' ? 'bad' : 'muted';
}

/** A state's name in the operator's language, or the state itself when it has none. */
export function stateName(
  t: (key: TextKey) => string,
  group: 'protectionStates' | 'kycStates',
  state: string,
) {
  const key = `players.${group}.${state}` as TextKey;
  const text = t(key);
  return text === key ? state : text;
}

export function PlayersPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort = (OpsPlayerSort as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as OpsPlayerSort)
    : 'newest';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(q);

  const { result, query } = useList<OpsPlayerSummary>({
    resource: 'players',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters: [
      { field: 'q', operator: 'eq', value: q },
      { field: 'sort', operator: 'eq', value: sort },
    ],
  });

  const columns: Column<OpsPlayerSummary>[] = [
    { key: 'id', title: 'ID', render: (p) => <code>{p.id}</code> },
    {
      key: 'username',
      title: t('players.username'),
      render: (p) => <Link to={`/players/${p.id}`}>{p.username}</Link>,
    },
    { key: 'name', title: t('players.name'), render: (p) => p.name ?? '—' },
    { key: 'email', title: t('players.email'), render: (p) => p.email ?? '—' },
    { key: 'phone', title: t('players.phone'), render: (p) => p.phone ?? '—' },
    { key: 'balance', title: t('players.balance'), align: 'right', render: (p) => money(p.balance) },
    {
      key: 'status',
      title: t('players.status'),
      render: (p) => (
        <span className="badges">
          {p.locked ? <Badge tone="bad">{t('players.locked')}</Badge> : null}
          <Badge tone={protectionTone(p.protection)}>{stateName(t, 'protectionStates', p.protection)}</Badge>
        </span>
      ),
    },
    {
      key: 'kyc',
      title: t('players.kyc'),
      render: (p) => <Badge tone={kycTone(p.kyc)}>{stateName(t, 'kycStates', p.kyc)}</Badge>,
    },
    { key: 'created', title: t('players.created'), render: (p) => dateTime(p.createdAt) },
  ];

  return (
    <Page title={t('players.title')}>
      <form
        className="search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ ...(draft.trim() ? { q: draft.trim() } : {}), ...(sort !== 'newest' ? { sort } : {}) });
        }}
      >
        <input
          type="search"
          name="q"
          aria-label={t('search')}
          placeholder={t('players.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="primary">
          {t('search')}
        </button>
        <select
          name="sort"
          aria-label={t('players.sort')}
          value={sort}
          onChange={(event) =>
            setParams({
              ...(q ? { q } : {}),
              ...(event.target.value !== 'newest' ? { sort: event.target.value } : {}),
            })
          }
        >
          {OpsPlayerSort.map((value) => (
            <option key={value} value={value}>
              {t(`players.sorts.${value}` as TextKey)}
            </option>
          ))}
        </select>
      </form>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(p) => p.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('players.title')}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={result.total ?? 0}
        onPage={(next) =>
          setParams({ ...(q ? { q } : {}), ...(sort !== 'newest' ? { sort } : {}), page: String(next) })
        }
      />
    </Page>
  );
}
