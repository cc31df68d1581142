import { FOOTBALL_EUROPEAN_HANDICAPS, FOOTBALL_TOTAL_LINES } from '@kasa/contract/sports';
import { above, at, difference, poisson, shift } from './distributions.ts';
import {
  asianHandicap,
  balancedAsianLine,
  bothTeamsToScore,
  correctScore,
  doubleChance,
  europeanHandicap,
  type GoalRates,
  type MatchClock,
  matchResult,
  NOT_STARTED,
  nextGoal,
  outlook,
  remainingShares,
  type Score,
  type TimeShape,
  totals,
} from './goals.ts';
import type { FairMarket } from './types.ts';

/**
 * Football: two independent Poisson processes (docs/decisions/0200 §Football). 43 % of the intensity falls in the
 * first half with the rising slope and the expected stoppage (2 and 5 minutes) below, close to the 44–45 % of goals
 * scored before half-time in the big leagues.
 */
export const FOOTBALL_TIME: TimeShape = { periods: [45, 45], stoppage: [2, 5], slope: 0.5 };

/** Each red card multiplies the side's own scoring rate and the opponent's for the rest of the match. */
export const RED_CARD_EFFECT = { own: 0.7, opponent: 1.2 };

export interface FootballState {
  clock: MatchClock;
  score: Score;
  /** The half-time score, known once the first half is over. */
  htScore?: Score;
  redCards?: Score;
}

export const FOOTBALL_PRE_MATCH: FootballState = { clock: NOT_STARTED, score: [0, 0] };

/** Expected goals of each side in the rest of the first half and in the second half, from the state. */
export function footballRemainingRates(
  model: GoalRates,
  state: FootballState,
): { first: GoalRates; second: GoalRates } {
  const [first, second] = remainingShares(FOOTBALL_TIME, state.clock) as [number, number];
  const [redHome, redAway] = state.redCards ?? [0, 0];
  const home = model.home * RED_CARD_EFFECT.own ** redHome * RED_CARD_EFFECT.opponent ** redAway;
  const away = model.away * RED_CARD_EFFECT.own ** redAway * RED_CARD_EFFECT.opponent ** redHome;
  return {
    first: { home: home * first, away: away * first },
    second: { home: home * second, away: away * second },
  };
}

/** Rates from a target total and supremacy (expected goal difference): what a trader quotes. */
export function ratesFromTotalAndSupremacy(total: number, supremacy: number): GoalRates {
  const home = Math.max(0.05, (total + supremacy) / 2);
  const away = Math.max(0.05, (total - supremacy) / 2);
  return { home, away };
}

/**
 * Rates fitted to a target price pair: the home-minus-away probability of 1X2 and the probability of over 2.5, so the
 * two markets agree on one score distribution (what "1X2 and totals agree" means). Newton on (total, supremacy) with
 * a numerical Jacobian; it converges in a handful of steps from the 2.6-goals start for every realistic target.
 */
export function fitRates(target: { home: number; away: number; over25: number }): GoalRates {
  let total = 2.6;
  let supremacy = 0;
  const f = (t: number, s: number) => {
    const rates = ratesFromTotalAndSupremacy(t, s);
    const margin = difference(poisson(rates.home), poisson(rates.away));
    const home = above(margin, 0);
    const away = 1 - home - at(margin, 0);
    const o = totals(outlook([0, 0], rates), [2.5])[0]!.outcomes[1]!.p;
    return [home - away - (target.home - target.away), o - target.over25] as const;
  };
  for (let i = 0; i < 30; i++) {
    const [a, b] = f(total, supremacy);
    if (Math.abs(a) < 1e-10 && Math.abs(b) < 1e-10) break;
    const h = 1e-6;
    const [at1, bt1] = f(total + h, supremacy);
    const [as1, bs1] = f(total, supremacy + h);
    const j11 = (at1 - a) / h;
    const j12 = (as1 - a) / h;
    const j21 = (bt1 - b) / h;
    const j22 = (bs1 - b) / h;
    const det = j11 * j22 - j12 * j21;
    if (Math.abs(det) < 1e-14) break;
    total = Math.min(8, Math.max(0.2, total - (a * j22 - b * j12) / det));
    supremacy = Math.max(-total + 0.1, Math.min(total - 0.1, supremacy - (b * j11 - a * j21) / det));
  }
  return ratesFromTotalAndSupremacy(total, supremacy);
}

/** Half-time result and half-time/full-time from the first-half and second-half distributions. */
function halfTimeMarkets(state: FootballState, rates: { first: GoalRates; second: GoalRates }): FairMarket[] {
  const firstHalfOver =
    state.clock.status === 'ended' || state.clock.period > 0 || state.clock.status === 'break';
  const ht: Score = firstHalfOver ? (state.htScore ?? state.score) : state.score;
  // Half-time margin, then second-half goals relative to the score at half-time.
  const htMargin = firstHalfOver
    ? { offset: ht[0] - ht[1], p: Float64Array.of(1) }
    : shift(difference(poisson(rates.first.home), poisson(rates.first.away)), ht[0] - ht[1]);
  // After half-time the goals already scored in the 2nd half are part of the known margin.
  const secondSoFar = firstHalfOver ? state.score[0] - state.score[1] - (ht[0] - ht[1]) : 0;
  const second = shift(difference(poisson(rates.second.home), poisson(rates.second.away)), secondSoFar);
  const sideOf = (d: number) => (d > 0 ? 0 : d === 0 ? 1 : 2);
  const ids = ['1', 'x', '2'];
  const htft = new Float64Array(9);
  const htOnly = new Float64Array(3);
  for (let i = 0; i < htMargin.p.length; i++) {
    const p1 = htMargin.p[i]!;
    if (p1 === 0) continue;
    const d1 = htMargin.offset + i;
    const a = sideOf(d1);
    htOnly[a]! += p1;
    const win = above(second, -d1);
    const draw = at(second, -d1);
    htft[a * 3]! += p1 * win;
    htft[a * 3 + 1]! += p1 * draw;
    htft[a * 3 + 2]! += p1 * (1 - win - draw);
  }
  return [
    { key: 'ht_1x2', outcomes: ids.map((id, i) => ({ id, p: htOnly[i]! })) },
    {
      key: 'htft',
      outcomes: ids.flatMap((h, i) => ids.map((f, j) => ({ id: `${h}${f}`, p: htft[i * 3 + j]! }))),
    },
  ];
}

/** Every football market at fair (margin-free) probabilities, for the state given (pre-match by default). */
export function priceFootball(model: GoalRates, state: FootballState = FOOTBALL_PRE_MATCH): FairMarket[] {
  const rates = footballRemainingRates(model, state);
  const rest = { home: rates.first.home + rates.second.home, away: rates.first.away + rates.second.away };
  const o = outlook(state.score, rest);
  const main = balancedAsianLine(o);
  return [
    matchResult(o),
    doubleChance(o),
    ...totals(o, FOOTBALL_TOTAL_LINES),
    bothTeamsToScore(o),
    ...[-0.5, -0.25, 0, 0.25, 0.5].map((step) => asianHandicap(o, main + step)),
    ...FOOTBALL_EUROPEAN_HANDICAPS.map((h) => europeanHandicap(o, h)),
    correctScore(o),
    ...halfTimeMarkets(state, rates),
    nextGoal(state.score, rest),
  ];
}
