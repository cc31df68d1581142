// Kasa Originals instant games on the fair seeds of Dice and Mines: Plinko, Limbo, Keno and Hi-Lo (issue 11 §5;
// docs/decisions/0300-instant-games.md). Pure TypeScript (no node, no DOM): the server, the verification page and the
// RTP script (scripts/instant-rtp.ts) run this very code. Every outcome comes from the stream of @kasa/contract/fair
// (HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 4-byte words, float = word / 2³²).
//
// Multipliers are integers in hundredths (150 = 1.50×) so paytables and their RTP are exact fractions.

import { fairFloats, fairWords, type FairSeeds, type HmacSha256 } from './fair.ts';

/** Every paytable of these games is tuned to this RTP (in basis points of the stake: 9 900 = 99 %) or just under. */
export const INSTANT_TARGET_RTP_BP = 9_900;
/** …and no table is further below it than this (basis points): 98.90 % … 99.00 %. */
export const INSTANT_RTP_TOLERANCE_BP = 10;

export const InstantRisk = { Low: 'low', Medium: 'medium', High: 'high' } as const;
export type InstantRisk = (typeof InstantRisk)[keyof typeof InstantRisk];
export const INSTANT_RISKS: readonly InstantRisk[] = ['low', 'medium', 'high'];

// ---- exact arithmetic ----

export function binomialBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** An exact probability distribution over outcomes 0…m: weights[i] / total. */
export interface Distribution {
  weights: bigint[];
  total: bigint;
}

/** The exact RTP of `multipliers` (hundredths) over `dist`: numerator / denominator of the stake. */
export function exactRtp(dist: Distribution, multipliers: readonly number[]): { num: bigint; den: bigint } {
  let num = 0n;
  dist.weights.forEach((w, i) => {
    num += w * BigInt(multipliers[i] ?? 0);
  });
  return { num, den: dist.total * 100n };
}

/** A fraction as a decimal text with `digits` decimals, truncated (e.g. RTP 0.98987… → "98.9874" with percent). */
export function fractionText(num: bigint, den: bigint, digits: number, scale = 1n): string {
  const scaled = (num * scale * 10n ** BigInt(digits)) / den;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** RTP as a float (for display and tolerances). */
export const rtpNumber = (rtp: { num: bigint; den: bigint }) =>
  Number((rtp.num * 1_000_000n) / rtp.den) / 1e6;

/** A round multiplier (hundredths): cut to 0.1× below 10×, to 1× below 100×, to 10× above. */
function niceFloor(m: number): number {
  const step = m < 1_000 ? 10 : m < 10_000 ? 100 : 1_000;
  return Math.max(10, m - (m % step));
}
/** The fine step a tuned multiplier rises by: 0.01× below 100×, 0.1× below 1 000×, 1× above. */
const fineStep = (m: number) => (m < 10_000 ? 1 : m < 100_000 ? 10 : 100);

/**
 * Turns raw multipliers into a paytable: each cut to a round value, then, from the least likely paying outcome to the
 * most likely, raised by fine steps while the exact RTP stays ≤ the target and the table stays ordered (no outcome
 * pays more than the next rarer one: `groups` come most likely first, each one's outcomes kept equal — Plinko's
 * mirrored slots). Zeros stay zeros. Deterministic.
 */
function tune(dist: Distribution, raw: number[], groups: number[][], cap: number): number[] {
  const table = raw.map((m) => (m <= 0 ? 0 : Math.min(cap, niceFloor(Math.round(m * 100)))));
  const target = (dist.total * 100n * BigInt(INSTANT_TARGET_RTP_BP)) / 10_000n;
  const base = [...table];
  let value = exactRtp(dist, table).num;
  // Passes that let each value rise a little further above its round value (2 %, 5 %, … then freely), rarest first:
  // the rounding loss is spread over the rare outcomes instead of piling onto the rarest one.
  for (const limit of [1.02, 1.05, 1.1, 1.2, 1.35, 1.5, 2, Infinity]) {
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g]!;
      if (table[group[0]!] === 0) continue;
      const ceiling = Math.min(
        g + 1 < groups.length ? table[groups[g + 1]![0]!]! : cap,
        base[group[0]!]! * limit,
      );
      const weight = group.reduce((s, i) => s + dist.weights[i]!, 0n);
      for (;;) {
        const current = table[group[0]!]!;
        const next = current + fineStep(current);
        const gain = weight * BigInt(next - current);
        if (next > ceiling || value + gain > target) break;
        value += gain;
        for (const i of group) table[i] = next;
      }
    }
  }
  return table;
}

