import { setScores } from '@kasa/contract/sports';
import { type FairMarket, HOME_AWAY, twoWay, UNDER_OVER } from './types.ts';

/**
 * Volleyball: rally-point scoring. Each team wins a rally it serves with its own probability; the rally's winner
 * serves next. A set goes to 25 (the fifth to 15), won by two; the match is best of five. Set probabilities by exact
 * recursion, with the endless "win by two" tail solved in closed form (docs/decisions/0200 §Volleyball). Who serves
 * first in a future set is taken as even odds (it alternates by a toss the model does not know).
 */

export interface VolleyballModel {
  /** P(a rally is won by the serving team), home serving and away serving. Side-out play puts both near 0.4. */
  serve: readonly [home: number, away: number];
}

export type Team = 0 | 1;

export interface VolleyballState {
  status: 'not_started' | 'live' | 'ended';
  sets: readonly (readonly [number, number])[];
  points: readonly [number, number];
  /** Who serves the next rally. */
  server: Team;
}

export const VOLLEYBALL_PRE_MATCH: VolleyballState = {
  status: 'not_started',
  sets: [],
  points: [0, 0],
  server: 0,
};
export const VOLLEYBALL_BEST_OF = 5;
export const SET_POINTS = 25;
export const FINAL_SET_POINTS = 15;

/**
 * P(home wins the set) from points (home, away) with `server` to serve. Past (target-1, target-1) only the lead
 * (-1, 0, +1) and the server matter; those four states form a linear system solved below.
 */
export function volleyballSetWin(
  model: VolleyballModel,
  target: number,
  h = 0,
  a = 0,
  server: Team = 0,
): number {
  const [pa, pb] = model.serve;
  // Tied with home serving (tA) or away serving (tB); one up (the leader just won a rally, so serves).
  // tA = pa·uA + (1-pa)·uB, tB = pb·uB + (1-pb)·uA, uA = pa + (1-pa)·tB, uB = (1-pb)·tA.
  // Substituting the u's gives two equations in tA, tB:
  const a11 = 1 - (1 - pa) * (1 - pb);
  const a12 = -pa * (1 - pa);
  const b1 = pa * pa;
  const a21 = -pb * (1 - pb);
  const a22 = 1 - (1 - pb) * (1 - pa);
  const b2 = (1 - pb) * pa;
  const det = a11 * a22 - a12 * a21;
  const tA = (b1 * a22 - a12 * b2) / det;
  const tB = (a11 * b2 - a21 * b1) / det;
  const uA = pa + (1 - pa) * tB;
  const uB = (1 - pb) * tA;
  // Backward over the grid below (target - 1, target - 1): value[x][y][server], filled from the far corner.
  const side = target + 1;
  const table = new Float64Array(side * side * 2);
  const value = (x: number, y: number, s: Team): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1) {
      if (x === y) return s === 0 ? tA : tB;
      // The leader won the last rally, so serves.
      return x > y ? uA : uB;
    }
    return table[(x * side + y) * 2 + s]!;
  };
  for (let x = target - 1; x >= h; x--)
    for (let y = target - 1; y >= a; y--) {
      if (x >= target - 1 && y >= target - 1) continue;
      for (const s of [0, 1] as const) {
        const p = s === 0 ? pa : 1 - pb;
        table[(x * side + y) * 2 + s] = p * value(x + 1, y, 0) + (1 - p) * value(x, y + 1, 1);
      }
    }
  return value(h, a, server);
}

export interface VolleyballOutlook {
  setScores: Map<string, number>;
  homeWins: number;
}

export function volleyballOutlook(model: VolleyballModel, state: VolleyballState): VolleyballOutlook {
  const toWin = Math.ceil(VOLLEYBALL_BEST_OF / 2);
  let sh = 0;
  let sa = 0;
  for (const [h, a] of state.sets)
    if (h > a) sh++;
    else sa++;
  const fresh = (finalSet: boolean) => {
    const target = finalSet ? FINAL_SET_POINTS : SET_POINTS;
    return (volleyballSetWin(model, target, 0, 0, 0) + volleyballSetWin(model, target, 0, 0, 1)) / 2;
  };
  const regular = fresh(false);
  const decider = fresh(true);
  const scores = new Map<string, number>();
  const walk = (h: number, a: number, p: number) => {
    if (p === 0) return;
    if (h === toWin || a === toWin) {
      scores.set(`${h}-${a}`, (scores.get(`${h}-${a}`) ?? 0) + p);
      return;
    }
    const w = h + a === VOLLEYBALL_BEST_OF - 1 ? decider : regular;
    walk(h + 1, a, p * w);
    walk(h, a + 1, p * (1 - w));
  };
  if (state.status === 'ended' || sh === toWin || sa === toWin) walk(sh, sa, 1);
  else {
    const target = sh + sa === VOLLEYBALL_BEST_OF - 1 ? FINAL_SET_POINTS : SET_POINTS;
    const w = volleyballSetWin(model, target, state.points[0], state.points[1], state.server);
    walk(sh + 1, sa, w);
    walk(sh, sa + 1, 1 - w);
  }
  let homeWins = 0;
  for (const [key, p] of scores) if (key.startsWith(`${toWin}-`)) homeWins += p;
  return { setScores: scores, homeWins };
}

export const VOLLEYBALL_TOTAL_SET_LINES = [3.5, 4.5] as const;

export function priceVolleyball(
  model: VolleyballModel,
  state: VolleyballState = VOLLEYBALL_PRE_MATCH,
): FairMarket[] {
  const o = volleyballOutlook(model, state);
  return [
    twoWay('ml', undefined, HOME_AWAY, o.homeWins),
    {
      key: 'set_betting',
      outcomes: setScores(VOLLEYBALL_BEST_OF).map((id) => ({ id, p: o.setScores.get(id) ?? 0 })),
    },
    ...VOLLEYBALL_TOTAL_SET_LINES.map((line) => {
      let under = 0;
      for (const [key, p] of o.setScores) {
        const [h, a] = key.split('-').map(Number) as [number, number];
        if (h + a < line) under += p;
      }
      return twoWay('total_sets', line, UNDER_OVER, under);
    }),
  ];
}
