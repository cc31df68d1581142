import { SLOT_TITLES } from '@kasa/contract/slots';
import type { SlotTitleDef } from './slots.engine.ts';
import { MORE_SLOT_TITLES } from './slots.titles-more.ts';

// The three Kasa slots titles: their own strips, paytables, paylines and free-spin rules. The strips and pays were
// tuned so that each title's exact RTP (slots.math.ts, `npm run rtp`) equals its declared value to within 1e-5; a test
// holds them there. Changing a single symbol or pay changes the RTP: rerun `npm run rtp` and the tests.

/** 20 paylines of a 5×3 window (rows 0 top … 2 bottom per reel). */
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

/** The classic five lines of a 3×3 window: three rows and two diagonals. */
const LINES_3X3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Sultan's Gold: 5×3, 20 lines, medium volatility. Free spins ×2 (10/15/20 for 3/4/5 chests), retriggers to 60. */
export const SULTANS_GOLD: SlotTitleDef = {
  code: 'kasa-slots-sultans-gold',
  name: "Sultan's Gold",
  declaredRtp: 0.961,
  volatility: 'medium',
  rows: 3,
  symbols: [
    { id: 'seal', kind: 'wild', pays: { 3: 50, 4: 246, 5: 991 } },
    { id: 'sultan', kind: 'regular', pays: { 3: 25, 4: 100, 5: 500 } },
    { id: 'lamp', kind: 'regular', pays: { 3: 20, 4: 75, 5: 263 } },
    { id: 'dagger', kind: 'regular', pays: { 3: 15, 4: 47, 5: 150 } },
    { id: 'camel', kind: 'regular', pays: { 3: 10, 4: 40, 5: 125 } },
    { id: 'A', kind: 'regular', pays: { 3: 5, 4: 20, 5: 100 } },
    { id: 'K', kind: 'regular', pays: { 3: 5, 4: 15, 5: 79 } },
    { id: 'Q', kind: 'regular', pays: { 3: 5, 4: 12, 5: 60 } },
    { id: 'J', kind: 'regular', pays: { 3: 3, 4: 10, 5: 50 } },
    { id: 'T', kind: 'regular', pays: { 3: 3, 4: 10, 5: 42 } },
    { id: 'chest', kind: 'scatter', pays: { 3: 2, 4: 10, 5: 52 } },
  ],
  // prettier-ignore
  strips: [
    ['Q', 'A', 'T', 'J', 'camel', 'lamp', 'seal', 'sultan', 'K', 'chest', 'Q', 'J', 'T', 'dagger', 'camel',
     'sultan', 'A', 'K', 'Q', 'J', 'lamp', 'T', 'J', 'camel', 'seal', 'Q', 'sultan', 'dagger', 'K', 'T',
     'chest', 'A', 'J', 'lamp', 'Q', 'camel', 'T', 'sultan', 'K', 'J', 'dagger'],
    ['J', 'A', 'K', 'Q', 'seal', 'T', 'camel', 'dagger', 'J', 'Q', 'A', 'T', 'seal', 'sultan', 'chest', 'K',
     'Q', 'J', 'T', 'camel', 'A', 'Q', 'seal', 'T', 'J', 'A', 'sultan', 'camel', 'K', 'dagger', 'Q', 'T', 'J',
     'seal', 'A', 'chest', 'Q', 'T', 'camel', 'lamp', 'sultan'],
    ['Q', 'T', 'camel', 'K', 'J', 'A', 'Q', 'T', 'J', 'K', 'seal', 'camel', 'sultan', 'A', 'lamp', 'Q', 'J',
     'dagger', 'T', 'K', 'A', 'camel', 'J', 'chest', 'Q', 'seal', 'T', 'K', 'lamp', 'J', 'A', 'Q', 'camel',
     'sultan', 'T', 'K', 'J', 'dagger', 'A', 'seal', 'lamp', 'chest'],
    ['J', 'A', 'T', 'Q', 'J', 'K', 'camel', 'seal', 'A', 'T', 'chest', 'lamp', 'J', 'K', 'Q', 'dagger',
     'camel', 'T', 'A', 'J', 'sultan', 'K', 'T', 'Q', 'A', 'J', 'camel', 'seal', 'dagger', 'T', 'K', 'chest',
     'lamp', 'J', 'A', 'Q', 'camel', 'T', 'K', 'sultan', 'dagger'],
    ['T', 'K', 'J', 'A', 'T', 'Q', 'dagger', 'sultan', 'J', 'K', 'T', 'lamp', 'A', 'Q', 'J', 'seal', 'T', 'K',
     'chest', 'dagger', 'A', 'T', 'J', 'Q', 'camel', 'K', 'lamp', 'T', 'sultan', 'A', 'J', 'Q', 'T', 'K',
     'dagger', 'J', 'seal', 'A', 'Q', 'lamp', 'chest', 'camel'],
  ],
  lines: LINES_20,
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2, maxTotal: 60 },
};

