import type { MarketKey, MarketStatus, SportKey, SportsBook } from '@kasa/contract/sports';
import type { LegResult } from '@kasa/contract/sports-bets';
import type { TestApp } from '../../test/test-app.ts';
import type { FeedMessage, Producer } from './feed/feed.port.ts';
import * as repo from './sports.repository.ts';

// A hand-driven feed for other modules' tests (the bets): events, prices, stops, settlements and rollbacks sent as
// feed messages through `sports.applyFeed`, exactly as a real adapter would, without the simulator's calendar.

export interface TestMarket {
  key: MarketKey;
  param?: number;
  /** Fair probabilities by outcome id; both books' prices come from them with their margins. */
  probs: Record<string, number>;
  status?: MarketStatus;
}

export const DEFAULT_MARKETS: TestMarket[] = [
  { key: '1x2', probs: { '1': 0.5, x: 0.25, '2': 0.25 } },
  { key: 'ou', param: 2.5, probs: { under: 0.5, over: 0.5 } },
];

export function testFeed(t: TestApp) {
  let n = 0;
  const producerOf = new Map<string, Producer>();

  async function nextSequence(producer: Producer): Promise<number> {
    const state = (await repo.feedStates(t.db)).find((s) => s.producer === producer)!;
    return Number(state.last_sequence) + 1;
  }

  async function send(eventId: string, body: Record<string, unknown>, producer?: Producer) {
    const p = producer ?? producerOf.get(eventId) ?? 'prematch';
    const message = {
      eventId,
      producer: p,
      timestamp: t.clock.now().getTime(),
      sequence: await nextSequence(p),
      ...body,
    } as unknown as FeedMessage;
    return t.app.sports.applyFeed(message);
  }

  const feedMarkets = (markets: readonly TestMarket[]) =>
    markets.map((m) => ({
      key: m.key,
      ...(m.param === undefined ? {} : { param: m.param }),
      status: m.status ?? 'active',
      outcomes: Object.entries(m.probs).map(([id, p]) => ({ id, probability: p, active: true })),
    }));

  return {
    /** Both producers' heartbeat at the test clock's now (bets are refused on a producer silent for 20 s). */
    async alive() {
      for (const producer of ['prematch', 'live'] as const)
        await t.app.sports.applyFeed({
          type: 'alive',
          producer,
          timestamp: t.clock.now().getTime(),
          subscribed: true,
        });
    },

    /** A new event with prices: pre-match an hour ahead, or live (in play, on the live producer). */
    async event(
      options: { live?: boolean; top?: boolean; sport?: SportKey; markets?: TestMarket[] } = {},
    ): Promise<string> {
      n++;
      const eventId = `test-${Date.now().toString(36)}-${n}`;
      const live = options.live ?? false;
      producerOf.set(eventId, live ? 'live' : 'prematch');
      const now = t.clock.now().getTime();
      await send(eventId, {
        type: 'fixture_change',
        change: 'new',
        fixture: {
          eventId,
          sport: options.sport ?? 'football',
          leagueId: `test-league-${options.sport ?? 'football'}`,
          league: 'Test Ligi',
          category: 'TR',
          home: { id: `${eventId}-h`, name: `Ev ${n}` },
          away: { id: `${eventId}-a`, name: `Deplasman ${n}` },
          startTime: live ? now - 20 * 60_000 : now + 3_600_000,
          liveOdds: true,
          top: options.top ?? true,
        },
      });
      await send(eventId, {
        type: 'odds_change',
        ...(live
          ? { scoreboard: { status: 'live', period: '1st_half', score: [0, 0], clockSeconds: 1200 } }
          : {}),
        markets: feedMarkets(options.markets ?? DEFAULT_MARKETS),
      });
      return eventId;
    },

    /** New prices (and statuses) for some markets of an event. */
    prices: (eventId: string, markets: TestMarket[]) =>
      send(eventId, { type: 'odds_change', markets: feedMarkets(markets) }),

    betStop: (eventId: string) => send(eventId, { type: 'bet_stop', groups: 'all', reason: 'goal' }),

    settle: (
      eventId: string,
      markets: {
        key: MarketKey;
        param?: number;
        results: Record<string, LegResult>;
        deadHeat?: Record<string, number>;
      }[],
    ) =>
      send(eventId, {
        type: 'bet_settlement',
        certainty: 2,
        markets: markets.map((m) => ({
          key: m.key,
          ...(m.param === undefined ? {} : { param: m.param }),
          outcomes: Object.entries(m.results).map(([id, result]) => ({
            id,
            result,
            ...(m.deadHeat?.[id] === undefined ? {} : { deadHeatFactor: m.deadHeat[id] }),
          })),
        })),
      }),

    rollback: (eventId: string, markets: { key: MarketKey; param?: number }[]) =>
      send(eventId, { type: 'rollback_bet_settlement', markets }),

    cancel: (
      eventId: string,
      markets: { key: MarketKey; param?: number }[],
      window?: { startTime: number; endTime: number },
    ) =>
      send(eventId, {
        type: 'bet_cancel',
        markets: markets.map((m) => ({ ...m, voidReason: 'test' })),
        ...(window ?? {}),
      }),

    /** The selection id (`book:outcomeRow`) of an outcome and its price now in that book. */
    async selection(
      eventId: string,
      market: string,
      outcome: string,
      book: SportsBook = 'betco',
    ): Promise<{ selectionId: string; odds: number }> {
      const row = (await repo.marketsOfEvent(t.db, eventId)).find((m) => m.market === market);
      if (!row) throw new Error(`no market ${market} on ${eventId}`);
      const o = (await repo.outcomesOfMarkets(t.db, [row.id])).find((x) => x.outcome === outcome);
      if (!o) throw new Error(`no outcome ${outcome} in ${market}`);
      const odds = book === 'fcg' ? o.odds_fcg : o.odds_betco;
      if (odds === null) throw new Error(`${book} does not offer ${market}/${outcome}`);
      return { selectionId: `${book}:${o.id}`, odds: odds / 100 };
    },
  };
}

export type TestFeed = ReturnType<typeof testFeed>;
