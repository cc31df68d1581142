import {
  CasinoMedia,
  PROVIDER_LOGO_COUNT,
  type CasinoCategory,
  type CasinoGame,
  type CasinoHistoryData,
  type CasinoRound,
  type GameProvider,
  type GameType,
  type LobbyData,
  LobbyPage,
  type LobbySort,
  type OpsCasinoCategories,
  type OpsCasinoCategoryOrder,
  type OpsCasinoCategoryUpdate,
  type OpsCasinoGame,
  type OpsCasinoGameUpdate,
  type ProviderLogo,
  type Volatility,
} from '@kasa/contract/casino';
import type { Locale } from '@kasa/contract/constants';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AppEventBus } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GameHistoryQuery, GameWalletService } from '../providers/game-wallet.service.ts';
import type { LaunchInput, ProviderRegistry } from '../providers/provider-registry.service.ts';
import { artVersion, categorySvg, gameTileSvg, providerLogoSvg, type Motif } from './casino.art.ts';
import { ALL_GAMES, CATEGORIES, FOOTER_STUDIOS, PROVIDERS } from './casino.catalog.ts';
import * as repo from './casino.repository.ts';
import { foldForSearch } from './casino.search.ts';

/** What the casino needs from the provider layer (modules/providers): which providers are set up, and a launch. */
export type ProviderPort = Pick<ProviderRegistry, 'isConfigured' | 'launch'>;
export type { LaunchInput };

/** A game in the catalog, as kept in memory. */
export interface CatalogGame {
  code: string;
  name: string;
  providerId: number;
  providerKey: string;
  providerName: string;
  system: string;
  productId: string | null;
  categoryId: number | null;
  type: GameType;
  isLive: boolean;
  rtp: number | null;
  volatility: Volatility | null;
  tags: string[];
  isNew: boolean;
  isFeatured: boolean;
  popularity: number;
  sortOrder: number;
  searchName: string;
  imageUrl: string;
  svg: string;
}

interface CatalogCategory {
  id: number;
  nameTr: string;
  nameEn: string;
  slugList: string[];
  imageUrl: string;
  svg: string;
  /** In the order the lobby shows them: the operator's (docs/decisions/0560), else the catalog's. */
  gameCodes: string[];
  /** The catalog's members in the catalog's order (most popular first). */
  catalogGameCodes: string[];
  /** Hidden by an operator: never shown on the player site (kept here for the back office and the artwork). */
  hidden: boolean;
  customGameOrder: boolean;
}

interface CatalogProvider {
  id: number;
  key: string;
  name: string;
  sortOrder: number;
}

interface Catalog {
  providers: CatalogProvider[];
  providersByName: Map<string, CatalogProvider>;
  games: CatalogGame[];
  gamesByCode: Map<string, CatalogGame>;
  /** In lobby order: the operator's (docs/decisions/0560), else the catalog's. */
  categories: CatalogCategory[];
  customCategoryOrder: boolean;
}

/** Launch calls of spec §7 and ours, and the provider each one is for. */
export type LaunchCall =
  | { providerName: 'Pragmatic Play' | 'Digitain'; code: string }
  | { providerName: 'EveryMatrix'; code: string; productId: string | null }
  | { providerName: 'Amusnet' | 'Kasa Originals'; code: string; isMobile: boolean }
  | {
      providerName: 'Egt Digital' | 'Hub88';
      code: string;
      isMobile: boolean;
      language: string;
      lobbyUrl: string;
    }
  | { providerName: 'SoftGamings'; code: string; system: string; isMobile: boolean };

const RECENT_LIMIT = 24;
const DEFAULT_MOTIF: Record<GameType, Motif> = {
  slot: 'seven',
  crash: 'plane',
  table: 'cards',
  instant: 'dice',
  live: 'roulette',
  bingo: 'bingo',
  tvbet: 'tv',
};
const DEFAULT_COLORS: [string, string, string] = ['#111827', '#374151', '#fbbf24'];
const DEFAULT_CATEGORY_IMAGE = '/media/categories/default.svg';

