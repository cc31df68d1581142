import { useInvalidate, useList } from '@refinedev/core';
import {
  OpsContentPath,
  SliderSlug,
  type OpsBannerInput,
  type OpsBannerRecord,
} from '@kasa/contract/content';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentTabs } from '../components/content-tabs';
import { ImageField } from '../components/image-field';
import { Badge, DataTable, Page, type Column, TextField } from '../components/ui';
import { errorText, post } from '../lib/api';
import { dateTime } from '../lib/format';
import {
  EditorPlaceholder,
  fromLocalInput,
  toLocalInput,
  useRecordDraft,
  useSaving,
} from '../lib/record-editor';
import { useT, type TextKey } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// Banners (issue 13 §2, docs/decisions/0550): each carousel's banners in their order, moved up or down, published or
// not in one click; an editor for one banner with its words in both languages and its three images, uploaded here
// (the server checks the bytes) or left as the site's drawn art. Every save shows on the site at once.

const KNOWN_SLUGS: string[] = Object.values(SliderSlug);
/** The carousel's name when it is one of the site's, its slug otherwise. */
function useCarouselName() {
  const { t } = useT();
  return (slug: string) =>
    KNOWN_SLUGS.includes(slug) ? t(`contentScreens.carousels.${slug}` as TextKey) : slug;
}

/** A banner as its save takes it (the record without what the server keeps for itself). */
const inputOf = (banner: OpsBannerRecord): OpsBannerInput => {
  const { code: _code, updatedAt: _updatedAt, ...rest } = banner;
  return rest;
};

