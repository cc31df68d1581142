import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { AccountActivityTable, ResetCodeRow, SessionRow, SessionsTable } from './auth.table.ts';

// ---- sessions ----

export async function insertSession(db: Db, values: Insertable<SessionsTable>): Promise<SessionRow> {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findOpenSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** Revokes the player's open sessions, all of them or all but `keepSessionId`. */
export async function revokeSessions(
  db: Db,
  playerId: string,
  reason: string,
  now: Date,
  keepSessionId: string | null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- account activity ----

export async function insertActivity(db: Db, values: Insertable<AccountActivityTable>): Promise<void> {
  await db.insertInto('account_activity').values(values).execute();
}

/** The player's activities, newest first, with the state of the session each one belongs to. */
export function listActivity(db: Db, playerId: string, skip: number, take: number) {
  return db
    .selectFrom('account_activity as a')
    .leftJoin('sessions as s', 's.id', 'a.session_id')
    .select([
      'a.id',
      'a.type',
      'a.session_id',
      'a.ip',
      'a.user_agent',
      'a.fingerprint',
      'a.created_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('a.player_id', '=', playerId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
}

export async function countActivity(db: Db, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('account_activity')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// ---- password reset codes (one live code per player; a new request replaces it) ----

export async function replaceResetCode(
  db: Db,
  playerId: string,
  codeHash: string,
  now: Date,
  expiresAt: Date,
) {
  await db
    .insertInto('password_reset_codes')
    .values({
      player_id: playerId,
      code_hash: codeHash,
      created_at: now,
      expires_at: expiresAt,
      attempts: 0,
      used_at: null,
    })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        code_hash: codeHash,
        created_at: now,
        expires_at: expiresAt,
        attempts: 0,
        used_at: null,
      }),
    )
    .execute();
}

/** Reads the code row locked for the rest of the transaction, so attempts and use are counted exactly once. */
export function findResetCodeForUpdate(tx: Db, playerId: string): Promise<ResetCodeRow | undefined> {
  return tx
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countResetAttempt(tx: Db, playerId: string): Promise<void> {
  await tx
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('player_id', '=', playerId)
    .execute();
}

export async function markResetCodeUsed(tx: Db, playerId: string, now: Date): Promise<void> {
  await tx
    .updateTable('password_reset_codes')
    .set({ used_at: now })
    .where('player_id', '=', playerId)
    .execute();
}
