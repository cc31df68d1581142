import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';

// The in-house progressive jackpot (issue 4 §5, docs/decisions/0092-slots-and-jackpot.md). Funded by a share of every
// Kasa slots bet, won by a random trigger at spin time, paid through the ledger. Amounts are lira (decimal numbers).

/** How an instance is presented: EGT-style cards (levelStats), Amusnet-style cards (currentLevelI…), the quest. */
export const JackpotStyle = { Egt: 'egt', Amusnet: 'amusnet', Quest: 'quest' } as const;
export type JackpotStyle = (typeof JackpotStyle)[keyof typeof JackpotStyle];

/** One level of an EGT-style card. level 1 is the smallest, 4 the largest. */
export const JackpotLevelStat = z.object({
  level: z.number().int(),
  name: str(),
  /** The level's current value, lira. */
  value: z.number(),
  /** What the level restarts from after a win, lira. */
  seed: z.number(),
  winCount: z.number().int(),
  /** The largest amount this level has paid, lira (0 before its first win). */
  largestWin: z.number(),
  lastWinAt: str().nullable(),
});
export type JackpotLevelStat = z.infer<typeof JackpotLevelStat>;

/** Spec §3 "Jackpot card (egt)": instanceName and exactly 4 levelStats. */
export const EgtJackpotCard = z.object({
  instanceName: str(),
  levelStats: z.array(JackpotLevelStat),
});
export type EgtJackpotCard = z.infer<typeof EgtJackpotCard>;

/** Spec §3 "Amusnet jackpot cards have currentLevelI": level I is the top level, IV the smallest (lira). */
export const AmusnetJackpotCard = z.object({
  instanceName: str(),
  currentLevelI: z.number(),
  currentLevelII: z.number(),
  currentLevelIII: z.number(),
  currentLevelIV: z.number(),
});
export type AmusnetJackpotCard = z.infer<typeof AmusnetJackpotCard>;

/** GET casino/eqyptquest → the quest jackpot (spec §7). The client ignores it when currentLevelI is 14000. */
export const QuestJackpot = z.object({
  instanceName: str(),
  currentLevelI: z.number(),
});
export type QuestJackpot = z.infer<typeof QuestJackpot>;
export const QuestJackpotResponse = envelope(QuestJackpot);

/**
 * The bootstrap's jackpot fields (cms/grouped), built by the jackpot module; also GET cms/jackpots alone, with current
 * values, so the page keeps them live without fetching the bootstrap again (docs/decisions/0150).
 */
export const JackpotBootstrapCards = z.object({
  egtJackpotCards: z.array(EgtJackpotCard),
  jackpotCards: z.array(AmusnetJackpotCard),
});
export type JackpotBootstrapCards = z.infer<typeof JackpotBootstrapCards>;
export const JackpotBootstrapCardsResponse = envelope(JackpotBootstrapCards);

/** A jackpot a spin won: paid to the player's cash on top of the spin's win. */
export const JackpotHit = z.object({
  instanceName: str(),
  level: z.number().int(),
  levelName: str(),
  /** Lira. */
  amount: z.number(),
});
export type JackpotHit = z.infer<typeof JackpotHit>;

/** The ticker a slot shows: the instance its spins can hit, level values in lira, largest level first. */
export const JackpotTicker = z.object({
  instanceName: str(),
  levels: z.array(z.object({ level: z.number().int(), name: str(), value: z.number() })),
});
export type JackpotTicker = z.infer<typeof JackpotTicker>;
