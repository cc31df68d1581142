import {
  FINAL_SET_POINTS,
  SET_POINTS,
  type Team,
  VOLLEYBALL_BEST_OF,
  type VolleyballModel,
  type VolleyballState,
} from '../pricing/volleyball.ts';
import type { Score } from '../settlement/results.ts';
import type { Random } from './random.ts';
import type { Timeline, TimelineEvent } from './timeline.ts';

/**
 * Volleyball rally by rally with the pricing model's serve probabilities: the rally's winner serves next; sets to 25
 * (the fifth to 15) by two. The first server of each set is a coin toss, as the pricing assumes. ~22 s a rally.
 */

export type VolleyballEventKind = 'rally' | 'set' | 'end';
export type VolleyballTimeline = Timeline<VolleyballEventKind, VolleyballState>;

const RALLY_SECONDS = 22;
const SET_BREAK = 3 * 60;

export function simulateVolleyball(model: VolleyballModel, random: Random): VolleyballTimeline {
  const toWin = Math.ceil(VOLLEYBALL_BEST_OF / 2);
  const sets: Score[] = [];
  const won: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  let server: Team = random() < 0.5 ? 0 : 1;
  let at = 0;
  const events: TimelineEvent<VolleyballEventKind, VolleyballState>[] = [];
  const push = (kind: VolleyballEventKind, team: Team, status: VolleyballState['status'] = 'live') =>
    events.push({
      at: Math.round(at),
      kind,
      team: team === 0 ? '1' : '2',
      state: { status, sets: sets.map((s) => [s[0], s[1]] as const), points: [points[0], points[1]], server },
    });
  while (won[0] < toWin && won[1] < toWin) {
    const target = won[0] + won[1] === VOLLEYBALL_BEST_OF - 1 ? FINAL_SET_POINTS : SET_POINTS;
    const winner: Team = random() < model.serve[server] ? server : ((1 - server) as Team);
    points[winner]++;
    server = winner;
    at += RALLY_SECONDS * (0.5 + random());
    const [a, b] = points;
    if (!((a >= target && a - b >= 2) || (b >= target && b - a >= 2))) {
      push('rally', winner);
      continue;
    }
    sets.push([a, b]);
    won[winner]++;
    points = [0, 0];
    server = random() < 0.5 ? 0 : 1;
    const over = won[winner] === toWin;
    push(over ? 'end' : 'set', winner, over ? 'ended' : 'live');
    at += SET_BREAK;
  }
  return { events, duration: events.at(-1)!.at, result: { sport: 'volleyball', sets } };
}
