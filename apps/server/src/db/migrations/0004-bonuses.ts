import { sql, type Kysely } from 'kysely';

// Bonuses (issue 3 §7, docs/decisions/0070-bonus-rules.md): the definitions (seeded from
// modules/bonus/bonus.definitions.ts), each player's bonuses with their wagering, the claims that make a bonus
// once-only (per player, phone, device fingerprint, cashback week) and the bets already counted towards wagering.
// Amounts are kuruş in BIGINT; statuses are BonusStatus (0 Requested, then the spec's ProcessStatus numbers: 1 Active
// (Processing), 2 Completed, 3 Cancelled, 4 Expired). Plain SQL for PGlite and PostgreSQL.
const statements = [
  `create table bonus_definitions (
     id integer primary key,
     kind text not null unique check (kind in ('trial', 'first_deposit', 'cashback')),
     title_tr text not null,
     title_en text not null,
     description_tr text not null,
     description_en text not null,
     percent integer check (percent is null or percent between 1 and 1000),
     max_amount bigint check (max_amount is null or max_amount > 0),
     min_amount bigint not null default 0 check (min_amount >= 0),
     wagering_multiplier integer not null check (wagering_multiplier >= 0),
     valid_days integer not null check (valid_days > 0),
     is_active boolean not null default true,
     sort_order integer not null
   )`,

  `create table player_bonuses (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     definition_id integer not null references bonus_definitions (id),
     status smallint not null check (status between 0 and 4),
     amount bigint not null default 0 check (amount >= 0),
     wagering_required bigint not null default 0 check (wagering_required >= 0),
     wagering_progress bigint not null default 0 check (wagering_progress >= 0),
     settled_amount bigint check (settled_amount is null or settled_amount >= 0),
     source_reference text,
     requested_at timestamptz not null,
     granted_at timestamptz,
     expires_at timestamptz,
     completed_at timestamptz,
     updated_at timestamptz not null
   )`,
  `create index player_bonuses_player_idx on player_bonuses (player_id, id desc)`,
  `create index player_bonuses_active_idx on player_bonuses (expires_at) where status = 1`,

  // One row per once-only claim: ('trial:player', '<id>'), ('trial:phone', '<phone>'), ('trial:fingerprint', '<fp>'),
  // ('first_deposit:player', '<id>'), ('cashback:player', '<id>:<window start>'). The primary key decides races.
  `create table bonus_claims (
     scope text not null,
     value text not null,
     player_bonus_id bigint not null references player_bonuses (id),
     created_at timestamptz not null,
     primary key (scope, value)
   )`,

  // Bets already counted towards wagering (by the caller's bet key), so a replayed bet does not count twice.
  `create table bonus_wagers (
     key text primary key,
     player_id bigint not null references players (id),
     amount bigint not null check (amount > 0),
     created_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bonus_wagers', 'bonus_claims', 'player_bonuses', 'bonus_definitions']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
