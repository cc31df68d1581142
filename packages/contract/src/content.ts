import { z } from 'zod';
import { str } from './text.ts';
import { ApiPath } from './api.ts';
import { envelope } from './envelope.ts';

// Content (issue 5; decisions in docs/decisions/0100-content-and-bootstrap.md): the start-up object `cms/grouped`
// (spec §3 "Start-up data"), promotions, content pages and the operator's content endpoints. Every text is served in
// the request's language (x-locale); HTML fields (promotion description/terms, page body) are sanitised by the server
// when stored, with the allow-list below, and the client sanitises again before rendering (defence in depth).

// ---------------------------------------------------------------------------------------------------------------
// Site options (spec §3: key, value, status). The bootstrap serves inactive options too, with status false: the client
// keeps only active ones and lower-cases the keys (so 'liveTv' is read as 'livetv').
// ---------------------------------------------------------------------------------------------------------------

/** Keys as stored and served (case as stored; the client lower-cases). */
export const SiteOptionKey = {
  telegram: 'telegram',
  twitter: 'twitter',
  instagram: 'instagram',
  /** Live TV application link (spec §2 menu "Live TV", settings key liveTv). */
  liveTv: 'liveTv',
  /** Live chat (spec §9): the widget is added only when both exist and are active. Seeded INACTIVE. */
  chatSiteId: 'chat-site-id',
  chatDivId: 'chat-div-id',
  domainCurrent: 'domain-current',
  domainNext: 'domain-next',
  /** Lira; also served as `trialBonusAmount` (0 when inactive). */
  trialBonusAmount: 'trial-bonus-amount',
  /** Footer support contacts: two on a messaging app (WhatsApp), two on a chat app (Telegram). Full URLs. */
  supportMessaging1: 'support-whatsapp-1',
  supportMessaging2: 'support-whatsapp-2',
  supportChat1: 'support-telegram-1',
  supportChat2: 'support-telegram-2',
  /** Footer: the regulator's licence-verification page and the game-supplier company site (new windows). */
  licenseVerification: 'license-verification',
  gameSupplier: 'game-supplier',
  /** Snowfall decoration on when this option is active (value '1'). */
  snowfall: 'snowfall',
  /** Top banner domain notice on `/` shown when this option is active (value '1'); its text uses domainStatus. */
  topBanner: 'top-banner',
} as const;
export type SiteOptionKey = (typeof SiteOptionKey)[keyof typeof SiteOptionKey];

export const SiteOption = z.object({ key: str(), value: str(), status: z.boolean() });
export type SiteOption = z.infer<typeof SiteOption>;

// ---------------------------------------------------------------------------------------------------------------
// Parts of the bootstrap
// ---------------------------------------------------------------------------------------------------------------

export const BootstrapLanguage = z.object({
  id: z.number().int(),
  name: str(),
  locale: z.enum(['tr', 'en']),
});
export type BootstrapLanguage = z.infer<typeof BootstrapLanguage>;

export const Translation = z.object({ key: str(), value: str() });
export type Translation = z.infer<typeof Translation>;

/** One image of a responsive set. */
export const ContentImage = z.object({ url: str() });
export type ContentImage = z.infer<typeof ContentImage>;

/**
 * Banner slider item (spec §3): images entry 0 default, entry 1 for ≥1200 px, entry 2 for ≥992 px. `slug` is the
 * carousel the item belongs to ('home', 'casino', 'live-casino'): the carousel's active slug filters the list.
 * `url` is a site path ('/promotions') or an absolute URL; `target` '_self' or '_blank'. title/text: the banner's
 * words in the request's language (alt text; the artwork already carries the headline).
 */
export const SliderItem = z.object({
  id: z.number().int(),
  slug: str(),
  url: str(),
  target: z.enum(['_self', '_blank']),
  title: str(),
  text: str(),
  images: z.array(ContentImage),
});
export type SliderItem = z.infer<typeof SliderItem>;

