import {
  MARKET_TYPES,
  type MarketKey,
  type MarketTier,
  SPORT_MARKETS,
  type SportKey,
  type SportsBook,
} from '@kasa/contract/sports';
import { overround, priceMarket } from './margin.ts';
import { expectedReturn, type FairMarket } from './types.ts';

/**
 * The two books' pricing (docs/decisions/0200 §Books). `fcg`, the High Rate book, quotes only each sport's main
 * markets at a low margin; `betco` quotes everything, with more margin on secondary and exotic markets (correct score,
 * half-time/full-time, set betting) where the model is less sure and the bets are smaller. Live prices carry a little
 * more: they move while a bet waits out its delay.
 */
export interface BookProfile {
  id: SportsBook;
  margin: Readonly<Record<MarketTier, number>>;
  liveExtra: number;
  maxOdds: number;
  mainMarketsOnly: boolean;
}

export const BOOKS: Readonly<Record<SportsBook, BookProfile>> = {
  fcg: {
    id: 'fcg',
    margin: { main: 0.03, secondary: 0.045, exotic: 0.08 },
    liveExtra: 0.01,
    maxOdds: 100,
    mainMarketsOnly: true,
  },
  betco: {
    id: 'betco',
    margin: { main: 0.065, secondary: 0.08, exotic: 0.15 },
    liveExtra: 0.01,
    maxOdds: 500,
    mainMarketsOnly: false,
  },
};

export interface OfferedOutcome {
  id: string;
  /** The fair probability (what cash-out and risk use). */
  p: number;
  /** Offered decimal odds; null when the outcome is not offered (impossible now). */
  odds: number | null;
}

export interface OfferedMarket {
  key: MarketKey;
  param?: number;
  /** `suspended` when the model cannot quote it on the ladder (its result is all but known). */
  status: 'active' | 'suspended';
  margin: number;
  overround: number;
  outcomes: OfferedOutcome[];
}

export function marginFor(book: BookProfile, key: MarketKey, live: boolean): number {
  return book.margin[MARKET_TYPES[key].tier] + (live ? book.liveExtra : 0);
}

export function offerMarket(fair: FairMarket, margin: number, maxOdds: number): OfferedMarket {
  const odds = priceMarket(fair, margin, maxOdds);
  const base = { key: fair.key, ...(fair.param === undefined ? {} : { param: fair.param }), margin };
  if (!odds)
    return {
      ...base,
      status: 'suspended',
      overround: 0,
      outcomes: fair.outcomes.map((o) => ({ id: o.id, p: o.p, odds: null })),
    };
  return {
    ...base,
    status: 'active',
    overround: overround(odds, fair.winners ?? 1),
    outcomes: fair.outcomes.map((o, i) => ({ id: o.id, p: o.p, odds: odds[i]! })),
  };
}

/** A priced event for one book: the markets it quotes, with odds. */
export function offerEvent(
  sport: SportKey,
  fair: readonly FairMarket[],
  book: BookProfile,
  live: boolean,
): OfferedMarket[] {
  const main = SPORT_MARKETS[sport].main;
  return fair
    .filter((m) => !book.mainMarketsOnly || main.includes(m.key))
    .map((m) => offerMarket(m, marginFor(book, m.key, live), book.maxOdds));
}

export interface MarketReturn {
  overround: number;
  /** 1 / Σ(1/odds) · winners: what a bettor backing every outcome to win the same gets back (the book's "payout"). */
  payout: number;
  /** The exact expected return of a unit stake on each outcome under the model, lowest and highest. */
  minReturn: number;
  maxReturn: number;
}

/** The house edge of an offered market, exactly, under the model that priced it. */
export function marketReturn(fair: FairMarket, offered: OfferedMarket): MarketReturn {
  const returns: number[] = [];
  let inverse = 0;
  fair.outcomes.forEach((o, i) => {
    const odds = offered.outcomes[i]!.odds;
    if (odds === null) return;
    inverse += 1 / odds;
    returns.push(expectedReturn(o, odds));
  });
  return {
    overround: offered.overround,
    payout: (fair.winners ?? 1) / inverse,
    minReturn: Math.min(...returns),
    maxReturn: Math.max(...returns),
  };
}
