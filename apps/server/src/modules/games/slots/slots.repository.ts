import type { Db } from '../../../db/create-db.ts';

export interface NewSlotRound {
  roundId: string;
  playerId: string;
  gameCode: string;
  bet: number;
  base: unknown;
  freeSpins: unknown[];
  jackpot: unknown;
  totalWin: number;
  now: Date;
}

export async function insertRound(db: Db, round: NewSlotRound): Promise<void> {
  await db
    .insertInto('slot_rounds')
    .values({
      round_id: round.roundId,
      player_id: round.playerId,
      game_code: round.gameCode,
      bet: String(round.bet),
      base: JSON.stringify(round.base),
      free_spins: JSON.stringify(round.freeSpins),
      fs_total: round.freeSpins.length,
      jackpot: round.jackpot === null ? null : JSON.stringify(round.jackpot),
      total_win: String(round.totalWin),
      created_at: round.now,
    })
    .execute();
}

/** The player's latest round of a game. */
export function latestRound(db: Db, playerId: string, gameCode: string) {
  return db
    .selectFrom('slot_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game_code', '=', gameCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A round whose free spins the player has not all been shown (at most one: a new spin waits for it). */
export function pendingFeature(db: Db, playerId: string, gameCode: string) {
  return db
    .selectFrom('slot_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game_code', '=', gameCode)
    .whereRef('fs_shown', '<', 'fs_total')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function lockRound(db: Db, playerId: string, roundId: string) {
  return db
    .selectFrom('slot_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markShown(db: Db, id: string, shown: number): Promise<void> {
  await db.updateTable('slot_rounds').set({ fs_shown: shown }).where('id', '=', id).execute();
}
