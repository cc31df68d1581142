import { describe, expect, it } from 'vitest';
import { SLOT_TITLES } from '@kasa/contract/slots';
import { seededRng, type Rng } from '../../../lib/rng.ts';
import {
  compileTitle,
  evaluate,
  playBoughtRound,
  playRound,
  windowAt,
  type SlotTitleDef,
} from './slots.engine.ts';
import { clusterSimulation, exactMath, holdAndWinFinal, waysHitFrequency } from './slots.math.ts';
import { collapse, findClusters, playCascade, playHoldAndWin } from './slots.mechanics.ts';
import {
  ANATOLIAN_SPICES,
  BOSPHORUS_NIGHTS,
  GOLD_RUSH,
  MORE_SLOT_TITLES,
  OLYMPOS_THUNDER,
  strip,
} from './slots.titles-more.ts';

// The engine extensions of issue 11 §5 (docs/decisions/0340-more-slots.md): cluster pays with cascades, ways to win,
// hold-and-win respins, the buy feature — each on a small title whose outcome a scripted generator decides.

/** An RNG that returns the given values in turn (each must be below the asked maximum), then `rest`. */
function scripted(values: number[], rest: Rng = () => 0): Rng {
  let i = 0;
  return (max) => {
    if (i >= values.length) return rest(max);
    const v = values[i++]!;
    if (v >= max) throw new Error(`scripted value ${v} ≥ ${max}`);
    return v;
  };
}

// ---- cluster pays ----

/** 4×4 cluster title; every column's bag is [A, B, C, D], so a drawn value 0..3 picks the symbol. */
const CLUSTER_TOY: SlotTitleDef = {
  code: 'cluster-toy',
  name: 'Cluster toy',
  declaredRtp: 0,
  volatility: 'low',
  mechanic: 'cluster',
  payUnit: 100,
  rows: 4,
  cluster: { min: 4, multipliers: [1, 2, 3] },
  symbols: [
    { id: 'A', kind: 'regular', pays: { 4: 10, 6: 50 } },
    { id: 'B', kind: 'regular', pays: { 4: 5 } },
    { id: 'C', kind: 'regular', pays: { 4: 2 } },
    { id: 'D', kind: 'regular', pays: { 4: 1 } },
  ],
  strips: [0, 1, 2, 3].map(() => ['A', 'B', 'C', 'D']),
  lines: [],
  freeSpins: null,
};
const A = 0;
const B = 1;
const C = 2;
const D = 3;

describe('cluster pays', () => {
  it('counts a connected group of exactly the minimum and ignores a diagonal chain', () => {
    const grid = [
      [A, A, C, B],
      [A, D, B, C],
      [A, C, D, B],
      [D, B, C, D],
    ];
    // A: (0,0),(0,1),(1,0),(2,0) — connected, size 4. B: (0,3),(1,2),(2,3)… diagonal only.
    const clusters = findClusters(grid, 4);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toEqual({
      symbol: A,
      cells: [
        [0, 0],
        [0, 1],
        [1, 0],
        [2, 0],
      ],
    });
  });

  it('a cascade removes the won cells, lets the rest fall and drops new symbols in from the top', () => {
    const title = compileTitle(CLUSTER_TOY);
    const grid = [
      [B, C, A, A],
      [D, C, B, A],
      [C, D, B, A],
      [B, C, D, C],
    ];
    // Won: column 0 rows 2-3, column 1 row 3, column 2 row 3. New symbols drawn column by column (top first).
    const next = collapse(
      title,
      grid.map((c) => [...c]),
      [
        [0, 2],
        [0, 3],
        [1, 3],
        [2, 3],
      ],
      scripted([D, D, C, B]),
    );
    expect(next).toEqual([
      [D, D, B, C],
      [C, D, C, B],
      [B, C, D, B],
      [B, C, D, C],
    ]);
  });

  it('pays every cascade step with its rising multiplier until a grid has no cluster', () => {
    // First grid (column by column, top to bottom): an A cluster of 4 in the top-left corner.
    const first = [
      [A, A, B, C],
      [A, A, C, D],
      [C, D, B, C],
      [D, B, D, B],
    ];
    // New cells for the 4 removed ones (2 per column 0 and 1): D D in column 0, C B in column 1 → no cluster.
    const rng = scripted([...first.flat(), D, B, B, D]);
    const spin = playCascade(compileTitle(CLUSTER_TOY), 100, rng);
    expect(spin.cascades).toHaveLength(2);
    expect(spin.cascades![0]!.clusters).toEqual([
      {
        symbol: 'A',
        size: 4,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
        win: 10,
      },
    ]);
    expect(spin.cascades![1]).toMatchObject({ clusters: [], multiplier: 2, win: 0 });
    expect(spin.cascades![1]!.grid[0]).toEqual(['D', 'B', 'B', 'C']);
    expect(spin.win).toBe(10);
  });

  it('a second cluster in the cascade pays at the doubled multiplier; sizes above the top key pay the top key', () => {
    const first = [
      [A, A, B, C],
      [A, A, C, D],
      [C, D, B, C],
      [D, B, D, B],
    ];
    // Column 0 gets B B on top → B B B C; column 1 gets B B → B B C D; with column 0's B at row 2 … B cluster of 5.
    const rng = scripted([...first.flat(), B, B, B, B, C, D, A, D, C, A]);
    const spin = playCascade(compileTitle(CLUSTER_TOY), 100, rng);
    expect(spin.cascades![1]!.clusters).toEqual([
      expect.objectContaining({ symbol: 'B', size: 5, win: 5 * 1 * 2 }),
    ]);
    expect(spin.cascades![1]!.multiplier).toBe(2);
    expect(spin.win).toBe(10 + 10 + (spin.cascades![2]?.win ?? 0));
    // A cluster of 7 A's pays A's 6+ amount.
    expect(compileTitle(CLUSTER_TOY).pays[A]![7]).toBe(50);
  });
});

