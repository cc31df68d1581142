import { setScores } from '@kasa/contract/sports';
import { type FairMarket, HOME_AWAY, twoWay, UNDER_OVER } from './types.ts';

/**
 * Tennis: each player wins a point on their own serve with a fixed probability (docs/decisions/0200 §Tennis). Game,
 * tie-break, set and match follow by exact Markov recursion (deuce and tie-break endings in closed form); the service
 * order is tracked exactly, sets included (the receiver of a set's last game serves first in the next; after a
 * tie-break the player who served first in it receives first). Player 0 is home, 1 is away.
 */

export interface TennisModel {
  /** P(point won on own serve) for home and away. */
  serve: readonly [home: number, away: number];
  bestOf: 3 | 5;
  /** Points to win the deciding set's tie-break at 6-6 (7, or 10 as at the Grand Slams). */
  finalSetTiebreak: 7 | 10;
}

export type Player = 0 | 1;

export interface TennisState {
  status: 'not_started' | 'live' | 'ended';
  /** Games of each completed set, home first. */
  sets: readonly (readonly [number, number])[];
  /** Games in the current set. */
  games: readonly [number, number];
  /** Points in the current game (0, 1, 2, 3, 4… not 15/30/40), or in the tie-break at 6-6. */
  points: readonly [number, number];
  /** Who serves the current game; in a tie-break, who served its first point. */
  server: Player;
}

/** Before the match; its server is only used once the match is live (pre-match prices average both). */
export const TENNIS_PRE_MATCH = (firstServer: Player = 0): TennisState => ({
  status: 'not_started',
  sets: [],
  games: [0, 0],
  points: [0, 0],
  server: firstServer,
});

/** P(the server wins the game) from points (server, receiver), server winning each point with p. */
export function gameWin(p: number, a = 0, b = 0): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (a === b) return deuce;
    return a > b ? p + (1 - p) * deuce : p * deuce;
  }
  return p * gameWin(p, a + 1, b) + (1 - p) * gameWin(p, a, b + 1);
}

/** Who serves point k (0-based) of a tie-break that `first` opened: 1 point, then 2 each. */
const tiebreakServer = (first: Player, k: number): Player =>
  (((k + 1) >> 1) & 1) === 0 ? first : ((1 - first) as Player);

/** P(home wins a tie-break to `target`) from points (home, away), `first` having served its first point. */
export function tiebreakWin(
  serve: TennisModel['serve'],
  target: number,
  first: Player,
  a = 0,
  b = 0,
): number {
  // From a tie at (n, n) with n ≥ target - 1 (an even point count) each player serves one of the next two points.
  const both = serve[0] * (1 - serve[1]);
  const fromTie = both / (both + (1 - serve[0]) * serve[1]);
  const value = (x: number, y: number, table: Float64Array): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && x === y) return fromTie;
    return table[x * (target + 1) + y]!;
  };
  // A live tie-break can run past the table (9-8 in a tie-break to 7): fold it back by whole rounds of two points,
  // which keeps the service order.
  let [x0, y0] = [a, b];
  while (x0 > target || y0 > target) [x0, y0] = [x0 - 2, y0 - 2];
  // Backward over the points before the tie region; (target, target - 1) and the like resolve in one more point.
  const table = new Float64Array((target + 1) * (target + 1));
  for (let x = target; x >= x0; x--)
    for (let y = target; y >= y0; y--) {
      if ((x >= target && x - y >= 2) || (y >= target && y - x >= 2) || (x >= target - 1 && x === y))
        continue;
      const p = tiebreakServer(first, x + y) === 0 ? serve[0] : 1 - serve[1];
      table[x * (target + 1) + y] = p * value(x + 1, y, table) + (1 - p) * value(x, y + 1, table);
    }
  return value(x0, y0, table);
}

interface SetOutcome {
  home: number;
  away: number;
  p: number;
}

