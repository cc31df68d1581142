import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type {
  ContentBannersTable,
  ContentCategoriesTable,
  ContentPagesTable,
  ContentPopupsTable,
  ContentPromotionsTable,
  ContentTables,
} from './content.table.ts';

type ContentTable = keyof ContentTables;

/** Seed rows inserted once by id: an existing row (maybe edited by an operator) is left alone. */
export async function insertMissing<T extends ContentTable>(
  db: Db,
  table: T,
  rows: Array<ContentTables[T]>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.column('id' as never).doNothing())
    .execute();
}

/** Active and inside its validity window at `now` (open ends allowed). */
const isLive = <T extends { valid_from: Date | null; valid_to: Date | null }>(row: T, now: Date) =>
  (row.valid_from === null || row.valid_from <= now) && (row.valid_to === null || row.valid_to > now);

export async function listLiveBanners(db: Db, now: Date): Promise<ContentBannersTable[]> {
  const rows = await db
    .selectFrom('content_banners')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('slug')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.filter((row) => isLive(row, now));
}

export async function listLivePromotions(db: Db, now: Date): Promise<ContentPromotionsTable[]> {
  const rows = await db
    .selectFrom('content_promotions')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.filter((row) => isLive(row, now));
}

/**
 * The next moment after `now` when a banner or promotion enters or leaves its window, or null: cached content built
 * at `now` is valid until then.
 */
export async function nextValidityChange(db: Db, now: Date): Promise<Date | null> {
  const bounds = await Promise.all(
    (['content_banners', 'content_promotions'] as const).map((table) =>
      db
        .selectFrom(table)
        .select([
          sql<Date | null>`min(case when valid_from > ${now} then valid_from end)`.as('next_from'),
          sql<Date | null>`min(case when valid_to > ${now} then valid_to end)`.as('next_to'),
        ])
        .where('is_active', '=', true)
        .executeTakeFirst(),
    ),
  );
  const times = bounds
    .flatMap((row) => [row?.next_from, row?.next_to])
    .filter((value): value is Date => value !== null && value !== undefined)
    .map((value) => new Date(value).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export function findPromotion(db: Db, id: number) {
  return db.selectFrom('content_promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every promotion, active or not, in the site's order (the back office's list). */
export function listAllPromotions(db: Db) {
  return db.selectFrom('content_promotions').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function listCategories(db: Db): Promise<ContentCategoriesTable[]> {
  return db.selectFrom('content_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('content_categories').select('id').where('id', '=', id).executeTakeFirst();
}

export function listActivePages(db: Db): Promise<ContentPagesTable[]> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('category_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findActivePage(db: Db, id: number) {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function findPage(db: Db, id: number) {
  return db.selectFrom('content_pages').select('id').where('id', '=', id).executeTakeFirst();
}

/** The newest active popup, or undefined. */
export function latestActivePopup(db: Db): Promise<ContentPopupsTable | undefined> {
  return db
    .selectFrom('content_popups')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The id for a new row of an operator-created item (seeded ids are fixed, so no identity sequence). */
export async function nextId(
  db: Db,
  table: 'content_promotions' | 'content_pages' | 'content_banners' | 'content_popups' | 'content_categories',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

export async function insertPromotion(db: Db, row: ContentPromotionsTable): Promise<void> {
  await db.insertInto('content_promotions').values(row).execute();
}

export async function updatePromotion(
  db: Db,
  id: number,
  row: Omit<ContentPromotionsTable, 'id' | 'code'>,
): Promise<boolean> {
  const result = await db.updateTable('content_promotions').set(row).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertPage(db: Db, row: ContentPagesTable): Promise<void> {
  await db.insertInto('content_pages').values(row).execute();
}

/**
 * Replaces one exact phrase in a page's body in one language, only where the body still holds it (an operator's own
 * wording is left alone) → whether the page changed.
 */
export async function replaceInPageBody(
  db: Db,
  id: number,
  column: 'body_tr' | 'body_en',
  was: string,
  now: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('content_pages')
    .set(column, sql<string>`replace(${sql.ref(column)}, ${was}, ${now})`)
    .set('updated_at', at)
    .where('id', '=', id)
    .where(sql<number>`strpos(${sql.ref(column)}, ${was})`, '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updatePage(db: Db, id: number, row: Omit<ContentPagesTable, 'id'>): Promise<boolean> {
  const result = await db.updateTable('content_pages').set(row).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One exact phrase of a seeded promotion's text replaced where the row still holds it (see SEEDED_PROMOTION_FIXES). */
export async function replaceInPromotion(
  db: Db,
  id: number,
  column: 'terms_tr' | 'terms_en',
  was: string,
  now: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('content_promotions')
    .set(column, sql<string>`replace(${sql.ref(column)}, ${was}, ${now})`)
    .set('updated_at', at)
    .where('id', '=', id)
    .where(sql<number>`strpos(${sql.ref(column)}, ${was})`, '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Back-office content screens (docs/decisions/0550): every row, active or not, and the saves.

/** Every page, active or not, by footer column then order (the back office's list). */
export function listAllPages(db: Db): Promise<ContentPagesTable[]> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .orderBy('category_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPageRow(db: Db, id: number) {
  return db.selectFrom('content_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every banner of every carousel, active or not, by carousel then order. */
export function listAllBanners(db: Db): Promise<ContentBannersTable[]> {
  return db
    .selectFrom('content_banners')
    .selectAll()
    .orderBy('slug')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findBanner(db: Db, id: number) {
  return db.selectFrom('content_banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertBanner(db: Db, row: ContentBannersTable): Promise<void> {
  await db.insertInto('content_banners').values(row).execute();
}

export async function updateBanner(
  db: Db,
  id: number,
  row: Omit<ContentBannersTable, 'id' | 'code'>,
): Promise<boolean> {
  const result = await db.updateTable('content_banners').set(row).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ids of one carousel's banners. */
export async function bannerIdsOf(db: Db, slug: string): Promise<number[]> {
  const rows = await db.selectFrom('content_banners').select('id').where('slug', '=', slug).execute();
  return rows.map((row) => row.id);
}

/** Sets sort_order 10, 20, 30… in the given order, in one transaction. */
export async function orderBanners(db: Db, ids: number[], at: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .updateTable('content_banners')
        .set({ sort_order: (index + 1) * 10, updated_at: at })
        .where('id', '=', id)
        .execute();
    }
  });
}

/** The newest popup, active or not (the one the editor edits), or undefined. */
export function latestPopup(db: Db): Promise<ContentPopupsTable | undefined> {
  return db.selectFrom('content_popups').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findPopup(db: Db, id: number) {
  return db.selectFrom('content_popups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPopup(db: Db, row: ContentPopupsTable): Promise<void> {
  await db.insertInto('content_popups').values(row).execute();
}

export async function updatePopup(db: Db, id: number, row: Omit<ContentPopupsTable, 'id'>): Promise<boolean> {
  const result = await db.updateTable('content_popups').set(row).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertCategory(db: Db, row: ContentCategoriesTable): Promise<void> {
  await db.insertInto('content_categories').values(row).execute();
}

export async function updateCategory(
  db: Db,
  id: number,
  row: Omit<ContentCategoriesTable, 'id'>,
): Promise<boolean> {
  const result = await db.updateTable('content_categories').set(row).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findCategoryRow(db: Db, id: number) {
  return db.selectFrom('content_categories').selectAll().where('id', '=', id).executeTakeFirst();
}
