// TV games (issue 11 §3; docs/decisions/0320-tv-games.md): scheduled draws shown like a broadcast — Lucky 6 (35 balls
// of 48, six numbers), Keno (20 of 80, pick 1–10) and a wheel of fortune (50 segments). Pure TypeScript, no I/O: the
// server, the TV client, the verification page and `npm run rtp:tv` run this same code. Money in kuruş (integers).

import type { HmacSha256 } from './fair.ts';

export { TV_GAME_CODES, TV_TABLES, TvGame, tvGameOfCode, tvGameOfTable } from './tv-codes.ts';
import type { TvGame } from './tv-codes.ts';

/** Bets may be placed on the next DRAWS_AHEAD draws (one ticket per draw). */
export const DRAWS_AHEAD = 5;

// ---- the provably fair draw ----

/**
 * Uniform words from the seed: HMAC-SHA256(key = server seed as hex text, message = `${table}:${round}:${cursor}`),
 * cursor 0, 1, …, each digest's eight 4-byte big-endian words in order (the same stream as roulette and baccarat).
 */
async function* words(hmac: HmacSha256, serverSeed: string, table: string, round: number) {
  for (let cursor = 0; ; cursor++) {
    const digest = await hmac(serverSeed, `${table}:${round}:${cursor}`);
    for (let i = 0; i + 3 < digest.length; i += 4) {
      yield digest[i]! * 2 ** 24 + digest[i + 1]! * 2 ** 16 + digest[i + 2]! * 2 ** 8 + digest[i + 3]!;
    }
  }
}

/** A uniform integer below n from the stream (rejection sampling: a word is used only below n·⌊2³²/n⌋). */
async function below(stream: AsyncGenerator<number>, n: number): Promise<number> {
  const acceptBelow = n * Math.floor(2 ** 32 / n);
  for (;;) {
    const word = (await stream.next()).value as number;
    if (word < acceptBelow) return word % n;
  }
}

/**
 * `count` balls of 1…`pool` in drawing order: a Fisher–Yates shuffle from the FRONT (position i swaps with a uniform
 * j in i…pool−1), stopped after `count` positions — every ordered draw equally likely.
 */
export async function drawBalls(
  hmac: HmacSha256,
  serverSeed: string,
  table: string,
  round: number,
  pool: number,
  count: number,
): Promise<number[]> {
  const balls = Array.from({ length: pool }, (_, i) => i + 1);
  const stream = words(hmac, serverSeed, table, round);
  for (let i = 0; i < count; i++) {
    const j = i + (await below(stream, pool - i));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, count);
}

// ---- Lucky 6: 35 balls of 48 ----

export const LUCKY6_POOL = 48;
export const LUCKY6_DRAWN = 35;
export const LUCKY6_PICK = 6;
/** Ball colours: ball n has colour (n − 1) mod 8, six balls of each. */
export const LUCKY6_COLOURS = [
  'red',
  'green',
  'blue',
  'purple',
  'brown',
  'yellow',
  'orange',
  'black',
] as const;
export type Lucky6Colour = (typeof LUCKY6_COLOURS)[number];
export const lucky6Colour = (ball: number): Lucky6Colour => LUCKY6_COLOURS[(ball - 1) % 8]!;

/**
 * The six-number bet: × stake returned when the player's sixth number comes out as ball k (k = 6…35); index k − 6.
 * The classic Lucky 6 ladder, trimmed at balls 29–34 so the house keeps ≈ 4 % (exact figure: `tvRtp`).
 */
export const LUCKY6_LADDER = [
  10_000, 7_500, 5_000, 2_500, 1_000, 500, 300, 200, 150, 100, 90, 80, 70, 60, 50, 40, 30, 25, 20, 15, 10, 9,
  8, 6, 5, 4, 3, 2, 2, 1,
] as const;
export const lucky6Multiplier = (position: number): number =>
  position >= LUCKY6_PICK && position <= LUCKY6_DRAWN ? LUCKY6_LADDER[position - LUCKY6_PICK]! : 0;

