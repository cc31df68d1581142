import type { GoalRates, MatchClock } from '../pricing/goals.ts';
import { HOCKEY_OVERTIME, HOCKEY_TIME, type HockeyState } from '../pricing/ice-hockey.ts';
import type { Side } from '../settlement/results.ts';
import { poissonDraw, type Random } from './random.ts';
import type { Timeline, TimelineEvent } from './timeline.ts';

/**
 * Ice hockey drawn from the pricing model: three 20-minute periods minute by minute at the model's intensity shape,
 * then, if tied, 5 minutes of sudden-death overtime at the overtime intensity and a shoot-out (docs/decisions/0200).
 * Penalties are drawn for the scoreboard only. Wall time: a period's 20 minutes take about 35, intermissions 18.
 */

export type HockeyEventKind =
  'period_start' | 'goal' | 'penalty' | 'period_end' | 'overtime' | 'shootout' | 'end';

export type HockeyTimeline = Timeline<HockeyEventKind, HockeyState>;

/** Seconds of real time per minute of game clock. */
export const HOCKEY_WALL_PER_MINUTE = 105;
const INTERMISSION = 18 * 60;
const OVERTIME_BREAK = 3 * 60;
const PENALTIES_PER_TEAM = 3.5;

export function simulateIceHockey(model: GoalRates, random: Random): HockeyTimeline {
  const shape = HOCKEY_TIME;
  const total = 60;
  const whole = total + (shape.slope * total) / 2;
  const events: TimelineEvent<HockeyEventKind, HockeyState>[] = [];
  const score: [number, number] = [0, 0];
  // Real seconds at a game minute; overtime (minutes past 60) comes after two intermissions and a short break.
  const wall = (minute: number, period: number) =>
    Math.round(
      minute * HOCKEY_WALL_PER_MINUTE +
        Math.min(period, 2) * INTERMISSION +
        (period > 2 ? OVERTIME_BREAK : 0),
    );
  const push = (
    kind: HockeyEventKind,
    minute: number,
    clock: MatchClock,
    extra: Partial<TimelineEvent<HockeyEventKind, HockeyState>> = {},
  ) =>
    events.push({
      at: wall(minute, clock.period),
      clock: Math.round(minute * 60),
      kind,
      ...extra,
      state: { clock, score: [score[0], score[1]] },
    });
  for (let period = 0; period < 3; period++) {
    push('period_start', period * 20, { status: 'live', period, minute: period * 20 });
    for (let minute = period * 20; minute < (period + 1) * 20; minute++) {
      const share = (1 + (shape.slope * (2 * minute + 1)) / (2 * total)) / whole;
      const happenings: { second: number; kind: HockeyEventKind; team: Side }[] = [];
      for (const side of ['1', '2'] as const) {
        for (let k = poissonDraw(random, (side === '1' ? model.home : model.away) * share); k > 0; k--)
          happenings.push({ second: random() * 60, kind: 'goal', team: side });
        if (random() < PENALTIES_PER_TEAM / 60)
          happenings.push({ second: random() * 60, kind: 'penalty', team: side });
      }
      happenings.sort((a, b) => a.second - b.second);
      for (const h of happenings) {
        if (h.kind === 'goal') score[h.team === '1' ? 0 : 1]++;
        const at = minute + h.second / 60;
        push(
          h.kind,
          at,
          { status: 'live', period, minute: at },
          { team: h.team, ...(h.kind === 'penalty' ? { value: 2 } : {}) },
        );
      }
    }
    push('period_end', (period + 1) * 20, {
      status: period < 2 ? 'break' : 'ended',
      period,
      minute: (period + 1) * 20,
    });
  }
  const regular: [number, number] = [score[0], score[1]];
  let winner: Side = score[0] > score[1] ? '1' : '2';
  const ended: MatchClock = { status: 'ended', period: 2, minute: 60 };
  let duration = wall(60, 2);
  if (score[0] === score[1]) {
    const otWall = (minutes: number) => wall(60 + minutes, 3);
    events.push({
      at: otWall(0),
      clock: 3600,
      kind: 'overtime',
      state: { clock: ended, score: regular, overtime: 0 },
    });
    const perMinute = HOCKEY_OVERTIME.intensity / 60;
    const rate = (model.home + model.away) * perMinute;
    const wait = -Math.log(1 - random()) / rate;
    if (wait < HOCKEY_OVERTIME.minutes) {
      winner = random() < model.home / (model.home + model.away) ? '1' : '2';
      score[winner === '1' ? 0 : 1]++;
      duration = otWall(wait);
      events.push({
        at: duration,
        clock: Math.round((60 + wait) * 60),
        kind: 'goal',
        team: winner,
        state: { clock: ended, score: [score[0], score[1]], overtime: wait },
      });
    } else {
      duration = otWall(HOCKEY_OVERTIME.minutes) + 4 * 60;
      winner = random() < HOCKEY_OVERTIME.shootoutHomeWin ? '1' : '2';
      events.push({
        at: otWall(HOCKEY_OVERTIME.minutes),
        clock: 65 * 60,
        kind: 'shootout',
        state: { clock: ended, score: regular, overtime: 'shootout' },
      });
      // The shoot-out winner is credited one goal on the final score, as the leagues count it.
      score[winner === '1' ? 0 : 1]++;
    }
  }
  duration += 1;
  events.push({
    at: duration,
    kind: 'end',
    team: winner,
    state: { clock: ended, score: [score[0], score[1]] },
  });
  return { events, duration, result: { sport: 'ice_hockey', regular, winner } };
}
