import { sql, type Kysely } from 'kysely';

// The wallet's double-entry ledger (issue 3 §1, docs/decisions/0020-ledger-design.md). Amounts are kuruş in BIGINT.
// Plain SQL so it reads the same on PGlite and PostgreSQL.
const HOUSE_KINDS = ['payment_clearing', 'pending_withdrawals', 'game', 'bonus_cost'];
/** Rows per house account; must match HOUSE_SHARDS in modules/wallet/wallet.accounts.ts. */
const HOUSE_SHARDS = 16;

const statements = [
  // One row per account: a player's cash and bonus, and every shard of each house account. `balance` is the sum of
  // the account's entries, kept in the row so a debit is one conditional UPDATE.
  `create table wallet_accounts (
     id bigint generated always as identity primary key,
     owner_type text not null check (owner_type in ('player', 'house')),
     player_id bigint references players (id),
     kind text not null,
     shard smallint not null default 0,
     balance bigint not null default 0,
     created_at timestamptz not null default now(),
     constraint wallet_accounts_owner_check check (
       (owner_type = 'player' and player_id is not null and kind in ('cash', 'bonus') and shard = 0)
       or (owner_type = 'house' and player_id is null)
     ),
     -- The rule that matters most: a player's money never goes below zero, whatever code runs.
     constraint wallet_accounts_player_balance_check check (owner_type <> 'player' or balance >= 0),
     constraint wallet_accounts_player_kind_key unique (player_id, kind)
   )`,
  `create unique index wallet_accounts_house_key on wallet_accounts (kind, shard) where owner_type = 'house'`,
  `insert into wallet_accounts (owner_type, kind, shard)
     select 'house', k.kind, s.shard
     from unnest(array['${HOUSE_KINDS.join("','")}']) as k (kind)
     cross join generate_series(0, ${HOUSE_SHARDS - 1}) as s (shard)
     order by k.kind, s.shard`,
  // Players that exist before the wallet (a development database) get their accounts here; new ones at creation.
  `insert into wallet_accounts (owner_type, player_id, kind)
     select 'player', p.id, k.kind
     from players p cross join (values (1, 'cash'), (2, 'bonus')) as k (ord, kind)
     order by p.id, k.ord`,

  // One row per movement. A key from outside (payment reference, provider transaction id) is unique, so it is applied
  // at most once; request_hash (sha256 of the canonical kind + player + entries) tells a replay from a different
  // request that reuses the key. reverses_id is unique: a movement is reversed at most once.
  `create table ledger_transactions (
     id bigint generated always as identity primary key,
     kind text not null,
     idempotency_key text,
     request_hash text not null,
     player_id bigint references players (id),
     reverses_id bigint references ledger_transactions (id),
     metadata jsonb not null default '{}',
     cash_after bigint,
     bonus_after bigint,
     created_at timestamptz not null,
     constraint ledger_transactions_idempotency_key_key unique (idempotency_key),
     constraint ledger_transactions_reverses_id_key unique (reverses_id)
   )`,
  `create index ledger_transactions_player_idx on ledger_transactions (player_id, id desc)`,

  // Signed amounts: positive adds to the account's balance, negative takes from it. Each transaction's sum is zero.
  `create table ledger_entries (
     id bigint generated always as identity primary key,
     transaction_id bigint not null references ledger_transactions (id),
     account_id bigint not null references wallet_accounts (id),
     amount bigint not null check (amount <> 0),
     constraint ledger_entries_transaction_account_key unique (transaction_id, account_id)
   )`,
  `create index ledger_entries_account_idx on ledger_entries (account_id, transaction_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transactions', 'wallet_accounts']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
