import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RouletteBetRequest, RouletteStakeInput } from './roulette.ts';
import {
  POCKETS,
  RACETRACK_CHIPS,
  SPOTS,
  WHEEL_ORDER,
  expandStakes,
  hotAndCold,
  neighboursOf,
  pocketColor,
  roulettePocket,
  spotExpectedReturn,
  spotMax,
  spotPayout,
  stakeChips,
} from './roulette-rules.ts';

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The rule of each bet written out again, independently of how SPOTS is built: does `spot` win on `pocket`? */
function wins(spot: string, p: number): boolean {
  const [kind, arg = ''] = spot.split(':');
  const nums = arg.split('-').map(Number);
  const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  switch (kind) {
    case 'straight':
    case 'split':
    case 'trio':
      return nums.includes(p);
    case 'street':
      return p >= nums[0]! && p <= nums[0]! + 2;
    case 'corner':
      return [nums[0]!, nums[0]! + 1, nums[1]! - 1, nums[1]!].includes(p);
    case 'firstfour':
      return p <= 3;
    case 'sixline':
      return p >= nums[0]! && p <= nums[0]! + 5;
    case 'red':
      return reds.includes(p);
    case 'black':
      return p > 0 && !reds.includes(p);
    case 'odd':
      return p % 2 === 1;
    case 'even':
      return p > 0 && p % 2 === 0;
    case 'low':
      return p >= 1 && p <= 18;
    case 'high':
      return p >= 19;
    case 'dozen':
      return p > 0 && Math.ceil(p / 12) === nums[0];
    case 'column':
      return p > 0 && ((p - 1) % 3) + 1 === nums[0];
    default:
      throw new Error(`no rule for ${spot}`);
  }
}
/** The published odds "n to 1" of each kind; a win returns the stake and n times it. */
const ODDS: Record<string, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  firstfour: 8,
  sixline: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

