import { z } from 'zod';
import { str } from './text.ts';
import { MarketKey, MarketStatus, SportsBook } from './sports.ts';

// The sportsbook's read calls and live messages (issue 10 §4, docs/decisions/0201). Odds are decimal with two
// places; a selection's id names the book and the outcome row, so a bet slip leg `{selectionId, odds}` says exactly
// which price of which book the player took.

export const SportsPath = {
  tree: 'sports/tree',
  events: 'sports/events',
  /** `sports/event/:id` (all markets of one event). */
  event: 'sports/event',
  /** `sports/state/:id` (scoreboard and timeline of one event). */
  state: 'sports/state',
  /** The player's favourite leagues (GET: the list; POST: star or unstar some). */
  favourites: 'sports/favourites',
} as const;

/** A player stars at most this many leagues (a guest's list in local storage keeps the same bound). */
export const MAX_FAVOURITE_LEAGUES = 100;

/** The hub namespace of the sportsbook: guests may watch; a socket joins the rooms it subscribes to. */
export const SPORTS_NAMESPACE = '/sports';
/** The one event the namespace emits; its payload is a SportsHubMessage. */
export const SPORTS_EVENT = 'sports';
/** What a client sends to join or leave rooms (a list of room names). */
export const SPORTS_SUBSCRIBE = 'subscribe';
export const SPORTS_UNSUBSCRIBE = 'unsubscribe';

/** Rooms: one per event (every market), one per sport (live scores and main markets of its events), all live. */
export const sportsRoom = {
  event: (eventId: string) => `sports:event:${eventId}`,
  sport: (sportId: number) => `sports:sport:${sportId}`,
  live: 'sports:live',
} as const;

const ROOM = /^sports:(event:[\w.:-]{1,100}|sport:\d{1,3}|live)$/;

/** The valid room names of what a client sent (anything else is ignored), at most 50. */
export function sportsRoomsOf(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  return input.filter((r): r is string => typeof r === 'string' && ROOM.test(r)).slice(0, 50);
}

/** `betco:1234`: the book and the outcome row. */
export function selectionRef(book: SportsBook, outcomeId: string | number): string {
  return `${book}:${outcomeId}`;
}

export function parseSelectionRef(ref: string): { book: SportsBook; outcomeId: string } | null {
  const match = /^(fcg|betco):(\d{1,18})$/.exec(ref);
  return match ? { book: match[1] as SportsBook, outcomeId: match[2]! } : null;
}

// ---- requests ----

const Book = z.enum(SportsBook);

export const SportsTreeQuery = z.object({ book: Book.optional() });
export type SportsTreeQuery = z.infer<typeof SportsTreeQuery>;

