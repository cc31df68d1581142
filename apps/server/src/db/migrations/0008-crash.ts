import { sql, type Kysely } from 'kysely';

// Crash game (modules/games/crash, docs/decisions/0093-crash-game.md): the provably fair hash chains (the secret seed
// h[N], the published terminating hash h[0] and the HMAC salt), the rounds played from them (one per chain position,
// the hash and crash point revealed once crashed), the players' bets (two slots per round) and the lease that lets
// one node at a time drive the rounds. Multipliers are hundredths (237 = 2.37×); amounts kuruş in BIGINT.
const statements = [
  `create table crash_chains (
     id bigint generated always as identity primary key,
     seed text not null,
     terminating_hash text not null unique,
     salt text not null,
     length integer not null check (length > 0),
     next_position integer not null default 1 check (next_position >= 1),
     is_current boolean not null default true,
     created_at timestamptz not null
   )`,
  // At most one chain is the one being played (a second node starting at the same moment loses the insert).
  `create unique index crash_chains_current_idx on crash_chains (is_current) where is_current`,

  `create table crash_rounds (
     id bigint generated always as identity primary key,
     chain_id bigint not null references crash_chains (id),
     position integer not null check (position >= 1),
     hash text not null,
     crash_point integer not null check (crash_point >= 100),
     phase text not null check (phase in ('betting', 'running', 'crashed')),
     betting_opens_at timestamptz not null,
     starts_at timestamptz not null,
     crashes_at timestamptz not null,
     crashed_at timestamptz,
     unique (chain_id, position)
   )`,
  `create index crash_rounds_crashed_idx on crash_rounds (id desc) where phase = 'crashed'`,
  `create index crash_rounds_hash_idx on crash_rounds (hash)`,

  `create table crash_bets (
     id bigint generated always as identity primary key,
     round_id bigint not null references crash_rounds (id),
     player_id bigint not null references players (id),
     player_label text not null,
     slot smallint not null check (slot in (1, 2)),
     amount bigint not null check (amount > 0),
     auto_cashout integer check (auto_cashout is null or auto_cashout >= 101),
     status text not null check (status in ('open', 'cashed', 'lost', 'cancelled')),
     cashout_multiplier integer check (cashout_multiplier is null or cashout_multiplier >= 100),
     is_auto boolean not null default false,
     payout bigint not null default 0 check (payout >= 0),
     placed_at timestamptz not null,
     settled_at timestamptz
   )`,
  // Two independent bets per round and player: one live bet per slot (a cancelled one frees the slot).
  `create unique index crash_bets_slot_idx on crash_bets (round_id, player_id, slot) where status <> 'cancelled'`,
  `create index crash_bets_round_idx on crash_bets (round_id, id)`,
  `create index crash_bets_player_idx on crash_bets (player_id, id desc)`,

  // The round driver's lease: one row; a node drives while it holds an unexpired lease.
  `create table crash_driver_lease (
     name text primary key,
     holder text,
     expires_at timestamptz
   )`,
  `insert into crash_driver_lease (name, holder, expires_at) values ('driver', null, null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['crash_driver_lease', 'crash_bets', 'crash_rounds', 'crash_chains']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
