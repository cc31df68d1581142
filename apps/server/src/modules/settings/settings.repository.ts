import type { Db } from '../../db/create-db.ts';
import type { CountriesTable, SiteOptionsTable } from './settings.table.ts';

export function listCountries(db: Db) {
  return db.selectFrom('countries').select(['id', 'name_tr', 'name_en']).execute();
}

export function findCountry(db: Db, id: number) {
  return db
    .selectFrom('countries')
    .select(['id', 'name_tr', 'name_en'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Country names may be corrected by a later seed; ids never change. */
export async function upsertCountries(db: Db, rows: CountriesTable[]): Promise<void> {
  await db
    .insertInto('countries')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        code: eb.ref('excluded.code'),
        name_tr: eb.ref('excluded.name_tr'),
        name_en: eb.ref('excluded.name_en'),
      })),
    )
    .execute();
}

/** Options are inserted once: an operator's later change is never overwritten by a restart. */
export async function insertMissingSiteOptions(db: Db, rows: SiteOptionsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('site_options')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function insertMissingTranslations(
  db: Db,
  rows: Array<{ locale: string; key: string; value: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('translations')
    .values(rows)
    .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
    .execute();
}

/** An active site option's value, or undefined. */
export async function findActiveSiteOption(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_options')
    .select('value')
    .where('key', '=', key)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.value;
}

/** Every site option, active or not (the bootstrap serves both; the client keeps the active ones). */
export function listSiteOptions(db: Db) {
  return db.selectFrom('site_options').select(['key', 'value', 'is_active']).orderBy('key').execute();
}

/** An operator's change of one option (created when missing). */
export async function upsertSiteOption(db: Db, row: SiteOptionsTable): Promise<void> {
  await db
    .insertInto('site_options')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        is_active: eb.ref('excluded.is_active'),
      })),
    )
    .execute();
}

export function listTranslations(db: Db, locale: string) {
  return db
    .selectFrom('translations')
    .select(['key', 'value'])
    .where('locale', '=', locale)
    .orderBy('key')
    .execute();
}

/** Every server-side text in every language (the back office's translations screen, docs/decisions/0550). */
export function listAllTranslations(db: Db) {
  return db.selectFrom('translations').select(['locale', 'key', 'value']).orderBy('key').execute();
}

/** An operator's texts of one key, one row per language (created when missing). */
export async function upsertTranslations(
  db: Db,
  rows: Array<{ locale: string; key: string; value: string }>,
): Promise<void> {
  await db
    .insertInto('translations')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['locale', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}
