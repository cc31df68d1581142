import { seededRng } from '../../../lib/rng.ts';
import type { SlotTitleDef } from './slots.engine.ts';

// Six more Kasa slots titles on the extended engine (issue 11 §5, docs/decisions/0340-more-slots.md): cluster pays with
// cascades, 243 and 1024 and 4096 ways, hold-and-win, and a buy feature. Their strips are the symbol counts below
// laid out by a fixed seeded shuffle (`strip`), so a strip is reproducible from its counts; the pays and counts were
// tuned with `npm run rtp` until each title's RTP (exact, or simulated with a 99% interval for the cluster title)
// sat at its declared value. Changing a count, a seed or a pay changes the RTP: rerun `npm run rtp` and the tests.

/** A strip: every symbol `count` times, in the order a seeded Fisher–Yates shuffle gives (reproducible). */
export function strip(counts: Readonly<Record<string, number>>, seed: number): string[] {
  const bag = Object.entries(counts).flatMap(([id, n]) => new Array<string>(n).fill(id));
  const rng = seededRng(seed);
  for (let i = bag.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [bag[i], bag[j]] = [bag[j]!, bag[i]!];
  }
  return bag;
}

/** 20 paylines of a 5×3 window (as the original titles). */
const LINES_20 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const SPICE_BAG = {
  saffron: 3,
  pepper: 5,
  sumac: 6,
  cinnamon: 7,
  cumin: 8,
  mint: 8,
  clove: 9,
};

/**
 * Anatolian Spices: 7×7 cluster pays. Clusters of 5+ orthogonally touching spices pay and vanish, the rest falls and
 * new spices drop in; every cascade raises the multiplier (×1, ×2, ×3 … ×10). RTP by simulation.
 */