describe('roulette rules', () => {
  it('lays out the 37 pockets of a European wheel, 18 red and 18 black, each once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    const colors = WHEEL_ORDER.map(pocketColor);
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    // Red and black alternate around the wheel after zero.
    for (let i = 1; i < 36; i++) expect(colors[i]).not.toBe(colors[i + 1]);
  });

  it('offers every inside and outside bet of the layout: 37 straights, 60 splits, 12 streets, 22 corners, 11 six lines', () => {
    const count = (kind: string) => [...SPOTS.values()].filter((s) => s.kind === kind).length;
    expect([count('straight'), count('split'), count('street'), count('trio')]).toEqual([37, 60, 12, 2]);
    expect([count('corner'), count('firstfour'), count('sixline')]).toEqual([22, 1, 11]);
    expect([count('dozen'), count('column'), count('red'), count('odd'), count('low')]).toEqual([
      3, 3, 1, 1, 1,
    ]);
  });

  it('pays every bet on every pocket exactly by its rule (stake × (odds + 1) on a win, 0 otherwise)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPOTS.keys()),
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (spot, pocket, amount) => {
          const kind = spot.split(':')[0]!;
          const expected = wins(spot, pocket) ? amount * (ODDS[kind]! + 1) : 0;
          expect(spotPayout(spot, amount, pocket)).toBe(expected);
        },
      ),
      { numRuns: 5_000 },
    );
    // And exhaustively, every spot × every pocket at one unit.
    for (const spot of SPOTS.keys()) {
      for (let p = 0; p < POCKETS; p++) {
        const kind = spot.split(':')[0]!;
        expect(spotPayout(spot, 1, p)).toBe(wins(spot, p) ? ODDS[kind]! + 1 : 0);
      }
    }
  });

  it('gives every bet a house edge of exactly 1/37 = 2.70 % over the 37 pockets', () => {
    for (const spot of SPOTS.keys()) {
      const [num, den] = spotExpectedReturn(spot);
      // return = 36/37 exactly
      expect(num * 37).toBe(den * 36);
    }
  });

  it('expands the racetrack calls into their classic chips: voisins 9 on 17 pockets, tiers 6 on 12, orphelins 5 on 8', () => {
    const covered = (call: keyof typeof RACETRACK_CHIPS) =>
      new Set(RACETRACK_CHIPS[call].flatMap((s) => SPOTS.get(s)!.numbers));
    expect([...covered('voisins')].sort((a, b) => a - b)).toEqual([
      0, 2, 3, 4, 7, 12, 15, 18, 19, 21, 22, 25, 26, 28, 29, 32, 35,
    ]);
    expect(covered('tiers').size).toBe(12);
    expect([...covered('orphelins')].sort((a, b) => a - b)).toEqual([1, 6, 9, 14, 17, 20, 31, 34]);
    expect([...covered('jeuzero')].sort((a, b) => a - b)).toEqual([0, 3, 12, 15, 26, 32, 35]);
    // The three sections split the wheel: each a run of neighbouring pockets, together all 37 once.
    const all = [...covered('voisins'), ...covered('tiers'), ...covered('orphelins')];
    expect(new Set(all).size).toBe(37);
    expect(all).toHaveLength(37);
    // Tiers: the run from 27 to 33 on the wheel, opposite zero.
    const from = WHEEL_ORDER.indexOf(27);
    expect(covered('tiers')).toEqual(new Set(WHEEL_ORDER.slice(from, from + 12)));
    const v = expandStakes([{ call: 'voisins', amount: 100 }]);
    expect(v.get('trio:0-2-3')).toBe(200);
    expect(v.get('corner:25-29')).toBe(200);
    expect(stakeChips({ call: 'voisins', amount: 100 })).toBe(9);
  });

  it('expands "neighbours of n ±k" into 2k + 1 straight bets around n on the wheel', () => {
    expect(neighboursOf(0, 2)).toEqual([3, 26, 0, 32, 15]);
    expect(neighboursOf(26, 1)).toEqual([3, 26, 0]);
    const bets = expandStakes([{ call: 'neighbours', number: 17, count: 2, amount: 500 }]);
    expect([...bets.keys()].sort()).toEqual(
      ['straight:17', 'straight:2', 'straight:25', 'straight:34', 'straight:6'].sort(),
    );
    expect(() => expandStakes([{ call: 'neighbours', number: 17, count: 9, amount: 1 }])).toThrow(RangeError);
    expect(() => expandStakes([{ spot: 'split:1-5', amount: 1 }])).toThrow(RangeError);
  });

  it('caps an inside bet at the straight limit times the pockets it covers, outside bets at the outside limit', () => {
    const limits = { minChip: 100, maxStraight: 1_000, maxOutside: 50_000, maxRound: 100_000 };
    expect(spotMax('straight:7', limits)).toBe(1_000);
    expect(spotMax('split:7-8', limits)).toBe(2_000);
    expect(spotMax('sixline:1', limits)).toBe(6_000);
    expect(spotMax('red', limits)).toBe(50_000);
  });

  it('draws the pocket from the seed by HMAC words with rejection, reproducibly and evenly', async () => {
    const seed = 'a3'.repeat(32);
    // Independently: the first word of HMAC-SHA256(seed, "roulette-1:7:0") mod 37 (it is far below the rejection bound).
    const digest = createHmac('sha256', seed).update('roulette-1:7:0').digest();
    expect(await roulettePocket(hmac, seed, 'roulette-1', 7)).toBe(digest.readUInt32BE(0) % 37);
    const counts = new Array<number>(37).fill(0);
    const n = 37 * 400;
    for (let i = 0; i < n; i++) counts[await roulettePocket(hmac, seed, 'roulette-1', i)]! += 1;
    // χ² with 36 degrees of freedom: 99.9 % quantile 67.99.
    const chi2 = counts.reduce((s, c) => s + (c - 400) ** 2 / 400, 0);
    expect(chi2).toBeLessThan(68);
    expect(createHash('sha256').update(seed).digest('hex')).toHaveLength(64);
  });

  it('finds hot and cold numbers, ties broken by recency', () => {
    const { hot, cold } = hotAndCold([5, 5, 17, 5, 17, 0], 2);
    expect(hot).toEqual([5, 17]);
    expect(cold).toHaveLength(2);
    expect(cold.every((n) => ![5, 17, 0].includes(n))).toBe(true);
  });

  it('accepts layout bets and racetrack calls in the request, and names unknown bets', () => {
    expect(RouletteStakeInput.safeParse({ spot: 'red', amount: 10 }).success).toBe(true);
    expect(RouletteStakeInput.safeParse({ call: 'tiers', amount: 1 }).success).toBe(true);
    expect(RouletteStakeInput.safeParse({ call: 'neighbours', number: 3, count: 2, amount: 1 }).success).toBe(
      true,
    );
    const bad = RouletteBetRequest.safeParse({
      roundId: 1,
      requestId: '3b1f9b9e-8a4e-4f0e-9d7a-1b2c3d4e5f60',
      stakes: [{ spot: 'split:1-5', amount: 1 }],
    });
    expect(bad.success).toBe(false);
    expect(RouletteStakeInput.safeParse({ spot: 'red', amount: 1.005 }).success).toBe(false);
  });
});
