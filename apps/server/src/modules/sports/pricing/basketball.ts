import { above, at, discreteNormal, normalCdf, type Pmf } from './distributions.ts';
import { type FairMarket, HOME_AWAY, twoWay, UNDER_OVER } from './types.ts';

/**
 * Basketball: the final margin and the final total are independent normals (docs/decisions/0200 §Basketball),
 * discretised on the integers. Mean and variance scale with the time left; a tie at the end of regulation goes to a
 * 5-minute overtime (and another, while tied), which the moneyline, spreads and totals all include.
 */

export const OVERTIME_MINUTES = 5;

export interface BasketballModel {
  /** 12 (NBA: 48 minutes) or 10 (FIBA: EuroLeague, Basketbol Süper Ligi: 40 minutes). */
  quarterMinutes: number;
  /** Expected points over regulation. */
  home: number;
  away: number;
  /** Standard deviations of the regulation margin and total. */
  sdMargin: number;
  sdTotal: number;
}

export interface BasketballState {
  status: 'not_started' | 'live' | 'ended';
  /** 0–3 the quarters, 4 and up the overtimes. */
  period: number;
  /** Seconds left on the game clock of the period. */
  secondsLeft: number;
  score: readonly [home: number, away: number];
}

export const BASKETBALL_PRE_MATCH: BasketballState = {
  status: 'not_started',
  period: 0,
  secondsLeft: 0,
  score: [0, 0],
};

/** Minutes still to play in the current segment (regulation, or the overtime being played). */
function minutesLeft(model: BasketballModel, state: BasketballState): number {
  if (state.status === 'ended') return 0;
  if (state.status === 'not_started') return 4 * model.quarterMinutes;
  if (state.period >= 4) return state.secondsLeft / 60;
  return (3 - state.period) * model.quarterMinutes + state.secondsLeft / 60;
}

interface Segment {
  margin: Pmf;
  totalMean: number;
  totalVar: number;
}

function segment(model: BasketballModel, minutes: number): Segment {
  const f = minutes / (4 * model.quarterMinutes);
  return {
    margin: discreteNormal((model.home - model.away) * f, model.sdMargin * Math.sqrt(f)),
    totalMean: (model.home + model.away) * f,
    totalVar: model.sdTotal * model.sdTotal * f,
  };
}

export interface BasketballOutlook {
  /** Final margin after any overtime (never 0). */
  finalMargin: Pmf;
  /** P(the current segment ends tied, so an overtime is played). */
  overtime: number;
  /** Mean and variance of the final total (overtime included), for totals. */
  totalNow: number;
  rest: { mean: number; var: number };
  extra: { mean: number; var: number };
}

export function basketballOutlook(
  model: BasketballModel,
  state: BasketballState = BASKETBALL_PRE_MATCH,
): BasketballOutlook {
  const now = state.score[0] - state.score[1];
  const rest = segment(model, minutesLeft(model, state));
  const margin: Pmf = { offset: rest.margin.offset + now, p: rest.margin.p };
  const ot = segment(model, OVERTIME_MINUTES);
  const otTie = at(ot.margin, 0);
  // Overtimes repeat while tied: the decisive one's margin is an overtime margin conditioned on not being 0.
  const finalMargin = new Map<number, number>();
  const add = (k: number, p: number) => finalMargin.set(k, (finalMargin.get(k) ?? 0) + p);
  const tie = at(margin, 0);
  for (let i = 0; i < margin.p.length; i++) {
    const k = margin.offset + i;
    if (k !== 0) add(k, margin.p[i]!);
  }
  if (tie > 0)
    for (let i = 0; i < ot.margin.p.length; i++) {
      const k = ot.margin.offset + i;
      if (k !== 0) add(k, (tie * ot.margin.p[i]!) / (1 - otTie));
    }
  const keys = [...finalMargin.keys()];
  const lo = Math.min(...keys);
  const p = new Float64Array(Math.max(...keys) - lo + 1);
  for (const [k, v] of finalMargin) p[k - lo] = v;
  // Expected overtimes given one: 1 / (1 - P(tie again)).
  const overtimes = 1 / (1 - otTie);
  return {
    finalMargin: { offset: lo, p },
    overtime: tie,
    totalNow: state.score[0] + state.score[1],
    rest: { mean: rest.totalMean, var: rest.totalVar },
    extra: { mean: ot.totalMean * overtimes, var: ot.totalVar * overtimes },
  };
}

/** P(final total > line) for a half line: regulation only, or with overtime in the tied share. */
export function overProbability(o: BasketballOutlook, line: number): number {
  const tail = (mean: number, variance: number) =>
    variance <= 0
      ? o.totalNow + Math.round(mean) > line
        ? 1
        : 0
      : 1 - normalCdf((line - o.totalNow - mean) / Math.sqrt(variance));
  return (
    (1 - o.overtime) * tail(o.rest.mean, o.rest.var) +
    o.overtime * tail(o.rest.mean + o.extra.mean, o.rest.var + o.extra.var)
  );
}

const halfLine = (x: number) => Math.floor(x) + 0.5;

export function priceBasketball(
  model: BasketballModel,
  state: BasketballState = BASKETBALL_PRE_MATCH,
): FairMarket[] {
  const o = basketballOutlook(model, state);
  const home = above(o.finalMargin, 0);
  let expectedMargin = 0;
  for (let i = 0; i < o.finalMargin.p.length; i++)
    expectedMargin += (o.finalMargin.offset + i) * o.finalMargin.p[i]!;
  const spreadMain = halfLine(-expectedMargin);
  const totalMain = halfLine(o.totalNow + o.rest.mean + o.overtime * o.extra.mean);
  return [
    twoWay('ml', undefined, HOME_AWAY, home),
    ...[-2, -1, 0, 1, 2].map((step) => {
      const line = spreadMain + step;
      return twoWay('spread', line, HOME_AWAY, above(o.finalMargin, -line));
    }),
    ...[-4, -2, 0, 2, 4].map((step) => {
      const line = totalMain + step;
      return twoWay('total', line, UNDER_OVER, 1 - overProbability(o, line));
    }),
  ];
}
