import { seededRng } from '../../../lib/rng.ts';
import { compileTitle, linePay, type CompiledTitle, type SlotTitleDef } from './slots.engine.ts';
import { playCascade } from './slots.mechanics.ts';

/**
 * Exact mathematics of a title, from its strips and paytable alone (no sampling):
 *
 * - Line pays: every payline crosses exactly one cell per reel, and a uniformly random stop shows each symbol of a
 *   strip in that cell with probability (its count on the strip) / (strip length), independently per reel. So every
 *   line has the same pay distribution, and the expected line return per unit of total bet equals the expected pay
 *   multiplier of one line — summed here over every sequence of symbols, weighted by the product of strip counts.
 * - Scatters: the number of scatters each reel shows, over all its stops, convolved across the reels.
 * - Free spins: they play the base game's strips with a multiplier, so each free spin returns multiplier × the base
 *   return on average; the expected NUMBER of free spins per trigger, retriggers and the cap included, is solved by a
 *   recursion over (spins remaining, spins awarded so far). By Wald's identity the feature returns
 *   multiplier × base return × expected spins.
 *
 * `enumerateStops` walks every reel stop combination (the product of strip lengths) to get the hit frequency and to
 * cross-check the base return computed above.
 */

export interface TitleMath {
  code: string;
  /** Expected line pays per unit of total bet. */
  lineReturn: number;
  /** Expected scatter pays per unit of total bet. */
  scatterReturn: number;
  /** lineReturn + scatterReturn: what one spin returns on average, features aside. */
  baseReturn: number;
  /** Probability of k scatters in the window, k = 0…cells. */
  scatterDistribution: number[];
  /** Probability that a base spin triggers free spins. */
  triggerProbability: number;
  /** Expected free spins played per trigger (retriggers included). */
  expectedFreeSpinsPerTrigger: number;
  /** The free-spin feature's share of the RTP. */
  freeSpinReturn: number;
  /** Hold-and-win titles: the feature's share of the RTP (coins and grand prize). */
  holdAndWinReturn: number;
  /** Hold-and-win titles: the chance a base spin starts it. */
  holdAndWinProbability: number;
  /** The exact RTP: baseReturn + freeSpinReturn + holdAndWinReturn. */
  rtp: number;
  /** Titles with a buy feature: what the bought feature returns per unit paid for it. */
  buyRtp: number | null;
}

/**
 * Ways return per unit of total bet: a symbol paying for exactly k reels from the left earns pay × Π_{r<k} m_r with
 * m_r its cells (or wilds) on reel r, and m_k = 0. The reels stop independently, so the expectation is
 * pay × Π_{r<k} E[m_r] × P(m_k = 0) — exact, from each reel's windows.
 */
function waysReturn(title: CompiledTitle): number {
  let total = 0;
  for (let s = 0; s < title.pays.length; s++) {
    if (title.kinds[s] !== 'regular') continue;
    const mean: number[] = [];
    const none: number[] = [];
    title.strips.forEach((strip) => {
      let sum = 0;
      let empty = 0;
      for (let stop = 0; stop < strip.length; stop++) {
        let m = 0;
        for (let row = 0; row < title.rows; row++) {
          const cell = strip[(stop + row) % strip.length];
          if (cell === s || cell === title.wild) m++;
        }
        sum += m;
        if (m === 0) empty++;
      }
      mean.push(sum / strip.length);
      none.push(empty / strip.length);
    });
    let product = 1;
    for (let k = 1; k <= title.reels; k++) {
      product *= mean[k - 1]!;
      const pay = title.pays[s]![k] ?? 0;
      if (pay === 0) continue;
      total += pay * product * (k < title.reels ? none[k]! : 1);
    }
  }
  return total / title.payUnit;
}

/**
 * The hold-and-win feature as a Markov chain over (coins held, respins left): every empty cell lands a coin with
 * probability p on a respin, independently, so the new coins are Binomial(empty, p). Answers the distribution of the
 * final number of coins for each starting count.
 */
export function holdAndWinFinal(cells: number, respins: number, p: number, start: number): number[] {
  const binomial = (n: number): number[] => {
    const out = new Array<number>(n + 1).fill(0);
    for (let k = 0; k <= n; k++) {
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
      out[k] = c * p ** k * (1 - p) ** (n - k);
    }
    return out;
  };
  const memo = new Map<number, number[]>();
  const final = (held: number, left: number): number[] => {
    const out = new Array<number>(cells + 1).fill(0);
    if (left === 0 || held === cells) {
      out[held] = 1;
      return out;
    }
    const key = held * 100 + left;
    const known = memo.get(key);
    if (known) return known;
    binomial(cells - held).forEach((q, k) => {
      const next = k === 0 ? final(held, left - 1) : final(held + k, respins);
      next.forEach((v, n) => (out[n]! += q * v));
    });
    memo.set(key, out);
    return out;
  };
  return final(start, respins);
}

