import { z } from 'zod';
import { str } from './text.ts';
import { PlatformCode } from './enums.ts';
import { envelope } from './envelope.ts';
import { GameHistoryItem, GameHistoryRequest, GameRoundData, GameRoundRequest } from './providers.ts';

// Casino catalog, lobby, favourites, launch calls and game history (issue 4; spec §3 Game / Casino category, §7).
// Paths are in api.ts (ApiPath). Amounts are Turkish lira (decimal numbers); the server keeps kuruş.
// Decisions where the spec is silent: docs/decisions/0090-casino-catalog.md.

/** Provider names exactly as spec §7 routes them, plus the in-house provider. */
export const ProviderName = {
  SoftGamings: 'SoftGamings',
  Hub88: 'Hub88',
  EgtDigital: 'Egt Digital',
  Amusnet: 'Amusnet',
  EveryMatrix: 'EveryMatrix',
  Digitain: 'Digitain',
  PragmaticPlay: 'Pragmatic Play',
  KasaOriginals: 'Kasa Originals',
} as const;
export type ProviderName = (typeof ProviderName)[keyof typeof ProviderName];

/** Which launch call (ApiPath key) opens a game of each provider. The web picks the call by the game's providerName. */
export const LaunchPathByProvider = {
  SoftGamings: 'softGamingsLaunch',
  Hub88: 'hub88Launch',
  'Egt Digital': 'egtLaunch',
  Amusnet: 'amusnetLaunch',
  EveryMatrix: 'everyMatrixLaunch',
  Digitain: 'digitainLaunch',
  'Pragmatic Play': 'pragmaticLaunch',
  'Kasa Originals': 'originalsLaunch',
} as const satisfies Record<ProviderName, string>;

/** Lobby pages of spec §2 (/casino/<page>). */
export const LobbyPage = ['live', 'slot', 'bingo', 'games', 'tvbets'] as const;
export type LobbyPage = (typeof LobbyPage)[number];

export const LobbySort = ['popular', 'new', 'name', 'rtp'] as const;
export type LobbySort = (typeof LobbySort)[number];

/** What kind of game it is (drives the tile badge and which lobby pages list it). */
export const GameType = ['slot', 'crash', 'table', 'instant', 'live', 'bingo', 'tvbet'] as const;
export type GameType = (typeof GameType)[number];

export const Volatility = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof Volatility)[number];

// CasinoCategoryId lives in enums.ts (no zod), so the web's first page can use it without the schemas.
export { CasinoCategoryId } from './enums.ts';

// ---- Game (spec §3: gameCode, name, providerName, mainProviderId, system, productId, systemCategory) ----

export const CasinoGame = z.object({
  gameCode: str(),
  name: str(),
  /** One of ProviderName (routes the launch call). */
  providerName: str(),
  /** The provider's numeric id (togglefavorite's providerId). */
  mainProviderId: z.number().int(),
  /** SoftGamings' system id of the game's studio; for other providers our provider id (ProviderId). */
  system: str(),
  /** EveryMatrix product id; null for other providers. */
  productId: z.union([z.number(), str()]).nullable(),
  /** The game's main casino category id (CasinoCategoryId). */
  systemCategory: z.number().int().nullable(),
  // Extras beyond the spec's fields:
  /** Generated artwork, e.g. /media/games/kasa-dice.svg (served by us, never hot-linked). */
  imageUrl: str(),
  isLive: z.boolean(),
  type: z.enum(GameType),
  /** Return to player in percent (e.g. 96.5), null when the provider does not publish it. */
  rtp: z.number().nullable(),
  volatility: z.enum(Volatility).nullable(),
  tags: z.array(str()),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  /** True when the signed-in caller has it in favourites; always false for guests. */
  isFavorite: z.boolean(),
});
export type CasinoGame = z.infer<typeof CasinoGame>;

// ---- Casino category (spec §3: id, name, slugList, imageUrl (default when missing), games) ----

export const CasinoCategory = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: str(),
  /** Lobby pages (LobbyPage) on which the category is shown. */
  slugList: z.array(str()),
  /** Generated image (/media/categories/<id>.svg); the default image when a category has none. */
  imageUrl: str(),
  games: z.array(CasinoGame),
});
export type CasinoCategory = z.infer<typeof CasinoCategory>;

export const GameProvider = z.object({
  /** mainProviderId */
  id: z.number().int(),
  name: str(),
  /** Our provider id (providers.ts ProviderId: 'kasa', 'pragmatic', …); casino/lobby's provider filter. */
  slug: str(),
  logoUrl: str(),
  /** Visible games on the page asked for (casino/lobby) or in all (casino/providers). */
  gameCount: z.number().int(),
});
export type GameProvider = z.infer<typeof GameProvider>;