/** Distribution of a set's final score from games (home, away), points in the current game, and its server. */
export function setDistribution(
  model: TennisModel,
  finalSet: boolean,
  games: readonly [number, number],
  points: readonly [number, number],
  server: Player,
): SetOutcome[] {
  const target = finalSet ? model.finalSetTiebreak : 7;
  const firstServer = ((server + games[0] + games[1]) & 1) as Player; // parity: the set's first server
  const grid = new Float64Array(64);
  const out: SetOutcome[] = [];
  const terminal = (h: number, a: number) =>
    (h >= 6 && h - a >= 2) || (a >= 6 && a - h >= 2) || h === 7 || a === 7;
  const hold = (who: Player, x = 0, y = 0) => gameWin(model.serve[who], x, y);
  const serverOf = (h: number, a: number) => ((firstServer + h + a) & 1) as Player;
  // The game under way, from its points.
  const [h0, a0] = games;
  if (h0 === 6 && a0 === 6) {
    const w = tiebreakWin(model.serve, target, server, points[0], points[1]);
    return [
      { home: 7, away: 6, p: w },
      { home: 6, away: 7, p: 1 - w },
    ];
  }
  {
    const s = serverOf(h0, a0);
    const own = s === 0 ? points : ([points[1], points[0]] as const);
    const w = hold(s, own[0], own[1]);
    const homeWins = s === 0 ? w : 1 - w;
    grid[(h0 + 1) * 8 + a0] = homeWins;
    grid[h0 * 8 + a0 + 1] = 1 - homeWins;
  }
  const holdHome = hold(0);
  const holdAway = hold(1);
  for (let total = h0 + a0 + 1; total <= 13; total++)
    for (let h = Math.max(0, total - 7); h <= Math.min(7, total); h++) {
      const a = total - h;
      const p = grid[h * 8 + a]!;
      if (p === 0) continue;
      if (terminal(h, a)) {
        out.push({ home: h, away: a, p });
        continue;
      }
      if (h === 6 && a === 6) {
        const w = tiebreakWin(model.serve, target, serverOf(6, 6));
        out.push({ home: 7, away: 6, p: p * w }, { home: 6, away: 7, p: p * (1 - w) });
        continue;
      }
      const homeWins = serverOf(h, a) === 0 ? holdHome : 1 - holdAway;
      grid[(h + 1) * 8 + a]! += p * homeWins;
      grid[h * 8 + a + 1]! += p * (1 - homeWins);
    }
  return out;
}

export interface TennisOutlook {
  /** Final sets won (home, away) → probability. */
  setScores: Map<string, number>;
  /** P(total games in the match = index). */
  totalGames: Float64Array;
  homeWins: number;
}

/**
 * The match's distribution from a state. Before the match the first server is decided by a toss, so both are averaged
 * (a live state names its server).
 */
export function tennisOutlook(model: TennisModel, state: TennisState): TennisOutlook {
  if (state.status !== 'not_started') return outlookFrom(model, state);
  const [a, b] = ([0, 1] as const).map((server) => outlookFrom(model, { ...state, server }));
  const setScores = new Map<string, number>();
  for (const o of [a!, b!])
    for (const [k, v] of o.setScores) setScores.set(k, (setScores.get(k) ?? 0) + v / 2);
  return {
    setScores,
    totalGames: a!.totalGames.map((v, i) => (v + b!.totalGames[i]!) / 2),
    homeWins: (a!.homeWins + b!.homeWins) / 2,
  };
}

