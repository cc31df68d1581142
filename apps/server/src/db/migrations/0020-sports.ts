import { sql, type Kysely } from 'kysely';

// Sportsbook (modules/sports, docs/decisions/0201): the catalogue the feed fills — sports, tournaments (leagues),
// events with their live state (status, period, score, clock, scoreboard), markets with a status machine, outcomes
// with the fair probability and each book's price in hundredths (185 = 1.85) and the result once settled, and the
// incidents of a match for its timeline, and the time windows a feed voided bets in. Feed bookkeeping: the last sequence and heartbeat per producer, the lease
// that lets one node run the simulator, and the simulator's progress through each match.
const statements = [
  `create table sports_sports (
     id integer primary key,
     key text not null unique,
     name_tr text not null,
     name_en text not null,
     sort integer not null
   )`,
  `insert into sports_sports (id, key, name_tr, name_en, sort) values
     (1, 'football', 'Futbol', 'Football', 1),
     (2, 'basketball', 'Basketbol', 'Basketball', 2),
     (5, 'tennis', 'Tenis', 'Tennis', 3),
     (23, 'volleyball', 'Voleybol', 'Volleyball', 4),
     (4, 'ice_hockey', 'Buz Hokeyi', 'Ice Hockey', 5)`,

  `create table sports_tournaments (
     id text primary key,
     sport_id integer not null references sports_sports (id),
     name text not null,
     category text not null,
     is_top boolean not null default false,
     created_at timestamptz not null
   )`,

  `create table sports_events (
     id text primary key,
     sport_id integer not null references sports_sports (id),
     tournament_id text not null references sports_tournaments (id),
     home text not null,
     away text not null,
     home_id text not null,
     away_id text not null,
     start_time timestamptz not null,
     best_of smallint check (best_of in (3, 5)),
     is_top boolean not null default false,
     status text not null default 'not_started'
       check (status in ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled', 'abandoned')),
     period text,
     score_home integer,
     score_away integer,
     clock_seconds integer,
     clock_running boolean not null default false,
     clock_at timestamptz,
     scoreboard jsonb not null default '{}',
     updated_at timestamptz not null
   )`,
  `create index sports_events_start_idx on sports_events (start_time)`,
  `create index sports_events_status_idx on sports_events (status, start_time)`,
  `create index sports_events_tournament_idx on sports_events (tournament_id, start_time)`,

  // A market's status only moves along MARKET_TRANSITIONS (contract sports.ts); the code updates it with the old
  // status in the WHERE clause, so two writers cannot both move it.
  `create table sports_markets (
     id bigint generated always as identity primary key,
     event_id text not null references sports_events (id),
     market text not null,
     key text not null,
     param double precision,
     status text not null check (status in ('active', 'suspended', 'settled', 'cancelled')),
     is_main boolean not null default false,
     sort integer not null,
     void_reason text,
     settled_at timestamptz,
     updated_at timestamptz not null,
     unique (event_id, market)
   )`,
  `create index sports_markets_main_idx on sports_markets (event_id) where is_main`,

  // Bets (the next step) reference an outcome row and store the book and the price they took.
  `create table sports_outcomes (
     id bigint generated always as identity primary key,
     market_id bigint not null references sports_markets (id),
     outcome text not null,
     sort integer not null,
     probability double precision,
     odds_fcg integer check (odds_fcg >= 101),
     odds_betco integer check (odds_betco >= 101),
     result text check (result in ('won', 'lost', 'void', 'half_won', 'half_lost')),
     dead_heat_factor double precision check (dead_heat_factor > 0 and dead_heat_factor <= 1),
     updated_at timestamptz not null,
     unique (market_id, outcome)
   )`,

  `create table sports_incidents (
     event_id text not null references sports_events (id),
     seq integer not null,
     kind text not null,
     team text check (team in ('1', '2')),
     clock_seconds integer,
     period text,
     score_home integer not null,
     score_away integer not null,
     value double precision,
     created_at timestamptz not null,
     primary key (event_id, seq)
   )`,

  // A feed's cancel limited to a time window (UOF bet_cancel with start/end): bets on the market placed in it are void.
  `create table sports_cancel_windows (
     id bigint generated always as identity primary key,
     market_id bigint not null references sports_markets (id),
     starts_at timestamptz,
     ends_at timestamptz,
     void_reason text not null,
     created_at timestamptz not null
   )`,
  `create index sports_cancel_windows_market_idx on sports_cancel_windows (market_id)`,

  // Per producer: the last sequence applied (a message at or below it is a duplicate) and the last heartbeat.
  `create table sports_feed_state (
     producer text primary key check (producer in ('prematch', 'live')),
     last_sequence bigint not null default 0,
     alive_at timestamptz,
     gaps integer not null default 0
   )`,
  `insert into sports_feed_state (producer) values ('prematch'), ('live')`,

  `create table sports_feed_lease (
     name text primary key,
     holder text,
     expires_at timestamptz
   )`,
  `insert into sports_feed_lease (name, holder, expires_at) values ('simulator', null, null)`,

  // The built-in simulator's place in each match it plays (a real feed adapter needs none of this).
  `create table sports_sim_progress (
     event_id text primary key references sports_events (id),
     cursor integer not null default -1,
     priced_at timestamptz,
     suspended_until timestamptz
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sports_sim_progress',
    'sports_feed_lease',
    'sports_feed_state',
    'sports_cancel_windows',
    'sports_incidents',
    'sports_outcomes',
    'sports_markets',
    'sports_events',
    'sports_tournaments',
    'sports_sports',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
