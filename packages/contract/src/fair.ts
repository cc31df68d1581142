import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';

// Kasa Originals provably fair instant games: Dice and Mines (issue 4 §4; docs/decisions/0094-provably-fair-instant-games.md).
// The result algorithm lives here, pure TypeScript with the HMAC passed in, so the server (node:crypto) and the
// verification page (Web Crypto) run the very same code and cannot disagree.
//
// Every game endpoint authenticates with the game session header (GAME_SESSION_HEADER of ./providers.ts,
// `x-game-session: <token>` from casino/originalslaunchurl), not the site's Bearer token. Amounts are Turkish lira (decimal) as everywhere in the API.

/** In-house game endpoints (under API_BASE). */
export const FairPath = {
  state: 'originals/fair/state',
  rotate: 'originals/fair/rotate',
  clientSeed: 'originals/fair/clientseed',
  diceRoll: 'originals/dice/roll',
  minesStart: 'originals/mines/start',
  minesReveal: 'originals/mines/reveal',
  minesCashout: 'originals/mines/cashout',
} as const;
export type FairPath = (typeof FairPath)[keyof typeof FairPath];

export const FairGame = {
  Dice: 'dice',
  Mines: 'mines',
  // The instant games on the same seeds (./instant.ts, decision 0300).
  Plinko: 'plinko',
  Limbo: 'limbo',
  Keno: 'keno',
  Hilo: 'hilo',
} as const;
export type FairGame = (typeof FairGame)[keyof typeof FairGame];

/** The catalogue's game codes (provider 'kasa'). */
export const FAIR_GAME_CODE = {
  dice: 'kasa-dice',
  mines: 'kasa-mines',
  plinko: 'kasa-plinko',
  limbo: 'kasa-limbo',
  keno: 'kasa-keno',
  hilo: 'kasa-hilo',
} as const satisfies Record<FairGame, string>;

// ---- limits ----

/** House edge in percent: RTP 99 % for both games. */
export const FAIR_HOUSE_EDGE_PERCENT = 1;
/** Stake limits, kuruş: ₺1 to ₺10.000. */
export const FAIR_MIN_STAKE = 100;
export const FAIR_MAX_STAKE = 1_000_000;
/** Rolls are 0.00–99.99: 10 000 equally likely outcomes, counted in hundredths. */
export const DICE_OUTCOMES = 10_000;
/** Win chance limits in winning outcomes (hundredths of a percent): 1 % … 98 %. */
export const DICE_MIN_WIN_OUTCOMES = 100;
export const DICE_MAX_WIN_OUTCOMES = 9_800;
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** An open Mines round untouched this long is settled by the server (decision 0094). */
export const MINES_ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A server seed is 32 random bytes written as 64 lowercase hex characters; that text is the HMAC key and hashed. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

// ---- the algorithm (pure: no node, no DOM) ----

/** HMAC-SHA256(key, message) over their UTF-8 bytes → the 32-byte digest. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/**
 * The random stream of one bet: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, …,
 * each 32-byte digest cut into eight 4-byte big-endian words. `count` words are taken in that order.
 */
export async function fairWords(hmac: HmacSha256, seeds: FairSeeds, count: number): Promise<number[]> {
  const words: number[] = [];
  for (let cursor = 0; words.length < count; cursor++) {
    const digest = await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
    for (let i = 0; i + 3 < digest.length && words.length < count; i += 4) {
      words.push(digest[i]! * 2 ** 24 + digest[i + 1]! * 2 ** 16 + digest[i + 2]! * 2 ** 8 + digest[i + 3]!);
    }
  }
  return words;
}

/**
 * A word as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (the common scheme), which is exactly
 * word / 2³² — no rounding anywhere, so every platform gets the same number.
 */
export function wordToFloat(word: number): number {
  return word / 2 ** 32;
}

export async function fairFloats(hmac: HmacSha256, seeds: FairSeeds, count: number): Promise<number[]> {
  return (await fairWords(hmac, seeds, count)).map(wordToFloat);
}

// ---- Dice ----

export const DiceDirection = { Over: 'over', Under: 'under' } as const;
export type DiceDirection = (typeof DiceDirection)[keyof typeof DiceDirection];

/** The roll in hundredths (0 … 9999, shown as 0.00 … 99.99): floor(float × 10 000). */
export function diceRollFromFloat(float: number): number {
  return Math.floor(float * DICE_OUTCOMES);
}

export async function computeDiceRoll(hmac: HmacSha256, seeds: FairSeeds): Promise<number> {
  const [float] = await fairFloats(hmac, seeds, 1);
  return diceRollFromFloat(float!);
}

/**
 * How many of the 10 000 rolls win (= the win chance in hundredths of a percent). `target` is in hundredths:
 * over wins when roll > target, under wins when roll < target.
 */
export function diceWinOutcomes(target: number, direction: DiceDirection): number {
  return direction === DiceDirection.Over ? DICE_OUTCOMES - 1 - target : target;
}

