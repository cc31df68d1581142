import { z } from 'zod';
import { str } from './text.ts';
import { MarketStatus, type SportKey } from './sports.ts';
import { SportsClock, SportsEventStatus } from './sports-api.ts';
import { BetType, COMBO_MAX_LEGS, LegResult } from './sports-bets.ts';

// The sportsbook's betting calls (issue 10 §2 and §4, docs/decisions/0210): placing a bet, the player's bets, and
// cash-out. Amounts are Turkish lira with two decimals as everywhere in the API (the server works in kuruş); odds are
// decimal with two places. The names and fields of §4 are kept: `sports/placebet {type, system?, legs, stake,
// acceptOdds, requestId}`, `sports/mybets {status?, skip, take}`, `sports/cashout {betId, amount}`.

export const SportsBetsPath = {
  placeBet: 'sports/placebet',
  myBets: 'sports/mybets',
  /** A live quote of what cashing a bet out pays now. */
  cashoutQuote: 'sports/cashoutquote',
  cashout: 'sports/cashout',
} as const;

/** The odds-change policy the player picked on the slip: take no change, only a higher price, or any price. */
export const AcceptOdds = ['none', 'higher', 'any'] as const;
export type AcceptOdds = (typeof AcceptOdds)[number];

/**
 * Live bets are held this long (seconds) before they are accepted, per sport (the time a goal or a point needs to
 * reach the feed): a bet placed just before a bet stop is then refused instead of taken at a stale price.
 */
export const LIVE_BET_DELAY_SECONDS: Readonly<Record<SportKey, number>> = {
  football: 8,
  ice_hockey: 7,
  basketball: 6,
  tennis: 5,
  volleyball: 5,
};

/**
 * Stake and payout limits per book, lira. `minStake` is per line (a single or combo has one line); `maxStake` is the
 * bet's total stake; `maxStakePerEvent` the player's total open stake on legs of one event (each bet counts its full
 * stake for every event it has a leg in); `maxPayout` caps what one bet can pay. A bet with any High Rate (fcg) leg
 * takes the fcg limits. The operator can lower (or raise) a player's max stakes with a per-player factor.
 */
export const SPORTS_BET_LIMITS = {
  betco: { minStake: 1, maxStake: 50_000, maxStakePerEvent: 100_000, maxPayout: 1_000_000 },
  fcg: { minStake: 1, maxStake: 5_000, maxStakePerEvent: 10_000, maxPayout: 100_000 },
} as const;

/** A cash-out is accepted if the value re-checked at acceptance is at most this share below the amount asked. */
export const CASHOUT_TOLERANCE = 0.02;

