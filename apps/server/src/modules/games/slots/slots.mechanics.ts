import type { Rng } from '../../../lib/rng.ts';
import type {
  CascadeStep,
  ClusterWin,
  CoinCell,
  CompiledTitle,
  HoldAndWinResult,
  SpinOutcome,
  WaysWin,
} from './slots.types.ts';

// The engine's extensions beyond paylines (issue 11 §5, docs/decisions/0340-more-slots.md): ways to win, cluster pays
// with cascades, and hold-and-win respins. Pure like the engine: the only input besides the title and the bet is
// `rng`. All amounts are kuruş; the bet unit is the total bet / the title's payUnit (a divisor of 100, so whole kuruş
// for every whole-lira bet).

/**
 * Ways wins of a window: for every paying symbol, the reels from the left that each show it (or a wild) somewhere;
 * it pays pays[count] × (product of its cells per reel) × `unitWin`. The wild has no pays of its own.
 */
export function waysWins(title: CompiledTitle, window: number[][], unitWin: number): WaysWin[] {
  const wins: WaysWin[] = [];
  const { wild, pays, kinds } = title;
  for (let s = 0; s < pays.length; s++) {
    if (kinds[s] !== 'regular') continue;
    let ways = 1;
    let count = 0;
    const positions: Array<[number, number]> = [];
    for (let r = 0; r < title.reels; r++) {
      let here = 0;
      window[r]!.forEach((cell, row) => {
        if (cell === s || cell === wild) {
          here++;
          positions.push([r, row]);
        }
      });
      if (here === 0) break;
      ways *= here;
      count++;
    }
    const pay = pays[s]![count] ?? 0;
    if (pay > 0) {
      wins.push({ symbol: title.symbolIds[s]!, count, ways, positions, win: pay * ways * unitWin });
    }
  }
  return wins;
}

/** A cell of a cluster title: drawn from its column's strip used as a bag (every entry equally likely). */
function drawCell(title: CompiledTitle, reel: number, rng: Rng): number {
  const strip = title.strips[reel]!;
  return strip[rng(strip.length)]!;
}

/** Orthogonally connected groups of one symbol of at least `min` cells. */
export function findClusters(
  grid: number[][],
  min: number,
): Array<{ symbol: number; cells: Array<[number, number]> }> {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 0;
  const seen = new Uint8Array(reels * rows);
  const found: Array<{ symbol: number; cells: Array<[number, number]> }> = [];
  for (let r = 0; r < reels; r++) {
    for (let row = 0; row < rows; row++) {
      if (seen[r * rows + row]) continue;
      const symbol = grid[r]![row]!;
      const cells: Array<[number, number]> = [];
      const stack: Array<[number, number]> = [[r, row]];
      seen[r * rows + row] = 1;
      while (stack.length > 0) {
        const [cr, crow] = stack.pop()!;
        cells.push([cr, crow]);
        for (const [nr, nrow] of [
          [cr - 1, crow],
          [cr + 1, crow],
          [cr, crow - 1],
          [cr, crow + 1],
        ] as const) {
          if (nr < 0 || nr >= reels || nrow < 0 || nrow >= rows) continue;
          if (seen[nr * rows + nrow] || grid[nr]![nrow] !== symbol) continue;
          seen[nr * rows + nrow] = 1;
          stack.push([nr, nrow]);
        }
      }
      if (cells.length >= min) {
        cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        found.push({ symbol, cells });
      }
    }
  }
  return found;
}

/**
 * Removes the won cells; in each column the rest falls to the bottom and new symbols drop in from the top (drawn in
 * column order, top to bottom). Mutates and returns `grid`.
 */
export function collapse(
  title: CompiledTitle,
  grid: number[][],
  won: ReadonlyArray<[number, number]>,
  rng: Rng,
): number[][] {
  const removed = new Set(won.map(([r, row]) => r * 1000 + row));
  for (let r = 0; r < grid.length; r++) {
    const column = grid[r]!;
    const kept = column.filter((_, row) => !removed.has(r * 1000 + row));
    const fresh = Array.from({ length: column.length - kept.length }, () => drawCell(title, r, rng));
    grid[r] = [...fresh, ...kept];
  }
  return grid;
}

/** At most this many grids in one cascade (never reached in practice; a bound for the loop). */
const MAX_CASCADE = 60;

/**
 * A cluster spin: a fresh grid, then cascade after cascade while it has a cluster of `min` or more. Step i's wins are
 * multiplied by the title's multipliers[i] (the last one past the end).
 */