/**
 * Footer logos (spec §3 "Game provider logo: name, url (16 entries)"). Ours: `lobbyPath`, the lobby filtered by the
 * provider on the page where it has most games, or null when none of its games is live yet ("coming soon",
 * docs/decisions/0350).
 */
export const ProviderLogo = z.object({ name: str(), url: str(), lobbyPath: str().nullable().default(null) });
export type ProviderLogo = z.infer<typeof ProviderLogo>;
export const PROVIDER_LOGO_COUNT = 16;

// ---- POST casino/games {search, live, skip, take} → data: array of arrays of games (flattened by the client) ----

export const CasinoGamesRequest = z.object({
  /** Matched against game names (case- and Turkish-insensitive); empty = every game. */
  search: str().max(100).default(''),
  /** isLive filter (spec: the Aviator menu item searches with live false). */
  live: z.boolean().default(false),
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(4),
});
export type CasinoGamesRequest = z.input<typeof CasinoGamesRequest>;
/** One inner array per provider, in provider order; the page (skip/take) is applied across the flattened list. */
export const CasinoGamesResponse = envelope(z.array(z.array(CasinoGame)));

// ---- POST casino/categorygames {systemCategory: [ids]} → games in any of the categories ----

export const CategoryGamesRequest = z.object({
  systemCategory: z.array(z.number().int()).min(1).max(20),
});
export type CategoryGamesRequest = z.input<typeof CategoryGamesRequest>;
export const CategoryGamesResponse = envelope(z.array(CasinoGame));

// ---- POST casino/togglefavorite {code, providerId} (auth) → s.favoriteAdded / s.favoriteRemoved ----

export const ToggleFavoriteRequest = z.object({
  code: str().min(1).max(100),
  providerId: z.number().int(),
});
export type ToggleFavoriteRequest = z.input<typeof ToggleFavoriteRequest>;
export const ToggleFavoriteData = z.object({
  isFavorite: z.boolean(),
  /** The player's favourite game codes after the toggle (spec §3 "Favourites: list of game codes"). */
  favorites: z.array(str()),
});
export type ToggleFavoriteData = z.infer<typeof ToggleFavoriteData>;
export const ToggleFavoriteResponse = envelope(ToggleFavoriteData);

// ---- POST casino/lobby {page, provider?, sort?} → the page's categories (with games) and its providers ----

export const LobbyRequest = z.object({
  page: z.enum(LobbyPage),
  /** Provider slug (GameProvider.slug) to filter by; absent = all. */
  provider: str().max(50).nullish(),
  sort: z.enum(LobbySort).default('popular'),
});
export type LobbyRequest = z.input<typeof LobbyRequest>;
export const LobbyData = z.object({
  page: z.enum(LobbyPage),
  /** Categories shown on the page, each with its visible games (sorted); empty categories are left out. */
  categories: z.array(CasinoCategory),
  /** Providers with at least one visible game on the page (before the provider filter). */
  providers: z.array(GameProvider),
});
export type LobbyData = z.infer<typeof LobbyData>;
export const LobbyResponse = envelope(LobbyData);

// ---- POST casino/favorites {} and casino/recent {} (auth) → games (favourites newest first; recent last played first) ----

export const PlayerGamesRequest = z.object({}).strip();
export type PlayerGamesRequest = z.input<typeof PlayerGamesRequest>;
export const PlayerGamesResponse = envelope(z.array(CasinoGame));

// ---- POST casino/providers {} → every provider with visible games ----

export const ProvidersRequest = z.object({}).strip();
export const ProvidersResponse = envelope(z.array(GameProvider));

// ---- Launch calls (spec §7), each needs login; data = the launch address or (SoftGamings) markup ----

const code = str().min(1).max(100);
const boolish = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const PragmaticLaunchRequest = z.object({ code });
export const DigitainLaunchRequest = z.object({ code });
export const EveryMatrixLaunchRequest = z.object({
  code,
  productId: z.union([z.number(), str()]).nullish(),
});
export const AmusnetLaunchRequest = z.object({ code, isMobile: boolish.default(false) });
/** casino/egtlaunchurl and casino/hub88launchurl. */
export const EgtLaunchRequest = z.object({
  platform: z.union([z.literal(PlatformCode.Desktop), z.literal(PlatformCode.Mobile)]),
  gameCode: code,
  language: str().min(2).max(10),
  lobbyUrl: str().max(500).default(''),
});
export const Hub88LaunchRequest = EgtLaunchRequest;
export const SoftGamingsLaunchRequest = z.object({
  system: str().min(1).max(50),
  pageCode: code,
  isMobile: z.union([z.literal(0), z.literal(1)]).default(0),
});
/** casino/originalslaunchurl: data is `/originals/<code>?session=<token>`. */
export const OriginalsLaunchRequest = z.object({ code, isMobile: boolish.default(false) });

