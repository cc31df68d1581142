import type { MarketKey, MarketStatus, SportKey } from '@kasa/contract/sports';
import type { LegResult } from '@kasa/contract/sports-bets';

/**
 * The sports-data port (issue 10 §1, docs/decisions/0200 §Feed port). Its messages mirror Sportradar's Unified Odds
 * Feed (UOF) one for one — fixture_change, odds_change, bet_stop, bet_settlement, bet_cancel,
 * rollback_bet_settlement, plus the producer's alive/snapshot — with the identifiers of our own catalogue (market
 * keys and parameters, outcome ids). The built-in match simulator produces them; a real adapter translates the
 * feed's market ids and specifiers into ours (1 → '1x2', 18 total=2.5 → 'ou' 2.5, …) and nothing else.
 *
 * Every message carries the event id, the producer (pre-match or live, as UOF's products), the feed's timestamp
 * (ms) and a per-producer sequence number, so the consumer can drop duplicates and detect gaps (then ask `recover`).
 */

export type Producer = 'prematch' | 'live';

interface MessageBase {
  eventId: string;
  producer: Producer;
  /** When the feed generated it (epoch ms). */
  timestamp: number;
  /** Increases by one per message of a producer; a gap means messages were lost. */
  sequence: number;
}

// ---- fixtures ----

export interface Competitor {
  id: string;
  name: string;
}

export interface Fixture {
  eventId: string;
  sport: SportKey;
  leagueId: string;
  league: string;
  /** Region code for the league tree (TR, GB, EU, US, INT…); the web names it in the player's language. */
  category: string;
  home: Competitor;
  away: Competitor;
  /** Scheduled start (epoch ms). */
  startTime: number;
  /** Tennis: 3 or 5; volleyball: 5. */
  bestOf?: 3 | 5;
  /** Whether the event will be offered in play. */
  liveOdds: boolean;
  /** Our curation, not the feed's: a top event is quoted by the High Rate book (fcg). A real adapter leaves it out
   * and the league's operator-set flag decides. */
  top?: boolean;
}

/** UOF `fixture_change`: a new event, a new start time, a cancelled or postponed event, a format change. */
export interface FixtureChange extends MessageBase {
  type: 'fixture_change';
  change: 'new' | 'start_time' | 'cancelled' | 'format' | 'coverage';
  fixture: Fixture;
}

// ---- match status ----

/** UOF sport_event_status `status`. */
export type EventStatus =
  'not_started' | 'live' | 'suspended' | 'ended' | 'closed' | 'cancelled' | 'abandoned';

export interface Scoreboard {
  status: EventStatus;
  /** UOF match_status in words: '1st_half', 'halftime', '2nd_half', 'q3', 'overtime', 'set_2', 'ended'… */
  period: string;
  score: readonly [home: number, away: number];
  /** Period scores (halves, quarters, sets with games or points). */
  periodScores?: readonly (readonly [number, number])[];
  /** Match clock, for timed sports ('67:12'); counted in seconds. */
  clockSeconds?: number;
  /** Stoppage time announced for the current period, minutes. */
  addedTime?: number;
  /** Tennis / volleyball: current game points and who serves. */
  points?: readonly [number, number];
  server?: 1 | 2;
  /** Statistics a scoreboard and tracker show. */
  stats?: Partial<
    Record<
      'yellow' | 'red' | 'corners' | 'possession' | 'attacks' | 'dangerous_attacks',
      readonly [number, number]
    >
  >;
}

// ---- odds ----

export interface FeedOutcome {
  id: string;
  /** Offered decimal odds; absent when the outcome is not offered now. */
  odds?: number;
  /** The model's fair probability (UOF sends `probabilities` too); cash-out uses it. */
  probability?: number;
  active: boolean;
}

export interface FeedMarket {
  key: MarketKey;
  param?: number;
  /** UOF: 1 active, -1 suspended, 0 deactivated (→ suspended), -3 settled, -4 cancelled. */
  status: MarketStatus;
  outcomes: readonly FeedOutcome[];
  /** Marks the line shown inline (UOF's `favourite` / main line). */
  mainLine?: boolean;
}

/**
 * Something that happened in the match, for the timeline (goals, cards, corners, periods, sets…). UOF itself carries
 * only the status; Sportradar sends the timeline on a companion feed, which an adapter merges here. `seq` numbers an
 * event's incidents from 0, so a repeated incident is recognised.
 */
