import { useList } from '@refinedev/core';
import type { OpsAuditEntry } from '@kasa/contract/ops';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, Page, Pager, type Column } from '../components/ui';
import { dateTime } from '../lib/format';
import { useT } from '../lib/texts';
import { Detail } from './player-show';

// The operator audit log (docs/decisions/0500): append-only on the server, searched there by action and target,
// newest first, a page at a time. Filters live in the address.

const PAGE_SIZE = 50;
const FILTERS = ['action', 'targetType', 'targetId'] as const;

export function AuditPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState<Record<string, string>>(
    Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])),
  );
  const { result, query } = useList<OpsAuditEntry>({
    resource: 'audit',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters: FILTERS.map((field) => ({ field, operator: 'eq' as const, value: params.get(field) ?? '' })),
  });

  const columns: Column<OpsAuditEntry>[] = [
    { key: 'when', title: t('audit.when'), render: (e) => dateTime(e.createdAt) },
    { key: 'actor', title: t('audit.actor'), render: (e) => e.actor },
    { key: 'action', title: t('audit.action'), render: (e) => <code>{e.action}</code> },
    {
      key: 'target',
      title: t('audit.target'),
      render: (e) => (e.targetType ? `${e.targetType}: ${e.targetId ?? ''}` : '—'),
    },
    { key: 'status', title: t('audit.status'), render: (e) => e.status ?? '—' },
    { key: 'ip', title: t('audit.ip'), render: (e) => <code>{e.ip ?? '—'}</code> },
    {
      key: 'change',
      title: t('audit.change'),
      render: (e) =>
        e.before || e.after ? (
          <span className="change">
            <Detail value={e.before} /> → <Detail value={e.after} />
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Page title={t('audit.title')}>
      <form
        className="search filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim())));
        }}
      >
        <input
          aria-label={t('audit.filterAction')}
          placeholder={t('audit.filterAction')}
          value={draft.action ?? ''}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <input
          aria-label={t('audit.filterTargetType')}
          placeholder={t('audit.filterTargetType')}
          value={draft.targetType ?? ''}
          onChange={(event) => setDraft({ ...draft, targetType: event.target.value })}
        />
        <input
          aria-label={t('audit.filterTargetId')}
          placeholder={t('audit.filterTargetId')}
          value={draft.targetId ?? ''}
          onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
        />
        <button type="submit" className="primary">
          {t('search')}
        </button>
      </form>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(e) => e.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('audit.title')}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={result.total ?? 0}
        onPage={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
      />
    </Page>
  );
}
