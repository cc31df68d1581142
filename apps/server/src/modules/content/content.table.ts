// Tables owned by the content module (migration 0010-content.ts), merged into db/schema.ts's Database.
// Texts come in pairs per language (_tr, _en); HTML columns hold sanitised HTML only (content.sanitize.ts).

export type LinkTarget = '_self' | '_blank';

/** Banner slider items (spec §3). `slug` is the carousel ('home', 'casino', 'live-casino'); `code` names the art. */
export interface ContentBannersTable {
  id: number;
  code: string;
  slug: string;
  url: string;
  target: LinkTarget;
  /** Image URLs: default, ≥1200 px, ≥992 px. */
  image_default: string;
  image_1200: string;
  image_992: string;
  title_tr: string;
  title_en: string;
  text_tr: string;
  text_en: string;
  is_active: boolean;
  sort_order: number;
  valid_from: Date | null;
  valid_to: Date | null;
  updated_at: Date;
}

export type PromotionCategoryColumn = 'casino' | 'sports' | 'bonus';

export interface ContentPromotionsTable {
  id: number;
  code: string;
  category: PromotionCategoryColumn;
  title_tr: string;
  title_en: string;
  summary_tr: string;
  summary_en: string;
  description_tr: string;
  description_en: string;
  terms_tr: string;
  terms_en: string;
  /** JSON text: Array<{ type: number; url: string }>; a `{locale}` in a url is replaced by the request's language. */
  images: string;
  bonus_definition_id: number | null;
  cta_url: string | null;
  is_active: boolean;
  sort_order: number;
  valid_from: Date | null;
  valid_to: Date | null;
  updated_at: Date;
}

/** Footer columns (spec §3 categoryList). */
export interface ContentCategoriesTable {
  id: number;
  title_tr: string;
  title_en: string;
  sort_order: number;
}

export interface ContentPagesTable {
  id: number;
  category_id: number;
  title_tr: string;
  title_en: string;
  summary_tr: string;
  summary_en: string;
  body_tr: string;
  body_en: string;
  is_active: boolean;
  sort_order: number;
  updated_at: Date;
}

/** Promotional popups; the newest active one is served. */
export interface ContentPopupsTable {
  id: number;
  title_tr: string;
  title_en: string;
  image_default: string;
  image_1200: string;
  image_992: string;
  link_url: string;
  link_target: LinkTarget;
  is_active: boolean;
  updated_at: Date;
}

export interface ContentTables {
  content_banners: ContentBannersTable;
  content_promotions: ContentPromotionsTable;
  content_categories: ContentCategoriesTable;
  content_pages: ContentPagesTable;
  content_popups: ContentPopupsTable;
}
