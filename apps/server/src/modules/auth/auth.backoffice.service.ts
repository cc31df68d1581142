import type { Db } from '../../db/create-db.ts';

// The auth module's reads for the back office (modules/backoffice, docs/decisions/0510).

/** The player's site sessions, newest first (a revoked or expired one is ended; `ended_at` is its revocation). */
export function playerSessions(db: Db, playerId: string, take: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'revoked_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
}

/** When each player's latest session began. */
export async function lastLogins(db: Db, playerIds: readonly string[]): Promise<Map<string, Date>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['player_id', (eb) => eb.fn.max('created_at').as('last')])
    .where('player_id', 'in', playerIds)
    .groupBy('player_id')
    .execute();
  return new Map(rows.map((r) => [r.player_id, new Date(r.last as Date)]));
}
