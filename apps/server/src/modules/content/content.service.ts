import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@kasa/contract/constants';
import {
  CONTENT_IMAGE_RULES,
  SiteOptionKey,
  type OpsBannerInput,
  type OpsBannerOrderInput,
  type OpsBannerRecord,
  type OpsCategoryInput,
  type OpsCategoryRecord,
  type OpsTranslationInput,
  type OpsTranslationRecord,
  type OpsContentImage,
  type OpsPageRecord,
  type OpsPopupInput,
  type OpsPopupRecord,
  type SiteOption,
  type Bootstrap,
  type BootstrapCasinoCategory,
  type BootstrapLanguage,
  type ContentCategory,
  type ContentPage,
  type ContentPageSummary,
  type OpsPageInput,
  type OpsPromotionInput,
  type OpsPromotionRecord,
  type OpsSaved,
  type OpsSiteOptionInput,
  type Popup,
  type ProviderLogo,
  type Promotion,
  type SliderItem,
} from '@kasa/contract/content';
import type { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import type { AppEventBus } from '../../lib/app-events.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { okIn } from '../../lib/http.ts';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json.ts';
import type { ObjectStorage } from '../../lib/storage/object-storage.ts';
import { inspectDocument } from '../kyc/kyc.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import * as repo from './content.repository.ts';
import { plainText, sanitizeContentHtml } from './content.sanitize.ts';
import type {
  ContentBannersTable,
  ContentPagesTable,
  ContentPopupsTable,
  ContentPromotionsTable,
} from './content.table.ts';

/**
 * What the bootstrap takes from modules registered before this one (casino catalog, jackpots). Each is optional:
 * a module that is not there yet (or fails) gives an empty list rather than a failed start-up.
 */
export interface BootstrapSources {
  casinoCategories?: (locale: Locale) => Promise<BootstrapCasinoCategory[]>;
  providerLogos?: () => Promise<ProviderLogo[]> | ProviderLogo[];
  jackpots?: () =>
    | Promise<Pick<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>>
    | Pick<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>;
}

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Site options and translations (the settings module), served inside the bootstrap. */
  settings: Pick<
    SettingsService,
    'listSiteOptions' | 'listTranslations' | 'saveSiteOption' | 'listAllTranslations' | 'saveTranslation'
  >;
  /** Resolved at every build, so a module decorated after this service was made is still found. */
  sources: () => BootstrapSources;
  /** 'content.changed': published on every save; heard from other nodes, it drops this node's caches too. */
  events: Pick<AppEventBus, 'publish' | 'subscribe'>;
  /** Where uploaded banner and popup images are kept (docs/decisions/0550); without it uploads are refused. */
  storage?: Pick<ObjectStorage, 'put' | 'get'>;
}

/** Languages of the site (spec §3 language: each with locale). */
export const LANGUAGES: BootstrapLanguage[] = [
  { id: 1, name: 'Türkçe', locale: 'tr' },
  { id: 2, name: 'English', locale: 'en' },
];

/**
 * Cached parts live at most this long even without an invalidation: a bound on staleness after a change made outside
 * this process (another server instance, a direct database edit, the casino catalog changing under us).
 */
export const CONTENT_CACHE_TTL_MS = 60_000;

/** The jackpot cards' answer (cms/jackpots) is rebuilt at most this often: values move with every slots bet. */
export const JACKPOTS_REFRESH_MS = 2_000;

const pick = <T>(locale: Locale, tr: T, en: T) => (locale === 'en' ? en : tr);
const localise = (url: string, locale: Locale) => url.replaceAll('{locale}', locale);
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export type PromotionSave = z.output<typeof OpsPromotionInput>;
export type PageSave = z.output<typeof OpsPageInput>;
export type SiteOptionSave = z.output<typeof OpsSiteOptionInput>;
export type PopupSave = z.output<typeof OpsPopupInput>;
export type BannerSave = z.output<typeof OpsBannerInput>;
export type BannerOrderSave = z.output<typeof OpsBannerOrderInput>;
export type CategorySave = z.output<typeof OpsCategoryInput>;
export type TranslationSave = z.output<typeof OpsTranslationInput>;

