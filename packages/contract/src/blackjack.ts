import { z } from 'zod';
import { envelope } from './envelope.ts';
import { str } from './text.ts';

// Live blackjack on the shared-round engine (issue 11 §2; docs/decisions/0312): a shared dealer hand, up to seven
// seated players each playing their own hand in turn, a 6-deck shoe dealt down to the cut card (its seed's hash
// published before its first round, the seed revealed when the shoe ends). Bets and actions over HTTP with the game
// session, the live picture over the hub's `/tables` namespace (room `table:blackjack-1`). Lira in the API.

export { BLACKJACK_GAME_CODE } from './live-tables.ts';
export const BLACKJACK_TABLE = 'blackjack-1';

export const BlackjackApiPath = {
  state: 'originals/blackjack/state',
  bet: 'originals/blackjack/bet',
  action: 'originals/blackjack/action',
  rounds: 'originals/blackjack/rounds',
  round: 'originals/blackjack/round',
} as const;

/** A round: betting → playing (deal, insurance, the players' turns, the dealer) → settled. */
export const BlackjackPhase = ['betting', 'playing', 'settled'] as const;
/** Inside 'playing': the insurance window (dealer shows an ace), the players' turns, the dealer's play, done. */
export const BlackjackStage = ['insurance', 'players', 'dealer', 'done'] as const;
export const BlackjackHandStatus = ['playing', 'stood', 'bust', 'blackjack', 'doubled'] as const;
export const BlackjackResultKind = ['blackjack', 'win', 'push', 'lose'] as const;
export const BlackjackActionKind = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;
export type BlackjackActionKind = (typeof BlackjackActionKind)[number];

export const BlackjackHandView = z.object({
  seat: z.number().int(),
  /** Cards 0–51 (rank = card % 13 + 1, suit = ⌊card / 13⌋). */
  cards: z.array(z.number().int()),
  total: z.number().int(),
  soft: z.boolean(),
  bet: z.number(),
  doubled: z.boolean(),
  fromSplit: z.boolean(),
  status: z.enum(BlackjackHandStatus),
  result: z.enum(BlackjackResultKind).nullable(),
  payout: z.number().nullable(),
});
export type BlackjackHandView = z.infer<typeof BlackjackHandView>;

export const BlackjackSeatView = z.object({
  seat: z.number().int(),
  /** Masked name. */
  player: str(),
  bet: z.number(),
  pairs: z.number(),
  /** The Perfect Pairs result once dealt (null: no pair or no side bet). */
  pairsResult: z.enum(['perfect', 'coloured', 'mixed']).nullable(),
  /** null undecided (or not offered), 0 declined, else the insurance stake. */
  insurance: z.number().nullable(),
  /** The seat's total return once settled. */
  payout: z.number().nullable(),
});
export type BlackjackSeatView = z.infer<typeof BlackjackSeatView>;

export const BlackjackPlay = z.object({
  stage: z.enum(BlackjackStage),
  /** The current decision's deadline (UTC ISO), null when nobody is to act. */
  deadline: str().nullable(),
  /** The index in `hands` whose turn it is. */
  turn: z.number().int().nullable(),
  /** The dealer's cards; the hole card is null until the dealer plays. */
  dealer: z.array(z.number().int().nullable()),
  dealerTotal: z.number().int().nullable(),
  seats: z.array(BlackjackSeatView),
  hands: z.array(BlackjackHandView),
  /** The shoe positions this round dealt: [from, next). */
  from: z.number().int(),
  next: z.number().int(),
  /** Once the round is over: every card it took from the shoe in order (= the shoe's positions [from, next)). */
  sequence: z.array(z.number().int()).nullable(),
});
export type BlackjackPlay = z.infer<typeof BlackjackPlay>;