/** Side bets on the first ball and the first five balls: even money at 1.9, the colour at 7.6. */
export const LUCKY6_SIDE = [
  'first:over',
  'first:under',
  'first:even',
  'first:odd',
  'sum5:over',
  'sum5:under',
  ...LUCKY6_COLOURS.map((c) => `colour:${c}` as const),
] as const;
export type Lucky6Side = (typeof LUCKY6_SIDE)[number];
/** Tenths of the stake returned by a winning side bet. */
export const LUCKY6_SIDE_RETURN10 = { even: 19, colour: 76 } as const;
/** First ball over 24.5 / under; the sum of the first five balls over 122.5 / under. */
export const LUCKY6_FIRST_MID = 24.5;
export const LUCKY6_SUM5_MID = 122.5;

// ---- Keno: 20 balls of 80 ----

export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICK = 10;
/**
 * Tenths of the stake returned by pick count and hits: KENO_PAYTABLE[picks][hits] (missing = 0). Pick 10 pays for no
 * hit at all as well.
 */
export const KENO_PAYTABLE: Record<number, Record<number, number>> = {
  1: { 1: 38 },
  2: { 2: 160 },
  3: { 2: 30, 3: 380 },
  4: { 2: 20, 3: 60, 4: 900 },
  5: { 2: 10, 3: 30, 4: 140, 5: 4_000 },
  6: { 3: 20, 4: 80, 5: 800, 6: 16_000 },
  7: { 3: 10, 4: 50, 5: 300, 6: 2_000, 7: 50_000 },
  8: { 4: 30, 5: 150, 6: 800, 7: 10_000, 8: 200_000 },
  9: { 4: 15, 5: 80, 6: 400, 7: 3_000, 8: 30_000, 9: 400_000 },
  10: { 0: 20, 5: 40, 6: 200, 7: 1_000, 8: 15_000, 9: 80_000, 10: 1_000_000 },
};
export const kenoReturn10 = (picks: number, hits: number): number => KENO_PAYTABLE[picks]?.[hits] ?? 0;

// ---- the wheel: 50 segments ----

/** Values as × stake returned; how many segments carry each (24 + 12 + 8 + 4 + 2 = 50): every bet returns 96 %. */
export const WHEEL_VALUES = [2, 4, 6, 12, 24] as const;
export type WheelValue = (typeof WHEEL_VALUES)[number];
export const WHEEL_COUNTS: Record<WheelValue, number> = { 2: 24, 4: 12, 6: 8, 12: 4, 24: 2 };
/** The segments clockwise from the pointer's rest, spread so equal values rarely touch. */
export const WHEEL_SEGMENTS: readonly WheelValue[] = (() => {
  const pattern: WheelValue[] = [
    2, 4, 2, 6, 2, 4, 2, 12, 2, 6, 2, 4, 2, 4, 2, 6, 2, 12, 2, 4, 2, 6, 2, 4, 24,
  ];
  return [...pattern, ...pattern];
})();
export const WHEEL_SIZE = 50;

// ---- spots (what a bet line names) ----

/** A parsed bet line. */
export type TvSpot =
  | { game: 'lucky6'; kind: 'six'; numbers: number[] }
  | { game: 'lucky6'; kind: 'side'; side: Lucky6Side }
  | { game: 'keno'; kind: 'pick'; numbers: number[] }
  | { game: 'wheel'; kind: 'segment'; value: WheelValue };

const numbersOf = (text: string, pool: number, min: number, max: number): number[] | null => {
  if (!/^[1-9]\d?(-[1-9]\d?)*$/.test(text)) return null;
  const numbers = text.split('-').map(Number);
  if (numbers.length < min || numbers.length > max) return null;
  if (numbers.some((n) => n < 1 || n > pool)) return null;
  if (new Set(numbers).size !== numbers.length) return null;
  return [...numbers].sort((a, b) => a - b);
};

/**
 * A spot's text → the bet, or null when the game has no such bet. Canonical texts: Lucky 6 `six:1-5-9-22-30-48`
 * (six different numbers), the side bets of LUCKY6_SIDE; Keno `pick:3-17-42` (1–10 different numbers of 80); the wheel
 * `seg:12`.
 */
