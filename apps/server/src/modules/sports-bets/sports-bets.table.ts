import type { ColumnType, Generated, Selectable } from 'kysely';
import type { SportsBook } from '@kasa/contract/sports';
import type { AcceptOdds } from '@kasa/contract/sports-bets-api';
import type { BetType, LegResult } from '@kasa/contract/sports-bets';

/** BIGINT: read as a string (kuruş or an id). */
type BigText = ColumnType<string, string | number, string | number>;
type BigId = ColumnType<string, never, never>;
type Json<T> = ColumnType<T, string, string>;

/** Why a live bet was refused at the end of its delay: the message key and the leg it names (names are rendered in
 * the reader's language). */
export interface StoredRefusal {
  code: 'e.sportsBetOddsChanged' | 'e.sportsBetMarketClosed' | 'e.sportsBetFeedDown';
  idx: number | null;
  /** Hundredths now, null: not offered. */
  odds: number | null;
}

export type BetRowStatus = 'pending' | 'open' | 'settled' | 'cashed_out' | 'refused';
export type BetRowResult = 'won' | 'lost' | 'void';

export interface SportsBetPlayersTable {
  player_id: string;
  stake_factor: Generated<number>;
  updated_at: Date;
}

export interface SportsBetsTable {
  id: BigId;
  player_id: string;
  request_id: string;
  request_hash: string;
  type: BetType;
  system: string | null;
  lines: number;
  stake_per_line: BigText;
  stake: BigText;
  /** The stake per line still running (less than stake_per_line after a partial cash-out). */
  open_per_line: BigText;
  book: SportsBook;
  boost: boolean;
  max_payout: BigText;
  accept_odds: AcceptOdds;
  live: boolean;
  status: BetRowStatus;
  result: BetRowResult | null;
  accept_at: Date | null;
  refusal: Json<StoredRefusal> | null;
  payout: BigText | null;
  boost_paid: BigText | null;
  settle_seq: Generated<number>;
  cashed_out: BigText | null;
  created_at: Date;
  settled_at: Date | null;
  updated_at: Date;
}

export interface SportsBetLegsTable {
  bet_id: string;
  idx: number;
  outcome_id: string;
  market_id: string;
  event_id: string;
  sport_id: number;
  book: SportsBook;
  home: string;
  away: string;
  start_time: Date;
  market: string;
  key: string;
  param: number | null;
  outcome: string;
  /** Hundredths (185 = 1.85). */
  odds: number;
  live: boolean;
  result: LegResult | null;
  dead_heat_factor: number | null;
}

export type SportsBetRow = Selectable<SportsBetsTable>;
export type SportsBetLegRow = Selectable<SportsBetLegsTable>;

// Tables owned by this module, merged into db/schema.ts's Database.
export interface SportsBetsTables {
  sports_bet_players: SportsBetPlayersTable;
  sports_bets: SportsBetsTable;
  sports_bet_legs: SportsBetLegsTable;
}
