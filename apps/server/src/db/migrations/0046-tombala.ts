import { sql, type Kysely } from 'kysely';

// Tombala rooms (modules/games/tombala, docs/decisions/0330): scheduled 90-ball games per room with the committed
// seed of their call order, the tickets (each one of a strip of six), the prizes won, the progressive jackpot's pool
// (its money sits in the ledger's house jackpot account), the rooms' chat and one lease row per room, so one node
// calls a room's numbers and another takes over when it dies.
const statements = [
  `create table tombala_games (
     id bigint generated always as identity primary key,
     room_code text not null,
     seq integer not null check (seq > 0),
     phase text not null check (phase in ('selling', 'running', 'finished', 'cancelled')),
     server_seed text not null,
     seed_hash text not null,
     opens_at timestamptz not null,
     starts_at timestamptz not null,
     ended_at timestamptz,
     call_ms integer not null check (call_ms > 0),
     ticket_price bigint not null check (ticket_price > 0),
     jackpot_calls smallint not null,
     calls smallint not null default 0 check (calls between 0 and 90),
     stage smallint not null default 0 check (stage between 0 and 3),
     pool bigint not null default 0 check (pool >= 0),
     unique (room_code, seq)
   )`,
  `create table tombala_tickets (
     id bigint generated always as identity primary key,
     game_id bigint not null references tombala_games (id),
     player_id bigint not null references players (id),
     player_label text not null,
     request_id uuid not null,
     idx smallint not null check (idx between 0 and 5),
     grid jsonb not null,
     price bigint not null check (price > 0),
     status text not null check (status in ('open', 'settled', 'refunded')),
     won bigint not null default 0 check (won >= 0),
     placed_at timestamptz not null,
     unique (player_id, request_id, idx)
   )`,
  `create index tombala_tickets_game_idx on tombala_tickets (game_id, player_id)`,
  `create table tombala_wins (
     id bigint generated always as identity primary key,
     game_id bigint not null references tombala_games (id),
     ticket_id bigint not null references tombala_tickets (id),
     player_id bigint not null references players (id),
     player_label text not null,
     prize text not null check (prize in ('cinko1', 'cinko2', 'tombala', 'jackpot')),
     call smallint not null,
     amount bigint not null check (amount >= 0),
     created_at timestamptz not null,
     unique (game_id, prize, ticket_id)
   )`,
  `create table tombala_jackpot (
     name text primary key,
     amount bigint not null default 0 check (amount >= 0),
     win_count integer not null default 0,
     last_win_at timestamptz
   )`,
  `insert into tombala_jackpot (name) values ('tombala')`,
  `create table tombala_chat (
     id bigint generated always as identity primary key,
     room_code text not null,
     player_id bigint not null references players (id),
     player_label text not null,
     text text not null,
     created_at timestamptz not null
   )`,
  `create index tombala_chat_room_idx on tombala_chat (room_code, id desc)`,
  `create index tombala_chat_player_idx on tombala_chat (player_id, created_at desc)`,
  `create table tombala_lease (
     name text primary key,
     holder text,
     expires_at timestamptz
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tombala_lease',
    'tombala_chat',
    'tombala_jackpot',
    'tombala_wins',
    'tombala_tickets',
    'tombala_games',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
