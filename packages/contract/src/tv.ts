import { z } from 'zod';
import { envelope } from './envelope.ts';
import { TableRoundPhase } from './roulette.ts';
import { str } from './text.ts';
import { DRAWS_AHEAD, TvGame } from './tv-rules.ts';

// TV games on the shared-round engine (issue 11 §3; docs/decisions/0320): scheduled draws, DRAWS_AHEAD of them open
// for bets at once, each with its seed committed (hash published) when it opens. Bets over HTTP with the game's
// session, the broadcast over the hub's `/tables` namespace (room `table:<table>`), the verify page from the revealed
// seed. Lira in the API.

export { TvGame } from './tv-rules.ts';

export const TvApiPath = {
  state: 'originals/tv/state',
  bet: 'originals/tv/bet',
  rounds: 'originals/tv/rounds',
  round: 'originals/tv/round',
  /** Public: the next draw of every TV game (the sportsbook's live centre, the lobby). */
  next: 'originals/tv/next',
} as const;

export const TvOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('lucky6'), balls: z.array(z.number().int()) }),
  z.object({ game: z.literal('keno'), balls: z.array(z.number().int()) }),
  z.object({
    game: z.literal('wheel'),
    segment: z.number().int(),
    value: z.union([z.literal(2), z.literal(4), z.literal(6), z.literal(12), z.literal(24)]),
  }),
]);
export type TvOutcome = z.infer<typeof TvOutcome>;

export const TvRound = z.object({
  game: z.enum(TvGame),
  table: str(),
  roundId: z.number().int(),
  /** The draw's number at its table. */
  seq: z.number().int(),
  phase: z.enum(TableRoundPhase),
  opensAt: str(),
  /** Bets close and the draw starts. */
  closesAt: str(),
  /** The draw is over on the screens. */
  resultAt: str(),
  seedHash: str(),
  serverSeed: str().nullable(),
  outcome: TvOutcome.nullable(),
});
export type TvRound = z.infer<typeof TvRound>;

export const TvSnapshot = z.object({
  serverTime: str(),
  game: z.enum(TvGame),
  table: str(),
  /** The draws open for bets, soonest first (their seeds committed). */
  upcoming: z.array(TvRound),
  /** The finished draws, NEWEST first (the first may still be on the screens). */
  history: z.array(TvRound),
  /** Players with a ticket on the next draw. */
  players: z.number().int(),
});
export type TvSnapshot = z.infer<typeof TvSnapshot>;

/** What a TV game's room receives (event TABLES_EVENT, namespace TABLES_NAMESPACE). */
export type TvEvent =
  | { type: 'snapshot'; snapshot: TvSnapshot }
  | { type: 'round'; serverTime: string; round: TvRound }
  | { type: 'players'; table: string; roundId: number; players: number }
  | {
      type: 'result';
      serverTime: string;
      round: TvRound;
      winners: { player: string; payout: number }[];
    };

const Amount = z
  .number({ error: 'v.required' })
  .positive('v.invalid')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' });

export const TvLineInput = z.object({
  spot: str().min(1, 'v.required').max(40, 'v.invalid'),
  amount: Amount,
});
export type TvLineInput = z.infer<typeof TvLineInput>;

export const TvBetRequest = z.object({
  game: z.enum(TvGame),
  /** The first draw the ticket plays. */
  roundId: z.number().int().positive(),
  /** How many consecutive draws, from `roundId` on (one ticket each). */
  draws: z.number().int().min(1, 'v.invalid').max(DRAWS_AHEAD, 'v.invalid').default(1),
  requestId: str().uuid('v.invalid'),
  lines: z.array(TvLineInput).min(1, 'v.required').max(20, 'v.invalid'),
});
export type TvBetRequest = z.input<typeof TvBetRequest>;

export const TvBetLine = z.object({ spot: str(), amount: z.number(), payout: z.number().nullable() });
export type TvBetLine = z.infer<typeof TvBetLine>;

export const TvTicket = z.object({
  ticketId: z.number().int(),
  roundId: z.number().int(),
  seq: z.number().int(),
  stake: z.number(),
  payout: z.number().nullable(),
  status: z.enum(['open', 'settled']),
  lines: z.array(TvBetLine),
  placedAt: str(),
});
export type TvTicket = z.infer<typeof TvTicket>;

export const TvLimitsView = z.object({
  minStake: z.number(),
  maxStake: z.number(),
  maxWin: z.number(),
  maxDraw: z.number(),
  chips: z.array(z.number()),
  drawsAhead: z.number().int(),
});
export type TvLimitsView = z.infer<typeof TvLimitsView>;

export const TvStateRequest = z.object({ game: z.enum(TvGame) });
export const TvPlayerState = TvSnapshot.extend({
  limits: TvLimitsView,
  /** The player's open tickets and the last settled ones, newest first. */
  myTickets: z.array(TvTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type TvPlayerState = z.infer<typeof TvPlayerState>;

export const TvBetResult = z.object({
  tickets: z.array(TvTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type TvBetResult = z.infer<typeof TvBetResult>;
export const TvBetResponse = envelope(TvBetResult);

export const TvRoundsQuery = z.object({
  game: z.enum(TvGame),
  take: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});
export const TvRoundQuery = z.object({ id: z.coerce.number().int().positive() });

/** GET originals/tv/next: one entry per TV game. */
export const TvNextDraw = z.object({
  game: z.enum(TvGame),
  gameCode: str(),
  table: str(),
  /** The next draw (null while no draw is scheduled, e.g. before the first node started). */
  roundId: z.number().int().nullable(),
  seq: z.number().int().nullable(),
  /** Bets on it close — the draw starts. */
  closesAt: str().nullable(),
  /** Its result is on the screens. */
  resultAt: str().nullable(),
  /** The draws after it are every `intervalMs`. */
  intervalMs: z.number().int(),
  serverTime: str(),
});
export type TvNextDraw = z.infer<typeof TvNextDraw>;