export function parseTvSpot(game: TvGame, spot: string): TvSpot | null {
  const [kind, arg = ''] = spot.split(':', 2) as [string, string?];
  if (game === 'lucky6') {
    if (kind === 'six') {
      const numbers = numbersOf(arg, LUCKY6_POOL, LUCKY6_PICK, LUCKY6_PICK);
      return numbers ? { game, kind: 'six', numbers } : null;
    }
    return (LUCKY6_SIDE as readonly string[]).includes(spot)
      ? { game, kind: 'side', side: spot as Lucky6Side }
      : null;
  }
  if (game === 'keno') {
    if (kind !== 'pick') return null;
    const numbers = numbersOf(arg, KENO_POOL, 1, KENO_MAX_PICK);
    return numbers ? { game, kind: 'pick', numbers } : null;
  }
  if (kind !== 'seg') return null;
  const value = Number(arg);
  return (WHEEL_VALUES as readonly number[]).includes(value) && String(value) === arg
    ? { game, kind: 'segment', value: value as WheelValue }
    : null;
}

/** The canonical text of a spot (numbers sorted). */
export function tvSpotText(spot: TvSpot): string {
  switch (spot.kind) {
    case 'six':
      return `six:${spot.numbers.join('-')}`;
    case 'side':
      return spot.side;
    case 'pick':
      return `pick:${spot.numbers.join('-')}`;
    case 'segment':
      return `seg:${spot.value}`;
  }
}

// ---- outcomes ----

export interface Lucky6Outcome {
  game: 'lucky6';
  /** The 35 balls in drawing order. */
  balls: number[];
}
export interface KenoOutcome {
  game: 'keno';
  /** The 20 balls in drawing order. */
  balls: number[];
}
export interface WheelOutcome {
  game: 'wheel';
  /** The segment under the pointer (0–49) and its value. */
  segment: number;
  value: WheelValue;
}
export type TvOutcome = Lucky6Outcome | KenoOutcome | WheelOutcome;

/** The round's outcome from its seed (server and verification page). */
export async function tvDraw(
  game: TvGame,
  hmac: HmacSha256,
  serverSeed: string,
  table: string,
  round: number,
): Promise<TvOutcome> {
  if (game === 'lucky6') {
    return {
      game,
      balls: await drawBalls(hmac, serverSeed, table, round, LUCKY6_POOL, LUCKY6_DRAWN),
    };
  }
  if (game === 'keno') {
    return { game, balls: await drawBalls(hmac, serverSeed, table, round, KENO_POOL, KENO_DRAWN) };
  }
  const segment = await below(words(hmac, serverSeed, table, round), WHEEL_SIZE);
  return { game, segment, value: WHEEL_SEGMENTS[segment]! };
}

/** The position (1-based) of the ball that completes `numbers` in `balls`, or null when some never came. */
export function completingPosition(numbers: readonly number[], balls: readonly number[]): number | null {
  let last = 0;
  for (const n of numbers) {
    const at = balls.indexOf(n);
    if (at < 0) return null;
    last = Math.max(last, at + 1);
  }
  return last;
}

const sideWins = (side: Lucky6Side, balls: readonly number[]): boolean => {
  const first = balls[0]!;
  switch (side) {
    case 'first:over':
      return first > LUCKY6_FIRST_MID;
    case 'first:under':
      return first < LUCKY6_FIRST_MID;
    case 'first:even':
      return first % 2 === 0;
    case 'first:odd':
      return first % 2 === 1;
    case 'sum5:over':
      return balls.slice(0, 5).reduce((a, b) => a + b, 0) > LUCKY6_SUM5_MID;
    case 'sum5:under':
      return balls.slice(0, 5).reduce((a, b) => a + b, 0) < LUCKY6_SUM5_MID;
    default:
      return lucky6Colour(first) === side.slice('colour:'.length);
  }
};