/** The home slider slug (other carousels: 'casino', 'live-casino'). */
export const SliderSlug = { home: 'home', casino: 'casino', liveCasino: 'live-casino' } as const;

/**
 * Promotional popup (spec §2): a linked responsive image, images as for slider items (default, ≥1200, ≥992).
 * `hash` changes whenever the popup's content changes: the client shows each hash once (remembered locally).
 * null = no active popup.
 */
export const Popup = z.object({
  id: z.number().int(),
  hash: str(),
  title: str(),
  images: z.array(ContentImage),
  link: z.object({ url: str(), target: z.enum(['_self', '_blank']) }),
});
export type Popup = z.infer<typeof Popup>;

/** Footer content item (spec §3): one link per item to /pages/{id}. */
export const FooterContentItem = z.object({ id: z.number().int(), title: str() });
export type FooterContentItem = z.infer<typeof FooterContentItem>;

/** Footer content category (spec §3 categoryList: id, content list); `title` is the column heading. */
export const ContentCategory = z.object({
  id: z.number().int(),
  title: str(),
  contentList: z.array(FooterContentItem),
});
export type ContentCategory = z.infer<typeof ContentCategory>;

export const DomainStatus = z.object({ current: str(), next: str() });
export type DomainStatus = z.infer<typeof DomainStatus>;

/** Game provider logo (spec §3: name, url; 16 in the footer). */
// lobbyPath: the lobby filtered by the provider, null while none of its games is live (casino.ts ProviderLogo).
export const ProviderLogo = z.object({ name: str(), url: str(), lobbyPath: str().nullable().default(null) });
export type ProviderLogo = z.infer<typeof ProviderLogo>;

/**
 * Casino category as the casino module serves it (spec §3: id, name, slugList, imageUrl, games). Owned by the casino
 * module; kept loose here (extra fields pass through) so the bootstrap does not pin the casino contract.
 */
export const BootstrapCasinoCategory = z.looseObject({
  id: z.number().int(),
  name: str(),
  slugList: z.array(str()),
  imageUrl: str().nullable(),
  games: z.array(z.unknown()),
});
export type BootstrapCasinoCategory = z.infer<typeof BootstrapCasinoCategory>;

/** EGT jackpot card (spec §3): instanceName, levelStats (exactly 4 shown). Owned by the jackpot module; loose here. */
export const BootstrapEgtJackpotCard = z.looseObject({
  instanceName: str(),
  levelStats: z.array(z.unknown()),
});
/** Amusnet-style jackpot card (spec §3: currentLevelI). Owned by the jackpot module; loose here. */
export const BootstrapJackpotCard = z.looseObject({ currentLevelI: z.number() });

/**
 * GET cms/grouped → the whole start-up object (spec §3), stored by the client under 'bootstrap'. Public; in the
 * request's language. Spec fields first, then ours (`providerLogos`: the footer's 16 logos, so no extra call).
 */
export const Bootstrap = z.object({
  casinoCategoryList: z.array(BootstrapCasinoCategory),
  language: z.array(BootstrapLanguage),
  translationList: z.array(Translation),
  siteOption: z.array(SiteOption),
  popup: Popup.nullable(),
  sliderList: z.array(SliderItem),
  categoryList: z.array(ContentCategory),
  domainStatus: DomainStatus,
  /** Lira; 0 = no trial bonus offered. */
  trialBonusAmount: z.number(),
  egtJackpotCards: z.array(BootstrapEgtJackpotCard),
  jackpotCards: z.array(BootstrapJackpotCard),
  providerLogos: z.array(ProviderLogo),
});
export type Bootstrap = z.infer<typeof Bootstrap>;
export const BootstrapResponse = envelope(Bootstrap);

// ---------------------------------------------------------------------------------------------------------------
// Promotions: GET cms/promotions → active promotions in sort order
// ---------------------------------------------------------------------------------------------------------------

/** Image types: 1 card (list, 16:9), 2 detail (dialog: type 2, else the first). */
export const PromotionImageType = { Card: 1, Detail: 2 } as const;
export type PromotionImageType = (typeof PromotionImageType)[keyof typeof PromotionImageType];

