import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@kasa/contract/constants';
import {
  SiteOptionKey,
  type Bootstrap,
  type BootstrapCasinoCategory,
  type BootstrapLanguage,
  type ContentCategory,
  type ContentPage,
  type ContentPageSummary,
  type OpsPageInput,
  type OpsPromotionInput,
  type OpsSaved,
  type OpsSiteOptionInput,
  type Popup,
  type ProviderLogo,
  type Promotion,
  type SliderItem,
} from '@kasa/contract/content';
import type { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import * as repo from './content.repository.ts';
import { plainText, sanitizeContentHtml } from './content.sanitize.ts';
import type { ContentPromotionsTable } from './content.table.ts';

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
  settings: Pick<SettingsService, 'listSiteOptions' | 'listTranslations' | 'saveSiteOption'>;
  /** Resolved at every build, so a module decorated after this service was made is still found. */
  sources: () => BootstrapSources;
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

const pick = <T>(locale: Locale, tr: T, en: T) => (locale === 'en' ? en : tr);
const localise = (url: string, locale: Locale) => url.replaceAll('{locale}', locale);
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export type PromotionSave = z.output<typeof OpsPromotionInput>;
export type PageSave = z.output<typeof OpsPageInput>;
export type SiteOptionSave = z.output<typeof OpsSiteOptionInput>;

type StoredBootstrap = Omit<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>;

interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

export function createContentService({ db, clock, log, settings, sources }: ContentServiceDeps) {
  const cache = new Map<string, CacheEntry<unknown>>();
  let generation = 0;

  /** A cached value by key, rebuilt when invalidated, expired, or past the next banner/promotion window change. */
  async function cached<T>(key: string, build: () => Promise<{ value: T; cacheable: boolean }>): Promise<T> {
    const now = clock.now().getTime();
    const hit = cache.get(key) as CacheEntry<T> | undefined;
    if (hit && hit.expiresAt > now) return hit.value;
    const startedAt = generation;
    const nextChange = await repo.nextValidityChange(db, clock.now());
    const { value, cacheable } = await build();
    // An invalidation while building means the value may predate the change: serve it, do not keep it.
    if (cacheable && startedAt === generation) {
      const ttlEnd = now + CONTENT_CACHE_TTL_MS;
      cache.set(key, { value, expiresAt: nextChange ? Math.min(ttlEnd, nextChange.getTime()) : ttlEnd });
    }
    return value;
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
     * GET cms/grouped: the start-up object. The content part (options, translations, slider, popup, footer, casino
     * categories, provider logos) is cached per locale; the jackpot cards are read live (they move with every bet).
     */
    async bootstrap(locale: Locale): Promise<Bootstrap> {
      const stored = await cached(`bootstrap:${locale}`, () => buildStored(locale));
      const jackpots = await fromSource('jackpots.bootstrapCards', sources().jackpots, {
        egtJackpotCards: [],
        jackpotCards: [],
      });
      return {
        ...stored,
        egtJackpotCards: jackpots.value.egtJackpotCards,
        jackpotCards: jackpots.value.jackpotCards,
      };
    },

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

    /** Drops every cached part: the next request rebuilds from the database. Called on every content save. */
    invalidate(): void {
      generation += 1;
      cache.clear();
    },

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
      service.invalidate();
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
      service.invalidate();
      return { id, stored };
    },

    /** Operator: set one site option (value and status); created when missing. */
    async saveSiteOption(input: SiteOptionSave): Promise<void> {
      await settings.saveSiteOption({ key: input.key, value: input.value, isActive: input.status });
      service.invalidate();
    },
  };
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;