export function diceIsWin(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === DiceDirection.Over ? roll > target : roll < target;
}

/** Multiplier = (100 − edge) / chance% = 9 900 / winning outcomes; this is its exact value as a float. */
export function diceMultiplier(winOutcomes: number): number {
  return ((100 - FAIR_HOUSE_EDGE_PERCENT) * 100) / winOutcomes;
}

/** floor(stake × multiplier) in integer arithmetic: floor(stake × 9 900 / winning outcomes). */
export function dicePayout(stake: number, winOutcomes: number): number {
  return Math.floor((stake * (100 - FAIR_HOUSE_EDGE_PERCENT) * 100) / winOutcomes);
}

/** A target (hundredths) whose win chance is within the limits. */
export function diceTargetAllowed(target: number, direction: DiceDirection): boolean {
  if (!Number.isInteger(target) || target < 0 || target >= DICE_OUTCOMES) return false;
  const outcomes = diceWinOutcomes(target, direction);
  return outcomes >= DICE_MIN_WIN_OUTCOMES && outcomes <= DICE_MAX_WIN_OUTCOMES;
}

// ---- Mines ----

/**
 * The mines of a round: a Fisher–Yates shuffle of the tiles 0…24 (row-major, 0 = top left) driven by the floats —
 * step i (0-based) takes the tile at index floor(float_i × (25 − i)) of the tiles not yet taken; the first `mines`
 * tiles taken are the mines. Returned sorted.
 */
export function minesFromFloats(floats: readonly number[], mines: number): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, i) => i);
  const taken: number[] = [];
  for (let i = 0; i < mines; i++) {
    const index = Math.floor(floats[i]! * (MINES_TILES - i));
    taken.push(remaining.splice(index, 1)[0]!);
  }
  return taken.sort((a, b) => a - b);
}

export async function computeMinesLayout(
  hmac: HmacSha256,
  seeds: FairSeeds,
  mines: number,
): Promise<number[]> {
  return minesFromFloats(await fairFloats(hmac, seeds, mines), mines);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The multiplier after `safe` safe tiles as an exact fraction: (1 − edge) × C(25, safe) / C(25 − mines, safe), i.e.
 * the inverse of the probability of surviving `safe` picks, less the edge.
 */
export function minesMultiplierFraction(
  mines: number,
  safe: number,
): { numerator: bigint; denominator: bigint } {
  return {
    numerator: BigInt(100 - FAIR_HOUSE_EDGE_PERCENT) * binomial(MINES_TILES, safe),
    denominator: 100n * binomial(MINES_TILES - mines, safe),
  };
}

export function minesMultiplier(mines: number, safe: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mines, safe);
  return Number(numerator) / Number(denominator);
}

/** floor(stake × multiplier), exactly (BigInt). */
export function minesPayout(stake: number, mines: number, safe: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mines, safe);
  return Number((BigInt(stake) * numerator) / denominator);
}

/** Multipliers are shown cut (never rounded up) to two decimals: 1.0312… → "1.03". */
export function formatMultiplier(multiplier: number): string {
  return (Math.floor(multiplier * 100 + 1e-9) / 100).toFixed(2);
}

// ---- schemas ----