export const ANATOLIAN_SPICES: SlotTitleDef = {
  code: 'kasa-slots-anatolian-spices',
  name: 'Anatolian Spices',
  declaredRtp: 0.9591,
  volatility: 'high',
  mechanic: 'cluster',
  payUnit: 100,
  rows: 7,
  cluster: { min: 5, multipliers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  symbols: [
    {
      id: 'saffron',
      kind: 'regular',
      pays: { 5: 746, 6: 1119, 7: 1493, 8: 2239, 9: 3732, 10: 5971, 12: 11195, 15: 37316 },
    },
    {
      id: 'pepper',
      kind: 'regular',
      pays: { 5: 373, 6: 560, 7: 746, 8: 1119, 9: 1866, 10: 2985, 12: 5971, 15: 18658 },
    },
    {
      id: 'sumac',
      kind: 'regular',
      pays: { 5: 224, 6: 336, 7: 448, 8: 746, 9: 1119, 10: 1866, 12: 3732, 15: 11195 },
    },
    {
      id: 'cinnamon',
      kind: 'regular',
      pays: { 5: 149, 6: 224, 7: 299, 8: 448, 9: 746, 10: 1119, 12: 2239, 15: 7463 },
    },
    {
      id: 'cumin',
      kind: 'regular',
      pays: { 5: 112, 6: 149, 7: 224, 8: 299, 9: 448, 10: 746, 12: 1493, 15: 4478 },
    },
    {
      id: 'mint',
      kind: 'regular',
      pays: { 5: 75, 6: 112, 7: 149, 8: 224, 9: 373, 10: 597, 12: 1119, 15: 2985 },
    },
    {
      id: 'clove',
      kind: 'regular',
      pays: { 5: 60, 6: 75, 7: 112, 8: 149, 9: 299, 10: 448, 12: 746, 15: 2239 },
    },
  ],
  strips: Array.from({ length: 7 }, (_, r) => strip(SPICE_BAG, 340_100 + r)),
  lines: [],
  freeSpins: null,
};

/** Bosphorus Nights: 5×3, 243 ways. The crescent wild on reels 2–4; fireworks start free spins ×2. */
export const BOSPHORUS_NIGHTS: SlotTitleDef = {
  code: 'kasa-slots-bosphorus-nights',
  name: 'Bosphorus Nights',
  declaredRtp: 0.9613,
  volatility: 'medium',
  mechanic: 'ways',
  payUnit: 50,
  rows: 3,
  symbols: [
    { id: 'crescent', kind: 'wild', pays: {} },
    { id: 'tower', kind: 'regular', pays: { 3: 71, 4: 178, 5: 592 } },
    { id: 'ferry', kind: 'regular', pays: { 3: 47, 4: 118, 5: 355 } },
    { id: 'simit', kind: 'regular', pays: { 3: 36, 4: 95, 5: 237 } },
    { id: 'lantern', kind: 'regular', pays: { 3: 24, 4: 71, 5: 178 } },
    { id: 'A', kind: 'regular', pays: { 3: 12, 4: 36, 5: 95 } },
    { id: 'K', kind: 'regular', pays: { 3: 12, 4: 36, 5: 95 } },
    { id: 'Q', kind: 'regular', pays: { 3: 9, 4: 24, 5: 71 } },
    { id: 'J', kind: 'regular', pays: { 3: 8, 4: 24, 5: 71 } },
    { id: 'firework', kind: 'scatter', pays: { 3: 5, 4: 24, 5: 118 } },
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    strip(
      {
        tower: 2,
        ferry: 3,
        simit: 3,
        lantern: 4,
        A: 5,
        K: 5,
        Q: 6,
        J: 6,
        firework: 1,
        crescent: r >= 1 && r <= 3 ? 2 : 0,
      },
      340_200 + r,
    ),
  ),
  lines: [],
  freeSpins: { awards: { 3: 8, 4: 12, 5: 15 }, multiplier: 2, maxTotal: 50 },
};

/** Kapadokya Balloons: 5×4, 1024 ways. The fairy chimney wild on reels 2–5; sunrise scatters start free spins ×2. */
export const KAPADOKYA_BALLOONS: SlotTitleDef = {
  code: 'kasa-slots-kapadokya-balloons',
  name: 'Kapadokya Balloons',
  declaredRtp: 0.9591,
  volatility: 'medium',
  mechanic: 'ways',
  payUnit: 50,
  rows: 4,
  symbols: [
    { id: 'chimney', kind: 'wild', pays: {} },
    { id: 'balloonRed', kind: 'regular', pays: { 3: 31, 4: 79, 5: 236 } },
    { id: 'balloonBlue', kind: 'regular', pays: { 3: 24, 4: 63, 5: 157 } },
    { id: 'horse', kind: 'regular', pays: { 3: 16, 4: 47, 5: 126 } },
    { id: 'pottery', kind: 'regular', pays: { 3: 13, 4: 31, 5: 94 } },
    { id: 'A', kind: 'regular', pays: { 3: 6, 4: 16, 5: 39 } },
    { id: 'K', kind: 'regular', pays: { 3: 6, 4: 16, 5: 39 } },
    { id: 'Q', kind: 'regular', pays: { 3: 5, 4: 13, 5: 32 } },
    { id: 'J', kind: 'regular', pays: { 3: 5, 4: 13, 5: 31 } },
    { id: 'T', kind: 'regular', pays: { 3: 5, 4: 13, 5: 31 } },
    { id: 'sunrise', kind: 'scatter', pays: { 3: 3, 4: 16, 5: 79 } },
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    strip(
      {
        balloonRed: 3,
        balloonBlue: 3,
        horse: 4,
        pottery: 4,
        A: 6,
        K: 6,
        Q: 7,
        J: 7,
        T: 7,
        sunrise: 1,
        chimney: r >= 1 ? 2 : 0,
      },
      340_300 + r,
    ),
  ),
  lines: [],
  freeSpins: { awards: { 3: 10, 4: 12, 5: 15 }, multiplier: 2, maxTotal: 60 },
};

/**
 * Olympos Thunder: 5×3, 20 lines, high volatility. Temples start free spins ×3; the free spins can also be bought for
 * 100 × the bet (10 spins).
 */
export const OLYMPOS_THUNDER: SlotTitleDef = {
  code: 'kasa-slots-olympos-thunder',
  name: 'Olympos Thunder',
  declaredRtp: 0.9636,
  volatility: 'high',
  rows: 3,
  symbols: [
    { id: 'bolt', kind: 'wild', pays: { 3: 79, 4: 396, 5: 1583 } },
    { id: 'zeus', kind: 'regular', pays: { 3: 40, 4: 158, 5: 791 } },
    { id: 'trident', kind: 'regular', pays: { 3: 31, 4: 119, 5: 396 } },
    { id: 'helmet', kind: 'regular', pays: { 3: 24, 4: 79, 5: 237 } },
    { id: 'harp', kind: 'regular', pays: { 3: 16, 4: 63, 5: 198 } },
    { id: 'A', kind: 'regular', pays: { 3: 8, 4: 32, 5: 158 } },
    { id: 'K', kind: 'regular', pays: { 3: 8, 4: 24, 5: 119 } },
    { id: 'Q', kind: 'regular', pays: { 3: 6, 4: 19, 5: 95 } },
    { id: 'J', kind: 'regular', pays: { 3: 5, 4: 16, 5: 79 } },
    { id: 'temple', kind: 'scatter', pays: { 3: 3, 4: 16, 5: 79 } },
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    strip(
      { bolt: 2, zeus: 2, trident: 3, helmet: 3, harp: 4, A: 5, K: 5, Q: 6, J: 6, temple: 1 },
      340_400 + r,
    ),
  ),
  lines: LINES_20,
  freeSpins: { awards: { 3: 10, 4: 12, 5: 15 }, multiplier: 3, maxTotal: 60 },
  buy: { cost: 33, spins: 12 },
};

/**
 * Gold Rush: 5×3, 20 lines, with hold-and-win: six or more gold coins are held and the reels respin three times;
 * every new coin sticks and resets the respins to three. A full screen adds the grand prize (200 × bet).
 */
export const GOLD_RUSH: SlotTitleDef = {
  code: 'kasa-slots-gold-rush',
  name: 'Gold Rush',
  declaredRtp: 0.9573,
  volatility: 'high',
  rows: 3,
  symbols: [
    { id: 'dynamite', kind: 'wild', pays: { 3: 89, 4: 446, 5: 1674 } },
    { id: 'miner', kind: 'regular', pays: { 3: 45, 4: 179, 5: 670 } },
    { id: 'cart', kind: 'regular', pays: { 3: 33, 4: 134, 5: 446 } },
    { id: 'lamp2', kind: 'regular', pays: { 3: 22, 4: 89, 5: 268 } },
    { id: 'pickaxe', kind: 'regular', pays: { 3: 17, 4: 67, 5: 223 } },
    { id: 'A', kind: 'regular', pays: { 3: 9, 4: 33, 5: 134 } },
    { id: 'K', kind: 'regular', pays: { 3: 9, 4: 27, 5: 112 } },
    { id: 'Q', kind: 'regular', pays: { 3: 7, 4: 22, 5: 89 } },
    { id: 'J', kind: 'regular', pays: { 3: 7, 4: 22, 5: 89 } },
    { id: 'coin', kind: 'coin', pays: {} },
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    strip(
      { dynamite: 2, miner: 2, cart: 3, lamp2: 3, pickaxe: 4, A: 5, K: 5, Q: 6, J: 6, coin: 6 },
      340_500 + r,
    ),
  ),
  lines: LINES_20,
  freeSpins: null,
  holdAndWin: {
    trigger: 6,
    respins: 3,
    landChance: [1, 12],
    // Bet units (1/20 of the bet): ½×, 1×, 2×, 3×, 5×, 10×, 25× (mini), 50× (major).
    values: [
      [10, 30],
      [20, 30],
      [40, 16],
      [60, 10],
      [100, 7],
      [200, 4],
      [500, 2],
      [1000, 1],
    ],
    grand: 4000,
  },
};

/** Pomegranate Ways: 6×4, 4096 ways of Anatolian fruits. The tea-glass wild on reels 2–5; crates start free spins ×2. */
export const POMEGRANATE_WAYS: SlotTitleDef = {
  code: 'kasa-slots-pomegranate-ways',
  name: 'Pomegranate Ways',
  declaredRtp: 0.9538,
  volatility: 'low',
  mechanic: 'ways',
  payUnit: 100,
  rows: 4,
  symbols: [
    { id: 'tea', kind: 'wild', pays: {} },
    { id: 'pomegranate', kind: 'regular', pays: { 3: 12, 4: 31, 5: 74, 6: 185 } },
    { id: 'fig', kind: 'regular', pays: { 3: 10, 4: 25, 5: 62, 6: 123 } },
    { id: 'apricot', kind: 'regular', pays: { 3: 7, 4: 18, 5: 49, 6: 99 } },
    { id: 'hazelnut', kind: 'regular', pays: { 3: 6, 4: 12, 5: 37, 6: 74 } },
    { id: 'olive', kind: 'regular', pays: { 3: 4, 4: 7, 5: 18, 6: 37 } },
    { id: 'quince', kind: 'regular', pays: { 3: 4, 4: 7, 5: 18, 6: 37 } },
    { id: 'mulberry', kind: 'regular', pays: { 3: 2, 4: 6, 5: 15, 6: 32 } },
    { id: 'crate', kind: 'scatter', pays: { 3: 2, 4: 6, 5: 25, 6: 123 } },
  ],
  strips: [0, 1, 2, 3, 4, 5].map((r) =>
    strip(
      {
        pomegranate: 3,
        fig: 4,
        apricot: 5,
        hazelnut: 6,
        olive: 8,
        quince: 8,
        mulberry: 9,
        crate: 1,
        tea: r >= 1 && r <= 4 ? 2 : 0,
      },
      340_600 + r,
    ),
  ),
  lines: [],
  freeSpins: { awards: { 3: 8, 4: 10, 5: 12, 6: 20 }, multiplier: 2, maxTotal: 60 },
};

export const MORE_SLOT_TITLES: readonly SlotTitleDef[] = [
  ANATOLIAN_SPICES,
  BOSPHORUS_NIGHTS,
  KAPADOKYA_BALLOONS,
  OLYMPOS_THUNDER,
  GOLD_RUSH,
  POMEGRANATE_WAYS,
];
