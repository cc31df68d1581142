import { useCustom, useInvalidate, useList } from '@refinedev/core';
import {
  OpsContentPath,
  type OpsPopupInput,
  type OpsPopupRecord,
  type SiteOption,
} from '@kasa/contract/content';
import { useEffect, useState } from 'react';
import { ContentTabs } from '../components/content-tabs';
import { ImageField } from '../components/image-field';
import { DataTable, Page, type Column, TextField } from '../components/ui';
import { errorText, post } from '../lib/api';
import { dateTime } from '../lib/format';
import { useT } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// Site options and the promotional popup (issue 13 §2, docs/decisions/0550). Each save drops the site's content cache
// on every node, so the player site shows it at the next request.

/** One option's row: its value and switch, saved together. */
function OptionEditor(props: { option: SiteOption; onSaved: () => Promise<void> }) {
  const { t } = useT();
  const [value, setValue] = useState(props.option.value);
  const [status, setStatus] = useState(props.option.status);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValue(props.option.value);
    setStatus(props.option.status);
  }, [props.option]);
  const changed = value !== props.option.value || status !== props.option.status;

  const save = async () => {
    setBusy(true);
    try {
      const { message } = await post(OpsContentPath.siteOptions, { key: props.option.key, value, status });
      notificationProvider.open({ type: 'success', message });
      await props.onSaved();
    } catch (caught) {
      notificationProvider.open({ type: 'error', message: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="option-row">
      <input
        type="text"
        aria-label={`${t('contentScreens.value')}: ${props.option.key}`}
        value={value}
        maxLength={2000}
        onChange={(event) => setValue(event.target.value)}
      />
      <label className="check">
        <input type="checkbox" checked={status} onChange={(event) => setStatus(event.target.checked)} />
        {t('content.active')}
      </label>
      <button
        type="button"
        className="small primary"
        disabled={busy || !changed}
        onClick={() => void save()}
        data-testid={`save-option-${props.option.key}`}
      >
        {t('save')}
      </button>
    </div>
  );
}

export function SiteOptionsPage() {
  const { t } = useT();
  const invalidate = useInvalidate();
  const { result, query } = useList<SiteOption & { id?: string }>({
    resource: 'siteOptions',
    pagination: { mode: 'off' },
  });
  const refresh = () => invalidate({ resource: 'siteOptions', invalidates: ['list'] });
  const columns: Column<SiteOption>[] = [
    { key: 'key', title: t('contentScreens.key'), render: (o) => <code>{o.key}</code> },
    {
      key: 'value',
      title: t('contentScreens.value'),
      render: (o) => <OptionEditor option={o} onSaved={refresh} />,
    },
  ];
  return (
    <Page title={t('contentScreens.siteOptions')}>
      <ContentTabs />
      <p className="muted content-hint">{t('contentScreens.liveHint')}</p>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(o) => o.key}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('contentScreens.siteOptions')}
      />
    </Page>
  );
}

type PopupDraft = Omit<OpsPopupRecord, 'id' | 'updatedAt'> & { id?: number };

const EMPTY_POPUP: PopupDraft = {
  titleTr: '',
  titleEn: '',
  imageDefault: '',
  image1200: '',
  image992: '',
  linkUrl: '/promotions',
  linkTarget: '_self',
  isActive: true,
};

export function PopupPage() {
  const { t } = useT();
  const { query } = useCustom<OpsPopupRecord>({ url: OpsContentPath.popup, method: 'get' });
  const [draft, setDraft] = useState<PopupDraft | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (draft !== null || !query.isSuccess) return;
    // `null` when no popup was ever made.
    const record = (query.data?.data ?? null) as unknown as OpsPopupRecord | null;
    if (record) {
      const { updatedAt: at, ...rest } = record;
      setDraft(rest);
      setUpdatedAt(at);
    } else {
      setDraft(EMPTY_POPUP);
    }
  }, [query.isSuccess, query.data, draft]);

  if (!draft) {
    return (
      <Page title={t('contentScreens.popup')}>
        <ContentTabs />
        {query.isError ? (
          <p className="form-error">{query.error.message}</p>
        ) : (
          <p className="muted">{t('loading')}</p>
        )}
      </Page>
    );
  }

  // Functional: an upload that ends later must not undo what was typed meanwhile.
  const set = <K extends keyof PopupDraft>(key: K, value: PopupDraft[K]) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body: OpsPopupInput = { ...draft, ...(draft.id ? { id: draft.id } : {}) };
      const { data, message } = await post<OpsPopupRecord>(OpsContentPath.popup, body);
      notificationProvider.open({ type: 'success', message });
      const { updatedAt: at, ...rest } = data;
      setDraft(rest);
      setUpdatedAt(at);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('contentScreens.popup')}>
      <ContentTabs />
      <p className="muted content-hint">
        {draft.id ? t('contentScreens.popupHint') : t('contentScreens.noPopup')}
        {updatedAt ? ` ${t('content.updated')}: ${dateTime(updatedAt)}` : ''}
      </p>
      <form onSubmit={save} noValidate className="editor" data-testid="popup-form">
        <div className="card editor-common">
          <TextField
            label={t('contentScreens.link')}
            name="linkUrl"
            value={draft.linkUrl}
            placeholder="/promotions"
            onChange={(value) => set('linkUrl', value)}
            required
          />
          <label className="check">
            <input
              type="checkbox"
              name="linkTarget"
              checked={draft.linkTarget === '_blank'}
              onChange={(event) => set('linkTarget', event.target.checked ? '_blank' : '_self')}
            />
            {t('contentScreens.newWindow')}
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
        <div className="lang-cols">
          <fieldset className="lang-col">
            <legend>Türkçe</legend>
            <TextField
              label={t('content.title')}
              name="titleTr"
              value={draft.titleTr}
              maxLength={200}
              onChange={(value) => set('titleTr', value)}
              required
            />
          </fieldset>
          <fieldset className="lang-col">
            <legend>English</legend>
            <TextField
              label={t('content.title')}
              name="titleEn"
              value={draft.titleEn}
              maxLength={200}
              onChange={(value) => set('titleEn', value)}
              required
            />
          </fieldset>
        </div>
        <div className="card image-card">
          <p className="muted">{t('contentScreens.imageHint')}</p>
          <div className="image-fields">
            <ImageField
              label={t('contentScreens.imageDefault')}
              name="imageDefault"
              required
              value={draft.imageDefault}
              onChange={(url) => set('imageDefault', url)}
            />
            <ImageField
              label={t('contentScreens.image1200')}
              name="image1200"
              value={draft.image1200}
              onChange={(url) => set('image1200', url)}
            />
            <ImageField
              label={t('contentScreens.image992')}
              name="image992"
              value={draft.image992}
              onChange={(url) => set('image992', url)}
            />
          </div>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={busy} data-testid="save-popup">
            {t('save')}
          </button>
        </div>
      </form>
    </Page>
  );
}
