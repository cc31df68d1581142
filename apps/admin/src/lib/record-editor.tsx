import { useList } from '@refinedev/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../components/ui';
import { useT } from './texts';
import { errorText } from './api';

// What the content editors (promotions, pages, banners) share: the record from its list, a working copy the form
// edits, the "not found" and "loading" states, and a save that shows the server's error in the form.

/** datetime-local works in local time without a zone; the API takes ISO 8601 in UTC. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/**
 * The record `id` of `resource` ('new': none) and its working copy: `empty` for a new one, else `toDraft(record)` once
 * the list has it. `missing` when the list is loaded and has no such record.
 */
export function useRecordDraft<R extends { id: number }, D>(
  resource: string,
  id: string,
  empty: D,
  toDraft: (record: R) => D,
) {
  const { result, query } = useList<R>({ resource, pagination: { mode: 'off' } });
  const record = id === 'new' ? undefined : result.data.find((r) => String(r.id) === id);
  const [draft, setDraft] = useState<D | null>(id === 'new' ? empty : null);
  const convert = useRef(toDraft);
  convert.current = toDraft;
  useEffect(() => {
    if (record && draft === null) setDraft(convert.current(record));
  }, [record, draft]);
  // Functional: an upload that ends later must not undo what was typed meanwhile.
  const set = <K extends keyof D>(key: K, value: D[K]) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));
  return {
    list: result.data,
    record,
    draft,
    setDraft,
    set,
    missing: id !== 'new' && query.isSuccess && !record,
  };
}

/** A form's save: busy while it runs, the server's message as the form's error when it fails. */
export function useSaving() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** What an editor shows before its form: the record is not there (with the way back), or still loading. */
export function EditorPlaceholder(props: {
  title: string;
  missing: boolean;
  notFound: string;
  backTo: string;
}): ReactNode {
  const { t } = useT();
  return (
    <Page title={props.title}>
      {props.missing ? (
        <>
          <p className="form-error">{props.notFound}</p>
          <Link to={props.backTo}>← {props.title}</Link>
        </>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </Page>
  );
}