// ---- ways ----

/** 3 reels × 2 rows, 8 ways. W is the wild (reels 2-3 only in real titles; here anywhere), S the scatter. */
const WAYS_TOY: SlotTitleDef = {
  code: 'ways-toy',
  name: 'Ways toy',
  declaredRtp: 0,
  volatility: 'low',
  mechanic: 'ways',
  payUnit: 10,
  rows: 2,
  symbols: [
    { id: 'W', kind: 'wild', pays: {} },
    { id: 'A', kind: 'regular', pays: { 2: 1, 3: 5 } },
    { id: 'B', kind: 'regular', pays: { 3: 2 } },
    { id: 'S', kind: 'scatter', pays: { 2: 3 } },
  ],
  strips: [
    ['A', 'A', 'B', 'S', 'B'],
    ['A', 'W', 'B', 'A', 'S'],
    ['B', 'A', 'W', 'A', 'B'],
  ],
  lines: [],
  freeSpins: null,
};

describe('ways to win', () => {
  const toy = compileTitle(WAYS_TOY);

  it('multiplies the cells showing the symbol (or a wild) on each adjacent reel from the left', () => {
    // Window: reel 0 [A, A], reel 1 [A, W], reel 2 [A, W] → A: 2 × 2 × 2 = 8 ways of 3; B none on reel 0.
    const spin = evaluate(toy, [0, 0, 1], 1000);
    expect(spin.grid).toEqual([
      ['A', 'A'],
      ['A', 'W'],
      ['A', 'W'],
    ]);
    expect(spin.ways).toEqual([
      {
        symbol: 'A',
        count: 3,
        ways: 8,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
          [2, 0],
          [2, 1],
        ],
        win: 5 * 8 * 100,
      },
    ]);
    expect(spin.win).toBe(4000);
  });

  it('stops at the first reel without the symbol and pays the shorter run when it has a pay', () => {
    // reel 0 [A, B], reel 1 [W, B], reel 2 [W, A]: A 1×1×2 = 2 ways of 3; B 1×2×1 (wild on reel 2) = 2 ways of 3.
    const spin = evaluate(toy, [1, 1, 2], 1000);
    expect(spin.grid).toEqual([
      ['A', 'B'],
      ['W', 'B'],
      ['W', 'A'],
    ]);
    expect(spin.ways!.map((w) => [w.symbol, w.count, w.ways, w.win])).toEqual([
      ['A', 3, 2, 5 * 2 * 100],
      ['B', 3, 2, 2 * 2 * 100],
    ]);
    // reel 0 [B, S], reel 1 [A, W], reel 2 [B, A]: A absent from reel 0 → nothing for A; B 1×1×1.
    const other = evaluate(toy, [2 + 1, 0, 0], 1000);
    expect(other.grid[0]).toEqual(['S', 'B']);
    expect(other.ways!.find((w) => w.symbol === 'A')).toBeUndefined();
  });

  it('the exact ways return and hit frequency equal a walk over every stop combination', () => {
    let total = 0;
    let hits = 0;
    let n = 0;
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 5; b++)
        for (let c = 0; c < 5; c++) {
          const spin = evaluate(toy, [a, b, c], 1000);
          total += spin.win / 1000;
          if (spin.win > 0) hits++;
          n++;
        }
    const math = exactMath(WAYS_TOY);
    expect(math.rtp).toBeCloseTo(total / n, 12);
    expect(waysHitFrequency(WAYS_TOY)).toBeCloseTo(hits / n, 12);
  });

  it('Bosphorus Nights has 243 ways and its wild only on the middle reels', () => {
    const title = compileTitle(BOSPHORUS_NIGHTS);
    expect(title.rows ** title.reels).toBe(243);
    const wild = title.wild;
    expect(title.strips.map((s) => s.includes(wild))).toEqual([false, true, true, true, false]);
  });
});

