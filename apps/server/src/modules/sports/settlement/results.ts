/**
 * What a finished event's result says, per sport: the facts settlement reads (docs/decisions/0200 §Settlement). The
 * feed's `bet_settlement` already carries outcome results; the simulator and any re-settlement after a corrected
 * result derive them from these through the rules table.
 */

export type Side = '1' | '2';
export type Score = readonly [home: number, away: number];

export interface FootballResult {
  sport: 'football';
  /** Regular time including stoppage; extra time and penalties never count. */
  ft: Score;
  ht: Score;
  /** Who scored each goal, in order (an own goal counts for the side credited). */
  goals: readonly Side[];
}

export interface IceHockeyResult {
  sport: 'ice_hockey';
  /** After 60 minutes. */
  regular: Score;
  /** Winner after overtime and the shoot-out. */
  winner: Side;
}

export interface BasketballResult {
  sport: 'basketball';
  /** Final score, overtime included. */
  final: Score;
}

export interface TennisResult {
  sport: 'tennis';
  bestOf: 3 | 5;
  /** Games of every set played; the last one unfinished if a player retired. */
  sets: readonly Score[];
  /** The player who retired (walkover or injury), if any. */
  retired?: Side;
}

export interface VolleyballResult {
  sport: 'volleyball';
  sets: readonly Score[];
}

export type EventResult =
  FootballResult | IceHockeyResult | BasketballResult | TennisResult | VolleyballResult;
