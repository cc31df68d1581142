import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';
import { NEIGHBOURS_MAX, RacetrackCall, SPOTS } from './roulette-rules.ts';

// Live European roulette on the shared-round engine (issue 11 §1–2; docs/decisions/0310). Rounds are shared by every
// player at a table and driven by the server under a database lease; bets are HTTP calls with the game session
// (`x-game-session`); the live picture comes over the hub's `/tables` namespace, one room per table (guests may
// watch). Amounts are lira in the API, kuruş inside.

export const ROULETTE_GAME_CODE = 'kasa-roulette';
/** The tables dealt today (one European table; more are rows in TABLES on the server). */
export const ROULETTE_TABLE = 'roulette-1';
export const TABLES_NAMESPACE = '/tables';
/** Server → client: a TableEvent. */
export const TABLES_EVENT = 'table';
/** Client → server: join a table's room (payload: the table code); answered with a snapshot. */
export const TABLES_JOIN = 'join';
export const TABLES_LEAVE = 'leave';

export { RouletteApiPath } from './live-tables.ts';

/** 'playing': a game with an in-round phase (blackjack's turns) between the betting window and the settlement. */
export const TableRoundPhase = { Betting: 'betting', Playing: 'playing', Settled: 'settled' } as const;
export type TableRoundPhase = (typeof TableRoundPhase)[keyof typeof TableRoundPhase];

export const TableRound = z.object({
  table: str(),
  roundId: z.number().int(),
  /** The round's number at its table (1, 2, …), part of the draw's message. */
  seq: z.number().int(),
  phase: z.enum(TableRoundPhase),
  /** UTC ISO: betting opened, closes (the ball is launched), the result is shown (the wheel stops). */
  opensAt: str(),
  closesAt: str(),
  resultAt: str(),
  /** sha256 of the server seed, published when betting opens. */
  seedHash: str(),
  /** Revealed once the round is settled, else null. */
  serverSeed: str().nullable(),
  /** The winning pocket once settled, else null. */
  outcome: z.number().int().nullable(),
});
export type TableRound = z.infer<typeof TableRound>;

export const RouletteStats = z.object({
  /** The last 20 pockets, newest first. */
  last: z.array(z.number().int()),
  /** Over the last 100 rounds: drawn most and least often. */
  hot: z.array(z.number().int()),
  cold: z.array(z.number().int()),
  /** How many rounds the statistics cover. */
  rounds: z.number().int(),
});
export type RouletteStats = z.infer<typeof RouletteStats>;

export const RouletteWinner = z.object({ player: str(), payout: z.number() });
export type RouletteWinner = z.infer<typeof RouletteWinner>;

export const TableSnapshot = z.object({
  serverTime: str(),
  table: str(),
  round: TableRound.nullable(),
  /** Players with a bet in the current round. */
  players: z.number().int(),
  stats: RouletteStats,
});
export type TableSnapshot = z.infer<typeof TableSnapshot>;

/** What a table's room receives (event TABLES_EVENT). */
export type TableEvent =
  | { type: 'snapshot'; snapshot: TableSnapshot }
  | { type: 'round'; serverTime: string; round: TableRound }
  | { type: 'players'; table: string; roundId: number; players: number }
  | {
      type: 'result';
      serverTime: string;
      round: TableRound;
      stats: RouletteStats;
      winners: RouletteWinner[];
    };

// ---- stakes ----

const Amount = z
  .number({ error: 'v.required' })
  .positive('v.invalid')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' });

export const RouletteStakeInput = z.union([
  z.object({
    spot: str().refine((s) => SPOTS.has(s), { message: 'e.rouletteUnknownBet' }),
    amount: Amount,
  }),
  z.object({ call: z.enum(RacetrackCall).exclude(['neighbours']), amount: Amount }),
  z.object({
    call: z.literal('neighbours'),
    number: z.number().int().min(0).max(36),
    count: z.number().int().min(1).max(NEIGHBOURS_MAX),
    amount: Amount,
  }),
]);
export type RouletteStakeInput = z.infer<typeof RouletteStakeInput>;

export const RouletteBetRequest = z.object({
  roundId: z.number().int().positive(),
  /** The client's id of this submission: a repeat (a retried request) returns the stored ticket. */
  requestId: str().uuid('v.invalid'),
  stakes: z.array(RouletteStakeInput).min(1, 'v.required').max(200, 'v.invalid'),
});
export type RouletteBetRequest = z.input<typeof RouletteBetRequest>;

/** One layout bet of a ticket (racetrack calls arrive expanded). */
export const RouletteBetLine = z.object({
  spot: str(),
  amount: z.number(),
  payout: z.number().nullable(),
});
export type RouletteBetLine = z.infer<typeof RouletteBetLine>;

export const RouletteTicket = z.object({
  ticketId: z.number().int(),
  roundId: z.number().int(),
  stake: z.number(),
  /** Null until the round is settled. */
  payout: z.number().nullable(),
  status: z.enum(['open', 'settled']),
  /** What the player placed (racetrack calls as calls). */
  stakes: z.array(RouletteStakeInput),
  lines: z.array(RouletteBetLine),
  placedAt: str(),
});
export type RouletteTicket = z.infer<typeof RouletteTicket>;

export const RouletteLimitsView = z.object({
  minChip: z.number(),
  maxStraight: z.number(),
  maxOutside: z.number(),
  maxRound: z.number(),
  chips: z.array(z.number()),
});
export type RouletteLimitsView = z.infer<typeof RouletteLimitsView>;

// ---- POST originals/roulette/state {} (x-game-session) ----

export const RouletteStateRequest = z.object({}).strip();
export const RoulettePlayerState = TableSnapshot.extend({
  limits: RouletteLimitsView,
  /** My tickets in the current round. */
  myTickets: z.array(RouletteTicket),
  /** My last round's tickets (settled), for "repeat" and to show what happened while away. */
  lastTickets: z.array(RouletteTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type RoulettePlayerState = z.infer<typeof RoulettePlayerState>;

export const RouletteBetResult = z.object({
  ticket: RouletteTicket,
  balance: z.number(),
  bonusBalance: z.number(),
});
export type RouletteBetResult = z.infer<typeof RouletteBetResult>;
export const RouletteBetResponse = envelope(RouletteBetResult);

// ---- GET originals/roulette/rounds?take&before, originals/roulette/round?id (public: the verify page) ----

export const RouletteRoundsQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});
export const RouletteRoundQuery = z.object({ id: z.coerce.number().int().positive() });

// ---- GET originals/tables/live (public: the lobby tiles' live state) ----

export const LiveTableState = z.object({
  gameCode: str(),
  table: str(),
  serverTime: str(),
  phase: z.enum(TableRoundPhase).nullable(),
  closesAt: str().nullable(),
  players: z.number().int(),
  last: z.array(z.number().int()),
});
export type LiveTableState = z.infer<typeof LiveTableState>;