export const PromotionCategory = { Casino: 'casino', Sports: 'sports', Bonus: 'bonus' } as const;
export type PromotionCategory = (typeof PromotionCategory)[keyof typeof PromotionCategory];

export const Promotion = z.object({
  id: z.number().int(),
  category: z.enum(PromotionCategory),
  title: str(),
  /** One plain-text line for cards. */
  summary: str(),
  /** Sanitised HTML (spec §3 Promotion.description). */
  description: str(),
  /** Sanitised HTML: the promotion's terms (usually a list). */
  terms: str(),
  images: z.array(z.object({ type: z.number().int(), url: str() })),
  /** The bonus definition a player can request for it (bonus/request), or null. */
  bonusDefinitionId: z.number().int().nullable(),
  /** Where the call to action goes (site path or URL), or null. */
  ctaUrl: str().nullable(),
  /** UTC ISO 8601, or null = open-ended. */
  validTo: str().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;
export const PromotionsResponse = envelope(z.array(Promotion));

// ---------------------------------------------------------------------------------------------------------------
// Pages: GET cms/pages → list; GET cms/page?id=3 (also cms/page/3) → one page; unknown/inactive → 404 e.pageNotFound
// ---------------------------------------------------------------------------------------------------------------

export const ABOUT_US_PAGE_ID = 3;

export const ContentPageSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: str(),
  /** One plain-text line for the list. */
  summary: str(),
});
export type ContentPageSummary = z.infer<typeof ContentPageSummary>;
export const ContentPagesResponse = envelope(z.array(ContentPageSummary));

export const ContentPage = ContentPageSummary.extend({
  /** Sanitised HTML. */
  body: str(),
  /** UTC ISO 8601. */
  updatedAt: str(),
});
export type ContentPage = z.infer<typeof ContentPage>;
export const ContentPageResponse = envelope(ContentPage);

export const ContentPageRequest = z.object({ id: z.coerce.number().int().positive() });
export const contentPagePath = (id: number) => `${ApiPath.contentPage}?id=${id}`;

// ---------------------------------------------------------------------------------------------------------------
// Operator (an operator session with the content role, as /api/ops/…): create or update content; every save invalidates the bootstrap.
// POST /api/ops/content/promotions, /api/ops/content/pages, /api/ops/content/site-options. HTML is sanitised on save.
// ---------------------------------------------------------------------------------------------------------------

export const OpsContentPath = {
  /** POST: save one; GET: every promotion, active or not, both languages (the back office's list and editor). */
  promotions: 'ops/content/promotions',
  /** POST: save one; GET: every page, active or not, both languages. */
  pages: 'ops/content/pages',
  /** GET: the footer columns the pages belong to, both languages; POST: save one (no id: a new one). */
  categories: 'ops/content/categories',
  /** GET: the site's server-side texts, both languages side by side; POST: save one key's two texts. */
  translations: 'ops/content/translations',
  /** POST: set one; GET: every option, active or not. */
  siteOptions: 'ops/content/site-options',
  /** GET: the newest popup, active or not (null: none yet); POST: save it (no id: a new one). */
  popup: 'ops/content/popup',
  /** GET: every banner of every carousel, active or not; POST: save one (no id: a new one). */
  banners: 'ops/content/banners',
  /** POST: the order of one carousel's banners. */
  bannerOrder: 'ops/content/banners/order',
  /** POST (multipart, one `file` part): an image for a banner or the popup, checked by its bytes; answers its URL. */
  images: 'ops/content/images',
} as const;

const text = (max: number) => str().trim().min(1, 'v.required').max(max);
const html = str().max(100_000);
/** Images only from https or our /media (as in the HTML allow-list). */
const imageUrl = str()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/media\/)/i, 'v.invalid');
/** Links: a site path or an http(s) address — never javascript:, data: or protocol-relative. */
const linkUrl = str()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/(?!\/))/i, 'v.invalid');

