import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { LedgerTransactionRow } from './wallet.table.ts';

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

/** One balance change of a movement: a player's account, or a house account on the player's shard. */
export interface MovementLeg {
  owner: 'player' | 'house';
  kind: string;
  /** Kuruş, signed, non-zero. */
  amount: number;
}

export type MovementOutcome =
  | { outcome: 'applied'; id: string; cash_after: string | null; bonus_after: string | null }
  | {
      outcome: 'taken';
      id: string;
      cash_after: string | null;
      bonus_after: string | null;
      request_hash: string;
      idempotency_key: string | null;
    }
  /** Nothing written: leg number `reached` (0-based) found no account, or a player debit would go below zero. */
  | { outcome: 'stopped'; reached: number };

/**
 * A whole movement in ONE statement (data-modifying WITH), so it needs no savepoint and costs one round trip:
 *
 * 1. `taken`: the key (or the reversed transaction) already has a ledger transaction → nothing below runs.
 * 2. One UPDATE per leg, in the given order, each only when the previous one changed its row. The player's debit
 *    comes first and is the conditional `balance + d >= 0` (on PostgreSQL a concurrent debit waits for the row lock
 *    and re-checks it), so a refusal stops the chain before anything changed and nothing at all is written — the
 *    caller's transaction stays usable. A later leg finding no account fails the whole statement.
 * 3. The transaction row (with the player's balances after it, what a replay answers) and all entries in one
 *    multi-row insert, only when the last leg changed its row.
 *
 * Two concurrent deliveries of one key both pass step 1; the second then waits on the player's row and, once the
 * first commits, fails on the unique key (23505) with nothing written. The wallet retries a movement of its own
 * transaction, which then finds the key taken (docs/decisions/0120-money-hot-paths.md).
 */
export async function applyMovement(
  db: Db,
  row: NewLedgerTransaction,
  legs: readonly MovementLeg[],
  shard: number,
): Promise<MovementOutcome> {
  const taken =
    row.reversesId === null
      ? sql`idempotency_key = ${row.idempotencyKey}`
      : sql`(idempotency_key = ${row.idempotencyKey} or reverses_id = ${row.reversesId}::bigint)`;
  const ctes = legs.map((leg, i) => {
    const name = sql.raw(`leg${i}`);
    const delta = sql`${String(leg.amount)}::bigint`;
    const previous =
      i === 0 ? sql`not exists (select 1 from taken)` : sql`exists (select 1 from ${sql.raw(`leg${i - 1}`)})`;
    const account =
      leg.owner === 'player'
        ? sql`player_id = ${row.playerId}::bigint and kind = ${leg.kind}`
        : sql`owner_type = 'house' and kind = ${leg.kind} and shard = ${shard}::smallint`;
    const guard = leg.owner === 'player' && leg.amount < 0 ? sql` and balance + ${delta} >= 0` : sql``;
    return sql`${name} as (
      update wallet_accounts set balance = balance + ${delta}
       where ${account}${guard} and ${previous}
       returning id, ${delta} as amount, balance)`;
  });
  const last = sql.raw(`leg${legs.length - 1}`);
  const after = (kind: 'cash' | 'bonus') => {
    const i = legs.findIndex((leg) => leg.owner === 'player' && leg.kind === kind);
    const now = sql`(select balance from wallet_accounts where player_id = ${row.playerId}::bigint and kind = ${kind})`;
    return i < 0 ? now : sql`(select balance from ${sql.raw(`leg${i}`)})`;
  };
  const moved = sql.join(
    legs.map((_, i) => sql`select id, amount from ${sql.raw(`leg${i}`)}`),
    sql` union all `,
  );
  const reached = sql.join(
    legs.map((_, i) => sql`(select count(*) from ${sql.raw(`leg${i}`)})`),
    sql` + `,
  );
  const { rows } = await sql<{
    outcome: 'applied' | 'taken' | null;
    id: string | null;
    cash_after: string | null;
    bonus_after: string | null;
    request_hash: string | null;
    idempotency_key: string | null;
    reached: string;
  }>`
    with taken as (
      select id, cash_after, bonus_after, request_hash, idempotency_key
        from ledger_transactions where ${row.idempotencyKey === null && row.reversesId === null ? sql`false` : taken}
       order by idempotency_key is not distinct from ${row.idempotencyKey} desc
       limit 1
    ),
    ${sql.join(ctes, sql`, `)},
    moved as (
      insert into ledger_transactions
        (kind, idempotency_key, request_hash, player_id, reverses_id, metadata, created_at, cash_after, bonus_after)
      select ${row.kind}, ${row.idempotencyKey}, ${row.requestHash}, ${row.playerId}::bigint,
             ${row.reversesId}::bigint, ${JSON.stringify(row.metadata)}::jsonb, ${row.createdAt}::timestamptz,
             ${after('cash')}, ${after('bonus')}
       where exists (select 1 from ${last})
      returning id, cash_after, bonus_after
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select moved.id, leg.id, leg.amount from moved cross join (${moved}) as leg
    )
    select r.*, ${reached} as reached,
           -- Only the first change may be refused (the player's debit); stopping later means an account is missing:
           -- fail the statement rather than commit half a movement.
           case when (${reached}) between 1 and ${legs.length - 1}
                then ('wallet account missing at change ' || (${reached})::text)::int end as broken
      from (select 1) as one
      left join (
        select 'applied' as outcome, id, cash_after, bonus_after, null as request_hash, null as idempotency_key
          from moved
        union all
        select 'taken', id, cash_after, bonus_after, request_hash, idempotency_key from taken
      ) as r on true`.execute(db);
  const result = rows[0];
  if (!result) throw new Error('movement statement returned no row');
  if (result.outcome === 'applied') {
    return {
      outcome: 'applied',
      id: result.id!,
      cash_after: result.cash_after,
      bonus_after: result.bonus_after,
    };
  }
  if (result.outcome === 'taken') {
    return {
      outcome: 'taken',
      id: result.id!,
      cash_after: result.cash_after,
      bonus_after: result.bonus_after,
      request_hash: result.request_hash!,
      idempotency_key: result.idempotency_key,
    };
  }
  return { outcome: 'stopped', reached: Number(result.reached) };
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

/**
 * A player's flows in (from, to], kuruş as text: confirmed deposits, stakes (bets on cash and bonus, less rolled-back
 * bets) and the cash lost to games (as sumGameCashLoss). Read by player protection for its limits.
 */
export async function sumPlayerFlows(db: Db, playerId: string, from: Date, to: Date) {
  const { rows } = await sql<{ deposited: string | null; wagered: string | null; game_loss: string | null }>`
    select coalesce(sum(e.amount) filter (where t.kind = 'deposit' and a.kind = 'cash'), 0) as deposited,
           -coalesce(sum(e.amount) filter (where t.kind = 'bet' or (t.kind = 'rollback' and o.kind = 'bet')), 0)
             as wagered,
           -coalesce(sum(e.amount) filter (where a.kind = 'cash' and t.kind in ('bet', 'win', 'rollback')), 0)
             as game_loss
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
      left join ledger_transactions o on o.id = t.reverses_id
     where t.player_id = ${playerId} and a.owner_type = 'player' and a.player_id = ${playerId}
       and t.kind in ('deposit', 'bet', 'win', 'rollback')
       and t.created_at > ${from} and t.created_at <= ${to}`.execute(db);
  const row = rows[0];
  return {
    deposited: String(row?.deposited ?? '0'),
    wagered: String(row?.wagered ?? '0'),
    gameLoss: String(row?.game_loss ?? '0'),
  };
}
