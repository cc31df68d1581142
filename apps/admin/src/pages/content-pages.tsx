import { useInvalidate, useList } from '@refinedev/core';
import {
  OpsContentPath,
  type OpsCategoryRecord,
  type OpsPageInput,
  type OpsPageRecord,
  type OpsSaved,
} from '@kasa/contract/content';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentTabs } from '../components/content-tabs';
import { RichText } from '../components/rich-text';
import { Badge, DataTable, Page, type Column, TextField } from '../components/ui';
import { post } from '../lib/api';
import { dateTime } from '../lib/format';
import { EditorPlaceholder, useRecordDraft, useSaving } from '../lib/record-editor';
import { useT } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// Content pages (issue 13 §2, docs/decisions/0550): every page, active or not, by footer column; an editor with the
// two languages side by side and the body in the rich-text editor. The server sanitises the HTML on save and answers
// what it kept, which replaces what was typed; the site shows the page at once (the content cache is dropped).

/** The footer column's name in both languages, or its id when the columns have not arrived. */
function useColumns() {
  const { result } = useList<OpsCategoryRecord>({
    resource: 'contentCategories',
    pagination: { mode: 'off' },
  });
  return result.data;
}

export function ContentPagesPage() {
  const { t } = useT();
  const columns = useColumns();
  const { result, query } = useList<OpsPageRecord>({ resource: 'contentPages', pagination: { mode: 'off' } });
  const columnName = (id: number) => {
    const column = columns.find((c) => c.id === id);
    return column ? `${column.titleTr} / ${column.titleEn}` : `#${id}`;
  };
  const table: Column<OpsPageRecord>[] = [
    { key: 'id', title: 'ID', render: (p) => <code>{p.id}</code> },
    {
      key: 'title',
      title: t('content.title'),
      render: (p) => (
        <Link to={`/content/pages/${p.id}`}>
          {p.titleTr} <span className="muted">/ {p.titleEn}</span>
        </Link>
      ),
    },
    { key: 'column', title: t('contentScreens.column'), render: (p) => columnName(p.categoryId) },
    {
      key: 'state',
      title: t('players.status'),
      render: (p) =>
        p.isActive ? (
          <Badge tone="ok">{t('content.active')}</Badge>
        ) : (
          <Badge tone="muted">{t('content.inactive')}</Badge>
        ),
    },
    { key: 'order', title: t('content.sortOrder'), align: 'right', render: (p) => p.sortOrder },
    { key: 'updated', title: t('content.updated'), render: (p) => dateTime(p.updatedAt) },
  ];
  return (
    <Page
      title={t('contentScreens.pages')}
      actions={
        <Link className="button primary" to="/content/pages/new" data-testid="new-page">
          {t('contentScreens.newPage')}
        </Link>
      }
    >
      <ContentTabs />
      <p className="muted content-hint">{t('contentScreens.liveHint')}</p>
      <DataTable
        columns={table}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(p) => String(p.id)}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('contentScreens.pages')}
      />
    </Page>
  );
}

type Draft = Omit<OpsPageRecord, 'id' | 'updatedAt'> & { id?: number };

const EMPTY: Draft = {
  categoryId: 0,
  titleTr: '',
  titleEn: '',
  summaryTr: '',
  summaryEn: '',
  bodyTr: '',
  bodyEn: '',
  isActive: true,
  sortOrder: 100,
};