/** id absent → created (the new id is returned); present → that promotion replaced (404 when unknown). */
export const OpsPromotionInput = z.object({
  id: z.number().int().positive().optional(),
  category: z.enum(PromotionCategory),
  titleTr: text(200),
  titleEn: text(200),
  summaryTr: str().trim().max(300).default(''),
  summaryEn: str().trim().max(300).default(''),
  descriptionTr: html,
  descriptionEn: html,
  termsTr: html.default(''),
  termsEn: html.default(''),
  images: z
    .array(z.object({ type: z.number().int().min(1).max(9), url: imageUrl }))
    .max(10)
    .default([]),
  bonusDefinitionId: z.number().int().positive().nullable().default(null),
  ctaUrl: linkUrl.nullable().default(null),
  validTo: z.iso.datetime().nullable().default(null),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(100),
});
export type OpsPromotionInput = z.input<typeof OpsPromotionInput>;

export const OpsPageInput = z.object({
  id: z.number().int().positive().optional(),
  categoryId: z.number().int().positive(),
  titleTr: text(200),
  titleEn: text(200),
  summaryTr: str().trim().max(300).default(''),
  summaryEn: str().trim().max(300).default(''),
  bodyTr: html,
  bodyEn: html,
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(100),
});
export type OpsPageInput = z.input<typeof OpsPageInput>;

export const OpsSiteOptionInput = z.object({
  key: str().trim().min(1).max(100),
  value: str().max(2000),
  status: z.boolean(),
});
export type OpsSiteOptionInput = z.input<typeof OpsSiteOptionInput>;

/** A promotion as stored, for the back office's editor: both languages, the sanitised HTML, active or not. */
export const OpsPromotionRecord = z.object({
  id: z.number().int(),
  category: z.enum(PromotionCategory),
  titleTr: str(),
  titleEn: str(),
  summaryTr: str(),
  summaryEn: str(),
  descriptionTr: str(),
  descriptionEn: str(),
  termsTr: str(),
  termsEn: str(),
  images: z.array(z.object({ type: z.number().int(), url: str() })),
  bonusDefinitionId: z.number().int().nullable(),
  ctaUrl: str().nullable(),
  validTo: str().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: str(),
});
export type OpsPromotionRecord = z.infer<typeof OpsPromotionRecord>;

/** What a save answers: the id and the stored (sanitised) HTML fields, so the operator sees what was kept. */
export const OpsSaved = z.object({ id: z.number().int(), stored: z.record(str(), str()) });
export type OpsSaved = z.infer<typeof OpsSaved>;

// Back-office content screens (docs/decisions/0550): pages, footer columns, site options, popup, banners, images.

/** A content page as stored, for the back office's editor: both languages, the sanitised body, active or not. */
export const OpsPageRecord = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  titleTr: str(),
  titleEn: str(),
  summaryTr: str(),
  summaryEn: str(),
  bodyTr: str(),
  bodyEn: str(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: str(),
});
export type OpsPageRecord = z.infer<typeof OpsPageRecord>;

/** A footer column (the pages' category). */
export const OpsCategoryRecord = z.object({
  id: z.number().int(),
  titleTr: str(),
  titleEn: str(),
  sortOrder: z.number().int(),
});
export type OpsCategoryRecord = z.infer<typeof OpsCategoryRecord>;

/** id absent → a new footer column; present → that column renamed or moved (404 when unknown). */
export const OpsCategoryInput = z.object({
  id: z.number().int().positive().optional(),
  titleTr: text(100),
  titleEn: text(100),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(100),
});
export type OpsCategoryInput = z.input<typeof OpsCategoryInput>;

/**
 * One server-side text in both languages: served in the bootstrap's translationList, where it overrides the site's
 * bundled text of the same key (e.g. 'header.login').
 */
export const OpsTranslationRecord = z.object({ key: str(), tr: str(), en: str() });
export type OpsTranslationRecord = z.infer<typeof OpsTranslationRecord>;