/** Tenths of the stake a spot returns on an outcome (0 on a loss). */
export function tvReturn10(spot: TvSpot, outcome: TvOutcome): number {
  if (spot.kind === 'segment')
    return outcome.game === 'wheel' && outcome.value === spot.value ? spot.value * 10 : 0;
  if (outcome.game === 'wheel') return 0;
  if (spot.kind === 'pick') {
    const hits = spot.numbers.filter((n) => outcome.balls.includes(n)).length;
    return kenoReturn10(spot.numbers.length, hits);
  }
  if (spot.kind === 'six') {
    const position = completingPosition(spot.numbers, outcome.balls);
    return position === null ? 0 : lucky6Multiplier(position) * 10;
  }
  if (!sideWins(spot.side, outcome.balls)) return 0;
  return spot.side.startsWith('colour:') ? LUCKY6_SIDE_RETURN10.colour : LUCKY6_SIDE_RETURN10.even;
}

/** What `amount` kuruş on `spot` returns (stake included), rounded down to the kuruş (< 1 kuruş, the house's). */
export const tvPayout = (spot: TvSpot, amount: number, outcome: TvOutcome): number =>
  Math.floor((amount * tvReturn10(spot, outcome)) / 10);

/** The most a spot can return, × stake (for the stake limit). */
export function tvTopMultiplier(spot: TvSpot): number {
  switch (spot.kind) {
    case 'six':
      return LUCKY6_LADDER[0];
    case 'side':
      return spot.side.startsWith('colour:')
        ? LUCKY6_SIDE_RETURN10.colour / 10
        : LUCKY6_SIDE_RETURN10.even / 10;
    case 'pick':
      return Math.max(...Object.values(KENO_PAYTABLE[spot.numbers.length] ?? {})) / 10;
    case 'segment':
      return spot.value;
  }
}

// ---- limits (kuruş) ----

export interface TvLimits {
  minStake: number;
  /** A line's stake cap. */
  maxStake: number;
  /** A line may win at most this: its stake is capped at ⌊maxWin / top multiplier⌋ (whole lira). */
  maxWin: number;
  /** A player's stakes on one draw. */
  maxDraw: number;
  /** Lines in one ticket. */
  maxLines: number;
}
export const TV_LIMITS: TvLimits = {
  minStake: 100,
  maxStake: 500_000,
  maxWin: 50_000_000,
  maxDraw: 2_500_000,
  maxLines: 20,
};
export const TV_CHIP_VALUES = [100, 500, 1_000, 2_500, 10_000] as const;

/** The highest stake a spot takes (kuruş, whole lira): min(maxStake, maxWin / top multiplier). */
export function tvSpotMax(spot: TvSpot, limits: TvLimits = TV_LIMITS): number {
  const byWin = Math.floor(limits.maxWin / tvTopMultiplier(spot) / 100) * 100;
  return Math.max(limits.minStake, Math.min(limits.maxStake, byWin));
}

