import { sql, type Kysely } from 'kysely';

// Player protection (modules/responsible-gaming, docs/decisions/0400): per player, the reality-check interval, the
// block in force (time-out, self-exclusion, closure) and the play session the reality check and the session limit
// measure; the limits (deposit, loss, wager per day/week/month; session minutes), each with the value in force and
// an increase or removal waiting for its 24-hour cooling-off; and every change, in an audit table of its own.
const statements = [
  `create table rg_players (
     player_id bigint primary key references players (id),
     reality_check_minutes integer check (reality_check_minutes in (15, 30, 60)),
     block_kind text check (block_kind in ('timeout', 'self_exclusion', 'closed')),
     block_period text,
     block_from timestamptz,
     -- null with a block: permanent (self-exclusion) or until an operator reopens (closure)
     block_until timestamptz,
     session_started_at timestamptz,
     session_seen_at timestamptz,
     reality_check_at timestamptz,
     -- the deposit-limit prompt answered (set or skipped), asked again 6 months later
     limit_prompt_at timestamptz,
     updated_at timestamptz not null
   )`,

  `create table rg_limits (
     player_id bigint not null references players (id),
     kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
     period text not null check (period in ('day', 'week', 'month', 'session')),
     -- kuruş for money limits, minutes for the session limit; null: none in force
     amount bigint check (amount > 0),
     -- an increase or removal waiting for its cooling-off: applies at pending_at
     pending_amount bigint check (pending_amount > 0),
     pending_at timestamptz,
     updated_at timestamptz not null,
     primary key (player_id, kind, period),
     check ((kind = 'session') = (period = 'session'))
   )`,

  `create table rg_audit (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     actor text not null,
     action text not null,
     detail jsonb not null,
     created_at timestamptz not null
   )`,
  `create index rg_audit_player_idx on rg_audit (player_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rg_audit', 'rg_limits', 'rg_players']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
