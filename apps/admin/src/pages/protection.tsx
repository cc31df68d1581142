import { CanAccess, useList } from '@refinedev/core';
import { RgOpsPath, type OpsReopenRequest } from '@kasa/contract/responsible-gaming';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog, Badge, DataTable, Page, type Column } from '../components/ui';
import { fill } from '../lib/api';
import { dateTime } from '../lib/format';
import { useT } from '../lib/texts';
import { useAction } from '../lib/use-action';

// Requests to reopen a self-excluded or closed account (docs/decisions/0440): decidable only after the 24-hour
// cooling-off; an operator reopens or refuses, with a note the audit log keeps.

export function ProtectionPage() {
  const { t } = useT();
  const run = useAction();
  const [decision, setDecision] = useState<{ request: OpsReopenRequest; approve: boolean } | null>(null);
  const { result, query } = useList<OpsReopenRequest>({
    resource: 'protection',
    pagination: { mode: 'off' },
    queryOptions: { refetchInterval: 10_000, refetchOnMount: 'always' },
  });

  const columns: Column<OpsReopenRequest>[] = [
    {
      key: 'player',
      title: t('payments.player'),
      render: (r) => <Link to={`/players/${r.playerId}`}>{r.username}</Link>,
    },
    {
      key: 'block',
      title: t('protection.block'),
      render: (r) => (
        <>
          <Badge tone="bad">
            {r.blockKind === 'closed' ? t('protection.closed') : t('protection.selfExclusion')}
          </Badge>{' '}
          {r.blockPeriod ?? ''} <span className="muted">{dateTime(r.blockFrom)}</span>
        </>
      ),
    },
    { key: 'requested', title: t('protection.requested'), render: (r) => dateTime(r.requestedAt) },
    {
      key: 'decidable',
      title: t('protection.decidableFrom'),
      render: (r) =>
        r.decidable ? dateTime(r.decidableFrom) : <Badge tone="warn">{t('protection.waiting')}</Badge>,
    },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (r) => (
        <div className="row-actions">
          <CanAccess resource="protection" action="approve">
            <button
              type="button"
              className="small"
              disabled={!r.decidable}
              onClick={() => setDecision({ request: r, approve: true })}
            >
              {t('protection.approve')}
            </button>
          </CanAccess>
          <CanAccess resource="protection" action="reject">
            <button
              type="button"
              className="small danger"
              disabled={!r.decidable}
              onClick={() => setDecision({ request: r, approve: false })}
            >
              {t('protection.reject')}
            </button>
          </CanAccess>
        </div>
      ),
    },
  ];

  return (
    <Page title={t('protection.title')}>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(r) => r.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('protection.title')}
      />
      {decision ? (
        <ActionDialog
          title={`${t(decision.approve ? 'protection.approve' : 'protection.reject')} — ${decision.request.username}`}
          confirmLabel={t(decision.approve ? 'protection.approve' : 'protection.reject')}
          danger={!decision.approve}
          fields={[{ name: 'note', label: t('note'), required: !decision.approve, multiline: true }]}
          onSubmit={async (values) => {
            const path = fill(decision.approve ? RgOpsPath.approveReopen : RgOpsPath.rejectReopen, {
              id: decision.request.id,
            });
            await run(path, { note: values.note?.trim() || null }, ['protection']);
          }}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </Page>
  );
}
