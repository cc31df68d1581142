import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasketball } from './basketball.ts';
import { BOOKS, marginFor, marketReturn, offerEvent, offerMarket } from './book.ts';
import { fitRates, type FootballState, priceFootball } from './football.ts';
import { asianSplit, type MatchClock, outlook } from './goals.ts';
import { priceIceHockey } from './ice-hockey.ts';
import { LADDER, overround, powerOdds, roundToLadder } from './margin.ts';
import { type PricedEvent, priceEvent } from './price-event.ts';
import { gameWin, priceTennis, setDistribution, type TennisModel, tiebreakWin } from './tennis.ts';
import { expectedReturn, type FairMarket } from './types.ts';
import { priceVolleyball, volleyballSetWin } from './volleyball.ts';

const market = (markets: FairMarket[], key: string, param?: number) => {
  const m = markets.find((x) => x.key === key && x.param === param);
  if (!m) throw new Error(`no market ${key} ${param}`);
  return m;
};
const p = (m: FairMarket, id: string) => m.outcomes.find((o) => o.id === id)!.p;

const FOOTBALL = { home: 1.65, away: 1.05 };
const TENNIS: TennisModel = { serve: [0.66, 0.62], bestOf: 3, finalSetTiebreak: 7 };
const BASKETBALL = { quarterMinutes: 12, home: 114, away: 110, sdMargin: 13, sdTotal: 18 };

const EVENTS: PricedEvent[] = [
  { sport: 'football', model: FOOTBALL },
  {
    sport: 'football',
    model: FOOTBALL,
    state: {
      clock: { status: 'live', period: 1, minute: 63 },
      score: [1, 1],
      htScore: [1, 0],
      redCards: [0, 1],
    },
  },
  { sport: 'ice_hockey', model: { home: 3.2, away: 2.8 } },
  { sport: 'basketball', model: BASKETBALL },
  {
    sport: 'basketball',
    model: BASKETBALL,
    state: { status: 'live', period: 2, secondsLeft: 300, score: [70, 66] },
  },
  { sport: 'tennis', model: TENNIS },
  { sport: 'tennis', model: { ...TENNIS, bestOf: 5, finalSetTiebreak: 10 } },
  {
    sport: 'tennis',
    model: TENNIS,
    state: { status: 'live', sets: [[4, 6]], games: [5, 5], points: [2, 3], server: 1 },
  },
  { sport: 'volleyball', model: { serve: [0.43, 0.39] } },
];

