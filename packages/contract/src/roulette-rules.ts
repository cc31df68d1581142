// European single-zero roulette: pockets, the wheel, every bet the layout and the racetrack take, payouts and the
// provably fair draw (issue 11 §2; docs/decisions/0310-shared-round-tables-and-roulette.md). Pure TypeScript, no I/O:
// the server, the table client, the verification page and `npm run rtp:roulette` run this same code.

import type { HmacSha256 } from './fair.ts';

/** The pockets in the order they sit on a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;
export const POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export type PocketColor = 'green' | 'red' | 'black';
export const pocketColor = (n: number): PocketColor =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

export const InsideKind = ['straight', 'split', 'street', 'trio', 'corner', 'firstfour', 'sixline'] as const;
export const OutsideSpot = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen:1',
  'dozen:2',
  'dozen:3',
  'column:1',
  'column:2',
  'column:3',
] as const;
export type BetKind =
  (typeof InsideKind)[number] | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';

export interface SpotDef {
  /** Canonical name: `straight:17`, `split:17-20`, `street:16` (first number), `corner:17-21` (low and high),
   *  `sixline:16` (first number), `trio:0-1-2`, `firstfour`, `red`, `dozen:2`, `column:3`, … */
  spot: string;
  kind: BetKind;
  /** The pockets it covers, ascending. */
  numbers: readonly number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every bet the table takes, by canonical name. A bet on n pockets pays 36/n times the stake (stake included). */
function buildSpots(): Map<string, SpotDef> {
  const spots = new Map<string, SpotDef>();
  const add = (spot: string, kind: BetKind, numbers: number[]) =>
    spots.set(spot, { spot, kind, numbers: [...numbers].sort((a, b) => a - b) });
  for (let n = 0; n <= 36; n++) add(`straight:${n}`, 'straight', [n]);
  // The layout: row r (0-based) holds 3r+1, 3r+2, 3r+3; columns are n % 3 == 1, 2, 0.
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add(`split:${n}-${n + 1}`, 'split', [n, n + 1]);
    if (n <= 33) add(`split:${n}-${n + 3}`, 'split', [n, n + 3]);
  }
  for (const n of [1, 2, 3]) add(`split:0-${n}`, 'split', [0, n]);
  for (let row = 0; row < 12; row++) add(`street:${3 * row + 1}`, 'street', range(3 * row + 1, 3 * row + 3));
  add('trio:0-1-2', 'trio', [0, 1, 2]);
  add('trio:0-2-3', 'trio', [0, 2, 3]);
  for (let n = 1; n <= 32; n++) {
    if (n % 3 !== 0) add(`corner:${n}-${n + 4}`, 'corner', [n, n + 1, n + 3, n + 4]);
  }
  add('firstfour', 'firstfour', [0, 1, 2, 3]);
  for (let row = 0; row < 11; row++)
    add(`sixline:${3 * row + 1}`, 'sixline', range(3 * row + 1, 3 * row + 6));
  const all = range(1, 36);
  add(
    'red',
    'red',
    all.filter((n) => RED_NUMBERS.has(n)),
  );
  add(
    'black',
    'black',
    all.filter((n) => !RED_NUMBERS.has(n)),
  );
  add(
    'odd',
    'odd',
    all.filter((n) => n % 2 === 1),
  );
  add(
    'even',
    'even',
    all.filter((n) => n % 2 === 0),
  );
  add('low', 'low', range(1, 18));
  add('high', 'high', range(19, 36));
  for (const d of [1, 2, 3]) add(`dozen:${d}`, 'dozen', range(12 * (d - 1) + 1, 12 * d));
  for (const c of [1, 2, 3])
    add(
      `column:${c}`,
      'column',
      all.filter((n) => (n - c) % 3 === 0),
    );
  return spots;
}

export const SPOTS: ReadonlyMap<string, SpotDef> = buildSpots();

/** The multiple of the stake a winning bet on `spot` returns (stake included): 36 / pockets covered. */
export function spotReturn(spot: string): number {
  const def = SPOTS.get(spot);
  if (!def) throw new RangeError(`unknown roulette bet ${spot}`);
  return 36 / def.numbers.length;
}

