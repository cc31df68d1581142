import { sql, type Kysely } from 'kysely';

// Game wallet (modules/providers, docs/decisions/0091-game-wallet-and-providers.md): every bet, win and rollback a
// game provider (or a Kasa Original) sends, applied once per (provider, external id); the rounds they belong to (the
// recall shown in game history); and the game sessions a launch hands to a game. Amounts are kuruş in BIGINT.
// Plain SQL for PGlite and PostgreSQL.
const statements = [
  // One row per provider transaction id. status: 'applied' (done), 'rolled_back' (a later rollback cancelled it),
  // 'tombstone' (a rollback arrived before the transaction itself: the late transaction is refused).
  `create table game_transactions (
     id bigint generated always as identity primary key,
     provider text not null,
     external_id text not null,
     kind text not null check (kind in ('bet', 'win', 'rollback')),
     player_id bigint not null references players (id),
     game_code text not null,
     round_id text not null,
     amount bigint not null check (amount >= 0),
     request_hash text not null,
     ledger_transaction_id bigint references ledger_transactions (id),
     original_external_id text,
     status text not null check (status in ('applied', 'rolled_back', 'tombstone')),
     created_at timestamptz not null,
     unique (provider, external_id)
   )`,
  `create index game_transactions_player_idx on game_transactions (player_id, created_at desc, id desc)`,
  `create index game_transactions_round_idx on game_transactions (provider, player_id, round_id)`,

  // A player's round of a game: totals kept by the game wallet, the detail (what was bet, the outcome, seeds) written
  // by in-house games through recordRound. One per (provider, player, round id): a crash round shared by many players
  // is one record per player.
  `create table game_rounds (
     id bigint generated always as identity primary key,
     provider text not null,
     round_id text not null,
     player_id bigint not null references players (id),
     game_code text not null,
     stake bigint not null default 0 check (stake >= 0),
     payout bigint not null default 0 check (payout >= 0),
     status text not null check (status in ('open', 'settled', 'cancelled')),
     detail jsonb not null default '{}'::jsonb,
     created_at timestamptz not null,
     settled_at timestamptz,
     unique (provider, player_id, round_id)
   )`,
  `create index game_rounds_player_idx on game_rounds (player_id, created_at desc)`,

  // A launched game's session: the token (stored as its SHA-256) authenticates the game's calls (x-game-session for
  // in-house games, Hub88's token).
  `create table game_sessions (
     id bigint generated always as identity primary key,
     token_hash text not null unique,
     player_id bigint not null references players (id),
     provider text not null,
     game_code text not null,
     locale text not null,
     created_at timestamptz not null,
     expires_at timestamptz not null,
     revoked_at timestamptz
   )`,
  `create index game_sessions_player_idx on game_sessions (player_id) where revoked_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_sessions', 'game_rounds', 'game_transactions']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
