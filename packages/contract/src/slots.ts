import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';
import { JackpotHit, JackpotTicker } from './jackpot.ts';
import { msg } from './messages.ts';

// Kasa Originals slots (issue 4 §4, docs/decisions/0092-slots-and-jackpot.md). The game client calls these with the
// game session in header x-game-session (GAME_SESSION_HEADER); amounts are lira as everywhere in the API.

/** The slots endpoints (relative to /api/, like ApiPath). */
export const SlotsPath = {
  init: 'originals/slots/init',
  spin: 'originals/slots/spin',
  /** Reveals the next free spin of a feature (its outcome was decided at bet time). */
  freeSpin: 'originals/slots/freespin',
  /** Buys the free-spin feature for the title's cost × the bet (titles with a buy feature). */
  buy: 'originals/slots/buy',
} as const;

export type SlotVolatility = 'low' | 'medium' | 'high';

export interface SlotTitleInfo {
  code: string;
  name: string;
  /** Percent, e.g. 96.1. The exact RTP of the strips and paytable equals it (npm run rtp). */
  declaredRtp: number;
  volatility: SlotVolatility;
}

/** The titles, for the casino catalog. */
export const SLOT_TITLES: readonly SlotTitleInfo[] = [
  { code: 'kasa-slots-sultans-gold', name: "Sultan's Gold", declaredRtp: 96.1, volatility: 'medium' },
  { code: 'kasa-slots-fruit-bazaar', name: 'Fruit Bazaar', declaredRtp: 95.5, volatility: 'low' },
  { code: 'kasa-slots-cosmic-gems', name: 'Cosmic Gems', declaredRtp: 96.5, volatility: 'high' },
  // Issue 11 §5: on the extended engine (cluster pays, ways, hold-and-win, buy feature).
  { code: 'kasa-slots-anatolian-spices', name: 'Anatolian Spices', declaredRtp: 95.91, volatility: 'high' },
  { code: 'kasa-slots-bosphorus-nights', name: 'Bosphorus Nights', declaredRtp: 96.13, volatility: 'medium' },
  {
    code: 'kasa-slots-kapadokya-balloons',
    name: 'Kapadokya Balloons',
    declaredRtp: 95.91,
    volatility: 'medium',
  },
  { code: 'kasa-slots-olympos-thunder', name: 'Olympos Thunder', declaredRtp: 96.36, volatility: 'high' },
  { code: 'kasa-slots-gold-rush', name: 'Gold Rush', declaredRtp: 95.73, volatility: 'high' },
  { code: 'kasa-slots-pomegranate-ways', name: 'Pomegranate Ways', declaredRtp: 95.38, volatility: 'low' },
];

/** Total bets a player can choose, lira. Each is a whole number of kuruş per line for every title. */
export const SLOT_BET_LEVELS = [1, 2, 5, 10, 20, 50, 100] as const;
export const SLOT_MIN_BET = SLOT_BET_LEVELS[0];
export const SLOT_MAX_BET = SLOT_BET_LEVELS[SLOT_BET_LEVELS.length - 1]!;

// ---- POST originals/slots/spin {bet} ----

export const SlotsSpinRequest = z
  .object({
    bet: z
      .number({ error: msg('v.required') })
      .refine((v) => (SLOT_BET_LEVELS as readonly number[]).includes(v), {
        message: msg('e.slotsBetLevel', SLOT_MIN_BET, SLOT_MAX_BET),
      }),
  })
  .strip();
export type SlotsSpinRequest = z.input<typeof SlotsSpinRequest>;

// ---- POST originals/slots/freespin {roundId} ----

// ---- POST originals/slots/buy {bet} ----

/** The bet level the bought free spins are played at; the charge is the title's buy cost × this bet. */
export const SlotsBuyRequest = SlotsSpinRequest;
export type SlotsBuyRequest = z.input<typeof SlotsBuyRequest>;

export const SlotsFreeSpinRequest = z.object({ roundId: str().min(1).max(100) }).strip();
export type SlotsFreeSpinRequest = z.input<typeof SlotsFreeSpinRequest>;

export const SlotSymbol = z.object({
  id: str(),
  kind: z.enum(['regular', 'wild', 'scatter', 'coin']),
  /**
   * Count → multiplier: of the line bet (regular, wild), of the total bet (scatter). Ways titles: of the bet unit
   * (bet / payUnit) per way; cluster titles: cluster size (and larger) → multiple of the bet unit. Coins pay nothing
   * on their own (hold-and-win).
   */
  pays: z.record(str(), z.number()),
});
export type SlotSymbol = z.infer<typeof SlotSymbol>;

export const LineWin = z.object({
  /** Index into the title's lines. */
  line: z.number().int(),
  symbol: str(),
  count: z.number().int(),
  /** [reel, row] cells of the run. */
  positions: z.array(z.tuple([z.number().int(), z.number().int()])),
  win: z.number(),
});
export type LineWin = z.infer<typeof LineWin>;

const Cell = z.tuple([z.number().int(), z.number().int()]);

export const WaysWin = z.object({
  symbol: str(),
  /** Adjacent reels from the left showing it. */
  count: z.number().int(),
  ways: z.number().int(),
  positions: z.array(Cell),
  win: z.number(),
});
export type WaysWin = z.infer<typeof WaysWin>;

export const ClusterWin = z.object({
  symbol: str(),
  size: z.number().int(),
  positions: z.array(Cell),
  win: z.number(),
});
export type ClusterWin = z.infer<typeof ClusterWin>;

