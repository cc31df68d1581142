import { MAIN_LINE, SPORT_MARKETS, type SportKey } from '@kasa/contract/sports';
import type { FeedIncident, FeedMarket, Scoreboard } from '../feed/feed.port.ts';
import type { BasketballState } from '../pricing/basketball.ts';
import type { FootballState } from '../pricing/football.ts';
import type { HockeyState } from '../pricing/ice-hockey.ts';
import { type PricedEvent, priceEvent } from '../pricing/price-event.ts';
import type { TennisState } from '../pricing/tennis.ts';
import type { FairMarket } from '../pricing/types.ts';
import type { VolleyballState } from '../pricing/volleyball.ts';
import { BASKETBALL_WALL_PER_MINUTE } from './basketball.ts';
import type { SimulatedFixture } from './fixtures.ts';
import { footballStateAt, type FootballTimeline } from './football.ts';
import { HOCKEY_WALL_PER_MINUTE } from './ice-hockey.ts';
import type { Timeline, TimelineEvent } from './timeline.ts';

/**
 * What the feed says about a simulated match at a moment (pure; docs/decisions/0201): the scoreboard, the incidents
 * of the timeline worth keeping (goals, cards, corners, periods, sets — not every point or possession), whether a
 * bet stop is due (a goal, a red card), and the fair markets re-priced on the state the match is in. The runner
 * (sports.runner.ts) turns these into feed messages.
 */

type AnyTimeline = Timeline<string, unknown>;
type AnyEvent = TimelineEvent<string, unknown>;

/** The timeline kinds kept as incidents, per sport. */
const INCIDENT_KINDS: Readonly<Record<SportKey, ReadonlySet<string>>> = {
  football: new Set([
    'kickoff',
    'goal',
    'yellow',
    'red',
    'corner',
    'added_time',
    'half_time',
    'second_half',
    'full_time',
  ]),
  ice_hockey: new Set(['period_start', 'goal', 'penalty', 'period_end', 'overtime', 'shootout', 'end']),
  basketball: new Set(['period_start', 'period_end', 'end']),
  tennis: new Set(['set', 'end']),
  volleyball: new Set(['set', 'end']),
};

/** Kinds that stop betting at once until the next price (UOF bet_stop). */
const STOP_KINDS: Readonly<Record<SportKey, ReadonlySet<string>>> = {
  football: new Set(['goal', 'red']),
  ice_hockey: new Set(['goal']),
  basketball: new Set(),
  tennis: new Set(),
  volleyball: new Set(),
};

