import { describe, expect, it } from 'vitest';
import { SLOT_TITLES } from '@kasa/contract/slots';
import { seededRng } from '../../../lib/rng.ts';
import { playRound, type SlotTitleDef } from './slots.engine.ts';
import { enumerateStops, exactMath } from './slots.math.ts';
import { FRUIT_BAZAAR, ORIGINAL_TITLE_DEFS, SLOT_TITLE_DEFS } from './slots.titles.ts';

describe('exact RTP', () => {
  it.each(ORIGINAL_TITLE_DEFS.map((d) => [d.name, d] as const))(
    '%s: the exact RTP equals the declared one',
    (_, def) => {
      const math = exactMath(def);
      expect(Math.abs(math.rtp - def.declaredRtp)).toBeLessThan(1e-5);
      expect(math.rtp).toBeCloseTo(math.baseReturn + math.freeSpinReturn, 12);
    },
  );

  it('the catalog list declares the same RTP and volatility as the titles', () => {
    expect(SLOT_TITLES).toEqual(
      SLOT_TITLE_DEFS.map((d) => ({
        code: d.code,
        name: d.name,
        declaredRtp: Math.round(d.declaredRtp * 10000) / 100,
        volatility: d.volatility,
      })),
    );
  });

  it('the per-line computation agrees with walking every reel stop (Fruit Bazaar: every combination)', () => {
    const stops = enumerateStops(FRUIT_BAZAAR);
    expect(stops.combinations).toBe(31 ** 3);
    expect(stops.baseReturn).toBeCloseTo(exactMath(FRUIT_BAZAAR).baseReturn, 12);
    expect(stops.hitFrequency).toBeGreaterThan(0.3);
  });

  it('solves the free-spin recursion with retriggers and the cap (checked against a hand-computed case)', () => {
    // One reel, one row: a scatter with probability 1/2 awards 1 spin; cap 3. Expected spins after a trigger:
    // G(1,1) = 1 + ½ G(1,2) + ½ G(0,1) ; G(1,2) = 1 + ½ G(1,3) ; G(1,3) = 1 → G(1,2) = 1.5, G(1,1) = 1.75.
    const def: SlotTitleDef = {
      code: 'coin',
      name: 'Coin',
      declaredRtp: 0,
      volatility: 'low',
      rows: 1,
      symbols: [
        { id: 'X', kind: 'regular', pays: { 1: 2 } },
        { id: 'S', kind: 'scatter', pays: {} },
      ],
      strips: [['X', 'S']],
      lines: [[0]],
      freeSpins: { awards: { 1: 1 }, multiplier: 2, maxTotal: 3 },
    };
    const math = exactMath(def);
    expect(math.baseReturn).toBe(1);
    expect(math.triggerProbability).toBe(0.5);
    expect(math.expectedFreeSpinsPerTrigger).toBeCloseTo(1.75, 12);
    expect(math.rtp).toBeCloseTo(1 + 0.5 * 1.75 * 2 * 1, 12);
  });
});

describe('seeded simulation', () => {
  // Each title played round after round with a deterministic generator; the mean return must fall inside the
  // 99.99% confidence interval (≈ 4 standard errors) around the exact RTP.
  it.each(ORIGINAL_TITLE_DEFS.map((d) => [d.name, d] as const))(
    '%s: the simulated return agrees with the exact RTP',
    (_, def) => {
      const rounds = 150_000;
      const bet = 100;
      const rng = seededRng(20240611);
      let sum = 0;
      let sumSquares = 0;
      for (let i = 0; i < rounds; i++) {
        const r = playRound(def, bet, rng).totalWin / bet;
        sum += r;
        sumSquares += r * r;
      }
      const mean = sum / rounds;
      const sd = Math.sqrt(sumSquares / rounds - mean * mean);
      const standardError = sd / Math.sqrt(rounds);
      expect(Math.abs(mean - exactMath(def).rtp)).toBeLessThan(3.9 * standardError);
    },
  );
});
