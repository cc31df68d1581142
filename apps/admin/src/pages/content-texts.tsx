import { useInvalidate, useList } from '@refinedev/core';
import { OpsContentPath, type OpsCategoryRecord, type OpsTranslationRecord } from '@kasa/contract/content';
import { useEffect, useState } from 'react';
import { ContentTabs } from '../components/content-tabs';
import { DataTable, Page, type Column } from '../components/ui';
import { errorText, post } from '../lib/api';
import { useT } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// Footer columns and the site's server-side texts (issue 13 §2, docs/decisions/0550): both languages side by side,
// each row saved on its own; the site shows a save at its next request (the content cache is dropped).

/** Saves one row; reports the server's message either way; true when saved. */
async function saveRow(path: string, body: object): Promise<boolean> {
  try {
    const { message } = await post(path, body);
    notificationProvider.open({ type: 'success', message });
    return true;
  } catch (caught) {
    notificationProvider.open({ type: 'error', message: errorText(caught) });
    return false;
  }
}

type ColumnDraft = { id?: number; titleTr: string; titleEn: string; sortOrder: number };

function ColumnRow(props: { column: ColumnDraft; onSaved: () => Promise<void> }) {
  const { t } = useT();
  const [draft, setDraft] = useState(props.column);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(props.column), [props.column]);
  const changed =
    draft.titleTr !== props.column.titleTr ||
    draft.titleEn !== props.column.titleEn ||
    draft.sortOrder !== props.column.sortOrder;
  const name = draft.id ? `#${draft.id}` : t('contentScreens.newColumn');
  const save = async () => {
    setBusy(true);
    if (await saveRow(OpsContentPath.categories, draft)) {
      await props.onSaved();
      if (!draft.id) setDraft(props.column);
    }
    setBusy(false);
  };
  return (
    <div className="option-row" data-testid={`column-${draft.id ?? 'new'}`}>
      <input
        type="text"
        aria-label={`Türkçe: ${name}`}
        placeholder="Türkçe"
        value={draft.titleTr}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, titleTr: event.target.value })}
      />
      <input
        type="text"
        aria-label={`English: ${name}`}
        placeholder="English"
        value={draft.titleEn}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, titleEn: event.target.value })}
      />
      <input
        type="number"
        className="narrow"
        aria-label={`${t('content.sortOrder')}: ${name}`}
        value={draft.sortOrder}
        onChange={(event) => setDraft({ ...draft, sortOrder: Math.trunc(Number(event.target.value)) || 0 })}
      />
      <button type="button" className="small primary" disabled={busy || !changed} onClick={() => void save()}>
        {t('save')}
      </button>
    </div>
  );
}

const NEW_COLUMN: ColumnDraft = { titleTr: '', titleEn: '', sortOrder: 100 };

export function FooterColumnsPage() {
  const { t } = useT();
  const invalidate = useInvalidate();
  const { result, query } = useList<OpsCategoryRecord>({
    resource: 'contentCategories',
    pagination: { mode: 'off' },
  });
  const refresh = () => invalidate({ resource: 'contentCategories', invalidates: ['list'] });
  const columns: Column<ColumnDraft>[] = [
    { key: 'id', title: 'ID', render: (c) => (c.id ? <code>{c.id}</code> : '+') },
    {
      key: 'titles',
      title: `${t('content.title')} (Türkçe / English) · ${t('content.sortOrder')}`,
      render: (c) => <ColumnRow column={c} onSaved={refresh} />,
    },
  ];
  return (
    <Page title={t('contentScreens.columns')}>
      <ContentTabs />
      <p className="muted content-hint">{t('contentScreens.columnsHint')}</p>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? [...result.data, NEW_COLUMN] : undefined}
        rowKey={(c) => String(c.id ?? 'new')}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('contentScreens.columns')}
      />
    </Page>
  );
}

function TranslationRow(props: { row: OpsTranslationRecord; isNew?: boolean; onSaved: () => Promise<void> }) {
  const { t } = useT();
  const [draft, setDraft] = useState(props.row);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(props.row), [props.row]);
  const changed = draft.key !== props.row.key || draft.tr !== props.row.tr || draft.en !== props.row.en;
  const save = async () => {
    setBusy(true);
    if (await saveRow(OpsContentPath.translations, draft)) {
      await props.onSaved();
      if (props.isNew) setDraft(props.row);
    }
    setBusy(false);
  };
  return (
    <div className="translation-row" data-testid={`translation-${props.isNew ? 'new' : props.row.key}`}>
      {props.isNew ? (
        <input
          type="text"
          aria-label={t('contentScreens.key')}
          placeholder="header.login"
          value={draft.key}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, key: event.target.value })}
        />
      ) : (
        <code>{draft.key}</code>
      )}
      <label className="lang-input">
        <span className="lang-tag" aria-hidden="true">
          TR
        </span>
        <textarea
          rows={2}
          aria-label={`Türkçe: ${draft.key}`}
          placeholder="Türkçe"
          value={draft.tr}
          maxLength={2000}
          onChange={(event) => setDraft({ ...draft, tr: event.target.value })}
        />
      </label>
      <label className="lang-input">
        <span className="lang-tag" aria-hidden="true">
          EN
        </span>
        <textarea
          rows={2}
          aria-label={`English: ${draft.key}`}
          placeholder="English"
          value={draft.en}
          maxLength={2000}
          onChange={(event) => setDraft({ ...draft, en: event.target.value })}
        />
      </label>
      <button type="button" className="small primary" disabled={busy || !changed} onClick={() => void save()}>
        {t('save')}
      </button>
    </div>
  );
}

const NEW_TEXT: OpsTranslationRecord = { key: '', tr: '', en: '' };

export function TranslationsPage() {
  const { t } = useT();
  const invalidate = useInvalidate();
  const [filter, setFilter] = useState('');
  const { result, query } = useList<OpsTranslationRecord & { id?: string }>({
    resource: 'translations',
    pagination: { mode: 'off' },
  });
  const refresh = () => invalidate({ resource: 'translations', invalidates: ['list'] });
  const needle = filter.trim().toLocaleLowerCase('tr');
  const rows = result.data.filter(
    (row) =>
      !needle ||
      row.key.toLocaleLowerCase('tr').includes(needle) ||
      row.tr.toLocaleLowerCase('tr').includes(needle) ||
      row.en.toLocaleLowerCase('tr').includes(needle),
  );
  return (
    <Page title={t('contentScreens.translations')}>
      <ContentTabs />
      <p className="muted content-hint">{t('contentScreens.translationsHint')}</p>
      <div className="search">
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="card">
        <h2 className="card-title">{t('contentScreens.newText')}</h2>
        <TranslationRow row={NEW_TEXT} isNew onSaved={refresh} />
      </div>
      <DataTable
        columns={[
          {
            key: 'text',
            title: `${t('contentScreens.key')} · Türkçe · English`,
            render: (row: OpsTranslationRecord) => <TranslationRow row={row} onSaved={refresh} />,
          },
        ]}
        rows={query.isSuccess ? rows : undefined}
        rowKey={(row) => row.key}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('contentScreens.translations')}
      />
    </Page>
  );
}
