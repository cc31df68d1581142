import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { LedgerTransactionRow } from './wallet.table.ts';

/** Where a balance change lands: one of a player's accounts, or one shard of a house account. */
export type AccountTarget =
  { owner: 'player'; playerId: string; kind: string } | { owner: 'house'; kind: string; shard: number };

export async function insertPlayerAccounts(db: Db, playerId: string, kinds: readonly string[], now: Date) {
  await db
    .insertInto('wallet_accounts')
    .values(
      kinds.map((kind) => ({ owner_type: 'player' as const, player_id: playerId, kind, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['player_id', 'kind']).doNothing())
    .execute();
}

export interface NewLedgerTransaction {
  kind: string;
  idempotencyKey: string | null;
  requestHash: string;
  playerId: string;
  reversesId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Inserts the movement's row, or returns null when its idempotency key (or the transaction it reverses) is already
 * taken. On PostgreSQL a concurrent insert of the same key waits here until the other transaction ends, so of two
 * deliveries exactly one proceeds.
 */
export async function claimTransaction(db: Db, row: NewLedgerTransaction): Promise<string | null> {
  const inserted = await db
    .insertInto('ledger_transactions')
    .values({
      kind: row.kind,
      idempotency_key: row.idempotencyKey,
      request_hash: row.requestHash,
      player_id: row.playerId,
      reverses_id: row.reversesId,
      metadata: JSON.stringify(row.metadata),
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export function findTransactionByKey(db: Db, key: string): Promise<LedgerTransactionRow | undefined> {
  return db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The entries of a transaction with the accounts they touch. */
export function findEntries(db: Db, transactionId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(['e.account_id', 'e.amount', 'a.owner_type', 'a.kind', 'a.player_id', 'a.shard'])
    .where('e.transaction_id', '=', transactionId)
    .orderBy('e.id')
    .execute();
}

/**
 * Adds `delta` (kuruş, signed, as text) to one account. With `guard` the update only happens when the balance stays
 * at or above zero — the conditional update that makes a debit race-free without SERIALIZABLE: on PostgreSQL a
 * second debit waits for the row lock and then re-checks the condition against the committed balance.
 * Returns the account id and new balance, or undefined when the guard refused (or the account does not exist).
 */
export function changeBalance(db: Db, target: AccountTarget, delta: string, guard: boolean) {
  let query = db
    .updateTable('wallet_accounts')
    .set({ balance: sql<string>`balance + ${delta}::bigint` })
    .where('kind', '=', target.kind);
  query =
    target.owner === 'player'
      ? query.where('player_id', '=', target.playerId)
      : query.where('owner_type', '=', 'house').where('shard', '=', target.shard);
  if (guard) query = query.where(sql<string>`balance + ${delta}::bigint`, '>=', sql<string>`0`);
  return query.returning(['id', 'balance']).executeTakeFirst();
}

/**
 * Writes the entries and records the player's balances after the movement on the transaction row, in one statement
 * (a data-modifying WITH), so a replay can answer exactly what the first call answered.
 */
export async function writeEntries(
  db: Db,
  transactionId: string,
  playerId: string,
  entries: ReadonlyArray<{ accountId: string; amount: string }>,
): Promise<{ cash_after: string | null; bonus_after: string | null }> {
  const balanceOf = (kind: string) =>
    db
      .selectFrom('wallet_accounts')
      .select('balance')
      .where('player_id', '=', playerId)
      .where('kind', '=', kind);
  return db
    .with('entries', (qb) =>
      qb
        .insertInto('ledger_entries')
        .values(
          entries.map((e) => ({ transaction_id: transactionId, account_id: e.accountId, amount: e.amount })),
        )
        .returning('id'),
    )
    .updateTable('ledger_transactions')
    .set({ cash_after: balanceOf('cash'), bonus_after: balanceOf('bonus') })
    .where('id', '=', transactionId)
    .returning(['cash_after', 'bonus_after'])
    .executeTakeFirstOrThrow();
}

/** A movement inside a caller's transaction runs in a savepoint, so a refused one leaves nothing behind there either. */
export async function savepoint(db: Db, name: string) {
  await sql.raw(`savepoint ${name}`).execute(db);
}
export async function releaseSavepoint(db: Db, name: string) {
  await sql.raw(`release savepoint ${name}`).execute(db);
}
export async function rollbackToSavepoint(db: Db, name: string) {
  await sql.raw(`rollback to savepoint ${name}`).execute(db);
}

export function findPlayerBalances(db: Db, playerId: string) {
  return db
    .selectFrom('wallet_accounts')
    .select(['kind', 'balance'])
    .where('player_id', '=', playerId)
    .execute();
}

export function sumHouseAccounts(db: Db) {
  return db
    .selectFrom('wallet_accounts')
    .select(['kind', sql<string>`sum(balance)`.as('balance')])
    .where('owner_type', '=', 'house')
    .groupBy('kind')
    .execute();
}

// ---- the books check: each query looks for one kind of inconsistency, capped so a broken ledger stays readable ----

const PROBLEM_LIMIT = 50;

/** Accounts whose stored balance differs from the sum of their entries. */
export function findMismatchedAccounts(db: Db) {
  return db
    .selectFrom('wallet_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select([
      'a.id',
      'a.owner_type',
      'a.player_id',
      'a.kind',
      'a.shard',
      'a.balance',
      sql<string>`coalesce(sum(e.amount), 0)`.as('entries_sum'),
    ])
    .groupBy('a.id')
    .having(sql<boolean>`a.balance <> coalesce(sum(e.amount), 0)`)
    .orderBy('a.id')
    .limit(PROBLEM_LIMIT)
    .execute();
}

export async function sumAllEntries(db: Db): Promise<string> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export function findUnbalancedTransactions(db: Db) {
  return db
    .selectFrom('ledger_entries')
    .select(['transaction_id', sql<string>`sum(amount)`.as('total')])
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', sql`0`)
    .orderBy('transaction_id')
    .limit(PROBLEM_LIMIT)
    .execute();
}

/** A transaction without entries would be a consumed key that moved nothing. */
export function findEmptyTransactions(db: Db) {
  return db
    .selectFrom('ledger_transactions as t')
    .select('t.id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ledger_entries as e').select('e.id').whereRef('e.transaction_id', '=', 't.id'))),
    )
    .orderBy('t.id')
    .limit(PROBLEM_LIMIT)
    .execute();
}

export function findNegativePlayerAccounts(db: Db) {
  return db
    .selectFrom('wallet_accounts')
    .select(['id', 'player_id', 'kind', 'balance'])
    .where('owner_type', '=', 'player')
    .where(sql<string>`balance`, '<', sql<string>`0`)
    .limit(PROBLEM_LIMIT)
    .execute();
}

/**
 * What the player's cash account lost to games (bets − wins, rollbacks included) in (from, to], kuruş as text;
 * negative when the player won. Read by the bonus module for cashback.
 */
export async function sumGameCashLoss(db: Db, playerId: string, from: Date, to: Date): Promise<string> {
  const { rows } = await sql<{ loss: string | null }>`
    select -coalesce(sum(e.amount), 0) as loss
      from ledger_entries e
      join wallet_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
     where a.owner_type = 'player' and a.player_id = ${playerId} and a.kind = 'cash'
       and t.kind in ('bet', 'win', 'rollback')
       and t.created_at > ${from} and t.created_at <= ${to}`.execute(db);
  return String(rows[0]?.loss ?? '0');
}