/** The payout (kuruş, stake included) of `amount` kuruş on `spot` when the ball lands in `pocket`; 0 on a loss. */
export function spotPayout(spot: string, amount: number, pocket: number): number {
  const def = SPOTS.get(spot);
  if (!def) throw new RangeError(`unknown roulette bet ${spot}`);
  return def.numbers.includes(pocket) ? (amount * 36) / def.numbers.length : 0;
}

// ---- the racetrack (announced bets) ----

export const RacetrackCall = ['voisins', 'tiers', 'orphelins', 'jeuzero', 'neighbours'] as const;
export type RacetrackCall = (typeof RacetrackCall)[number];

/** The classic chip placements of each announced bet (chips of one unit; a spot listed twice takes two). */
export const RACETRACK_CHIPS: Record<Exclude<RacetrackCall, 'neighbours'>, readonly string[]> = {
  // Voisins du zéro: the 17 pockets from 22 to 25 around zero, nine chips.
  voisins: [
    'trio:0-2-3',
    'trio:0-2-3',
    'split:4-7',
    'split:12-15',
    'split:18-21',
    'split:19-22',
    'corner:25-29',
    'corner:25-29',
    'split:32-35',
  ],
  // Tiers du cylindre: the 12 pockets from 27 to 33 opposite zero, six splits.
  tiers: ['split:5-8', 'split:10-11', 'split:13-16', 'split:23-24', 'split:27-30', 'split:33-36'],
  // Orphelins: the 8 pockets in neither, five chips.
  orphelins: ['straight:1', 'split:6-9', 'split:14-17', 'split:17-20', 'split:31-34'],
  // Jeu zéro: the 7 pockets from 12 to 15 around zero, four chips.
  jeuzero: ['split:0-3', 'split:12-15', 'straight:26', 'split:32-35'],
};

/** The pockets `count` places either side of `number` on the wheel, `number` included (2·count + 1 pockets). */
export function neighboursOf(number: number, count: number): number[] {
  const at = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  if (at < 0) throw new RangeError('not a pocket');
  const out: number[] = [];
  for (let d = -count; d <= count; d++) out.push(WHEEL_ORDER[(at + d + POCKETS) % POCKETS]!);
  return out;
}

/** The racetrack section a pocket belongs to (for drawing): voisins, tiers or orphelins. */
export function racetrackSection(n: number): 'voisins' | 'tiers' | 'orphelins' {
  const covered = (call: 'voisins' | 'tiers') =>
    RACETRACK_CHIPS[call].some((spot) => SPOTS.get(spot)?.numbers.includes(n));
  if (covered('voisins')) return 'voisins';
  if (covered('tiers')) return 'tiers';
  return 'orphelins';
}

export const NEIGHBOURS_MAX = 4;

/** One chip (or a racetrack call) as the player places it; `amount` is kuruş per chip. */
export type RouletteStake =
  | { spot: string; amount: number }
  | { call: Exclude<RacetrackCall, 'neighbours'>; amount: number }
  | { call: 'neighbours'; number: number; count: number; amount: number };

/**
 * Expands stakes into their layout bets (racetrack calls into their straight/split/… chips) and sums stakes on the
 * same spot. Throws RangeError on an unknown spot or a bad neighbours call.
 */
export function expandStakes(stakes: readonly RouletteStake[]): Map<string, number> {
  const out = new Map<string, number>();
  const put = (spot: string, amount: number) => {
    if (!SPOTS.has(spot)) throw new RangeError(`unknown roulette bet ${spot}`);
    out.set(spot, (out.get(spot) ?? 0) + amount);
  };
  for (const stake of stakes) {
    if ('spot' in stake) put(stake.spot, stake.amount);
    else if (stake.call === 'neighbours') {
      if (!Number.isInteger(stake.count) || stake.count < 1 || stake.count > NEIGHBOURS_MAX) {
        throw new RangeError('neighbours count');
      }
      for (const n of neighboursOf(stake.number, stake.count)) put(`straight:${n}`, stake.amount);
    } else for (const spot of RACETRACK_CHIPS[stake.call]) put(spot, stake.amount);
  }
  return out;
}

/** Chips a stake takes (what it costs is chips × amount). */
export function stakeChips(stake: RouletteStake): number {
  if ('spot' in stake) return 1;
  if (stake.call === 'neighbours') return 2 * stake.count + 1;
  return RACETRACK_CHIPS[stake.call].length;
}

