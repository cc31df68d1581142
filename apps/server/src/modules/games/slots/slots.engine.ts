import type { Rng } from '../../../lib/rng.ts';

/**
 * The slots engine (issue 4 §4): reels with strips, paylines, wilds that substitute, scatters that pay anywhere and
 * award free spins (with retriggers up to a cap). Pure: the only input besides the title and the bet is `rng`, a
 * uniform integer source — `crypto.randomInt` in play, a seeded generator in tests. No balance is ever consulted.
 *
 * Units: a title's line pays are multiples of the LINE bet, its scatter pays multiples of the TOTAL bet. The total bet
 * (kuruş) must be a multiple of the title's line count, so every win is a whole number of kuruş.
 */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SymbolDef {
  id: string;
  kind: SymbolKind;
  /** Count of a kind → multiplier (line bet for regular and wild symbols, total bet for the scatter). */
  pays: Readonly<Record<number, number>>;
}

export interface FreeSpinRules {
  /** Scatter count → free spins awarded (also during free spins: a retrigger, while the cap allows). */
  awards: Readonly<Record<number, number>>;
  /** Every win during free spins is multiplied by this. */
  multiplier: number;
  /** At most this many free spins in one feature, the first award included; retriggers beyond it are cut. */
  maxTotal: number;
}

export interface SlotTitleDef {
  code: string;
  name: string;
  /** Declared return to player as a fraction (0.961 = 96.10%); the exact value must match (slots.math.ts). */
  declaredRtp: number;
  volatility: 'low' | 'medium' | 'high';
  rows: number;
  symbols: readonly SymbolDef[];
  /** One strip per reel: symbol ids. A stop at index i shows strip[i], strip[i+1], … (wrapping) from the top row. */
  strips: readonly (readonly string[])[];
  /** Each payline: the row (0 = top) it crosses on each reel, left to right. */
  lines: readonly (readonly number[])[];
  freeSpins: FreeSpinRules | null;
}

/** A title prepared for fast evaluation: symbols by index, strips as index arrays, pays by count. */
export interface CompiledTitle {
  def: SlotTitleDef;
  reels: number;
  rows: number;
  symbolIds: string[];
  kinds: SymbolKind[];
  /** pays[symbol][count] (0 when it does not pay). */
  pays: number[][];
  wild: number;
  scatter: number;
  strips: Int32Array[];
  lines: number[][];
}

const compiled = new WeakMap<SlotTitleDef, CompiledTitle>();

export function compileTitle(def: SlotTitleDef): CompiledTitle {
  const cached = compiled.get(def);
  if (cached) return cached;
  const reels = def.strips.length;
  const symbolIds = def.symbols.map((s) => s.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const pays = def.symbols.map((s) => {
    const row = new Array<number>(reels + 1).fill(0);
    for (const [count, pay] of Object.entries(s.pays)) row[Number(count)] = pay;
    return row;
  });
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
    strips,
    lines: def.lines.map((l) => [...l]),
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

export interface LineWin {
  /** Index into the title's lines. */
  line: number;
  symbol: string;
  count: number;
  /** [reel, row] of each cell of the run. */
  positions: Array<[number, number]>;
  /** Kuruş, the free-spin multiplier applied. */
  win: number;
}

export interface ScatterResult {
  count: number;
  positions: Array<[number, number]>;
  /** Kuruş, the free-spin multiplier applied. */
  win: number;
  freeSpinsAwarded: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row]: symbol ids. */
  grid: string[][];
  lineWins: LineWin[];
  scatter: ScatterResult;
  multiplier: number;
  /** Everything this spin pays, kuruş. */
  win: number;
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
  const lineCount = title.lines.length;
  if (!Number.isSafeInteger(totalBet) || totalBet <= 0 || totalBet % lineCount !== 0) {
    throw new RangeError(
      `${title.def.code}: total bet ${totalBet} is not a positive multiple of ${lineCount}`,
    );
  }
  const lineBet = totalBet / lineCount;
  const window = windowAt(title, stops);
  const lineWins: LineWin[] = [];
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
  const win = lineWins.reduce((sum, w) => sum + w.win, 0) + scatter.win;
  return {
    stops: [...stops],
    grid: window.map((column) => column.map((s) => title.symbolIds[s]!)),
    lineWins,
    scatter,
    multiplier,
    win,
  };
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

/**
 * A whole round, decided at bet time: the base spin and, when it triggers the feature, every free spin of it played
 * out at the same bet. The player is only shown them one by one; nothing of the outcome waits for the client.
 */
export function playRound(def: SlotTitleDef, totalBet: number, rng: Rng): RoundOutcome {
  const title = compileTitle(def);
  const rules = def.freeSpins;
  const base = evaluate(title, randomStops(title, rng), totalBet, 1, rules?.maxTotal);
  const freeSpins: SpinOutcome[] = [];
  if (rules && base.scatter.freeSpinsAwarded > 0) {
    let awarded = base.scatter.freeSpinsAwarded;
    let remaining = awarded;
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
  }
  const totalWin = base.win + freeSpins.reduce((sum, s) => sum + s.win, 0);
  return { base, freeSpins, totalWin };
}
