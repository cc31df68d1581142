import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';

// Kasa Aviator, the in-house crash game (issue 4 §4; docs/decisions/0093-crash-game.md). Rounds are shared by every
// player and driven by the server; bets and cash-outs are HTTP calls authenticated by the game session
// (`x-game-session`), the live picture comes over the hub's `/crash` namespace (guests may watch). Amounts are lira
// (decimal numbers) as everywhere in the API; multipliers are decimal numbers with two places (2.37 = 2.37×).

export const CRASH_GAME_CODE = 'kasa-aviator';
/** The game wallet's provider name of every Kasa Original. */
export const CRASH_PROVIDER = 'kasa';
/** Socket.IO namespace on the hub's path (`/hub`). */
export const CRASH_NAMESPACE = '/crash';
/** The one event the namespace emits; its payload is a CrashEvent. */
export const CRASH_EVENT = 'crash';

/** In-house game endpoints (relative to the API base). `rounds` and `round` are public (the verify page). */
export const CrashApiPath = {
  state: 'originals/crash/state',
  bet: 'originals/crash/bet',
  cancel: 'originals/crash/cancel',
  cashout: 'originals/crash/cashout',
  rounds: 'originals/crash/rounds',
  round: 'originals/crash/round',
  chain: 'originals/crash/chain',
} as const;

/** Bet limits (lira) and the smallest automatic cash-out. */
export const CRASH_LIMITS = {
  minBet: 1,
  maxBet: 10_000,
  minAutoCashout: 1.01,
  maxAutoCashout: 10_000,
} as const;

// ---- the provably fair formula (shared by the server and the verify page) ----

/**
 * How the multiplier rises: m(t) = e^(GROWTH·t), t in milliseconds since the round started, shown and paid rounded
 * down to hundredths. 2× after ≈ 11.6 s, 10× after ≈ 38.4 s.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** The largest crash point (hundredths): 1 000 000.00×, reached after ≈ 3.8 minutes. */
export const CRASH_MAX_HUNDREDTHS = 100_000_000;
/** 2^52: the first 13 hex digits (52 bits) of the HMAC are the round's number h in [0, 2^52). */
const E = 2n ** 52n;

/**
 * The crash point in hundredths from the 52-bit number h (the first 13 hex digits of HMAC-SHA256(key = chain salt,
 * message = round hash as hex text)): floor(99·2^52 / (2^52 − h)), at least 100 (1.00×) and at most the cap.
 * P(crash ≥ x) = 0.99 / x for every x ≥ 1.00 with two decimals: any cash-out target returns 99 % (1 % house edge);
 * ≈ 1.98 % of rounds crash at 1.00×.
 */
export function crashHundredthsFromH(h: bigint): number {
  if (h < 0n || h >= E) throw new RangeError('h must be a 52-bit number');
  const value = (99n * E) / (E - h);
  const capped = value > BigInt(CRASH_MAX_HUNDREDTHS) ? CRASH_MAX_HUNDREDTHS : Number(value);
  return Math.max(100, capped);
}

/** h from the HMAC's hex digest: its first 13 hex digits. */
export function hFromHmacHex(hmacHex: string): bigint {
  return BigInt(`0x${hmacHex.slice(0, 13)}`);
}

/** The multiplier (hundredths, rounded down) `elapsedMs` after the round started. */
export function multiplierHundredthsAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9));
}

/** The first whole millisecond at which the multiplier reaches `hundredths` (the round's crash moment). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (multiplierHundredthsAt(ms) < hundredths) ms += 1;
  return ms;
}

export const toMultiplier = (hundredths: number) => hundredths / 100;
export const toHundredths = (multiplier: number) => Math.round(multiplier * 100);

// ---- shapes ----

export const CrashPhase = { Betting: 'betting', Running: 'running', Crashed: 'crashed' } as const;
export type CrashPhase = (typeof CrashPhase)[keyof typeof CrashPhase];

export const CrashBetStatus = {
  Open: 'open',
  Cashed: 'cashed',
  Lost: 'lost',
  Cancelled: 'cancelled',
} as const;
export type CrashBetStatus = (typeof CrashBetStatus)[keyof typeof CrashBetStatus];

export const CrashRound = z.object({
  roundId: z.number().int(),
  phase: z.enum(CrashPhase),
  /** UTC ISO times: betting closes and the plane takes off at `startsAt`; `crashesAt` only once crashed. */
  bettingOpensAt: str(),
  startsAt: str(),
  crashedAt: str().nullable(),
  /** Revealed when the round has crashed, else null. */
  crashPoint: z.number().nullable(),
  hash: str().nullable(),
  /** The chain and position of this round's hash (h[position]). */
  chainId: z.number().int(),
  position: z.number().int(),
});
export type CrashRound = z.infer<typeof CrashRound>;

