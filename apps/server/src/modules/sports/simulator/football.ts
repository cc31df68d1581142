import { FOOTBALL_TIME, type FootballState, RED_CARD_EFFECT } from '../pricing/football.ts';
import type { GoalRates, MatchClock } from '../pricing/goals.ts';
import type { Side } from '../settlement/results.ts';
import { poissonDraw, type Random } from './random.ts';
import { eventAt, type Timeline, type TimelineEvent } from './timeline.ts';

/**
 * A football match drawn from the pricing model itself (docs/decisions/0200 §Simulator): minute by minute, each side
 * scores Poisson(rate × that minute's share of the intensity), the same time shape and red-card effect the prices use,
 * so a price and the outcomes it is quoted on agree. Stoppage is drawn around the model's expectation (2 and 5
 * minutes). Cards, corners and attack phases are drawn for the scoreboard and tracker; only red cards move the rates.
 */

export type FootballEventKind =
  | 'kickoff'
  | 'possession'
  | 'attack'
  | 'dangerous_attack'
  | 'corner'
  | 'yellow'
  | 'red'
  | 'goal'
  | 'added_time'
  | 'half_time'
  | 'second_half'
  | 'full_time';

export type FootballTimeline = Timeline<FootballEventKind, FootballState>;

/** Per match, both teams together (cards, corners) or per team (red cards). */
export const FOOTBALL_STATS = { corners: 10, yellows: 3.8, redsPerTeam: 0.1 };
export const HALF_TIME_BREAK = 15 * 60;

export function simulateFootball(model: GoalRates, random: Random): FootballTimeline {
  const shape = FOOTBALL_TIME;
  const total = 90;
  const w = (u: number) => 1 + shape.slope * (u / total);
  const wholeWeight =
    total + (shape.slope * total) / 2 + shape.stoppage[0]! * w(45) + shape.stoppage[1]! * w(90);
  const added = [1 + poissonDraw(random, 1), 3 + poissonDraw(random, 2)] as const;
  const events: TimelineEvent<FootballEventKind, FootballState>[] = [];
  const score: [number, number] = [0, 0];
  const reds: [number, number] = [0, 0];
  const goals: Side[] = [];
  let ht: [number, number] = [0, 0];
  const share = model.home / (model.home + model.away);
  const state = (clock: MatchClock): FootballState => ({
    clock,
    score: [score[0], score[1]],
    ...(clock.period > 0 || clock.status !== 'live' ? { htScore: ht } : {}),
    redCards: [reds[0], reds[1]],
  });
  const wall = (period: number, minute: number) =>
    period === 0 ? minute * 60 : (45 + added[0]) * 60 + HALF_TIME_BREAK + (minute - 45) * 60;
  const push = (kind: FootballEventKind, period: number, minute: number, team?: Side, value?: number) => {
    const clock: MatchClock = {
      status: 'live',
      period,
      minute,
      addedTime: minute >= 45 * (period + 1) ? added[period] : undefined,
    };
    events.push({
      at: Math.round(wall(period, minute)),
      clock: Math.round(minute * 60),
      kind,
      ...(team ? { team } : {}),
      ...(value !== undefined ? { value } : {}),
      state: state(clock),
    });
  };

  for (let period = 0; period < 2; period++) {
    const start = period * 45;
    const end = start + 45;
    push(period === 0 ? 'kickoff' : 'second_half', period, start);
    for (let minute = start; minute < end + added[period]!; minute++) {
      if (minute === end) push('added_time', period, end, undefined, added[period]);
      const weight = minute < end ? 1 + (shape.slope * (2 * minute + 1)) / (2 * total) : w(end);
      const perMinute = weight / wholeWeight;
      const rateHome =
        model.home * perMinute * RED_CARD_EFFECT.own ** reds[0] * RED_CARD_EFFECT.opponent ** reds[1];
      const rateAway =
        model.away * perMinute * RED_CARD_EFFECT.own ** reds[1] * RED_CARD_EFFECT.opponent ** reds[0];
      // What happens within the minute, in a random order of seconds.
      const happenings: { second: number; kind: FootballEventKind; team: Side }[] = [];
      const team = (): Side => (random() < share ? '1' : '2');
      const attacker = team();
      const phase = random();
      happenings.push({
        second: random() * 60,
        kind: phase < 0.55 ? 'possession' : phase < 0.85 ? 'attack' : 'dangerous_attack',
        team: attacker,
      });
      for (let k = poissonDraw(random, FOOTBALL_STATS.corners / 97); k > 0; k--)
        happenings.push({ second: random() * 60, kind: 'corner', team: team() });
      for (let k = poissonDraw(random, FOOTBALL_STATS.yellows / 97); k > 0; k--)
        happenings.push({ second: random() * 60, kind: 'yellow', team: random() < 0.5 ? '1' : '2' });
      for (const side of ['1', '2'] as const) {
        if (random() < FOOTBALL_STATS.redsPerTeam / 97)
          happenings.push({ second: random() * 60, kind: 'red', team: side });
        for (let k = poissonDraw(random, side === '1' ? rateHome : rateAway); k > 0; k--)
          happenings.push({ second: random() * 60, kind: 'goal', team: side });
      }
      happenings.sort((a, b) => a.second - b.second);
      for (const h of happenings) {
        if (h.kind === 'goal') {
          score[h.team === '1' ? 0 : 1]++;
          goals.push(h.team);
        }
        if (h.kind === 'red') reds[h.team === '1' ? 0 : 1]++;
        push(h.kind, period, minute + h.second / 60, h.team);
      }
    }
    if (period === 0) {
      ht = [score[0], score[1]];
      const clock: MatchClock = { status: 'break', period: 0, minute: 45 };
      events.push({ at: (45 + added[0]) * 60, clock: 45 * 60, kind: 'half_time', state: state(clock) });
    }
  }
  const duration = Math.round(wall(1, 90 + added[1]));
  events.push({
    at: duration,
    clock: 90 * 60,
    kind: 'full_time',
    state: state({ status: 'ended', period: 1, minute: 90 }),
  });
  return { events, duration, result: { sport: 'football', ft: [score[0], score[1]], ht, goals } };
}

/** The pricing state at wall-clock second `at`: the last event's state with the clock run on to `at`. */
export function footballStateAt(timeline: FootballTimeline, at: number): FootballState {
  const last = eventAt(timeline, at);
  if (!last) return { clock: { status: 'not_started', period: 0, minute: 0 }, score: [0, 0] };
  const { clock } = last.state;
  if (clock.status !== 'live') return last.state;
  const minute = clock.minute + (at - last.at) / 60;
  return { ...last.state, clock: { ...clock, minute } };
}
