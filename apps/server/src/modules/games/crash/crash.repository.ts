import type { Db } from '../../../db/create-db.ts';
import * as lease from '../../../db/lease.ts';
import type {
  CrashBetRow,
  CrashBetStatusText,
  CrashChainRow,
  CrashPhaseText,
  CrashRoundRow,
} from './crash.table.ts';

// ---- the driver's lease ----

/** Takes or renews the lease for `holder` when it is free, lapsed or already ours; true when we hold it now. */
export const acquireLease = (db: Db, holder: string, now: Date, expiresAt: Date): Promise<boolean> =>
  lease.acquireLease(db, 'crash_driver_lease', 'driver', holder, now, expiresAt);

export const releaseLease = (db: Db, holder: string): Promise<void> =>
  lease.releaseLease(db, 'crash_driver_lease', 'driver', holder);

// ---- chains ----

export function currentChain(db: Db): Promise<CrashChainRow | undefined> {
  return db.selectFrom('crash_chains').selectAll().where('is_current', '=', true).executeTakeFirst();
}

export function findChain(db: Db, id: string): Promise<CrashChainRow | undefined> {
  return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listChains(db: Db): Promise<CrashChainRow[]> {
  return db.selectFrom('crash_chains').selectAll().orderBy('id', 'desc').limit(10).execute();
}

/** Inserts a current chain unless one exists (the partial unique index decides between racing nodes). */
export async function insertChain(
  db: Db,
  row: { seed: string; terminatingHash: string; salt: string; length: number; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('crash_chains')
    .values({
      seed: row.seed,
      terminating_hash: row.terminatingHash,
      salt: row.salt,
      length: row.length,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.column('is_current').where('is_current', '=', true).doNothing())
    .execute();
}

export async function retireChain(db: Db, id: string): Promise<void> {
  await db.updateTable('crash_chains').set({ is_current: false }).where('id', '=', id).execute();
}

/** Takes the chain's next position; undefined when it is used up. */
export async function takePosition(db: Db, chainId: string): Promise<number | undefined> {
  const row = await db
    .updateTable('crash_chains')
    .set((eb) => ({ next_position: eb('next_position', '+', 1) }))
    .where('id', '=', chainId)
    .where((eb) => eb('next_position', '<=', eb.ref('length')))
    .returning('next_position')
    .executeTakeFirst();
  return row ? row.next_position - 1 : undefined;
}

// ---- rounds ----

export function latestRound(db: Db, lock = false): Promise<CrashRoundRow | undefined> {
  let query = db.selectFrom('crash_rounds').selectAll().orderBy('id', 'desc').limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findRound(db: Db, id: string): Promise<CrashRoundRow | undefined> {
  return db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoundByHash(db: Db, hash: string): Promise<CrashRoundRow | undefined> {
  return db.selectFrom('crash_rounds').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export function findRoundAt(db: Db, chainId: string, position: number): Promise<CrashRoundRow | undefined> {
  return db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('position', '=', position)
    .executeTakeFirst();
}

export async function insertRound(
  db: Db,
  row: {
    chainId: string;
    position: number;
    hash: string;
    crashPoint: number;
    bettingOpensAt: Date;
    startsAt: Date;
    crashesAt: Date;
  },
): Promise<CrashRoundRow> {
  return db
    .insertInto('crash_rounds')
    .values({
      chain_id: row.chainId,
      position: row.position,
      hash: row.hash,
      crash_point: row.crashPoint,
      phase: 'betting',
      betting_opens_at: row.bettingOpensAt,
      starts_at: row.startsAt,
      crashes_at: row.crashesAt,
      crashed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPhase(
  db: Db,
  id: string,
  phase: CrashPhaseText,
  crashedAt: Date | null = null,
): Promise<CrashRoundRow> {
  return db
    .updateTable('crash_rounds')
    .set({ phase, crashed_at: crashedAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Crashed rounds, newest first (`before`: ids below it). */
export function listCrashedRounds(db: Db, take: number, before?: number): Promise<CrashRoundRow[]> {
  let query = db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('phase', '=', 'crashed')
    .orderBy('id', 'desc')
    .limit(take);
  if (before !== undefined) query = query.where('id', '<', String(before));
  return query.execute();
}

// ---- bets ----

export async function insertBet(
  db: Db,
  row: {
    roundId: string;
    playerId: string;
    playerLabel: string;
    slot: number;
    amount: number;
    autoCashout: number | null;
    placedAt: Date;
  },
): Promise<CrashBetRow> {
  return db
    .insertInto('crash_bets')
    .values({
      round_id: row.roundId,
      player_id: row.playerId,
      player_label: row.playerLabel,
      slot: row.slot,
      amount: String(row.amount),
      auto_cashout: row.autoCashout,
      status: 'open',
      cashout_multiplier: null,
      placed_at: row.placedAt,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The player's live (not cancelled) bet in a slot of a round, locked for settlement. */
export function findSlotBet(
  db: Db,
  roundId: string,
  playerId: string,
  slot: number,
): Promise<CrashBetRow | undefined> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('player_id', '=', playerId)
    .where('slot', '=', slot)
    .where('status', '<>', 'cancelled')
    .forUpdate()
    .executeTakeFirst();
}

export function roundBets(db: Db, roundId: string): Promise<CrashBetRow[]> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '<>', 'cancelled')
    .orderBy('id')
    .execute();
}

/** Open bets of a round, locked; `autoUpTo` → only those whose automatic cash-out is at or below it. */
export function openBets(db: Db, roundId: string, autoUpTo?: number): Promise<CrashBetRow[]> {
  let query = db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '=', 'open')
    .orderBy('id')
    .forUpdate();
  if (autoUpTo !== undefined) query = query.where('auto_cashout', '<=', autoUpTo);
  return query.execute();
}

export function playerRoundBets(db: Db, roundId: string, playerId: string): Promise<CrashBetRow[]> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('player_id', '=', playerId)
    .where('status', '<>', 'cancelled')
    .orderBy('slot')
    .execute();
}

export function playerSettledBets(db: Db, playerId: string, take: number): Promise<CrashBetRow[]> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', 'in', ['cashed', 'lost'])
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
}

export async function settleBet(
  db: Db,
  id: string,
  change: {
    status: CrashBetStatusText;
    cashoutMultiplier: number | null;
    isAuto: boolean;
    payout: number;
    settledAt: Date;
  },
): Promise<CrashBetRow> {
  return db
    .updateTable('crash_bets')
    .set({
      status: change.status,
      cashout_multiplier: change.cashoutMultiplier,
      is_auto: change.isAuto,
      payout: String(change.payout),
      settled_at: change.settledAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
