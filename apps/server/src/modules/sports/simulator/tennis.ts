import type { Player, TennisModel, TennisState } from '../pricing/tennis.ts';
import type { Score } from '../settlement/results.ts';
import type { Random } from './random.ts';
import type { Timeline, TimelineEvent } from './timeline.ts';

/**
 * Tennis point by point with the pricing model's serve probabilities and its exact rules: games with deuce,
 * tie-breaks at 6-6 (to 7, or `finalSetTiebreak` in the deciding set) with the 1-2-2 service order, and the service
 * order carried across sets (docs/decisions/0200 §Tennis). About 40 s a point, 90 s at changeovers.
 */

export type TennisEventKind = 'point' | 'game' | 'set' | 'end';
export type TennisTimeline = Timeline<TennisEventKind, TennisState>;

const POINT_SECONDS = 40;
const CHANGEOVER = 90;
const SET_BREAK = 120;

export function simulateTennis(model: TennisModel, random: Random, firstServer: Player = 0): TennisTimeline {
  const toWin = Math.ceil(model.bestOf / 2);
  const sets: Score[] = [];
  const won: [number, number] = [0, 0];
  let games: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  let server: Player = firstServer;
  let tbFirst: Player = firstServer;
  let at = 0;
  const events: TimelineEvent<TennisEventKind, TennisState>[] = [];
  const snapshot = (status: TennisState['status']): TennisState => ({
    status,
    sets: sets.map((s) => [s[0], s[1]] as const),
    games: [games[0], games[1]],
    points: [points[0], points[1]],
    server: games[0] === 6 && games[1] === 6 ? tbFirst : server,
  });
  const push = (kind: TennisEventKind, team?: Player, status: TennisState['status'] = 'live') =>
    events.push({
      at: Math.round(at),
      kind,
      ...(team === undefined ? {} : { team: team === 0 ? '1' : '2' }),
      state: snapshot(status),
    });

  while (won[0] < toWin && won[1] < toWin) {
    const finalSet = won[0] + won[1] === model.bestOf - 1;
    const tiebreak = games[0] === 6 && games[1] === 6;
    const target = tiebreak ? (finalSet ? model.finalSetTiebreak : 7) : 4;
    // Who serves this point: the game's server, or the tie-break's 1-2-2 order.
    const k = points[0] + points[1];
    const pointServer: Player = tiebreak
      ? ((k + 1) >> 1) % 2 === 0
        ? tbFirst
        : ((1 - tbFirst) as Player)
      : server;
    const winner: Player = random() < model.serve[pointServer] ? pointServer : ((1 - pointServer) as Player);
    points[winner]++;
    at += POINT_SECONDS * (0.6 + 0.8 * random());
    const [a, b] = points;
    const done = (a >= target && a - b >= 2) || (b >= target && b - a >= 2);
    if (!done) {
      push('point', winner);
      continue;
    }
    games[winner]++;
    points = [0, 0];
    // After a tie-break, the player who served first in it receives first in the next set.
    server = tiebreak ? ((1 - tbFirst) as Player) : ((1 - server) as Player);
    const [g0, g1] = games;
    const setOver = (Math.max(g0, g1) >= 6 && Math.abs(g0 - g1) >= 2) || tiebreak;
    if (!setOver) {
      if (g0 === 6 && g1 === 6) tbFirst = server;
      push('game', winner);
      if ((g0 + g1) % 2 === 1) at += CHANGEOVER;
      continue;
    }
    sets.push([g0, g1]);
    won[winner]++;
    games = [0, 0];
    const over = won[winner] === toWin;
    push(over ? 'end' : 'set', winner, over ? 'ended' : 'live');
    at += SET_BREAK;
  }
  const duration = events.at(-1)!.at;
  return { events, duration, result: { sport: 'tennis', bestOf: model.bestOf, sets } };
}
