import { useInvalidate, useList } from '@refinedev/core';
import {
  OpsContentPath,
  PromotionCategory,
  PromotionImageType,
  type OpsPromotionInput,
  type OpsPromotionRecord,
  type OpsSaved,
} from '@kasa/contract/content';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentTabs } from '../components/content-tabs';
import { ImageField } from '../components/image-field';
import { RichText } from '../components/rich-text';
import { Badge, DataTable, Page, type Column, TextField } from '../components/ui';
import { post } from '../lib/api';
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

// Promotions (issue 13 §2 content): the list, active or not, and an editor with both languages side by side; the
// description and terms in the rich-text editor. The server sanitises the HTML on save and the site's start-up data
// is rebuilt at once (decision 0060), so a saved promotion is on the site at the next page load.

export function PromotionsPage() {
  const { t } = useT();
  const { result, query } = useList<OpsPromotionRecord>({
    resource: 'promotions',
    pagination: { mode: 'off' },
  });
  const columns: Column<OpsPromotionRecord>[] = [
    { key: 'id', title: 'ID', render: (p) => <code>{p.id}</code> },
    {
      key: 'title',
      title: t('content.title'),
      render: (p) => (
        <Link to={`/content/promotions/${p.id}`}>
          {p.titleTr} <span className="muted">/ {p.titleEn}</span>
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('content.category'),
      render: (p) => t(`content.categories.${p.category}` as TextKey),
    },
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
    { key: 'validTo', title: t('content.validTo'), render: (p) => dateTime(p.validTo) },
    { key: 'updated', title: t('content.updated'), render: (p) => dateTime(p.updatedAt) },
  ];
  return (
    <Page
      title={t('content.promotions')}
      actions={
        <Link className="button primary" to="/content/promotions/new">
          {t('content.newPromotion')}
        </Link>
      }
    >
      <ContentTabs />
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(p) => String(p.id)}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('content.promotions')}
      />
    </Page>
  );
}

type Draft = Omit<OpsPromotionRecord, 'id' | 'updatedAt'> & { id?: number };

const EMPTY: Draft = {
  category: PromotionCategory.Bonus,
  titleTr: '',
  titleEn: '',
  summaryTr: '',
  summaryEn: '',
  descriptionTr: '',
  descriptionEn: '',
  termsTr: '',
  termsEn: '',
  images: [],
  bonusDefinitionId: null,
  ctaUrl: null,
  validTo: null,
  isActive: true,
  sortOrder: 100,
};

