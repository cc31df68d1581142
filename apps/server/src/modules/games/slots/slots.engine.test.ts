import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '../../../lib/rng.ts';
import { compileTitle, evaluate, linePay, playRound, type SlotTitleDef } from './slots.engine.ts';
import { SLOT_TITLE_DEFS, SULTANS_GOLD } from './slots.titles.ts';

// A small title whose strips are laid out so each test can pick its window by the stops.
const TOY: SlotTitleDef = {
  code: 'toy',
  name: 'Toy',
  declaredRtp: 0,
  volatility: 'low',
  rows: 3,
  symbols: [
    { id: 'W', kind: 'wild', pays: { 3: 50, 4: 100, 5: 500 } },
    { id: 'A', kind: 'regular', pays: { 3: 5, 4: 20, 5: 80 } },
    { id: 'B', kind: 'regular', pays: { 2: 1, 3: 4, 4: 10, 5: 40 } },
    { id: 'C', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
    { id: 'S', kind: 'scatter', pays: { 2: 1, 3: 5, 4: 20, 5: 100 } },
  ],
  strips: [
    ['A', 'B', 'C', 'W', 'S', 'C', 'B'],
    ['A', 'B', 'C', 'W', 'S', 'C', 'B'],
    ['A', 'B', 'C', 'W', 'S', 'C', 'B'],
    ['A', 'B', 'C', 'W', 'S', 'C', 'B'],
    ['A', 'B', 'C', 'W', 'S', 'C', 'B'],
  ],
  lines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
  ],
  freeSpins: { awards: { 3: 2, 4: 3, 5: 4 }, multiplier: 3, maxTotal: 7 },
};
const toy = compileTitle(TOY);
const ids = (...symbols: string[]) => symbols.map((s) => toy.symbolIds.indexOf(s));

/** An RNG that returns the given values in turn (each must be below the asked maximum). */
function scripted(values: number[]): Rng {
  let i = 0;
  return (max) => {
    const v = values[i++ % values.length]!;
    if (v >= max) throw new Error(`scripted value ${v} ≥ ${max}`);
    return v;
  };
}

describe('line evaluation', () => {
  it('pays the leftmost run, wilds standing in for the symbol that names it', () => {
    expect(linePay(toy, ids('A', 'A', 'A', 'C', 'A'))).toMatchObject({ count: 3, pay: 5 });
    expect(linePay(toy, ids('W', 'A', 'W', 'A', 'C'))).toMatchObject({ count: 4, pay: 20 });
    expect(linePay(toy, ids('A', 'W', 'W', 'W', 'W'))).toMatchObject({ count: 5, pay: 80 });
  });

  it('pays nothing for a run that does not start on the first reel', () => {
    expect(linePay(toy, ids('C', 'A', 'A', 'A', 'A')).pay).toBe(0);
  });

  it('a scatter ends a run and is never substituted', () => {
    expect(linePay(toy, ids('A', 'A', 'S', 'A', 'A')).pay).toBe(0);
    expect(linePay(toy, ids('S', 'S', 'S', 'S', 'S')).pay).toBe(0);
  });

  it('a run of wilds alone pays the wild table when that is better than the symbol after it', () => {
    // W W W C C: wilds alone 50, as C×5 only 10.
    expect(linePay(toy, ids('W', 'W', 'W', 'C', 'C'))).toMatchObject({ symbol: toy.wild, count: 3, pay: 50 });
    // W W A A A: A×5 = 80 beats wild×2 (pays nothing).
    expect(linePay(toy, ids('W', 'W', 'A', 'A', 'A'))).toMatchObject({ count: 5, pay: 80 });
  });

  it('a symbol may pay from two of a kind when its table says so', () => {
    expect(linePay(toy, ids('B', 'B', 'C', 'C', 'C'))).toMatchObject({ count: 2, pay: 1 });
  });
});

