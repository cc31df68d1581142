import {
  checkMarketTransition,
  type MarketKey,
  type MarketStatus,
  type MarketTransitionCause,
  marketId as marketIdOf,
  SPORT_MARKETS,
  type SportKey,
  sportByKey,
  sportById,
  type SportsBook,
} from '@kasa/contract/sports';
import {
  selectionRef,
  sportsRoom,
  type SportsHubMessage,
  type SportsIncident,
  type SportsOddsMessage,
} from '@kasa/contract/sports-api';
import { oddsToHundredths } from '@kasa/contract/sports-bets';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMarket,
  FeedMessage,
  FixtureChange,
  OddsChange,
  RollbackBetSettlement,
  Scoreboard,
} from './feed/feed.port.ts';
import { BOOKS, marginFor, offerMarket, type OfferedMarket } from './pricing/book.ts';
import type { FairMarket } from './pricing/types.ts';
import * as repo from './sports.repository.ts';
import type { ScoreboardJson, SportsEventRow, SportsMarketRow, SportsOutcomeRow } from './sports.table.ts';

/**
 * The feed consumer (docs/decisions/0201): applies one feed message to the database in the caller's transaction,
 * idempotently — a message whose (producer, sequence) was already applied changes nothing, incidents are keyed by
 * their number, and a price update writes the same values again. Every market status change goes through the
 * contract's transition table; an illegal one (reopening a settled market without a rollback, anything after a
 * cancel) is refused and reported, and the rest of the message still applies, as a book must not stall on one bad
 * line of a feed. The books are priced HERE from the feed's fair probabilities: betco on every market, fcg (High
 * Rate) on the main markets of top events, each at its own margin.
 *
 * What the hub should hear comes back as messages; the caller emits them after the commit.
 */

export interface RefusedTransition {
  eventId: string;
  market: string;
  from: MarketStatus;
  to: MarketStatus;
  reason: string;
}

/** A market whose bets must be settled, voided or re-opened now (the bet settlement job's work list). */
export interface ClosedMarket {
  eventId: string;
  /** sports_markets.id */
  marketId: string;
  change: 'settled' | 'cancelled' | 'rolled_back' | 'cancel_window';
}

export interface ApplyResult {
  /** false: a duplicate (or an unknown event), nothing written. */
  applied: boolean;
  refused: RefusedTransition[];
  closed: ClosedMarket[];
  hub: { rooms: string[]; except?: string[]; message: SportsHubMessage }[];
}

const rooms = sportsRoom;

const BREAK_PERIODS = new Set(['halftime', 'pause', 'break', 'interrupted', 'not_started', 'ended']);

/** UOF's double chance has two winners; every other market one. */
const winnersOf = (key: MarketKey) => (key === 'dc' ? 2 : 1);

function fairOf(market: FeedMarket): FairMarket {
  const offered = market.outcomes.filter((o) => o.active);
  // A real feed may send its own odds without probabilities: take them de-margined proportionally.
  const inverse = offered.reduce((s, o) => s + (o.odds ? 1 / o.odds : 0), 0);
  return {
    key: market.key,
    ...(market.param === undefined ? {} : { param: market.param }),
    winners: winnersOf(market.key),
    outcomes: market.outcomes.map((o) => ({
      id: o.id,
      p: !o.active
        ? 0
        : (o.probability ?? (o.odds && inverse > 0 ? (1 / o.odds / inverse) * winnersOf(market.key) : 0)),
    })),
  };
}

function hundredths(odds: number | null | undefined): number | null {
  return odds === null || odds === undefined ? null : oddsToHundredths(odds);
}

export function scoreboardJson(s: Scoreboard, last?: ScoreboardJson['last']): ScoreboardJson {
  return {
    ...(s.periodScores ? { periodScores: s.periodScores.map((p) => [p[0], p[1]] as [number, number]) } : {}),
    ...(s.points ? { points: [s.points[0], s.points[1]] as [number, number] } : {}),
    ...(s.server ? { server: s.server } : {}),
    ...(s.addedTime !== undefined ? { addedTime: s.addedTime } : {}),
    ...(s.stats
      ? {
          stats: Object.fromEntries(
            Object.entries(s.stats).map(([k, v]) => [k, [v[0], v[1]] as [number, number]]),
          ),
        }
      : {}),
    ...(last ? { last } : {}),
  };
}

