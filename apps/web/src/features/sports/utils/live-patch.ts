import type { SportsHubMessage, SportsLiveState, SportsMarket } from '@kasa/contract/sports-api';
import type { SportsBook } from '@kasa/contract/sports';
import type { LiveEvent, LiveEventsData, MyBetsPage } from '../api/sports-api';

// Pure functions that apply one hub message to what a page holds (docs/decisions/0220): prices of the page's book,
// statuses (shared by both books), scores and clocks. They return the same object when nothing changed, so React
// re-renders only what moved.

export type PatchResult<T> = { value: T; unknownMarket: boolean };

function patchMarkets(
  markets: SportsMarket[],
  message: SportsHubMessage,
  book: SportsBook,
): { markets: SportsMarket[]; unknownMarket: boolean } {
  let changed = false;
  let unknownMarket = false;
  let next = markets;
  const replace = (i: number, market: SportsMarket) => {
    if (!changed) next = [...markets];
    changed = true;
    next[i] = market;
  };
  if (message.type === 'odds') {
    for (const update of message.markets) {
      const i = markets.findIndex((m) => m.id === update.id);
      if (i < 0) {
        if (message.book === book && update.selections.length > 0) unknownMarket = true;
        continue;
      }
      const market = markets[i]!;
      const prices = message.book === book ? new Map(update.selections.map((s) => [s.id, s.odds])) : null;
      const selections = prices
        ? market.selections.map((s) => (prices.has(s.id) ? { ...s, odds: prices.get(s.id) ?? null } : s))
        : market.selections;
      replace(i, { ...market, status: update.status, selections });
    }
  } else if (message.type === 'suspend') {
    markets.forEach((market, i) => {
      if (market.status !== 'active') return;
      if (message.marketIds === 'all' || message.marketIds.includes(market.id))
        replace(i, { ...market, status: 'suspended' });
    });
  } else if (message.type === 'result') {
    for (const update of message.markets) {
      const i = markets.findIndex((m) => m.id === update.id);
      if (i >= 0 && markets[i]!.status !== update.status)
        replace(i, { ...markets[i]!, status: update.status });
    }
  }
  return { markets: changed ? next : markets, unknownMarket };
}

/** One event after a message (the same object when it is not about this event or changes nothing). */
export function patchEvent(
  event: LiveEvent,
  message: SportsHubMessage,
  book: SportsBook,
  now = Date.now(),
): PatchResult<LiveEvent> {
  if (message.eventId !== event.id) return { value: event, unknownMarket: false };
  if (message.type === 'score') {
    return {
      value: {
        ...event,
        status: message.status,
        live: message.status === 'live' || message.status === 'suspended' ? true : event.live,
        period: message.period,
        score: message.score,
        clock: message.clock,
        clockAt: now,
        ...(message.scoreboard.last ? { last: message.scoreboard.last } : {}),
      },
      unknownMarket: false,
    };
  }
  const { markets, unknownMarket } = patchMarkets(event.markets, message, book);
  return { value: markets === event.markets ? event : { ...event, markets }, unknownMarket };
}

export function patchEvents(
  data: LiveEventsData,
  message: SportsHubMessage,
  book: SportsBook,
  now = Date.now(),
): LiveEventsData {
  let changed = false;
  const events = data.events.map((event) => {
    const next = patchEvent(event, message, book, now).value;
    if (next !== event) changed = true;
    return next;
  });
  return changed ? { ...data, events } : data;
}

/** The scoreboard and timeline after a score message (incidents kept once each, in match order). */
export function patchState(state: SportsLiveState, message: SportsHubMessage): SportsLiveState {
  if (message.type !== 'score' || message.eventId !== state.id) return state;
  const seen = new Set(state.incidents.map((i) => i.seq));
  const incidents = [...state.incidents, ...message.incidents.filter((i) => !seen.has(i.seq))].sort(
    (a, b) => a.seq - b.seq,
  );
  return {
    ...state,
    status: message.status,
    period: message.period,
    score: message.score,
    clock: message.clock,
    scoreboard: message.scoreboard,
    incidents,
  };
}

/** My Bets' matches after a score message (the page's other data unchanged). */
export function patchMyBets(data: MyBetsPage, message: SportsHubMessage, now = Date.now()): MyBetsPage {
  if (message.type !== 'score' || !data.events.some((e) => e.id === message.eventId)) return data;
  return {
    ...data,
    events: data.events.map((e) =>
      e.id === message.eventId
        ? {
            ...e,
            status: message.status,
            live: message.status === 'live' || message.status === 'suspended',
            period: message.period,
            score: message.score,
            clock: message.clock,
            clockAt: now,
          }
        : e,
    ),
  };
}
