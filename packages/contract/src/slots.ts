import { z } from 'zod';
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

export const SlotsFreeSpinRequest = z.object({ roundId: z.string().min(1).max(100) }).strip();
export type SlotsFreeSpinRequest = z.input<typeof SlotsFreeSpinRequest>;

export const SlotSymbol = z.object({
  id: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  /** Count → multiplier: of the line bet (regular, wild), of the total bet (scatter). */
  pays: z.record(z.string(), z.number()),
});
export type SlotSymbol = z.infer<typeof SlotSymbol>;

export const LineWin = z.object({
  /** Index into the title's lines. */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /** [reel, row] cells of the run. */
  positions: z.array(z.tuple([z.number().int(), z.number().int()])),
  win: z.number(),
});
export type LineWin = z.infer<typeof LineWin>;

export const SpinView = z.object({
  stops: z.array(z.number().int()),
  /** grid[reel][row]: symbol ids. */
  grid: z.array(z.array(z.string())),
  lineWins: z.array(LineWin),
  scatter: z.object({
    count: z.number().int(),
    positions: z.array(z.tuple([z.number().int(), z.number().int()])),
    win: z.number(),
    freeSpinsAwarded: z.number().int(),
  }),
  multiplier: z.number(),
  /** Everything this spin paid, lira. */
  win: z.number(),
});
export type SpinView = z.infer<typeof SpinView>;

/** A free-spin feature in progress on the client (all its spins were played and paid at bet time). */
export const FreeSpinFeature = z.object({
  roundId: z.string(),
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
  code: z.string(),
  name: z.string(),
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  reels: z.number().int(),
  rows: z.number().int(),
  symbols: z.array(SlotSymbol),
  /** Reel strips, for the spinning animation. */
  strips: z.array(z.array(z.string())),
  lines: z.array(z.array(z.number().int())),
  freeSpins: z
    .object({ awards: z.record(z.string(), z.number()), multiplier: z.number(), maxTotal: z.number() })
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
  roundId: z.string(),
  bet: z.number(),
  spin: SpinView,
  /** Set when this spin triggered free spins (then reveal them with freespin). */
  feature: FreeSpinFeature.nullable(),
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
  roundId: z.string(),
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
