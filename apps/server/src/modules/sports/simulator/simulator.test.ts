import { describe, expect, it } from 'vitest';
import { priceFootball } from '../pricing/football.ts';
import { priceIceHockey } from '../pricing/ice-hockey.ts';
import { type PricedEvent, priceEvent } from '../pricing/price-event.ts';
import { priceTennis, type TennisModel } from '../pricing/tennis.ts';
import { priceVolleyball } from '../pricing/volleyball.ts';
import type { FairMarket } from '../pricing/types.ts';
import type {
  BasketballResult,
  FootballResult,
  IceHockeyResult,
  TennisResult,
  VolleyballResult,
} from '../settlement/results.ts';
import { basketballModel, simulateBasketball } from './basketball.ts';
import { fixturesBetween, fixturesOfDay, simulateFixture, turkeyDay } from './fixtures.ts';
import { footballStateAt, simulateFootball } from './football.ts';
import { simulateIceHockey } from './ice-hockey.ts';
import { LEAGUES } from './leagues.ts';
import { seededRandom } from './random.ts';
import { simulateTennis } from './tennis.ts';
import { simulateVolleyball } from './volleyball.ts';

const p = (markets: FairMarket[], key: string, outcome: string, param?: number) =>
  markets.find((m) => m.key === key && m.param === param)!.outcomes.find((o) => o.id === outcome)!.p;

/** |observed share − model probability| within 4 standard errors of n draws (a false alarm about 1 run in 16 000). */
function expectShare(hits: number, n: number, probability: number, label: string) {
  const se = Math.sqrt((probability * (1 - probability)) / n);
  expect(Math.abs(hits / n - probability), `${label}: ${hits / n} vs ${probability}`).toBeLessThan(4 * se);
}

describe('the simulator draws what the prices say', () => {
  it('football: goals per side, home wins, over 2.5 and half-time shares match the Poisson prices', () => {
    const model = { home: 1.65, away: 1.05 };
    const random = seededRandom('football-agreement');
    const n = 2000;
    let homeGoals = 0;
    let awayGoals = 0;
    let homeWins = 0;
    let over = 0;
    let htHome = 0;
    for (let i = 0; i < n; i++) {
      const r = simulateFootball(model, random).result as FootballResult;
      homeGoals += r.ft[0];
      awayGoals += r.ft[1];
      if (r.ft[0] > r.ft[1]) homeWins++;
      if (r.ft[0] + r.ft[1] > 2.5) over++;
      if (r.ht[0] > r.ht[1]) htHome++;
    }
    const prices = priceFootball(model);
    expect(Math.abs(homeGoals / n - model.home)).toBeLessThan(4 * Math.sqrt(model.home / n));
    expect(Math.abs(awayGoals / n - model.away)).toBeLessThan(4 * Math.sqrt(model.away / n));
    expectShare(homeWins, n, p(prices, '1x2', '1'), 'home wins');
    expectShare(over, n, p(prices, 'ou', 'over', 2.5), 'over 2.5');
    expectShare(htHome, n, p(prices, 'ht_1x2', '1'), 'half-time home');
  });

  it('football in play: the average live price at 60 minutes equals the pre-match price (prices are fair martingales)', () => {
    const model = { home: 1.4, away: 1.2 };
    const random = seededRandom('football-martingale');
    const n = 1000;
    let sum = 0;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const timeline = simulateFootball(model, random);
      const at = 60 * 60 + (timeline.events.find((e) => e.kind === 'second_half')!.at - 45 * 60);
      sum += p(priceFootball(model, footballStateAt(timeline, at)), '1x2', '1');
      if ((timeline.result as FootballResult).ft[0] > (timeline.result as FootballResult).ft[1]) wins++;
    }
    const pre = p(priceFootball(model), '1x2', '1');
    // The live prices vary less than the outcomes: 4 standard errors of the outcome share bound them comfortably.
    expectShare(Math.round(sum), n, pre, 'mean live price');
    expectShare(wins, n, pre, 'home wins');
  });

  it('ice hockey: regular-time draws and the winner incl. overtime', () => {
    const model = { home: 3.1, away: 2.7 };
    const random = seededRandom('hockey');
    const n = 2000;
    let draws = 0;
    let homeWins = 0;
    for (let i = 0; i < n; i++) {
      const r = simulateIceHockey(model, random).result as IceHockeyResult;
      if (r.regular[0] === r.regular[1]) draws++;
      if (r.winner === '1') homeWins++;
    }
    const prices = priceIceHockey(model);
    expectShare(draws, n, p(prices, '1x2', 'x'), 'regular-time draws');
    expectShare(homeWins, n, p(prices, 'ml', '1'), 'winner');
  });

  it('basketball: possession-by-possession games agree with the normal prices', () => {
    const teams = { quarterMinutes: 10 as const, pace: 72, paceSd: 3, homePpp: 1.16, awayPpp: 1.1 };
    const model = basketballModel(teams);
    const random = seededRandom('basketball');
    const n = 2000;
    let homeWins = 0;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const r = simulateBasketball(teams, random).result as BasketballResult;
      if (r.final[0] > r.final[1]) homeWins++;
      total += r.final[0] + r.final[1];
    }
    expectShare(homeWins, n, p(priceEvent({ sport: 'basketball', model }), 'ml', '1'), 'home wins');
    expect(Math.abs(total / n - (model.home + model.away))).toBeLessThan(1.5); // overtime adds ~0.5 on average
  });

  it('tennis: match wins and straight-sets wins match the Markov prices', () => {
    const model: TennisModel = { serve: [0.65, 0.62], bestOf: 3, finalSetTiebreak: 7 };
    const random = seededRandom('tennis');
    const n = 2000;
    let homeWins = 0;
    let straight = 0;
    for (let i = 0; i < n; i++) {
      const r = simulateTennis(model, random, (i % 2) as 0 | 1).result as TennisResult;
      const sets = r.sets.filter(([h, a]) => h > a).length;
      if (sets === 2) homeWins++;
      if (sets === 2 && r.sets.length === 2) straight++;
    }
    const prices = priceTennis(model);
    expectShare(homeWins, n, p(prices, 'match_winner', '1'), 'match wins');
    expectShare(straight, n, p(prices, 'set_betting', '2-0'), '2-0');
  });

  it('volleyball: match wins match the rally model', () => {
    const model = { serve: [0.42, 0.38] as const };
    const random = seededRandom('volleyball');
    const n = 1000;
    let homeWins = 0;
    for (let i = 0; i < n; i++) {
      const r = simulateVolleyball(model, random).result as VolleyballResult;
      if (r.sets.filter(([h, a]) => h > a).length === 3) homeWins++;
    }
    expectShare(homeWins, n, p(priceVolleyball(model), 'ml', '1'), 'match wins');
  });

  it('every sport in play: the average live price of the home side part-way through equals the pre-match price', () => {
    const from = Date.UTC(2026, 2, 2);
    const fixtures = fixturesBetween(from, from + 7 * 86_400_000);
    for (const sport of ['basketball', 'tennis', 'volleyball', 'ice_hockey'] as const) {
      const fixture = fixtures.find((f) => f.sport === sport)!;
      const winner = sport === 'tennis' ? 'match_winner' : 'ml';
      const pre = p(priceEvent(fixture.model), winner, '1');
      const n = 300;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const timeline = simulateFixture(fixture, `${fixture.eventId}:${i}`);
        const event = timeline.events[Math.floor(timeline.events.length * 0.4)]!;
        sum += p(priceEvent({ ...fixture.model, state: event.state } as PricedEvent), winner, '1');
      }
      expectShare(Math.round(sum), n, pre, `${sport} mean live price`);
    }
  });

  it('replays a match exactly from its seed', () => {
    const a = simulateFootball({ home: 1.5, away: 1.2 }, seededRandom('same'));
    const b = simulateFootball({ home: 1.5, away: 1.2 }, seededRandom('same'));
    expect(b).toEqual(a);
  });
});