// ---- table limits (kuruş) ----

export interface RouletteLimits {
  /** Smallest chip on any spot. */
  minChip: number;
  /** Most on one straight-up number; a spot covering n pockets takes n times that, up to `maxOutside`. */
  maxStraight: number;
  /** Most on one outside bet (even-money, dozen, column). */
  maxOutside: number;
  /** Most one player stakes in one round. */
  maxRound: number;
}

export const ROULETTE_LIMITS: RouletteLimits = {
  minChip: 100,
  maxStraight: 50_000,
  maxOutside: 1_000_000,
  maxRound: 2_500_000,
};

export function spotMax(spot: string, limits: RouletteLimits = ROULETTE_LIMITS): number {
  const def = SPOTS.get(spot);
  if (!def) throw new RangeError(`unknown roulette bet ${spot}`);
  const inside = (InsideKind as readonly string[]).includes(def.kind);
  return inside ? Math.min(limits.maxStraight * def.numbers.length, limits.maxOutside) : limits.maxOutside;
}

/** The chip values the table offers (kuruş). */
export const CHIP_VALUES = [100, 500, 1_000, 2_500, 10_000, 50_000] as const;

// ---- the provably fair draw ----

/** Words at or above this are rejected so every pocket has the same chance: 37 × floor(2³² / 37). */
const ACCEPT_BELOW = POCKETS * Math.floor(2 ** 32 / POCKETS);

/**
 * The winning pocket of a round: HMAC-SHA256(key = server seed as hex text, message = `${table}:${round}:${cursor}`),
 * cursor 0, 1, …; each digest gives eight 4-byte big-endian words; the first word below 37·⌊2³²/37⌋ gives
 * word mod 37 (rejection sampling: exactly uniform; a word is rejected with probability 1.5·10⁻⁹).
 */
export async function roulettePocket(hmac: HmacSha256, serverSeed: string, table: string, round: number) {
  for (let cursor = 0; ; cursor++) {
    const digest = await hmac(serverSeed, `${table}:${round}:${cursor}`);
    for (let i = 0; i + 3 < digest.length; i += 4) {
      const word = digest[i]! * 2 ** 24 + digest[i + 1]! * 2 ** 16 + digest[i + 2]! * 2 ** 8 + digest[i + 3]!;
      if (word < ACCEPT_BELOW) return word % POCKETS;
    }
  }
}

// ---- statistics ----

/** Hot and cold numbers over `results` (newest first): the `count` drawn most and least often, ties by recency. */
export function hotAndCold(results: readonly number[], count = 5): { hot: number[]; cold: number[] } {
  const hits = new Array<number>(POCKETS).fill(0);
  const last = new Array<number>(POCKETS).fill(Number.POSITIVE_INFINITY);
  results.forEach((n, i) => {
    hits[n] = (hits[n] ?? 0) + 1;
    if (last[n] === Number.POSITIVE_INFINITY) last[n] = i;
  });
  const order = range(0, 36);
  const hot = [...order]
    .sort((a, b) => hits[b]! - hits[a]! || last[a]! - last[b]!)
    .slice(0, count)
    .filter((n) => hits[n]! > 0);
  const cold = [...order].sort((a, b) => hits[a]! - hits[b]! || last[b]! - last[a]!).slice(0, count);
  return { hot, cold };
}

// ---- house edge ----

/**
 * The exact expected return of one unit on `spot` over the 37 equally likely pockets, as a fraction
 * [numerator, denominator] (return = sum over pockets of the payout / 37).
 */
export function spotExpectedReturn(spot: string): [number, number] {
  let total = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) total += spotPayout(spot, 1, pocket) * 1;
  // Payouts are 36/n per unit; multiply by n to stay in integers.
  const n = SPOTS.get(spot)!.numbers.length;
  return [Math.round(total * n), POCKETS * n];
}

/** Return to player of every bet, percent (36/37), as the catalog and the rules panel state it. */
export const ROULETTE_RTP_PERCENT = 97.3;
/** The house edge of every bet: 1/37 = 2.7027… %. */
export const ROULETTE_HOUSE_EDGE_PERCENT = 2.7;