/** Index of the last timeline event at or before `at` (seconds from the start), -1 before the first. */
export function indexAt(timeline: AnyTimeline, at: number): number {
  const events = timeline.events;
  let lo = -1;
  let hi = events.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (events[mid]!.at <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export const isFinished = (timeline: AnyTimeline, index: number) => index >= timeline.events.length - 1;

const pair = (s: readonly [number, number]) => [s[0], s[1]] as const;
const setsWon = (sets: readonly (readonly [number, number])[]) =>
  sets.reduce<[number, number]>((w, [a, b]) => (a > b ? [w[0] + 1, w[1]] : [w[0], w[1] + 1]), [0, 0]);

interface View {
  scoreboard: Scoreboard;
  /** The pricing model's state now (absent before the start). */
  priced: PricedEvent;
}

function footballView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number, at: number): View {
  const t = timeline as unknown as FootballTimeline;
  const state: FootballState = footballStateAt(t, at);
  const ended = isFinished(timeline, index);
  const stats = { yellow: [0, 0], red: [0, 0], corners: [0, 0] } as Record<string, [number, number]>;
  for (let i = 0; i <= index; i++) {
    const e = t.events[i]!;
    const key = e.kind === 'corner' ? 'corners' : e.kind;
    if (e.team && stats[key]) stats[key][e.team === '1' ? 0 : 1]++;
  }
  const c = state.clock;
  const period = ended
    ? 'ended'
    : c.status === 'break'
      ? 'halftime'
      : c.status === 'not_started'
        ? 'not_started'
        : c.period === 0
          ? '1st_half'
          : '2nd_half';
  return {
    scoreboard: {
      status: ended ? 'ended' : 'live',
      period,
      score: pair(state.score),
      clockSeconds: Math.round(c.minute * 60),
      ...(c.addedTime !== undefined ? { addedTime: c.addedTime } : {}),
      ...(state.htScore && c.period > 0 ? { periodScores: [pair(state.htScore)] } : {}),
      stats: stats as Scoreboard['stats'],
    },
    priced: { ...fixture.model, state } as PricedEvent,
  };
}

function hockeyView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number, at: number): View {
  const last = timeline.events[index];
  const ended = isFinished(timeline, index);
  let state = (last?.state as HockeyState | undefined) ?? {
    clock: { status: 'not_started', period: 0, minute: 0 },
    score: [0, 0] as const,
  };
  if (last && state.clock.status === 'live') {
    const minute = Math.min(
      (state.clock.period + 1) * 20,
      state.clock.minute + (at - last.at) / HOCKEY_WALL_PER_MINUTE,
    );
    state = { ...state, clock: { ...state.clock, minute } };
  }
  const c = state.clock;
  const period = ended
    ? 'ended'
    : state.overtime === 'shootout'
      ? 'penalties'
      : state.overtime !== undefined
        ? 'overtime'
        : c.status === 'break'
          ? 'pause'
          : c.status === 'ended'
            ? 'pause'
            : `p${c.period + 1}`;
  return {
    scoreboard: {
      status: ended ? 'ended' : 'live',
      period,
      score: pair(state.score),
      clockSeconds: Math.round(c.minute * 60),
    },
    priced: { ...fixture.model, state } as PricedEvent,
  };
}

function basketballView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number, at: number): View {
  const last = timeline.events[index] as AnyEvent | undefined;
  const ended = isFinished(timeline, index);
  let state = (last?.state as BasketballState | undefined) ?? {
    status: 'not_started' as const,
    period: 0,
    secondsLeft: 0,
    score: [0, 0] as const,
  };
  const between = last?.kind === 'period_end';
  if (last && state.status === 'live' && !between) {
    const secondsLeft = Math.max(0, state.secondsLeft - ((at - last.at) * 60) / BASKETBALL_WALL_PER_MINUTE);
    state = { ...state, secondsLeft };
  }
  const quarter = fixture.possessions?.quarterMinutes ?? 12;
  const length = state.period < 4 ? quarter * 60 : 5 * 60;
  const period = ended
    ? 'ended'
    : between
      ? 'pause'
      : state.period < 4
        ? `q${state.period + 1}`
        : `ot${state.period - 3}`;
  return {
    scoreboard: {
      status: ended ? 'ended' : 'live',
      period,
      score: pair(state.score),
      clockSeconds: Math.round(length - state.secondsLeft),
    },
    priced: { ...fixture.model, state } as PricedEvent,
  };
}

function tennisView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number): View {
  const last = timeline.events[index];
  const ended = isFinished(timeline, index);
  const state = last?.state as TennisState | undefined;
  if (!state) {
    return {
      scoreboard: { status: 'live', period: 'set_1', score: [0, 0], periodScores: [[0, 0]], points: [0, 0] },
      priced: fixture.model,
    };
  }
  return {
    scoreboard: {
      status: ended ? 'ended' : 'live',
      period: ended ? 'ended' : `set_${state.sets.length + 1}`,
      score: setsWon(state.sets),
      periodScores: ended ? state.sets.map(pair) : [...state.sets.map(pair), pair(state.games)],
      points: pair(state.points),
      server: state.server === 0 ? 1 : 2,
    },
    priced: { ...fixture.model, state } as PricedEvent,
  };
}

