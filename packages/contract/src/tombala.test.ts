import { createHmac, randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TombalaBuyRequest, TombalaChatRequest } from './tombala.ts';
import {
  TOMBALA_SPLIT_BP,
  columnOf,
  completeLines,
  filterChat,
  generateStrip,
  numbersToGo,
  prizeAmounts,
  splitPrize,
  stripProblem,
  ticketNumbers,
  ticketProblem,
  tombalaSequence,
  type TombalaGrid,
} from './tombala-rules.ts';

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** A seeded generator for the property (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  };
}

const ALL = Array.from({ length: 90 }, (_, i) => i + 1).join();

describe('tombala strips', () => {
  it('every strip holds 1–90 exactly once over six tickets of 3×9, five numbers a row, in their columns', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const strip = generateStrip(seeded(seed));
        expect(stripProblem(strip)).toBeNull();
        // The layout again, written out independently of stripProblem.
        const layoutOk = strip.every(
          (grid) =>
            grid.length === 3 &&
            grid.every(
              (row) =>
                row.length === 9 &&
                row.filter((n) => n > 0).length === 5 &&
                row.every((n, c) => n === 0 || columnOf(n) === c),
            ) &&
            [...Array(9).keys()].every((c) => grid.some((row) => row[c]! > 0)),
        );
        expect(layoutOk).toBe(true);
        expect(
          strip
            .flatMap(ticketNumbers)
            .sort((a, b) => a - b)
            .join(),
        ).toBe(ALL);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('builds strips from the crypto source as well', () => {
    for (let i = 0; i < 50; i++) expect(stripProblem(generateStrip((n) => randomInt(n)))).toBeNull();
  });

  it('the layout check refuses broken tickets and strips', () => {
    const strip = generateStrip(seeded(7));
    const grid = strip[0]!.map((row) => [...row]);
    // Swap a number into the wrong column.
    const c = grid[0]!.findIndex((n) => n > 0);
    const wrong = grid.map((row) => [...row]);
    wrong[0]![c === 8 ? 7 : c + 1] = grid[0]![c]!;
    wrong[0]![c] = 0;
    expect(ticketProblem(wrong)).not.toBeNull();
    expect(ticketProblem([grid[0]!, grid[1]!])).toBe('rows');
    expect(stripProblem([strip[0]!, strip[0]!, strip[1]!, strip[2]!, strip[3]!, strip[4]!])).toBe('numbers');
  });
});

describe('tombala lines and full house', () => {
  const grid: TombalaGrid = [
    [1, 0, 21, 0, 41, 0, 61, 0, 81],
    [0, 12, 0, 32, 0, 52, 0, 72, 82],
    [3, 13, 0, 33, 0, 0, 63, 73, 0],
  ];

  it('counts complete rows: none, one, two, all three', () => {
    expect(ticketProblem(grid)).toBeNull();
    const called = new Set<number>([1, 21, 41, 61]);
    expect(completeLines(grid, called)).toBe(0);
    called.add(81);
    expect(completeLines(grid, called)).toBe(1);
    [12, 32, 52, 72].forEach((n) => called.add(n));
    expect(completeLines(grid, called)).toBe(1);
    called.add(82);
    expect(completeLines(grid, called)).toBe(2);
    [3, 13, 33, 63].forEach((n) => called.add(n));
    expect(completeLines(grid, called)).toBe(2);
    called.add(73);
    expect(completeLines(grid, called)).toBe(3);
  });

  it("counts the best ticket's numbers to go for each prize", () => {
    const called = new Set<number>([1, 21, 41, 12, 32, 3]);
    expect(numbersToGo(grid, called, 'cinko1')).toBe(2);
    expect(numbersToGo(grid, called, 'cinko2')).toBe(5);
    expect(numbersToGo(grid, called, 'tombala')).toBe(9);
    expect(numbersToGo(grid, new Set(ticketNumbers(grid)), 'tombala')).toBe(0);
  });

  it('the call order is a permutation of 1–90 fixed by the seed', async () => {
    const a = await tombalaSequence(hmac, 'ab'.repeat(32), 'cinar', 3);
    const b = await tombalaSequence(hmac, 'ab'.repeat(32), 'cinar', 3);
    const c = await tombalaSequence(hmac, 'ab'.repeat(32), 'cinar', 4);
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('tombala prizes', () => {
  it('splits ticket sales into house, jackpot and the three prizes (10 000 bp)', () => {
    expect(Object.values(TOMBALA_SPLIT_BP).reduce((s, n) => s + n, 0)).toBe(10_000);
    expect(prizeAmounts(10_000)).toEqual({ cinko1: 1_500, cinko2: 2_500, tombala: 4_800 });
  });

  it('shares a prize equally, the remainder one kuruş each to the lowest ticket ids, nothing lost', () => {
    expect([...splitPrize(100, [9, 3, 5])]).toEqual([
      [3, 34],
      [5, 33],
      [9, 33],
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 40 }),
        (amount, ids) => {
          const shares = [...splitPrize(amount, ids).values()];
          expect(shares.reduce((s, n) => s + n, 0)).toBe(amount);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('tombala chat filter and requests', () => {
  it('masks Turkish and English blocked words whatever their case or Turkish letters', () => {
    expect(filterChat('Sen SALAK mısın')).toEqual({ text: 'Sen ***** mısın', masked: true });
    expect(filterChat('gerizekalı oyun').text).toBe('********** oyun');
    expect(filterChat('what the FUCK').text).toBe('what the ****');
    expect(filterChat('shiiiit')).toEqual({ text: '*******', masked: true });
    expect(filterChat('Tombala! 1. çinko geldi')).toEqual({ text: 'Tombala! 1. çinko geldi', masked: false });
    // Words that merely contain a blocked one are left alone.
    expect(filterChat('salakça değil, classic').masked).toBe(false);
  });

  it('takes 1–6 tickets and chat lines of 1–200 characters', () => {
    const ok = { gameId: 1, requestId: '3f0c2a9e-1b2c-4d5e-8f90-123456789abc', count: 6 };
    expect(TombalaBuyRequest.safeParse(ok).success).toBe(true);
    expect(TombalaBuyRequest.safeParse({ ...ok, count: 7 }).success).toBe(false);
    expect(TombalaBuyRequest.safeParse({ ...ok, count: 0 }).success).toBe(false);
    expect(TombalaChatRequest.safeParse({ text: '  ' }).success).toBe(false);
    expect(TombalaChatRequest.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
  });
});
