import type { ColumnType, Generated, Selectable } from 'kysely';

// Tables owned by the casino module (migration 0006-casino), merged into db/schema.ts's Database.

export interface CasinoProvidersTable {
  /** mainProviderId of the provider's games. */
  id: number;
  /** Our provider id (contract providers.ts ProviderId: 'kasa', 'pragmatic', …). */
  key: string;
  /** providerName exactly as spec §7 routes it ('Pragmatic Play', 'Kasa Originals', …). */
  name: string;
  sort_order: number;
}

export interface CasinoGamesTable {
  code: string;
  name: string;
  provider_id: number;
  system: string;
  product_id: string | null;
  /** Main casino category (systemCategory). */
  category_id: number | null;
  game_type: string;
  is_live: boolean;
  /** RTP in hundredths of a percent (9650 = 96.50 %), null when not published. */
  rtp_bp: number | null;
  volatility: string | null;
  /** Comma-separated tags. */
  tags: string;
  is_new: boolean;
  is_featured: boolean;
  /** Higher = more popular (the lobby's default order). */
  popularity: number;
  /** Seed order, the tie-breaker. */
  sort_order: number;
  /** The name folded for search (lower case, Turkish letters folded, punctuation removed). */
  search_name: string;
  is_active: boolean;
  updated_at: Date;
  /** An operator switched the game off (never written by the seed: migration 0054). */
  operator_disabled: Generated<boolean>;
  /** An operator's featured choice; null = the catalog's `is_featured`. */
  operator_featured: Generated<boolean | null>;
}

export interface CasinoCategoriesTable {
  id: number;
  name_tr: string;
  name_en: string;
  /** Comma-separated lobby pages (LobbyPage) the category shows on. */
  slug_list: string;
  /** Null → the generated default image. */
  image_url: string | null;
  sort_order: number;
}

export interface CasinoCategoryGamesTable {
  category_id: number;
  game_code: string;
  sort_order: number;
}

/** An operator's choices on a category (migration 0059; never written by the seed). */
export interface CasinoCategoryOverridesTable {
  category_id: number;
  /** Place in the lobby menu; null = the catalog's. */
  position: number | null;
  hidden: boolean;
  /** Comma-separated game codes in the operator's order; null = the catalog's. */
  game_order: string | null;
  updated_at: Date;
}

export interface CasinoFavoritesTable {
  player_id: string;
  game_code: string;
  created_at: Date;
}

export interface CasinoRecentGamesTable {
  player_id: string;
  game_code: string;
  last_played_at: Date;
  play_count: ColumnType<number, number | undefined, number>;
}

export type CasinoGameRow = Selectable<CasinoGamesTable>;
export type CasinoProviderRow = Selectable<CasinoProvidersTable>;
export type CasinoCategoryRow = Selectable<CasinoCategoriesTable>;

export interface CasinoTables {
  casino_providers: CasinoProvidersTable;
  casino_games: CasinoGamesTable;
  casino_categories: CasinoCategoriesTable;
  casino_category_games: CasinoCategoryGamesTable;
  casino_category_overrides: CasinoCategoryOverridesTable;
  casino_favorites: CasinoFavoritesTable;
  casino_recent_games: CasinoRecentGamesTable;
}