export function PromotionEditPage() {
  const { t } = useT();
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { draft, setDraft, set, missing } = useRecordDraft<OpsPromotionRecord, Draft>(
    'promotions',
    id,
    EMPTY,
    ({ updatedAt: _updatedAt, ...rest }) => rest,
  );
  const saving = useSaving();

  if (missing || !draft) {
    return (
      <EditorPlaceholder
        title={t('content.promotions')}
        missing={missing}
        notFound={t('content.notFound')}
        backTo="/content"
      />
    );
  }

  const imageOf = (type: number) => draft.images.find((image) => image.type === type)?.url ?? '';
  // Functional: an upload that ends later must not undo what was typed meanwhile.
  const setImage = (type: number, url: string) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            images: [
              ...current.images.filter((image) => image.type !== type),
              ...(url.trim() ? [{ type, url: url.trim() }] : []),
            ],
          }
        : current,
    );

  const save = (event: React.FormEvent) =>
    saving.run(event, async () => {
      const body: OpsPromotionInput = {
        ...(draft.id ? { id: draft.id } : {}),
        category: draft.category,
        titleTr: draft.titleTr,
        titleEn: draft.titleEn,
        summaryTr: draft.summaryTr,
        summaryEn: draft.summaryEn,
        descriptionTr: draft.descriptionTr,
        descriptionEn: draft.descriptionEn,
        termsTr: draft.termsTr,
        termsEn: draft.termsEn,
        images: draft.images,
        bonusDefinitionId: draft.bonusDefinitionId,
        ctaUrl: draft.ctaUrl?.trim() ? draft.ctaUrl.trim() : null,
        validTo: draft.validTo,
        isActive: draft.isActive,
        sortOrder: draft.sortOrder,
      };
      const { data, message } = await post<OpsSaved>(OpsContentPath.promotions, body);
      notificationProvider.open({ type: 'success', message });
      await invalidate({ resource: 'promotions', invalidates: ['list'] });
      if (!draft.id) navigate(`/content/promotions/${data.id}`, { replace: true });
      // What the server kept of the HTML (sanitised) replaces what was typed.
      setDraft({ ...draft, id: data.id, ...pickStored(data.stored) });
    });

  const side = (lang: 'Tr' | 'En', name: string) => (
    <fieldset className="lang-col">
      <legend>{name}</legend>
      <TextField
        label={t('content.title')}
        name={`title${lang}`}
        value={draft[`title${lang}`]}
        onChange={(value) => set(`title${lang}`, value)}
        required
      />
      <TextField
        label={t('content.summary')}
        name={`summary${lang}`}
        value={draft[`summary${lang}`]}
        onChange={(value) => set(`summary${lang}`, value)}
      />
      <RichText
        label={t('content.description')}
        value={draft[`description${lang}`]}
        onChange={(html) =>
          setDraft((current) => (current ? { ...current, [`description${lang}`]: html } : current))
        }
        testId={`description${lang}`}
      />
      <RichText
        label={t('content.terms')}
        value={draft[`terms${lang}`]}
        onChange={(html) =>
          setDraft((current) => (current ? { ...current, [`terms${lang}`]: html } : current))
        }
        testId={`terms${lang}`}
      />
    </fieldset>
  );

  return (
    <Page title={draft.id ? `${t('content.promotion')} #${draft.id}` : t('content.newPromotion')}>
      <p className="crumbs">
        <Link to="/content">{t('content.promotions')}</Link>
      </p>
      <form onSubmit={save} noValidate className="editor">
        <div className="card editor-common">
          <label className="field">
            <span>{t('content.category')}</span>
            <select
              name="category"
              value={draft.category}
              onChange={(event) => set('category', event.target.value as Draft['category'])}
            >
              {Object.values(PromotionCategory).map((category) => (
                <option key={category} value={category}>
                  {t(`content.categories.${category}` as TextKey)}
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
              onChange={(event) => set('sortOrder', Number(event.target.value) || 0)}
            />
          </label>
          <label className="field">
            <span>{t('content.validTo')}</span>
            <input
              name="validTo"
              type="datetime-local"
              value={toLocalInput(draft.validTo)}
              onChange={(event) => set('validTo', fromLocalInput(event.target.value))}
            />
          </label>
          <TextField
            label={t('content.ctaUrl')}
            name="ctaUrl"
            value={draft.ctaUrl ?? ''}
            placeholder="/casino/slot"
            onChange={(value) => set('ctaUrl', value)}
          />
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
        {/* Images typed as URLs or uploaded (docs/decisions/0550). */}
        <div className="card image-card">
          <p className="muted">{t('contentScreens.imageHint')}</p>
          <div className="image-fields">
            <ImageField
              label={t('content.cardImage')}
              name="cardImage"
              value={imageOf(PromotionImageType.Card)}
              onChange={(url) => setImage(PromotionImageType.Card, url)}
            />
            <ImageField
              label={t('content.detailImage')}
              name="detailImage"
              value={imageOf(PromotionImageType.Detail)}
              onChange={(url) => setImage(PromotionImageType.Detail, url)}
            />
          </div>
        </div>
        {saving.error ? (
          <p className="form-error" role="alert">
            {saving.error}
          </p>
        ) : null}
        <div className="editor-actions">
          <Link to="/content">{t('cancel')}</Link>
          <button type="submit" className="primary" disabled={saving.busy} data-testid="save-promotion">
            {t('save')}
          </button>
        </div>
      </form>
    </Page>
  );
}

/** The sanitised HTML the server stored, under the draft's names (description_tr → descriptionTr). */
function pickStored(stored: Record<string, string>): Partial<Draft> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) {
    out[key.replace(/_(tr|en)$/, (_, lang: string) => (lang === 'tr' ? 'Tr' : 'En'))] = value;
  }
  return out as Partial<Draft>;
}
