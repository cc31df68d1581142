import { CanAccess, useGetIdentity, useList } from '@refinedev/core';
import { OpsMarketingPath, type OpsMe, type OpsPromotionResult } from '@kasa/contract/ops';
import {
  OpsBackOfficePath,
  type OpsAdjustment,
  type OpsBonusDefinition,
} from '@kasa/contract/ops-backoffice';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog, Badge, DataTable, Pager, type Column } from '../components/ui';
import { fill, post } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { notificationProvider } from '../providers/notification-provider';

// Money actions on a player (docs/decisions/0512), and a message to the player: a balance adjustment (credit or debit of cash through the ledger,
// four-eyes above the threshold), the four-eyes queue, a bonus granted or cancelled by an operator. Each asks the
// server; the server's message (applied, waiting for a second operator, refused) is what the operator sees.

/** What an operator types as lira ('125,50', '1.250,5', '99.9') → a number, or null when it is not an amount. */
export function parseLira(text: string): number | null {
  let value = text.replace(/[\s₺]/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/** A key per dialog opening: a retried or double-clicked request makes one adjustment or grant. */
const newRequestId = () => crypto.randomUUID();

/** 'operator:2:ayse' (the audit's actor) → 'ayse'. */
const operatorName = (actor: string) => actor.split(':').at(-1) ?? actor;

const TONES = { pending: 'warn', applied: 'ok', rejected: 'bad' } as const;

export function AdjustmentStatus({ status }: { status: OpsAdjustment['status'] }) {
  const { t } = useT();
  return <Badge tone={TONES[status]}>{t(`adjust.states.${status}` as TextKey)}</Badge>;
}

export function AdjustDialog({
  playerId,
  username,
  onClose,
}: {
  playerId: string;
  username: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const run = useAction();
  const [requestId] = useState(newRequestId);
  return (
    <ActionDialog
      title={`${t('adjust.title')} — ${username}`}
      hint={t('adjust.hint')}
      confirmLabel={t('adjust.action')}
      fields={[
        {
          name: 'direction',
          label: t('adjust.direction'),
          options: [
            { value: 'credit', label: t('adjust.credit') },
            { value: 'debit', label: t('adjust.debit') },
          ],
        },
        { name: 'amount', label: t('adjust.amount'), required: true, decimal: true, placeholder: '0,00' },
        { name: 'reason', label: t('adjust.reason'), required: true, multiline: true },
      ]}
      onSubmit={async (values) => {
        const amount = parseLira(values.amount ?? '');
        if (amount === null) throw new Error(t('adjust.amountInvalid'));
        await run(
          fill(OpsBackOfficePath.playerAdjustments, { playerId }),
          { direction: values.direction, amount, reason: values.reason?.trim(), requestId },
          ['players', 'playerAdjustments', 'playerLedger', 'adjustments'],
        );
      }}
      onClose={onClose}
    />
  );
}

export function GrantBonusDialog({
  playerId,
  username,
  onClose,
}: {
  playerId: string;
  username: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const run = useAction();
  const [reference] = useState(newRequestId);
  const { result, query } = useList<OpsBonusDefinition & { id: number }>({
    resource: 'bonusDefinitions',
    pagination: { mode: 'off' },
  });
  if (!query.isSuccess) return null;
  return (
    <ActionDialog
      title={`${t('bonusOps.grant')} — ${username}`}
      confirmLabel={t('bonusOps.grant')}
      fields={[
        {
          name: 'definitionId',
          label: t('bonusOps.kind'),
          options: result.data.map((def) => ({
            value: String(def.id),
            label: `${def.name} (×${def.wageringMultiplier}, ${def.validDays} d)`,
          })),
        },
        { name: 'amount', label: t('bonusOps.amount'), required: true, decimal: true, placeholder: '0,00' },
      ]}
      onSubmit={async (values) => {
        const amount = parseLira(values.amount ?? '');
        if (amount === null) throw new Error(t('adjust.amountInvalid'));
        await run(
          fill(OpsBackOfficePath.playerBonuses, { playerId }),
          { definitionId: Number(values.definitionId), amount, reference },
          ['players', 'playerLedger'],
        );
      }}
      onClose={onClose}
    />
  );
}

export function CancelBonusDialog({
  playerId,
  bonus,
  onClose,
}: {
  playerId: string;
  bonus: { id: string; name: string; amount: number };
  onClose: () => void;
}) {
  const { t } = useT();
  const run = useAction();
  return (
    <ActionDialog
      title={`${t('bonusOps.cancelTitle')} — ${bonus.name} (${money(bonus.amount)})`}
      hint={t('bonusOps.cancelHint')}
      confirmLabel={t('bonusOps.cancel')}
      danger
      fields={[{ name: 'reason', label: t('bonusOps.reason'), required: true, multiline: true }]}
      onSubmit={async (values) => {
        await run(
          fill(OpsBackOfficePath.cancelBonus, { playerId, bonusId: bonus.id }),
          { reason: values.reason?.trim() },
          ['players', 'playerLedger'],
        );
      }}
      onClose={onClose}
    />
  );
}

function adjustmentColumns(t: ReturnType<typeof useT>['t'], withPlayer: boolean): Column<OpsAdjustment>[] {
  return [
    { key: 'when', title: t('audit.when'), render: (a) => dateTime(a.createdAt) },
    ...(withPlayer
      ? [
          {
            key: 'player',
            title: t('payments.player'),
            render: (a: OpsAdjustment) => <Link to={`/players/${a.playerId}`}>{a.username}</Link>,
          },
        ]
      : []),
    {
      key: 'amount',
      title: t('payments.amount'),
      align: 'right',
      render: (a) => (
        <span className={a.direction === 'credit' ? 'pos' : 'neg'}>
          {a.direction === 'credit' ? '+' : '−'}
          {money(a.amount)}
        </span>
      ),
    },
    { key: 'reason', title: t('adjust.reason'), render: (a) => <span className="ellipsis">{a.reason}</span> },
    { key: 'requested', title: t('adjust.requestedBy'), render: (a) => operatorName(a.requestedBy.actor) },
    { key: 'status', title: t('payments.status'), render: (a) => <AdjustmentStatus status={a.status} /> },
  ];
}

/** The player page's tab: every adjustment of this player, newest first. */
export function PlayerAdjustments({ playerId }: { playerId: string }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const { result, query } = useList<OpsAdjustment>({
    resource: 'playerAdjustments',
    pagination: { currentPage: page, pageSize: 50, mode: 'server' },
    meta: { params: { playerId } },
  });
  const columns: Column<OpsAdjustment>[] = [
    ...adjustmentColumns(t, false),
    {
      key: 'decided',
      title: t('adjust.decidedBy'),
      render: (a) =>
        a.decidedBy ? (
          <span>
            {operatorName(a.decidedBy.actor)} <span className="muted">{dateTime(a.decidedAt)}</span>
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(a) => a.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
      />
      <Pager page={page} pageSize={50} total={result.total ?? 0} onPage={setPage} />
    </>
  );
}

/** The four-eyes queue (on the payments screen): a different operator applies or rejects each one. */
export function AdjustmentQueue() {
  const { t } = useT();
  const run = useAction();
  const { data: operator } = useGetIdentity<OpsMe>();
  const [pending, setPending] = useState<{ adjustment: OpsAdjustment; approve: boolean } | null>(null);
  const { result, query } = useList<OpsAdjustment>({
    resource: 'adjustments',
    pagination: { currentPage: 1, pageSize: 100, mode: 'server' },
    filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
    queryOptions: { refetchInterval: 10_000, refetchOnMount: 'always' },
  });
  if (query.isSuccess && result.data.length === 0) return null;
  const columns: Column<OpsAdjustment>[] = [
    ...adjustmentColumns(t, true),
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (a) =>
        a.requestedBy.operatorId === operator?.id ? (
          <span className="muted small-text">{t('adjust.yours')}</span>
        ) : (
          <div className="row-actions">
            <CanAccess resource="adjustments" action="approve">
              <button
                type="button"
                className="small"
                onClick={() => setPending({ adjustment: a, approve: true })}
              >
                {t('adjust.approve')}
              </button>
            </CanAccess>
            <CanAccess resource="adjustments" action="reject">
              <button
                type="button"
                className="small danger"
                onClick={() => setPending({ adjustment: a, approve: false })}
              >
                {t('adjust.reject')}
              </button>
            </CanAccess>
          </div>
        ),
    },
  ];
  return (
    <section className="card" aria-labelledby="adjustment-queue" data-testid="adjustment-queue">
      <h2 className="card-title" id="adjustment-queue">
        {t('adjust.queue')}
      </h2>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(a) => a.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        caption={t('adjust.queue')}
      />
      {pending ? (
        <ActionDialog
          title={`${t(pending.approve ? 'adjust.approve' : 'adjust.reject')} — ${pending.adjustment.username} (${
            pending.adjustment.direction === 'credit' ? '+' : '−'
          }${money(pending.adjustment.amount)})`}
          hint={pending.adjustment.reason}
          confirmLabel={t(pending.approve ? 'adjust.approve' : 'adjust.reject')}
          danger={!pending.approve}
          fields={[
            {
              name: 'note',
              label: pending.approve ? t('note') : t('reason'),
              required: !pending.approve,
              placeholder: t('notePlaceholder'),
              multiline: true,
            },
          ]}
          onSubmit={async (values) => {
            const path = pending.approve
              ? OpsBackOfficePath.approveAdjustment
              : OpsBackOfficePath.rejectAdjustment;
            await run(
              fill(path, { adjustmentId: pending.adjustment.id }),
              { note: values.note?.trim() || null },
              ['adjustments', 'players', 'playerAdjustments'],
            );
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * A notification to this player in both languages, through the marketing call (docs/decisions/0440): a player who
 * may not receive marketing (time-out, self-exclusion, closure, a lock) is skipped, and the dialog says so.
 */
export function NotifyDialog({
  playerId,
  username,
  onClose,
}: {
  playerId: string;
  username: string;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ActionDialog
      title={`${t('notify.action')} — ${username}`}
      hint={t('notify.hint')}
      confirmLabel={t('notify.send')}
      fields={[
        { name: 'titleTr', label: t('notify.titleTr'), required: true },
        { name: 'titleEn', label: t('notify.titleEn'), required: true },
        { name: 'noteTr', label: t('notify.noteTr'), required: true, multiline: true },
        { name: 'noteEn', label: t('notify.noteEn'), required: true, multiline: true },
      ]}
      onSubmit={async (values) => {
        const { data } = await post<OpsPromotionResult>(OpsMarketingPath.notify, {
          playerIds: [playerId],
          title: { tr: values.titleTr?.trim(), en: values.titleEn?.trim() },
          note: { tr: values.noteTr?.trim(), en: values.noteEn?.trim() },
        });
        if (data.sent === 0) throw new Error(t('notify.skipped'));
        notificationProvider.open({ type: 'success', message: t('notify.sent') });
      }}
      onClose={onClose}
    />
  );
}
