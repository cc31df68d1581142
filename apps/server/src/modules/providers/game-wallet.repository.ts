import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import type { GameRoundRecord } from './game-wallet.types.ts';
import type { GameTxKind, GameTxStatus } from './providers.table.ts';

export interface NewGameTransaction {
  provider: string;
  externalId: string;
  kind: GameTxKind;
  playerId: string;
  gameCode: string;
  roundId: string;
  amount: number;
  requestHash: string;
  originalExternalId: string | null;
  status: GameTxStatus;
  createdAt: Date;
}

const claimValues = (row: NewGameTransaction) => ({
  provider: row.provider,
  external_id: row.externalId,
  kind: row.kind,
  player_id: row.playerId,
  game_code: row.gameCode,
  round_id: row.roundId,
  amount: String(row.amount),
  request_hash: row.requestHash,
  original_external_id: row.originalExternalId,
  status: row.status,
  created_at: row.createdAt,
});

/**
 * Inserts the transaction's row, or returns null when (provider, external id) is taken. On PostgreSQL a concurrent
 * insert of the same id waits here until the other transaction ends, so of two deliveries exactly one proceeds.
 */
export async function claim(db: Db, row: NewGameTransaction): Promise<string | null> {
  const inserted = await db
    .insertInto('game_transactions')
    .values(claimValues(row))
    .onConflict((oc) => oc.columns(['provider', 'external_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

const byExternalId = (db: Db, provider: string, externalId: string) =>
  db
    .selectFrom('game_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_id', '=', externalId);

export function find(db: Db, provider: string, externalId: string) {
  return byExternalId(db, provider, externalId).executeTakeFirst();
}

/** The same row, locked: a rollback and the transaction it cancels never change it at the same time. */
export function findForUpdate(db: Db, provider: string, externalId: string) {
  return byExternalId(db, provider, externalId).forUpdate().executeTakeFirst();
}

/** A game_rounds row to insert. */
const roundRow = (r: GameRoundRecord) => ({
  provider: r.provider,
  round_id: r.roundId,
  player_id: r.playerId,
  game_code: r.gameCode,
  stake: String(r.stake),
  payout: String(r.payout),
  status: r.status,
  detail: JSON.stringify(r.detail),
  created_at: r.createdAt,
  settled_at: r.settledAt,
});

/**
 * Claims several transactions in one insert (an instant round's bet and win); returns the ids of those claimed, the
 * others' (provider, external id) being taken.
 */
export async function claimAll(
  db: Db,
  rows: readonly NewGameTransaction[],
): Promise<Array<{ id: string; external_id: string }>> {
  return db
    .insertInto('game_transactions')
    .values(rows.map(claimValues))
    .onConflict((oc) => oc.columns(['provider', 'external_id']).doNothing())
    .returning(['id', 'external_id'])
    .execute();
}

/** Gives claimed ids back (their money was refused), so a caller's transaction goes on without them. */
export async function unclaim(db: Db, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('game_transactions').where('id', 'in', ids).execute();
}

/** Links game transactions to their ledger movements (a data-modifying WITH in front of a round's statement). */
function withLinks(
  db: Db,
  links: ReadonlyArray<{ id: string; ledgerTransactionId: string | null }>,
): QueryCreator<Database & { linked: { id: string } }> {
  const linked = links.filter((l) => l.ledgerTransactionId !== null);
  if (linked.length === 0)
    return db.with('linked', () => sql<{ id: string }>`(select null::bigint as id where false)`);
  const values = sql.join(linked.map((l) => sql`(${l.id}::bigint, ${l.ledgerTransactionId}::bigint)`));
  return db.with(
    'linked',
    () => sql<{ id: string }>`(update game_transactions as g set ledger_transaction_id = v.ledger
        from (values ${values}) as v (id, ledger) where g.id = v.id returning g.id)`,
  );
}

/** A rollback that cancelled something: the amount it gave back or took back, and its ledger movement. */
export async function setUndone(db: Db, id: string, amount: number, ledgerTransactionId: string | null) {
  await db
    .updateTable('game_transactions')
    .set({ amount: String(amount), ledger_transaction_id: ledgerTransactionId })
    .where('id', '=', id)
    .execute();
}

export async function setStatus(db: Db, id: string, status: GameTxStatus): Promise<void> {
  await db.updateTable('game_transactions').set({ status }).where('id', '=', id).execute();
}

/**
 * Adds a bet or a win to its round (creating the round on its first transaction) and links the transaction to its
 * ledger movement, in one statement.
 */
export async function addToRound(
  db: Db,
  links: ReadonlyArray<{ id: string; ledgerTransactionId: string | null }>,
  r: {
    provider: string;
    roundId: string;
    playerId: string;
    gameCode: string;
    stake: number;
    payout: number;
    settle: boolean;
    now: Date;
  },
): Promise<void> {
  await withLinks(db, links)
    .insertInto('game_rounds')
    .values(
      roundRow({
        ...r,
        status: r.settle ? 'settled' : 'open',
        detail: {},
        createdAt: r.now,
        settledAt: r.settle ? r.now : null,
      }),
    )
    .onConflict((oc) =>
      oc.columns(['provider', 'player_id', 'round_id']).doUpdateSet({
        stake: sql`game_rounds.stake + excluded.stake`,
        payout: sql`game_rounds.payout + excluded.payout`,
        status: r.settle ? sql`'settled'` : sql`game_rounds.status`,
        settled_at: r.settle ? sql`excluded.settled_at` : sql`game_rounds.settled_at`,
      }),
    )
    .execute();
}

/** Takes a rolled-back bet or win out of its round; a round left with nothing is cancelled. */
export async function removeFromRound(
  db: Db,
  r: { provider: string; roundId: string; playerId: string; stake: number; payout: number; now: Date },
): Promise<void> {
  const emptied = sql`stake - ${String(r.stake)}::bigint <= 0 and payout - ${String(r.payout)}::bigint <= 0`;
  await db
    .updateTable('game_rounds')
    .set({
      stake: sql`greatest(stake - ${String(r.stake)}::bigint, 0)`,
      payout: sql`greatest(payout - ${String(r.payout)}::bigint, 0)`,
      status: sql`case when ${emptied} then 'cancelled' else status end`,
      settled_at: sql`case when ${emptied} then ${r.now}::timestamptz else settled_at end`,
    })
    .where('provider', '=', r.provider)
    .where('player_id', '=', r.playerId)
    .where('round_id', '=', r.roundId)
    .execute();
}

/** The round's record (its totals, status and recall), with its transactions linked to their ledger movements. */
export async function upsertRound(
  db: Db,
  r: GameRoundRecord,
  links: ReadonlyArray<{ id: string; ledgerTransactionId: string | null }> = [],
): Promise<void> {
  await withLinks(db, links)
    .insertInto('game_rounds')
    .values(roundRow(r))
    .onConflict((oc) =>
      oc.columns(['provider', 'player_id', 'round_id']).doUpdateSet({
        game_code: sql`excluded.game_code`,
        stake: sql`excluded.stake`,
        payout: sql`excluded.payout`,
        status: sql`excluded.status`,
        detail: sql`excluded.detail`,
        settled_at: sql`excluded.settled_at`,
      }),
    )
    .execute();
}

export interface HistoryFilter {
  playerId: string;
  from: Date | null;
  to: Date | null;
  gameCode: string | null;
  skip: number;
  take: number;
}

/** Bets and wins that moved money (not rolled back, not 0), newest first. */
export async function history(db: Db, f: HistoryFilter) {
  let query = db
    .selectFrom('game_transactions')
    .where('player_id', '=', f.playerId)
    .where('kind', 'in', ['bet', 'win'])
    .where('status', '=', 'applied')
    .where('amount', '>', '0');
  if (f.from !== null) query = query.where('created_at', '>=', f.from);
  if (f.to !== null) query = query.where('created_at', '<', f.to);
  if (f.gameCode !== null) query = query.where('game_code', '=', f.gameCode);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'provider', 'game_code', 'round_id', 'amount', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findRound(db: Db, playerId: string, provider: string, roundId: string) {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider', '=', provider)
    .where('player_id', '=', playerId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

export function roundTransactions(db: Db, playerId: string, provider: string, roundId: string) {
  return db
    .selectFrom('game_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('player_id', '=', playerId)
    .where('round_id', '=', roundId)
    .where('status', '!=', 'tombstone')
    .orderBy('id', 'asc')
    .execute();
}
