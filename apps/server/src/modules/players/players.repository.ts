import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { PlayerRow, PlayersTable } from './players.table.ts';

export async function insertPlayer(db: Db, values: Insertable<PlayersTable>): Promise<PlayerRow> {
  return db.insertInto('players').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless a unique index already holds the player (two nodes seeding at once) → the new id, or undefined. */
export async function insertPlayerIfMissing(
  db: Db,
  values: Insertable<PlayersTable>,
): Promise<string | undefined> {
  const row = await db
    .insertInto('players')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Usernames are unique regardless of case (index on lower(username)), so look them up the same way. */
export function findByUsername(db: Db, username: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`)
    .executeTakeFirst();
}

export function findById(db: Db, id: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only the lock-out of a player (the check before every game round). */
export function findLock(db: Db, id: string): Promise<{ locked_until: Date | null } | undefined> {
  return db.selectFrom('players').select('locked_until').where('id', '=', id).executeTakeFirst();
}

export async function findVerifiedPhoneOwner(db: Db, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('phone', '=', phone)
    .where('sms_verified', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * One more failed login, in a single statement so concurrent failures all count. Reaching `maxFailures` locks the
 * account until `lockUntil` and starts the count again. Returns the lock (possibly an old, expired one).
 */
export async function recordLoginFailure(
  db: Db,
  id: string,
  maxFailures: number,
  lockUntil: Date,
  now: Date,
): Promise<Date | null> {
  const row = await db
    .updateTable('players')
    .set({
      failed_logins: sql<number>`case when failed_logins + 1 >= ${maxFailures} then 0 else failed_logins + 1 end`,
      locked_until: sql<Date>`case when failed_logins + 1 >= ${maxFailures} then ${lockUntil}::timestamptz else locked_until end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

export async function clearLoginFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('players')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('failed_logins', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}

export async function setPasswordHash(db: Db, id: string, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('players')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setVerifiedPhone(db: Db, id: string, phone: string, now: Date): Promise<void> {
  await db
    .updateTable('players')
    .set({ phone, sms_verified: true, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Only writes when the language changed, so a login in the same language costs no row update. */
export async function setLocale(db: Db, id: string, locale: string): Promise<void> {
  await db
    .updateTable('players')
    .set({ locale })
    .where('id', '=', id)
    .where('locale', '<>', locale)
    .execute();
}
