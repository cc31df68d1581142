import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';
import { FairSeedState, FairStateData, stake } from './fair.ts';
import {
  HiloGuess,
  INSTANT_RISKS,
  type InstantRisk,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  KENO_NUMBERS,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
} from './instant-math.ts';

// Plinko, Limbo, Keno and Hi-Lo: the API of the instant games that share Dice's and Mines' seeds (issue 11 §5,
// docs/decisions/0300-instant-games.md). The algorithm and paytables are in ./instant-math.ts. Like Dice and Mines,
// every call authenticates with the game session header (x-game-session) of its own game; amounts are lira.

export * from './instant-math.ts';

export const InstantPath = {
  /** Everything the client shows on load: fair/state plus this game's recent rounds and an open Hi-Lo round. */
  state: 'originals/instant/state',
  plinkoDrop: 'originals/plinko/drop',
  limboPlay: 'originals/limbo/play',
  kenoPlay: 'originals/keno/play',
  hiloStart: 'originals/hilo/start',
  hiloGuess: 'originals/hilo/guess',
  hiloCashout: 'originals/hilo/cashout',
} as const;
export type InstantPath = (typeof InstantPath)[keyof typeof InstantPath];

export const InstantGame = { Plinko: 'plinko', Limbo: 'limbo', Keno: 'keno', Hilo: 'hilo' } as const;
export type InstantGame = (typeof InstantGame)[keyof typeof InstantGame];
export const INSTANT_GAMES: readonly InstantGame[] = ['plinko', 'limbo', 'keno', 'hilo'];

const risk = z.enum(INSTANT_RISKS as [InstantRisk, ...InstantRisk[]], { message: 'e.instantRisk' });

/** What every instant round carries. Multipliers as numbers (1.5 = 1.50×), amounts in lira. */
const roundBase = {
  roundId: str(),
  amount: z.number(),
  multiplier: z.number(),
  payout: z.number(),
  /** Paid at least the stake. */
  win: z.boolean(),
  serverSeedHash: str(),
  clientSeed: str(),
  nonce: z.number().int(),
  createdAt: str(),
};

export const PlinkoBet = z.object({
  ...roundBase,
  game: z.literal('plinko'),
  rows: z.number().int(),
  risk,
  /** 0 = left, 1 = right, one per row. */
  path: z.array(z.number().int()),
  slot: z.number().int(),
});
export type PlinkoBet = z.infer<typeof PlinkoBet>;

export const LimboBet = z.object({
  ...roundBase,
  game: z.literal('limbo'),
  target: z.number(),
  result: z.number(),
});
export type LimboBet = z.infer<typeof LimboBet>;

export const KenoBet = z.object({
  ...roundBase,
  game: z.literal('keno'),
  risk,
  picks: z.array(z.number().int()),
  /** In draw order. */
  drawn: z.array(z.number().int()),
  hits: z.number().int(),
});
export type KenoBet = z.infer<typeof KenoBet>;

export const HiloStatus = { Open: 'open', Won: 'won', Lost: 'lost' } as const;
export type HiloStatus = (typeof HiloStatus)[keyof typeof HiloStatus];

export const HiloStep = z.object({
  guess: z.enum(HiloGuess),
  /** The card dealt after the guess. */
  card: z.number().int(),
  correct: z.boolean(),
  /** The multiplier after this step. */
  multiplier: z.number(),
});
export type HiloStep = z.infer<typeof HiloStep>;

export const HiloRound = z.object({
  ...roundBase,
  game: z.literal('hilo'),
  status: z.enum(HiloStatus),
  /** The first card (dealt at the bet). */
  startCard: z.number().int(),
  steps: z.array(HiloStep),
  /** What a right guess would make the multiplier (open rounds), by guess; null where not allowed. */
  next: z
    .object({ higher: z.number().nullable(), lower: z.number().nullable(), same: z.number().nullable() })
    .nullable(),
  autoSettled: z.boolean(),
  settledAt: str().nullable(),
});
export type HiloRound = z.infer<typeof HiloRound>;

export const InstantRound = z.discriminatedUnion('game', [PlinkoBet, LimboBet, KenoBet, HiloRound]);
export type InstantRound = z.infer<typeof InstantRound>;