export const CrashBet = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  slot: z.union([z.literal(1), z.literal(2)]),
  /** Masked username. */
  player: str(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  status: z.enum(CrashBetStatus),
  /** Cashed: the multiplier paid at, else null. */
  cashoutMultiplier: z.number().nullable(),
  /** True when the automatic cash-out paid it. */
  auto: z.boolean(),
  payout: z.number(),
});
export type CrashBet = z.infer<typeof CrashBet>;

export const CrashHistoryItem = z.object({
  roundId: z.number().int(),
  crashPoint: z.number(),
});
export type CrashHistoryItem = z.infer<typeof CrashHistoryItem>;

export const CrashSnapshot = z.object({
  /** Server time (UTC ISO) when the snapshot was made, so a client can correct its clock. */
  serverTime: str(),
  round: CrashRound.nullable(),
  bets: z.array(CrashBet),
  history: z.array(CrashHistoryItem),
});
export type CrashSnapshot = z.infer<typeof CrashSnapshot>;

/** What the `/crash` namespace emits (event CRASH_EVENT). */
export type CrashEvent =
  | { type: 'snapshot'; snapshot: CrashSnapshot }
  | { type: 'round'; serverTime: string; round: CrashRound }
  | { type: 'bet'; bet: CrashBet }
  | { type: 'cancel'; betId: number; roundId: number }
  | { type: 'cashout'; bets: CrashBet[] }
  | { type: 'crash'; serverTime: string; round: CrashRound; bets: CrashBet[]; history: CrashHistoryItem[] };

// ---- POST originals/crash/state {} (x-game-session) → the snapshot, my bets in the current round, my balance ----

export const CrashStateRequest = z.object({}).strip();
export const CrashPlayerState = CrashSnapshot.extend({
  myBets: z.array(CrashBet),
  /** My last settled bets (newest first), so a client that was away sees what happened. */
  myRecent: z.array(CrashBet),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type CrashPlayerState = z.infer<typeof CrashPlayerState>;
export const CrashStateResponse = envelope(CrashPlayerState);

// ---- POST originals/crash/bet {slot, amount, autoCashout} (x-game-session) ----

const Slot = z.union([z.literal(1), z.literal(2)], { error: 'v.invalid' });

export const CrashBetRequest = z.object({
  slot: Slot,
  amount: z
    .number({ error: 'v.required' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' })
    .refine((v) => v >= CRASH_LIMITS.minBet && v <= CRASH_LIMITS.maxBet, {
      message: `v.amountRange:${CRASH_LIMITS.minBet}:${CRASH_LIMITS.maxBet}`,
    }),
  autoCashout: z
    .number()
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' })
    .refine((v) => v >= CRASH_LIMITS.minAutoCashout && v <= CRASH_LIMITS.maxAutoCashout, {
      message: `e.crashAutoRange:${CRASH_LIMITS.minAutoCashout}:${CRASH_LIMITS.maxAutoCashout}`,
    })
    .nullable()
    .default(null),
});
export type CrashBetRequest = z.input<typeof CrashBetRequest>;

export const CrashBetResult = z.object({
  bet: CrashBet,
  balance: z.number(),
  bonusBalance: z.number(),
});
export type CrashBetResult = z.infer<typeof CrashBetResult>;
export const CrashBetResponse = envelope(CrashBetResult);

// ---- POST originals/crash/cancel {slot} and originals/crash/cashout {slot} (x-game-session) ----

export const CrashSlotRequest = z.object({ slot: Slot });
export type CrashSlotRequest = z.input<typeof CrashSlotRequest>;

// ---- GET originals/crash/rounds?before=&take= (public) → finished rounds with their hashes, newest first ----

export const CrashRoundsQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export const CrashRoundsResponse = envelope(z.array(CrashRound));

// ---- GET originals/crash/round?id= or ?hash= (public) → one finished round and the one before it ----

export const CrashRoundQuery = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    hash: str()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, { message: 'e.crashHashFormat' })
      .optional(),
  })
  .refine((q) => q.id !== undefined || q.hash !== undefined, { message: 'v.required' });

export const CrashRoundDetail = z.object({
  round: CrashRound,
  /** The hash the round's hash must hash to: the previous round's, or the chain's terminating hash for position 1. */
  previousHash: str(),
  salt: str(),
});
export type CrashRoundDetail = z.infer<typeof CrashRoundDetail>;
export const CrashRoundResponse = envelope(CrashRoundDetail);

// ---- GET originals/crash/chain (public) → the published chains: terminating hash and salt ----

export const CrashChain = z.object({
  chainId: z.number().int(),
  terminatingHash: str(),
  salt: str(),
  length: z.number().int(),
  /** Rounds played from this chain so far. */
  used: z.number().int(),
  createdAt: str(),
});
export type CrashChain = z.infer<typeof CrashChain>;
export const CrashChainResponse = envelope(z.array(CrashChain));
