import type { Rng } from '../../../lib/rng.ts';
import { drawCoins, playCascade, playHoldAndWin, waysWins } from './slots.mechanics.ts';
import type {
  SlotTitleDef,
  CompiledTitle,
  LineWin,
  ScatterResult,
  WaysWin,
  SpinOutcome,
} from './slots.types.ts';
export type {
  SymbolKind,
  SymbolDef,
  SlotMechanic,
  ClusterRules,
  HoldAndWinRules,
  BuyRules,
  FreeSpinRules,
  SlotTitleDef,
  CompiledTitle,
  LineWin,
  ScatterResult,
  WaysWin,
  ClusterWin,
  CascadeStep,
  CoinCell,
  HoldAndWinResult,
  SpinOutcome,
} from './slots.types.ts';

/**
 * The slots engine (issue 4 §4): reels with strips, paylines, wilds that substitute, scatters that pay anywhere and
 * award free spins (with retriggers up to a cap). Pure: the only input besides the title and the bet is `rng`, a
 * uniform integer source — `crypto.randomInt` in play, a seeded generator in tests. No balance is ever consulted.
 *
 * Units: a title's line pays are multiples of the LINE bet, its scatter pays multiples of the TOTAL bet. The total bet
 * (kuruş) must be a multiple of the title's line count, so every win is a whole number of kuruş.
 */

const compiled = new WeakMap<SlotTitleDef, CompiledTitle>();

export function compileTitle(def: SlotTitleDef): CompiledTitle {
  const cached = compiled.get(def);
  if (cached) return cached;
  const reels = def.strips.length;
  const symbolIds = def.symbols.map((s) => s.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const mechanic = def.mechanic ?? 'lines';
  const pays = def.symbols.map((s) => {
    if (mechanic === 'cluster') {
      // Size → pay, sizes above the largest key paying its amount.
      const row = new Array<number>(reels * def.rows + 1).fill(0);
      const keys = Object.keys(s.pays).map(Number);
      for (let size = 1; size < row.length; size++) {
        const key = Math.max(-1, ...keys.filter((k) => k <= size));
        row[size] = key > 0 ? s.pays[key]! : 0;
      }
      return row;
    }
    const row = new Array<number>(reels + 1).fill(0);
    for (const [count, pay] of Object.entries(s.pays)) row[Number(count)] = pay;
    return row;
  });
  const payUnit = mechanic === 'lines' ? def.lines.length : (def.payUnit ?? 0);
  if (!(payUnit > 0 && 100 % payUnit === 0) && mechanic !== 'lines') {
    throw new Error(`${def.code}: payUnit must divide 100`);
  }
  const strips = def.strips.map((strip, r) => {
    if (strip.length < def.rows) throw new Error(`${def.code}: reel ${r} is shorter than the window`);
    return Int32Array.from(strip, (id) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`${def.code}: unknown symbol ${id} on reel ${r}`);
      return i;
    });
  });
  for (const line of def.lines) {
    if (line.length !== reels || line.some((row) => row < 0 || row >= def.rows)) {
      throw new Error(`${def.code}: bad payline ${JSON.stringify(line)}`);
    }
  }
  const title: CompiledTitle = {
    def,
    reels,
    rows: def.rows,
    symbolIds,
    kinds: def.symbols.map((s) => s.kind),
    pays,
    wild: def.symbols.findIndex((s) => s.kind === 'wild'),
    scatter: def.symbols.findIndex((s) => s.kind === 'scatter'),
    coin: def.symbols.findIndex((s) => s.kind === 'coin'),
    strips,
    lines: def.lines.map((l) => [...l]),
    mechanic,
    payUnit,
  };
  compiled.set(def, title);
  return title;
}

/**
 * The pay of one line given its symbols (indices, left to right), as a multiplier of the line bet. A run starts on
 * the leftmost reel: the first symbol that is not a wild names the run, wilds stand in for it, a scatter ends it.
 * A run made only of wilds pays the wild's own table; when both could pay, the better one counts.
 */