/** Fruit Bazaar: classic 3×3, 5 lines, low volatility. Free spins ×2 (8 for 3 baskets), retriggers to 40. */
export const FRUIT_BAZAAR: SlotTitleDef = {
  code: 'kasa-slots-fruit-bazaar',
  name: 'Fruit Bazaar',
  declaredRtp: 0.955,
  volatility: 'low',
  rows: 3,
  symbols: [
    { id: 'star', kind: 'wild', pays: { 3: 94 } },
    { id: 'seven', kind: 'regular', pays: { 3: 64 } },
    { id: 'bell', kind: 'regular', pays: { 3: 31 } },
    { id: 'melon', kind: 'regular', pays: { 3: 21 } },
    { id: 'grapes', kind: 'regular', pays: { 3: 15 } },
    { id: 'plum', kind: 'regular', pays: { 3: 9 } },
    { id: 'orange', kind: 'regular', pays: { 3: 9 } },
    { id: 'lemon', kind: 'regular', pays: { 3: 3 } },
    { id: 'cherry', kind: 'regular', pays: { 2: 1, 3: 6 } },
    { id: 'basket', kind: 'scatter', pays: { 2: 1, 3: 4 } },
  ],
  // prettier-ignore
  strips: [
    ['star', 'plum', 'lemon', 'cherry', 'orange', 'grapes', 'bell', 'cherry', 'melon', 'lemon', 'star', 'plum',
     'basket', 'orange', 'cherry', 'grapes', 'lemon', 'cherry', 'melon', 'orange', 'star', 'plum', 'bell',
     'cherry', 'lemon', 'grapes', 'basket', 'orange', 'cherry', 'seven', 'melon'],
    ['grapes', 'cherry', 'lemon', 'plum', 'orange', 'star', 'grapes', 'lemon', 'cherry', 'grapes', 'plum',
     'bell', 'grapes', 'star', 'lemon', 'cherry', 'basket', 'melon', 'plum', 'grapes', 'orange', 'lemon',
     'grapes', 'cherry', 'star', 'plum', 'lemon', 'grapes', 'bell', 'basket', 'seven'],
    ['lemon', 'orange', 'melon', 'cherry', 'plum', 'grapes', 'orange', 'lemon', 'basket', 'seven', 'melon',
     'cherry', 'plum', 'orange', 'star', 'lemon', 'bell', 'melon', 'orange', 'cherry', 'plum', 'grapes',
     'lemon', 'basket', 'seven', 'orange', 'melon', 'cherry', 'plum', 'star', 'bell'],
  ],
  lines: LINES_3X3,
  freeSpins: { awards: { 3: 8 }, multiplier: 2, maxTotal: 40 },
};

