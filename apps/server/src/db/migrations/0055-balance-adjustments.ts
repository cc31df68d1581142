import { sql, type Kysely } from 'kysely';

// Balance adjustments by operators (modules/backoffice, docs/decisions/0512): a correction of a player's cash,
// credited from or debited to the house's new `adjustments` account (sharded like the others), with a reason; above
// the four-eyes threshold it waits for a second operator. The row is the request and its decision; the money is one
// ledger movement keyed `adjustment:<id>`, written in the same transaction as the row's change to 'applied'.
const HOUSE_SHARDS = 16;

const statements = [
  `insert into wallet_accounts (owner_type, kind, shard)
     select 'house', 'adjustments', s.shard from generate_series(0, ${HOUSE_SHARDS - 1}) as s (shard)`,
  `create table balance_adjustments (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     direction text not null check (direction in ('credit', 'debit')),
     amount bigint not null check (amount > 0),
     reason text not null check (length(reason) between 1 and 500),
     status text not null check (status in ('pending', 'applied', 'rejected')),
     -- The operator's client key: the same request sent twice makes one adjustment.
     request_id text not null unique,
     requested_by bigint not null references operators (id),
     requested_actor text not null,
     decided_by bigint references operators (id),
     decided_actor text,
     decision_note text,
     ledger_transaction_id bigint references ledger_transactions (id),
     created_at timestamptz not null,
     decided_at timestamptz,
     -- Four-eyes in the data: whoever applies or rejects a pending adjustment is not whoever asked for it, except
     -- for one applied at once (up to the threshold), which the requester decides.
     constraint balance_adjustments_decision_check check (
       (status = 'pending' and decided_by is null and ledger_transaction_id is null)
       or (status = 'applied' and decided_by is not null and ledger_transaction_id is not null)
       or (status = 'rejected' and decided_by is not null and ledger_transaction_id is null)
     )
   )`,
  `create index balance_adjustments_player_idx on balance_adjustments (player_id, id desc)`,
  `create index balance_adjustments_pending_idx on balance_adjustments (id) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table balance_adjustments').execute(db);
  await sql
    .raw(
      `delete from wallet_accounts where owner_type = 'house' and kind = 'adjustments' and balance = 0
         and not exists (select 1 from ledger_entries e where e.account_id = wallet_accounts.id)`,
    )
    .execute(db);
}