export function linePay(
  title: CompiledTitle,
  cells: ArrayLike<number>,
): { symbol: number; count: number; pay: number } {
  const { wild, scatter, pays } = title;
  const n = cells.length;
  let wildRun = 0;
  while (wildRun < n && cells[wildRun] === wild) wildRun++;
  const wildPay = wild >= 0 && wildRun > 0 ? (pays[wild]?.[wildRun] ?? 0) : 0;
  let symbol = -1;
  let count = wildRun;
  if (wildRun < n && cells[wildRun] !== scatter) {
    symbol = cells[wildRun]!;
    count = wildRun + 1;
    while (count < n && (cells[count] === symbol || cells[count] === wild)) count++;
  }
  const symbolPay = symbol >= 0 ? (pays[symbol]?.[count] ?? 0) : 0;
  if (symbolPay === 0 && wildPay === 0) return { symbol: -1, count: 0, pay: 0 };
  if (wildPay > symbolPay) return { symbol: wild, count: wildRun, pay: wildPay };
  return { symbol, count, pay: symbolPay };
}

/** The symbols a stop shows: gridIndex[reel][row]. */
export function windowAt(title: CompiledTitle, stops: readonly number[]): number[][] {
  return title.strips.map((strip, r) => {
    const stop = stops[r]!;
    return Array.from({ length: title.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/**
 * Evaluates a stop. `awardCap` is how many more free spins the feature may still award (Infinity outside free spins
 * is fine: the first award is capped by maxTotal).
 */
export function evaluate(
  title: CompiledTitle,
  stops: readonly number[],
  totalBet: number,
  multiplier = 1,
  awardCap = Number.POSITIVE_INFINITY,
): SpinOutcome {
  return evaluateWindow(title, windowAt(title, stops), [...stops], totalBet, multiplier, awardCap);
}

/** Evaluates a window (gridIndex[reel][row]): line or ways wins, scatters and the free spins they award. */
export function evaluateWindow(
  title: CompiledTitle,
  window: number[][],
  stops: number[],
  totalBet: number,
  multiplier = 1,
  awardCap = Number.POSITIVE_INFINITY,
): SpinOutcome {
  const unitCount = title.payUnit;
  if (!Number.isSafeInteger(totalBet) || totalBet <= 0 || totalBet % unitCount !== 0) {
    throw new RangeError(
      `${title.def.code}: total bet ${totalBet} is not a positive multiple of ${unitCount}`,
    );
  }
  const lineBet = totalBet / unitCount;
  const lineWins: LineWin[] = [];
  let ways: WaysWin[] | undefined;
  if (title.mechanic === 'ways') {
    ways = waysWins(title, window, lineBet * multiplier);
  } else {
    const cells = new Array<number>(title.reels);
    title.lines.forEach((line, li) => {
      for (let r = 0; r < title.reels; r++) cells[r] = window[r]![line[r]!]!;
      const { symbol, count, pay } = linePay(title, cells);
      if (pay > 0) {
        lineWins.push({
          line: li,
          symbol: title.symbolIds[symbol]!,
          count,
          positions: Array.from({ length: count }, (_, r) => [r, line[r]!] as [number, number]),
          win: pay * lineBet * multiplier,
        });
      }
    });
  }
  const positions: Array<[number, number]> = [];
  if (title.scatter >= 0) {
    window.forEach((column, r) =>
      column.forEach((s, row) => {
        if (s === title.scatter) positions.push([r, row]);
      }),
    );
  }
  const count = positions.length;
  const scatterPay = title.scatter >= 0 ? (title.pays[title.scatter]?.[count] ?? 0) : 0;
  const rules = title.def.freeSpins;
  const freeSpinsAwarded = rules ? Math.max(0, Math.min(rules.awards[count] ?? 0, awardCap)) : 0;
  const scatter: ScatterResult = {
    count,
    positions: scatterPay > 0 || freeSpinsAwarded > 0 ? positions : [],
    win: scatterPay * totalBet * multiplier,
    freeSpinsAwarded,
  };
  const win =
    lineWins.reduce((sum, w) => sum + w.win, 0) +
    (ways ?? []).reduce((sum, w) => sum + w.win, 0) +
    scatter.win;
  const outcome: SpinOutcome = {
    stops,
    grid: window.map((column) => column.map((s) => title.symbolIds[s]!)),
    lineWins,
    scatter,
    multiplier,
    win,
  };
  if (ways) outcome.ways = ways;
  return outcome;
}

export function randomStops(title: CompiledTitle, rng: Rng): number[] {
  return title.strips.map((strip) => rng(strip.length));
}

export interface RoundOutcome {
  base: SpinOutcome;
  /** Every free spin of the feature the base spin triggered (retriggers included), in order. */
  freeSpins: SpinOutcome[];
  /** Base + free spins, kurus. */
  totalWin: number;
}

/** The free spins of a feature that starts with `first` awarded spins (retriggers up to the cap). */
export function playFreeSpins(
  title: CompiledTitle,
  totalBet: number,
  rng: Rng,
  first: number,
): SpinOutcome[] {
  const rules = title.def.freeSpins!;
  const freeSpins: SpinOutcome[] = [];
  let awarded = first;
  let remaining = first;
  while (remaining > 0) {
    const spin = evaluate(
      title,
      randomStops(title, rng),
      totalBet,
      rules.multiplier,
      rules.maxTotal - awarded,
    );
    awarded += spin.scatter.freeSpinsAwarded;
    remaining += spin.scatter.freeSpinsAwarded - 1;
    freeSpins.push(spin);
  }
  return freeSpins;
}

/**
 * A whole round, decided at bet time: the base spin and, when it triggers the feature, every free spin of it played
 * out at the same bet (or the cascade of a cluster title, or the respins of a hold-and-win feature). The player is
 * only shown them one by one; nothing of the outcome waits for the client.
 */
export function playRound(def: SlotTitleDef, totalBet: number, rng: Rng): RoundOutcome {
  const title = compileTitle(def);
  if (title.mechanic === 'cluster') {
    const base = playCascade(title, totalBet, rng);
    return { base, freeSpins: [], totalWin: base.win };
  }
  const rules = def.freeSpins;
  const base = evaluate(title, randomStops(title, rng), totalBet, 1, rules?.maxTotal);
  if (title.coin >= 0 && def.holdAndWin) {
    base.coins = drawCoins(title, base.grid, totalBet, rng);
    if (base.coins.length >= def.holdAndWin.trigger) {
      base.holdAndWin = playHoldAndWin(title, base.coins, totalBet, rng);
      base.win += base.holdAndWin.win;
    }
  }
  const freeSpins =
    rules && base.scatter.freeSpinsAwarded > 0
      ? playFreeSpins(title, totalBet, rng, base.scatter.freeSpinsAwarded)
      : [];
  const totalWin = base.win + freeSpins.reduce((sum, s) => sum + s.win, 0);
  return { base, freeSpins, totalWin };
}

/**
 * A bought feature: `def.buy.spins` free spins at `totalBet` (the player paid cost × totalBet). The base is the window
 * the feature starts from; it pays nothing.
 */
export function playBoughtRound(def: SlotTitleDef, totalBet: number, rng: Rng): RoundOutcome {
  const title = compileTitle(def);
  if (!def.buy || !def.freeSpins) throw new Error(`${def.code}: no feature to buy`);
  const stops = randomStops(title, rng);
  const base: SpinOutcome = {
    stops,
    grid: windowAt(title, stops).map((column) => column.map((s) => title.symbolIds[s]!)),
    lineWins: [],
    scatter: { count: 0, positions: [], win: 0, freeSpinsAwarded: def.buy.spins },
    multiplier: 1,
    win: 0,
  };
  if (title.mechanic === 'ways') base.ways = [];
  const freeSpins = playFreeSpins(title, totalBet, rng, def.buy.spins);
  return { base, freeSpins, totalWin: freeSpins.reduce((sum, s) => sum + s.win, 0) };
}