// ---- Plinko ----

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
/** The largest multiplier of any table (the high-risk edge slots of 16 rows). */
export const PLINKO_CAP = 100_000;

/** P(slot k) = C(rows, k) / 2^rows: the ball goes right at each row with probability ½. */
export function plinkoDistribution(rows: number): Distribution {
  return {
    weights: Array.from({ length: rows + 1 }, (_, k) => binomialBig(rows, k)),
    total: 2n ** BigInt(rows),
  };
}

// Shape of a table: the multiplier at distance d (0 centre … 1 edge) is floor + (edge − floor) × d^power, with the
// edge value solved so the raw table returns exactly the target; then tuned to nice values.
const PLINKO_SHAPE: Record<InstantRisk, { floor: number; power: (rows: number) => number }> = {
  low: { floor: 0.5, power: (rows) => 1.6 + rows * 0.14 },
  medium: { floor: 0.3, power: (rows) => 2.2 + rows * 0.22 },
  high: { floor: 0.2, power: (rows) => 2.4 + rows * 0.34 },
};

function buildPlinkoTable(rows: number, risk: InstantRisk): number[] {
  const dist = plinkoDistribution(rows);
  const { floor, power } = PLINKO_SHAPE[risk];
  const p = power(rows);
  const d = (k: number) => Math.abs(2 * k - rows) / rows;
  const total = Number(dist.total);
  const s = dist.weights.reduce((sum, w, k) => sum + (Number(w) / total) * d(k) ** p, 0);
  const edge = floor + (INSTANT_TARGET_RTP_BP / 10_000 - floor) / s;
  const raw = dist.weights.map((_, k) => floor + (edge - floor) * d(k) ** p);
  const groups: number[][] = [];
  for (let k = Math.floor(rows / 2); k >= 0; k--) groups.push(k === rows - k ? [k] : [k, rows - k]);
  return tune(dist, raw, groups, PLINKO_CAP);
}

/** Multipliers (hundredths) by rows (8…16) and risk, slot 0 (far left) … rows (far right). */
export const PLINKO_TABLES: Readonly<Record<number, Readonly<Record<InstantRisk, readonly number[]>>>> =
  Object.fromEntries(
    Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => {
      const rows = PLINKO_MIN_ROWS + i;
      return [
        rows,
        Object.fromEntries(INSTANT_RISKS.map((risk) => [risk, buildPlinkoTable(rows, risk)])) as Record<
          InstantRisk,
          number[]
        >,
      ];
    }),
  );

/**
 * The ball's path: one float per row, left (0) when float < ½, right (1) otherwise; the slot is the number of rights.
 */
export function plinkoPathFromFloats(floats: readonly number[], rows: number): number[] {
  return floats.slice(0, rows).map((f) => (f < 0.5 ? 0 : 1));
}

export async function computePlinko(
  hmac: HmacSha256,
  seeds: FairSeeds,
  rows: number,
): Promise<{ path: number[]; slot: number }> {
  const path = plinkoPathFromFloats(await fairFloats(hmac, seeds, rows), rows);
  return { path, slot: path.reduce((a, b) => a + b, 0) };
}

// ---- Limbo ----

/** Targets and results in hundredths: 1.01× … 1 000 000×. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;
const TWO_32 = 2 ** 32;

/**
 * The result (hundredths) of one 32-bit word: floor(99 × 2³² / (2³² − word)) — 0.99 / (1 − float), a crash point
 * with a 1 % edge — shown within 1.00× … 1 000 000×. P(result ≥ T) = floor(99 × 2³² / T) / 2³² for any target T, so
 * a win at T paying T returns 99 % (just under, by at most T / 2³² of the stake). Integer arithmetic, exact.
 */
