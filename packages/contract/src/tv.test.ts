import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TvBetRequest } from './tv.ts';
import {
  KENO_PAYTABLE,
  LUCKY6_LADDER,
  LUCKY6_SIDE,
  TV_RTP_PERCENT,
  WHEEL_COUNTS,
  WHEEL_SEGMENTS,
  WHEEL_VALUES,
  completingPosition,
  drawBalls,
  lucky6Colour,
  parseTvSpot,
  returnPercent,
  tvDraw,
  tvPayout,
  tvRtp,
  tvSpotMax,
  tvSpotText,
  type TvOutcome,
} from './tv-rules.ts';

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const seed = (i: number) => createHash('sha256').update(`tv:${i}`).digest('hex');

const lucky6 = (balls: number[]): TvOutcome => ({ game: 'lucky6', balls });
const keno = (balls: number[]): TvOutcome => ({ game: 'keno', balls });
const spot = (game: 'lucky6' | 'keno' | 'wheel', text: string) => parseTvSpot(game, text)!;

/** A draw order of 1…48 with the chosen balls first (in that order), the rest ascending. */
const order = (first: number[], pool = 48) => [
  ...first,
  ...Array.from({ length: pool }, (_, i) => i + 1).filter((b) => !first.includes(b)),
];

const C = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

describe('paytable maths (exact)', () => {
  it('every bet type’s exact return matches what the rules panels state', () => {
    const rows = tvRtp();
    expect(rows.map((r) => r.bet).sort()).toEqual(Object.keys(TV_RTP_PERCENT).sort());
    for (const r of rows) expect(Math.abs(returnPercent(r) - TV_RTP_PERCENT[r.bet]!)).toBeLessThan(0.005);
    // Every bet returns less than the stake, and keeps the house between 3 % and 6 %.
    for (const r of rows) expect(returnPercent(r)).toBeGreaterThan(94);
    for (const r of rows) expect(returnPercent(r)).toBeLessThan(97);
  });

  it('Lucky 6 six numbers: Σ ladder(k)·C(k−1, 5)/C(48, 6), recomputed in floating point', () => {
    let sum = 0;
    for (let k = 6; k <= 35; k++) sum += LUCKY6_LADDER[k - 6]! * C(k - 1, 5);
    const exact = tvRtp().find((r) => r.bet === 'lucky6 six numbers')!;
    expect(sum / C(48, 6)).toBeCloseTo(Number(exact.numerator) / Number(exact.denominator), 12);
    expect(exact).toMatchObject({ numerator: 2944543n, denominator: 3067878n });
  });

  it('Keno: each pick count’s return is the hypergeometric sum, recomputed independently', () => {
    for (let p = 1; p <= 10; p++) {
      let sum = 0;
      for (let h = 0; h <= p; h++)
        sum += ((KENO_PAYTABLE[p]![h] ?? 0) / 10) * ((C(p, h) * C(80 - p, 20 - h)) / C(80, 20));
      const exact = tvRtp().find((r) => r.bet === `keno pick ${p}`)!;
      expect(sum).toBeCloseTo(Number(exact.numerator) / Number(exact.denominator), 10);
    }
  });

  it('the wheel: 50 segments carrying the stated counts; each value returns 96 %', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(50);
    for (const v of WHEEL_VALUES) {
      expect(WHEEL_SEGMENTS.filter((s) => s === v)).toHaveLength(WHEEL_COUNTS[v]);
      expect((WHEEL_COUNTS[v] * v) / 50).toBe(0.96);
    }
  });
});

