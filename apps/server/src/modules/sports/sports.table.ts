import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MarketStatus } from '@kasa/contract/sports';
import type { LegResult } from '@kasa/contract/sports-bets';
import type { EventStatus, Producer } from './feed/feed.port.ts';

/** BIGINT id: read as a string. */
type BigId = ColumnType<string, never, never>;
type Json<T> = ColumnType<T, string, string>;

export interface SportsSportsTable {
  id: number;
  key: string;
  name_tr: string;
  name_en: string;
  sort: number;
}

export interface SportsTournamentsTable {
  id: string;
  sport_id: number;
  name: string;
  category: string;
  is_top: Generated<boolean>;
  created_at: Date;
}

/** What the scoreboard column holds besides the columns (SportsScoreboard in the contract). */
export interface ScoreboardJson {
  periodScores?: [number, number][];
  points?: [number, number];
  server?: 1 | 2;
  addedTime?: number;
  stats?: Record<string, [number, number]>;
  last?: { kind: string; team: '1' | '2' | null };
}

export interface SportsEventsTable {
  id: string;
  sport_id: number;
  tournament_id: string;
  home: string;
  away: string;
  home_id: string;
  away_id: string;
  start_time: Date;
  best_of: number | null;
  is_top: Generated<boolean>;
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
  period: string | null;
  score_home: number | null;
  score_away: number | null;
  clock_seconds: number | null;
  clock_running: Generated<boolean>;
  clock_at: Date | null;
  scoreboard: Json<ScoreboardJson>;
  updated_at: Date;
}

export interface SportsMarketsTable {
  id: BigId;
  event_id: string;
  /** 'ou:2.5', '1x2': the market's id within its event. */
  market: string;
  key: string;
  param: number | null;
  status: MarketStatus;
  is_main: Generated<boolean>;
  sort: number;
  void_reason: string | null;
  settled_at: Date | null;
  updated_at: Date;
  /** An operator's hold (docs/decisions/0540, migration 0056): the feed cannot reopen the market while it is set. */
  operator_hold_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  operator_hold_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** While held: the status the feed last asked for (what lifting the hold gives the market). */
  feed_status: ColumnType<
    'active' | 'suspended' | null,
    'active' | 'suspended' | null | undefined,
    'active' | 'suspended' | null
  >;
}

export interface SportsOutcomesTable {
  id: BigId;
  market_id: string;
  outcome: string;
  sort: number;
  probability: number | null;
  /** Hundredths (185 = 1.85); null: the book does not offer it. */
  odds_fcg: number | null;
  odds_betco: number | null;
  result: LegResult | null;
  dead_heat_factor: number | null;
  updated_at: Date;
}

export interface SportsIncidentsTable {
  event_id: string;
  seq: number;
  kind: string;
  team: '1' | '2' | null;
  clock_seconds: number | null;
  period: string | null;
  score_home: number;
  score_away: number;
  value: number | null;
  created_at: Date;
}

export interface SportsCancelWindowsTable {
  id: BigId;
  market_id: string;
  starts_at: Date | null;
  ends_at: Date | null;
  void_reason: string;
  created_at: Date;
}

export interface SportsFeedStateTable {
  producer: Producer;
  last_sequence: ColumnType<string, string | number, string | number>;
  alive_at: Date | null;
  gaps: Generated<number>;
}

export interface SportsFeedLeaseTable {
  name: string;
  holder: string | null;
  expires_at: Date | null;
}

export interface SportsSimProgressTable {
  event_id: string;
  cursor: Generated<number>;
  priced_at: Date | null;
  suspended_until: Date | null;
}

export type SportsEventRow = Selectable<SportsEventsTable>;
export type SportsMarketRow = Selectable<SportsMarketsTable>;
export type SportsOutcomeRow = Selectable<SportsOutcomesTable>;
export type SportsIncidentRow = Selectable<SportsIncidentsTable>;
export type SportsTournamentRow = Selectable<SportsTournamentsTable>;
export type SportsSimProgressRow = Selectable<SportsSimProgressTable>;

// Tables owned by this module, merged into db/schema.ts's Database.
/** A league a player starred (docs/decisions/0240). */
export interface SportsFavouriteLeaguesTable {
  player_id: string;
  tournament_id: string;
  created_at: Date;
}

export interface SportsTables {
  sports_favourite_leagues: SportsFavouriteLeaguesTable;
  sports_sports: SportsSportsTable;
  sports_tournaments: SportsTournamentsTable;
  sports_events: SportsEventsTable;
  sports_markets: SportsMarketsTable;
  sports_outcomes: SportsOutcomesTable;
  sports_incidents: SportsIncidentsTable;
  sports_cancel_windows: SportsCancelWindowsTable;
  sports_feed_state: SportsFeedStateTable;
  sports_feed_lease: SportsFeedLeaseTable;
  sports_sim_progress: SportsSimProgressTable;
}