export function limboResultFromWord(word: number): number {
  const a = 99 * TWO_32;
  const b = TWO_32 - word;
  let q = Math.floor(a / b);
  if (q * b > a) q--;
  else if ((q + 1) * b <= a) q++;
  return Math.min(LIMBO_MAX_TARGET, Math.max(100, q));
}

export async function computeLimbo(hmac: HmacSha256, seeds: FairSeeds): Promise<number> {
  const [word] = await fairWords(hmac, seeds, 1);
  return limboResultFromWord(word!);
}

/** How many of the 2³² words win at `target` (hundredths): results ≥ target. */
export function limboWinningWords(target: number): bigint {
  return (99n * 2n ** 32n) / BigInt(target);
}

/** Exact RTP of a Limbo bet at `target`: target × P(win). */
export function limboRtp(target: number): { num: bigint; den: bigint } {
  return { num: BigInt(target) * limboWinningWords(target), den: 100n * 2n ** 32n };
}

export const limboTargetAllowed = (target: number) =>
  Number.isInteger(target) && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET;

/** Win chance in percent at `target` (hundredths), as the game shows it: 99 / target × 100. */
export const limboChance = (target: number) => 9_900 / target;

// ---- Keno ----

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;
export const KENO_CAP = 100_000;

/** P(h hits | p picks) = C(p, h) × C(40 − p, 10 − h) / C(40, 10). */
export function kenoDistribution(picks: number): Distribution {
  return {
    weights: Array.from(
      { length: picks + 1 },
      (_, h) => binomialBig(picks, h) * binomialBig(KENO_NUMBERS - picks, KENO_DRAWN - h),
    ),
    total: binomialBig(KENO_NUMBERS, KENO_DRAWN),
  };
}

// Shape: outcomes with at least `from` hits pay; a paying outcome's raw multiplier is c × (1 / P)^alpha (rarer pays
// more, alpha sets how steeply), capped, with c solved (bisection) for the target; then tuned to nice values.
const KENO_SHAPE: Record<InstantRisk, { from: (picks: number) => number; alpha: number; cap: number }> = {
  low: { from: (p) => (p <= 2 ? 1 : Math.ceil(p * 0.3)), alpha: 0.55, cap: 50_000 },
  medium: { from: (p) => (p <= 2 ? 1 : Math.ceil(p * 0.4)), alpha: 0.8, cap: 100_000 },
  high: { from: (p) => (p <= 3 ? p : Math.ceil(p * 0.55)), alpha: 1.05, cap: KENO_CAP },
};

function buildKenoTable(picks: number, risk: InstantRisk): number[] {
  const dist = kenoDistribution(picks);
  const { from, alpha, cap } = KENO_SHAPE[risk];
  const total = Number(dist.total);
  const probs = dist.weights.map((w) => Number(w) / total);
  const first = from(picks);
  const capX = cap / 100;
  const rawFor = (c: number) => probs.map((p, h) => (h < first ? 0 : Math.min(capX, c * (1 / p) ** alpha)));
  const rtpOf = (c: number) => rawFor(c).reduce((s, m, h) => s + m * probs[h]!, 0);
  let lo = 0;
  let hi = 1e6;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (rtpOf(mid) < INSTANT_TARGET_RTP_BP / 10_000) lo = mid;
    else hi = mid;
  }
  const raw = rawFor(lo);
  return tune(
    dist,
    raw,
    raw.map((_, h) => [h]),
    cap,
  );
}

/** Multipliers (hundredths) by picks (1…10) and risk, indexed by hits 0…picks. */
export const KENO_TABLES: Readonly<Record<number, Readonly<Record<InstantRisk, readonly number[]>>>> =
  Object.fromEntries(
    Array.from({ length: KENO_MAX_PICKS }, (_, i) => {
      const picks = i + 1;
      return [
        picks,
        Object.fromEntries(INSTANT_RISKS.map((risk) => [risk, buildKenoTable(picks, risk)])) as Record<
          InstantRisk,
          number[]
        >,
      ];
    }),
  );

/**
 * The 10 numbers drawn (1…40), in draw order: Fisher–Yates by selection as Mines — step i takes the number at index
 * floor(float_i × (40 − i)) of those not yet drawn (1…40 in order).
 */