export function playCascade(title: CompiledTitle, totalBet: number, rng: Rng): SpinOutcome {
  const rules = title.def.cluster!;
  if (!Number.isSafeInteger(totalBet) || totalBet <= 0 || totalBet % title.payUnit !== 0) {
    throw new RangeError(`${title.def.code}: total bet ${totalBet} is not a multiple of ${title.payUnit}`);
  }
  const unit = totalBet / title.payUnit;
  let grid = Array.from({ length: title.reels }, (_, r) =>
    Array.from({ length: title.rows }, () => drawCell(title, r, rng)),
  );
  const first = grid.map((column) => column.map((s) => title.symbolIds[s]!));
  const steps: CascadeStep[] = [];
  let win = 0;
  for (let step = 0; step < MAX_CASCADE; step++) {
    const multiplier = rules.multipliers[Math.min(step, rules.multipliers.length - 1)]!;
    const clusters = findClusters(grid, rules.min);
    const wins: ClusterWin[] = clusters.map(({ symbol, cells }) => ({
      symbol: title.symbolIds[symbol]!,
      size: cells.length,
      positions: cells,
      win: (title.pays[symbol]![cells.length] ?? 0) * unit * multiplier,
    }));
    const stepWin = wins.reduce((sum, w) => sum + w.win, 0);
    steps.push({
      grid: grid.map((column) => column.map((s) => title.symbolIds[s]!)),
      clusters: wins,
      multiplier,
      win: stepWin,
    });
    if (clusters.length === 0) break;
    win += stepWin;
    grid = collapse(
      title,
      grid,
      clusters.flatMap((c) => c.cells),
      rng,
    );
  }
  return {
    stops: [],
    grid: first,
    lineWins: [],
    scatter: { count: 0, positions: [], win: 0, freeSpinsAwarded: 0 },
    multiplier: 1,
    win,
    cascades: steps,
  };
}

/** A coin's value: one of the title's values (bet units) by weight, in kuruş. */
function coinValue(title: CompiledTitle, totalBet: number, rng: Rng): number {
  const { values } = title.def.holdAndWin!;
  const total = values.reduce((sum, [, w]) => sum + w, 0);
  let pick = rng(total);
  for (const [value, weight] of values) {
    if (pick < weight) return value * (totalBet / title.payUnit);
    pick -= weight;
  }
  throw new Error('unreachable');
}

/** Values for the money symbols of a base window (reel by reel, top to bottom). */
export function drawCoins(title: CompiledTitle, grid: string[][], totalBet: number, rng: Rng): CoinCell[] {
  const coinId = title.symbolIds[title.coin];
  const coins: CoinCell[] = [];
  grid.forEach((column, reel) =>
    column.forEach((id, row) => {
      if (id === coinId) coins.push({ reel, row, value: coinValue(title, totalBet, rng) });
    }),
  );
  return coins;
}

/**
 * The hold-and-win feature: the coins that started it are held; each respin every empty cell lands a coin with the
 * title's chance (cells in reel order, top to bottom). A respin that lands a coin resets the respins; the feature
 * ends when they run out or every cell holds a coin (then the grand prize is added). Pays every coin held.
 */
export function playHoldAndWin(
  title: CompiledTitle,
  start: readonly CoinCell[],
  totalBet: number,
  rng: Rng,
): HoldAndWinResult {
  const rules = title.def.holdAndWin!;
  const cells = title.reels * title.rows;
  const held = new Map(start.map((c) => [c.reel * title.rows + c.row, c]));
  const respins: HoldAndWinResult['respins'] = [];
  let left = rules.respins;
  while (left > 0 && held.size < cells) {
    const landed: CoinCell[] = [];
    for (let reel = 0; reel < title.reels; reel++) {
      for (let row = 0; row < title.rows; row++) {
        if (held.has(reel * title.rows + row)) continue;
        if (rng(rules.landChance[1]) < rules.landChance[0]) {
          landed.push({ reel, row, value: coinValue(title, totalBet, rng) });
        }
      }
    }
    for (const c of landed) held.set(c.reel * title.rows + c.row, c);
    left = landed.length > 0 ? rules.respins : left - 1;
    respins.push({ landed, left });
  }
  const coins = [...held.values()].sort((a, b) => a.reel - b.reel || a.row - b.row);
  const full = coins.length === cells;
  const grand = full ? rules.grand * (totalBet / title.payUnit) : 0;
  return { respins, coins, full, grand, win: coins.reduce((sum, c) => sum + c.value, 0) + grand };
}
