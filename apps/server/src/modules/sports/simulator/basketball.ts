import { type BasketballModel, type BasketballState, OVERTIME_MINUTES } from '../pricing/basketball.ts';
import { normalDraw, type Random } from './random.ts';
import type { Timeline, TimelineEvent } from './timeline.ts';

/**
 * Basketball drawn possession by possession (docs/decisions/0200 §Simulator). A game has a pace (possessions per team
 * in regulation, drawn around the teams' average) and each possession scores 0–3 points with probabilities scaled to
 * the team's points per possession. The pricing model's means and standard deviations are DERIVED from the same
 * numbers (`basketballModel`), so the normal prices describe exactly the games drawn here.
 */

export interface BasketballTeamsModel {
  quarterMinutes: 10 | 12;
  /** Average possessions per team in regulation, and its game-to-game standard deviation. */
  pace: number;
  paceSd: number;
  /** Points per possession, home court included. */
  homePpp: number;
  awayPpp: number;
}

/** The shape of a possession: shares of 3s, 2s and single free throws before scaling to the team's points. */
const SHAPE = { three: 0.13, two: 0.335, one: 0.05 };
const SHAPE_MEAN = 3 * SHAPE.three + 2 * SHAPE.two + SHAPE.one;
const SHAPE_SQUARES = 9 * SHAPE.three + 4 * SHAPE.two + SHAPE.one;

function possession(ppp: number) {
  const s = ppp / SHAPE_MEAN;
  return {
    three: SHAPE.three * s,
    two: SHAPE.two * s,
    one: SHAPE.one * s,
    variance: SHAPE_SQUARES * s - ppp * ppp,
  };
}

/** The normal pricing model implied by the possession model. */
export function basketballModel(t: BasketballTeamsModel): BasketballModel {
  const home = possession(t.homePpp);
  const away = possession(t.awayPpp);
  const perPossession = home.variance + away.variance;
  const sd2 = t.paceSd * t.paceSd;
  return {
    quarterMinutes: t.quarterMinutes,
    home: t.pace * t.homePpp,
    away: t.pace * t.awayPpp,
    sdMargin: Math.sqrt(t.pace * perPossession + sd2 * (t.homePpp - t.awayPpp) ** 2),
    sdTotal: Math.sqrt(t.pace * perPossession + sd2 * (t.homePpp + t.awayPpp) ** 2),
  };
}

export type BasketballEventKind = 'period_start' | 'score' | 'period_end' | 'end';
export type BasketballTimeline = Timeline<BasketballEventKind, BasketballState>;

/** Seconds of real time per minute of game clock. */
export const BASKETBALL_WALL_PER_MINUTE = 2.4 * 60;
const QUARTER_BREAK = 2 * 60;
const HALF_TIME = 15 * 60;

export function simulateBasketball(t: BasketballTeamsModel, random: Random): BasketballTimeline {
  const homeShape = possession(t.homePpp);
  const awayShape = possession(t.awayPpp);
  const pace = Math.max(20, t.pace + t.paceSd * normalDraw(random));
  const events: TimelineEvent<BasketballEventKind, BasketballState>[] = [];
  const score: [number, number] = [0, 0];
  let at = 0;
  const state = (
    status: BasketballState['status'],
    period: number,
    secondsLeft: number,
  ): BasketballState => ({
    status,
    period,
    secondsLeft,
    score: [score[0], score[1]],
  });
  for (let period = 0; period < 4 || score[0] === score[1]; period++) {
    const minutes = period < 4 ? t.quarterMinutes : OVERTIME_MINUTES;
    if (period > 0) at += period === 2 ? HALF_TIME : QUARTER_BREAK;
    events.push({
      at: Math.round(at),
      clock: 0,
      kind: 'period_start',
      state: state('live', period, minutes * 60),
    });
    // Possessions in this period, both teams alternating; pace scales to the period's length.
    const possessions = Math.max(1, Math.round((2 * pace * minutes) / (4 * t.quarterMinutes)));
    const seconds = (minutes * 60) / possessions;
    for (let k = 0; k < possessions; k++) {
      const homeBall = (k + period) % 2 === 0;
      const shape = homeBall ? homeShape : awayShape;
      const u = random();
      const points =
        u < shape.three
          ? 3
          : u < shape.three + shape.two
            ? 2
            : u < shape.three + shape.two + shape.one
              ? 1
              : 0;
      if (points === 0) continue;
      score[homeBall ? 0 : 1] += points;
      const elapsed = (k + random()) * seconds;
      events.push({
        at: Math.round(at + (elapsed * BASKETBALL_WALL_PER_MINUTE) / 60),
        clock: Math.round(elapsed),
        kind: 'score',
        team: homeBall ? '1' : '2',
        value: points,
        state: state('live', period, Math.max(0, minutes * 60 - elapsed)),
      });
    }
    at += minutes * BASKETBALL_WALL_PER_MINUTE;
    events.push({
      at: Math.round(at),
      clock: minutes * 60,
      kind: 'period_end',
      state: state('live', period, 0),
    });
  }
  const duration = Math.round(at) + 1;
  events.push({ at: duration, kind: 'end', state: state('ended', events.at(-1)!.state.period, 0) });
  return { events, duration, result: { sport: 'basketball', final: [score[0], score[1]] } };
}