export function ContentPageEditPage() {
  const { t } = useT();
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const columns = useColumns();
  const { record, draft, setDraft, set, missing } = useRecordDraft<OpsPageRecord, Draft>(
    'contentPages',
    id,
    EMPTY,
    ({ updatedAt: _updatedAt, ...rest }) => rest,
  );
  const saving = useSaving();
  // A new page goes to the first footer column unless the operator picks another.
  useEffect(() => {
    if (draft && draft.categoryId === 0 && columns[0]) setDraft({ ...draft, categoryId: columns[0].id });
  }, [draft, columns, setDraft]);

  if (missing || !draft) {
    return (
      <EditorPlaceholder
        title={t('contentScreens.pages')}
        missing={missing}
        notFound={t('contentScreens.pageNotFound')}
        backTo="/content/pages"
      />
    );
  }
  const save = (event: React.FormEvent) =>
    saving.run(event, async () => {
      const body: OpsPageInput = {
        ...(draft.id ? { id: draft.id } : {}),
        categoryId: draft.categoryId,
        titleTr: draft.titleTr,
        titleEn: draft.titleEn,
        summaryTr: draft.summaryTr,
        summaryEn: draft.summaryEn,
        bodyTr: draft.bodyTr,
        bodyEn: draft.bodyEn,
        isActive: draft.isActive,
        sortOrder: draft.sortOrder,
      };
      const { data, message } = await post<OpsSaved>(OpsContentPath.pages, body);
      notificationProvider.open({ type: 'success', message });
      await invalidate({ resource: 'contentPages', invalidates: ['list'] });
      if (!draft.id) navigate(`/content/pages/${data.id}`, { replace: true });
      // What the server kept of the HTML (sanitised) replaces what was typed.
      setDraft({
        ...draft,
        id: data.id,
        bodyTr: data.stored.body_tr ?? draft.bodyTr,
        bodyEn: data.stored.body_en ?? draft.bodyEn,
      });
    });

  const side = (lang: 'Tr' | 'En', name: string) => (
    <fieldset className="lang-col">
      <legend>{name}</legend>
      <TextField
        label={t('content.title')}
        name={`title${lang}`}
        value={draft[`title${lang}`]}
        maxLength={200}
        onChange={(value) => set(`title${lang}`, value)}
        required
      />
      <TextField
        label={t('content.summary')}
        name={`summary${lang}`}
        value={draft[`summary${lang}`]}
        maxLength={300}
        onChange={(value) => set(`summary${lang}`, value)}
      />
      <RichText
        label={t('contentScreens.body')}
        value={draft[`body${lang}`]}
        onChange={(html) =>
          setDraft((current) => (current ? { ...current, [`body${lang}`]: html } : current))
        }
        testId={`body${lang}`}
      />
    </fieldset>
  );

  return (
    <Page
      title={draft.id ? `${t('contentScreens.page')} #${draft.id}` : t('contentScreens.newPage')}
      actions={
        draft.id && record?.isActive ? (
          <a className="button" href={`/pages/${draft.id}`} target="_blank" rel="noreferrer">
            {t('contentScreens.view')}
          </a>
        ) : undefined
      }
    >
      <p className="crumbs">
        <Link to="/content/pages">{t('contentScreens.pages')}</Link>
      </p>
      <form onSubmit={save} noValidate className="editor">
        <div className="card editor-common">
          <label className="field">
            <span>{t('contentScreens.column')}</span>
            <select
              name="categoryId"
              value={draft.categoryId}
              onChange={(event) => set('categoryId', Number(event.target.value))}
            >
              {columns.map((column) => (
                <option key={column.id} value={column.id}>
                  {column.titleTr} / {column.titleEn}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('content.sortOrder')}</span>
            <input
              name="sortOrder"
              type="number"
              value={draft.sortOrder}
              onChange={(event) => set('sortOrder', Math.trunc(Number(event.target.value)) || 0)}
            />
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="isActive"
              checked={draft.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
            />
            {t('content.active')}
          </label>
        </div>
        <p className="muted content-hint">{t('contentScreens.sanitizedHint')}</p>
        <div className="lang-cols">
          {side('Tr', 'Türkçe')}
          {side('En', 'English')}
        </div>
        {saving.error ? (
          <p className="form-error" role="alert">
            {saving.error}
          </p>
        ) : null}
        <div className="editor-actions">
          <Link to="/content/pages">{t('cancel')}</Link>
          <button type="submit" className="primary" disabled={saving.busy} data-testid="save-page">
            {t('save')}
          </button>
        </div>
      </form>
    </Page>
  );
}
