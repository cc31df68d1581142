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

/** Usernames by player id (the back office's lists of other modules' rows; unknown ids left out). */
export async function usernamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
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
 * Takes one login attempt before the password is checked, in one statement (docs/decisions/0420): counts it as a
 * failure and, when it is the `maxFailures`-th, locks the account until `lockUntil` at once, so parallel attempts
 * behind it are refused without a check. A lock that has ended starts the count again. Returns the attempts counted
 * so far (this one included), or null when the account is locked (nothing written). A right password then clears the
 * count and the lock (`clearLoginFailures`).
 */
export async function reserveLoginAttempt(
  db: Db,
  id: string,
  maxFailures: number,
  lockUntil: Date,
  now: Date,
): Promise<number | null> {
  const next = sql<number>`(case when locked_until is not null and locked_until <= ${now}::timestamptz then 1 else failed_logins + 1 end)`;
  const row = await db
    .updateTable('players')
    .set({
      failed_logins: next,
      locked_until: sql<Date | null>`case when ${next} >= ${maxFailures} then ${lockUntil}::timestamptz when locked_until <= ${now}::timestamptz then null else locked_until end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row?.failed_logins ?? null;
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

/** E-mail addresses are unique regardless of case (index on lower(email)). */
export function findByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
    .executeTakeFirst();
}

/** Sets or lifts an operator's lock (docs/decisions/0440); the row, or undefined for an unknown player. */
export function setOperatorLock(
  db: Db,
  id: string,
  lockedAt: Date | null,
  note: string | null,
  now: Date,
): Promise<{ id: string } | undefined> {
  return db
    .updateTable('players')
    .set({ operator_locked_at: lockedAt, operator_lock_note: note, updated_at: now })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export async function insertAudit(
  db: Db,
  row: { playerId: string; actor: string; action: string; detail: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .insertInto('player_audit')
    .values({
      player_id: row.playerId,
      actor: row.actor,
      action: row.action,
      detail: JSON.stringify(row.detail),
      created_at: row.now,
    })
    .execute();
}

export function listAudit(db: Db, playerId: string) {
  return db
    .selectFrom('player_audit')
    .select(['action', 'actor', 'detail', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .execute();
}