export function BannersPage() {
  const { t } = useT();
  const invalidate = useInvalidate();
  const carouselName = useCarouselName();
  const [busy, setBusy] = useState(false);
  const { result, query } = useList<OpsBannerRecord>({ resource: 'banners', pagination: { mode: 'off' } });
  const slugs = [...new Set([...KNOWN_SLUGS, ...result.data.map((b) => b.slug)])];

  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await action();
      notificationProvider.open({ type: 'success', message });
      await invalidate({ resource: 'banners', invalidates: ['list'] });
    } catch (caught) {
      notificationProvider.open({ type: 'error', message: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };
  const move = (group: OpsBannerRecord[], index: number, by: -1 | 1) => {
    const ids = group.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return run(() => post(OpsContentPath.bannerOrder, { slug: group[0]!.slug, ids }));
  };
  const toggle = (banner: OpsBannerRecord) =>
    run(() => post(OpsContentPath.banners, { ...inputOf(banner), isActive: !banner.isActive }));

  const columnsOf = (group: OpsBannerRecord[]): Column<OpsBannerRecord>[] => [
    {
      key: 'image',
      title: t('contentScreens.image'),
      render: (b) => <img className="thumb" src={b.imageDefault.replaceAll('{locale}', 'tr')} alt="" />,
    },
    {
      key: 'title',
      title: t('content.title'),
      render: (b) => (
        <Link to={`/content/banners/${b.id}`}>
          {b.titleTr} <span className="muted">/ {b.titleEn}</span>
        </Link>
      ),
    },
    { key: 'link', title: t('contentScreens.link'), render: (b) => <code>{b.url}</code> },
    {
      key: 'state',
      title: t('players.status'),
      render: (b) =>
        b.isActive ? (
          <Badge tone="ok">{t('content.active')}</Badge>
        ) : (
          <Badge tone="muted">{t('content.inactive')}</Badge>
        ),
    },
    {
      key: 'window',
      title: t('contentScreens.validTo'),
      render: (b) => (b.validFrom || b.validTo ? `${dateTime(b.validFrom)} – ${dateTime(b.validTo)}` : '—'),
    },
    {
      key: 'actions',
      title: '',
      render: (b) => {
        const index = group.findIndex((x) => x.id === b.id);
        return (
          <span className="row-actions order-buttons">
            <button
              type="button"
              className="small"
              disabled={busy || index === 0}
              aria-label={`${t('contentScreens.moveUp')}: ${b.titleTr}`}
              title={t('contentScreens.moveUp')}
              onClick={() => void move(group, index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="small"
              disabled={busy || index === group.length - 1}
              aria-label={`${t('contentScreens.moveDown')}: ${b.titleTr}`}
              title={t('contentScreens.moveDown')}
              onClick={() => void move(group, index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="small"
              disabled={busy}
              onClick={() => void toggle(b)}
              data-testid={`toggle-banner-${b.id}`}
            >
              {b.isActive ? t('contentScreens.deactivate') : t('contentScreens.activate')}
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <Page
      title={t('contentScreens.banners')}
      actions={
        <Link className="button primary" to="/content/banners/new" data-testid="new-banner">
          {t('contentScreens.newBanner')}
        </Link>
      }
    >
      <ContentTabs />
      <p className="muted content-hint">{t('contentScreens.liveHint')}</p>
      {query.isSuccess ? (
        slugs.map((slug) => {
          const group = result.data.filter((b) => b.slug === slug);
          return (
            <section key={slug} className="carousel-group" data-testid={`carousel-${slug}`}>
              <h2>
                {t('contentScreens.carousel')}: {carouselName(slug)}
              </h2>
              <DataTable
                columns={columnsOf(group)}
                rows={group}
                rowKey={(b) => String(b.id)}
                caption={carouselName(slug)}
              />
            </section>
          );
        })
      ) : (
        <DataTable
          columns={columnsOf([])}
          rows={undefined}
          rowKey={(b) => String(b.id)}
          loading={query.isLoading}
          error={query.isError ? query.error.message : null}
          onRetry={() => void query.refetch()}
        />
      )}
    </Page>
  );
}

type Draft = Omit<OpsBannerRecord, 'id' | 'code' | 'updatedAt'> & { id?: number };

const EMPTY: Draft = {
  slug: SliderSlug.home,
  url: '/promotions',
  target: '_self',
  titleTr: '',
  titleEn: '',
  textTr: '',
  textEn: '',
  imageDefault: '',
  image1200: '',
  image992: '',
  isActive: true,
  sortOrder: 100,
  validFrom: null,
  validTo: null,
};

export function BannerEditPage() {
  const { t } = useT();
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const carouselName = useCarouselName();
  const { list, draft, setDraft, set, missing } = useRecordDraft<OpsBannerRecord, Draft>(
    'banners',
    id,
    EMPTY,
    ({ code: _code, updatedAt: _updatedAt, ...rest }) => rest,
  );
  const saving = useSaving();
  const slugs = [...new Set([...KNOWN_SLUGS, ...list.map((b) => b.slug)])];

  if (missing || !draft) {
    return (
      <EditorPlaceholder
        title={t('contentScreens.banners')}
        missing={missing}
        notFound={t('contentScreens.bannerNotFound')}
        backTo="/content/banners"
      />
    );
  }

  const save = (event: React.FormEvent) =>
    saving.run(event, async () => {
      const body: OpsBannerInput = { ...draft, ...(draft.id ? { id: draft.id } : {}) };
      const { data, message } = await post<OpsBannerRecord>(OpsContentPath.banners, body);
      notificationProvider.open({ type: 'success', message });
      await invalidate({ resource: 'banners', invalidates: ['list'] });
      if (!draft.id) navigate(`/content/banners/${data.id}`, { replace: true });
      const { code: _code, updatedAt: _updatedAt, ...rest } = data;
      setDraft(rest);
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
        label={t('contentScreens.text')}
        name={`text${lang}`}
        value={draft[`text${lang}`]}
        maxLength={300}
        onChange={(value) => set(`text${lang}`, value)}
      />
    </fieldset>
  );

  return (
    <Page title={draft.id ? `${t('contentScreens.banner')} #${draft.id}` : t('contentScreens.newBanner')}>
      <p className="crumbs">
        <Link to="/content/banners">{t('contentScreens.banners')}</Link>
      </p>
      <form onSubmit={save} noValidate className="editor">
        <div className="card editor-common">
          <label className="field">
            <span>{t('contentScreens.carousel')}</span>
            <select name="slug" value={draft.slug} onChange={(event) => set('slug', event.target.value)}>
              {slugs.map((slug) => (
                <option key={slug} value={slug}>
                  {carouselName(slug)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('contentScreens.link')}
            name="url"
            value={draft.url}
            placeholder="/promotions"
            onChange={(value) => set('url', value)}
            required
          />
          <label className="field">
            <span>{t('content.sortOrder')}</span>
            <input
              name="sortOrder"
              type="number"
              value={draft.sortOrder}
              onChange={(event) => set('sortOrder', Math.trunc(Number(event.target.value)) || 0)}
            />
          </label>
          <label className="field">
            <span>{t('contentScreens.validFrom')}</span>
            <input
              name="validFrom"
              type="datetime-local"
              value={toLocalInput(draft.validFrom)}
              onChange={(event) => set('validFrom', fromLocalInput(event.target.value))}
            />
          </label>
          <label className="field">
            <span>{t('contentScreens.validTo')}</span>
            <input
              name="validTo"
              type="datetime-local"
              value={toLocalInput(draft.validTo)}
              onChange={(event) => set('validTo', fromLocalInput(event.target.value))}
            />
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="target"
              checked={draft.target === '_blank'}
              onChange={(event) => set('target', event.target.checked ? '_blank' : '_self')}
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
          {side('Tr', 'Türkçe')}
          {side('En', 'English')}
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
        {saving.error ? (
          <p className="form-error" role="alert">
            {saving.error}
          </p>
        ) : null}
        <div className="editor-actions">
          <Link to="/content/banners">{t('cancel')}</Link>
          <button type="submit" className="primary" disabled={saving.busy} data-testid="save-banner">
            {t('save')}
          </button>
        </div>
      </form>
    </Page>
  );
}
