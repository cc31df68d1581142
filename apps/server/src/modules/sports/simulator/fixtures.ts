import { sportByKey } from '@kasa/contract/sports';
import type { Fixture } from '../feed/feed.port.ts';
import type { EventModel } from '../pricing/price-event.ts';
import { type BasketballTeamsModel, basketballModel, simulateBasketball } from './basketball.ts';
import { simulateFootball } from './football.ts';
import { simulateIceHockey } from './ice-hockey.ts';
import { LEAGUES, type LeagueDef, type Weekday } from './leagues.ts';
import { seededRandom, shuffled } from './random.ts';
import { simulateTennis } from './tennis.ts';
import type { Timeline } from './timeline.ts';
import { simulateVolleyball } from './volleyball.ts';

/**
 * The rolling calendar (docs/decisions/0200 §Simulator): fixtures are a pure function of the league table and the
 * date, so every node computes the same calendar, a restart loses nothing, and asking for any window of time gives
 * the same events with the same ids. Club leagues draw a new pairing every week (each club plays at most once in a
 * week), tours and the NBA/NHL every day. Times are Türkiye time (UTC+3 all year since 2016).
 */

const DAY = 86_400_000;
const TURKEY_OFFSET = 3 * 3_600_000;

export interface SimulatedFixture extends Fixture {
  top: boolean;
  model: EventModel;
  /** Basketball is simulated possession by possession; this is that model (its normal pricing model is `model`). */
  possessions?: BasketballTeamsModel;
}

/** Days since 1970-01-01 in Türkiye time. */
export const turkeyDay = (epochMs: number) => Math.floor((epochMs + TURKEY_OFFSET) / DAY);
const weekdayOf = (day: number) => ((day + 4) % 7) as Weekday; // 1970-01-01 was a Thursday
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

function startOf(day: number, time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return day * DAY + (h * 60 + m) * 60_000 - TURKEY_OFFSET;
}

function pairs(league: LeagueDef, seed: string, needed: number): [number, number][] {
  const out: [number, number][] = [];
  for (let round = 0; out.length < needed; round++) {
    const order = shuffled(
      seededRandom(`${seed}:${round}`),
      league.teams.map((_, i) => i),
    );
    for (let i = 0; i + 1 < order.length && out.length < needed; i += 2) out.push([order[i]!, order[i + 1]!]);
  }
  return out;
}

/** The pricing (and simulation) model of a match between two rated sides of a league. */
export function matchModel(
  league: LeagueDef,
  home: number,
  away: number,
): { model: EventModel; possessions?: BasketballTeamsModel } {
  const level = league.level;
  const d = home - away;
  switch (level.sport) {
    case 'football':
    case 'ice_hockey': {
      const [att, def] = level.sport === 'football' ? [0.35, 0.3] : [0.25, 0.2];
      const rates = {
        home: level.goalsPerTeam * level.homeAdvantage * Math.exp(att * home - def * away),
        away: (level.goalsPerTeam / level.homeAdvantage) * Math.exp(att * away - def * home),
      };
      return { model: { sport: level.sport, model: rates } };
    }
    case 'basketball': {
      const possessions: BasketballTeamsModel = {
        quarterMinutes: level.quarterMinutes,
        pace: level.pace,
        paceSd: level.paceSd,
        homePpp: level.ppp + level.homeCourt / 2 + 0.06 * d,
        awayPpp: level.ppp - level.homeCourt / 2 - 0.06 * d,
      };
      return { model: { sport: 'basketball', model: basketballModel(possessions) }, possessions };
    }
    case 'tennis':
      return {
        model: {
          sport: 'tennis',
          model: {
            serve: [level.serve + 0.03 * d, level.serve - 0.03 * d],
            bestOf: level.bestOf,
            finalSetTiebreak: level.finalSetTiebreak,
          },
        },
      };
    case 'volleyball':
      return {
        model: {
          sport: 'volleyball',
          model: { serve: [level.serve + 0.005 + 0.035 * d, level.serve - 0.035 * d] },
        },
      };
  }
}

/** Every simulated fixture starting on one Türkiye day (days since the epoch). */
export function fixturesOfDay(day: number, leagues: readonly LeagueDef[] = LEAGUES): SimulatedFixture[] {
  const weekday = weekdayOf(day);
  const out: SimulatedFixture[] = [];
  for (const league of leagues) {
    const times = league.slots[weekday];
    if (!times) continue;
    let matches: [number, number][];
    let first: number;
    if (league.round === 'day') {
      matches = pairs(league, `${league.id}:${day}`, times.length);
      first = 0;
    } else {
      // The week's slots in order from Monday; today's take their places in the week's pairing.
      const monday = day - ((weekday + 6) % 7);
      const weekSlots = MONDAY_FIRST.flatMap((w) => league.slots[w] ?? []);
      matches = pairs(league, `${league.id}:w${monday}`, Math.floor(league.teams.length / 2));
      first = MONDAY_FIRST.slice(0, MONDAY_FIRST.indexOf(weekday)).reduce<number>(
        (n, w) => n + (league.slots[w]?.length ?? 0),
        0,
      );
      if (weekSlots.length > matches.length)
        matches = [...matches, ...pairs(league, `${league.id}:x${monday}`, weekSlots.length)];
    }
    times.forEach((time, i) => {
      const pair = matches[first + i];
      if (!pair) return;
      const [h, a] = pair;
      const [homeName, homeRating] = league.teams[h]!;
      const [awayName, awayRating] = league.teams[a]!;
      const { model, possessions } = matchModel(league, homeRating, awayRating);
      const level = league.level;
      out.push({
        eventId: `sim-${league.id}-${day}-${i}`,
        sport: league.sport,
        leagueId: league.id,
        league: league.name,
        category: league.category,
        home: { id: `${league.id}:${h}`, name: homeName },
        away: { id: `${league.id}:${a}`, name: awayName },
        startTime: startOf(day, time),
        ...(level.sport === 'tennis'
          ? { bestOf: level.bestOf }
          : level.sport === 'volleyball'
            ? { bestOf: 5 as const }
            : {}),
        liveOdds: true,
        top: league.top,
        model,
        ...(possessions ? { possessions } : {}),
      });
    });
  }
  return out.sort((x, y) => x.startTime - y.startTime || x.eventId.localeCompare(y.eventId));
}

/** Every fixture starting in [from, to), in start order. */
export function fixturesBetween(
  from: number,
  to: number,
  leagues: readonly LeagueDef[] = LEAGUES,
): SimulatedFixture[] {
  const out: SimulatedFixture[] = [];
  for (let day = turkeyDay(from); day <= turkeyDay(to); day++)
    for (const f of fixturesOfDay(day, leagues)) if (f.startTime >= from && f.startTime < to) out.push(f);
  return out;
}

/** Plays a fixture from its own id as the seed: the same match every time it is asked for. */
export function simulateFixture(
  fixture: SimulatedFixture,
  seed: string = fixture.eventId,
): Timeline<string, unknown> {
  const random = seededRandom(seed);
  const m = fixture.model;
  switch (m.sport) {
    case 'football':
      return simulateFootball(m.model, random);
    case 'ice_hockey':
      return simulateIceHockey(m.model, random);
    case 'basketball':
      return simulateBasketball(fixture.possessions!, random);
    case 'tennis':
      return simulateTennis(m.model, random, random() < 0.5 ? 0 : 1);
    case 'volleyball':
      return simulateVolleyball(m.model, random);
  }
}

/** The numeric sport id of a fixture (the API's sportId). */
export const sportIdOf = (fixture: Fixture) => sportByKey(fixture.sport).id;
