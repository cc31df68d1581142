import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type {
  CasinoCategoriesTable,
  CasinoCategoryOverridesTable,
  CasinoCategoryRow,
  CasinoGameRow,
  CasinoGamesTable,
  CasinoProviderRow,
  CasinoProvidersTable,
} from './casino.table.ts';

// All SQL of the casino module.

export async function upsertProviders(db: Db, rows: CasinoProvidersTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('casino_providers')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        key: eb.ref('excluded.key'),
        name: eb.ref('excluded.name'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

export async function upsertCategories(db: Db, rows: CasinoCategoriesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('casino_categories')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name_tr: eb.ref('excluded.name_tr'),
        name_en: eb.ref('excluded.name_en'),
        slug_list: eb.ref('excluded.slug_list'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

export async function upsertGames(
  db: Db,
  rows: Omit<CasinoGamesTable, 'operator_disabled' | 'operator_featured'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('casino_games')
    .values(rows)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        provider_id: eb.ref('excluded.provider_id'),
        system: eb.ref('excluded.system'),
        product_id: eb.ref('excluded.product_id'),
        category_id: eb.ref('excluded.category_id'),
        game_type: eb.ref('excluded.game_type'),
        is_live: eb.ref('excluded.is_live'),
        rtp_bp: eb.ref('excluded.rtp_bp'),
        volatility: eb.ref('excluded.volatility'),
        tags: eb.ref('excluded.tags'),
        is_new: eb.ref('excluded.is_new'),
        is_featured: eb.ref('excluded.is_featured'),
        popularity: eb.ref('excluded.popularity'),
        sort_order: eb.ref('excluded.sort_order'),
        search_name: eb.ref('excluded.search_name'),
        is_active: eb.ref('excluded.is_active'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Seeded games no longer in the seed are switched off (never deleted: favourites and history refer to them). */
export async function deactivateGamesExcept(db: Db, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .updateTable('casino_games')
    .set({ is_active: false })
    .where('code', 'not in', codes)
    .where('is_active', '=', true)
    .execute();
}

/** Makes each seeded category hold exactly the listed games, in order (safe when two nodes start at once). */
export async function replaceCategoryGames(
  db: Db,
  rows: Array<{ category_id: number; game_code: string; sort_order: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('casino_category_games')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['category_id', 'game_code'])
        .doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })),
    )
    .execute();
  for (const categoryId of new Set(rows.map((r) => r.category_id))) {
    const codes = rows.filter((r) => r.category_id === categoryId).map((r) => r.game_code);
    await db
      .deleteFrom('casino_category_games')
      .where('category_id', '=', categoryId)
      .where('game_code', 'not in', codes)
      .execute();
  }
}

export interface CatalogRows {
  providers: CasinoProviderRow[];
  categories: CasinoCategoryRow[];
  games: CasinoGameRow[];
  memberships: Array<{ category_id: number; game_code: string; sort_order: number }>;
  overrides: CasinoCategoryOverrideRow[];
}

export type CasinoCategoryOverrideRow = Omit<CasinoCategoryOverridesTable, 'updated_at'>;

export async function loadCatalog(db: Db): Promise<CatalogRows> {
  const [providers, categories, games, memberships, overrides] = await Promise.all([
    db.selectFrom('casino_providers').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('casino_categories').selectAll().orderBy('sort_order').execute(),
    db
      .selectFrom('casino_games')
      .selectAll()
      .where('is_active', '=', true)
      .where('operator_disabled', '=', false)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('casino_category_games')
      .select(['category_id', 'game_code', 'sort_order'])
      .orderBy('category_id')
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('casino_category_overrides')
      .select(['category_id', 'position', 'hidden', 'game_order'])
      .execute(),
  ]);
  return { providers, categories, games, memberships, overrides };
}

// ---- favourites ----

export async function favoriteCodes(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('casino_favorites')
    .select('game_code')
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('game_code')
    .execute();
  return rows.map((r) => r.game_code);
}

/** Removes the favourite; true when there was one. */
export async function removeFavorite(db: Db, playerId: string, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('casino_favorites')
    .where('player_id', '=', playerId)
    .where('game_code', '=', code)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addFavorite(db: Db, playerId: string, code: string, now: Date): Promise<void> {
  await db
    .insertInto('casino_favorites')
    .values({ player_id: playerId, game_code: code, created_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'game_code']).doNothing())
    .execute();
}

// ---- recently played ----

export async function touchRecent(db: Db, playerId: string, code: string, now: Date): Promise<void> {
  await db
    .insertInto('casino_recent_games')
    .values({ player_id: playerId, game_code: code, last_played_at: now, play_count: 1 })
    .onConflict((oc) =>
      oc.columns(['player_id', 'game_code']).doUpdateSet({
        last_played_at: now,
        play_count: sql`casino_recent_games.play_count + 1`,
      }),
    )
    .execute();
}

export async function recentCodes(db: Db, playerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('casino_recent_games')
    .select('game_code')
    .where('player_id', '=', playerId)
    .orderBy('last_played_at', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_code);
}

// ---- operators (the back office's casino screen) ----

/** Every game of the catalog (switched off by an operator or not), in the catalog's order. */
export function listCatalogGamesForOps(db: Db) {
  return db
    .selectFrom('casino_games')
    .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
    .select([
      'casino_games.code',
      'casino_games.name',
      'casino_providers.name as provider',
      'casino_games.category_id',
      'casino_games.is_live',
      'casino_games.rtp_bp',
      'casino_games.is_featured',
      'casino_games.operator_disabled',
      'casino_games.operator_featured',
      'casino_games.popularity',
      'casino_games.sort_order',
    ])
    .where('casino_games.is_active', '=', true)
    .orderBy('casino_games.sort_order')
    .execute();
}

/** The operator's switches on one game; false when the catalog has no such game. */
export async function setOperatorFlags(
  db: Db,
  code: string,
  flags: { operator_disabled?: boolean; operator_featured?: boolean | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('casino_games')
    .set({ ...flags, updated_at: now })
    .where('code', '=', code)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Casino (docs/decisions/0560): the operator's category overrides.

/** Every game of the catalog with its provider and the operator's switch (for the categories screen). */
export function listGameNamesForOps(db: Db) {
  return db
    .selectFrom('casino_games')
    .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
    .select([
      'casino_games.code',
      'casino_games.name',
      'casino_providers.name as provider',
      'casino_games.operator_disabled',
    ])
    .where('casino_games.is_active', '=', true)
    .execute();
}

/** Sets each listed category's place (null: the catalog's), keeping its other choices. */
export async function setCategoryPositions(
  db: Db,
  positions: Array<{ category_id: number; position: number | null }>,
  now: Date,
): Promise<void> {
  if (positions.length === 0) return;
  await db
    .insertInto('casino_category_overrides')
    .values(positions.map((p) => ({ ...p, hidden: false, game_order: null, updated_at: now })))
    .onConflict((oc) =>
      oc.column('category_id').doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Sets one category's hidden flag and/or game order (null: the catalog's), keeping its other choices. */
export async function setCategoryOverride(
  db: Db,
  categoryId: number,
  change: { hidden?: boolean; game_order?: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('casino_category_overrides')
    .values({
      category_id: categoryId,
      position: null,
      hidden: change.hidden ?? false,
      game_order: change.game_order ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('category_id').doUpdateSet({ ...change, updated_at: now }))
    .execute();
}
