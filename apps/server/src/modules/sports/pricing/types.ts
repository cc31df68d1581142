import type { MarketKey } from '@kasa/contract/sports';

/**
 * How a selection can settle besides won and lost, as probabilities (lost is the rest). Only markets that can push or
 * split the stake carry it: Asian handicaps.
 */
export interface OutcomeSplit {
  won: number;
  halfWon: number;
  void: number;
  halfLost: number;
}

export interface FairOutcome {
  id: string;
  /**
   * The outcome's effective probability: 1 / its fair odds. For an ordinary outcome it is the chance of winning; for
   * an outcome with a split it is the probability q at which a bet at odds 1/q breaks even (pushes and half results
   * included). Over a market's outcomes they sum to `winners` (1 unless stated).
   */
  p: number;
  split?: OutcomeSplit;
}

export interface FairMarket {
  key: MarketKey;
  param?: number;
  /** How many outcomes win together (double chance: 2); the probabilities sum to it. */
  winners?: number;
  outcomes: FairOutcome[];
}

/** What a unit stake on the outcome returns on average at the given decimal odds (its return to player). */
export function expectedReturn(outcome: FairOutcome, odds: number): number {
  const s = outcome.split;
  if (!s) return outcome.p * odds;
  return s.won * odds + s.halfWon * ((odds + 1) / 2) + s.void + s.halfLost / 2;
}

/** The effective probability of a split outcome: the q solving expectedReturn(1/q) = 1. */
export function effectiveProbability(s: OutcomeSplit): number {
  const denominator = 1 - s.void - (s.halfWon + s.halfLost) / 2;
  return denominator <= 0 ? 0 : (s.won + s.halfWon / 2) / denominator;
}

/** A two-outcome market: the first outcome with probability p, the second with the rest. */
export function twoWay(
  key: MarketKey,
  param: number | undefined,
  [first, second]: readonly [string, string],
  p: number,
): FairMarket {
  return {
    key,
    ...(param === undefined ? {} : { param }),
    outcomes: [
      { id: first, p },
      { id: second, p: 1 - p },
    ],
  };
}

export const HOME_AWAY = ['1', '2'] as const;
export const UNDER_OVER = ['under', 'over'] as const;
