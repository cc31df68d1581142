import { sql, type Kysely } from 'kysely';

// Kasa slots and the progressive jackpot (modules/games/slots, modules/games/jackpot,
// docs/decisions/0092-slots-and-jackpot.md). Amounts are kuruş in BIGINT; a jackpot pool holds ten-thousandths of a
// kuruş (numeric with 4 decimals) so every bet's share lands exactly. Plain SQL for PGlite and PostgreSQL.
/** Rows per house account; must match HOUSE_SHARDS in modules/wallet/wallet.service.ts (migration 0002). */
const HOUSE_SHARDS = 16;

const statements = [
  // The ledger's new house account: slot bets' jackpot shares come in (game → jackpot), jackpot wins go out
  // (jackpot → cash). Sharded like the others.
  `insert into wallet_accounts (owner_type, kind, shard)
     select 'house', 'jackpot', s.shard from generate_series(0, ${HOUSE_SHARDS - 1}) as s (shard)
     order by s.shard
     on conflict do nothing`,

  // One row per jackpot level of an instance (Clover Chance, High Cash, Kasa Link, Egypt Quest); the configuration
  // (share of bets, hit chance) lives in code (jackpot.config.ts), the state here. seeded_total: what the house has
  // put in as seeds (the first seed and the reseed after every win), so pools = contributions − payouts + seeds.
  `create table jackpot_levels (
     id bigint generated always as identity primary key,
     instance_code text not null,
     level smallint not null check (level between 1 and 4),
     seed bigint not null check (seed > 0),
     seeded_total bigint not null default 0,
     win_count integer not null default 0,
     largest_win bigint not null default 0,
     last_win_at timestamptz,
     created_at timestamptz not null,
     constraint jackpot_levels_instance_level_key unique (instance_code, level)
   )`,
  // A level's value is the sum of its pools, one per house shard: a bet adds to its player's shard only, so
  // concurrent spins of different players rarely wait on the same row; a win locks all of the level's pools.
  `create table jackpot_pools (
     level_id bigint not null references jackpot_levels (id),
     shard smallint not null,
     amount numeric(24, 4) not null default 0,
     primary key (level_id, shard)
   )`,
  `create table jackpot_wins (
     id bigint generated always as identity primary key,
     level_id bigint not null references jackpot_levels (id),
     player_id bigint not null references players (id),
     game_code text not null,
     round_id text not null,
     amount bigint not null check (amount > 0),
     created_at timestamptz not null
   )`,
  `create index jackpot_wins_player_idx on jackpot_wins (player_id, created_at desc)`,

  // A slots round (one paid spin and the free spins it triggered, all decided and paid at bet time). fs_shown: how
  // many of the free spins the player has been shown — only the display waits for the client.
  `create table slot_rounds (
     id bigint generated always as identity primary key,
     round_id text not null unique,
     player_id bigint not null references players (id),
     game_code text not null,
     bet bigint not null check (bet > 0),
     base jsonb not null,
     free_spins jsonb not null default '[]'::jsonb,
     fs_total integer not null default 0,
     fs_shown integer not null default 0,
     jackpot jsonb,
     total_win bigint not null check (total_win >= 0),
     created_at timestamptz not null,
     constraint slot_rounds_fs_check check (fs_shown between 0 and fs_total)
   )`,
  `create index slot_rounds_player_idx on slot_rounds (player_id, game_code, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['slot_rounds', 'jackpot_wins', 'jackpot_pools', 'jackpot_levels']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql
    .raw(
      `delete from wallet_accounts a where a.owner_type = 'house' and a.kind = 'jackpot'
         and not exists (select 1 from ledger_entries e where e.account_id = a.id)`,
    )
    .execute(db);
}
