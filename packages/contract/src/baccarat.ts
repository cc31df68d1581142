import { z } from 'zod';
import { BaccaratSpot } from './baccarat-rules.ts';
import { envelope } from './envelope.ts';
import { str } from './text.ts';
import { TableRoundPhase } from './roulette.ts';

// Live punto banco baccarat on the shared-round engine (issue 11 §2; docs/decisions/0311). The same patterns as the
// roulette table (docs/decisions/0310): bets over HTTP with the game session, the live picture over the hub's
// `/tables` namespace (room `table:baccarat-1`), the verify page from the revealed seed. Lira in the API.

// The game code lives with the table paths (live-tables.ts, no zod) so the lobby tile can read it on the first page.
export { BACCARAT_GAME_CODE } from './live-tables.ts';
export const BACCARAT_TABLE = 'baccarat-1';

export const BaccaratApiPath = {
  state: 'originals/baccarat/state',
  bet: 'originals/baccarat/bet',
  rounds: 'originals/baccarat/rounds',
  round: 'originals/baccarat/round',
} as const;

export const BaccaratResult = z.object({
  /** Cards 0–51 (rank = card % 13 + 1, suit = ⌊card / 13⌋) in the order each hand got them. */
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});
export type BaccaratResult = z.infer<typeof BaccaratResult>;

export const BaccaratRound = z.object({
  table: str(),
  roundId: z.number().int(),
  seq: z.number().int(),
  phase: z.enum(TableRoundPhase),
  opensAt: str(),
  /** Betting closes and the deal starts. */
  closesAt: str(),
  /** The deal is over on the screens. */
  resultAt: str(),
  seedHash: str(),
  serverSeed: str().nullable(),
  outcome: BaccaratResult.nullable(),
});
export type BaccaratRound = z.infer<typeof BaccaratRound>;

/** One finished coup on the roads. */
export const BaccaratRoadEntry = z.object({
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  /** The winning total (the tie's total on a tie). */
  total: z.number().int(),
});
export type BaccaratRoadEntry = z.infer<typeof BaccaratRoadEntry>;

export const BaccaratStats = z.object({
  /** The last coups of the table, OLDEST first (the roads are drawn left to right). */
  history: z.array(BaccaratRoadEntry),
  /** Counts over `history`. */
  player: z.number().int(),
  banker: z.number().int(),
  tie: z.number().int(),
});
export type BaccaratStats = z.infer<typeof BaccaratStats>;

export const BaccaratWinnerLine = z.object({ player: str(), payout: z.number() });

export const BaccaratSnapshot = z.object({
  serverTime: str(),
  table: str(),
  round: BaccaratRound.nullable(),
  players: z.number().int(),
  stats: BaccaratStats,
});
export type BaccaratSnapshot = z.infer<typeof BaccaratSnapshot>;

/** What the baccarat table's room receives (event TABLES_EVENT, namespace TABLES_NAMESPACE). */
export type BaccaratEvent =
  | { type: 'snapshot'; snapshot: BaccaratSnapshot }
  | { type: 'round'; serverTime: string; round: BaccaratRound }
  | { type: 'players'; table: string; roundId: number; players: number }
  | {
      type: 'result';
      serverTime: string;
      round: BaccaratRound;
      stats: BaccaratStats;
      winners: { player: string; payout: number }[];
    };

const Amount = z
  .number({ error: 'v.required' })
  .positive('v.invalid')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' });

export const BaccaratStakeInput = z.object({ spot: z.enum(BaccaratSpot), amount: Amount });
export type BaccaratStakeInput = z.infer<typeof BaccaratStakeInput>;

export const BaccaratBetRequest = z.object({
  roundId: z.number().int().positive(),
  requestId: str().uuid('v.invalid'),
  stakes: z.array(BaccaratStakeInput).min(1, 'v.required').max(20, 'v.invalid'),
});
export type BaccaratBetRequest = z.input<typeof BaccaratBetRequest>;

export const BaccaratBetLine = z.object({
  spot: z.enum(BaccaratSpot),
  amount: z.number(),
  payout: z.number().nullable(),
});
export type BaccaratBetLine = z.infer<typeof BaccaratBetLine>;

export const BaccaratTicket = z.object({
  ticketId: z.number().int(),
  roundId: z.number().int(),
  stake: z.number(),
  payout: z.number().nullable(),
  status: z.enum(['open', 'settled']),
  lines: z.array(BaccaratBetLine),
  placedAt: str(),
});
export type BaccaratTicket = z.infer<typeof BaccaratTicket>;

export const BaccaratLimitsView = z.object({
  minChip: z.number(),
  maxMain: z.number(),
  maxSide: z.number(),
  maxRound: z.number(),
  chips: z.array(z.number()),
});
export type BaccaratLimitsView = z.infer<typeof BaccaratLimitsView>;

export const BaccaratStateRequest = z.object({}).strip();
export const BaccaratPlayerState = BaccaratSnapshot.extend({
  limits: BaccaratLimitsView,
  myTickets: z.array(BaccaratTicket),
  lastTickets: z.array(BaccaratTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BaccaratPlayerState = z.infer<typeof BaccaratPlayerState>;

export const BaccaratBetResult = z.object({
  ticket: BaccaratTicket,
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BaccaratBetResult = z.infer<typeof BaccaratBetResult>;
export const BaccaratBetResponse = envelope(BaccaratBetResult);

export const BaccaratRoundsQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});
export const BaccaratRoundQuery = z.object({ id: z.coerce.number().int().positive() });