export type PragmaticLaunchRequest = z.input<typeof PragmaticLaunchRequest>;
export type DigitainLaunchRequest = z.input<typeof DigitainLaunchRequest>;
export type EveryMatrixLaunchRequest = z.input<typeof EveryMatrixLaunchRequest>;
export type AmusnetLaunchRequest = z.input<typeof AmusnetLaunchRequest>;
export type EgtLaunchRequest = z.input<typeof EgtLaunchRequest>;
export type Hub88LaunchRequest = z.input<typeof Hub88LaunchRequest>;
export type SoftGamingsLaunchRequest = z.input<typeof SoftGamingsLaunchRequest>;
export type OriginalsLaunchRequest = z.input<typeof OriginalsLaunchRequest>;

/** data: an address to load in the game frame, or (SoftGamings) markup followed by a script. */
export const LaunchResponse = envelope(str());

// ---- POST casino/history {from?, to?, gameCode?, skip, take} (auth): /dashboard/game-history ----
// Built on the game wallet's history (providers.ts), each row enriched with the game's and the provider's names.

export const CasinoHistoryRequest = GameHistoryRequest;
export type CasinoHistoryRequest = z.input<typeof CasinoHistoryRequest>;

export const CasinoHistoryItem = GameHistoryItem.extend({
  /** The catalog's game name (the game code when the game is not in the catalog). */
  gameName: str(),
  /** Display name of the provider (a game's providerName, e.g. 'Kasa Originals'). */
  providerName: str(),
});
export type CasinoHistoryItem = z.infer<typeof CasinoHistoryItem>;
export const CasinoHistoryData = z.object({ total: z.number().int(), items: z.array(CasinoHistoryItem) });
export type CasinoHistoryData = z.infer<typeof CasinoHistoryData>;
export const CasinoHistoryResponse = envelope(CasinoHistoryData);

// ---- POST casino/round {provider, roundId} (auth): the round's recall, the player's own rounds only ----

export const CasinoRoundRequest = GameRoundRequest;
export type CasinoRoundRequest = z.input<typeof CasinoRoundRequest>;

export const CasinoRound = GameRoundData.extend({ gameName: str(), providerName: str() });
export type CasinoRound = z.infer<typeof CasinoRound>;
export const CasinoRoundResponse = envelope(CasinoRound);

// ---- Media (served outside /api by the casino module, long cache) ----

export const CasinoMedia = {
  game: (gameCode: string) => `/media/games/${gameCode}.svg`,
  category: (id: number) => `/media/categories/${id}.svg`,
  provider: (slug: string) => `/media/providers/${slug}.svg`,
} as const;

/** Artwork sizes (SVG viewBox): game tiles are portrait 3:4, category images 2:1, provider logos 3:1. */
export const CASINO_ART = {
  game: { width: 300, height: 400 },
  category: { width: 400, height: 200 },
  provider: { width: 240, height: 80 },
} as const;

// ---- operators: the casino screen of the back office (issue 13 §2) ----

export const OpsCasinoPath = {
  /** GET: every game of the catalog with the operator's switches. */
  games: 'ops/casino/games',
  /** POST {enabled?, featured?}: switch a game off or on, feature it or give it back to the catalog's choice. */
  game: 'ops/casino/games/:code',
  // Casino (docs/decisions/0560)
  /** GET: every category in lobby order with its games in order, hidden or not. */
  categories: 'ops/casino/categories',
  /** POST {ids: number[] | null}: the categories' order in the lobby menu (null: back to the catalog's). */
  categoryOrder: 'ops/casino/categories/order',
  /** POST {hidden?, games?: string[] | null}: hide or show a category, order its games (null: the catalog's). */
  category: 'ops/casino/categories/:id',
  /** GET: the jackpot pools (read-only). */
  jackpots: 'ops/casino/jackpots',
  /** GET: the game providers and whether each is configured (never a secret). */
  providers: 'ops/casino/providers',
} as const;

