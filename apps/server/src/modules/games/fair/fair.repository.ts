import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/create-db.ts';
import type { FairGameName, FairRoundRow, FairRoundsTable, FairSeedRow } from './fair.table.ts';

// All SQL of the provably fair games. Plain functions taking the database or a transaction first.

/** The player's active (unrevealed) pair: at most one, by a partial unique index. */
const activeSeed = (db: Db, playerId: string) =>
  db.selectFrom('fair_seeds').selectAll().where('player_id', '=', playerId).where('revealed_at', 'is', null);

export function findActiveSeed(db: Db, playerId: string): Promise<FairSeedRow | undefined> {
  return activeSeed(db, playerId).executeTakeFirst();
}

/** The active pair, locked for the rest of the transaction: bets, rotation and client seed changes queue here. */
export function lockActiveSeed(db: Db, playerId: string): Promise<FairSeedRow | undefined> {
  return activeSeed(db, playerId).forUpdate().executeTakeFirst();
}

export interface NewSeed {
  playerId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  now: Date;
}

const insertSeedQuery = (db: Db, values: NewSeed) =>
  db.insertInto('fair_seeds').values({
    player_id: values.playerId,
    server_seed: values.serverSeed,
    server_seed_hash: values.serverSeedHash,
    client_seed: values.clientSeed,
    created_at: values.now,
  });

/** Creates the player's active pair unless one exists (the partial unique index decides a race). */
export async function insertSeedIfNone(db: Db, values: NewSeed): Promise<void> {
  await insertSeedQuery(db, values)
    .onConflict((oc) => oc.column('player_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

export function insertSeed(db: Db, values: NewSeed): Promise<FairSeedRow> {
  return insertSeedQuery(db, values).returningAll().executeTakeFirstOrThrow();
}

export function revealSeed(db: Db, seedId: string, now: Date): Promise<FairSeedRow> {
  return db
    .updateTable('fair_seeds')
    .set({ revealed_at: now })
    .where('id', '=', seedId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes the active pair's nonce: one UPDATE … RETURNING that locks the row for the rest of the transaction (bets,
 * rotation and client seed changes of the player queue here) and answers the row with the NEXT nonce stored.
 */
export function incrementNonce(db: Db, playerId: string): Promise<FairSeedRow | undefined> {
  return db
    .updateTable('fair_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function setClientSeed(db: Db, seedId: string, clientSeed: string): Promise<FairSeedRow> {
  return db
    .updateTable('fair_seeds')
    .set({ client_seed: clientSeed })
    .where('id', '=', seedId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSeed(db: Db, seedId: string): Promise<FairSeedRow | undefined> {
  return db.selectFrom('fair_seeds').selectAll().where('id', '=', seedId).executeTakeFirst();
}

export function findSeeds(db: Db, seedIds: string[]): Promise<FairSeedRow[]> {
  if (seedIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('fair_seeds').selectAll().where('id', 'in', seedIds).execute();
}

export function listRevealedSeeds(db: Db, playerId: string, limit: number): Promise<FairSeedRow[]> {
  return db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function insertRound(db: Db, values: Insertable<FairRoundsTable>): Promise<FairRoundRow> {
  return db.insertInto('fair_rounds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateRound(db: Db, id: string, patch: Updateable<FairRoundsTable>): Promise<FairRoundRow> {
  return db
    .updateTable('fair_rounds')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A player's round, locked: concurrent reveals and cash-outs of one Mines round run one after another. */
export function lockRound(db: Db, playerId: string, roundId: string): Promise<FairRoundRow | undefined> {
  return db
    .selectFrom('fair_rounds')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockRoundById(db: Db, id: string): Promise<FairRoundRow | undefined> {
  return db.selectFrom('fair_rounds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The player's open round of `game` (at most one per game), or of any game when none is given. */
export function findOpenRound(
  db: Db,
  playerId: string,
  game?: FairGameName,
): Promise<FairRoundRow | undefined> {
  let query = db
    .selectFrom('fair_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', 'open');
  if (game) query = query.where('game', '=', game);
  return query.executeTakeFirst();
}

export function listRounds(
  db: Db,
  playerId: string,
  game: FairGameName,
  limit: number,
): Promise<FairRoundRow[]> {
  return db
    .selectFrom('fair_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game', '=', game)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listRoundsOfSeed(db: Db, seedId: string): Promise<FairRoundRow[]> {
  return db.selectFrom('fair_rounds').selectAll().where('seed_id', '=', seedId).orderBy('id').execute();
}

/** Open rounds without a move since `before` (the abandon sweep). */
export function listStaleOpenRounds(db: Db, before: Date, limit: number): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('fair_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** What kasa_fair_instant_round answers (migration 0042): applied, or why nothing was written. */
export type OneCallAnswer =
  | {
      outcome: 'applied';
      roundRowId: string;
      betId: string;
      winId: string;
      cashAfter: string;
      bonusAfter: string;
    }
  | { outcome: 'unauthorized' | 'locked' | 'stale' };

/** A settled instant round in one database call (decision 0180): its own commit, outside any transaction. */
export async function runInstantRound(db: Db, args: Record<string, unknown>): Promise<OneCallAnswer> {
  const { rows } = await sql<{ answer: OneCallAnswer }>`
    select kasa_fair_instant_round(${JSON.stringify(args)}::jsonb) as answer`.execute(db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('kasa_fair_instant_round returned no row');
  return typeof answer === 'string' ? (JSON.parse(answer) as OneCallAnswer) : answer;
}
