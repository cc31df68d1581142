import { sql, type Kysely } from 'kysely';

// Sports bets (modules/sports-bets, docs/decisions/0210): a bet with its stake (kuruş), its shape (single, combo,
// system with its code and line count), its state (pending through a live delay, open, settled, cashed out, refused)
// and what settlement paid; its legs, each pointing at the outcome row it took with the book and price; and the
// per-player stake factor the operator sets. The player's request id is unique per player: a retried request finds
// the bet it placed.
const statements = [
  `create table sports_bet_players (
     player_id bigint primary key references players (id),
     stake_factor double precision not null default 1 check (stake_factor > 0 and stake_factor <= 100),
     updated_at timestamptz not null
   )`,

  `create table sports_bets (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     request_id text not null,
     request_hash text not null,
     type text not null check (type in ('single', 'combo', 'system')),
     system text,
     lines integer not null check (lines >= 1),
     stake_per_line bigint not null check (stake_per_line > 0),
     stake bigint not null check (stake = stake_per_line * lines),
     -- The stake per line still running: less than stake_per_line after a partial cash-out.
     open_per_line bigint not null check (open_per_line > 0 and open_per_line <= stake_per_line),
     book text not null check (book in ('fcg', 'betco')),
     boost boolean not null,
     max_payout bigint not null,
     accept_odds text not null check (accept_odds in ('none', 'higher', 'any')),
     live boolean not null,
     status text not null check (status in ('pending', 'open', 'settled', 'cashed_out', 'refused')),
     result text check (result in ('won', 'lost', 'void')),
     accept_at timestamptz,
     refusal jsonb,
     payout bigint,
     boost_paid bigint,
     settle_seq integer not null default 0,
     cashed_out bigint,
     created_at timestamptz not null,
     settled_at timestamptz,
     updated_at timestamptz not null,
     unique (player_id, request_id)
   )`,
  `create index sports_bets_player_idx on sports_bets (player_id, id desc)`,
  `create index sports_bets_pending_idx on sports_bets (accept_at) where status = 'pending'`,
  // The minute sweep reads the markets of open bets' unsettled legs.
  `create index sports_bets_open_idx on sports_bets (id) where status = 'open'`,

  // A leg keeps what the player saw (event, teams, market, outcome) so history reads no other module's tables.
  `create table sports_bet_legs (
     bet_id bigint not null references sports_bets (id),
     idx smallint not null,
     outcome_id bigint not null,
     market_id bigint not null,
     event_id text not null,
     sport_id integer not null,
     book text not null check (book in ('fcg', 'betco')),
     home text not null,
     away text not null,
     start_time timestamptz not null,
     market text not null,
     key text not null,
     param double precision,
     outcome text not null,
     odds integer not null check (odds >= 101),
     live boolean not null,
     result text check (result in ('won', 'lost', 'void', 'half_won', 'half_lost')),
     dead_heat_factor double precision,
     primary key (bet_id, idx)
   )`,
  `create index sports_bet_legs_market_idx on sports_bet_legs (market_id)`,
  `create index sports_bet_legs_event_idx on sports_bet_legs (event_id)`,
  `create index sports_bet_legs_open_idx on sports_bet_legs (bet_id) where result is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sports_bet_legs', 'sports_bets', 'sports_bet_players'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
}
