import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { GameSessionsTable } from './providers.table.ts';

export async function insertSession(db: Db, values: Insertable<GameSessionsTable>): Promise<string> {
  const row = await db.insertInto('game_sessions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('game_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Ends a session once (a second revoke keeps the first time). */
export async function revoke(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every open game session of a player (a password change or reset ended the site sessions). */
export async function revokeAllOfPlayer(db: Db, playerId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('game_sessions')
    .set({ revoked_at: now })
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
