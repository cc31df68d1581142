import { CanAccess, useCan, useList, useLogList, useOne } from '@refinedev/core';
import { BonusStatus } from '@kasa/contract/bonus';
import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import { OpsPlayerPath, type OpsAuditEntry, type OpsPayment } from '@kasa/contract/ops';
import {
  OpsBackOfficePath,
  type OpsLedgerLine,
  type OpsPlayerDetail,
  type OpsPlayerNote,
  type OpsPlayerSession,
} from '@kasa/contract/ops-backoffice';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ActionDialog, Badge, DataTable, Page, Pager, Stat, type Column } from '../components/ui';
import { fill } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';
import {
  AdjustDialog,
  CancelBonusDialog,
  GrantBonusDialog,
  NotifyDialog,
  PlayerAdjustments,
} from './player-money';
import { kycTone, protectionTone, stateName } from './players';

// One player (docs/decisions/0510): profile, balances and totals, protection and limits, identity documents and
// bonuses; the ledger, payments, sessions (IP, device), operators' notes and the operator actions on the account.
// Lock / unlock, end every session, add a note — each asks for a note the audit log keeps.

type Tab = 'profile' | 'ledger' | 'payments' | 'adjustments' | 'sessions' | 'notes' | 'audit';
type Dialog = 'lock' | 'unlock' | 'logout' | 'note' | 'adjust' | 'bonus' | 'notify' | null;

/** BonusStatus.Active as the player detail sends it. */
const ACTIVE_BONUS = String(BonusStatus.Active);

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(TransactionStatus).map(([name, value]) => [value, name]),
);

