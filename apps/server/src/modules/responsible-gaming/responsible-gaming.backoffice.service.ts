import type { Db } from '../../db/create-db.ts';

// Player protection's reads for the back office (modules/backoffice, docs/decisions/0510).

/** Requests to reopen an account waiting for an operator. */
export async function countPendingReopen(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rg_reopen_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const NAMES = { timeout: 'timeout', self_exclusion: 'self-excluded', closed: 'closed' } as const;

/** The block in force for each player (none when absent): timeout, self-excluded or closed, and until when. */
export async function blocksOf(db: Db, playerIds: readonly string[], now: Date) {
  const result = new Map<string, { protection: string; until: Date | null }>();
  if (playerIds.length === 0) return result;
  const rows = await db
    .selectFrom('rg_players')
    .select(['player_id', 'block_kind', 'block_until'])
    .where('player_id', 'in', playerIds)
    .where('block_kind', 'is not', null)
    .execute();
  for (const row of rows) {
    // A time-out simply ends; an ended self-exclusion or closure stays closed until an operator reopens it.
    if (row.block_kind === 'timeout' && row.block_until !== null && row.block_until <= now) continue;
    result.set(row.player_id, { protection: NAMES[row.block_kind!], until: row.block_until });
  }
  return result;
}
