// The slots engine's types (slots.engine.ts re-exports them): kept apart so the mechanics (slots.mechanics.ts) and the
// engine both read them without importing each other.

export type SymbolKind = 'regular' | 'wild' | 'scatter' | 'coin';

export interface SymbolDef {
  id: string;
  kind: SymbolKind;
  /**
   * Count of a kind → multiplier (line bet for regular and wild symbols, total bet for the scatter). Ways titles: of
   * the bet unit (total / payUnit) per way. Cluster titles: cluster size → multiple of the bet unit, a size above
   * the largest key paying the largest key's amount.
   */
  pays: Readonly<Record<number, number>>;
}

/** How wins are formed. Lines: paylines (the original titles). Ways: any cell of each adjacent reel from the left. */
export type SlotMechanic = 'lines' | 'ways' | 'cluster';

/** Cluster pays with cascades (slots.mechanics.ts). Every cell is drawn from its column's strip used as a bag. */
export interface ClusterRules {
  /** Smallest cluster that pays (orthogonally connected cells of one symbol). */
  min: number;
  /** Win multiplier of cascade step i (0 = the first grid); past the end the last entry stays. */
  multipliers: readonly number[];
}

/** Hold-and-win (slots.mechanics.ts): money symbols are held, every new one resets the respins. */
export interface HoldAndWinRules {
  /** This many coins or more in a base window start the feature. */
  trigger: number;
  /** Respins at the start and after every respin that lands a coin. */
  respins: number;
  /** Chance that an empty cell lands a coin on a respin: numerator / denominator. */
  landChance: readonly [number, number];
  /** Coin values in bet units (total bet / payUnit) and their weights. */
  values: readonly (readonly [number, number])[];
  /** Extra pay, in bet units, when every cell holds a coin. */
  grand: number;
}

/** Buying the free spins: pay `cost` × the bet, get `spins` free spins at once (retriggers as usual). */
export interface BuyRules {
  cost: number;
  spins: number;
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
  /** Default 'lines'. */
  mechanic?: SlotMechanic;
  /** Ways and cluster titles: the total bet is split into this many units (a divisor of 100: whole kuruş). */
  payUnit?: number;
  cluster?: ClusterRules;
  holdAndWin?: HoldAndWinRules;
  buy?: BuyRules;
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
  /** The money symbol of a hold-and-win title, else -1. */
  coin: number;
  strips: Int32Array[];
  lines: number[][];
  mechanic: SlotMechanic;
  /** The total bet is split into this many units; pays are multiples of one unit. */
  payUnit: number;
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

export interface WaysWin {
  symbol: string;
  /** Adjacent reels from the left that show it. */
  count: number;
  /** Product of its cells per reel. */
  ways: number;
  positions: Array<[number, number]>;
  /** Kuruş. */
  win: number;
}

export interface ClusterWin {
  symbol: string;
  size: number;
  positions: Array<[number, number]>;
  /** Kuruş, the step's multiplier applied. */
  win: number;
}

/** One grid of a cascade: its clusters are paid and removed, the rest falls and new symbols drop in from the top. */
export interface CascadeStep {
  grid: string[][];
  clusters: ClusterWin[];
  multiplier: number;
  /** Kuruş. */
  win: number;
}

/** A money symbol on the grid: its value in kuruş. */
export interface CoinCell {
  reel: number;
  row: number;
  value: number;
}

export interface HoldAndWinResult {
  /** Each respin: the coins it landed and the respins left after it. */
  respins: Array<{ landed: CoinCell[]; left: number }>;
  /** Every coin held at the end. */
  coins: CoinCell[];
  /** Every cell filled: the grand prize is added. */
  full: boolean;
  /** Kuruş (0 unless full). */
  grand: number;
  /** Kuruş: the coins plus the grand prize. */
  win: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row]: symbol ids. */
  grid: string[][];
  lineWins: LineWin[];
  scatter: ScatterResult;
  multiplier: number;
  /** Everything this spin pays, kuruş (a hold-and-win feature it starts included). */
  win: number;
  ways?: WaysWin[];
  /** Cluster titles: every grid of the cascade, the first one being `grid`. */
  cascades?: CascadeStep[];
  /** Money symbols in the window (hold-and-win titles). */
  coins?: CoinCell[];
  holdAndWin?: HoldAndWinResult;
}