const lira = (min: number) =>
  z
    .number({ error: 'v.required' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' })
    .refine((v) => v >= min, { message: 'v.invalid' });

// ---- POST sports/placebet ----

export const BetLegInput = z.object({
  /** `book:outcomeRow` as the events calls give it (`betco:1234`). */
  selectionId: str().regex(/^(fcg|betco):\d{1,18}$/, 'v.invalid'),
  /** The price the player saw (checked against the current one by `acceptOdds`). */
  odds: z.number().min(1.01, 'v.invalid').max(1000, 'v.invalid'),
});
export type BetLegInput = z.infer<typeof BetLegInput>;

export const PlaceBetRequest = z
  .object({
    type: z.enum(BetType, { message: 'v.option' }),
    /** System bets only: a named system ('trixie', 'yankee', 'lucky15', 'canadian', 'heinz' …) or 'k/n', 'k,m/n'. */
    system: str().min(3).max(20).optional(),
    legs: z.array(BetLegInput).min(1, 'v.invalid').max(COMBO_MAX_LEGS, 'v.invalid'),
    /** Lira; for a system bet the stake PER LINE (the total is lines × stake). */
    stake: lira(0.01),
    acceptOdds: z.enum(AcceptOdds, { message: 'v.option' }).default('none'),
    /** Chosen by the client once per slip submission: a retried request answers the same bet, never a second one. */
    requestId: str().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.invalid'),
  })
  .strip()
  .refine((b) => b.type !== 'system' || b.system !== undefined, { message: 'v.required', path: ['system'] });
export type PlaceBetRequest = z.input<typeof PlaceBetRequest>;

// ---- a bet as the player sees it ----

/**
 * pending: a live bet in its delay (stake held); open: accepted, not settled; won / lost / void: settled (won: it
 * paid something, a system with some lines won included; void: every leg void, the stake returned); cashed_out;
 * refused: a live bet refused at the end of its delay (stake returned).
 */
export const SportsBetStatus = ['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused'] as const;
export type SportsBetStatus = (typeof SportsBetStatus)[number];

export const SportsBetLeg = z.object({
  selectionId: str(),
  eventId: str(),
  sportId: z.number().int(),
  home: str(),
  away: str(),
  startTime: str(),
  /** The market within the event ('ou:2.5') and its name in the request's language. */
  market: str(),
  marketName: str(),
  selectionName: str(),
  odds: z.number(),
  live: z.boolean(),
  /** null while the leg is open. */
  result: z.enum(LegResult).nullable(),
  deadHeatFactor: z.number().nullable(),
});
export type SportsBetLeg = z.infer<typeof SportsBetLeg>;

/** Why a bet was refused (placement answers it as the error's data; a live bet refused after its delay keeps it). */
export const BetRefusal = z.object({
  /** The message key (e.sportsBetOddsChanged, e.sportsBetMarketClosed …) and its text in the request's language. */
  code: str(),
  message: str(),
  /** The selection that changed or closed, and its price now (null: not offered). */
  selectionId: str().nullable(),
  odds: z.number().nullable(),
});
export type BetRefusal = z.infer<typeof BetRefusal>;

export const SportsBet = z.object({
  id: str(),
  type: z.enum(BetType),
  system: str().nullable(),
  status: z.enum(SportsBetStatus),
  /** Total stake, lira (a partial cash-out never changes it: see `cashedOut`). */
  stake: z.number(),
  stakePerLine: z.number(),
  /** The stake still running, lira: the whole stake until a partial cash-out takes part of it. */
  openStake: z.number(),
  lines: z.number().int(),
  /** Product of the odds (a system: null). */
  totalOdds: z.number().nullable(),
  /** Everything won, boost included, before the max-payout cap is applied to it. */
  potentialPayout: z.number(),
  /** The combo boost's percent if the bet qualifies (0 otherwise). */
  boostPercent: z.number(),
  /** Paid by settlement (win + boost), lira; null until settled. */
  payout: z.number().nullable(),
  boost: z.number().nullable(),
  /** Paid by cash-outs (partial ones included), lira; null if never cashed out. */
  cashedOut: z.number().nullable(),
  acceptOdds: z.enum(AcceptOdds),
  live: z.boolean(),
  /** A pending live bet: when the delay ends. */
  acceptAt: str().nullable(),
  refusal: BetRefusal.nullable(),
  createdAt: str(),
  settledAt: str().nullable(),
  legs: z.array(SportsBetLeg),
});
export type SportsBet = z.infer<typeof SportsBet>;

/** What placebet answers: the bet (pending for a live bet) and the balance after the stake. */
export const PlaceBetData = z.object({
  bet: SportsBet,
  balance: z.number(),
  /** True when this request id had already placed the bet: nothing new happened. */
  replayed: z.boolean(),
});
export type PlaceBetData = z.infer<typeof PlaceBetData>;

// ---- POST sports/mybets ----

/** My Bets' tabs: open (pending and open), cashout (open bets a cash-out may be offered on), settled (won, lost,
 * void, cashed out, refused); absent: all. */
export const MyBetsStatus = ['open', 'cashout', 'settled'] as const;
export type MyBetsStatus = (typeof MyBetsStatus)[number];

const instant = z.iso.datetime({ offset: true, message: 'v.invalid' });

export const MyBetsRequest = z
  .object({
    status: z.enum(MyBetsStatus, { message: 'v.option' }).optional(),
    /** Placed at or after `from` and before `to` (ISO instants; the web sends the player's local day bounds). */
    from: instant.optional(),
    to: instant.optional(),
    skip: z.number().int().min(0).max(100_000).default(0),
    take: z.number().int().min(1).max(100).default(20),
  })
  .strip()
  .refine((r) => !r.from || !r.to || Date.parse(r.from) < Date.parse(r.to), {
    message: 'v.invalid',
    path: ['to'],
  });
export type MyBetsRequest = z.input<typeof MyBetsRequest>;

// ---- POST sports/cashoutquote, POST sports/cashout ----

export const CashoutQuoteRequest = z.object({ betId: str().regex(/^\d{1,18}$/, 'v.invalid') }).strip();
export type CashoutQuoteRequest = z.input<typeof CashoutQuoteRequest>;

export const CashoutQuoteData = z.object({
  betId: str(),
  /** false: no cash-out now (see `reason`); `amount` is then null. */
  available: z.boolean(),
  reason: z.enum(['suspended', 'lost', 'settled', 'not_open']).nullable(),
  /** What a full cash-out pays now, lira. */
  amount: z.number().nullable(),
});
export type CashoutQuoteData = z.infer<typeof CashoutQuoteData>;

/** Where a match of an open leg stands now (My Bets shows live scores; the `/sports` hub's score messages move it). */
export const MyBetsEvent = z.object({
  id: str(),
  sportId: z.number().int(),
  status: SportsEventStatus,
  live: z.boolean(),
  period: str().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  clock: SportsClock.nullable(),
});
export type MyBetsEvent = z.infer<typeof MyBetsEvent>;

export const MyBetsData = z.object({
  total: z.number().int(),
  bets: z.array(SportsBet),
  /** The events of the page's open and pending bets' unsettled legs, as they stand now. */
  events: z.array(MyBetsEvent),
  /** The cash-out quote of each open bet of the page, as `sports/cashoutquote` answers it now (one round trip for
   * the list; the page asks again per bet when its prices move). */
  quotes: z.array(CashoutQuoteData),
});
export type MyBetsData = z.infer<typeof MyBetsData>;

export const CashoutRequest = z
  .object({
    betId: str().regex(/^\d{1,18}$/, 'v.invalid'),
    /** The quote the player accepted, lira: the cash-out goes through if the value now is not lower by more than
     * CASHOUT_TOLERANCE, and pays the value now. */
    amount: lira(0.01),
    /** A partial cash-out: take this much now (lira, below the value) and leave the rest of the bet running on a
     * smaller stake; absent: everything. */
    partial: lira(0.01).optional(),
  })
  .strip();
export type CashoutRequest = z.input<typeof CashoutRequest>;

export const CashoutData = z.object({ bet: SportsBet, paid: z.number(), balance: z.number() });
export type CashoutData = z.infer<typeof CashoutData>;

// ---- operator: POST ops/sports/stakefactor {playerId, factor} (an operator session: trader, risk or admin) ----
// ---- and the back office's Sportsbook screen (docs/decisions/0540): trading, liability, operator holds, voids ----

export const OpsSportsPath = {
  stakeFactor: 'ops/sports/stakefactor',
  /** GET ?state=live|upcoming&sportId=&sort=liability|start&skip=&take=: events with their open bets and liability. */
  events: 'ops/sports/events',
  /** GET: one event's markets, each outcome with both books' prices, open stake and liability. */
  event: 'ops/sports/events/:id',
  /** POST: an operator's hold on a market (`:id` is the market's row id): the feed cannot reopen it. */
  suspendMarket: 'ops/sports/markets/:id/suspend',
  /** POST: lifts the operator's hold; the market takes the status the feed asks for now. */
  unsuspendMarket: 'ops/sports/markets/:id/unsuspend',
  /** POST {reason}: cancels the market; its bets are settled void through the feed's cancel path. */
  voidMarket: 'ops/sports/markets/:id/void',
  /** GET ?eventId=&skip=&take=: open and pending bets, newest first, with the player's username. */
  openBets: 'ops/sports/bets',
} as const;

/** The player's factor on the max stakes (1 = the book's limits; 0.1 = a tenth). */
export const OpsStakeFactorRequest = z
  .object({
    playerId: str().regex(/^\d{1,18}$/, 'v.invalid'),
    factor: z.number().gt(0, 'v.invalid').max(100, 'v.invalid'),
  })
  .strip();
export type OpsStakeFactorRequest = z.input<typeof OpsStakeFactorRequest>;

export const OpsSportsEventsQuery = z.object({
  /** live: in play (or suspended in play); upcoming: not started; absent: both. */
  state: z.enum(['live', 'upcoming'], { message: 'v.option' }).optional(),
  sportId: z.coerce.number().int().min(1, 'v.invalid').max(1000, 'v.invalid').optional(),
  /** liability (default): the largest worst-case liability first; start: kick-off order. */
  sort: z.enum(['liability', 'start'], { message: 'v.option' }).default('liability'),
  skip: z.coerce.number().int().min(0, 'v.invalid').max(100_000, 'v.invalid').default(0),
  take: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').default(25),
});
export type OpsSportsEventsQuery = z.output<typeof OpsSportsEventsQuery>;

/**
 * The book's exposure, lira (docs/decisions/0540). `liability` is the worst case of the house's net result (what it
 * pays out less the stakes it takes in) over the outcomes: per market the largest over its outcomes, per event the
 * sum over its markets. Negative: the house wins whatever happens.
 */
const Exposure = {
  /** Open and pending bets with an unsettled leg here. */
  openBets: z.number().int(),
  /** Their running stake, lira (after partial cash-outs). */
  openStake: z.number(),
  liability: z.number(),
};

export const OpsSportsEvent = z.object({
  id: str(),
  sportId: z.number().int(),
  league: str(),
  home: str(),
  away: str(),
  startTime: str(),
  status: SportsEventStatus,
  live: z.boolean(),
  period: str().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  clock: SportsClock.nullable(),
  /** Markets suspended by an operator's hold. */
  held: z.number().int(),
  ...Exposure,
});
export type OpsSportsEvent = z.infer<typeof OpsSportsEvent>;

export const OpsSportsEventPage = z.object({ total: z.number().int(), items: z.array(OpsSportsEvent) });
export type OpsSportsEventPage = z.infer<typeof OpsSportsEventPage>;

export const OpsSportsOutcome = z.object({
  /** The outcome's row id (a selection is `betco:<id>` / `fcg:<id>`). */
  id: str(),
  outcome: str(),
  name: str(),
  /** Decimal odds in each book; null: not offered by it. */
  oddsBetco: z.number().nullable(),
  oddsFcg: z.number().nullable(),
  /** The settled result (settled markets). */
  result: z.enum(LegResult).nullable(),
  /** Running stake of open bets backing this outcome, lira. */
  openStake: z.number(),
  /** What those bets pay if it wins (their other legs won too), lira. */
  payout: z.number(),
  /** The house's net result on the market's bets if this outcome wins, lira (positive: the house loses). */
  liability: z.number(),
});
export type OpsSportsOutcome = z.infer<typeof OpsSportsOutcome>;

export const OpsSportsMarket = z.object({
  /** The market's row id (the suspend / unsuspend / void calls take it). */
  id: str(),
  /** Within the event: '1x2', 'ou:2.5'. */
  market: str(),
  name: str(),
  status: z.enum(MarketStatus),
  main: z.boolean(),
  /** An operator's hold: who put it and when; null: none. */
  hold: z.object({ by: str(), at: str() }).nullable(),
  voidReason: str().nullable(),
  outcomes: z.array(OpsSportsOutcome),
  ...Exposure,
});
export type OpsSportsMarket = z.infer<typeof OpsSportsMarket>;

export const OpsSportsEventDetail = OpsSportsEvent.extend({ markets: z.array(OpsSportsMarket) });
export type OpsSportsEventDetail = z.infer<typeof OpsSportsEventDetail>;

export const OpsSportsIdParams = z.object({ id: str().regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'v.invalid') });
export const OpsSportsMarketParams = z.object({ id: str().regex(/^\d{1,18}$/, 'v.invalid') });

export const OpsSportsVoidRequest = z
  .object({ reason: str().trim().min(3, 'v.required').max(500, 'v.invalid') })
  .strip();
export type OpsSportsVoidRequest = z.input<typeof OpsSportsVoidRequest>;

/** What a suspend / unsuspend / void answers: the market as it is now. */
export const OpsSportsMarketChange = z.object({
  eventId: str(),
  market: OpsSportsMarket,
});
export type OpsSportsMarketChange = z.infer<typeof OpsSportsMarketChange>;

export const OpsSportsBetsQuery = z.object({
  eventId: str()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'v.invalid')
    .optional(),
  skip: z.coerce.number().int().min(0, 'v.invalid').max(100_000, 'v.invalid').default(0),
  take: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').default(25),
});
export type OpsSportsBetsQuery = z.output<typeof OpsSportsBetsQuery>;

export const OpsSportsBet = SportsBet.extend({ playerId: str(), username: str() });
export type OpsSportsBet = z.infer<typeof OpsSportsBet>;
export const OpsSportsBetPage = z.object({ total: z.number().int(), items: z.array(OpsSportsBet) });
export type OpsSportsBetPage = z.infer<typeof OpsSportsBetPage>;

// ---- live updates ----
// A live bet's decision, each settlement and a cash-out reach the player as a notification (the hub's `Notification`
// command on room player:<id>, in the player's language): My Bets refetches `sports/mybets` when one arrives. A
// cash-out quote moves with the prices of the bet's events: My Bets subscribes to their rooms on the `/sports`
// namespace and asks `sports/cashoutquote` again when an `odds` or `suspend` message names one of them.