export const BlackjackShoeView = z.object({
  shoe: z.number().int(),
  /** sha256 of the shoe's seed, published before its first round. */
  seedHash: str(),
  /** Revealed once the shoe has ended (the cut card came out), else null. */
  serverSeed: str().nullable(),
  cutCard: z.number().int(),
  /** Cards dealt from the shoe so far. */
  dealt: z.number().int(),
});
export type BlackjackShoeView = z.infer<typeof BlackjackShoeView>;

export const BlackjackRound = z.object({
  table: str(),
  roundId: z.number().int(),
  seq: z.number().int(),
  phase: z.enum(BlackjackPhase),
  opensAt: str(),
  closesAt: str(),
  /** Settled rounds: when the dealer's play is over on the screens. */
  resultAt: str(),
  shoe: BlackjackShoeView,
  play: BlackjackPlay.nullable(),
});
export type BlackjackRound = z.infer<typeof BlackjackRound>;

export const BlackjackSnapshot = z.object({
  serverTime: str(),
  table: str(),
  round: BlackjackRound.nullable(),
  players: z.number().int(),
  /** The dealer's last final totals, newest first (22 = bust). */
  last: z.array(z.number().int()),
});
export type BlackjackSnapshot = z.infer<typeof BlackjackSnapshot>;

/** What the blackjack table's room receives (event TABLES_EVENT, namespace TABLES_NAMESPACE). */
export type BlackjackEvent =
  | { type: 'snapshot'; snapshot: BlackjackSnapshot }
  | { type: 'round'; serverTime: string; round: BlackjackRound }
  | { type: 'players'; table: string; roundId: number; players: number }
  /** The deal, every action, a timeout, the dealer's play. */
  | { type: 'play'; serverTime: string; round: BlackjackRound }
  | {
      type: 'result';
      serverTime: string;
      round: BlackjackRound;
      last: number[];
      winners: { player: string; payout: number }[];
    };

const Amount = z
  .number({ error: 'v.required' })
  .positive('v.invalid')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' });

export const BlackjackBetRequest = z.object({
  roundId: z.number().int().positive(),
  requestId: str().uuid('v.invalid'),
  bet: Amount,
  /** Perfect Pairs side bet (optional). */
  pairs: Amount.optional(),
});
export type BlackjackBetRequest = z.input<typeof BlackjackBetRequest>;

export const BlackjackActionRequest = z.object({
  roundId: z.number().int().positive(),
  requestId: str().uuid('v.invalid'),
  action: z.enum(BlackjackActionKind),
  /** The hand acted on (index in the round's hands): a stale click on another hand is refused. */
  hand: z.number().int().min(0).max(20),
});
export type BlackjackActionRequest = z.input<typeof BlackjackActionRequest>;

export const BlackjackLimitsView = z.object({
  minBet: z.number(),
  maxBet: z.number(),
  maxPairs: z.number(),
  chips: z.array(z.number()),
  seats: z.number().int(),
  decisionMs: z.number().int(),
});
export type BlackjackLimitsView = z.infer<typeof BlackjackLimitsView>;

export const BlackjackStateRequest = z.object({}).strip();
export const BlackjackPlayerState = BlackjackSnapshot.extend({
  limits: BlackjackLimitsView,
  /** The player's seat in the current round (null: no bet). */
  mySeat: z.number().int().nullable(),
  /** The player's last bet at the table (for "repeat"). */
  lastBet: z.object({ bet: z.number(), pairs: z.number() }).nullable(),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BlackjackPlayerState = z.infer<typeof BlackjackPlayerState>;

export const BlackjackBetResult = z.object({
  seat: z.number().int(),
  stake: z.number(),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BlackjackBetResult = z.infer<typeof BlackjackBetResult>;
export const BlackjackBetResponse = envelope(BlackjackBetResult);

export const BlackjackActionResult = z.object({
  round: BlackjackRound,
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BlackjackActionResult = z.infer<typeof BlackjackActionResult>;

export const BlackjackRoundsQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});
export const BlackjackRoundQuery = z.object({ id: z.coerce.number().int().positive() });