function volleyballView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number): View {
  const last = timeline.events[index];
  const ended = isFinished(timeline, index);
  const state = last?.state as VolleyballState | undefined;
  if (!state) {
    return {
      scoreboard: { status: 'live', period: 'set_1', score: [0, 0], periodScores: [[0, 0]] },
      priced: fixture.model,
    };
  }
  return {
    scoreboard: {
      status: ended ? 'ended' : 'live',
      period: ended ? 'ended' : `set_${state.sets.length + 1}`,
      score: setsWon(state.sets),
      periodScores: ended ? state.sets.map(pair) : [...state.sets.map(pair), pair(state.points)],
      points: pair(state.points),
      server: state.server === 0 ? 1 : 2,
    },
    priced: { ...fixture.model, state } as PricedEvent,
  };
}

/** The scoreboard and the pricing state of the match at `at` seconds after its start (`index` = indexAt(at)). */
export function liveView(fixture: SimulatedFixture, timeline: AnyTimeline, index: number, at: number): View {
  switch (fixture.sport) {
    case 'football':
      return footballView(fixture, timeline, index, at);
    case 'ice_hockey':
      return hockeyView(fixture, timeline, index, at);
    case 'basketball':
      return basketballView(fixture, timeline, index, at);
    case 'tennis':
      return tennisView(fixture, timeline, index);
    case 'volleyball':
      return volleyballView(fixture, timeline, index);
  }
}

/** The incidents of the timeline events (from, to], numbered by their place in the timeline, and the bet stop due. */
export function incidentsBetween(
  fixture: SimulatedFixture,
  timeline: AnyTimeline,
  from: number,
  to: number,
): { incidents: FeedIncident[]; stop: 'goal' | 'red_card' | null } {
  const kinds = INCIDENT_KINDS[fixture.sport];
  const stops = STOP_KINDS[fixture.sport];
  const incidents: FeedIncident[] = [];
  let stop: 'goal' | 'red_card' | null = null;
  for (let i = Math.max(0, from + 1); i <= to; i++) {
    const e = timeline.events[i]!;
    if (stops.has(e.kind)) stop = e.kind === 'red' ? (stop ?? 'red_card') : 'goal';
    if (!kinds.has(e.kind)) continue;
    const view = liveView(fixture, timeline, i, e.at).scoreboard;
    incidents.push({
      seq: i,
      kind: e.kind,
      ...(e.team ? { team: e.team } : {}),
      ...(e.clock !== undefined ? { clockSeconds: e.clock } : {}),
      period: view.period,
      score: view.score,
      ...(e.value !== undefined ? { value: e.value } : {}),
    });
  }
  return { incidents, stop };
}

/** Which line of a market type is the one shown inline: the contract's main line, or the most balanced one. */
function mainLines(sport: SportKey, fair: readonly FairMarket[]): Map<string, number> {
  const main = new Map<string, number>();
  for (const key of SPORT_MARKETS[sport].main) {
    const lines = fair.filter((m) => m.key === key && m.param !== undefined);
    if (lines.length === 0) continue;
    const fixed = MAIN_LINE[key];
    if (sport === 'football' && fixed !== undefined && lines.some((m) => m.param === fixed)) {
      main.set(key, fixed);
      continue;
    }
    let best = lines[0]!;
    for (const m of lines)
      if (Math.abs((m.outcomes[0]?.p ?? 0) - 0.5) < Math.abs((best.outcomes[0]?.p ?? 0) - 0.5)) best = m;
    main.set(key, best.param!);
  }
  return main;
}

/** The fair markets of the event as feed markets (UOF odds_change sends probabilities; we price the books). */
export function feedMarkets(sport: SportKey, priced: PricedEvent): FeedMarket[] {
  const fair = priceEvent(priced);
  const main = mainLines(sport, fair);
  return fair.map((m) => ({
    key: m.key,
    ...(m.param === undefined ? {} : { param: m.param }),
    status: 'active' as const,
    outcomes: m.outcomes.map((o) => ({ id: o.id, probability: o.p, active: o.p > 0 })),
    ...(m.param !== undefined && main.get(m.key) === m.param ? { mainLine: true } : {}),
  }));
}