export const OpsTranslationInput = z.object({
  key: str()
    .trim()
    .min(1, 'v.required')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'v.invalid'),
  tr: text(2000),
  en: text(2000),
});
export type OpsTranslationInput = z.input<typeof OpsTranslationInput>;

const linkTarget = z.enum(['_self', '_blank']);
/** An optional image of a responsive set: empty → the default image is used. */
const optionalImage = z.union([z.literal(''), imageUrl]).default('');

/** The promotional popup as stored. */
export const OpsPopupRecord = z.object({
  id: z.number().int(),
  titleTr: str(),
  titleEn: str(),
  imageDefault: str(),
  image1200: str(),
  image992: str(),
  linkUrl: str(),
  linkTarget,
  isActive: z.boolean(),
  updatedAt: str(),
});
export type OpsPopupRecord = z.infer<typeof OpsPopupRecord>;

/** id absent → a new popup (the newest active one is served); present → that popup replaced (404 when unknown). */
export const OpsPopupInput = z.object({
  id: z.number().int().positive().optional(),
  titleTr: text(200),
  titleEn: text(200),
  imageDefault: imageUrl,
  image1200: optionalImage,
  image992: optionalImage,
  linkUrl: linkUrl,
  linkTarget: linkTarget.default('_self'),
  isActive: z.boolean().default(true),
});
export type OpsPopupInput = z.input<typeof OpsPopupInput>;

/** A carousel's slug: lower-case words joined by hyphens ('home', 'casino', 'live-casino'). */
const bannerSlug = str()
  .trim()
  .min(1, 'v.required')
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'v.invalid');

/** A banner as stored. */
export const OpsBannerRecord = z.object({
  id: z.number().int(),
  code: str(),
  slug: str(),
  url: str(),
  target: linkTarget,
  titleTr: str(),
  titleEn: str(),
  textTr: str(),
  textEn: str(),
  imageDefault: str(),
  image1200: str(),
  image992: str(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  validFrom: str().nullable(),
  validTo: str().nullable(),
  updatedAt: str(),
});
export type OpsBannerRecord = z.infer<typeof OpsBannerRecord>;

/** id absent → a new banner; present → that banner replaced (404 when unknown). */
export const OpsBannerInput = z.object({
  id: z.number().int().positive().optional(),
  slug: bannerSlug,
  url: linkUrl,
  target: linkTarget.default('_self'),
  titleTr: text(200),
  titleEn: text(200),
  textTr: str().trim().max(300).default(''),
  textEn: str().trim().max(300).default(''),
  imageDefault: imageUrl,
  image1200: optionalImage,
  image992: optionalImage,
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(100),
  validFrom: z.iso.datetime().nullable().default(null),
  validTo: z.iso.datetime().nullable().default(null),
});
export type OpsBannerInput = z.input<typeof OpsBannerInput>;

/** One carousel's banners in their new order (ids of that carousel; others keep theirs). */
export const OpsBannerOrderInput = z.object({
  slug: bannerSlug,
  ids: z.array(z.number().int().positive()).min(1).max(200),
});
export type OpsBannerOrderInput = z.input<typeof OpsBannerOrderInput>;

/**
 * Uploaded banner and popup images: PNG, JPEG or WebP by their bytes, at most 2 MB, between 300×100 and 4000×4000
 * pixels. Served at /media/content/<name> (only these: never any other stored file).
 */
export const CONTENT_IMAGE_RULES = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 300,
  minHeight: 100,
  maxWidth: 4_000,
  maxHeight: 4_000,
  maxMegapixels: 16,
  accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
} as const;

/** What an image upload answers: its public URL and what its bytes turned out to be. */
export const OpsContentImage = z.object({
  url: str(),
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type OpsContentImage = z.infer<typeof OpsContentImage>;

/** The image upload as the API document shows it. */
export const OpsContentImageBody = z.object({
  file: str().meta({
    format: 'binary',
    description: 'PNG, JPEG or WebP; at most 2 MB, 300×100 to 4000×4000 px',
  }),
});
