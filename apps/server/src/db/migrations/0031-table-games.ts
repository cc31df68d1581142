import { sql, type Kysely } from 'kysely';

// Live tables on the shared-round engine (modules/games/tables, docs/decisions/0310): each table's rounds with the
// committed seed (its hash published when betting opens, the seed and outcome once settled), the players' tickets
// (one per bet submission, racetrack calls expanded into layout bets) and one lease row per table, so one node deals
// a table and another takes over when it dies.
const statements = [
  `create table table_rounds (
     id bigint generated always as identity primary key,
     table_code text not null,
     seq integer not null check (seq > 0),
     game text not null check (game in ('roulette')),
     phase text not null check (phase in ('betting', 'settled')),
     server_seed text not null,
     seed_hash text not null,
     opens_at timestamptz not null,
     closes_at timestamptz not null,
     result_at timestamptz not null,
     outcome jsonb,
     settled_at timestamptz,
     unique (table_code, seq)
   )`,
  `create index table_rounds_settled_idx on table_rounds (table_code, id desc) where phase = 'settled'`,

  `create table table_tickets (
     id bigint generated always as identity primary key,
     round_id bigint not null references table_rounds (id),
     player_id bigint not null references players (id),
     player_label text not null,
     request_id uuid not null,
     stakes jsonb not null,
     lines jsonb not null,
     stake bigint not null check (stake > 0),
     payout bigint check (payout is null or payout >= 0),
     status text not null check (status in ('open', 'settled')),
     placed_at timestamptz not null,
     settled_at timestamptz,
     unique (player_id, request_id)
   )`,
  `create index table_tickets_round_idx on table_tickets (round_id, player_id)`,
  `create index table_tickets_player_idx on table_tickets (player_id, id desc)`,

  `create table table_lease (
     name text primary key,
     holder text,
     expires_at timestamptz
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['table_lease', 'table_tickets', 'table_rounds']) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