// Uploaded content images (docs/decisions/0550): stored under this prefix, served at /media/content/<name> only.
const IMAGE_PREFIX = 'content-images';
/** The public name of an uploaded image: 32 hex digits and the extension of its type (never the uploader's name). */
export const CONTENT_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const MEDIA_TYPE = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The KYC byte check's refusals, in the content screens' words. */
function contentImageError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const key = error.messageRef;
  const r = CONTENT_IMAGE_RULES;
  if (key.startsWith('e.kycNoFile')) return badRequest('e.contentNoFile');
  if (key.startsWith('e.kycFileTooLarge'))
    return new AppError(413, 'e.contentImageTooLarge', [r.maxBytes / 1024 / 1024]);
  if (key.startsWith('e.kycImageTooLarge') || key.startsWith('e.kycImageTooSmall'))
    return badRequest('e.contentImageDimensions', r.minWidth, r.minHeight, r.maxWidth, r.maxHeight);
  if (key.startsWith('e.kycFileDamaged')) return badRequest('e.contentImageDamaged');
  return badRequest('e.contentImageType');
}

const isoOrNull = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

const pageRecord = (row: ContentPagesTable): OpsPageRecord => ({
  id: row.id,
  categoryId: row.category_id,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  summaryTr: row.summary_tr,
  summaryEn: row.summary_en,
  bodyTr: row.body_tr,
  bodyEn: row.body_en,
  isActive: row.is_active,
  sortOrder: row.sort_order,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const popupRecord = (row: ContentPopupsTable): OpsPopupRecord => ({
  id: row.id,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  imageDefault: row.image_default,
  image1200: row.image_1200,
  image992: row.image_992,
  linkUrl: row.link_url,
  linkTarget: row.link_target,
  isActive: row.is_active,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const bannerRecord = (row: ContentBannersTable): OpsBannerRecord => ({
  id: row.id,
  code: row.code,
  slug: row.slug,
  url: row.url,
  target: row.target,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  textTr: row.text_tr,
  textEn: row.text_en,
  imageDefault: row.image_default,
  image1200: row.image_1200,
  image992: row.image_992,
  isActive: row.is_active,
  sortOrder: row.sort_order,
  validFrom: isoOrNull(row.valid_from),
  validTo: isoOrNull(row.valid_to),
  updatedAt: new Date(row.updated_at).toISOString(),
});

type StoredBootstrap = Omit<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>;
export type JackpotCards = Pick<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>;

/** An answer built once: the value, and its envelope serialised and compressed with an ETag. */
export interface PreparedAnswer<T> {
  data: T;
  prepared: PreparedJson;
}

interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

export function createContentService({
  db,
  clock,
  log,
  settings,
  sources,
  events,
  storage,
}: ContentServiceDeps) {
  const cache = new Map<string, CacheEntry<unknown>>();
  /** Builds running now, by key: requests that miss together share one build (of the current generation). */
  const building = new Map<string, { generation: number; promise: Promise<unknown> }>();
  let generation = 0;

  function dropCaches(): void {
    generation += 1;
    cache.clear();
  }
  // Another node saved content: its event arrives through the relay (this node's own saves drop at once, below).
  events.subscribe('content.changed', (_change, { local }) => {
    if (!local) dropCaches();
  });
  // Casino (docs/decisions/0560): an operator changed the catalog (a game, a category, the order) here or on another
  // node: the bootstrap carries the casino's categories, so it is rebuilt (a relayed change may race that node's own
  // catalog re-read by a few milliseconds; CONTENT_CACHE_TTL_MS bounds that).
  events.subscribe('casino.changed', () => dropCaches());

  /** A cached value by key, rebuilt when invalidated, expired, or past the next banner/promotion window change. */
  async function cached<T>(key: string, build: () => Promise<{ value: T; cacheable: boolean }>): Promise<T> {
    const now = clock.now().getTime();
    const hit = cache.get(key) as CacheEntry<T> | undefined;
    if (hit && hit.expiresAt > now) return hit.value;
    const running = building.get(key);
    if (running && running.generation === generation) return running.promise as Promise<T>;
    const startedAt = generation;
    const promise = (async () => {
      const nextChange = await repo.nextValidityChange(db, clock.now());
      const { value, cacheable } = await build();
      // An invalidation while building means the value may predate the change: serve it, do not keep it.
      if (cacheable && startedAt === generation) {
        const ttlEnd = now + CONTENT_CACHE_TTL_MS;
        cache.set(key, { value, expiresAt: nextChange ? Math.min(ttlEnd, nextChange.getTime()) : ttlEnd });
      }
      return value;
    })();
    building.set(key, { generation: startedAt, promise });
    try {
      return await promise;
    } finally {
      if (building.get(key)?.promise === promise) building.delete(key);
    }
  }

  const NO_JACKPOTS: JackpotCards = { egtJackpotCards: [], jackpotCards: [] };
  const jackpotAnswers = new Map<
    Locale,
    { expiresAt: number; answer: Promise<PreparedAnswer<JackpotCards>> }
  >();

  /** The jackpot cards and their prepared envelope, rebuilt at most every JACKPOTS_REFRESH_MS (a failed read at once). */
  function jackpotsAnswer(locale: Locale): Promise<PreparedAnswer<JackpotCards>> {
    const now = clock.now().getTime();
    const hit = jackpotAnswers.get(locale);
    if (hit && hit.expiresAt > now) return hit.answer;
    const built = (async () => {
      const jackpots = await fromSource('jackpots.bootstrapCards', sources().jackpots, NO_JACKPOTS);
      const data = {
        egtJackpotCards: jackpots.value.egtJackpotCards,
        jackpotCards: jackpots.value.jackpotCards,
      };
      return { ok: jackpots.ok, answer: { data, prepared: await prepareJson(okIn(locale, data)) } };
    })();
    const answer = built.then(({ answer }) => answer);
    jackpotAnswers.set(locale, { expiresAt: now + JACKPOTS_REFRESH_MS, answer });
    const forget = () => {
      if (jackpotAnswers.get(locale)?.answer === answer) jackpotAnswers.delete(locale);
    };
    built.then(({ ok }) => (ok ? undefined : forget()), forget);
    return answer;
  }

  /**
   * The whole bootstrap in `locale` and its prepared envelope, built once per content version (until a save here or
   * on another node, the TTL, or the next banner window change). The jackpot cards in it are those of the build:
   * the page keeps them current through cms/jackpots (docs/decisions/0150), so a bet never rebuilds this.
   */
  async function buildBootstrap(
    locale: Locale,
  ): Promise<{ value: PreparedAnswer<Bootstrap>; cacheable: boolean }> {
    const [stored, jackpots] = await Promise.all([
      buildStored(locale),
      fromSource('jackpots.bootstrapCards', sources().jackpots, NO_JACKPOTS),
    ]);
    const data: Bootstrap = {
      ...stored.value,
      egtJackpotCards: jackpots.value.egtJackpotCards,
      jackpotCards: jackpots.value.jackpotCards,
    };
    return {
      value: { data, prepared: await prepareJson(okIn(locale, data)) },
      cacheable: stored.cacheable && jackpots.ok,
    };
  }

  /** A source's answer, or the fallback when the module is absent or fails (logged; the result is not cached). */
  async function fromSource<T>(
    name: string,
    call: (() => Promise<T> | T) | undefined,
    fallback: T,
  ): Promise<{ value: T; ok: boolean }> {
    if (!call) return { value: fallback, ok: true };
    try {
      return { value: await call(), ok: true };
    } catch (error) {
      log.warn({ err: error, source: name }, 'bootstrap source failed; served without it');
      return { value: fallback, ok: false };
    }
  }

  function sliderItem(
    row: Awaited<ReturnType<typeof repo.listLiveBanners>>[number],
    locale: Locale,
  ): SliderItem {
    return {
      id: row.id,
      slug: row.slug,
      url: row.url,
      target: row.target,
      title: pick(locale, row.title_tr, row.title_en),
      text: pick(locale, row.text_tr, row.text_en),
      images: [row.image_default, row.image_1200, row.image_992].map((url) => ({
        url: localise(url, locale),
      })),
    };
  }

  async function popupIn(locale: Locale): Promise<Popup | null> {
    const row = await repo.latestActivePopup(db);
    if (!row) return null;
    const images = [row.image_default, row.image_1200, row.image_992].map((url) => ({
      url: localise(url, locale),
    }));
    // "Shown once per unique content": the hash covers what the player sees (images, link, title), not the time.
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          row.id,
          row.image_default,
          row.image_1200,
          row.image_992,
          row.link_url,
          row.title_tr,
          row.title_en,
        ]),
      )
      .digest('hex')
      .slice(0, 16);
    return {
      id: row.id,
      hash,
      title: pick(locale, row.title_tr, row.title_en),
      images,
      link: { url: row.link_url, target: row.link_target },
    };
  }

  async function categoryListIn(locale: Locale): Promise<ContentCategory[]> {
    const [categories, pages] = await Promise.all([repo.listCategories(db), repo.listActivePages(db)]);
    return categories
      .map((category) => ({
        id: category.id,
        title: pick(locale, category.title_tr, category.title_en),
        contentList: pages
          .filter((page) => page.category_id === category.id)
          .map((page) => ({ id: page.id, title: pick(locale, page.title_tr, page.title_en) })),
      }))
      .filter((category) => category.contentList.length > 0);
  }

  async function buildStored(locale: Locale): Promise<{ value: StoredBootstrap; cacheable: boolean }> {
    const current = sources();
    const [options, translations, banners, popup, categoryList, casino, logos] = await Promise.all([
      settings.listSiteOptions(),
      settings.listTranslations(locale),
      repo.listLiveBanners(db, clock.now()),
      popupIn(locale),
      categoryListIn(locale),
      fromSource(
        'casino.categoryList',
        current.casinoCategories && (() => current.casinoCategories!(locale)),
        [],
      ),
      fromSource('casino.providerLogos', current.providerLogos, []),
    ]);
    const active = new Map(options.filter((o) => o.is_active).map((o) => [o.key, o.value]));
    const trial = Number(active.get(SiteOptionKey.trialBonusAmount) ?? '0');
    return {
      cacheable: casino.ok && logos.ok,
      value: {
        casinoCategoryList: casino.value,
        language: LANGUAGES,
        translationList: translations.map(({ key, value }) => ({ key, value })),
        siteOption: options.map((o) => ({ key: o.key, value: o.value, status: o.is_active })),
        popup,
        sliderList: banners.map((row) => sliderItem(row, locale)),
        categoryList,
        domainStatus: {
          current: active.get(SiteOptionKey.domainCurrent) ?? '',
          next: active.get(SiteOptionKey.domainNext) ?? '',
        },
        trialBonusAmount: Number.isFinite(trial) && trial > 0 ? trial : 0,
        providerLogos: logos.value,
      },
    };
  }

  function promotionIn(row: ContentPromotionsTable, locale: Locale): Promotion {
    const images = JSON.parse(row.images) as Array<{ type: number; url: string }>;
    return {
      id: row.id,
      category: row.category,
      title: pick(locale, row.title_tr, row.title_en),
      summary: pick(locale, row.summary_tr, row.summary_en),
      description: pick(locale, row.description_tr, row.description_en),
      terms: pick(locale, row.terms_tr, row.terms_en),
      images: images.map((image) => ({ type: image.type, url: localise(image.url, locale) })),
      bonusDefinitionId: row.bonus_definition_id,
      ctaUrl: row.cta_url,
      validTo: iso(row.valid_to),
    };
  }

  const pageSummary = (
    row: Awaited<ReturnType<typeof repo.listActivePages>>[number],
    locale: Locale,
  ): ContentPageSummary => ({
    id: row.id,
    categoryId: row.category_id,
    title: pick(locale, row.title_tr, row.title_en),
    summary: pick(locale, row.summary_tr, row.summary_en),
  });

  const service = {
    /**
     * GET cms/grouped: the start-up object, built once per locale and content version with the jackpot cards of
     * that moment (current values: `jackpots`).
     */
    async bootstrap(locale: Locale): Promise<Bootstrap> {
      return (await service.bootstrapAnswer(locale)).data;
    },

    /** GET cms/grouped as served: the object and its envelope's bytes (plain, brotli, gzip) with a strong ETag. */
    bootstrapAnswer: (locale: Locale): Promise<PreparedAnswer<Bootstrap>> =>
      cached(`bootstrap:${locale}`, () => buildBootstrap(locale)),

    /** GET cms/jackpots: the bootstrap's jackpot cards with current values (at most JACKPOTS_REFRESH_MS old). */
    jackpotsAnswer,

    /** GET cms/promotions: live promotions in the locale, in sort order. */
    promotions: (locale: Locale): Promise<Promotion[]> =>
      cached(`promotions:${locale}`, async () => ({
        value: (await repo.listLivePromotions(db, clock.now())).map((row) => promotionIn(row, locale)),
        cacheable: true,
      })),

    /** GET cms/pages: active pages (without bodies), by footer category then sort order. */
    pages: (locale: Locale): Promise<ContentPageSummary[]> =>
      cached(`pages:${locale}`, async () => ({
        value: (await repo.listActivePages(db)).map((row) => pageSummary(row, locale)),
        cacheable: true,
      })),

    /** GET cms/page?id=: one active page; unknown or inactive → 404 e.pageNotFound. */
    async page(id: number, locale: Locale): Promise<ContentPage> {
      const row = await repo.findActivePage(db, id);
      if (!row) throw new AppError(404, 'e.pageNotFound');
      return {
        ...pageSummary(row, locale),
        body: pick(locale, row.body_tr, row.body_en),
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    },

    /**
     * Drops every cached part here at once and, through the 'content.changed' event, on the other nodes: the next
     * request rebuilds from the database. Called on every content save.
     */
    invalidate(what = 'content'): void {
      dropCaches();
      events.publish('content.changed', { what });
    },

    /** A promotion or page as stored, for the operator audit log's "before" of a change (undefined: none). */
    storedPromotion: (id: number) => repo.findPromotion(db, id),

    /** Operator: every promotion in both languages, for the back office's editor. */
    async promotionsForOps(): Promise<OpsPromotionRecord[]> {
      const rows = await repo.listAllPromotions(db);
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        titleTr: row.title_tr,
        titleEn: row.title_en,
        summaryTr: row.summary_tr,
        summaryEn: row.summary_en,
        descriptionTr: row.description_tr,
        descriptionEn: row.description_en,
        termsTr: row.terms_tr,
        termsEn: row.terms_en,
        images: JSON.parse(row.images) as OpsPromotionRecord['images'],
        bonusDefinitionId: row.bonus_definition_id,
        ctaUrl: row.cta_url,
        validTo: row.valid_to?.toISOString() ?? null,
        isActive: row.is_active,
        sortOrder: row.sort_order,
        updatedAt: row.updated_at.toISOString(),
      }));
    },
    storedPage: (id: number) => repo.findPage(db, id),
    storedSiteOption: async (key: string) =>
      (await settings.listSiteOptions()).find((option) => option.key === key),

    /** Operator: create (no id) or replace a promotion; HTML sanitised before it is stored. */
    async savePromotion(input: PromotionSave): Promise<OpsSaved> {
      const stored = {
        description_tr: sanitizeContentHtml(input.descriptionTr),
        description_en: sanitizeContentHtml(input.descriptionEn),
        terms_tr: sanitizeContentHtml(input.termsTr),
        terms_en: sanitizeContentHtml(input.termsEn),
      };
      const row = {
        category: input.category,
        title_tr: input.titleTr,
        title_en: input.titleEn,
        summary_tr: input.summaryTr || plainText(stored.description_tr).slice(0, 160),
        summary_en: input.summaryEn || plainText(stored.description_en).slice(0, 160),
        ...stored,
        images: JSON.stringify(input.images),
        bonus_definition_id: input.bonusDefinitionId,
        cta_url: input.ctaUrl,
        is_active: input.isActive,
        sort_order: input.sortOrder,
        valid_from: null,
        valid_to: input.validTo ? new Date(input.validTo) : null,
        updated_at: clock.now(),
      };
      let id = input.id;
      if (id === undefined) {
        id = await repo.nextId(db, 'content_promotions');
        await repo.insertPromotion(db, { id, code: `promotion-${id}`, ...row });
      } else if (!(await repo.updatePromotion(db, id, row))) {
        throw new AppError(404, 'e.promotionNotFound');
      }
      service.invalidate('promotion');
      return { id, stored };
    },

    /** Operator: create (no id) or replace a content page; the body sanitised before it is stored. */
    async savePage(input: PageSave): Promise<OpsSaved> {
      if (!(await repo.findCategory(db, input.categoryId))) throw badRequest('e.contentCategoryUnknown');
      const stored = {
        body_tr: sanitizeContentHtml(input.bodyTr),
        body_en: sanitizeContentHtml(input.bodyEn),
      };
      const row = {
        category_id: input.categoryId,
        title_tr: input.titleTr,
        title_en: input.titleEn,
        summary_tr: input.summaryTr,
        summary_en: input.summaryEn,
        ...stored,
        is_active: input.isActive,
        sort_order: input.sortOrder,
        updated_at: clock.now(),
      };
      let id = input.id;
      if (id === undefined) {
        id = await repo.nextId(db, 'content_pages');
        await repo.insertPage(db, { id, ...row });
      } else if (!(await repo.updatePage(db, id, row))) {
        throw new AppError(404, 'e.pageNotFound');
      }
      service.invalidate('page');
      return { id, stored };
    },

    /** Operator: set one site option (value and status); created when missing. */
    async saveSiteOption(input: SiteOptionSave): Promise<void> {
      await settings.saveSiteOption({ key: input.key, value: input.value, isActive: input.status });
      service.invalidate('site-option');
    },

    // Back-office content screens (docs/decisions/0550) ---------------------------------------------------------

    /** Operator: every page, active or not, both languages, the stored (sanitised) bodies. */
    async pagesForOps(): Promise<OpsPageRecord[]> {
      return (await repo.listAllPages(db)).map(pageRecord);
    },

    /** A page as stored in full, for the audit log (undefined: none). */
    storedPageRecord: async (id: number) => {
      const row = await repo.findPageRow(db, id);
      return row ? pageRecord(row) : undefined;
    },

    /** Operator: the footer columns. */
    async categoriesForOps(): Promise<OpsCategoryRecord[]> {
      return (await repo.listCategories(db)).map((row) => ({
        id: row.id,
        titleTr: row.title_tr,
        titleEn: row.title_en,
        sortOrder: row.sort_order,
      }));
    },

    storedCategory: async (id: number) => {
      const row = await repo.findCategoryRow(db, id);
      return row
        ? { id: row.id, titleTr: row.title_tr, titleEn: row.title_en, sortOrder: row.sort_order }
        : undefined;
    },

    /** Operator: create (no id) or rename / move a footer column (shown on the site once it has an active page). */
    async saveCategory(input: CategorySave): Promise<OpsCategoryRecord> {
      const row = { title_tr: input.titleTr, title_en: input.titleEn, sort_order: input.sortOrder };
      let id = input.id;
      if (id === undefined) {
        id = await repo.nextId(db, 'content_categories');
        await repo.insertCategory(db, { id, ...row });
      } else if (!(await repo.updateCategory(db, id, row))) {
        throw new AppError(404, 'e.contentColumnNotFound');
      }
      service.invalidate('category');
      return { id, titleTr: input.titleTr, titleEn: input.titleEn, sortOrder: input.sortOrder };
    },

    /** Operator: the server-side texts, one row per key with both languages ('' where one is missing). */
    async translationsForOps(): Promise<OpsTranslationRecord[]> {
      const byKey = new Map<string, OpsTranslationRecord>();
      for (const row of await settings.listAllTranslations()) {
        const entry = byKey.get(row.key) ?? { key: row.key, tr: '', en: '' };
        if (row.locale === 'tr' || row.locale === 'en') entry[row.locale] = row.value;
        byKey.set(row.key, entry);
      }
      return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
    },
    storedTranslation: async (key: string) =>
      (await service.translationsForOps()).find((row) => row.key === key),

    /** Operator: one key's texts in both languages (created when missing); in the bootstrap at once. */
    async saveTranslation(input: TranslationSave): Promise<OpsTranslationRecord> {
      await settings.saveTranslation(input.key, { tr: input.tr, en: input.en });
      service.invalidate('translation');
      return { key: input.key, tr: input.tr, en: input.en };
    },

    /** Operator: every site option, active or not, by key. */
    async siteOptionsForOps(): Promise<SiteOption[]> {
      const options = await settings.listSiteOptions();
      return options
        .map((o) => ({ key: o.key, value: o.value, status: o.is_active }))
        .sort((a, b) => a.key.localeCompare(b.key));
    },

    /** Operator: the newest popup, active or not, or null. */
    async popupForOps(): Promise<OpsPopupRecord | null> {
      const row = await repo.latestPopup(db);
      return row ? popupRecord(row) : null;
    },
    storedPopup: async (id: number) => {
      const row = await repo.findPopup(db, id);
      return row ? popupRecord(row) : undefined;
    },

    /** Operator: create (no id) or replace the popup; an empty ≥1200 / ≥992 image takes the default one. */
    async savePopup(input: PopupSave): Promise<OpsPopupRecord> {
      const row = {
        title_tr: input.titleTr,
        title_en: input.titleEn,
        image_default: input.imageDefault,
        image_1200: input.image1200 || input.imageDefault,
        image_992: input.image992 || input.imageDefault,
        link_url: input.linkUrl,
        link_target: input.linkTarget,
        is_active: input.isActive,
        updated_at: clock.now(),
      };
      let id = input.id;
      if (id === undefined) {
        id = await repo.nextId(db, 'content_popups');
        await repo.insertPopup(db, { id, ...row });
      } else if (!(await repo.updatePopup(db, id, row))) {
        throw new AppError(404, 'e.popupNotFound');
      }
      service.invalidate('popup');
      return popupRecord({ id, ...row });
    },

    /** Operator: every banner of every carousel, active or not. */
    async bannersForOps(): Promise<OpsBannerRecord[]> {
      return (await repo.listAllBanners(db)).map(bannerRecord);
    },
    storedBanner: async (id: number) => {
      const row = await repo.findBanner(db, id);
      return row ? bannerRecord(row) : undefined;
    },

    /** Operator: create (no id) or replace a banner; an empty ≥1200 / ≥992 image takes the default one. */
    async saveBanner(input: BannerSave): Promise<OpsBannerRecord> {
      const row = {
        slug: input.slug,
        url: input.url,
        target: input.target,
        title_tr: input.titleTr,
        title_en: input.titleEn,
        text_tr: input.textTr,
        text_en: input.textEn,
        image_default: input.imageDefault,
        image_1200: input.image1200 || input.imageDefault,
        image_992: input.image992 || input.imageDefault,
        is_active: input.isActive,
        sort_order: input.sortOrder,
        valid_from: input.validFrom ? new Date(input.validFrom) : null,
        valid_to: input.validTo ? new Date(input.validTo) : null,
        updated_at: clock.now(),
      };
      let id = input.id;
      let code: string;
      if (id === undefined) {
        id = await repo.nextId(db, 'content_banners');
        code = `banner-${id}`;
        await repo.insertBanner(db, { id, code, ...row });
      } else {
        const existing = await repo.findBanner(db, id);
        if (!existing || !(await repo.updateBanner(db, id, row))) throw new AppError(404, 'e.bannerNotFound');
        code = existing.code;
      }
      service.invalidate('banner');
      return bannerRecord({ id, code, ...row });
    },

    /** Operator: one carousel's order; the ids must be exactly that carousel's banners. */
    async orderBanners(input: BannerOrderSave): Promise<OpsBannerRecord[]> {
      const current = new Set(await repo.bannerIdsOf(db, input.slug));
      const given = new Set(input.ids);
      if (
        current.size === 0 ||
        given.size !== input.ids.length ||
        given.size !== current.size ||
        input.ids.some((id) => !current.has(id))
      )
        throw badRequest('e.bannerOrderMismatch');
      await repo.orderBanners(db, input.ids, clock.now());
      service.invalidate('banner');
      return (await repo.listAllBanners(db)).filter((row) => row.slug === input.slug).map(bannerRecord);
    },

    /**
     * Operator: an uploaded banner or popup image. Its bytes decide what it is (KYC's check: PNG, JPEG or WebP, size
     * and declared dimensions); kept in the storage under a random name; answered with its public URL.
     */
    async uploadImage(bytes: Buffer): Promise<OpsContentImage> {
      if (!storage) throw badRequest('e.contentImageType');
      let inspected;
      try {
        inspected = inspectDocument(
          bytes,
          CONTENT_IMAGE_RULES as unknown as Parameters<typeof inspectDocument>[1],
        );
      } catch (error) {
        throw contentImageError(error);
      }
      if (inspected.mediaType === 'application/pdf' || inspected.width === null || inspected.height === null)
        throw badRequest('e.contentImageType');
      const name = `${randomBytes(16).toString('hex')}.${EXTENSION[inspected.mediaType]}`;
      await storage.put(`${IMAGE_PREFIX}/${name}`, bytes, inspected.mediaType);
      return {
        url: `/media/content/${name}`,
        mediaType: inspected.mediaType,
        width: inspected.width,
        height: inspected.height,
        size: bytes.length,
      };
    },

    /** An uploaded content image by its public name, or null (unknown, malformed, or no storage). */
    async contentImage(name: string): Promise<{ bytes: Buffer; mediaType: string } | null> {
      const match = CONTENT_IMAGE_NAME.exec(name);
      if (!match || !storage) return null;
      const bytes = await storage.get(`${IMAGE_PREFIX}/${name}`);
      return bytes ? { bytes, mediaType: MEDIA_TYPE[match[1] as keyof typeof MEDIA_TYPE] } : null;
    },
  };
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;