// ---- hold-and-win ----

/** 2 reels × 2 rows; coin C. Trigger 2, 3 respins, a coin lands when the draw is 0 of 2. */
const HOLD_TOY: SlotTitleDef = {
  code: 'hold-toy',
  name: 'Hold toy',
  declaredRtp: 0,
  volatility: 'low',
  rows: 2,
  symbols: [
    { id: 'X', kind: 'regular', pays: { 2: 1 } },
    { id: 'C', kind: 'coin', pays: {} },
  ],
  strips: [
    ['C', 'C', 'X', 'X'],
    ['X', 'X', 'C', 'X'],
  ],
  lines: [[0, 0]],
  freeSpins: null,
  holdAndWin: {
    trigger: 2,
    respins: 3,
    landChance: [1, 2],
    values: [
      [1, 1],
      [2, 1],
    ],
    grand: 10,
  },
};

describe('hold-and-win', () => {
  const title = compileTitle(HOLD_TOY);

  it('holds the coins, resets the respins to 3 on a landing and counts down on a blank', () => {
    const start = [
      { reel: 0, row: 0, value: 1 },
      { reel: 0, row: 1, value: 1 },
    ];
    // Empty cells each respin: (1,0), (1,1). Respin 1: blank, blank → 2 left. Respin 2: (1,0) lands (value draw 1 → 2
    // units), (1,1) blank → 3 left. Respins 3-5: blank → 2, 1, 0.
    const rng = scripted([1, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
    const result = playHoldAndWin(title, start, 1, rng);
    expect(result.respins.map((r) => r.left)).toEqual([2, 3, 2, 1, 0]);
    expect(result.respins[1]!.landed).toEqual([{ reel: 1, row: 0, value: 2 }]);
    expect(result.full).toBe(false);
    expect(result.win).toBe(1 + 1 + 2);
  });

  it('ends at once when every cell is filled and adds the grand prize', () => {
    const start = [
      { reel: 0, row: 0, value: 1 },
      { reel: 0, row: 1, value: 1 },
    ];
    const result = playHoldAndWin(title, start, 1, scripted([0, 0, 0, 0]));
    expect(result.respins).toEqual([
      {
        landed: [
          { reel: 1, row: 0, value: 1 },
          { reel: 1, row: 1, value: 1 },
        ],
        left: 3,
      },
    ]);
    expect(result).toMatchObject({ full: true, grand: 10, win: 4 + 10 });
  });

  it('a base spin with enough coins plays the feature and pays it with the spin; fewer coins pay nothing extra', () => {
    // Stops [0, 2]: reel 0 shows C C, reel 1 shows C X → 3 coins.
    const round = playRound(HOLD_TOY, 2, scripted([0, 2], seededRng(3)));
    expect(round.base.coins).toHaveLength(3);
    expect(round.base.holdAndWin).toBeDefined();
    expect(round.base.win).toBe(
      round.base.holdAndWin!.win + round.base.lineWins.reduce((s, w) => s + w.win, 0),
    );
    const quiet = playRound(HOLD_TOY, 2, scripted([2, 0], seededRng(3)));
    expect(quiet.base.coins).toHaveLength(0);
    expect(quiet.base.holdAndWin).toBeUndefined();
  });

  it('the Markov chain matches a hand-computed case and the simulated feature', () => {
    // 2 cells, 1 held, 1 respin, p = ½: P(final 2) = ½ (then full) — final [0, ½, ½].
    expect(holdAndWinFinal(2, 1, 0.5, 1)).toEqual([0, 0.5, 0.5]);
    // 2 respins: P(end with 1) = ¼.
    expect(holdAndWinFinal(2, 2, 0.5, 1)[1]).toBeCloseTo(0.25, 12);
    const math = exactMath(HOLD_TOY);
    const rng = seededRng(5);
    const rounds = 200_000;
    let sum = 0;
    for (let i = 0; i < rounds; i++) sum += playRound(HOLD_TOY, 2, rng).totalWin / 2;
    expect(Math.abs(sum / rounds - math.rtp)).toBeLessThan(0.02);
  });

  it('Gold Rush starts with six coins and pays the feature in kuruş of the bet', () => {
    expect(GOLD_RUSH.holdAndWin!.trigger).toBe(6);
    const window = windowAt(compileTitle(GOLD_RUSH), [0, 0, 0, 0, 0]);
    expect(window).toHaveLength(5);
  });
});

// ---- buy feature ----

describe('buy feature', () => {
  it('plays the bought number of free spins (retriggers on top) and pays nothing for the starting window', () => {
    const rng = seededRng(17);
    for (let i = 0; i < 50; i++) {
      const round = playBoughtRound(OLYMPOS_THUNDER, 100, rng);
      expect(round.base.win).toBe(0);
      expect(round.freeSpins.length).toBeGreaterThanOrEqual(OLYMPOS_THUNDER.buy!.spins);
      expect(round.freeSpins.every((s) => s.multiplier === 3)).toBe(true);
      expect(round.totalWin).toBe(round.freeSpins.reduce((sum, s) => sum + s.win, 0));
    }
  });

  it('its own exact RTP is 95–97% and agrees with a simulation', () => {
    const math = exactMath(OLYMPOS_THUNDER);
    expect(math.buyRtp).toBeGreaterThanOrEqual(0.95);
    expect(math.buyRtp).toBeLessThanOrEqual(0.97);
    const rng = seededRng(23);
    const rounds = 20_000;
    const cost = OLYMPOS_THUNDER.buy!.cost * 100;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const r = playBoughtRound(OLYMPOS_THUNDER, 100, rng).totalWin / cost;
      sum += r;
      squares += r * r;
    }
    const mean = sum / rounds;
    const se = Math.sqrt(squares / rounds - mean * mean) / Math.sqrt(rounds);
    expect(Math.abs(mean - math.buyRtp!)).toBeLessThan(3.9 * se);
  });

  it('a title without a buy feature refuses to play one', () => {
    expect(() => playBoughtRound(GOLD_RUSH, 100, seededRng(1))).toThrow(/no feature to buy/);
  });
});

// ---- the six titles ----

describe('the six new titles', () => {
  const exactTitles = MORE_SLOT_TITLES.filter((d) => d.mechanic !== 'cluster');

  it.each(exactTitles.map((d) => [d.name, d] as const))(
    '%s: the exact RTP is within 95–97% and equals the declared one to the shown precision',
    (_, def) => {
      const math = exactMath(def);
      expect(math.rtp).toBeGreaterThanOrEqual(0.95);
      expect(math.rtp).toBeLessThanOrEqual(0.97);
      expect(Math.abs(math.rtp - def.declaredRtp)).toBeLessThan(5e-5);
    },
  );

  it.each(exactTitles.map((d) => [d.name, d] as const))(
    '%s: a seeded simulation agrees with the exact RTP',
    (_, def) => {
      const rounds = 100_000;
      const rng = seededRng(20261124);
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        const r = playRound(def, 100, rng).totalWin / 100;
        sum += r;
        squares += r * r;
      }
      const mean = sum / rounds;
      const se = Math.sqrt(squares / rounds - mean * mean) / Math.sqrt(rounds);
      expect(Math.abs(mean - exactMath(def).rtp)).toBeLessThan(3.9 * se);
    },
  );

  it('Anatolian Spices: a short simulation agrees with the declared (10^7-spin) RTP', () => {
    const sim = clusterSimulation(ANATOLIAN_SPICES, 100_000, 7);
    const se = sim.sd / Math.sqrt(sim.spins);
    expect(Math.abs(sim.rtp - ANATOLIAN_SPICES.declaredRtp)).toBeLessThan(3.9 * se);
    expect(compileTitle(ANATOLIAN_SPICES)).toMatchObject({ reels: 7, rows: 7, mechanic: 'cluster' });
  });

  it('every title is in the catalog list with its declared RTP, and the strips are their seeded shuffles', () => {
    for (const def of MORE_SLOT_TITLES) {
      expect(SLOT_TITLES).toContainEqual({
        code: def.code,
        name: def.name,
        declaredRtp: Math.round(def.declaredRtp * 10000) / 100,
        volatility: def.volatility,
      });
    }
    expect(strip({ a: 2, b: 1 }, 1)).toEqual(strip({ a: 2, b: 1 }, 1));
    expect([...strip({ a: 2, b: 1 }, 1)].sort()).toEqual(['a', 'a', 'b']);
  });
});