export const OpsCasinoGame = z.object({
  code: str(),
  name: str(),
  provider: str(),
  categoryId: z.number().int().nullable(),
  isLive: z.boolean(),
  rtp: z.number().nullable(),
  /** Shown in the lobby and launchable. */
  enabled: z.boolean(),
  /** In force: the operator's choice, else the catalog's. */
  featured: z.boolean(),
  /** The operator's choice (null: the catalog's default holds). */
  operatorFeatured: z.boolean().nullable(),
  popularity: z.number(),
  sortOrder: z.number().int(),
});
export type OpsCasinoGame = z.infer<typeof OpsCasinoGame>;

export const OpsCasinoGameParams = z.object({
  code: str().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, 'v.invalid'),
});

export const OpsCasinoGameUpdate = z
  .object({
    enabled: z.boolean().optional(),
    /** true / false: the operator's choice; null: back to the catalog's. */
    featured: z.boolean().nullable().optional(),
  })
  .refine((value) => value.enabled !== undefined || value.featured !== undefined, { message: 'v.required' });
export type OpsCasinoGameUpdate = z.infer<typeof OpsCasinoGameUpdate>;

// Casino (docs/decisions/0560): categories and their order, jackpots, providers.

export const OpsCasinoCategoryGame = z.object({
  code: str(),
  name: str(),
  provider: str(),
  /** Switched on by the operator (a game switched off keeps its place but is not shown). */
  enabled: z.boolean(),
});
export type OpsCasinoCategoryGame = z.infer<typeof OpsCasinoCategoryGame>;

export const OpsCasinoCategory = z.object({
  id: z.number().int(),
  nameTr: str(),
  nameEn: str(),
  /** Lobby pages (LobbyPage) it shows on. */
  pages: z.array(str()),
  /** Hidden by an operator: gone from the player site's lobby, menu and category games. */
  hidden: z.boolean(),
  /** The operator has ordered its games (false: the catalog's order, most popular first). */
  customGameOrder: z.boolean(),
  /** Its games in the order the lobby shows them ("popular" sort). */
  games: z.array(OpsCasinoCategoryGame),
});
export type OpsCasinoCategory = z.infer<typeof OpsCasinoCategory>;

export const OpsCasinoCategories = z.object({
  /** The operator has ordered the categories (false: the catalog's order). */
  customOrder: z.boolean(),
  /** In lobby order. */
  categories: z.array(OpsCasinoCategory),
});
export type OpsCasinoCategories = z.infer<typeof OpsCasinoCategories>;

export const OpsCasinoCategoryParams = z.object({
  id: z.coerce.number().int('v.invalid').positive('v.invalid').max(2_147_483_647, 'v.invalid'),
});

export const OpsCasinoCategoryOrder = z.object({
  /** Every category id, each once, in the new order; null gives the order back to the catalog. */
  ids: z.array(z.number().int()).max(200).nullable(),
});
export type OpsCasinoCategoryOrder = z.infer<typeof OpsCasinoCategoryOrder>;

export const OpsCasinoCategoryUpdate = z
  .object({
    hidden: z.boolean().optional(),
    /** Every game code of the category, each once, in the new order; null gives it back to the catalog's order. */
    games: z.array(str().min(1).max(100)).max(2000).nullable().optional(),
  })
  .refine((value) => value.hidden !== undefined || value.games !== undefined, { message: 'v.required' });
export type OpsCasinoCategoryUpdate = z.infer<typeof OpsCasinoCategoryUpdate>;

export const OpsJackpotLevel = z.object({
  instanceCode: str(),
  instanceName: str(),
  level: z.number().int(),
  name: str(),
  /** Lira now in the pool. */
  value: z.number(),
  /** Lira the level starts from and restarts from after a win. */
  seed: z.number(),
  /** Percent of every Kasa slots bet that goes to this level (e.g. 0.12). */
  contributionPercent: z.number(),
  winCount: z.number().int(),
  largestWin: z.number(),
  lastWinAt: str().nullable(),
  /** Lira paid by the last win, null when never won. */
  lastWinAmount: z.number().nullable(),
});
export type OpsJackpotLevel = z.infer<typeof OpsJackpotLevel>;

export const OpsCasinoProvider = z.object({
  /** Our provider id ('pragmatic'). */
  id: str(),
  name: str(),
  /** All its settings are present (Kasa Originals always); unconfigured providers' games are hidden. */
  configured: z.boolean(),
  /** Games of the catalog / of those switched on by operators. */
  gameCount: z.number().int(),
  enabledCount: z.number().int(),
});
export type OpsCasinoProvider = z.infer<typeof OpsCasinoProvider>;
