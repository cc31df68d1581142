import { sql, type Kysely } from 'kysely';

// Provably fair instant games, Dice and Mines (modules/games/fair, docs/decisions/0094-provably-fair-instant-games.md):
// each player's seed pairs (one active, the rest revealed) and every round played with them. Amounts are kuruş in
// BIGINT; a roll and a target are hundredths (0–9999); tiles are 0–24, row-major. Plain SQL for PGlite and PostgreSQL.
const statements = [
  // server_seed stays secret while revealed_at is null; server_seed_hash (sha256 of its hex text) is what the player
  // sees. nonce is the next bet's; the active row is locked for every bet, so nonces never repeat.
  `create table fair_seeds (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
     server_seed_hash text not null,
     client_seed text not null check (length(client_seed) between 1 and 64),
     nonce integer not null default 0 check (nonce >= 0),
     created_at timestamptz not null,
     revealed_at timestamptz
   )`,
  `create unique index fair_seeds_active_idx on fair_seeds (player_id) where revealed_at is null`,
  `create index fair_seeds_player_idx on fair_seeds (player_id, id desc)`,

  // A Dice round is written settled; a Mines round is open until cash-out, a mine, or the abandon sweep. Its layout is
  // fixed at the bet and never leaves the server while the round is open.
  `create table fair_rounds (
     id bigint generated always as identity primary key,
     round_id text not null unique,
     player_id bigint not null references players (id),
     seed_id bigint not null references fair_seeds (id),
     game text not null check (game in ('dice', 'mines')),
     game_code text not null,
     nonce integer not null,
     client_seed text not null,
     stake bigint not null check (stake > 0),
     payout bigint not null default 0 check (payout >= 0),
     status text not null check (status in ('open', 'won', 'lost')),
     dice_target integer check (dice_target between 0 and 9999),
     dice_direction text check (dice_direction in ('over', 'under')),
     dice_roll integer check (dice_roll between 0 and 9999),
     mines_count smallint check (mines_count between 1 and 24),
     mines_layout jsonb,
     mines_revealed jsonb not null default '[]'::jsonb,
     mines_hit smallint,
     auto_settled boolean not null default false,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     settled_at timestamptz,
     unique (seed_id, nonce)
   )`,
  `create index fair_rounds_player_idx on fair_rounds (player_id, game, id desc)`,
  `create index fair_rounds_seed_idx on fair_rounds (seed_id)`,
  `create unique index fair_rounds_open_idx on fair_rounds (player_id) where status = 'open'`,
  `create index fair_rounds_stale_idx on fair_rounds (updated_at) where status = 'open'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fair_rounds', 'fair_seeds']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