describe('the fixture calendar', () => {
  const from = Date.UTC(2026, 2, 2, 0, 0); // a Monday
  const week = fixturesBetween(from, from + 7 * 86_400_000);

  it('is the same whenever it is asked for, with unique event ids', () => {
    expect(fixturesBetween(from, from + 7 * 86_400_000)).toEqual(week);
    expect(new Set(week.map((f) => f.eventId)).size).toBe(week.length);
  });

  it('covers every sport and league, and has an event in play at every hour of the week', () => {
    for (const league of LEAGUES)
      expect(
        week.some((f) => f.leagueId === league.id),
        league.name,
      ).toBe(true);
    for (let hour = 3; hour < 7 * 24; hour++) {
      const t = from + hour * 3_600_000;
      expect(
        week.some((f) => f.startTime <= t && t < f.startTime + 90 * 60_000),
        `hour ${hour}`,
      ).toBe(true);
    }
  });

  it('never schedules a club twice in one week of a weekly league, nor a player twice a day', () => {
    const seen = new Set<string>();
    for (const f of week) {
      expect(f.home.id).not.toBe(f.away.id);
      const league = LEAGUES.find((l) => l.id === f.leagueId)!;
      // ATP Challenger has more matches a day than its draw has pairs, so a player can play twice there.
      if (league.id === 'atp-challenger') continue;
      const day = turkeyDay(f.startTime);
      const period = league.round === 'week' ? `week ${Math.floor((day + 3) / 7)}` : `day ${day}`; // weeks from Monday
      for (const side of [f.home.id, f.away.id]) {
        expect(seen.has(`${period} ${side}`), `${f.league} ${side} ${period}`).toBe(false);
        seen.add(`${period} ${side}`);
      }
    }
  });

  it('starts Süper Lig matches at their Türkiye times', () => {
    const monday = turkeyDay(from);
    const saturday = fixturesOfDay(monday + 5).filter((f) => f.leagueId === 'tr-super-lig');
    const hours = saturday.map((f) => new Date(f.startTime + 3 * 3_600_000).toISOString().slice(11, 16));
    expect(hours).toEqual(['14:30', '17:00', '20:00']);
  });

  it('plays every fixture to a result of its sport', () => {
    for (const league of LEAGUES) {
      const fixture = week.find((f) => f.leagueId === league.id)!;
      const timeline = simulateFixture(fixture);
      expect(timeline.result.sport).toBe(fixture.sport);
      expect(timeline.events.length).toBeGreaterThan(10);
      expect(timeline.events.every((e, i) => i === 0 || e.at >= timeline.events[i - 1]!.at)).toBe(true);
    }
  });
});
