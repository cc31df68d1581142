import { CanAccess, useGetIdentity, useList } from '@refinedev/core';
import {
  OperatorRole,
  OpsPath,
  type OpsCreatedOperator,
  type OpsMe,
  type OpsOperator,
} from '@kasa/contract/ops';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Badge, DataTable, Page, type Column } from '../components/ui';
import { errorText, fill, post } from '../lib/api';
import { dateTime } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { notificationProvider } from '../providers/notification-provider';
import { useInvalidate } from '@refinedev/core';

// Operator accounts (admin only, docs/decisions/0500): the list, a new operator (its TOTP secret and QR code shown
// once), roles and disabling (which ends the operator's sessions). An admin cannot disable themself or drop their
// own admin role — the server refuses it.

function Modal(props: { title: string; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      role="dialog"
      aria-modal="true"
      aria-label={props.title}
      onClose={props.onClose}
    >
      <h2>{props.title}</h2>
      {props.children}
    </dialog>
  );
}

function RoleChecks(props: { value: OperatorRole[]; onChange: (roles: OperatorRole[]) => void }) {
  const { t } = useT();
  return (
    <fieldset className="roles">
      <legend>{t('operators.roles')}</legend>
      {OperatorRole.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={props.value.includes(role)}
            onChange={(event) =>
              props.onChange(
                event.target.checked ? [...props.value, role] : props.value.filter((item) => item !== role),
              )
            }
          />
          {t(`operators.roleNames.${role}` as TextKey)}
        </label>
      ))}
    </fieldset>
  );
}

function CreateOperator(props: { onClose: () => void }) {
  const { t } = useT();
  const invalidate = useInvalidate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>(['support']);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<OpsCreatedOperator | null>(null);
  const [qr, setQr] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data, message } = await post<OpsCreatedOperator>(OpsPath.operators, {
        username,
        password,
        roles,
      });
      setCreated(data);
      setQr(await qrSvg(data.otpauthUri, { type: 'svg', margin: 1, width: 200 }));
      notificationProvider.open({ type: 'success', message });
      await invalidate({ resource: 'operators', invalidates: ['list'] });
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  if (created) {
    return (
      <Modal
        title={t('operators.secretTitle', { username: created.operator.username })}
        onClose={props.onClose}
      >
        <p className="muted">{t('operators.secretHint')}</p>
        {/* The SVG is made here by the qrcode library from the server's otpauth:// URI, not taken from anywhere. */}
        {qr ? <div className="qr" dangerouslySetInnerHTML={{ __html: qr }} /> : null}
        <p>
          <code data-testid="totp-secret">{created.totpSecret}</code>
        </p>
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={props.onClose}>
            OK
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('operators.create')} onClose={props.onClose}>
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('operators.username')}</span>
          <input name="username" value={username} onChange={(event) => setUsername(event.target.value)} />
        </label>
        <label className="field">
          <span>{t('operators.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <RoleChecks value={roles} onChange={setRoles} />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="primary">
            {t('operators.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function EditRoles(props: { operator: OpsOperator; onClose: () => void }) {
  const { t } = useT();
  const run = useAction();
  const [roles, setRoles] = useState<OperatorRole[]>(props.operator.roles);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={`${t('operators.roles')} — ${props.operator.username}`} onClose={props.onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await run(fill(OpsPath.operator, { id: props.operator.id }), { roles }, ['operators']);
            props.onClose();
          } catch (caught) {
            setError(errorText(caught));
          }
        }}
      >
        <RoleChecks value={roles} onChange={setRoles} />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="primary">
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function OperatorsPage() {
  const { t } = useT();
  const run = useAction();
  const { data: me } = useGetIdentity<OpsMe>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OpsOperator | null>(null);
  const { result, query } = useList<OpsOperator>({ resource: 'operators', pagination: { mode: 'off' } });

  const toggle = async (operator: OpsOperator) => {
    try {
      await run(fill(OpsPath.operator, { id: operator.id }), { disabled: !operator.disabled }, ['operators']);
    } catch (caught) {
      notificationProvider.open({
        type: 'error',
        message: errorText(caught),
      });
    }
  };

  const columns: Column<OpsOperator>[] = [
    { key: 'username', title: t('operators.username'), render: (o) => <strong>{o.username}</strong> },
    {
      key: 'roles',
      title: t('operators.roles'),
      render: (o) => (
        <span className="badges">
          {o.roles.map((role) => (
            <Badge key={role} tone="info">
              {t(`operators.roleNames.${role}` as TextKey)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('players.status'),
      render: (o) =>
        o.disabled ? (
          <Badge tone="bad">{t('operators.disabled')}</Badge>
        ) : (
          <Badge tone="ok">{t('players.active')}</Badge>
        ),
    },
    { key: 'created', title: t('operators.created'), render: (o) => dateTime(o.createdAt) },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (o) => (
        <CanAccess resource="operators" action="edit">
          <div className="row-actions">
            <button type="button" className="small" onClick={() => setEditing(o)}>
              {t('operators.roles')}
            </button>
            {o.id !== me?.id ? (
              <button
                type="button"
                className={o.disabled ? 'small' : 'small danger'}
                onClick={() => void toggle(o)}
              >
                {o.disabled ? t('operators.enable') : t('operators.disable')}
              </button>
            ) : null}
          </div>
        </CanAccess>
      ),
    },
  ];

  return (
    <Page
      title={t('operators.title')}
      actions={
        <CanAccess resource="operators" action="create">
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('operators.create')}
          </button>
        </CanAccess>
      }
    >
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(o) => o.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('operators.title')}
      />
      {creating ? <CreateOperator onClose={() => setCreating(false)} /> : null}
      {editing ? <EditRoles operator={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