/** Cosmic Gems: 5×3, 10 lines, high volatility. Free spins ×3 (8/12/20 for 3/4/5 black holes), retriggers to 100. */
export const COSMIC_GEMS: SlotTitleDef = {
  code: 'kasa-slots-cosmic-gems',
  name: 'Cosmic Gems',
  declaredRtp: 0.965,
  volatility: 'high',
  rows: 3,
  symbols: [
    { id: 'nova', kind: 'wild', pays: { 3: 39, 4: 411, 5: 6160 } },
    { id: 'planet', kind: 'regular', pays: { 3: 30, 4: 193, 5: 1426 } },
    { id: 'comet', kind: 'regular', pays: { 3: 20, 4: 98, 5: 560 } },
    { id: 'ruby', kind: 'regular', pays: { 3: 11, 4: 50, 5: 237 } },
    { id: 'emerald', kind: 'regular', pays: { 3: 4, 4: 30, 5: 144 } },
    { id: 'sapphire', kind: 'regular', pays: { 3: 3, 4: 20, 5: 100 } },
    { id: 'amethyst', kind: 'regular', pays: { 3: 2, 4: 14, 5: 57 } },
    { id: 'topaz', kind: 'regular', pays: { 3: 2, 4: 10, 5: 39 } },
    { id: 'blackhole', kind: 'scatter', pays: { 3: 1, 4: 23, 5: 175 } },
  ],
  // prettier-ignore
  strips: [
    ['sapphire', 'topaz', 'amethyst', 'emerald', 'comet', 'topaz', 'sapphire', 'ruby', 'planet', 'topaz',
     'sapphire', 'amethyst', 'ruby', 'emerald', 'nova', 'topaz', 'comet', 'sapphire', 'amethyst', 'ruby',
     'topaz', 'planet', 'blackhole', 'emerald', 'sapphire', 'topaz', 'amethyst', 'ruby', 'comet', 'sapphire',
     'topaz', 'emerald', 'planet', 'amethyst', 'ruby', 'blackhole'],
    ['amethyst', 'topaz', 'amethyst', 'comet', 'emerald', 'sapphire', 'ruby', 'topaz', 'amethyst', 'emerald',
     'blackhole', 'comet', 'amethyst', 'topaz', 'sapphire', 'emerald', 'amethyst', 'ruby', 'topaz', 'comet',
     'amethyst', 'emerald', 'sapphire', 'topaz', 'planet', 'comet', 'amethyst', 'nova', 'topaz', 'emerald',
     'blackhole', 'ruby', 'amethyst', 'sapphire', 'comet', 'topaz', 'emerald', 'planet'],
    ['topaz', 'amethyst', 'emerald', 'ruby', 'planet', 'topaz', 'sapphire', 'amethyst', 'ruby', 'topaz',
     'amethyst', 'emerald', 'planet', 'sapphire', 'comet', 'topaz', 'ruby', 'amethyst', 'blackhole', 'topaz',
     'sapphire', 'emerald', 'ruby', 'amethyst', 'planet', 'topaz', 'comet', 'ruby', 'amethyst', 'sapphire',
     'emerald', 'topaz', 'planet', 'amethyst', 'ruby', 'sapphire', 'blackhole', 'comet', 'nova'],
    ['topaz', 'sapphire', 'planet', 'amethyst', 'emerald', 'topaz', 'blackhole', 'planet', 'amethyst',
     'sapphire', 'ruby', 'topaz', 'comet', 'planet', 'amethyst', 'emerald', 'sapphire', 'topaz', 'planet',
     'nova', 'ruby', 'amethyst', 'topaz', 'sapphire', 'planet', 'amethyst', 'emerald', 'blackhole', 'topaz',
     'ruby', 'planet', 'amethyst', 'comet', 'sapphire', 'topaz', 'emerald', 'planet', 'amethyst', 'ruby'],
    ['amethyst', 'topaz', 'sapphire', 'planet', 'ruby', 'amethyst', 'topaz', 'amethyst', 'sapphire', 'emerald',
     'topaz', 'ruby', 'amethyst', 'blackhole', 'topaz', 'sapphire', 'planet', 'amethyst', 'topaz', 'comet',
     'emerald', 'sapphire', 'topaz', 'ruby', 'amethyst', 'topaz', 'amethyst', 'sapphire', 'emerald', 'planet',
     'topaz', 'ruby', 'amethyst', 'blackhole', 'nova', 'sapphire', 'topaz', 'comet', 'emerald'],
  ],
  lines: LINES_20.slice(0, 10),
  freeSpins: { awards: { 3: 8, 4: 12, 5: 20 }, multiplier: 3, maxTotal: 100 },
};

/** The three original payline titles (issue 4). */
export const ORIGINAL_TITLE_DEFS: readonly SlotTitleDef[] = [SULTANS_GOLD, FRUIT_BAZAAR, COSMIC_GEMS];

/** Every title: the originals and the six on the extended engine (slots.titles-more.ts). */
export const SLOT_TITLE_DEFS: readonly SlotTitleDef[] = [...ORIGINAL_TITLE_DEFS, ...MORE_SLOT_TITLES];

export function findTitle(code: string): SlotTitleDef | undefined {
  return SLOT_TITLE_DEFS.find((t) => t.code === code);
}

/** The catalog's view of the titles (code, name, declared RTP in percent, volatility), from the contract. */
export { SLOT_TITLES };