export function kenoDrawFromFloats(floats: readonly number[]): number[] {
  const remaining = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++) {
    drawn.push(remaining.splice(Math.floor(floats[i]! * (KENO_NUMBERS - i)), 1)[0]!);
  }
  return drawn;
}

export async function computeKenoDraw(hmac: HmacSha256, seeds: FairSeeds): Promise<number[]> {
  return kenoDrawFromFloats(await fairFloats(hmac, seeds, KENO_DRAWN));
}

export const kenoHits = (picks: readonly number[], drawn: readonly number[]) =>
  picks.filter((n) => drawn.includes(n)).length;

// ---- Hi-Lo ----

/** Cards 0…51: rank = floor(card / 4) + 1 (1 = ace, low … 13 = king), suit = card % 4 (♠ ♥ ♦ ♣). */
export const HILO_RANKS = 13;
export const HILO_MAX_CARDS = 100;
/** No guess may take the multiplier past this (hundredths: 1 000 000×); the player cashes out instead. */
export const HILO_MAX_MULTIPLIER = 100_000_000;

export const HiloGuess = { Higher: 'higher', Lower: 'lower', Same: 'same', Skip: 'skip' } as const;
export type HiloGuess = (typeof HiloGuess)[keyof typeof HiloGuess];

export const hiloRank = (card: number) => Math.floor(card / 4) + 1;
export const hiloSuit = (card: number) => card % 4;

/** Card i of a round: floor(float_i × 52) of the round's stream (card 0 is dealt at the bet). */
export const hiloCardFromFloat = (float: number) => Math.floor(float * 52);

export async function computeHiloCards(hmac: HmacSha256, seeds: FairSeeds, count: number): Promise<number[]> {
  return (await fairFloats(hmac, seeds, count)).map(hiloCardFromFloat);
}

/** How many of the 13 ranks make `guess` right from `rank` (strictly higher, strictly lower, the same). */
export function hiloWinningRanks(rank: number, guess: Exclude<HiloGuess, 'skip'>): number {
  if (guess === 'higher') return HILO_RANKS - rank;
  if (guess === 'lower') return rank - 1;
  return 1;
}

export function hiloGuessWins(from: number, to: number, guess: Exclude<HiloGuess, 'skip'>): boolean {
  const a = hiloRank(from);
  const b = hiloRank(to);
  return guess === 'higher' ? b > a : guess === 'lower' ? b < a : a === b;
}

/**
 * The multiplier after a sequence of right guesses, as an exact fraction: 0.99 × Π 13 / winning ranks — each guess
 * paid at its fair odds, the 1 % edge taken once (as Mines). So every guess returns exactly its stake in expectation
 * and the round 99 %, whenever the player cashes out. `chances` = the winning ranks of each right guess (skips none).
 */
export function hiloMultiplierFraction(chances: readonly number[]): { num: bigint; den: bigint } {
  let num = 99n;
  let den = 100n;
  for (const c of chances) {
    num *= BigInt(HILO_RANKS);
    den *= BigInt(c);
  }
  return { num, den };
}

export function hiloMultiplier(chances: readonly number[]): number {
  const { num, den } = hiloMultiplierFraction(chances);
  return Number((num * 1_000_000n) / den) / 1_000_000;
}

export function hiloPayout(stake: number, chances: readonly number[]): number {
  const { num, den } = hiloMultiplierFraction(chances);
  return Number((BigInt(stake) * num) / den);
}

/** Whether a guess with `winning` ranks out of 13 is still allowed after `chances` (the cap, impossible guesses). */
export function hiloGuessAllowed(chances: readonly number[], winning: number): boolean {
  if (winning <= 0 || winning >= HILO_RANKS) return false;
  const { num, den } = hiloMultiplierFraction([...chances, winning]);
  return num * 100n <= den * BigInt(HILO_MAX_MULTIPLIER);
}

/** floor(stake × multiplier / 100) for a multiplier in hundredths. */
export const payoutOf = (stake: number, multiplier: number) => Math.floor((stake * multiplier) / 100);