// ---- exact return to player (npm run rtp:tv, the contract test, the rules panels) ----

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** An exact probability-weighted return: numerator / denominator (× stake). */
export interface ExactReturn {
  bet: string;
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = (bet: string, numerator: bigint, denominator: bigint): ExactReturn => {
  const g = gcd(numerator, denominator);
  return { bet, numerator: numerator / g, denominator: denominator / g };
};
export const returnPercent = (r: ExactReturn): number =>
  Number((r.numerator * 10_000_000n) / r.denominator) / 100_000;

/**
 * Every bet type's exact expected return, counted combinatorially:
 *  - Lucky 6 six numbers: the sixth of the player's numbers is ball k with probability C(k−1, 5) / C(48, 6) (the
 *    other five among the first k − 1 balls, any order) — Σ ladder(k)·C(k−1, 5) / C(48, 6);
 *  - first-ball bets: counted over the 48 balls; the first five's sum: the 5-subsets of 1…48 counted by sum (a
 *    dynamic programme over the balls), over C(48, 5);
 *  - Keno pick p: hits h with probability C(p, h)·C(80 − p, 20 − h) / C(80, 20);
 *  - the wheel: segments of each value over 50.
 */
export function tvRtp(): ExactReturn[] {
  const out: ExactReturn[] = [];
  // Lucky 6: six numbers.
  let six = 0n;
  for (let k = LUCKY6_PICK; k <= LUCKY6_DRAWN; k++) six += BigInt(lucky6Multiplier(k)) * choose(k - 1, 5);
  out.push(reduced('lucky6 six numbers', six, choose(LUCKY6_POOL, LUCKY6_PICK)));
  // Lucky 6: first ball.
  const balls = Array.from({ length: LUCKY6_POOL }, (_, i) => i + 1);
  for (const side of LUCKY6_SIDE.filter((s) => !s.startsWith('sum5'))) {
    const wins = balls.filter((b) => sideWins(side, [b])).length;
    const r10 = side.startsWith('colour:') ? LUCKY6_SIDE_RETURN10.colour : LUCKY6_SIDE_RETURN10.even;
    out.push(reduced(`lucky6 ${side}`, BigInt(wins * r10), BigInt(LUCKY6_POOL * 10)));
  }
  // Lucky 6: the sum of the first five (which five balls, not their order, decides it).
  const maxSum = 48 * 5;
  // ways[c][s]: subsets of c balls with sum s.
  let ways: bigint[][] = Array.from({ length: 6 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  ways[0]![0] = 1n;
  for (const b of balls) {
    const next = ways.map((row) => [...row]);
    for (let c = 0; c < 5; c++) {
      for (let s = 0; s + b <= maxSum; s++) if (ways[c]![s]) next[c + 1]![s + b]! += ways[c]![s]!;
    }
    ways = next;
  }
  const over = ways[5]!.reduce((acc, w, s) => (s > LUCKY6_SUM5_MID ? acc + w : acc), 0n);
  const under = ways[5]!.reduce((acc, w, s) => (s < LUCKY6_SUM5_MID ? acc + w : acc), 0n);
  const all5 = choose(LUCKY6_POOL, 5);
  out.push(reduced('lucky6 sum5:over', over * BigInt(LUCKY6_SIDE_RETURN10.even), all5 * 10n));
  out.push(reduced('lucky6 sum5:under', under * BigInt(LUCKY6_SIDE_RETURN10.even), all5 * 10n));
  // Keno.
  const allK = choose(KENO_POOL, KENO_DRAWN);
  for (let p = 1; p <= KENO_MAX_PICK; p++) {
    let sum = 0n;
    for (let h = 0; h <= p; h++) {
      sum += BigInt(kenoReturn10(p, h)) * choose(p, h) * choose(KENO_POOL - p, KENO_DRAWN - h);
    }
    out.push(reduced(`keno pick ${p}`, sum, allK * 10n));
  }
  // The wheel.
  for (const v of WHEEL_VALUES) {
    const n = WHEEL_SEGMENTS.filter((s) => s === v).length;
    out.push(reduced(`wheel ×${v}`, BigInt(n * v), BigInt(WHEEL_SIZE)));
  }
  return out;
}

/**
 * The return to player of each bet type in percent, rounded to 2 decimals (the rules panels; `npm run rtp:tv` and the
 * contract test fail unless each matches the exact figure).
 */
export const TV_RTP_PERCENT: Record<string, number> = {
  'lucky6 six numbers': 95.98,
  'lucky6 first:over': 95,
  'lucky6 first:under': 95,
  'lucky6 first:even': 95,
  'lucky6 first:odd': 95,
  'lucky6 colour:red': 95,
  'lucky6 colour:green': 95,
  'lucky6 colour:blue': 95,
  'lucky6 colour:purple': 95,
  'lucky6 colour:brown': 95,
  'lucky6 colour:yellow': 95,
  'lucky6 colour:orange': 95,
  'lucky6 colour:black': 95,
  'lucky6 sum5:over': 95,
  'lucky6 sum5:under': 95,
  'keno pick 1': 95,
  'keno pick 2': 96.2,
  'keno pick 3': 94.35,
  'keno pick 4': 96.05,
  'keno pick 5': 94.95,
  'keno pick 6': 94.2,
  'keno pick 7': 96.35,
  'keno pick 8': 95.58,
  'keno pick 9': 96.5,
  'keno pick 10': 95.13,
  'wheel ×2': 96,
  'wheel ×4': 96,
  'wheel ×6': 96,
  'wheel ×12': 96,
  'wheel ×24': 96,
};

/** The catalog's RTP per game: its best bet's. */
export const TV_CATALOG_RTP: Record<TvGame, number> = { lucky6: 95.98, keno: 96.5, wheel: 96 };
