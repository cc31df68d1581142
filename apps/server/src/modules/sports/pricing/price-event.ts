import { type BasketballModel, type BasketballState, priceBasketball } from './basketball.ts';
import { type FootballState, priceFootball } from './football.ts';
import type { GoalRates } from './goals.ts';
import { type HockeyState, priceIceHockey } from './ice-hockey.ts';
import { priceTennis, TENNIS_PRE_MATCH, type TennisModel, type TennisState } from './tennis.ts';
import type { FairMarket } from './types.ts';
import { priceVolleyball, type VolleyballModel, type VolleyballState } from './volleyball.ts';

/** An event's pricing model and, in play, its state: one entry point for every sport. */
export type PricedEvent =
  | { sport: 'football'; model: GoalRates; state?: FootballState }
  | { sport: 'ice_hockey'; model: GoalRates; state?: HockeyState }
  | { sport: 'basketball'; model: BasketballModel; state?: BasketballState }
  | { sport: 'tennis'; model: TennisModel; state?: TennisState }
  | { sport: 'volleyball'; model: VolleyballModel; state?: VolleyballState };

export type EventModel = {
  [S in PricedEvent['sport']]: Omit<Extract<PricedEvent, { sport: S }>, 'state'>;
}[PricedEvent['sport']];

/** Every market of the event at fair probabilities (pre-match when no state is given). */
export function priceEvent(event: PricedEvent): FairMarket[] {
  switch (event.sport) {
    case 'football':
      return priceFootball(event.model, event.state);
    case 'ice_hockey':
      return priceIceHockey(event.model, event.state);
    case 'basketball':
      return priceBasketball(event.model, event.state);
    case 'tennis':
      return priceTennis(event.model, event.state ?? TENNIS_PRE_MATCH());
    case 'volleyball':
      return priceVolleyball(event.model, event.state);
  }
}