export interface FeedIncident {
  seq: number;
  kind: string;
  team?: '1' | '2';
  clockSeconds?: number;
  period?: string;
  score: readonly [number, number];
  value?: number;
}

/** UOF `odds_change`: new prices and market statuses, with the scoreboard; an empty market list is a status update. */
export interface OddsChange extends MessageBase {
  type: 'odds_change';
  scoreboard?: Scoreboard;
  incidents?: readonly FeedIncident[];
  markets: readonly FeedMarket[];
  /** Set when the change follows a bet stop (UOF `betstop_reason`). */
  betstopReason?: string;
}

/** UOF `bet_stop`: suspend the event's markets at once (a goal, a penalty, a red card), until the next odds_change. */
export interface BetStop extends MessageBase {
  type: 'bet_stop';
  /** UOF market groups; 'all' is every market of the event. */
  groups: 'all' | readonly MarketKey[];
  reason: 'goal' | 'penalty' | 'red_card' | 'possible_goal' | 'break' | 'other';
}

// ---- settlement ----

export interface SettledOutcome {
  id: string;
  /** won/lost/void/half_won/half_lost: UOF's result 0/1 with void_factor 0/0.5/1, named (see `fromUof`). */
  result: LegResult;
  deadHeatFactor?: number;
}

export interface SettledMarket {
  key: MarketKey;
  param?: number;
  outcomes: readonly SettledOutcome[];
  voidReason?: string;
}

/**
 * UOF `bet_settlement`. `certainty` 1 is a live result (from the scout, sent at once), 2 the confirmed one; a book
 * settles on either and relies on rollback_bet_settlement for the rare correction.
 */
export interface BetSettlement extends MessageBase {
  type: 'bet_settlement';
  certainty: 1 | 2;
  markets: readonly SettledMarket[];
}

/**
 * UOF `bet_cancel`: void every bet on the markets, or only the bets placed between `startTime` and `endTime` (a price
 * the feed got wrong during that window). A cancel of a settled market arrives after its rollback.
 */
export interface BetCancel extends MessageBase {
  type: 'bet_cancel';
  markets: readonly { key: MarketKey; param?: number; voidReason: string }[];
  startTime?: number;
  endTime?: number;
}

/** UOF `rollback_bet_settlement`: the settlement of these markets is withdrawn; they reopen (suspended) for a redo. */
export interface RollbackBetSettlement extends MessageBase {
  type: 'rollback_bet_settlement';
  markets: readonly { key: MarketKey; param?: number }[];
}

/** UOF `alive`: the producer's heartbeat. No alive for longer than the timeout means the producer is down. */
export interface Alive {
  type: 'alive';
  producer: Producer;
  timestamp: number;
  subscribed: boolean;
}

/** UOF `snapshot_complete`: the end of a recovery requested by `recover`. */
export interface SnapshotComplete {
  type: 'snapshot_complete';
  producer: Producer;
  timestamp: number;
  requestId: number;
}

export type EventMessage =
  FixtureChange | OddsChange | BetStop | BetSettlement | BetCancel | RollbackBetSettlement;
export type FeedMessage = EventMessage | Alive | SnapshotComplete;

/** UOF result + void_factor → our leg result (the adapter's one non-trivial mapping). */
export function fromUof(result: 0 | 1, voidFactor: 0 | 0.5 | 1 = 0): LegResult {
  if (voidFactor === 1) return 'void';
  if (voidFactor === 0.5) return result === 1 ? 'half_won' : 'half_lost';
  return result === 1 ? 'won' : 'lost';
}

// ---- the port ----

export type FeedHandler = (message: FeedMessage) => void | Promise<void>;

/**
 * A sports feed: the simulator or a real adapter. The consumer processes messages in order per event and is
 * idempotent on (producer, sequence). After a restart or a gap it calls `recover(since)`; the feed replays the state
 * of every event changed since then (odds, statuses, settlements) and ends with snapshot_complete. Bets are refused
 * while a producer is down (`isUp`), as the issue asks for a disconnected feed.
 */
export interface SportsFeed {
  readonly name: string;
  start(handler: FeedHandler): Promise<void>;
  stop(): Promise<void>;
  recover(producer: Producer, since: number): Promise<number>;
  isUp(producer: Producer): boolean;
  /** The fixtures known now (for the first load; later changes arrive as fixture_change). */
  fixtures(from: number, to: number): Promise<readonly Fixture[]>;
}