function scatterDistribution(
  title: CompiledTitle,
  symbol = title.scatter,
): { counts: number[]; total: number } {
  let dist = [1];
  let total = 1;
  for (const strip of title.strips) {
    const perReel = new Array<number>(title.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < title.rows; row++) if (strip[(stop + row) % strip.length] === symbol) k++;
      perReel[k]!++;
    }
    const next = new Array<number>(dist.length + title.rows).fill(0);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
    total *= strip.length;
  }
  return { counts: dist, total };
}

/** Expected pay multiplier of one line: Σ over symbol sequences of pay × Π counts, divided by Π strip lengths. */
function expectedLineMultiplier(title: CompiledTitle): number {
  const perReel = title.strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts.entries()];
  });
  const cells = new Array<number>(title.reels);
  let weighted = 0;
  const walk = (reel: number, weight: number) => {
    if (reel === title.reels) {
      const { pay } = linePay(title, cells);
      if (pay > 0) weighted += pay * weight;
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      cells[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  const total = title.strips.reduce((product, strip) => product * strip.length, 1);
  return weighted / total;
}

/**
 * Expected number of free spins played from a start of `first` awarded spins: G(r, a) = 1 + Σ_k P(k) G(r − 1 + n, a + n)
 * with n = min(award(k), cap − a), G(0, a) = 0.
 */
function expectedFreeSpins(def: SlotTitleDef, scatterP: number[], first: number): number {
  const rules = def.freeSpins!;
  const memo = new Map<number, number>();
  const g = (remaining: number, awarded: number): number => {
    if (remaining === 0) return 0;
    const key = remaining * 100_000 + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    scatterP.forEach((p, k) => {
      if (p === 0) return;
      const add = Math.max(0, Math.min(rules.awards[k] ?? 0, rules.maxTotal - awarded));
      value += p * g(remaining - 1 + add, awarded + add);
    });
    memo.set(key, value);
    return value;
  };
  return g(first, first);
}

export function exactMath(def: SlotTitleDef): TitleMath {
  const title = compileTitle(def);
  if (title.mechanic === 'cluster')
    throw new Error(`${def.code}: cluster pays are simulated (clusterSimulation)`);
  const lineReturn = title.mechanic === 'ways' ? waysReturn(title) : expectedLineMultiplier(title);
  const { counts, total } = scatterDistribution(title);
  const scatterP = counts.map((c) => c / total);
  const scatterPays = title.scatter >= 0 ? title.pays[title.scatter]! : [];
  const scatterReturn = scatterP.reduce((sum, p, k) => sum + p * (scatterPays[k] ?? 0), 0);
  const baseReturn = lineReturn + scatterReturn;
  let triggerProbability = 0;
  let expectedSpins = 0;
  const rules = def.freeSpins;
  if (rules) {
    scatterP.forEach((p, k) => {
      const first = Math.min(rules.awards[k] ?? 0, rules.maxTotal);
      if (first <= 0 || p === 0) return;
      triggerProbability += p;
      expectedSpins += p * expectedFreeSpins(def, scatterP, first);
    });
  }
  const freeSpinReturn = rules ? rules.multiplier * baseReturn * expectedSpins : 0;
  let holdAndWinReturn = 0;
  let holdAndWinProbability = 0;
  const hw = def.holdAndWin;
  if (hw && title.coin >= 0) {
    // Coin values are drawn independently of how many land, so the feature pays E[final coins] × E[value] plus the
    // grand prize when every cell fills (Wald), per unit of total bet.
    const cells = title.reels * title.rows;
    const weights = hw.values.reduce((sum, [, w]) => sum + w, 0);
    const meanValue = hw.values.reduce((sum, [v, w]) => sum + v * w, 0) / weights / title.payUnit;
    const grand = hw.grand / title.payUnit;
    const p = hw.landChance[0] / hw.landChance[1];
    const coins = scatterDistribution(title, title.coin);
    coins.counts.forEach((count, k) => {
      if (k < hw.trigger || count === 0) return;
      const q = count / coins.total;
      const final = holdAndWinFinal(cells, hw.respins, p, k);
      const meanCoins = final.reduce((sum, v, n) => sum + v * n, 0);
      holdAndWinProbability += q;
      holdAndWinReturn += q * (meanCoins * meanValue + final[cells]! * grand);
    });
  }
  let buyRtp: number | null = null;
  if (def.buy && rules) {
    const spins = expectedFreeSpins(def, scatterP, Math.min(def.buy.spins, rules.maxTotal));
    buyRtp = (rules.multiplier * baseReturn * spins) / def.buy.cost;
  }
  return {
    code: def.code,
    lineReturn,
    scatterReturn,
    baseReturn,
    scatterDistribution: scatterP,
    triggerProbability,
    expectedFreeSpinsPerTrigger: triggerProbability > 0 ? expectedSpins / triggerProbability : 0,
    freeSpinReturn,
    holdAndWinReturn,
    holdAndWinProbability,
    rtp: baseReturn + freeSpinReturn + holdAndWinReturn,
    buyRtp,
  };
}

export interface StopEnumeration {
  combinations: number;
  /** Base-game return per unit of total bet (lines + scatters), summed over every stop combination. */
  baseReturn: number;
  /** Share of base spins that pay anything or trigger free spins. */
  hitFrequency: number;
}

/** Line pay multiplier of every symbol sequence, indexed by the sequence read as a base-(symbol count) number. */
function linePayTable(title: CompiledTitle): Float64Array {
  const size = title.symbolIds.length;
  const table = new Float64Array(size ** title.reels);
  const cells = new Array<number>(title.reels);
  for (let index = 0; index < table.length; index++) {
    let rest = index;
    for (let r = title.reels - 1; r >= 0; r--) {
      cells[r] = rest % size;
      rest = Math.floor(rest / size);
    }
    table[index] = linePay(title, cells).pay;
  }
  return table;
}

/**
 * Every stop combination of the reels, evaluated as the engine does (all paylines, scatters anywhere). Each line's
 * symbol sequence is built up reel by reel as a number that indexes a table of line pays, so the innermost loop is a
 * lookup per line.
 */
export function enumerateStops(def: SlotTitleDef): StopEnumeration {
  const title = compileTitle(def);
  const { reels, rows, lines } = title;
  if (title.mechanic !== 'lines') throw new Error(`${def.code}: not a lines title`);
  // A hold-and-win title has no scatter: its money symbol is counted instead (a hit when it starts the feature).
  const scatter = title.scatter >= 0 ? title.scatter : title.coin;
  const coinTrigger = title.scatter < 0 && def.holdAndWin ? def.holdAndWin.trigger : Infinity;
  const size = title.symbolIds.length;
  const table = linePayTable(title);
  const windows = title.strips.map((strip) =>
    Array.from({ length: strip.length }, (_, stop) =>
      Int32Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!),
    ),
  );
  const scatterPays = title.scatter >= 0 ? title.pays[scatter]! : [];
  const awards = def.freeSpins?.awards ?? {};
  const lineRows = lines.map((line) => Int32Array.from(line));
  // partial[reel][line]: the line's symbols on reels 0..reel-1 as a base-`size` number.
  const partial = Array.from({ length: reels + 1 }, () => new Float64Array(lines.length));
  let combinations = 0;
  let payUnits = 0; // Σ line multipliers (line-bet units)
  let scatterUnits = 0; // Σ scatter multipliers (total-bet units)
  let hits = 0;
  const walk = (reel: number, scatters: number) => {
    const from = partial[reel]!;
    const to = partial[reel + 1]!;
    const last = reel === reels - 1;
    for (const window of windows[reel]!) {
      let k = scatters;
      if (scatter >= 0) for (let row = 0; row < rows; row++) if (window[row] === scatter) k++;
      if (!last) {
        for (let l = 0; l < lineRows.length; l++) to[l] = from[l]! * size + window[lineRows[l]![reel]!]!;
        walk(reel + 1, k);
        continue;
      }
      combinations++;
      let linePays = 0;
      for (let l = 0; l < lineRows.length; l++)
        linePays += table[from[l]! * size + window[lineRows[l]![reel]!]!]!;
      const scatterPay = scatterPays[k] ?? 0;
      payUnits += linePays;
      scatterUnits += scatterPay;
      if (linePays > 0 || scatterPay > 0 || (awards[k] ?? 0) > 0 || k >= coinTrigger) hits++;
    }
  };
  walk(0, 0);
  return {
    combinations,
    baseReturn: (payUnits / lines.length + scatterUnits) / combinations,
    hitFrequency: hits / combinations,
  };
}

/**
 * Exact hit frequency of a ways title (a way win, a scatter pay or a free-spin award), by a walk over the reels whose
 * state is (symbols still on every reel so far, scatters so far, already a hit): each reel's stops are grouped by the
 * symbols they show (a wild shows them all) and their scatter count.
 */
export function waysHitFrequency(def: SlotTitleDef): number {
  const title = compileTitle(def);
  if (title.mechanic !== 'ways') throw new Error(`${def.code}: not a ways title`);
  const regular = title.kinds.map((k, s) => (k === 'regular' ? s : -1)).filter((s) => s >= 0);
  const all = regular.reduce((mask, s) => mask | (1 << s), 0);
  const scatterPays = title.scatter >= 0 ? title.pays[title.scatter]! : [];
  const awards = def.freeSpins?.awards ?? {};
  let states = new Map<string, number>([[`${all}:0:0`, 1]]);
  title.strips.forEach((strip, r) => {
    const classes = new Map<string, number>();
    for (let stop = 0; stop < strip.length; stop++) {
      let mask = 0;
      let k = 0;
      for (let row = 0; row < title.rows; row++) {
        const cell = strip[(stop + row) % strip.length]!;
        if (cell === title.wild) mask |= all;
        else if (cell === title.scatter) k++;
        else if (title.kinds[cell] === 'regular') mask |= 1 << cell;
      }
      const key = `${mask}:${k}`;
      classes.set(key, (classes.get(key) ?? 0) + 1 / strip.length);
    }
    const next = new Map<string, number>();
    for (const [state, p] of states) {
      const [mask0, k0, hit0] = state.split(':').map(Number) as [number, number, number];
      for (const [cls, q] of classes) {
        const [maskR, kR] = cls.split(':').map(Number) as [number, number];
        const mask = mask0 & maskR;
        let hit = hit0;
        for (const s of regular) if (mask & (1 << s) && (title.pays[s]![r + 1] ?? 0) > 0) hit = 1;
        const key = `${hit ? 0 : mask}:${k0 + kR}:${hit}`;
        next.set(key, (next.get(key) ?? 0) + p * q);
      }
    }
    states = next;
  });
  let hits = 0;
  for (const [state, p] of states) {
    const [, k, hit] = state.split(':').map(Number) as [number, number, number];
    if (hit || (scatterPays[k] ?? 0) > 0 || (awards[k] ?? 0) > 0) hits += p;
  }
  return hits;
}

export interface ClusterSimulation {
  spins: number;
  /** Mean return per unit bet, its standard deviation per spin, and the 99% confidence interval's half-width. */
  rtp: number;
  sd: number;
  ci99: number;
  hitFrequency: number;
  /** Mean cascade length (grids per spin, the last without a cluster included). */
  meanGrids: number;
  /** freq[symbol][size]: Σ of cascade multipliers of clusters won, per spin (RTP = Σ freq × pay / payUnit). */
  freq: number[][];
}

/**
 * Monte-Carlo RTP of a cluster title with a seeded generator (cascades make an exact sum infeasible). The 99%
 * confidence interval is mean ± 2.5758 × sd / √spins.
 */
export function clusterSimulation(def: SlotTitleDef, spins: number, seed: number): ClusterSimulation {
  const title = compileTitle(def);
  if (title.mechanic !== 'cluster') throw new Error(`${def.code}: not a cluster title`);
  const rng = seededRng(seed);
  const bet = title.payUnit;
  const index = new Map(title.symbolIds.map((id, i) => [id, i]));
  const freq = title.symbolIds.map(() => new Array<number>(title.reels * title.rows + 1).fill(0));
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let grids = 0;
  for (let i = 0; i < spins; i++) {
    const spin = playCascade(title, bet, rng);
    const x = spin.win / bet;
    sum += x;
    squares += x * x;
    if (spin.win > 0) hits++;
    for (const step of spin.cascades!) {
      grids++;
      for (const c of step.clusters) freq[index.get(c.symbol)!]![c.size]! += step.multiplier;
    }
  }
  const rtp = sum / spins;
  const sd = Math.sqrt(Math.max(0, squares / spins - rtp * rtp));
  return {
    spins,
    rtp,
    sd,
    ci99: (2.5758 * sd) / Math.sqrt(spins),
    hitFrequency: hits / spins,
    meanGrids: grids / spins,
    freq: freq.map((row) => row.map((v) => v / spins)),
  };
}
