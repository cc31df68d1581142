import { sql, type Kysely } from 'kysely';

// Casino catalog (modules/casino, docs/decisions/0090-casino-catalog.md): providers, games, casino categories and
// their games (seeded from modules/casino/casino.catalog.ts at every start), each player's favourites and recently
// played games. Plain SQL for PGlite and PostgreSQL.
const statements = [
  `create table casino_providers (
     id integer primary key,
     key text not null unique,
     name text not null unique,
     sort_order integer not null
   )`,

  `create table casino_games (
     code text primary key,
     name text not null,
     provider_id integer not null references casino_providers (id),
     system text not null,
     product_id text,
     category_id integer,
     game_type text not null check (game_type in ('slot', 'crash', 'table', 'instant', 'live', 'bingo', 'tvbet')),
     is_live boolean not null default false,
     rtp_bp integer check (rtp_bp is null or rtp_bp between 5000 and 10000),
     volatility text check (volatility is null or volatility in ('low', 'medium', 'high')),
     tags text not null default '',
     is_new boolean not null default false,
     is_featured boolean not null default false,
     popularity integer not null default 0,
     sort_order integer not null default 0,
     search_name text not null,
     is_active boolean not null default true,
     updated_at timestamptz not null
   )`,
  `create index casino_games_provider_idx on casino_games (provider_id)`,

  `create table casino_categories (
     id integer primary key,
     name_tr text not null,
     name_en text not null,
     slug_list text not null,
     image_url text,
     sort_order integer not null
   )`,

  `create table casino_category_games (
     category_id integer not null references casino_categories (id) on delete cascade,
     game_code text not null references casino_games (code) on delete cascade,
     sort_order integer not null,
     primary key (category_id, game_code)
   )`,

  `create table casino_favorites (
     player_id bigint not null references players (id),
     game_code text not null references casino_games (code) on delete cascade,
     created_at timestamptz not null,
     primary key (player_id, game_code)
   )`,
  `create index casino_favorites_player_idx on casino_favorites (player_id, created_at desc)`,

  `create table casino_recent_games (
     player_id bigint not null references players (id),
     game_code text not null references casino_games (code) on delete cascade,
     last_played_at timestamptz not null,
     play_count integer not null default 1,
     primary key (player_id, game_code)
   )`,
  `create index casino_recent_games_player_idx on casino_recent_games (player_id, last_played_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'casino_recent_games',
    'casino_favorites',
    'casino_category_games',
    'casino_categories',
    'casino_games',
    'casino_providers',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
