import { sql, type Kysely } from 'kysely';

// The back office (modules/backoffice, docs/decisions/0510): operators' notes on a player, append-only like the
// operator audit (0050): a trigger refuses UPDATE, DELETE and TRUNCATE for every role, the owner included. And the
// indexes the dashboard's per-day sums read by time: ledger transactions, confirmed payments, registrations, settled bets.
const statements = [
  `create table operator_player_notes (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     operator_id bigint not null references operators (id),
     actor text not null,
     text text not null check (length(text) between 1 and 2000),
     created_at timestamptz not null
   )`,
  `create index operator_player_notes_player_idx on operator_player_notes (player_id, id desc)`,
  `create function kasa_operator_player_notes_append_only() returns trigger language plpgsql as $fn$
   begin
     raise exception 'operator_player_notes is append-only: % refused', tg_op using errcode = 'KS051';
   end
   $fn$`,
  `create trigger operator_player_notes_no_update_delete before update or delete on operator_player_notes
     for each row execute function kasa_operator_player_notes_append_only()`,
  `create trigger operator_player_notes_no_truncate before truncate on operator_player_notes
     for each statement execute function kasa_operator_player_notes_append_only()`,
  `revoke update, delete, truncate on operator_player_notes from public`,

  `create index ledger_transactions_time_idx on ledger_transactions (created_at)`,
  // Confirmed payments by the time of their decision (payment.backoffice.service.ts confirmedByDay; 1 = Confirmed).
  `create index payments_decided_idx on payments ((coalesce(decided_at, updated_at))) where status = 1`,
  `create index players_created_idx on players (created_at)`,
  `create index sports_bets_settled_idx on sports_bets (settled_at) where settled_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'sports_bets_settled_idx',
    'players_created_idx',
    'payments_decided_idx',
    'ledger_transactions_time_idx',
  ]) {
    await sql.raw(`drop index ${index}`).execute(db);
  }
  await sql.raw('drop table operator_player_notes').execute(db);
  await sql.raw('drop function kasa_operator_player_notes_append_only').execute(db);
}