describe('fair prices', () => {
  it('sum to 1 in every market of every sport (2 for double chance), each between 0 and 1', () => {
    for (const event of EVENTS)
      for (const m of priceEvent(event)) {
        const total = m.outcomes.reduce((s, o) => s + o.p, 0);
        expect(total, `${event.sport} ${m.key} ${m.param ?? ''}`).toBeCloseTo(m.winners ?? 1, 9);
        for (const o of m.outcomes) expect(o.p).toBeGreaterThanOrEqual(-1e-12);
      }
  });

  it('give football 1X2 equal to the sum over the Poisson score matrix, cell by cell', () => {
    const pois = (l: number, k: number) => {
      let f = 1;
      for (let i = 2; i <= k; i++) f *= i;
      return (Math.exp(-l) * l ** k) / f;
    };
    let home = 0;
    let draw = 0;
    let away = 0;
    for (let h = 0; h < 40; h++)
      for (let a = 0; a < 40; a++) {
        const cell = pois(FOOTBALL.home, h) * pois(FOOTBALL.away, a);
        if (h > a) home += cell;
        else if (h === a) draw += cell;
        else away += cell;
      }
    const result = market(priceFootball(FOOTBALL), '1x2');
    expect(p(result, '1')).toBeCloseTo(home, 10);
    expect(p(result, 'x')).toBeCloseTo(draw, 10);
    expect(p(result, '2')).toBeCloseTo(away, 10);
    const cs = market(priceFootball(FOOTBALL), 'cs');
    expect(p(cs, '2-1')).toBeCloseTo(pois(FOOTBALL.home, 2) * pois(FOOTBALL.away, 1), 12);
  });

  it('fits goal rates that reproduce the 1X2 and over 2.5 they were fitted to', () => {
    const target = { home: 0.52, away: 0.23, over25: 0.56 };
    const rates = fitRates(target);
    const markets = priceFootball(rates);
    const result = market(markets, '1x2');
    expect(p(result, '1') - p(result, '2')).toBeCloseTo(target.home - target.away, 6);
    expect(p(market(markets, 'ou', 2.5), 'over')).toBeCloseTo(target.over25, 6);
  });

  it('price an Asian quarter line as half the stake on each neighbouring line (same return at any odds)', () => {
    const pmf = outlook([0, 0], FOOTBALL).margin;
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), fc.integer({ min: 101, max: 600 }), (q, h) => {
        const line = q / 2 + 0.25; // every quarter line from -4.75 to +5.25
        const o = h / 100;
        const quarter = asianSplit(pmf, line);
        const lower = asianSplit(pmf, line - 0.25);
        const upper = asianSplit(pmf, line + 0.25);
        const ev = (s: ReturnType<typeof asianSplit>['home']) =>
          expectedReturn({ id: '1', p: 0, split: s }, o);
        expect(ev(quarter.home)).toBeCloseTo((ev(lower.home) + ev(upper.home)) / 2, 12);
        expect(ev(quarter.away)).toBeCloseTo((ev(lower.away) + ev(upper.away)) / 2, 12);
      }),
      { numRuns: 60 },
    );
  });

  it('give a whole Asian line a push: home -1 when home wins by exactly one is void', () => {
    const pmf = { offset: 0, p: Float64Array.of(0, 1) }; // home always wins by one
    const { home, away } = asianSplit(pmf, -1);
    expect(home).toEqual({ won: 0, halfWon: 0, void: 1, halfLost: 0 });
    expect(away.void).toBe(1);
    expect(asianSplit(pmf, -0.75).home.halfWon).toBe(1);
    expect(asianSplit(pmf, -1.25).home.halfLost).toBe(1);
  });

  it('make next goal sum the remaining rates: no goal is e^-(rest of both)', () => {
    const state: FootballState = { clock: { status: 'live', period: 1, minute: 80 }, score: [0, 0] };
    const m = market(priceFootball(FOOTBALL, state), 'next_goal', 1);
    const more = 1 - p(m, 'none');
    expect(p(m, '1') / more).toBeCloseTo(FOOTBALL.home / (FOOTBALL.home + FOOTBALL.away), 12);
  });

  it('lower the side with a red card and raise the other', () => {
    const clock: MatchClock = { status: 'live', period: 0, minute: 20 };
    const even = market(priceFootball(FOOTBALL, { clock, score: [0, 0] }), '1x2');
    const red = market(priceFootball(FOOTBALL, { clock, score: [0, 0], redCards: [1, 0] }), '1x2');
    expect(p(red, '1')).toBeLessThan(p(even, '1'));
    expect(p(red, '2')).toBeGreaterThan(p(even, '2'));
  });
});

