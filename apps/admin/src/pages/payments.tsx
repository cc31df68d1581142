import { CanAccess, useGetIdentity, useList } from '@refinedev/core';
import { TransactionType } from '@kasa/contract/enums';
import { OpsPath, type OpsMe, type OpsPayment } from '@kasa/contract/ops';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog, Badge, DataTable, Page, type Column } from '../components/ui';
import { fill } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { AdjustmentQueue } from './player-money';

// The deposit and withdrawal queues (docs/decisions/0500): confirm or reject a deposit, ask the provider about one;
// approve, release (four-eyes, by a second operator) or reject a withdrawal. Every action asks for a note, which the
// audit log keeps; a rejection needs one.

type Filter = 'all' | 'deposits' | 'withdrawals';
type Pending = { payment: OpsPayment; action: PaymentAction } | null;
type PaymentAction = 'approve' | 'release' | 'rejectWithdrawal' | 'confirm' | 'rejectDeposit' | 'reconcile';

const PATHS: Record<PaymentAction, string> = {
  approve: OpsPath.approveWithdrawal,
  release: OpsPath.releaseWithdrawal,
  rejectWithdrawal: OpsPath.rejectWithdrawal,
  confirm: OpsPath.confirmDeposit,
  rejectDeposit: OpsPath.rejectDeposit,
  reconcile: OpsPath.reconcileDeposit,
};
const LABELS: Record<PaymentAction, TextKey> = {
  approve: 'payments.approve',
  release: 'payments.release',
  rejectWithdrawal: 'payments.reject',
  confirm: 'payments.confirm',
  rejectDeposit: 'payments.reject',
  reconcile: 'payments.reconcile',
};

export function PaymentsPage() {
  const { t } = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const [pending, setPending] = useState<Pending>(null);
  const { data: operator } = useGetIdentity<OpsMe>();
  const run = useAction();
  const { result, query } = useList<OpsPayment>({
    resource: 'payments',
    pagination: { mode: 'off' },
    // A queue is read afresh whenever it is opened, and every 10 s while it is open.
    queryOptions: { refetchInterval: 10_000, refetchOnMount: 'always' },
  });

  const rows = result.data.filter((payment) =>
    filter === 'all'
      ? true
      : filter === 'deposits'
        ? payment.type === TransactionType.Deposit
        : payment.type === TransactionType.Withdraw,
  );

  const button = (payment: OpsPayment, action: PaymentAction, need: string) => (
    <CanAccess key={action} resource="payments" action={need}>
      <button
        type="button"
        className={action.startsWith('reject') ? 'small danger' : 'small'}
        data-action={action}
        onClick={() => setPending({ payment, action })}
      >
        {t(LABELS[action])}
      </button>
    </CanAccess>
  );

  const columns: Column<OpsPayment>[] = [
    { key: 'reference', title: t('payments.reference'), render: (p) => <code>{p.reference}</code> },
    {
      key: 'type',
      title: t('payments.type'),
      render: (p) =>
        p.type === TransactionType.Deposit ? (
          <Badge tone="ok">{t('payments.deposit')}</Badge>
        ) : (
          <Badge tone="warn">{t('payments.withdrawal')}</Badge>
        ),
    },
    {
      key: 'player',
      title: t('payments.player'),
      render: (p) => <Link to={`/players/${p.playerId}`}>{p.username ?? p.playerId}</Link>,
    },
    { key: 'method', title: t('payments.method'), render: (p) => p.method },
    { key: 'amount', title: t('payments.amount'), align: 'right', render: (p) => money(p.amount) },
    { key: 'created', title: t('payments.created'), render: (p) => dateTime(p.createdAt) },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (p) => {
        if (p.type === TransactionType.Deposit) {
          return (
            <div className="row-actions">
              {button(p, 'confirm', 'confirm')}
              {button(p, 'rejectDeposit', 'rejectDeposit')}
              {p.providerReference ? button(p, 'reconcile', 'confirm') : null}
            </div>
          );
        }
        const approvedBySomeoneElse = p.approval && p.approval.operatorId !== operator?.id;
        return (
          <div className="row-actions">
            {p.approval ? (
              <>
                <span className="muted small-text">
                  {t('payments.approvedBy', { actor: p.approval.actor })}
                </span>
                {approvedBySomeoneElse ? button(p, 'release', 'release') : null}
              </>
            ) : (
              button(p, 'approve', 'approve')
            )}
            {button(p, 'rejectWithdrawal', 'rejectWithdrawal')}
          </div>
        );
      },
    },
  ];

  return (
    <Page
      title={t('payments.title')}
      actions={
        <div className="segmented" role="group" aria-label={t('payments.type')}>
          {(['all', 'deposits', 'withdrawals'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {value === 'all'
                ? t('payments.filterAll')
                : value === 'deposits'
                  ? t('payments.deposit')
                  : t('payments.withdrawal')}
            </button>
          ))}
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={query.isSuccess ? rows : undefined}
        rowKey={(p) => p.reference}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('payments.title')}
      />
      <CanAccess resource="adjustments" action="list">
        <AdjustmentQueue />
      </CanAccess>
      {pending ? (
        <ActionDialog
          title={`${t(LABELS[pending.action])} — ${pending.payment.reference} (${money(pending.payment.amount)})`}
          confirmLabel={t(LABELS[pending.action])}
          danger={pending.action.startsWith('reject')}
          fields={[
            {
              name: 'note',
              label: pending.action.startsWith('reject') ? t('reason') : t('note'),
              required: pending.action.startsWith('reject'),
              placeholder: t('notePlaceholder'),
              multiline: true,
            },
          ]}
          onSubmit={async (values) => {
            const note = values.note?.trim() || null;
            await run(fill(PATHS[pending.action], { reference: pending.payment.reference }), { note }, [
              'payments',
            ]);
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Page>
  );
}