/** Every answer that moves money carries the balance after it (cash and bonus, lira) and the seed pair's state. */
const after = { balance: z.number(), bonusBalance: z.number(), seed: FairSeedState };

// POST originals/instant/state {} → fair/state plus `rounds` (this session's game, newest first) and `openHilo`.
export const InstantStateRequest = z.object({}).strip();
export const InstantStateData = FairStateData.extend({
  rounds: z.array(InstantRound),
  openHilo: HiloRound.nullable(),
});
export type InstantStateData = z.infer<typeof InstantStateData>;
export const InstantStateResponse = envelope(InstantStateData);

// POST originals/plinko/drop {amount, rows, risk} → the settled bet with the ball's path.
export const PlinkoDropRequest = z
  .object({
    amount: stake,
    rows: z
      .number({ message: 'e.plinkoRows' })
      .int('e.plinkoRows')
      .min(PLINKO_MIN_ROWS, 'e.plinkoRows')
      .max(PLINKO_MAX_ROWS, 'e.plinkoRows'),
    risk,
  })
  .strip();
export type PlinkoDropRequest = z.input<typeof PlinkoDropRequest>;
export const PlinkoDropData = z.object({ ...after, bet: PlinkoBet });
export type PlinkoDropData = z.infer<typeof PlinkoDropData>;
export const PlinkoDropResponse = envelope(PlinkoDropData);

// POST originals/limbo/play {amount, target} → the settled bet. Target 1.01 … 1 000 000 with two decimals.
export const LimboPlayRequest = z
  .object({
    amount: stake,
    target: z
      .number({ message: 'e.limboTarget' })
      .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'e.limboTarget')
      .refine(
        (v) => Math.round(v * 100) >= LIMBO_MIN_TARGET && Math.round(v * 100) <= LIMBO_MAX_TARGET,
        'e.limboTarget',
      ),
  })
  .strip();
export type LimboPlayRequest = z.input<typeof LimboPlayRequest>;
export const LimboPlayData = z.object({ ...after, bet: LimboBet });
export type LimboPlayData = z.infer<typeof LimboPlayData>;
export const LimboPlayResponse = envelope(LimboPlayData);

// POST originals/keno/play {amount, picks, risk} → the settled bet with the 10 numbers drawn.
export const KenoPlayRequest = z
  .object({
    amount: stake,
    picks: z
      .array(
        z
          .number({ message: 'e.kenoPicks' })
          .int('e.kenoPicks')
          .min(1, 'e.kenoPicks')
          .max(KENO_NUMBERS, 'e.kenoPicks'),
        { message: 'e.kenoPicks' },
      )
      .min(KENO_MIN_PICKS, 'e.kenoPicks')
      .max(KENO_MAX_PICKS, 'e.kenoPicks')
      .refine((picks) => new Set(picks).size === picks.length, 'e.kenoPicks'),
    risk,
  })
  .strip();
export type KenoPlayRequest = z.input<typeof KenoPlayRequest>;
export const KenoPlayData = z.object({ ...after, bet: KenoBet });
export type KenoPlayData = z.infer<typeof KenoPlayData>;
export const KenoPlayResponse = envelope(KenoPlayData);

// POST originals/hilo/start {amount} → the open round with its first card.
export const HiloStartRequest = z.object({ amount: stake }).strip();
export type HiloStartRequest = z.input<typeof HiloStartRequest>;

// POST originals/hilo/guess {roundId, guess} → the round after the next card (lost on a wrong guess).
export const HiloGuessRequest = z
  .object({
    roundId: str().min(1).max(64),
    guess: z.enum(HiloGuess, { message: 'e.hiloGuess' }),
  })
  .strip();
export type HiloGuessRequest = z.input<typeof HiloGuessRequest>;

// POST originals/hilo/cashout {roundId} → the won round.
export const HiloCashoutRequest = z.object({ roundId: str().min(1).max(64) }).strip();
export type HiloCashoutRequest = z.input<typeof HiloCashoutRequest>;

export const HiloData = z.object({ ...after, round: HiloRound });
export type HiloData = z.infer<typeof HiloData>;
export const HiloResponse = envelope(HiloData);
