import { sql, type Kysely } from 'kysely';

// Protection review (issue 12, docs/decisions/0440): the six-monthly review of a player's limits, the reopening of an
// account after a self-exclusion or closure (the player's request, a 24-hour cooling-off, an operator's decision), and
// an operator's lock of an account (no login; every site and game session ended), with its own audit table.
const statements = [
  // when the player last reviewed their limits (null: never); asked again 6 months later
  `alter table rg_players add column limits_reviewed_at timestamptz`,

  `create table rg_reopen_requests (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     block_kind text not null check (block_kind in ('self_exclusion', 'closed')),
     requested_at timestamptz not null,
     -- the operator may decide only from this moment (24 hours after the request)
     cooling_until timestamptz not null,
     status text not null check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
     decided_by text,
     decided_at timestamptz,
     note text
   )`,
  `create unique index rg_reopen_requests_pending_key on rg_reopen_requests (player_id) where status = 'pending'`,
  `create index rg_reopen_requests_status_idx on rg_reopen_requests (status, cooling_until)`,

  `alter table players add column operator_locked_at timestamptz`,
  `alter table players add column operator_lock_note text`,
  `create table player_audit (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     actor text not null,
     action text not null,
     detail jsonb not null,
     created_at timestamptz not null
   )`,
  `create index player_audit_player_idx on player_audit (player_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists player_audit').execute(db);
  await sql.raw('alter table players drop column if exists operator_lock_note').execute(db);
  await sql.raw('alter table players drop column if exists operator_locked_at').execute(db);
  await sql.raw('drop table if exists rg_reopen_requests').execute(db);
  await sql.raw('alter table rg_players drop column if exists limits_reviewed_at').execute(db);
}
