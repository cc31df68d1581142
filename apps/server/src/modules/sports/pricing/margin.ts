import type { FairMarket } from './types.ts';

/**
 * From fair probabilities to offered decimal odds (docs/decisions/0200 §Margin).
 *
 * Method: the power method. Quoted implied probabilities are q_i = p_i^k with the one k in (0, 1] for which
 * Σ q_i = W (1 + m), W being the market's number of winners (1, or 2 for double chance) and m the target margin. A
 * power below 1 lifts small probabilities proportionally more than large ones, so longshots carry more of the margin
 * than favourites — the favourite–longshot bias every real book shows — and, unlike the proportional method
 * (q_i = p_i (1 + m)), it never quotes a heavy favourite below 1.00.
 *
 * Rounding: prices go onto a ladder (two decimals, coarser steps as odds grow). Every price is first rounded DOWN,
 * which can only raise the overround, then prices are raised one step at a time while the overround stays at or above
 * the target. So the offered book is never below its target margin and each price is within one step of its exact
 * value.
 */

/** [from, to, step] in hundredths: 1.01–2.00 by 0.01, 2–3 by 0.02, … 100–1000 by 10. */
const LADDER_BANDS: readonly (readonly [number, number, number])[] = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

/** Every ladder price in hundredths, ascending. */
export const LADDER: readonly number[] = (() => {
  const out: number[] = [];
  for (const [from, to, step] of LADDER_BANDS) for (let v = from; v < to; v += step) out.push(v);
  out.push(LADDER_BANDS[LADDER_BANDS.length - 1]![1]);
  return out;
})();

export const MIN_ODDS = LADDER[0]! / 100;

/** Index of the highest ladder price ≤ odds, or -1 below the ladder. */
export function ladderFloorIndex(odds: number): number {
  const h = Math.floor(odds * 100 + 1e-9);
  let lo = 0;
  let hi = LADDER.length - 1;
  if (h < LADDER[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (LADDER[mid]! <= h) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The power k solving Σ p_i^k = target by Newton's method (Σ p^k is decreasing and convex in k). */
function solvePower(probabilities: readonly number[], target: number): number {
  const logs = probabilities.filter((p) => p > 0).map(Math.log);
  let k = 1;
  for (let i = 0; i < 60; i++) {
    let f = -target;
    let df = 0;
    for (const l of logs) {
      const pk = Math.exp(k * l);
      f += pk;
      df += pk * l;
    }
    if (df === 0) break;
    const next = Math.max(1e-6, k - f / df);
    if (Math.abs(next - k) < 1e-12) break;
    k = next;
  }
  return k;
}

/** Exact (unrounded) odds at margin m by the power method; null for an impossible outcome. */
export function powerOdds(probabilities: readonly number[], margin: number, winners = 1): (number | null)[] {
  const k = solvePower(probabilities, winners * (1 + margin));
  return probabilities.map((p) => (p > 0 ? 1 / p ** k : null));
}

/** Σ 1/odds over the offered outcomes, divided by the winners, minus 1. */
export function overround(odds: readonly (number | null)[], winners = 1): number {
  let s = 0;
  for (const o of odds) if (o !== null) s += 1 / o;
  return s / winners - 1;
}

/**
 * Exact odds onto the ladder without the overround falling below `margin`; prices above `maxOdds` are cut to it.
 * Returns null when the market cannot be quoted on the ladder (its favourite would be under 1.01).
 */
export function roundToLadder(
  exact: readonly (number | null)[],
  margin: number,
  maxOdds: number,
  winners = 1,
): (number | null)[] | null {
  const index = exact.map((o) => (o === null ? -1 : ladderFloorIndex(Math.min(o, maxOdds))));
  if (exact.some((o, i) => o !== null && index[i]! < 0)) return null;
  const target = winners * (1 + margin) - 1e-12;
  let inverse = 0;
  index.forEach((j, i) => {
    if (exact[i] !== null) inverse += 100 / LADDER[j]!;
  });
  const maxIndex = ladderFloorIndex(maxOdds);
  // Raise the price that rounding cut the most (relative to its step) first, while the book stays at its target.
  const order = exact
    .map((o, i) => {
      const j = index[i]!;
      const step = (LADDER[j + 1] ?? Infinity) - LADDER[j]!;
      return { i, gap: o === null ? -1 : (o * 100 - LADDER[j]!) / step };
    })
    .filter((c) => c.gap >= 0)
    .sort((a, b) => b.gap - a.gap);
  for (const { i } of order) {
    const j = index[i]!;
    if (j + 1 > maxIndex || exact[i]! * 100 < LADDER[j]! + 1e-9) continue;
    const next = inverse - 100 / LADDER[j]! + 100 / LADDER[j + 1]!;
    if (next >= target) {
      index[i] = j + 1;
      inverse = next;
    }
  }
  return index.map((j, i) => (exact[i] === null ? null : LADDER[j]! / 100));
}

/** Fair market → offered odds at margin m on the ladder (null: cannot be quoted, suspend the market). */
export function priceMarket(fair: FairMarket, margin: number, maxOdds: number): (number | null)[] | null {
  const winners = fair.winners ?? 1;
  const probabilities = fair.outcomes.map((o) => o.p);
  // A market whose result is (all but) known is not traded.
  if (probabilities.some((p) => p > 0.995)) return null;
  if (probabilities.filter((p) => p > 0).length < 2) return null;
  return roundToLadder(powerOdds(probabilities, margin, winners), margin, maxOdds, winners);
}
