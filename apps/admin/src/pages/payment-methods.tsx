import { CanAccess, useList } from '@refinedev/core';
import { TransactionType } from '@kasa/contract/enums';
import { OpsBackOfficePath, type OpsPaymentMethod } from '@kasa/contract/ops-backoffice';
import { useState } from 'react';
import { ActionDialog, Badge, DataTable, Page, type Column } from '../components/ui';
import { fill } from '../lib/api';
import { money } from '../lib/format';
import { useT } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { parseLira } from './player-money';

// Payment methods (docs/decisions/0513): on/off, the limits players get and the order they see, per method. The
// site's own definition (title, fields, the provider's limits) comes from the seed; the operator's choices are kept
// beside it, so a restart never undoes them. A method the definition dropped cannot be switched on.

/** Lira as an operator types it back into the form: '1.250,5' style, no currency sign. */
const typed = (value: number) =>
  value.toLocaleString('tr-TR', { maximumFractionDigits: 2, useGrouping: false });

export function PaymentMethodsPage() {
  const { t } = useT();
  const run = useAction();
  const [editing, setEditing] = useState<OpsPaymentMethod | null>(null);
  const { result, query } = useList<OpsPaymentMethod>({
    resource: 'paymentMethods',
    pagination: { mode: 'off' },
  });

  const columns: Column<OpsPaymentMethod>[] = [
    { key: 'order', title: t('methods.order'), align: 'right', render: (m) => m.sortOrder },
    {
      key: 'title',
      title: t('methods.method'),
      render: (m) => (
        <span>
          <strong>{m.title}</strong> <code className="muted">{m.code}</code>
        </span>
      ),
    },
    { key: 'provider', title: t('methods.provider'), render: (m) => m.provider },
    {
      key: 'limits',
      title: t('methods.limits'),
      align: 'right',
      render: (m) => (
        <span>
          {money(m.min)} – {money(m.max)}
          {m.min !== m.defaultMin || m.max !== m.defaultMax ? (
            <span className="muted small-text">
              {' '}
              ({t('methods.default')}: {money(m.defaultMin)} – {money(m.defaultMax)})
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('payments.status'),
      render: (m) =>
        !m.available ? (
          <Badge tone="bad">{t('methods.unavailable')}</Badge>
        ) : m.enabled ? (
          <Badge tone="ok">{t('methods.on')}</Badge>
        ) : (
          <Badge tone="warn">{t('methods.off')}</Badge>
        ),
    },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (m) => (
        <CanAccess resource="paymentMethods" action="edit">
          <button type="button" className="small" data-action="edit-method" onClick={() => setEditing(m)}>
            {t('methods.edit')}
          </button>
        </CanAccess>
      ),
    },
  ];

  const table = (type: number, title: string) => (
    <section className="card" aria-label={title}>
      <h2 className="card-title">{title}</h2>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data.filter((m) => m.type === type) : undefined}
        rowKey={(m) => String(m.id)}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={title}
      />
    </section>
  );

  return (
    <Page title={t('methods.title')}>
      <p className="muted">{t('methods.hint')}</p>
      {table(TransactionType.Deposit, t('payments.deposit'))}
      {table(TransactionType.Withdraw, t('payments.withdrawal'))}
      {editing ? (
        <ActionDialog
          title={`${t('methods.edit')} — ${editing.title}`}
          confirmLabel={t('save')}
          fields={[
            {
              name: 'enabled',
              label: t('methods.state'),
              initial: editing.enabled ? 'on' : 'off',
              options: [
                { value: 'on', label: t('methods.on') },
                { value: 'off', label: t('methods.off') },
              ],
            },
            {
              name: 'min',
              label: t('methods.min'),
              required: true,
              decimal: true,
              initial: typed(editing.min),
            },
            {
              name: 'max',
              label: t('methods.max'),
              required: true,
              decimal: true,
              initial: typed(editing.max),
            },
            {
              name: 'sortOrder',
              label: t('methods.order'),
              required: true,
              initial: String(editing.sortOrder),
            },
          ]}
          onSubmit={async (values) => {
            const min = parseLira(values.min ?? '');
            const max = parseLira(values.max ?? '');
            if (min === null || max === null) throw new Error(t('adjust.amountInvalid'));
            const sortOrder = Number(values.sortOrder);
            await run(
              fill(OpsBackOfficePath.paymentMethod, { methodId: String(editing.id) }),
              { enabled: values.enabled === 'on', min, max, sortOrder },
              ['paymentMethods'],
            );
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}