/** One grid of a cascade: its clusters pay (× multiplier) and vanish, the rest falls, new symbols drop in. */
export const CascadeStep = z.object({
  grid: z.array(z.array(str())),
  clusters: z.array(ClusterWin),
  multiplier: z.number(),
  win: z.number(),
});
export type CascadeStep = z.infer<typeof CascadeStep>;

/** A money symbol and its value, lira. */
export const CoinCell = z.object({ reel: z.number().int(), row: z.number().int(), value: z.number() });
export type CoinCell = z.infer<typeof CoinCell>;

export const HoldAndWinView = z.object({
  respins: z.array(z.object({ landed: z.array(CoinCell), left: z.number().int() })),
  coins: z.array(CoinCell),
  full: z.boolean(),
  grand: z.number(),
  win: z.number(),
});
export type HoldAndWinView = z.infer<typeof HoldAndWinView>;

export const SpinView = z.object({
  stops: z.array(z.number().int()),
  /** grid[reel][row]: symbol ids. */
  grid: z.array(z.array(str())),
  lineWins: z.array(LineWin),
  scatter: z.object({
    count: z.number().int(),
    positions: z.array(z.tuple([z.number().int(), z.number().int()])),
    win: z.number(),
    freeSpinsAwarded: z.number().int(),
  }),
  multiplier: z.number(),
  /** Everything this spin paid, lira (a hold-and-win feature it started included). */
  win: z.number(),
  /** Ways titles. */
  ways: z.array(WaysWin).optional(),
  /** Cluster titles: every grid of the cascade (the first is `grid`). */
  cascades: z.array(CascadeStep).optional(),
  /** Hold-and-win titles: the money symbols of the window. */
  coins: z.array(CoinCell).optional(),
  holdAndWin: HoldAndWinView.optional(),
});
export type SpinView = z.infer<typeof SpinView>;

/** A free-spin feature in progress on the client (all its spins were played and paid at bet time). */
export const FreeSpinFeature = z.object({
  roundId: str(),
  bet: z.number(),
  /** Free spins in the feature (retriggers included), and how many the player has been shown. */
  total: z.number().int(),
  shown: z.number().int(),
  multiplier: z.number(),
  /** Lira won by the spins shown so far. */
  wonSoFar: z.number(),
});
export type FreeSpinFeature = z.infer<typeof FreeSpinFeature>;

export const SlotsInitData = z.object({
  code: str(),
  name: str(),
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  reels: z.number().int(),
  rows: z.number().int(),
  symbols: z.array(SlotSymbol),
  /** Reel strips, for the spinning animation. */
  strips: z.array(z.array(str())),
  lines: z.array(z.array(z.number().int())),
  /** How wins form: paylines, ways (adjacent reels from the left) or clusters with cascades. */
  mechanic: z.enum(['lines', 'ways', 'cluster']),
  /** Ways and cluster pays are multiples of bet / payUnit (lines: the line count). */
  payUnit: z.number().int(),
  /** Ways titles: the number of ways (rows ^ reels). */
  ways: z.number().int(),
  cluster: z.object({ min: z.number().int(), multipliers: z.array(z.number()) }).nullable(),
  holdAndWin: z
    .object({
      trigger: z.number().int(),
      respins: z.number().int(),
      /** Coin values as multiples of the bet, ascending. */
      values: z.array(z.number()),
      /** Multiple of the bet added for a full screen. */
      grand: z.number(),
    })
    .nullable(),
  /** The free spins can be bought: `cost` × the bet for `spins` spins; `rtp` percent is the bought feature's return. */
  buy: z.object({ cost: z.number(), spins: z.number().int(), rtp: z.number() }).nullable(),
  freeSpins: z
    .object({ awards: z.record(str(), z.number()), multiplier: z.number(), maxTotal: z.number() })
    .nullable(),
  betLevels: z.array(z.number()),
  minBet: z.number(),
  maxBet: z.number(),
  /** Jackpot share of every bet, percent. */
  jackpotShare: z.number(),
  balance: z.number(),
  bonusBalance: z.number(),
  locale: z.enum(['tr', 'en']),
  /** A feature the player has not finished watching (dropped connection, reload). */
  feature: FreeSpinFeature.nullable(),
  /** The last spin shown, so a returning player sees the reels as they were. */
  lastSpin: SpinView.nullable(),
  jackpots: z.array(JackpotTicker),
});
export type SlotsInitData = z.infer<typeof SlotsInitData>;
export const SlotsInitResponse = envelope(SlotsInitData);

export const SlotsSpinData = z.object({
  roundId: str(),
  bet: z.number(),
  spin: SpinView,
  /** Set when this spin triggered free spins (then reveal them with freespin). */
  feature: FreeSpinFeature.nullable(),
  /** Lira charged: the bet, or the buy cost for a bought feature. */
  cost: z.number(),
  bought: z.boolean(),
  jackpot: JackpotHit.nullable(),
  /** Everything the round paid: base spin, every free spin, jackpot (lira). */
  roundWin: z.number(),
  /** Cash after the whole round was paid. */
  balance: z.number(),
  bonusBalance: z.number(),
  jackpots: z.array(JackpotTicker),
});
export type SlotsSpinData = z.infer<typeof SlotsSpinData>;
export const SlotsSpinResponse = envelope(SlotsSpinData);

export const SlotsFreeSpinData = z.object({
  roundId: str(),
  /** 1-based number of this free spin in the feature. */
  index: z.number().int(),
  spin: SpinView,
  feature: FreeSpinFeature,
  /** True when this was the last one. */
  finished: z.boolean(),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type SlotsFreeSpinData = z.infer<typeof SlotsFreeSpinData>;
export const SlotsFreeSpinResponse = envelope(SlotsFreeSpinData);