export const SportsEventsRequest = z.object({
  sportId: z.number().int().min(1).max(999).optional(),
  leagueId: str().min(1).max(100).optional(),
  /** true: in play; false: not started (the next 7 days); absent: both, live first. */
  live: z.boolean().optional(),
  book: Book.default('betco'),
  skip: z.number().int().min(0).max(10_000).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type SportsEventsRequest = z.infer<typeof SportsEventsRequest>;

export const SportsEventParams = z.object({ id: str().min(1).max(100) });

/**
 * POST sports/favourites: star (`favourite: true`) or unstar some leagues. A list (not one id) so a guest's stars,
 * kept in local storage, move to the account in one call at login. Unknown league ids are ignored.
 */
export const SportsFavouritesRequest = z.object({
  leagueIds: z.array(str().min(1).max(100)).min(1).max(MAX_FAVOURITE_LEAGUES),
  favourite: z.boolean(),
});
export type SportsFavouritesRequest = z.infer<typeof SportsFavouritesRequest>;

/** The player's favourite league ids, the most recently starred first. */
export const SportsFavouritesData = z.object({ leagueIds: z.array(str()) });
export type SportsFavouritesData = z.infer<typeof SportsFavouritesData>;
export const SportsEventQuery = z.object({ book: Book.default('betco') });

// ---- responses ----

export const SportsSelection = z.object({
  /** `book:outcomeRow`, what the bet slip sends back. */
  id: str(),
  /** The outcome within its market type ('1', 'x', 'over', '2-1'). */
  outcome: str(),
  name: str(),
  /** null: not offered now. */
  odds: z.number().nullable(),
});
export type SportsSelection = z.infer<typeof SportsSelection>;

export const SportsMarket = z.object({
  /** The market within the event: 'ou:2.5', '1x2'. */
  id: str(),
  key: z.enum(MarketKey),
  name: str(),
  status: z.enum(MarketStatus),
  line: z.number().optional(),
  main: z.boolean(),
  selections: z.array(SportsSelection),
});
export type SportsMarket = z.infer<typeof SportsMarket>;

export const SportsEventStatus = z.enum([
  'not_started',
  'live',
  'suspended',
  'ended',
  'closed',
  'cancelled',
  'abandoned',
]);

export const SportsClock = z.object({
  /** Match clock in seconds at the time of the answer. */
  seconds: z.number().int(),
  running: z.boolean(),
});

export const SportsEvent = z.object({
  id: str(),
  sportId: z.number().int(),
  leagueId: str(),
  league: str(),
  category: str(),
  home: str(),
  away: str(),
  startTime: str(),
  live: z.boolean(),
  status: SportsEventStatus,
  /** UOF match status in words: '1st_half', 'halftime', 'q3', 'set_2', 'ended'. */
  period: str().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  clock: SportsClock.nullable(),
  /** High Rate book (fcg) quotes it. */
  highRate: z.boolean(),
  /**
   * How many markets the event page shows in this book (open, at least one price): the list's "+N" link. The
   * events call returns the main markets only; the event call all of them (then it equals `markets.length`).
   */
  marketCount: z.number().int(),
  markets: z.array(SportsMarket),
  /** In play: the last thing that happened (the live centre's tracker; score messages carry it on). */
  last: z.object({ kind: str(), team: z.enum(['1', '2']).nullable() }).optional(),
});
export type SportsEvent = z.infer<typeof SportsEvent>;

export const SportsEventsData = z.object({ total: z.number().int(), events: z.array(SportsEvent) });
export type SportsEventsData = z.infer<typeof SportsEventsData>;

const Counts = { live: z.number().int(), prematch: z.number().int() };
export const SportsTreeLeague = z.object({
  id: str(),
  name: str(),
  category: str(),
  top: z.boolean(),
  ...Counts,
});
export const SportsTreeSport = z.object({
  id: z.number().int(),
  key: str(),
  name: str(),
  ...Counts,
  leagues: z.array(SportsTreeLeague),
});
export type SportsTreeSport = z.infer<typeof SportsTreeSport>;

const Pair = z.tuple([z.number().int(), z.number().int()]);

export const SportsIncident = z.object({
  seq: z.number().int(),
  /** goal, yellow, red, corner, penalty, period_start, half_time, set, game, end… */
  kind: str(),
  team: z.enum(['1', '2']).nullable(),
  /** Match clock (seconds) for timed sports. */
  clock: z.number().int().nullable(),
  score: Pair,
  value: z.number().nullable(),
});
export type SportsIncident = z.infer<typeof SportsIncident>;

export const SportsScoreboard = z.object({
  periodScores: z.array(Pair).optional(),
  points: Pair.optional(),
  server: z.union([z.literal(1), z.literal(2)]).optional(),
  addedTime: z.number().optional(),
  stats: z.record(str(), Pair).optional(),
  /** The last thing that happened (for the tracker): kind and side. */
  last: z.object({ kind: str(), team: z.enum(['1', '2']).nullable() }).optional(),
});
export type SportsScoreboard = z.infer<typeof SportsScoreboard>;

export const SportsLiveState = z.object({
  id: str(),
  sportId: z.number().int(),
  status: SportsEventStatus,
  period: str().nullable(),
  score: Pair.nullable(),
  clock: SportsClock.nullable(),
  scoreboard: SportsScoreboard,
  incidents: z.array(SportsIncident),
});
export type SportsLiveState = z.infer<typeof SportsLiveState>;

// ---- live messages (hub namespace /sports, event 'sports') ----

/**
 * A change of prices or statuses of some markets of an event, for one book (the changed markets only, lean: a page
 * that meets a market id it does not know refetches the event).
 */
export interface SportsOddsMessage {
  type: 'odds';
  eventId: string;
  book: SportsBook;
  markets: {
    id: string;
    status: MarketStatus;
    main: boolean;
    selections: { id: string; odds: number | null }[];
  }[];
}

/** Markets suspended at once (a goal, a red card): every market of the event, or those listed. */
export interface SportsSuspendMessage {
  type: 'suspend';
  eventId: string;
  marketIds: string[] | 'all';
  reason: string;
}

/** The scoreboard moved (score, clock, period, status), with the incidents that came with it. */
export interface SportsScoreMessage {
  type: 'score';
  eventId: string;
  sportId: number;
  status: z.infer<typeof SportsEventStatus>;
  period: string | null;
  score: [number, number] | null;
  clock: z.infer<typeof SportsClock> | null;
  scoreboard: SportsScoreboard;
  incidents: SportsIncident[];
}

/** Markets settled, cancelled or rolled back (My Bets refreshes; the event page greys them). */
export interface SportsResultMessage {
  type: 'result';
  eventId: string;
  markets: { id: string; status: MarketStatus }[];
}

export type SportsHubMessage =
  SportsOddsMessage | SportsSuspendMessage | SportsScoreMessage | SportsResultMessage;