describe('in play at the end', () => {
  const ended: MatchClock = { status: 'ended', period: 1, minute: 90 };
  it('prices a finished football match as its result', () => {
    const markets = priceFootball(FOOTBALL, { clock: ended, score: [2, 1], htScore: [0, 1] });
    expect(p(market(markets, '1x2'), '1')).toBe(1);
    expect(p(market(markets, 'ou', 2.5), 'over')).toBe(1);
    expect(p(market(markets, 'btts'), 'yes')).toBe(1);
    expect(p(market(markets, 'cs'), '2-1')).toBe(1);
    expect(p(market(markets, 'htft'), '21')).toBe(1);
    expect(p(market(markets, 'next_goal', 4), 'none')).toBe(1);
  });

  it('runs out the clock: a 90+5 state with the announced stoppage played is the result', () => {
    const clock: MatchClock = { status: 'live', period: 1, minute: 95, addedTime: 5 };
    expect(p(market(priceFootball(FOOTBALL, { clock, score: [0, 0], htScore: [0, 0] }), '1x2'), 'x')).toBe(1);
  });

  it('prices finished basketball, tennis, volleyball and hockey as their results', () => {
    const bb = priceBasketball(BASKETBALL, { status: 'ended', period: 3, secondsLeft: 0, score: [101, 99] });
    expect(p(market(bb, 'ml'), '1')).toBe(1);
    const tennis = priceTennis(TENNIS, {
      status: 'ended',
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
      games: [0, 0],
      points: [0, 0],
      server: 0,
    });
    expect(p(market(tennis, 'match_winner'), '1')).toBe(1);
    expect(p(market(tennis, 'set_betting'), '2-1')).toBe(1);
    expect(
      p(market(tennis, 'total_games', 31.5), 'over') + p(market(tennis, 'total_games', 32.5), 'under'),
    ).toBe(2);
    const vb = priceVolleyball(
      { serve: [0.4, 0.4] },
      {
        status: 'ended',
        sets: [
          [25, 20],
          [20, 25],
          [25, 23],
          [25, 18],
        ],
        points: [0, 0],
        server: 0,
      },
    );
    expect(p(market(vb, 'set_betting'), '3-1')).toBe(1);
    const hockey = priceIceHockey(
      { home: 3, away: 3 },
      { clock: { status: 'ended', period: 2, minute: 60 }, score: [2, 2], overtime: 'shootout' },
    );
    expect(p(market(hockey, '1x2'), 'x')).toBe(1);
    expect(p(market(hockey, 'ml'), '1')).toBe(0.5);
  });

  it('sends a basketball game tied at the end of regulation to overtime, not to a draw', () => {
    const bb = priceBasketball(BASKETBALL, { status: 'live', period: 3, secondsLeft: 0, score: [100, 100] });
    const home = p(market(bb, 'ml'), '1');
    expect(home).toBeGreaterThan(0.5);
    expect(home).toBeLessThan(0.6);
  });
});