describe('draw evaluation', () => {
  it('Lucky 6 pays by the position of the ball completing the six', () => {
    const six = spot('lucky6', 'six:1-2-3-4-5-6');
    expect(tvPayout(six, 100, lucky6(order([1, 2, 3, 4, 5, 6]).slice(0, 35)))).toBe(1_000_000);
    expect(tvPayout(six, 100, lucky6(order([1, 2, 3, 4, 5, 9, 6]).slice(0, 35)))).toBe(750_000);
    // The sixth number as ball 35 pays 1×; one number never drawn loses.
    const late = order([1, 2, 3, 4, 5, ...Array.from({ length: 29 }, (_, i) => i + 10), 6]).slice(0, 35);
    expect(completingPosition([1, 2, 3, 4, 5, 6], late)).toBe(35);
    expect(tvPayout(six, 100, lucky6(late))).toBe(100);
    const missing = order([1, 2, 3, 4, 5, ...Array.from({ length: 30 }, (_, i) => i + 10)]).slice(0, 35);
    expect(tvPayout(six, 100, lucky6(missing))).toBe(0);
  });

  it('Lucky 6 side bets: first ball over/under 24.5, even/odd, colour; first five’s sum over/under 122.5', () => {
    const first25 = lucky6(order([25, 48, 47, 46, 1]).slice(0, 35)); // sum 167
    expect(tvPayout(spot('lucky6', 'first:over'), 100, first25)).toBe(190);
    expect(tvPayout(spot('lucky6', 'first:under'), 100, first25)).toBe(0);
    expect(tvPayout(spot('lucky6', 'first:odd'), 100, first25)).toBe(190);
    expect(tvPayout(spot('lucky6', 'first:even'), 100, first25)).toBe(0);
    expect(lucky6Colour(25)).toBe('red');
    expect(lucky6Colour(8)).toBe('black');
    expect(tvPayout(spot('lucky6', 'colour:red'), 100, first25)).toBe(760);
    expect(tvPayout(spot('lucky6', 'colour:black'), 100, first25)).toBe(0);
    expect(tvPayout(spot('lucky6', 'sum5:over'), 100, first25)).toBe(190);
    expect(tvPayout(spot('lucky6', 'sum5:under'), 100, first25)).toBe(0);
    const low = lucky6(order([24, 1, 2, 3, 4]).slice(0, 35));
    expect(tvPayout(spot('lucky6', 'first:under'), 100, low)).toBe(190);
    expect(tvPayout(spot('lucky6', 'sum5:under'), 100, low)).toBe(190);
    // Rounded down to the kuruş: 1.9 × 1 kuruş = 1.
    expect(tvPayout(spot('lucky6', 'first:under'), 1, low)).toBe(1);
  });

  it('Keno pays by the pick count and the hits', () => {
    const balls = order([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 80).slice(
      0,
      20,
    );
    expect(tvPayout(spot('keno', 'pick:1'), 100, keno(balls))).toBe(380);
    expect(tvPayout(spot('keno', 'pick:80'), 100, keno(balls))).toBe(0);
    expect(tvPayout(spot('keno', 'pick:1-2-70'), 100, keno(balls))).toBe(300);
    expect(tvPayout(spot('keno', 'pick:1-2-3-4-5-6-7-8-9-10'), 100, keno(balls))).toBe(10_000_000);
    // Pick 10 with no hit at all pays 2×.
    expect(tvPayout(spot('keno', 'pick:61-62-63-64-65-66-67-68-69-70'), 100, keno(balls))).toBe(200);
  });

  it('the wheel pays the value landed on, only on that value', () => {
    const outcome: TvOutcome = { game: 'wheel', segment: 24, value: 24 };
    expect(tvPayout(spot('wheel', 'seg:24'), 100, outcome)).toBe(2_400);
    expect(tvPayout(spot('wheel', 'seg:2'), 100, outcome)).toBe(0);
  });

  it('parses only real bets, canonically', () => {
    expect(tvSpotText(spot('lucky6', 'six:48-1-2-3-4-5'))).toBe('six:1-2-3-4-5-48');
    for (const bad of [
      'six:1-2-3-4-5',
      'six:1-2-3-4-5-5',
      'six:0-1-2-3-4-5',
      'six:1-2-3-4-5-49',
      'pick:1',
      'first:mid',
    ])
      expect(parseTvSpot('lucky6', bad)).toBeNull();
    for (const side of LUCKY6_SIDE) expect(parseTvSpot('lucky6', side)).not.toBeNull();
    for (const bad of ['pick:', 'pick:81', 'pick:1-2-3-4-5-6-7-8-9-10-11', 'pick:01', 'seg:2'])
      expect(parseTvSpot('keno', bad)).toBeNull();
    for (const bad of ['seg:3', 'seg:02', 'seg:', 'pick:1']) expect(parseTvSpot('wheel', bad)).toBeNull();
    expect(tvSpotMax(spot('keno', 'pick:1-2-3-4-5-6-7-8-9-10'))).toBe(500);
    expect(tvSpotMax(spot('lucky6', 'six:1-2-3-4-5-6'))).toBe(5_000);
    expect(tvSpotMax(spot('wheel', 'seg:2'))).toBe(500_000);
  });

  it('the draw is a pure function of the seed: distinct balls of the pool, the same on every run', async () => {
    const a = await tvDraw('keno', hmac, seed(1), 'tvkeno-1', 7);
    expect(await tvDraw('keno', hmac, seed(1), 'tvkeno-1', 7)).toEqual(a);
    expect(await tvDraw('keno', hmac, seed(1), 'tvkeno-1', 8)).not.toEqual(a);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), async (i) => {
        const balls = await drawBalls(hmac, seed(i), 'lucky6-1', i, 48, 35);
        return balls.length === 35 && new Set(balls).size === 35 && balls.every((b) => b >= 1 && b <= 48);
      }),
      { numRuns: 50 },
    );
    const wheel = await tvDraw('wheel', hmac, seed(2), 'wheel-1', 1);
    expect(wheel.game === 'wheel' && WHEEL_SEGMENTS[wheel.segment] === wheel.value).toBe(true);
  });

  it('first balls are spread evenly over many draws (chi-square, 48 cells)', async () => {
    const counts = new Array<number>(49).fill(0);
    const n = 4_800;
    for (let i = 0; i < n; i++) counts[(await drawBalls(hmac, seed(i), 'x', 1, 48, 1))[0]!]!++;
    const expected = n / 48;
    const chi = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 47 degrees of freedom: the 99.9 % point is ≈ 82.7.
    expect(chi).toBeLessThan(82.7);
  });
});

describe('the bet request', () => {
  it('takes 1–5 draws and up to 20 lines', () => {
    const base = {
      game: 'keno',
      roundId: 1,
      requestId: crypto.randomUUID(),
      lines: [{ spot: 'pick:1', amount: 1 }],
    };
    expect(TvBetRequest.parse(base).draws).toBe(1);
    expect(TvBetRequest.safeParse({ ...base, draws: 5 }).success).toBe(true);
    expect(TvBetRequest.safeParse({ ...base, draws: 6 }).success).toBe(false);
    expect(TvBetRequest.safeParse({ ...base, game: 'bingo' }).success).toBe(false);
    expect(TvBetRequest.safeParse({ ...base, lines: [] }).success).toBe(false);
  });
});
