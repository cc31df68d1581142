import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  checkSlipShape,
  COMBO_BOOST,
  comboBoostKurus,
  comboBoostPercent,
  countSystemLines,
  expandSystem,
  isComboBoostEligible,
  LegResult,
  linePayoutKurus,
  NAMED_SYSTEMS,
  parseSystem,
  potentialPayoutKurus,
  type SettledLeg,
  settleBetPayout,
  systemPayoutKurus,
  systemStake,
} from './sports-bets.ts';

const odds = fc.integer({ min: 101, max: 5000 }).map((h) => h / 100);
const leg: fc.Arbitrary<SettledLeg> = fc.record({ odds, result: fc.constantFrom(...LegResult) });

describe('system bets', () => {
  it('expand the named systems into their published line counts', () => {
    const expected = {
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      super_heinz: 120,
      goliath: 247,
    };
    for (const [name, lines] of Object.entries(expected)) {
      const spec = parseSystem(name)!;
      expect(countSystemLines(spec), name).toBe(lines);
      expect(expandSystem(spec), name).toHaveLength(lines);
    }
    // "Lucky" systems add the singles to their namesake.
    expect(countSystemLines(NAMED_SYSTEMS.lucky15)).toBe(countSystemLines(NAMED_SYSTEMS.yankee) + 4);
  });

  it('expand k-from-n into C(n, k) distinct, ascending lines of size k (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 12 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n - 1 }))),
        ([n, k]) => {
          const spec = parseSystem(`${k}/${n}`)!;
          const lines = expandSystem(spec);
          expect(lines).toHaveLength(binomial(n, k));
          expect(countSystemLines(spec)).toBe(binomial(n, k));
          expect(new Set(lines.map((l) => l.join(','))).size).toBe(lines.length);
          for (const line of lines) {
            expect(line).toHaveLength(k);
            expect(line.every((v, i) => v >= 0 && v < n && (i === 0 || v > line[i - 1]!))).toBe(true);
          }
        },
      ),
    );
  });

  it('charge the stake per line: lines × stake', () => {
    expect(systemStake(parseSystem('yankee')!, 100)).toEqual({ lines: 11, totalKurus: 1100 });
    expect(systemStake(parseSystem('2,3/5')!, 250)).toEqual({ lines: 20, totalKurus: 5000 });
  });

  it('refuse malformed system codes', () => {
    for (const bad of ['', 'trixy', '2/2', '3/3', '0/4', '5/4', '2/13', '2,2/4', '/4', '2/'])
      expect(parseSystem(bad), bad).toBeNull();
  });

  it('pay each line on its own legs: a Trixie with one loser pays only the double of the two winners', () => {
    const legs: SettledLeg[] = [
      { odds: 2, result: 'won' },
      { odds: 3, result: 'won' },
      { odds: 4, result: 'lost' },
    ];
    expect(systemPayoutKurus(parseSystem('trixie')!, 1000, legs)).toBe(6000);
    // A Patent adds the singles: 2000 + 3000.
    expect(systemPayoutKurus(parseSystem('patent')!, 1000, legs)).toBe(11000);
  });
});

describe('combo payout arithmetic', () => {
  it('pays the product of the odds on the stake, rounded down to the kuruş', () => {
    expect(potentialPayoutKurus(1000, [2.35])).toBe(2350);
    expect(potentialPayoutKurus(333, [1.5, 1.5])).toBe(749); // 749.25
    expect(potentialPayoutKurus(100, [1.1, 1.1, 1.1])).toBe(133); // 133.1, no float drift
  });

  it('counts a void leg as 1.00, a half-won leg as (odds + 1) / 2, a half-lost leg as 0.5', () => {
    expect(
      linePayoutKurus(1000, [
        { odds: 2.5, result: 'won' },
        { odds: 3.1, result: 'void' },
      ]),
    ).toBe(2500);
    expect(linePayoutKurus(1000, [{ odds: 1.9, result: 'half_won' }])).toBe(1450);
    expect(linePayoutKurus(1000, [{ odds: 1.9, result: 'half_lost' }])).toBe(500);
    expect(linePayoutKurus(1000, [{ odds: 3, result: 'won', deadHeatFactor: 0.5 }])).toBe(1500);
  });

  it('never pays more than stake × product of odds, never less than 0, and 0 with any lost leg (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(leg, { minLength: 1, maxLength: 20 }),
        (stake, legs) => {
          const payout = linePayoutKurus(stake, legs);
          const bound = legs.reduce((p, l) => p * l.odds, stake);
          expect(payout).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(payout)).toBe(true);
          expect(payout).toBeLessThanOrEqual(bound * (1 + 1e-12));
          if (legs.some((l) => l.result === 'lost')) expect(payout).toBe(0);
        },
      ),
    );
  });

  it('treats void legs exactly as if they were not there (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(leg, { minLength: 1, maxLength: 10 }),
        odds,
        (stake, legs, o) => {
          expect(linePayoutKurus(stake, [...legs, { odds: o, result: 'void' }])).toBe(
            linePayoutKurus(stake, legs),
          );
        },
      ),
    );
  });
});