describe('evaluate', () => {
  it('shows the window from each stop down, wrapping round the strip', () => {
    const out = evaluate(toy, [6, 0, 1, 2, 3], 30);
    expect(out.grid).toEqual([
      ['B', 'A', 'B'],
      ['A', 'B', 'C'],
      ['B', 'C', 'W'],
      ['C', 'W', 'S'],
      ['W', 'S', 'C'],
    ]);
  });

  it('pays each winning line in kuruş (line bet × pay) with the cells of its run', () => {
    // All reels at stop 0: rows A / B / C on every reel → A×5, B×5, C×5 on the three lines.
    const out = evaluate(toy, [0, 0, 0, 0, 0], 300);
    expect(out.lineWins.map((w) => [w.line, w.symbol, w.count, w.win])).toEqual([
      [0, 'A', 5, 80 * 100],
      [1, 'B', 5, 40 * 100],
      [2, 'C', 5, 10 * 100],
    ]);
    expect(out.lineWins[1]!.positions).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(out.win).toBe(13000);
  });

  it('pays scatters anywhere in the window (total bet × pay) and awards free spins', () => {
    // Stop 4 shows S, C, B: five scatters on the top row.
    const out = evaluate(toy, [4, 4, 4, 4, 4], 30);
    expect(out.scatter).toMatchObject({ count: 5, win: 100 * 30, freeSpinsAwarded: 4 });
    expect(out.scatter.positions).toHaveLength(5);
    // Scatters on different rows count the same: reels 0-2 show S on rows 0, 1, 2.
    const mixed = evaluate(toy, [4, 3, 2, 0, 0], 30);
    expect(mixed.scatter).toMatchObject({ count: 3, win: 5 * 30, freeSpinsAwarded: 2 });
  });

  it('multiplies every win in free spins and never awards past the cap', () => {
    const out = evaluate(toy, [4, 4, 4, 4, 4], 30, 3, 1);
    expect(out.scatter).toMatchObject({ win: 100 * 30 * 3, freeSpinsAwarded: 1 });
  });

  it('refuses a total bet that is not a whole number of kuruş per line', () => {
    expect(() => evaluate(toy, [0, 0, 0, 0, 0], 31)).toThrow(RangeError);
    expect(() => evaluate(toy, [0, 0, 0, 0, 0], 0)).toThrow(RangeError);
  });
});

describe('playRound', () => {
  it('plays every awarded free spin, retriggers included, up to the cap', () => {
    // Every spin lands on five scatters: 4 awarded, then each free spin retriggers until the cap of 7 is reached.
    const round = playRound(TOY, 30, scripted([4]));
    expect(round.base.scatter.freeSpinsAwarded).toBe(4);
    expect(round.freeSpins).toHaveLength(7);
    expect(round.freeSpins.map((s) => s.scatter.freeSpinsAwarded)).toEqual([3, 0, 0, 0, 0, 0, 0]);
    expect(round.freeSpins.every((s) => s.multiplier === 3)).toBe(true);
    // Each spin: scatters 100 × 30, lines C×5 and B×5 at a line bet of 10 → 3000 + 100 + 400.
    expect(round.base.win).toBe(3500);
    expect(round.totalWin).toBe(3500 + 7 * 3 * 3500);
  });

  it('has no free spins when the base spin does not trigger them', () => {
    const round = playRound(TOY, 30, scripted([0]));
    expect(round.freeSpins).toEqual([]);
    expect(round.totalWin).toBe(round.base.win);
  });

  it('is a function of the random numbers alone: the same seed gives the same round', () => {
    for (const def of SLOT_TITLE_DEFS) {
      const a = Array.from(
        { length: 50 },
        (
          (rng) => () =>
            playRound(def, 100, rng)
        )(seededRng(7)),
      );
      const b = Array.from(
        { length: 50 },
        (
          (rng) => () =>
            playRound(def, 100, rng)
        )(seededRng(7)),
      );
      expect(b).toEqual(a);
    }
  });

  it('pays whole kuruş for every bet level of every title', () => {
    const rng = seededRng(11);
    for (const def of SLOT_TITLE_DEFS) {
      for (const bet of [100, 200, 500, 1000, 2000, 5000, 10000]) {
        const round = playRound(def, bet, rng);
        expect(Number.isSafeInteger(round.totalWin)).toBe(true);
      }
    }
  });

  it('compiles every title (strips name known symbols, lines fit the window)', () => {
    for (const def of SLOT_TITLE_DEFS) expect(compileTitle(def).reels).toBe(def.strips.length);
    expect(compileTitle(SULTANS_GOLD).lines).toHaveLength(20);
  });
});