export interface FeedConsumerDeps {
  clock: Clock;
}

export function createFeedConsumer(deps: FeedConsumerDeps) {
  const { clock } = deps;

  /** Leagues written by this consumer, as written; forgotten when a transaction fails (`forget`). */
  const tournaments = new Map<string, string>();

  function sportOf(event: SportsEventRow): SportKey {
    return sportById(event.sport_id)?.key ?? 'football';
  }

  /** Moves a market if the transition table allows it; records a refusal otherwise. */
  async function move(
    tx: Db,
    result: ApplyResult,
    market: SportsMarketRow,
    to: MarketStatus,
    cause: MarketTransitionCause,
    extra: { voidReason?: string | null; settledAt?: Date | null } = {},
  ): Promise<boolean> {
    // An operator's hold (docs/decisions/0540): the feed may not open the market; what it asks for is kept for the
    // moment the operator lifts the hold. Settling and cancelling go through as usual.
    if (market.operator_hold_at !== null && cause !== 'operator' && (to === 'active' || to === 'suspended')) {
      if (market.feed_status !== to) {
        await repo.setFeedStatus(tx, market.id, to);
        market.feed_status = to;
      }
      to = 'suspended';
    }
    const check = checkMarketTransition(market.status, to, cause);
    if (!check.ok) {
      result.refused.push({
        eventId: market.event_id,
        market: market.market,
        from: market.status,
        to,
        reason: check.reason,
      });
      return false;
    }
    if (!check.changed) return true;
    const moved = await repo.moveMarket(tx, market.id, market.status, to, clock.now(), extra);
    if (moved) market.status = to;
    return moved;
  }

  async function fixtureChange(tx: Db, m: FixtureChange, result: ApplyResult) {
    const f = m.fixture;
    const sportId = sportByKey(f.sport).id;
    const now = clock.now();
    const tournament = {
      id: f.leagueId,
      sportId,
      name: f.league,
      category: f.category,
      isTop: f.top ?? false,
    };
    const seen = JSON.stringify(tournament);
    // A league's row is written when it first comes or changes (hundreds of fixtures share a few leagues).
    if (tournaments.get(f.leagueId) !== seen) {
      await repo.upsertTournament(tx, { ...tournament, now });
      tournaments.set(f.leagueId, seen);
    }
    await repo.upsertEvent(
      tx,
      {
        id: f.eventId,
        sportId,
        tournamentId: f.leagueId,
        home: f.home.name,
        away: f.away.name,
        homeId: f.home.id,
        awayId: f.away.id,
        startTime: new Date(f.startTime),
        bestOf: f.bestOf ?? null,
        isTop: f.top ?? false,
      },
      now,
    );
    if (m.change === 'cancelled') {
      await repo.setEventStatus(tx, f.eventId, 'cancelled', now);
      const changed: { id: string; status: MarketStatus }[] = [];
      for (const market of await repo.marketsOfEvent(tx, f.eventId)) {
        if (market.status === 'active' || market.status === 'suspended')
          if (await move(tx, result, market, 'cancelled', 'feed', { voidReason: 'event cancelled' })) {
            changed.push({ id: market.market, status: 'cancelled' });
            result.closed.push({ eventId: f.eventId, marketId: market.id, change: 'cancelled' });
          }
      }
      result.hub.push({
        rooms: [rooms.event(f.eventId)],
        message: { type: 'result', eventId: f.eventId, markets: changed },
      });
    }
  }

  async function oddsChange(tx: Db, event: SportsEventRow, m: OddsChange, result: ApplyResult) {
    const now = clock.now();
    const sport = sportOf(event);
    const live = m.producer === 'live';
    if (m.scoreboard) {
      const s = m.scoreboard;
      const lastIncident = m.incidents?.at(-1);
      const last = lastIncident
        ? { kind: lastIncident.kind, team: lastIncident.team ?? null }
        : (event.scoreboard.last ?? undefined);
      const board = scoreboardJson(s, last);
      const running =
        s.status === 'live' &&
        sport === 'football' &&
        s.clockSeconds !== undefined &&
        !BREAK_PERIODS.has(s.period);
      await repo.updateLiveState(
        tx,
        event.id,
        {
          status: s.status,
          period: s.period,
          score: s.status === 'not_started' ? null : s.score,
          clockSeconds: s.clockSeconds ?? null,
          clockRunning: running,
          scoreboard: board,
        },
        now,
      );
      const incidents = m.incidents ?? [];
      await repo.insertIncidents(
        tx,
        incidents.map((i) => ({
          event_id: event.id,
          seq: i.seq,
          kind: i.kind,
          team: i.team ?? null,
          clock_seconds: i.clockSeconds ?? null,
          period: i.period ?? null,
          score_home: i.score[0],
          score_away: i.score[1],
          value: i.value ?? null,
        })),
        now,
      );
      const message: SportsHubMessage = {
        type: 'score',
        eventId: event.id,
        sportId: event.sport_id,
        status: s.status,
        period: s.period,
        score: s.status === 'not_started' ? null : [s.score[0], s.score[1]],
        clock: s.clockSeconds === undefined ? null : { seconds: s.clockSeconds, running },
        scoreboard: board,
        incidents: incidents.map((i): SportsIncident => ({
          seq: i.seq,
          kind: i.kind,
          team: i.team ?? null,
          clock: i.clockSeconds ?? null,
          score: [i.score[0], i.score[1]],
          value: i.value ?? null,
        })),
      };
      result.hub.push({
        rooms: [rooms.event(event.id), rooms.sport(event.sport_id), rooms.live],
        message,
      });
    }
    if (m.markets.length === 0) return;

    const existing = new Map((await repo.marketsOfEvent(tx, event.id)).map((r) => [r.market, r]));
    const firstPrices = existing.size === 0;
    const order = SPORT_MARKETS[sport].markets;
    const main = SPORT_MARKETS[sport].main;
    const priced: { feed: FeedMarket; id: string; betco: OfferedMarket; fcg: OfferedMarket | null }[] = [];
    const toInsert: Parameters<typeof repo.insertMarkets>[1] = [];
    for (const feed of m.markets) {
      const fair = fairOf(feed);
      const betco = offerMarket(fair, marginFor(BOOKS.betco, feed.key, live), BOOKS.betco.maxOdds);
      const fcg =
        event.is_top && main.includes(feed.key)
          ? offerMarket(fair, marginFor(BOOKS.fcg, feed.key, live), BOOKS.fcg.maxOdds)
          : null;
      const id = marketIdOf(feed.key, feed.param);
      priced.push({ feed, id, betco, fcg });
      // The feed's status, suspended when the model cannot quote it on the ladder.
      const status: MarketStatus =
        feed.status === 'active' && betco.status !== 'active' ? 'suspended' : feed.status;
      const isMain = main.includes(feed.key) && (feed.param === undefined || feed.mainLine === true);
      if (!existing.has(id)) {
        toInsert.push({
          eventId: event.id,
          market: id,
          key: feed.key,
          param: feed.param ?? null,
          status: status === 'active' ? 'active' : 'suspended',
          isMain,
          sort: Math.max(0, order.indexOf(feed.key)),
        });
      }
    }
    for (const row of await repo.insertMarkets(tx, toInsert, now)) existing.set(row.market, row);

    const previous = new Map(
      (firstPrices
        ? []
        : await repo.outcomesOfMarkets(
            tx,
            priced.map((p) => existing.get(p.id)!.id),
          )
      ).map((o) => [`${o.market_id}/${o.outcome}`, o]),
    );
    const prices: repo.OutcomePrice[] = [];
    const mainOn: string[] = [];
    const mainOff: string[] = [];
    const changedMarkets: { row: SportsMarketRow; p: (typeof priced)[number] }[] = [];
    for (const p of priced) {
      const row = existing.get(p.id)!;
      if (row.status === 'settled' || row.status === 'cancelled') {
        // Prices of a closed market never change; a feed saying otherwise is refused.
        if (p.feed.status === 'active' || p.feed.status === 'suspended')
          await move(tx, result, row, p.feed.status, 'feed');
        continue;
      }
      const wasStatus = row.status;
      const target: MarketStatus =
        p.feed.status === 'active' && p.betco.status !== 'active' ? 'suspended' : p.feed.status;
      await move(tx, result, row, target, 'feed', target === 'settled' ? { settledAt: now } : {});
      const isMain = main.includes(p.feed.key) && (p.feed.param === undefined || p.feed.mainLine === true);
      if (isMain !== row.is_main) (isMain ? mainOn : mainOff).push(row.id);
      row.is_main = isMain;
      let changed = wasStatus !== row.status || !previous.has(`${row.id}/${p.feed.outcomes[0]?.id}`);
      p.feed.outcomes.forEach((o, i) => {
        const betco = hundredths(p.betco.outcomes[i]?.odds);
        const fcg = p.fcg ? hundredths(p.fcg.outcomes[i]?.odds) : null;
        const before = previous.get(`${row.id}/${o.id}`);
        if (before && (before.odds_betco !== betco || before.odds_fcg !== fcg)) changed = true;
        prices.push({
          marketId: row.id,
          outcome: o.id,
          sort: i,
          probability: p.betco.outcomes[i]?.p ?? null,
          oddsFcg: fcg,
          oddsBetco: betco,
        });
      });
      if (changed) changedMarkets.push({ row, p });
    }
    await repo.setMarketMain(tx, mainOn, true);
    await repo.setMarketMain(tx, mainOff, false);
    const outcomes = await repo.upsertOutcomes(tx, prices, now);
    if (changedMarkets.length > 0)
      pushOdds(
        result,
        event,
        changedMarkets.map((c) => c.row),
        outcomes,
      );
  }

  function pushOdds(
    result: ApplyResult,
    event: SportsEventRow,
    markets: SportsMarketRow[],
    outcomes: SportsOutcomeRow[],
  ) {
    const byMarket = new Map<string, SportsOutcomeRow[]>();
    for (const o of outcomes) byMarket.set(o.market_id, [...(byMarket.get(o.market_id) ?? []), o]);
    const books: SportsBook[] = event.is_top ? ['betco', 'fcg'] : ['betco'];
    for (const book of books) {
      const list = markets
        .filter((m) => book === 'betco' || SPORT_MARKETS[sportOf(event)].main.includes(m.key as MarketKey))
        .map((m) => ({
          id: m.market,
          status: m.status,
          main: m.is_main,
          selections: (byMarket.get(m.id) ?? []).map((o) => ({
            id: selectionRef(book, o.id),
            odds:
              (book === 'fcg' ? o.odds_fcg : o.odds_betco) === null
                ? null
                : (book === 'fcg' ? o.odds_fcg! : o.odds_betco!) / 100,
          })),
        }));
      if (list.length === 0) continue;
      const full: SportsOddsMessage = { type: 'odds', eventId: event.id, book, markets: list };
      const mains = list.filter((m) => m.main);
      if (mains.length === list.length) {
        result.hub.push({ rooms: [rooms.event(event.id), rooms.sport(event.sport_id)], message: full });
      } else {
        result.hub.push({ rooms: [rooms.event(event.id)], message: full });
        if (mains.length > 0)
          result.hub.push({
            rooms: [rooms.sport(event.sport_id)],
            except: [rooms.event(event.id)],
            message: { ...full, markets: mains },
          });
      }
    }
  }

  async function betStop(tx: Db, event: SportsEventRow, m: BetStop, result: ApplyResult) {
    const keys = m.groups === 'all' ? null : new Set<string>(m.groups);
    const stopped: string[] = [];
    for (const market of await repo.marketsOfEvent(tx, event.id)) {
      // A held market is suspended already; the stop is still what the feed asks for when the hold is lifted (0540).
      const held = market.operator_hold_at !== null && market.status === 'suspended';
      if ((market.status !== 'active' && !held) || (keys && !keys.has(market.key))) continue;
      if (await move(tx, result, market, 'suspended', 'feed')) stopped.push(market.market);
    }
    result.hub.push({
      rooms: [rooms.event(event.id), rooms.sport(event.sport_id)],
      message: {
        type: 'suspend',
        eventId: event.id,
        marketIds: m.groups === 'all' ? 'all' : stopped,
        reason: m.reason,
      },
    });
  }

  async function betSettlement(tx: Db, event: SportsEventRow, m: BetSettlement, result: ApplyResult) {
    const now = clock.now();
    const markets = new Map((await repo.marketsOfEvent(tx, event.id)).map((r) => [r.market, r]));
    const changed: { id: string; status: MarketStatus }[] = [];
    for (const settled of m.markets) {
      const row = markets.get(marketIdOf(settled.key, settled.param));
      if (!row) continue;
      if (
        !(await move(tx, result, row, 'settled', 'feed', {
          settledAt: now,
          voidReason: settled.voidReason ?? null,
        }))
      )
        continue;
      for (const o of settled.outcomes)
        await repo.setOutcomeResult(tx, row.id, o.id, o.result, o.deadHeatFactor ?? null, now);
      changed.push({ id: row.market, status: 'settled' });
      result.closed.push({ eventId: event.id, marketId: row.id, change: 'settled' });
    }
    if (changed.length > 0)
      result.hub.push({
        rooms: [rooms.event(event.id)],
        message: { type: 'result', eventId: event.id, markets: changed },
      });
  }

  async function betCancel(tx: Db, event: SportsEventRow, m: BetCancel, result: ApplyResult) {
    const markets = new Map((await repo.marketsOfEvent(tx, event.id)).map((r) => [r.market, r]));
    // A cancel limited to a time window voids only the bets placed in it: the market itself stays as it is.
    if (m.startTime !== undefined || m.endTime !== undefined) {
      for (const cancel of m.markets) {
        const row = markets.get(marketIdOf(cancel.key, cancel.param));
        if (!row) continue;
        await repo.insertCancelWindow(
          tx,
          {
            marketId: row.id,
            startsAt: m.startTime === undefined ? null : new Date(m.startTime),
            endsAt: m.endTime === undefined ? null : new Date(m.endTime),
            voidReason: cancel.voidReason,
          },
          clock.now(),
        );
        result.closed.push({ eventId: event.id, marketId: row.id, change: 'cancel_window' });
      }
      return;
    }
    const changed: { id: string; status: MarketStatus }[] = [];
    for (const cancel of m.markets) {
      const row = markets.get(marketIdOf(cancel.key, cancel.param));
      if (!row) continue;
      if (await move(tx, result, row, 'cancelled', 'feed', { voidReason: cancel.voidReason })) {
        changed.push({ id: row.market, status: 'cancelled' });
        result.closed.push({ eventId: event.id, marketId: row.id, change: 'cancelled' });
      }
    }
    if (changed.length > 0)
      result.hub.push({
        rooms: [rooms.event(event.id)],
        message: { type: 'result', eventId: event.id, markets: changed },
      });
  }

  async function rollback(tx: Db, event: SportsEventRow, m: RollbackBetSettlement, result: ApplyResult) {
    const now = clock.now();
    const markets = new Map((await repo.marketsOfEvent(tx, event.id)).map((r) => [r.market, r]));
    const changed: { id: string; status: MarketStatus }[] = [];
    for (const back of m.markets) {
      const row = markets.get(marketIdOf(back.key, back.param));
      if (!row) continue;
      if (!(await move(tx, result, row, 'suspended', 'settlement_rollback', { settledAt: null }))) continue;
      await repo.clearResults(tx, row.id, now);
      changed.push({ id: row.market, status: 'suspended' });
      result.closed.push({ eventId: event.id, marketId: row.id, change: 'rolled_back' });
    }
    if (changed.length > 0)
      result.hub.push({
        rooms: [rooms.event(event.id)],
        message: { type: 'result', eventId: event.id, markets: changed },
      });
  }

  /** Applies one message in `tx` (the caller's transaction). */
  async function apply(tx: Db, message: FeedMessage): Promise<ApplyResult> {
    const result: ApplyResult = { applied: false, refused: [], closed: [], hub: [] };
    if (message.type === 'alive') {
      await repo.markAlive(tx, message.producer, new Date(message.timestamp));
      return { ...result, applied: true };
    }
    if (message.type === 'snapshot_complete') return result;
    if (!(await repo.claimSequence(tx, message.producer, message.sequence))) return result;
    if (message.type === 'fixture_change') {
      await fixtureChange(tx, message, result);
      return { ...result, applied: true };
    }
    const event = await repo.findEvent(tx, message.eventId, true);
    if (!event) return result;
    switch (message.type) {
      case 'odds_change':
        await oddsChange(tx, event, message, result);
        break;
      case 'bet_stop':
        await betStop(tx, event, message, result);
        break;
      case 'bet_settlement':
        await betSettlement(tx, event, message, result);
        break;
      case 'bet_cancel':
        await betCancel(tx, event, message, result);
        break;
      case 'rollback_bet_settlement':
        await rollback(tx, event, message, result);
        break;
    }
    return { ...result, applied: true };
  }

  return {
    apply,
    /** After a failed transaction: what this consumer remembers of written rows may not be in the database. */
    forget() {
      tournaments.clear();
    },
  };
}

export type FeedConsumer = ReturnType<typeof createFeedConsumer>;