export interface CasinoServiceDeps {
  db: Db;
  clock: Clock;
  providers: ProviderPort;
  gameWallet: Pick<GameWalletService, 'history' | 'round'>;
  /** RTPs the in-house games declare (their modules' exact values), by game code; overrides the seed. */
  originalsRtp?: Record<string, number>;
  /** 'casino.changed': an operator's switch here re-reads the catalog on every node. */
  events?: Pick<AppEventBus, 'publish' | 'subscribe'>;
}

export function createCasinoService({
  db,
  clock,
  providers,
  gameWallet,
  originalsRtp = {},
  events,
}: CasinoServiceDeps) {
  let catalog: Catalog | null = null;
  // Another node's operator switched a game: re-read the catalog here too (this node's own change refreshes at once).
  events?.subscribe('casino.changed', (_change, { local }) => {
    if (!local) void refresh();
  });
  const seedByCode = new Map(ALL_GAMES.map((g) => [g.code, g]));
  const seedCategory = new Map(CATEGORIES.map((c) => [c.id, c]));

  /** Upserts the seeded providers, categories and games (idempotent; every start), then loads the catalog. */
  async function seed(): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      await repo.upsertProviders(
        tx,
        PROVIDERS.map((p, i) => ({ id: p.id, key: p.key, name: p.name, sort_order: i + 1 })),
      );
      await repo.upsertCategories(
        tx,
        CATEGORIES.map((c, i) => ({
          id: c.id,
          name_tr: c.tr,
          name_en: c.en,
          slug_list: c.pages.join(','),
          image_url: null,
          sort_order: (i + 1) * 10,
        })),
      );
      const providerId = new Map(PROVIDERS.map((p) => [p.key, p.id]));
      await repo.upsertGames(
        tx,
        ALL_GAMES.map((g, i) => {
          const rtp = originalsRtp[g.code] ?? g.rtp;
          return {
            code: g.code,
            name: g.name,
            provider_id: providerId.get(g.provider)!,
            system: g.system ?? g.provider,
            product_id: g.productId ?? null,
            category_id: g.categories[0] ?? null,
            game_type: g.type,
            is_live: g.live ?? false,
            rtp_bp: rtp === null ? null : Math.round(rtp * 100),
            volatility: g.volatility ?? null,
            tags: g.tags.join(','),
            is_new: g.isNew ?? false,
            is_featured: g.featured ?? false,
            popularity: g.popularity,
            sort_order: i + 1,
            search_name: foldForSearch(g.name),
            is_active: true,
            updated_at: now,
          };
        }),
      );
      await repo.deactivateGamesExcept(
        tx,
        ALL_GAMES.map((g) => g.code),
      );
      const memberships = CATEGORIES.flatMap((c) =>
        ALL_GAMES.filter((g) => g.categories.includes(c.id))
          .sort((a, b) => b.popularity - a.popularity)
          .map((g, i) => ({ category_id: c.id, game_code: g.code, sort_order: i + 1 })),
      );
      await repo.replaceCategoryGames(tx, memberships);
    });
    await refresh();
  }

  /** (Re)reads the catalog into memory: it changes only with a deploy (the seed), so every answer is served from it. */
  async function refresh(): Promise<void> {
    const rows = await repo.loadCatalog(db);
    const providerList: CatalogProvider[] = rows.providers.map((p) => ({
      id: p.id,
      key: p.key,
      name: p.name,
      sortOrder: p.sort_order,
    }));
    const providerById = new Map(providerList.map((p) => [p.id, p]));
    const games: CatalogGame[] = [];
    for (const row of rows.games) {
      const provider = providerById.get(row.provider_id);
      if (!provider) continue;
      const seeded = seedByCode.get(row.code);
      const type = row.game_type as GameType;
      const svg = gameTileSvg({
        code: row.code,
        name: row.name,
        providerName: provider.name,
        motif: seeded?.motif ?? DEFAULT_MOTIF[type],
        colors: seeded?.colors ?? DEFAULT_COLORS,
        isLive: row.is_live,
        isNew: row.is_new,
        isOriginal: provider.key === 'kasa',
      });
      games.push({
        code: row.code,
        name: row.name,
        providerId: provider.id,
        providerKey: provider.key,
        providerName: provider.name,
        system: row.system,
        productId: row.product_id,
        categoryId: row.category_id,
        type,
        isLive: row.is_live,
        rtp: row.rtp_bp === null ? null : row.rtp_bp / 100,
        volatility: (row.volatility as Volatility | null) ?? null,
        tags: row.tags ? row.tags.split(',') : [],
        isNew: row.is_new,
        isFeatured: row.operator_featured ?? row.is_featured,
        popularity: row.popularity,
        sortOrder: row.sort_order,
        searchName: row.search_name,
        imageUrl: `${CasinoMedia.game(row.code)}?v=${artVersion(svg)}`,
        svg,
      });
    }
    const overrides = new Map(rows.overrides.map((o) => [o.category_id, o]));
    const categories: CatalogCategory[] = rows.categories.map((c) => {
      const seeded = seedCategory.get(c.id);
      const svg = categorySvg(c.id, seeded?.motif ?? 'star', seeded?.colors ?? DEFAULT_COLORS);
      const override = overrides.get(c.id);
      const catalogGameCodes = rows.memberships.filter((m) => m.category_id === c.id).map((m) => m.game_code);
      return {
        id: c.id,
        nameTr: c.name_tr,
        nameEn: c.name_en,
        slugList: c.slug_list ? c.slug_list.split(',') : [],
        imageUrl: c.image_url ?? `${CasinoMedia.category(c.id)}?v=${artVersion(svg)}`,
        svg,
        gameCodes: applyOrder(catalogGameCodes, override?.game_order ?? null),
        catalogGameCodes,
        hidden: override?.hidden ?? false,
        customGameOrder: override?.game_order != null,
      };
    });
    // The operator's menu order: placed categories by their place, the rest after them in the catalog's order.
    const position = (id: number) => overrides.get(id)?.position ?? Number.MAX_SAFE_INTEGER;
    const customCategoryOrder = rows.overrides.some((o) => o.position !== null);
    if (customCategoryOrder) categories.sort((a, b) => position(a.id) - position(b.id));
    catalog = {
      providers: providerList,
      providersByName: new Map(providerList.map((p) => [p.name, p])),
      games,
      gamesByCode: new Map(games.map((g) => [g.code, g])),
      categories,
      customCategoryOrder,
    };
  }

  /** The operator's order over the catalog's members: listed ones first (members only), then new ones in order. */
  function applyOrder(catalogCodes: string[], operatorOrder: string | null): string[] {
    if (operatorOrder === null) return catalogCodes;
    const members = new Set(catalogCodes);
    const listed = operatorOrder.split(',').filter((code) => members.delete(code));
    return [...listed, ...catalogCodes.filter((code) => members.has(code))];
  }

  /** The categories players see (an operator's hidden ones left out), in lobby order. */
  const shownCategories = () => current().categories.filter((c) => !c.hidden);

  function current(): Catalog {
    if (!catalog) throw new Error('casino catalog not loaded');
    return catalog;
  }

  const visible = (game: CatalogGame) => providers.isConfigured(game.providerName);

  function toGame(game: CatalogGame, favorites: ReadonlySet<string>): CasinoGame {
    return {
      gameCode: game.code,
      name: game.name,
      providerName: game.providerName,
      mainProviderId: game.providerId,
      system: game.system,
      productId: game.productId,
      systemCategory: game.categoryId,
      imageUrl: game.imageUrl,
      isLive: game.isLive,
      type: game.type,
      rtp: game.rtp,
      volatility: game.volatility,
      tags: game.tags,
      isNew: game.isNew,
      isFeatured: game.isFeatured,
      isFavorite: favorites.has(game.code),
    };
  }

  async function favoriteSet(playerId: string | null): Promise<Set<string>> {
    return new Set(playerId ? await repo.favoriteCodes(db, playerId) : []);
  }

  const byPopularity = (a: CatalogGame, b: CatalogGame) =>
    b.popularity - a.popularity || a.sortOrder - b.sortOrder;
  const providerOrder = (a: CatalogGame, b: CatalogGame) => {
    const providersByName = current().providersByName;
    return (
      (providersByName.get(a.providerName)?.sortOrder ?? 0) -
      (providersByName.get(b.providerName)?.sortOrder ?? 0)
    );
  };
  const comparators: Record<LobbySort, (a: CatalogGame, b: CatalogGame) => number> = {
    popular: byPopularity,
    new: (a, b) => Number(b.isNew) - Number(a.isNew) || byPopularity(a, b),
    name: (a, b) => a.name.localeCompare(b.name, 'tr') || a.sortOrder - b.sortOrder,
    rtp: (a, b) => (b.rtp ?? -1) - (a.rtp ?? -1) || byPopularity(a, b),
  };

  function categoryName(category: CatalogCategory, locale: Locale): string {
    return locale === 'en' ? category.nameEn : category.nameTr;
  }

  function toProvider(provider: CatalogProvider, gameCount: number): GameProvider {
    return {
      id: provider.id,
      name: provider.name,
      slug: provider.key,
      logoUrl: CasinoMedia.provider(provider.key),
      gameCount,
    };
  }

  /** A game of the catalog as the back office's casino screen shows it. */
  async function gamesForOps(): Promise<OpsCasinoGame[]> {
    const rows = await repo.listCatalogGamesForOps(db);
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      provider: row.provider,
      categoryId: row.category_id,
      isLive: row.is_live,
      rtp: row.rtp_bp === null ? null : row.rtp_bp / 100,
      enabled: !row.operator_disabled,
      featured: row.operator_featured ?? row.is_featured,
      operatorFeatured: row.operator_featured,
      popularity: row.popularity,
      sortOrder: row.sort_order,
    }));
  }

  // Casino (docs/decisions/0560): the operator's categories.

  /** Every category in lobby order with its games in order (hidden ones and switched-off games included). */
  async function categoriesForOps(): Promise<OpsCasinoCategories> {
    const names = new Map((await repo.listGameNamesForOps(db)).map((g) => [g.code, g]));
    const { categories, customCategoryOrder } = current();
    return {
      customOrder: customCategoryOrder,
      categories: categories.map((c) => ({
        id: c.id,
        nameTr: c.nameTr,
        nameEn: c.nameEn,
        pages: c.slugList,
        hidden: c.hidden,
        customGameOrder: c.customGameOrder,
        games: c.gameCodes.flatMap((code) => {
          const game = names.get(code);
          return game
            ? [{ code, name: game.name, provider: game.provider, enabled: !game.operator_disabled }]
            : [];
        }),
      })),
    };
  }

  /** After an operator's change: this node's catalog at once, every other node through the relayed event. */
  async function changed(code: string): Promise<void> {
    await refresh();
    events?.publish('casino.changed', { code });
  }

  const hasDuplicates = (values: ReadonlyArray<unknown>) => new Set(values).size !== values.length;

  return {
    seed,
    refresh,
    gamesForOps,
    categoriesForOps,

    /**
     * Operator: the categories' order in the lobby menu — every category id once (400 e.categoryOrderMismatch
     * otherwise, nothing changed), or null for the catalog's order. Survives restarts (the seed never writes it).
     */
    async setCategoryOrder(
      update: OpsCasinoCategoryOrder,
    ): Promise<{ before: OpsCasinoCategories; after: OpsCasinoCategories }> {
      const before = await categoriesForOps();
      const known = current().categories.map((c) => c.id);
      if (update.ids !== null) {
        const ids = update.ids;
        if (hasDuplicates(ids) || ids.length !== known.length || !known.every((id) => ids.includes(id)))
          throw badRequest('e.categoryOrderMismatch');
      }
      await repo.setCategoryPositions(
        db,
        known.map((id) => ({ category_id: id, position: update.ids ? update.ids.indexOf(id) + 1 : null })),
        clock.now(),
      );
      await changed('categories');
      return { before, after: await categoriesForOps() };
    },

    /**
     * Operator: hide or show a category, or order its games — every game of the category once (400
     * e.categoryGamesMismatch otherwise), or null for the catalog's order. Unknown category: 404.
     */
    async setCategory(
      id: number,
      update: OpsCasinoCategoryUpdate,
    ): Promise<{
      before: OpsCasinoCategories['categories'][number];
      after: OpsCasinoCategories['categories'][number];
    }> {
      const category = current().categories.find((c) => c.id === id);
      if (!category) throw new AppError(404, 'e.categoryNotFound');
      const games = update.games;
      if (games) {
        const members = category.catalogGameCodes;
        if (
          hasDuplicates(games) ||
          games.length !== members.length ||
          !members.every((code) => games.includes(code))
        )
          throw badRequest('e.categoryGamesMismatch');
      }
      const before = (await categoriesForOps()).categories.find((c) => c.id === id)!;
      await repo.setCategoryOverride(
        db,
        id,
        {
          ...(update.hidden !== undefined ? { hidden: update.hidden } : {}),
          ...(games !== undefined ? { game_order: games === null ? null : games.join(',') } : {}),
        },
        clock.now(),
      );
      await changed(`category:${id}`);
      const after = (await categoriesForOps()).categories.find((c) => c.id === id)!;
      return { before, after };
    },

    /** The providers of the catalog: configured or not, and their games (the back office; never a secret). */
    async providersForOps() {
      const games = await repo.listGameNamesForOps(db);
      return current().providers.map((p) => {
        const own = games.filter((g) => g.provider === p.name);
        return {
          id: p.key,
          name: p.name,
          configured: providers.isConfigured(p.name),
          gameCount: own.length,
          enabledCount: own.filter((g) => !g.operator_disabled).length,
        };
      });
    },

    /**
     * Operator: switch a game off or on (off: gone from the lobby, search and launch at once, on every node) or set
     * its featuring (null gives it back to the catalog's). The seed never writes these, so a restart keeps them.
     */
    async setGameFlags(
      code: string,
      update: OpsCasinoGameUpdate,
    ): Promise<{ before: OpsCasinoGame; after: OpsCasinoGame }> {
      const before = (await gamesForOps()).find((game) => game.code === code);
      if (!before) throw new AppError(404, 'e.gameNotFound');
      await repo.setOperatorFlags(
        db,
        code,
        {
          ...(update.enabled !== undefined ? { operator_disabled: !update.enabled } : {}),
          ...(update.featured !== undefined ? { operator_featured: update.featured } : {}),
        },
        clock.now(),
      );
      await changed(code);
      const after = (await gamesForOps()).find((game) => game.code === code)!;
      return { before, after };
    },

    /** casino/games: games whose name matches (case- and Turkish-insensitive), live or not, paged; grouped by provider. */
    async searchGames(
      input: { search: string; live: boolean; skip: number; take: number },
      playerId: string | null,
    ): Promise<CasinoGame[][]> {
      const query = foldForSearch(input.search);
      const words = query.split(' ').filter(Boolean);
      const rank = (game: CatalogGame) =>
        game.searchName.startsWith(query)
          ? 0
          : game.searchName.split(' ').some((w) => w.startsWith(query))
            ? 1
            : 2;
      const found = current()
        .games.filter((g) => g.isLive === input.live && visible(g))
        .filter((g) => words.every((w) => g.searchName.includes(w)))
        .sort((a, b) => (query ? rank(a) - rank(b) : 0) || providerOrder(a, b) || byPopularity(a, b))
        .slice(input.skip, input.skip + input.take);
      const favorites = await favoriteSet(playerId);
      const groups: CasinoGame[][] = [];
      let last: string | null = null;
      for (const game of found) {
        if (game.providerName !== last) groups.push([]);
        groups[groups.length - 1]!.push(toGame(game, favorites));
        last = game.providerName;
      }
      return groups;
    },

    /** casino/categorygames: the visible games of any of the categories, in category order, each once. */
    async categoryGames(ids: number[], playerId: string | null): Promise<CasinoGame[]> {
      const { gamesByCode } = current();
      const categories = shownCategories();
      const seen = new Set<string>();
      const games: CatalogGame[] = [];
      for (const category of categories.filter((c) => ids.includes(c.id))) {
        for (const code of category.gameCodes) {
          const game = gamesByCode.get(code);
          if (game && !seen.has(code) && visible(game)) {
            seen.add(code);
            games.push(game);
          }
        }
      }
      const favorites = await favoriteSet(playerId);
      return games.map((g) => toGame(g, favorites));
    },

    /** casino/lobby: the page's categories with their visible games (filtered, sorted) and the page's providers. */
    async lobby(
      input: { page: LobbyPage; provider?: string | null | undefined; sort: LobbySort },
      playerId: string | null,
      locale: Locale,
    ): Promise<LobbyData> {
      const { gamesByCode, providers: providerList } = current();
      const categories = shownCategories();
      const favorites = await favoriteSet(playerId);
      const counts = new Map<string, Set<string>>();
      const result: CasinoCategory[] = [];
      for (const category of categories.filter((c) => c.slugList.includes(input.page))) {
        const games = category.gameCodes
          .map((code) => gamesByCode.get(code))
          .filter((g): g is CatalogGame => g !== undefined && visible(g));
        for (const game of games) {
          const set = counts.get(game.providerKey) ?? new Set<string>();
          set.add(game.code);
          counts.set(game.providerKey, set);
        }
        const shown = games.filter((g) => !input.provider || g.providerKey === input.provider);
        if (shown.length === 0) continue;
        result.push({
          id: category.id,
          name: categoryName(category, locale),
          slugList: category.slugList,
          imageUrl: category.imageUrl,
          // "popular" (the default) is the category's own order: the catalog's (most popular first) or the operator's.
          games: (input.sort === 'popular' ? shown : shown.sort(comparators[input.sort])).map((g) =>
            toGame(g, favorites),
          ),
        });
      }
      return {
        page: input.page,
        categories: result,
        providers: providerList
          .filter((p) => counts.has(p.key))
          .map((p) => toProvider(p, counts.get(p.key)!.size)),
      };
    },

    /** casino/providers: every provider with visible games. */
    providerList(): GameProvider[] {
      const { providers: providerList, games } = current();
      return providerList
        .map((p) => toProvider(p, games.filter((g) => g.providerKey === p.key && visible(g)).length))
        .filter((p) => p.gameCount > 0);
    },

    /** casino/togglefavorite: adds or removes; adding needs a game the player can see. */
    async toggleFavorite(
      playerId: string,
      code: string,
      providerId: number,
    ): Promise<{ isFavorite: boolean; favorites: string[] }> {
      const game = current().gamesByCode.get(code);
      if (!game || game.providerId !== providerId) throw new AppError(404, 'e.gameNotFound');
      const removed = await repo.removeFavorite(db, playerId, code);
      if (!removed) {
        if (!visible(game)) throw new AppError(404, 'e.gameNotFound');
        await repo.addFavorite(db, playerId, code, clock.now());
      }
      return { isFavorite: !removed, favorites: await repo.favoriteCodes(db, playerId) };
    },

    /** casino/favorites: the player's visible favourite games, newest first. */
    async favorites(playerId: string): Promise<CasinoGame[]> {
      const codes = await repo.favoriteCodes(db, playerId);
      const favorites = new Set(codes);
      const { gamesByCode } = current();
      return codes
        .map((c) => gamesByCode.get(c))
        .filter((g): g is CatalogGame => g !== undefined && visible(g))
        .map((g) => toGame(g, favorites));
    },

    /** casino/recent: the player's recently launched visible games, last played first. */
    async recent(playerId: string): Promise<CasinoGame[]> {
      const [codes, favorites] = await Promise.all([
        repo.recentCodes(db, playerId, RECENT_LIMIT),
        favoriteSet(playerId),
      ]);
      const { gamesByCode } = current();
      return codes
        .map((c) => gamesByCode.get(c))
        .filter((g): g is CatalogGame => g !== undefined && visible(g))
        .map((g) => toGame(g, favorites));
    },

    /**
     * Every launch call: the game (404 unknown), the call must be its provider's (400), the provider must be set up
     * (the provider layer's error), then the provider's launch; the game goes to the player's recently played.
     * Returns the address, or the markup (SoftGamings).
     */
    async launch(
      call: LaunchCall,
      context: { playerId: string; locale: Locale; clientIp: string },
    ): Promise<string> {
      const game = current().gamesByCode.get(call.code);
      if (!game) throw new AppError(404, 'e.gameNotFound');
      if (game.providerName !== call.providerName) throw badRequest('e.gameLaunchMismatch');
      if (call.providerName === 'SoftGamings' && call.system !== game.system)
        throw new AppError(404, 'e.gameNotFound');
      const language: Locale =
        'language' in call && (call.language === 'en' || call.language === 'tr')
          ? call.language
          : context.locale;
      const productId = ('productId' in call ? call.productId : null) ?? game.productId;
      const result = await providers.launch(game.providerName, {
        game: {
          code: game.code,
          productId,
          ...(game.providerName === 'SoftGamings' ? { system: game.system, pageCode: game.code } : {}),
        },
        player: { id: context.playerId },
        locale: language,
        isMobile: 'isMobile' in call ? call.isMobile : false,
        lobbyUrl: 'lobbyUrl' in call && call.lobbyUrl ? call.lobbyUrl : undefined,
        ip: context.clientIp,
      });
      await repo.touchRecent(db, context.playerId, game.code, clock.now());
      return result.kind === 'url' ? result.url : result.html;
    },

    /** casino/history: the game wallet's bets and wins with the game's and provider's names. */
    async history(playerId: string, query: GameHistoryQuery): Promise<CasinoHistoryData> {
      const data = await gameWallet.history(playerId, query);
      return { total: data.total, items: data.items.map((item) => ({ ...item, ...names(item) })) };
    },

    /** casino/round: one of the player's rounds (the game wallet's recall) with the names. */
    async round(playerId: string, provider: string, roundId: string): Promise<CasinoRound> {
      const data = await gameWallet.round(playerId, provider, roundId);
      return { ...data, ...names(data) };
    },

    /** A visible game by code (for other modules: menu items, content), null when unknown or hidden. */
    findGame(code: string): CasinoGame | null {
      const game = current().gamesByCode.get(code);
      return game && visible(game) ? toGame(game, new Set()) : null;
    },

    /** The bootstrap's casinoCategoryList (cms/grouped): every category with visible games, for guests. */
    categoryList(locale: Locale): CasinoCategory[] {
      const { gamesByCode } = current();
      return shownCategories()
        .map((category) => ({
          id: category.id,
          name: categoryName(category, locale),
          slugList: category.slugList,
          imageUrl: category.imageUrl || DEFAULT_CATEGORY_IMAGE,
          games: category.gameCodes
            .map((code) => gamesByCode.get(code))
            .filter((g): g is CatalogGame => g !== undefined && visible(g))
            .map((g) => toGame(g, new Set())),
        }))
        .filter((c) => c.games.length > 0);
    },

    /** The footer's 16 provider logos: our providers, then studios available through the aggregators. */
    providerLogos(): ProviderLogo[] {
      const { providers: providerList, gamesByCode } = current();
      const categories = shownCategories();
      // The lobby page where each provider has most visible games: its logo opens that page filtered by it.
      const perPage = new Map<string, Map<LobbyPage, Set<string>>>();
      for (const category of categories) {
        for (const code of category.gameCodes) {
          const game = gamesByCode.get(code);
          if (!game || !visible(game)) continue;
          const pages = perPage.get(game.providerKey) ?? new Map<LobbyPage, Set<string>>();
          for (const page of category.slugList) {
            if (!(LobbyPage as readonly string[]).includes(page)) continue;
            const set = pages.get(page as LobbyPage) ?? new Set<string>();
            set.add(code);
            pages.set(page as LobbyPage, set);
          }
          perPage.set(game.providerKey, pages);
        }
      }
      const lobbyPath = (key: string): string | null => {
        const pages = [...(perPage.get(key) ?? new Map<LobbyPage, Set<string>>()).entries()];
        if (pages.length === 0) return null;
        const [page] = pages.reduce((best, next) => (next[1].size > best[1].size ? next : best));
        return `/casino/${page}?provider=${encodeURIComponent(key)}`;
      };
      return [
        ...providerList.map((p) => ({
          name: p.name,
          url: CasinoMedia.provider(p.key),
          lobbyPath: lobbyPath(p.key),
        })),
        // Studios reached through the aggregators: none of their games is live here yet.
        ...FOOTER_STUDIOS.map((s) => ({ name: s.name, url: CasinoMedia.provider(s.slug), lobbyPath: null })),
      ].slice(0, PROVIDER_LOGO_COUNT);
    },

    // ---- media ----

    gameArt(code: string): string | null {
      return current().gamesByCode.get(code)?.svg ?? null;
    },
    categoryArt(id: number): string | null {
      return current().categories.find((c) => c.id === id)?.svg ?? null;
    },
    defaultCategoryArt(): string {
      return categorySvg(0, 'star', DEFAULT_COLORS);
    },
    providerArt(slug: string): string | null {
      return providerSvgs().get(slug) ?? null;
    },
  };

  function names(item: { gameCode: string; provider: string }): { gameName: string; providerName: string } {
    const game = current().gamesByCode.get(item.gameCode);
    const provider = current().providers.find((p) => p.key === item.provider);
    return {
      gameName: game?.name ?? item.gameCode,
      providerName: provider?.name ?? game?.providerName ?? item.provider,
    };
  }

  function providerSvgs(): Map<string, string> {
    if (!logoCache) {
      const ours: Array<[string, string, [string, string]]> = [
        ['kasa', 'Kasa Originals', ['#1a1033', '#facc15']],
        ['pragmatic', 'Pragmatic Play', ['#1f1300', '#fb923c']],
        ['egt', 'Egt Digital', ['#0b1f3a', '#60a5fa']],
        ['amusnet', 'Amusnet', ['#2a0a12', '#f43f5e']],
        ['everymatrix', 'EveryMatrix', ['#0f172a', '#38bdf8']],
        ['digitain', 'Digitain', ['#0a1f1a', '#34d399']],
        ['hub88', 'Hub88', ['#111111', '#a3e635']],
        ['softgamings', 'SoftGamings', ['#1e1033', '#c084fc']],
      ];
      logoCache = new Map([
        ...ours.map(([slug, name, colors]) => [slug, providerLogoSvg(name, colors)] as const),
        ...FOOTER_STUDIOS.map((s) => [s.slug, providerLogoSvg(s.name, s.colors)] as const),
      ]);
    }
    return logoCache;
  }
}

let logoCache: Map<string, string> | null = null;

export type CasinoService = ReturnType<typeof createCasinoService>;