export const stake = z
  .number({ message: 'v.decimal' })
  .refine(
    (value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'v.decimal',
  )
  .refine(
    (value) => Math.round(value * 100) >= FAIR_MIN_STAKE && Math.round(value * 100) <= FAIR_MAX_STAKE,
    'e.fairStakeRange:₺1,00:₺10.000,00',
  );

export const ClientSeed = str({ message: 'e.fairClientSeed' }).regex(CLIENT_SEED_PATTERN, 'e.fairClientSeed');

/** The pair in use: its hash is committed before any bet; `nonce` is the next bet's. */
export const FairSeedState = z.object({
  serverSeedHash: str(),
  clientSeed: str(),
  nonce: z.number().int(),
});
export type FairSeedState = z.infer<typeof FairSeedState>;

/** A rotated-out pair, with its server seed revealed; `bets` = how many nonces were used (0 … bets − 1). */
export const RevealedSeed = z.object({
  serverSeed: str(),
  serverSeedHash: str(),
  clientSeed: str(),
  bets: z.number().int(),
  createdAt: str(),
  revealedAt: str(),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;

export const DiceBet = z.object({
  roundId: str(),
  amount: z.number(),
  /** Target and roll as shown, 0.00 … 99.99. */
  target: z.number(),
  direction: z.enum(DiceDirection),
  roll: z.number(),
  win: z.boolean(),
  multiplier: z.number(),
  payout: z.number(),
  serverSeedHash: str(),
  clientSeed: str(),
  nonce: z.number().int(),
  createdAt: str(),
});
export type DiceBet = z.infer<typeof DiceBet>;

export const MinesStatus = { Open: 'open', Won: 'won', Lost: 'lost' } as const;
export type MinesStatus = (typeof MinesStatus)[keyof typeof MinesStatus];

export const MinesRound = z.object({
  roundId: str(),
  status: z.enum(MinesStatus),
  amount: z.number(),
  mines: z.number().int(),
  /** Safe tiles opened, in order. */
  revealed: z.array(z.number().int()),
  /** The mine that ended a lost round. */
  hit: z.number().int().nullable(),
  /** Every mine, only once the round is over. */
  layout: z.array(z.number().int()).nullable(),
  /** Now (open: what a cash-out pays; settled: what was paid). */
  multiplier: z.number(),
  payout: z.number(),
  /** After one more safe tile (open rounds with safe tiles left), else null. */
  nextMultiplier: z.number().nullable(),
  /** Settled by the server after MINES_ABANDON_AFTER_MS without a move. */
  autoSettled: z.boolean(),
  serverSeedHash: str(),
  clientSeed: str(),
  nonce: z.number().int(),
  createdAt: str(),
  settledAt: str().nullable(),
});
export type MinesRound = z.infer<typeof MinesRound>;

export const FairLimits = z.object({
  minStake: z.number(),
  maxStake: z.number(),
  houseEdge: z.number(),
});
export type FairLimits = z.infer<typeof FairLimits>;

/** Every answer that moves money carries the balance after it (cash and bonus, lira). */
const balances = { balance: z.number(), bonusBalance: z.number() };

// POST originals/fair/state {} → everything the game client shows on load, including an open Mines round to resume.
export const FairStateRequest = z.object({}).strip();
export const FairStateData = z.object({
  ...balances,
  seed: FairSeedState,
  previousSeeds: z.array(RevealedSeed),
  dice: z.array(DiceBet),
  mines: z.array(MinesRound),
  openMines: MinesRound.nullable(),
  limits: FairLimits,
});
export type FairStateData = z.infer<typeof FairStateData>;
export const FairStateResponse = envelope(FairStateData);

// POST originals/fair/rotate {clientSeed?} → the old server seed revealed, a new one committed, nonce 0.
export const FairRotateRequest = z.object({ clientSeed: ClientSeed.optional() }).strip();
export type FairRotateRequest = z.input<typeof FairRotateRequest>;
export const FairRotateData = z.object({ revealed: RevealedSeed, seed: FairSeedState });
export type FairRotateData = z.infer<typeof FairRotateData>;
export const FairRotateResponse = envelope(FairRotateData);

// POST originals/fair/clientseed {clientSeed} → the next bets use it (server seed and nonce continue).
export const FairClientSeedRequest = z.object({ clientSeed: ClientSeed }).strip();
export type FairClientSeedRequest = z.input<typeof FairClientSeedRequest>;
export const FairClientSeedData = z.object({ seed: FairSeedState });
export type FairClientSeedData = z.infer<typeof FairClientSeedData>;
export const FairClientSeedResponse = envelope(FairClientSeedData);

// POST originals/dice/roll {amount, target, direction} → the settled bet.
export const DiceRollRequest = z
  .object({
    amount: stake,
    target: z
      .number({ message: 'e.fairTarget' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'e.fairTarget'),
    direction: z.enum(DiceDirection, { message: 'v.option' }),
  })
  .strip()
  .refine((body) => diceTargetAllowed(Math.round(body.target * 100), body.direction), {
    message: 'e.fairChance',
    path: ['target'],
  });
export type DiceRollRequest = z.input<typeof DiceRollRequest>;
export const DiceRollData = z.object({ ...balances, bet: DiceBet, seed: FairSeedState });
export type DiceRollData = z.infer<typeof DiceRollData>;
export const DiceRollResponse = envelope(DiceRollData);

// POST originals/mines/start {amount, mines} → the open round (layout fixed now, hidden until the end).
export const MinesStartRequest = z
  .object({
    amount: stake,
    mines: z
      .number({ message: 'e.fairMinesCount' })
      .int('e.fairMinesCount')
      .min(MINES_MIN, 'e.fairMinesCount')
      .max(MINES_MAX, 'e.fairMinesCount'),
  })
  .strip();
export type MinesStartRequest = z.input<typeof MinesStartRequest>;

// POST originals/mines/reveal {roundId, tile} → the round after it (lost on a mine; cashed out when no safe tile is left).
export const MinesRevealRequest = z
  .object({
    roundId: str().min(1).max(64),
    tile: z
      .number({ message: 'e.fairTile' })
      .int('e.fairTile')
      .min(0, 'e.fairTile')
      .max(MINES_TILES - 1, 'e.fairTile'),
  })
  .strip();
export type MinesRevealRequest = z.input<typeof MinesRevealRequest>;

// POST originals/mines/cashout {roundId} → the won round.
export const MinesCashoutRequest = z.object({ roundId: str().min(1).max(64) }).strip();
export type MinesCashoutRequest = z.input<typeof MinesCashoutRequest>;

export const MinesData = z.object({ ...balances, round: MinesRound, seed: FairSeedState });
export type MinesData = z.infer<typeof MinesData>;
export const MinesResponse = envelope(MinesData);
