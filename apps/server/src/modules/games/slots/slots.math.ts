import { compileTitle, linePay, type CompiledTitle, type SlotTitleDef } from './slots.engine.ts';

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
  /** The exact RTP: baseReturn + freeSpinReturn. */
  rtp: number;
}

function scatterDistribution(title: CompiledTitle): { counts: number[]; total: number } {
  let dist = [1];
  let total = 1;
  for (const strip of title.strips) {
    const perReel = new Array<number>(title.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < title.rows; row++)
        if (strip[(stop + row) % strip.length] === title.scatter) k++;
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
  const lineReturn = expectedLineMultiplier(title);
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
  return {
    code: def.code,
    lineReturn,
    scatterReturn,
    baseReturn,
    scatterDistribution: scatterP,
    triggerProbability,
    expectedFreeSpinsPerTrigger: triggerProbability > 0 ? expectedSpins / triggerProbability : 0,
    freeSpinReturn,
    rtp: baseReturn + freeSpinReturn,
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
  const { reels, rows, lines, scatter } = title;
  const size = title.symbolIds.length;
  const table = linePayTable(title);
  const windows = title.strips.map((strip) =>
    Array.from({ length: strip.length }, (_, stop) =>
      Int32Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!),
    ),
  );
  const scatterPays = scatter >= 0 ? title.pays[scatter]! : [];
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
      if (linePays > 0 || scatterPay > 0 || (awards[k] ?? 0) > 0) hits++;
    }
  };
  walk(0, 0);
  return {
    combinations,
    baseReturn: (payUnits / lines.length + scatterUnits) / combinations,
    hitFrequency: hits / combinations,
  };
}