function outlookFrom(model: TennisModel, state: TennisState): TennisOutlook {
  const toWin = Math.ceil(model.bestOf / 2);
  let setsHome = 0;
  let setsAway = 0;
  let gamesSoFar = 0;
  for (const [h, a] of state.sets) {
    if (h > a) setsHome++;
    else setsAway++;
    gamesSoFar += h + a;
  }
  // Frontier: sets (home, away), next set's first server → distribution of total games so far.
  type Key = string;
  const frontier = new Map<Key, { sh: number; sa: number; first: Player; games: Float64Array }>();
  const maxGames = model.bestOf * 13 + 1;
  const setScoresOut = new Map<string, number>();
  const totalGames = new Float64Array(maxGames);
  const finish = (sh: number, sa: number, games: Float64Array, weight: number) => {
    const key = `${sh}-${sa}`;
    setScoresOut.set(key, (setScoresOut.get(key) ?? 0) + weight);
    for (let i = 0; i < games.length; i++) totalGames[i]! += games[i]!;
  };
  const push = (sh: number, sa: number, first: Player, games: Float64Array) => {
    let weight = 0;
    for (const v of games) weight += v;
    if (weight === 0) return;
    if (sh === toWin || sa === toWin) return finish(sh, sa, games, weight);
    const key = `${sh},${sa},${first}`;
    const hit = frontier.get(key);
    if (hit) for (let i = 0; i < games.length; i++) hit.games[i]! += games[i]!;
    else frontier.set(key, { sh, sa, first, games });
  };
  const advance = (sh: number, sa: number, games: Float64Array, dist: SetOutcome[], setFirst: Player) => {
    for (const o of dist) {
      const next = new Float64Array(maxGames);
      const n = o.home + o.away;
      for (let i = 0; i + n < maxGames; i++) next[i + n] = games[i]! * o.p;
      const nextFirst = ((setFirst + n) & 1) as Player;
      push(o.home > o.away ? sh + 1 : sh, o.home > o.away ? sa : sa + 1, nextFirst, next);
    }
  };
  const start = new Float64Array(maxGames);
  start[gamesSoFar] = 1;
  if (state.status === 'ended' || setsHome === toWin || setsAway === toWin) {
    finish(setsHome, setsAway, start, 1);
  } else {
    const finalSet = setsHome + setsAway === model.bestOf - 1;
    const dist = setDistribution(model, finalSet, state.games, state.points, state.server);
    const setFirst = ((state.server + state.games[0] + state.games[1]) & 1) as Player;
    advance(setsHome, setsAway, start, dist, setFirst);
  }
  const fresh = new Map<string, SetOutcome[]>();
  while (frontier.size > 0) {
    // Always expand the state with the fewest sets played: later sets only ever feed states with more.
    let pick: Key | undefined;
    let fewest = Infinity;
    for (const [key, s] of frontier) if (s.sh + s.sa < fewest) [pick, fewest] = [key, s.sh + s.sa];
    const s = frontier.get(pick!)!;
    frontier.delete(pick!);
    const finalSet = s.sh + s.sa === model.bestOf - 1;
    const cacheKey = `${s.first}${finalSet}`;
    let dist = fresh.get(cacheKey);
    if (!dist) fresh.set(cacheKey, (dist = setDistribution(model, finalSet, [0, 0], [0, 0], s.first)));
    advance(s.sh, s.sa, s.games, dist, s.first);
  }
  let homeWins = 0;
  for (const [key, p] of setScoresOut) if (Number(key.split('-')[0]) === toWin) homeWins += p;
  return { setScores: setScoresOut, totalGames, homeWins };
}

export function priceTennis(model: TennisModel, state: TennisState = TENNIS_PRE_MATCH()): FairMarket[] {
  const o = tennisOutlook(model, state);
  // Total games lines around the median.
  let cumulative = 0;
  let median = 0;
  for (let i = 0; i < o.totalGames.length; i++) {
    cumulative += o.totalGames[i]!;
    if (cumulative >= 0.5) {
      median = i;
      break;
    }
  }
  const lines = [-1, 0, 1].map((step) => median - 0.5 + step);
  return [
    twoWay('match_winner', undefined, HOME_AWAY, o.homeWins),
    {
      key: 'set_betting',
      outcomes: setScores(model.bestOf).map((id) => ({ id, p: o.setScores.get(id) ?? 0 })),
    },
    ...lines.map((line) => {
      let under = 0;
      for (let i = 0; i < o.totalGames.length && i < line; i++) under += o.totalGames[i]!;
      return twoWay('total_games', line, UNDER_OVER, under);
    }),
  ];
}
