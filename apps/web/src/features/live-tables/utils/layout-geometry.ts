import { SPOTS } from '@kasa/contract/roulette-rules';

// Where each bet sits on the felt. Positions are in layout units (u along the twelve streets, 0 … 12, with zero at
// u ∈ [−1, 0] and the 2:1 column bets at u ∈ [12, 13]; v across the three rows, 0 … 3, with the dozens at v ∈ [3, 4]
// and the even-money bets at v ∈ [4, 5]). `project` turns them into SVG coordinates for a horizontal (desktop) or a
// vertical (phone) table, so every shape and every chip is placed by the same numbers.

export type Orientation = 'horizontal' | 'vertical';

export interface Projection {
  orientation: Orientation;
  width: number;
  height: number;
  point(u: number, v: number): { x: number; y: number };
  rect(
    u0: number,
    v0: number,
    u1: number,
    v1: number,
  ): { x: number; y: number; width: number; height: number };
  /** One layout unit in pixels, the smaller side (chip size). */
  unit: number;
}

export function projection(orientation: Orientation): Projection {
  // Horizontal: 14 × 5 units (zero, 12 streets, 2:1) by (3 rows, dozens, even money).
  const su = orientation === 'horizontal' ? 56 : 35;
  const sv = orientation === 'horizontal' ? 60 : 64;
  const pad = 6;
  const point =
    orientation === 'horizontal'
      ? (u: number, v: number) => ({ x: pad + (u + 1) * su, y: pad + v * sv })
      : (u: number, v: number) => ({ x: pad + (5 - v) * sv, y: pad + (u + 1) * su });
  const rect = (u0: number, v0: number, u1: number, v1: number) => {
    const a = point(u0, v0);
    const b = point(u1, v1);
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    };
  };
  return orientation === 'horizontal'
    ? { orientation, width: 14 * su + 2 * pad, height: 5 * sv + 2 * pad, point, rect, unit: Math.min(su, sv) }
    : {
        orientation,
        width: 5 * sv + 2 * pad,
        height: 14 * su + 2 * pad,
        point,
        rect,
        unit: Math.min(su, sv),
      };
}

/** The street (0 … 11) and row (0 top … 2 bottom in the horizontal picture) of a number 1 … 36. */
export const cellOf = (n: number) => ({ col: Math.floor((n - 1) / 3), row: 2 - ((n - 1) % 3) });

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** The area a big bet occupies (straight numbers, zero, dozens, columns, even-money), in layout units. */
export function spotArea(spot: string): [number, number, number, number] | null {
  const [kind, arg] = spot.split(':');
  if (kind === 'straight') {
    const n = Number(arg);
    if (n === 0) return [-1, 0, 0, 3];
    const { col, row } = cellOf(n);
    return [col, row, col + 1, row + 1];
  }
  if (kind === 'dozen') {
    const d = Number(arg);
    return [4 * (d - 1), 3, 4 * d, 4];
  }
  if (kind === 'column') {
    const c = Number(arg);
    const row = 3 - c;
    return [12, row, 13, row + 1];
  }
  const i = (EVEN_MONEY as readonly string[]).indexOf(spot);
  if (i >= 0) return [2 * i, 4, 2 * i + 2, 5];
  return null;
}

/** Where a bet's chip sits, in layout units: the middle of its area, or the edge / corner it straddles. */
export function spotAnchor(spot: string): { u: number; v: number } {
  const area = spotArea(spot);
  if (area) return { u: (area[0] + area[2]) / 2, v: (area[1] + area[3]) / 2 };
  const def = SPOTS.get(spot);
  if (!def) throw new RangeError(spot);
  const nums = def.numbers;
  const first = nums.find((n) => n > 0) ?? 1;
  const { col, row } = cellOf(first);
  switch (def.kind) {
    case 'split':
      if (nums[0] === 0) return { u: 0, v: row + 0.5 };
      // n and n + 1 share a street (the edge between their rows); n and n + 3 share a row.
      return nums[1] === first + 1 ? { u: col + 0.5, v: row } : { u: col + 1, v: row + 0.5 };
    case 'street':
      return { u: col + 0.5, v: 3 };
    case 'sixline':
      return { u: col + 1, v: 3 };
    case 'corner':
      return { u: col + 1, v: row };
    case 'trio':
      return { u: 0, v: nums.includes(1) ? 2 : 1 };
    case 'firstfour':
      return { u: 0, v: 3 };
    default:
      return { u: col + 0.5, v: row + 0.5 };
  }
}

/** The small bets between numbers, each with its hit area (layout units) around its anchor. */
export function edgeSpots(): Array<{ spot: string; area: [number, number, number, number] }> {
  const out: Array<{ spot: string; area: [number, number, number, number] }> = [];
  const t = 0.14;
  for (const def of SPOTS.values()) {
    if (spotArea(def.spot)) continue;
    const { u, v } = spotAnchor(def.spot);
    const nums = def.numbers;
    let area: [number, number, number, number];
    if (def.kind === 'split' && nums[0] !== 0 && nums[1] === nums[0]! + 1)
      area = [u - 0.32, v - t, u + 0.32, v + t];
    else if (def.kind === 'split') area = [u - t, v - 0.32, u + t, v + 0.32];
    else if (def.kind === 'street') area = [u - 0.32, v - t, u + 0.32, v + t];
    else area = [u - t, v - t, u + t, v + t];
    out.push({ spot: def.spot, area });
  }
  // Corners last so they sit above the splits they cross.
  const rank = (s: string) => (/^(corner|trio|firstfour|sixline)/.test(s) ? 1 : 0);
  return out.sort((a, b) => rank(a.spot) - rank(b.spot));
}

export const EVEN_MONEY_SPOTS = EVEN_MONEY;
