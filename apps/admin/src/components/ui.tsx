import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../lib/texts';
import { useToasts, notificationProvider } from '../providers/notification-provider';

// The back office's few building blocks: a page frame, a data table, a pager, badges, a dialog that asks for a note
// or a reason before an action, and the toasts.

export function Page(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-head">
        <h1 id="page-title">{props.title}</h1>
        {props.actions ? <div className="page-actions">{props.actions}</div> : null}
      </header>
      {props.children}
    </section>
  );
}

export interface Column<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  caption?: string;
}) {
  const { t } = useT();
  return (
    <div className="table-wrap">
      <table className="table stackable">
        {props.caption ? <caption className="sr-only">{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'right' ? 'num' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.error ? (
            <tr>
              <td colSpan={props.columns.length} className="table-state error">
                {props.error}{' '}
                {props.onRetry ? (
                  <button type="button" className="link" onClick={props.onRetry}>
                    {t('retry')}
                  </button>
                ) : null}
              </td>
            </tr>
          ) : props.loading && !props.rows ? (
            <tr>
              <td colSpan={props.columns.length} className="table-state">
                {t('loading')}
              </td>
            </tr>
          ) : (props.rows ?? []).length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="table-state">
                {t('empty')}
              </td>
            </tr>
          ) : (
            (props.rows ?? []).map((row) => (
              <tr key={props.rowKey(row)} data-key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <td
                    key={column.key}
                    className={column.align === 'right' ? 'num' : undefined}
                    data-label={column.title}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <nav className="pager" aria-label={t('page', { page: props.page, pages })}>
      <span>{t('total', { count: props.total })}</span>
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('previous')}
      </button>
      <span>{t('page', { page: props.page, pages })}</span>
      <button type="button" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}

export function Badge(props: { tone: 'ok' | 'warn' | 'bad' | 'info' | 'muted'; children: ReactNode }) {
  return <span className={`badge badge-${props.tone}`}>{props.children}</span>;
}

export function Stat(props: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'ok' | 'bad';
  testId?: string;
}) {
  return (
    <div className="stat" data-testid={props.testId}>
      <div className="stat-label">{props.label}</div>
      <div className={`stat-value${props.tone ? ` ${props.tone}` : ''}`}>{props.value}</div>
      {props.hint ? <div className="stat-hint">{props.hint}</div> : null}
    </div>
  );
}

/** A labelled text input of a form; a required one's label ends with " *". */
export function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <label className="field">
      <span>
        {props.label}
        {props.required ? ' *' : ''}
      </span>
      <input
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

export interface DialogField {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  multiline?: boolean;
  /** A choice from a list (a select); the first option is chosen until the operator picks another. */
  options?: readonly { value: string; label: string }[];
  /** An amount in lira: the phone keyboard with a decimal key. */
  decimal?: boolean;
  /** The value the field starts with (an edit); a choice list starts on its first option otherwise. */
  initial?: string;
}

/**
 * A modal that asks for the fields of an action (a note, a reason…) and runs it; stays open with the server's
 * message when the action fails.
 */
export function ActionDialog(props: {
  title: string;
  hint?: string;
  confirmLabel: string;
  danger?: boolean;
  fields: DialogField[];
  onSubmit: (values: Record<string, string>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      props.fields.flatMap((field) =>
        field.initial !== undefined
          ? [[field.name, field.initial]]
          : field.options?.[0]
            ? [[field.name, field.options[0].value]]
            : [],
      ),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = props.fields.find((field) => field.required && !(values[field.name] ?? '').trim());
    if (missing) {
      setError(`${missing.label}: ${t('login.required')}`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(values);
      props.onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String((caught as { message?: string }).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-testid="action-dialog"
      onClose={props.onClose}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.hint ? <p className="muted">{props.hint}</p> : null}
        {props.fields.map((field) => (
          <label key={field.name} className="field">
            <span>
              {field.label}
              {field.required ? ' *' : ''}
            </span>
            {field.options ? (
              <select
                name={field.name}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.multiline ? (
              <textarea
                name={field.name}
                rows={3}
                placeholder={field.placeholder}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            ) : (
              <input
                name={field.name}
                inputMode={field.decimal ? 'decimal' : undefined}
                autoComplete="off"
                placeholder={field.placeholder}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            )}
          </label>
        ))}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={props.danger ? 'danger' : 'primary'} disabled={busy}>
            {props.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export function Toasts() {
  const toasts = useToasts();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.key}
          className={`toast toast-${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.message}</span>
          {toast.description ? <span className="muted"> {toast.description}</span> : null}
          <button type="button" aria-label="×" onClick={() => notificationProvider.close(toast.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