describe('combo boost', () => {
  it('follows the promotion table: 4 → 5 %, 5 → 10 %, 6–7 → 20 %, 8–9 → 35 %, 10+ → 50 %', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10, 20].map(comboBoostPercent)).toEqual([0, 5, 10, 20, 20, 35, 35, 50, 50]);
  });

  it('adds the percentage of the net winnings, not counting void legs, and nothing under the minimum odds', () => {
    const legs = (n: number, o = 1.5): SettledLeg[] =>
      Array.from({ length: n }, () => ({ odds: o, result: 'won' }));
    // 4 legs at 1.50: payout 5062, net 4062 → 5 % = 203.
    expect(comboBoostKurus(1000, 5062, legs(4))).toBe(203);
    // A void leg brings it under four counting legs.
    expect(comboBoostKurus(1000, 3375, [...legs(3), { odds: 1.5, result: 'void' }])).toBe(0);
    // One leg under 1.30 voids the boost.
    expect(comboBoostKurus(1000, 5000, [...legs(3), { odds: 1.29, result: 'won' }])).toBe(0);
    expect(comboBoostKurus(100_000_000, 10_000_000_000, legs(10, 2))).toBe(COMBO_BOOST.capKurus);
  });

  it('is not offered on combos with a High Rate (fcg) leg', () => {
    const betco = Array.from({ length: 4 }, () => ({ odds: 1.8, book: 'betco' as const }));
    expect(isComboBoostEligible(betco)).toBe(true);
    expect(isComboBoostEligible([...betco.slice(1), { odds: 1.8, book: 'fcg' }])).toBe(false);
  });

  it('is paid inside the max payout: the cap cuts the boost first', () => {
    const legs: SettledLeg[] = Array.from({ length: 4 }, () => ({ odds: 2, result: 'won' }));
    const uncapped = settleBetPayout({ type: 'combo', stakeKurus: 1000, boost: true }, legs, 1_000_000);
    expect(uncapped).toEqual({ payoutKurus: 16000 + 750, boostKurus: 750, capped: false });
    const capped = settleBetPayout({ type: 'combo', stakeKurus: 1000, boost: true }, legs, 16200);
    expect(capped).toEqual({ payoutKurus: 16200, boostKurus: 200, capped: true });
  });
});

describe('slip shape', () => {
  it('allows combos of 2 to 20 legs from different events and refuses two legs of one event', () => {
    expect(checkSlipShape('single', ['a']).ok).toBe(true);
    expect(checkSlipShape('combo', ['a']).ok).toBe(false);
    expect(checkSlipShape('combo', ['a', 'b']).ok).toBe(true);
    expect(checkSlipShape('combo', ['a', 'a'])).toEqual({ ok: false, problem: 'same_event' });
    expect(
      checkSlipShape(
        'combo',
        Array.from({ length: 21 }, (_, i) => `e${i}`),
      ),
    ).toEqual({
      ok: false,
      problem: 'legs_count',
    });
    expect(checkSlipShape('system', ['a', 'b', 'c'], 'trixie')).toMatchObject({ ok: true });
    expect(checkSlipShape('system', ['a', 'b', 'c'], 'yankee')).toEqual({
      ok: false,
      problem: 'system_legs',
    });
    expect(checkSlipShape('system', ['a', 'b', 'c'], 'x')).toEqual({ ok: false, problem: 'system_code' });
  });
});