describe('tennis and volleyball recursions', () => {
  it('match the known game formula: p = 0.6 on serve wins 73.57 % of service games', () => {
    expect(gameWin(0.6)).toBeCloseTo(0.73573, 5);
    expect(gameWin(0.5)).toBeCloseTo(0.5, 12);
    expect(gameWin(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12); // deuce: p² / (p² + q²)
  });

  it('give even players an even tie-break and set, whoever serves first', () => {
    expect(tiebreakWin([0.62, 0.62], 7, 0)).toBeCloseTo(0.5, 12);
    expect(tiebreakWin([0.62, 0.62], 10, 1)).toBeCloseTo(0.5, 12);
    const set = setDistribution(
      { serve: [0.62, 0.62], bestOf: 3, finalSetTiebreak: 7 },
      false,
      [0, 0],
      [0, 0],
      0,
    );
    const home = set.filter((o) => o.home > o.away).reduce((s, o) => s + o.p, 0);
    expect(home).toBeCloseTo(0.5, 12);
    expect(set.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
  });

  it('agree with a brute-force tie-break recursion that plays out 120 points', () => {
    const serve = [0.67, 0.6] as const;
    const memo = new Map<number, number>();
    const brute = (a: number, b: number): number => {
      if (a >= 7 && a - b >= 2) return 1;
      if (b >= 7 && b - a >= 2) return 0;
      if (a + b > 120) return 0.5;
      const key = a * 1000 + b;
      if (memo.has(key)) return memo.get(key)!;
      const k = a + b;
      const server = ((k + 1) >> 1) % 2 === 0 ? 0 : 1;
      const ph = server === 0 ? serve[0] : 1 - serve[1];
      const v = ph * brute(a + 1, b) + (1 - ph) * brute(a, b + 1);
      memo.set(key, v);
      return v;
    };
    expect(tiebreakWin(serve, 7, 0)).toBeCloseTo(brute(0, 0), 8);
  });

  it('solve the volleyball win-by-two tail exactly (against a recursion that plays 100 rallies deep)', () => {
    const model = { serve: [0.44, 0.38] as const };
    const memo = new Map<string, number>();
    const brute = (x: number, y: number, s: number, depth: number): number => {
      if (x >= 25 && x - y >= 2) return 1;
      if (y >= 25 && y - x >= 2) return 0;
      if (depth > 100) return 0.5;
      const key = `${x},${y},${s}`;
      if (memo.has(key)) return memo.get(key)!;
      const ph = s === 0 ? model.serve[0] : 1 - model.serve[1];
      const v = ph * brute(x + 1, y, 0, depth + 1) + (1 - ph) * brute(x, y + 1, 1, depth + 1);
      memo.set(key, v);
      return v;
    };
    expect(volleyballSetWin(model, 25, 22, 23, 1)).toBeCloseTo(brute(22, 23, 1, 0), 9);
    expect(
      volleyballSetWin({ serve: [0.4, 0.4] }, 25, 0, 0, 0) +
        volleyballSetWin({ serve: [0.4, 0.4] }, 25, 0, 0, 1),
    ).toBeCloseTo(1, 12);
  });
});

describe('margin', () => {
  it('puts every offered market at or just above its target overround (power method, ladder rounding)', () => {
    for (const event of EVENTS)
      for (const book of [BOOKS.fcg, BOOKS.betco]) {
        const fair = priceEvent(event);
        for (const offered of offerEvent(event.sport, fair, book, event.state !== undefined)) {
          if (offered.status !== 'active') continue;
          const target = marginFor(book, offered.key, event.state !== undefined);
          const label = `${book.id} ${event.sport} ${offered.key} ${offered.param ?? ''}`;
          expect(offered.overround, label).toBeGreaterThanOrEqual(target - 1e-9);
          // Capped longshots (correct score) may add more; the rest stay within a few tenths of a percent.
          if (offered.key !== 'cs' && offered.key !== 'htft')
            expect(offered.overround, label).toBeLessThan(target + 0.02);
        }
      }
  });

  it('solves the power exactly before rounding: Σ 1/odds = 1 + margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 }),
        fc.double({ min: 0.01, max: 0.3, noNaN: true }),
        (weights, m) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const probabilities = weights.map((w) => w / total);
          expect(overround(powerOdds(probabilities, m), 1)).toBeCloseTo(m, 9);
        },
      ),
    );
  });

  it('charges longshots more margin than favourites (favourite–longshot bias)', () => {
    const odds = powerOdds([0.7, 0.2, 0.1], 0.07);
    const charged = [0.7, 0.2, 0.1].map((p, i) => p * odds[i]!); // return per unit: lower = more margin
    expect(charged[0]!).toBeGreaterThan(charged[1]!);
    expect(charged[1]!).toBeGreaterThan(charged[2]!);
  });

  it('rounds onto the ladder, never under the target, each price within one step of exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 }),
        fc.double({ min: 0.02, max: 0.2, noNaN: true }),
        (weights, m) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const exact = powerOdds(
            weights.map((w) => w / total),
            m,
          );
          const rounded = roundToLadder(exact, m, 1000);
          if (!rounded) return;
          expect(overround(rounded)).toBeGreaterThanOrEqual(m - 1e-9);
          rounded.forEach((o, i) => {
            expect(LADDER).toContain(Math.round(o! * 100));
            const j = LADDER.indexOf(Math.round(o! * 100));
            expect(exact[i]! * 100).toBeGreaterThanOrEqual((LADDER[j - 1] ?? 0) - 1e-6);
            expect(exact[i]! * 100).toBeLessThan((LADDER[j + 1] ?? Infinity) + 1e-6);
          });
        },
      ),
    );
  });

  it('suspends a market whose result is all but known instead of quoting under 1.01', () => {
    const fair: FairMarket = {
      key: '1x2',
      outcomes: [
        { id: '1', p: 0.998 },
        { id: 'x', p: 0.0015 },
        { id: '2', p: 0.0005 },
      ],
    };
    expect(offerMarket(fair, 0.065, 500).status).toBe('suspended');
  });

  it('returns less to the player at betco than at fcg on every main market', () => {
    const fair = priceFootball(FOOTBALL);
    const fcg = offerEvent('football', fair, BOOKS.fcg, false);
    const betco = offerEvent('football', fair, BOOKS.betco, false);
    for (const offered of fcg) {
      const other = betco.find((m) => m.key === offered.key && m.param === offered.param)!;
      const f = fair.find((m) => m.key === offered.key && m.param === offered.param)!;
      expect(marketReturn(f, offered).payout).toBeGreaterThan(marketReturn(f, other).payout);
    }
  });
});