export function PlayerShowPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('profile');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelling, setCancelling] = useState<OpsPlayerDetail['bonuses'][number] | null>(null);
  const run = useAction();
  const { result, query } = useOne<OpsPlayerDetail>({ resource: 'players', id });
  const player = result;
  const { data: canAudit } = useCan({ resource: 'audit', action: 'list' });

  if (query.isError) {
    return (
      <Page title={t('players.title')}>
        <p className="form-error" role="alert">
          {query.error.statusCode === 404 ? t('players.notFound') : query.error.message}
        </p>
        <Link to="/players">← {t('players.title')}</Link>
      </Page>
    );
  }
  if (!player) {
    return (
      <Page title={t('players.title')}>
        <p className="muted">{t('loading')}</p>
      </Page>
    );
  }

  const tabs: { key: Tab; label: TextKey }[] = [
    { key: 'profile', label: 'players.profile' },
    { key: 'ledger', label: 'players.ledger' },
    { key: 'payments', label: 'players.paymentsTab' },
    { key: 'adjustments', label: 'adjust.tab' },
    { key: 'sessions', label: 'players.sessions' },
    { key: 'notes', label: 'players.notes' },
    ...(canAudit?.can ? [{ key: 'audit' as const, label: 'nav.audit' as const }] : []),
  ];

  return (
    <Page
      title={player.username}
      actions={
        <div className="row-actions">
          <CanAccess resource="players" action="lock">
            {player.locked ? (
              <button type="button" onClick={() => setDialog('unlock')}>
                {t('players.unlock')}
              </button>
            ) : (
              <button type="button" className="danger" onClick={() => setDialog('lock')}>
                {t('players.lock')}
              </button>
            )}
          </CanAccess>
          <CanAccess resource="players" action="logout">
            <button type="button" onClick={() => setDialog('logout')}>
              {t('players.forceLogout')}
            </button>
          </CanAccess>
          <CanAccess resource="adjustments" action="create">
            <button type="button" data-testid="adjust-balance" onClick={() => setDialog('adjust')}>
              {t('adjust.action')}
            </button>
          </CanAccess>
          <CanAccess resource="bonuses" action="create">
            <button type="button" onClick={() => setDialog('bonus')}>
              {t('bonusOps.grant')}
            </button>
          </CanAccess>
          <CanAccess resource="marketing" action="create">
            <button type="button" onClick={() => setDialog('notify')}>
              {t('notify.action')}
            </button>
          </CanAccess>
          <CanAccess resource="players" action="note">
            <button type="button" className="primary" onClick={() => setDialog('note')}>
              {t('players.addNote')}
            </button>
          </CanAccess>
        </div>
      }
    >
      <p className="crumbs">
        <Link to="/players">{t('players.title')}</Link> / <code>#{player.id}</code>{' '}
        <span className="badges">
          {player.locked ? <Badge tone="bad">{t('players.locked')}</Badge> : null}
          <Badge tone={protectionTone(player.protection)}>
            {stateName(t, 'protectionStates', player.protection)}
          </Badge>
          <Badge tone={kycTone(player.kyc)}>{stateName(t, 'kycStates', player.kyc)}</Badge>
        </span>
      </p>

      <div className="stats">
        <Stat label={t('players.balance')} value={money(player.balance)} testId="player-balance" />
        <Stat label={t('players.bonusBalance')} value={money(player.bonusBalance)} />
        <Stat label={t('players.totalDeposits')} value={money(player.totals.deposits)} />
        <Stat label={t('players.totalWithdrawals')} value={money(player.totals.withdrawals)} />
        <Stat label={t('players.totalStakes')} value={money(player.totals.stakes)} />
        <Stat label={t('players.totalWins')} value={money(player.totals.wins)} />
      </div>

      <div className="tabs" role="tablist" aria-label={player.username}>
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`tab-${item.key}`}
            aria-selected={tab === item.key}
            aria-controls="player-panel"
            onClick={() => setTab(item.key)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div id="player-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'profile' ? <Profile player={player} onCancelBonus={setCancelling} /> : null}
        {tab === 'ledger' ? <Ledger playerId={player.id} /> : null}
        {tab === 'payments' ? <Payments playerId={player.id} /> : null}
        {tab === 'adjustments' ? <PlayerAdjustments playerId={player.id} /> : null}
        {tab === 'sessions' ? <Sessions playerId={player.id} /> : null}
        {tab === 'notes' ? <Notes playerId={player.id} /> : null}
        {tab === 'audit' ? <AccountAudit playerId={player.id} /> : null}
      </div>

      {dialog === 'lock' || dialog === 'unlock' || dialog === 'logout' ? (
        <ActionDialog
          title={`${t(dialog === 'lock' ? 'players.lock' : dialog === 'unlock' ? 'players.unlock' : 'players.forceLogout')} — ${player.username}`}
          confirmLabel={t(
            dialog === 'lock'
              ? 'players.lock'
              : dialog === 'unlock'
                ? 'players.unlock'
                : 'players.forceLogout',
          )}
          danger={dialog !== 'unlock'}
          fields={[{ name: 'note', label: t('note'), placeholder: t('notePlaceholder'), multiline: true }]}
          onSubmit={async (values) => {
            const path =
              dialog === 'lock'
                ? OpsPlayerPath.lock
                : dialog === 'unlock'
                  ? OpsPlayerPath.unlock
                  : OpsBackOfficePath.playerLogout;
            await run(fill(path, { playerId: player.id }), { note: values.note?.trim() || null }, [
              'players',
              'playerSessions',
            ]);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'note' ? (
        <ActionDialog
          title={`${t('players.addNote')} — ${player.username}`}
          confirmLabel={t('save')}
          fields={[{ name: 'text', label: t('players.noteText'), required: true, multiline: true }]}
          onSubmit={async (values) => {
            await run(fill(OpsBackOfficePath.playerNotes, { playerId: player.id }), { text: values.text }, [
              'playerNotes',
            ]);
            setTab('notes');
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'adjust' ? (
        <AdjustDialog playerId={player.id} username={player.username} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'bonus' ? (
        <GrantBonusDialog playerId={player.id} username={player.username} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'notify' ? (
        <NotifyDialog playerId={player.id} username={player.username} onClose={() => setDialog(null)} />
      ) : null}
      {cancelling ? (
        <CancelBonusDialog playerId={player.id} bonus={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </Page>
  );
}

function Field(props: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{props.label}</dt>
      <dd>{props.children ?? '—'}</dd>
    </>
  );
}

function Profile({
  player,
  onCancelBonus,
}: {
  player: OpsPlayerDetail;
  onCancelBonus: (bonus: OpsPlayerDetail['bonuses'][number]) => void;
}) {
  const { t } = useT();
  return (
    <div className="grid-2">
      <div className="card">
        <h2 className="card-title">{t('players.profile')}</h2>
        <dl className="period">
          <Field label={t('players.name')}>
            {[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}
          </Field>
          <Field label={t('players.email')}>{player.email}</Field>
          <Field label={t('players.phone')}>{player.phone}</Field>
          <Field label={t('players.tc')}>{player.tcNumber}</Field>
          <Field label={t('players.birthDate')}>{player.birthDate}</Field>
          <Field label={t('players.country')}>{player.country}</Field>
          <Field label={t('players.city')}>{player.city}</Field>
          <Field label={t('players.iban')}>{player.iban ? <code>{player.iban}</code> : null}</Field>
          <Field label={t('players.lang')}>{player.language}</Field>
          <Field label={t('players.created')}>{dateTime(player.createdAt)}</Field>
          <Field label={t('players.lastLogin')}>{dateTime(player.lastLoginAt)}</Field>
        </dl>
      </div>
      <div className="card">
        <h2 className="card-title">{t('players.protection')}</h2>
        {player.protectionUntil ? (
          <p>
            {t('players.protectionUntil')}: <strong>{dateTime(player.protectionUntil)}</strong>
          </p>
        ) : null}
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">{t('players.limit')}</th>
              <th scope="col">{t('players.periodCol')}</th>
              <th scope="col" className="num">
                {t('players.value')}
              </th>
              <th scope="col">{t('players.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {player.limits.length === 0 ? (
              <tr>
                <td colSpan={4} className="table-state">
                  {t('empty')}
                </td>
              </tr>
            ) : (
              player.limits.map((limit) => (
                <tr key={`${limit.kind}-${limit.period ?? ''}`}>
                  <td>{limit.kind}</td>
                  <td>{limit.period ?? '—'}</td>
                  <td className="num">
                    {limit.value === null
                      ? '—'
                      : limit.kind === 'session'
                        ? `${limit.value} min`
                        : money(limit.value)}
                  </td>
                  <td>
                    {limit.pendingUntil
                      ? `${limit.pendingValue === null ? '—' : limit.pendingValue} · ${dateTime(limit.pendingUntil)}`
                      : '—'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <h2 className="card-title">{t('players.documents')}</h2>
        <ul className="plain">
          {player.kycDocuments.length === 0 ? <li className="muted">{t('empty')}</li> : null}
          {player.kycDocuments.map((doc) => (
            <li key={doc.id}>
              {t(`kyc.kinds.${doc.kind}` as TextKey)} —{' '}
              <Badge tone={doc.status === 'approved' ? 'ok' : doc.status === 'rejected' ? 'bad' : 'warn'}>
                {doc.status}
              </Badge>{' '}
              {doc.reason ? <span className="muted">({doc.reason})</span> : null}{' '}
              <span className="muted">{dateTime(doc.createdAt)}</span>
            </li>
          ))}
        </ul>
        <h2 className="card-title">{t('players.bonuses')}</h2>
        <ul className="plain">
          {player.bonuses.length === 0 ? <li className="muted">{t('empty')}</li> : null}
          {player.bonuses.map((bonus) => (
            <li key={bonus.id}>
              {bonus.name} — {money(bonus.amount)}{' '}
              <Badge tone={bonus.status === ACTIVE_BONUS ? 'ok' : 'info'}>
                {t(`bonusStates.${bonus.status}` as TextKey)}
              </Badge>{' '}
              <span className="muted">{dateTime(bonus.createdAt)}</span>
              {bonus.status === ACTIVE_BONUS ? (
                <CanAccess resource="bonuses" action="cancel">
                  {' '}
                  <button type="button" className="small danger" onClick={() => onCancelBonus(bonus)}>
                    {t('bonusOps.cancel')}
                  </button>
                </CanAccess>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function usePlayerPage<T extends object>(resource: string, playerId: string, paged: boolean) {
  const [page, setPage] = useState(1);
  const { result, query } = useList<T & { id?: string }>({
    resource,
    pagination: paged ? { currentPage: page, pageSize: 50, mode: 'server' } : { mode: 'off' },
    meta: { params: { playerId } },
  });
  return { result, query, page, setPage };
}

function Ledger({ playerId }: { playerId: string }) {
  const { t } = useT();
  const { result, query, page, setPage } = usePlayerPage<OpsLedgerLine>('playerLedger', playerId, true);
  const columns: Column<OpsLedgerLine>[] = [
    { key: 'when', title: t('audit.when'), render: (l) => dateTime(l.createdAt) },
    { key: 'kind', title: t('players.kind'), render: (l) => <code>{l.kind}</code> },
    { key: 'cash', title: t('players.cash'), align: 'right', render: (l) => <Signed value={l.cash} /> },
    { key: 'bonus', title: t('players.bonus'), align: 'right', render: (l) => <Signed value={l.bonus} /> },
    {
      key: 'after',
      title: t('players.after'),
      align: 'right',
      render: (l) => `${money(l.cashAfter)} / ${money(l.bonusAfter)}`,
    },
    { key: 'detail', title: t('players.detail'), render: (l) => <Detail value={l.detail} /> },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(l) => l.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
      />
      <Pager page={page} pageSize={50} total={result.total ?? 0} onPage={setPage} />
    </>
  );
}

function Payments({ playerId }: { playerId: string }) {
  const { t } = useT();
  const { result, query, page, setPage } = usePlayerPage<OpsPayment>('playerPayments', playerId, true);
  const columns: Column<OpsPayment>[] = [
    { key: 'reference', title: t('payments.reference'), render: (p) => <code>{p.reference}</code> },
    {
      key: 'type',
      title: t('payments.type'),
      render: (p) => (p.type === TransactionType.Deposit ? t('payments.deposit') : t('payments.withdrawal')),
    },
    { key: 'method', title: t('payments.method'), render: (p) => p.method },
    { key: 'amount', title: t('payments.amount'), align: 'right', render: (p) => money(p.amount) },
    {
      key: 'status',
      title: t('payments.status'),
      render: (p) => (
        <Badge
          tone={
            p.status === TransactionStatus.Confirmed
              ? 'ok'
              : p.status === TransactionStatus.Pending || p.status === TransactionStatus.Created
                ? 'warn'
                : 'bad'
          }
        >
          {STATUS_NAMES[p.status] ?? p.status}
        </Badge>
      ),
    },
    { key: 'created', title: t('payments.created'), render: (p) => dateTime(p.createdAt) },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? (result.data as OpsPayment[]) : undefined}
        rowKey={(p) => p.reference}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
      />
      <Pager page={page} pageSize={50} total={result.total ?? 0} onPage={setPage} />
    </>
  );
}

function Sessions({ playerId }: { playerId: string }) {
  const { t } = useT();
  const { result, query } = usePlayerPage<OpsPlayerSession>('playerSessions', playerId, false);
  const columns: Column<OpsPlayerSession>[] = [
    { key: 'created', title: t('players.created'), render: (s) => dateTime(s.createdAt) },
    { key: 'ip', title: t('players.ip'), render: (s) => <code>{s.ip ?? '—'}</code> },
    {
      key: 'device',
      title: t('players.device'),
      render: (s) => <span className="ellipsis">{s.device ?? '—'}</span>,
    },
    { key: 'seen', title: t('players.lastSeen'), render: (s) => dateTime(s.lastSeenAt) },
    {
      key: 'state',
      title: t('players.status'),
      render: (s) =>
        s.active ? (
          <Badge tone="ok">{t('players.active')}</Badge>
        ) : (
          <span className="muted">{dateTime(s.endedAt)}</span>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={query.isSuccess ? result.data : undefined}
      rowKey={(s) => s.id}
      loading={query.isLoading}
      error={query.isError ? query.error.message : null}
    />
  );
}

function Notes({ playerId }: { playerId: string }) {
  const { t } = useT();
  const { result, query } = usePlayerPage<OpsPlayerNote>('playerNotes', playerId, false);
  if (query.isError) return <p className="form-error">{query.error.message}</p>;
  if (!query.isSuccess) return <p className="muted">{t('loading')}</p>;
  if (result.data.length === 0) return <p className="muted">{t('empty')}</p>;
  return (
    <ul className="notes">
      {result.data.map((note) => (
        <li key={note.id}>
          <div className="note-head">
            <strong>{note.actor}</strong> <span className="muted">{dateTime(note.createdAt)}</span>
          </div>
          <p>{note.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Operator actions on this account, read through Refine's audit-log provider. */
function AccountAudit({ playerId }: { playerId: string }) {
  const { t } = useT();
  const logs = useLogList<OpsAuditEntry[]>({
    resource: 'players',
    meta: { targetType: 'playerId', targetId: playerId },
  });
  const columns: Column<OpsAuditEntry>[] = [
    { key: 'when', title: t('audit.when'), render: (e) => dateTime(e.createdAt) },
    { key: 'actor', title: t('audit.actor'), render: (e) => e.actor },
    { key: 'action', title: t('audit.action'), render: (e) => <code>{e.action}</code> },
    { key: 'status', title: t('audit.status'), render: (e) => e.status ?? '—' },
    { key: 'ip', title: t('audit.ip'), render: (e) => <code>{e.ip ?? '—'}</code> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={logs.data}
      rowKey={(e) => e.id}
      loading={logs.isLoading}
      error={logs.isError ? logs.error.message : null}
    />
  );
}

function Signed({ value }: { value: number }) {
  if (value === 0) return <span className="muted">—</span>;
  return <span className={value > 0 ? 'pos' : 'neg'}>{money(value)}</span>;
}

export function Detail({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (typeof value !== 'object') return <code>{String(value)}</code>;
  const entries = Object.entries(value as Record<string, unknown>).slice(0, 6);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <span className="kv">
      {entries.map(([key, item]) => (
        <span key={key}>
          <span className="muted">{key}</span>=
          <code>{typeof item === 'object' ? JSON.stringify(item) : String(item)}</code>
        </span>
      ))}
    </span>
  );
}
