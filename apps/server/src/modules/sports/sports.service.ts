import type { Locale } from '@kasa/contract/constants';
import {
  checkMarketTransition,
  type MarketKey,
  marketName,
  type MarketStatus,
  type MarketTransitionCause,
  SPORT_MARKETS,
  sportById,
  selectionName,
  type SportsBook,
} from '@kasa/contract/sports';
import type { LegResult } from '@kasa/contract/sports-bets';
import type { MyBetsEvent } from '@kasa/contract/sports-bets-api';
import {
  parseSelectionRef,
  selectionRef,
  sportsRoom,
  MAX_FAVOURITE_LEAGUES,
  type SportsEvent,
  type SportsEventsData,
  type SportsFavouritesData,
  type SportsFavouritesRequest,
  type SportsEventsRequest,
  type SportsIncident,
  type SportsLiveState,
  type SportsMarket,
  type SportsTreeSport,
} from '@kasa/contract/sports-api';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FeedMessage, Producer } from './feed/feed.port.ts';
import { createFeedConsumer, type ApplyResult, type ClosedMarket } from './sports.consumer.ts';
import * as repo from './sports.repository.ts';
import { createSimulatorRunner, type FeedEffects, type RunnerTimings } from './sports.runner.ts';
import type { SportsEventRow, SportsMarketRow, SportsOutcomeRow } from './sports.table.ts';

// The pure settlement core the bet module builds on (docs/decisions/0200): reached through this service (0110).
export { partialCashout, quoteCashout, type CashoutLeg, type CashoutQuote } from './settlement/cashout.ts';
export { netCredit, resettleMovements, type SettlementMovement } from './settlement/movements.ts';
export type { ClosedMarket } from './sports.consumer.ts';
export type { FeedMessage, Producer } from './feed/feed.port.ts';

/** Pre-match lists reach this far ahead (the simulator keeps seven days of fixtures). */
const PREMATCH_WINDOW_MS = 7 * 86_400_000 + 3_600_000;
/** A producer without a heartbeat for this long is down: bets on it are refused (issue 10 §2). */
export const FEED_ALIVE_TIMEOUT_MS = 20_000;

export interface SportsServiceDeps {
  db: Db;
  clock: Clock;
  nodeId: string;
  /** Emits a hub message to rooms of the /sports namespace (on every node through the Redis adapter). */
  publish: (
    rooms: string[],
    except: string[] | undefined,
    message: ApplyResult['hub'][number]['message'],
  ) => void;
  log: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
  timings?: Partial<RunnerTimings>;
}

const isLive = (status: string) => status === 'live' || status === 'suspended';

/** A bet slip leg's selection as it stands now (for placement: its price, its market's status, its event). */
export interface SelectionQuote {
  ref: string;
  book: SportsBook;
  outcomeId: string;
  eventId: string;
  sportId: number;
  /** sports_markets.id, and the market within the event ('ou:2.5'). */
  marketRowId: string;
  market: string;
  key: MarketKey;
  param: number | null;
  outcome: string;
  marketStatus: MarketStatus;
  eventStatus: SportsEventRow['status'];
  live: boolean;
  startTime: Date;
  home: string;
  away: string;
  /** Hundredths; null when the book does not offer it now. */
  oddsHundredths: number | null;
  /** The model's fair probability (cash-out). */
  probability: number | null;
}

/** A market as the bet settlement reads it: its status, each outcome's result, the windows its bets are void in. */
export interface MarketResult {
  marketId: string;
  eventId: string;
  status: MarketStatus;
  outcomes: { outcomeId: string; result: LegResult | null; deadHeatFactor: number | null }[];
  /** Bets placed in [startsAt, endsAt] (an open end: unbounded) are void. */
  voidWindows: { startsAt: Date | null; endsAt: Date | null }[];
}

/** A market as the back office's trading screen reads it (docs/decisions/0540): names in the reader's language. */
export interface TradingMarket {
  id: string;
  eventId: string;
  market: string;
  name: string;
  status: MarketStatus;
  main: boolean;
  hold: { by: string; at: string } | null;
  voidReason: string | null;
  outcomes: {
    id: string;
    outcome: string;
    name: string;
    oddsBetco: number | null;
    oddsFcg: number | null;
    result: LegResult | null;
  }[];
}

/** An event as the trading screen lists it. */
export interface TradingEvent {
  id: string;
  sportId: number;
  league: string;
  home: string;
  away: string;
  startTime: string;
  status: SportsEventRow['status'];
  live: boolean;
  period: string | null;
  score: [number, number] | null;
  clock: SportsEvent['clock'];
  held: number;
}

/** What an operator's market change did: the market before and after, for the audit log and the answer. */
export interface OperatorMarketChange {
  before: TradingMarket;
  after: TradingMarket;
}

/**
 * The sportsbook's catalogue side (docs/decisions/0201): the feed consumer and the simulator runner that fill the
 * tables, and the read calls over them. Rows never reach the API: each is mapped to the contract's shapes here, in
 * the caller's language, for one book (fcg: the High Rate book's main markets of top events; betco: everything).
 */
export function createSportsService(deps: SportsServiceDeps) {
  const { db, clock } = deps;
  const consumer = createFeedConsumer({ clock });
  const closedListeners: ((closed: ClosedMarket[]) => void)[] = [];
  const publish = (effects: FeedEffects) => {
    for (const h of effects.hub) deps.publish(h.rooms, h.except, h.message);
    if (effects.closed.length > 0) for (const listener of closedListeners) listener(effects.closed);
  };
  const runner = createSimulatorRunner({
    db,
    clock,
    consumer,
    nodeId: deps.nodeId,
    publish,
    log: deps.log,
    ...(deps.timings ? { timings: deps.timings } : {}),
  });

  function clockOf(row: SportsEventRow): SportsEvent['clock'] {
    if (row.clock_seconds === null) return null;
    const running = row.clock_running && row.clock_at !== null;
    const ran = running
      ? Math.max(0, Math.floor((clock.now().getTime() - row.clock_at!.getTime()) / 1000))
      : 0;
    return { seconds: row.clock_seconds + ran, running };
  }

  function offeredBy(book: SportsBook, event: SportsEventRow, market: SportsMarketRow): boolean {
    if (book === 'betco') return true;
    const sport = sportById(event.sport_id)?.key;
    return event.is_top && sport !== undefined && SPORT_MARKETS[sport].main.includes(market.key as MarketKey);
  }

  function toMarket(
    event: SportsEventRow,
    market: SportsMarketRow,
    outcomes: SportsOutcomeRow[],
    book: SportsBook,
    locale: Locale,
  ): SportsMarket | null {
    // Closed markets and markets with nothing offered (a line the live model moved away from) are not shown.
    if (market.status === 'settled' || market.status === 'cancelled') return null;
    const key = market.key as MarketKey;
    const param = market.param ?? undefined;
    const selections = outcomes.map((o) => {
      const hundredths = book === 'fcg' ? o.odds_fcg : o.odds_betco;
      return {
        id: selectionRef(book, o.id),
        outcome: o.outcome,
        name: selectionName(key, param, o.outcome, locale, { home: event.home, away: event.away }),
        odds: hundredths === null ? null : hundredths / 100,
      };
    });
    if (selections.every((s) => s.odds === null)) return null;
    return {
      id: market.market,
      key,
      name: marketName(key, param, locale, sportById(event.sport_id)?.key),
      status: market.status,
      ...(param === undefined ? {} : { line: param }),
      main: market.is_main,
      selections,
    };
  }

  async function toEvents(
    rows: repo.ListedEvent[],
    book: SportsBook,
    locale: Locale,
    mainOnly: boolean,
  ): Promise<SportsEvent[]> {
    const ids = rows.map((r) => r.id);
    const [{ markets, outcomes }, counts] = await Promise.all([
      repo.marketsWithOutcomes(db, ids, mainOnly),
      // The event call lists every market, so its count is that list's length.
      mainOnly ? repo.marketCounts(db, ids, book) : Promise.resolve(null),
    ]);
    const outcomesOf = new Map<string, SportsOutcomeRow[]>();
    for (const o of outcomes) outcomesOf.set(o.market_id, [...(outcomesOf.get(o.market_id) ?? []), o]);
    const marketsOf = new Map<string, SportsMarketRow[]>();
    for (const m of markets) marketsOf.set(m.event_id, [...(marketsOf.get(m.event_id) ?? []), m]);
    return rows.map((row) => {
      const shown = (marketsOf.get(row.id) ?? [])
        .filter((m) => offeredBy(book, row, m))
        .map((m) => toMarket(row, m, outcomesOf.get(m.id) ?? [], book, locale))
        .filter((m): m is SportsMarket => m !== null);
      return {
        id: row.id,
        sportId: row.sport_id,
        leagueId: row.tournament_id,
        league: row.tournament_name,
        category: row.category,
        home: row.home,
        away: row.away,
        startTime: row.start_time.toISOString(),
        live: isLive(row.status),
        status: row.status,
        period: row.period,
        score: row.score_home === null || row.score_away === null ? null : [row.score_home, row.score_away],
        clock: clockOf(row),
        highRate: row.is_top,
        marketCount: counts ? (counts.get(row.id) ?? 0) : shown.length,
        markets: shown,
        ...(isLive(row.status) && row.scoreboard.last ? { last: row.scoreboard.last } : {}),
      };
    });
  }

  async function findEventOr404(id: string): Promise<repo.ListedEvent> {
    const row = await repo.findListedEvent(db, id);
    if (!row) throw new AppError(404, 'e.sportsEventNotFound');
    return row;
  }

  function toTradingMarket(
    event: Pick<SportsEventRow, 'sport_id' | 'home' | 'away'>,
    m: SportsMarketRow,
    outcomes: SportsOutcomeRow[],
    locale: Locale,
  ): TradingMarket {
    const key = m.key as MarketKey;
    const param = m.param ?? undefined;
    return {
      id: m.id,
      eventId: m.event_id,
      market: m.market,
      name: marketName(key, param, locale, sportById(event.sport_id)?.key),
      status: m.status,
      main: m.is_main,
      hold:
        m.operator_hold_at === null
          ? null
          : { by: m.operator_hold_by ?? '', at: m.operator_hold_at.toISOString() },
      voidReason: m.void_reason,
      outcomes: outcomes
        .filter((o) => o.market_id === m.id)
        .map((o) => ({
          id: o.id,
          outcome: o.outcome,
          name: selectionName(key, param, o.outcome, locale, { home: event.home, away: event.away }),
          oddsBetco: o.odds_betco === null ? null : o.odds_betco / 100,
          oddsFcg: o.odds_fcg === null ? null : o.odds_fcg / 100,
          result: o.result,
        })),
    };
  }

  function toTradingEvent(row: repo.ListedEvent, held: number): TradingEvent {
    return {
      id: row.id,
      sportId: row.sport_id,
      league: row.tournament_name,
      home: row.home,
      away: row.away,
      startTime: row.start_time.toISOString(),
      status: row.status,
      live: isLive(row.status),
      period: row.period,
      score: row.score_home === null || row.score_away === null ? null : [row.score_home, row.score_away],
      clock: clockOf(row),
      held,
    };
  }

  /**
   * An operator's change of one market (docs/decisions/0540) under the market's row lock, by the transition table
   * with cause `operator`; after the commit the hub hears it and, for a void, the bet settlement's listeners.
   */
  async function operatorChange(
    marketId: string,
    locale: Locale,
    change: (tx: Db, row: SportsMarketRow) => Promise<ApplyResult['hub'][number]['message']>,
    closed: boolean,
  ): Promise<OperatorMarketChange> {
    const { before, after, message } = await db.transaction().execute(async (tx) => {
      // The event's row first, as the feed consumer locks it for each message: an operator's change and a feed
      // message on the same event run one after the other (a price update cannot reopen a market being held).
      const [found] = await repo.marketsByIds(tx, [marketId]);
      if (!found) throw new AppError(404, 'e.sportsMarketNotFound');
      const event = (await repo.findEvent(tx, found.event_id, true))!;
      const row = (await repo.lockMarket(tx, marketId))!;
      const outcomes = await repo.outcomesOfMarkets(tx, [row.id]);
      const before = toTradingMarket(event, row, outcomes, locale);
      const message = await change(tx, row);
      const now = (await repo.lockMarket(tx, marketId))!;
      return { before, after: toTradingMarket(event, now, outcomes, locale), message };
    });
    publish({
      hub: [{ rooms: [sportsRoom.event(after.eventId)], message }],
      closed: closed ? [{ eventId: after.eventId, marketId: after.id, change: 'cancelled' }] : [],
    });
    return { before, after };
  }

  async function operatorMove(tx: Db, row: SportsMarketRow, to: MarketStatus, voidReason?: string) {
    const check = checkMarketTransition(row.status, to, 'operator');
    if (!check.ok) throw new AppError(409, 'e.sportsMarketTransition', [row.status, to]);
    if (
      check.changed &&
      !(await repo.moveMarket(
        tx,
        row.id,
        row.status,
        to,
        clock.now(),
        voidReason === undefined ? {} : { voidReason },
      ))
    )
      throw new AppError(409, 'e.sportsMarketTransition', [row.status, to]);
  }

  /** Applies one feed message in its own transaction and tells the hub (a real feed adapter's entry; tests). */
  async function applyFeed(message: FeedMessage): Promise<ApplyResult> {
    const result = await db
      .transaction()
      .execute((tx) => consumer.apply(tx, message))
      .catch((error: unknown) => {
        consumer.forget();
        throw error;
      });
    publish(result);
    return result;
  }

  return {
    runner,
    applyFeed,

    /**
     * Called after the commit with the markets settled, cancelled, rolled back or given a void window: the bet
     * settlement job (next step) listens here. Returns the unsubscribe function.
     */
    onMarketsClosed(listener: (closed: ClosedMarket[]) => void): () => void {
      closedListeners.push(listener);
      return () => {
        const i = closedListeners.indexOf(listener);
        if (i >= 0) closedListeners.splice(i, 1);
      };
    },

    async tree(book: SportsBook | undefined, locale: Locale): Promise<SportsTreeSport[]> {
      const until = new Date(clock.now().getTime() + PREMATCH_WINDOW_MS);
      const [sports, tournaments, counts] = await Promise.all([
        repo.sportsList(db),
        repo.tournaments(db),
        repo.countsByTournament(db, until, book === 'fcg'),
      ]);
      const countOf = new Map(counts.map((c) => [c.tournament_id, c]));
      return sports.map((s) => {
        const leagues = tournaments
          .filter((t) => t.sport_id === s.id && (book !== 'fcg' || t.is_top))
          .map((t) => ({
            id: t.id,
            name: t.name,
            category: t.category,
            top: t.is_top,
            live: Number(countOf.get(t.id)?.live ?? 0),
            prematch: Number(countOf.get(t.id)?.prematch ?? 0),
          }))
          .filter((t) => t.live + t.prematch > 0)
          .sort((a, b) => Number(b.top) - Number(a.top) || a.name.localeCompare(b.name, 'tr'));
        return {
          id: s.id,
          key: s.key,
          name: locale === 'tr' ? s.name_tr : s.name_en,
          live: leagues.reduce((n, l) => n + l.live, 0),
          prematch: leagues.reduce((n, l) => n + l.prematch, 0),
          leagues,
        };
      });
    },

    async events(input: SportsEventsRequest, locale: Locale): Promise<SportsEventsData> {
      const { total, rows } = await repo.listEvents(
        db,
        {
          sportId: input.sportId,
          tournamentId: input.leagueId,
          live: input.live,
          topOnly: input.book === 'fcg',
          until: new Date(clock.now().getTime() + PREMATCH_WINDOW_MS),
        },
        input.skip,
        input.take,
      );
      return { total, events: await toEvents(rows, input.book, locale, true) };
    },

    async event(id: string, book: SportsBook, locale: Locale): Promise<SportsEvent> {
      const row = await findEventOr404(id);
      if (book === 'fcg' && !row.is_top) throw new AppError(404, 'e.sportsEventNotFound');
      const [event] = await toEvents([row], book, locale, false);
      return event!;
    },

    /** Where these events stand now (My Bets' open legs): status, period, score and clock; unknown ids are left out. */
    async eventStates(ids: readonly string[]): Promise<MyBetsEvent[]> {
      const rows = await repo.eventsByIds(db, [...new Set(ids)]);
      return rows.map((row) => ({
        id: row.id,
        sportId: row.sport_id,
        status: row.status,
        live: isLive(row.status),
        period: row.period,
        score: row.score_home === null || row.score_away === null ? null : [row.score_home, row.score_away],
        clock: clockOf(row),
      }));
    },

    async liveState(id: string): Promise<SportsLiveState> {
      const row = await findEventOr404(id);
      const incidents = await repo.incidentsOf(db, id);
      return {
        id: row.id,
        sportId: row.sport_id,
        status: row.status,
        period: row.period,
        score: row.score_home === null || row.score_away === null ? null : [row.score_home, row.score_away],
        clock: clockOf(row),
        scoreboard: row.scoreboard,
        incidents: incidents.map((i): SportsIncident => ({
          seq: i.seq,
          kind: i.kind,
          team: i.team,
          clock: i.clock_seconds,
          score: [i.score_home, i.score_away],
          value: i.value,
        })),
      };
    },

    /**
     * An operator's (or the settlement job's) status change of one market, by the contract's transition table; an
     * illegal one is refused with 409 and changes nothing.
     */
    async setMarketStatus(
      eventId: string,
      market: string,
      to: MarketStatus,
      cause: MarketTransitionCause = 'feed',
    ): Promise<MarketStatus> {
      return db.transaction().execute(async (tx) => {
        const row = (await repo.marketsOfEvent(tx, eventId)).find((m) => m.market === market);
        if (!row) throw new AppError(404, 'e.sportsMarketNotFound');
        const check = checkMarketTransition(row.status, to, cause);
        if (!check.ok) throw new AppError(409, 'e.sportsMarketTransition', [row.status, to]);
        if (check.changed && !(await repo.moveMarket(tx, row.id, row.status, to, clock.now())))
          throw new AppError(409, 'e.sportsMarketTransition', [row.status, to]);
        return to;
      });
    },

    // ---- the back office's trading screen (docs/decisions/0540) ----

    /** Live and upcoming events (pre-match within the calendar's window): ids with what the screen sorts by. */
    async tradingEventIds(filter: { live?: boolean | undefined; sportId?: number | undefined }) {
      const rows = await repo.tradingEvents(db, {
        ...filter,
        until: new Date(clock.now().getTime() + PREMATCH_WINDOW_MS),
      });
      return rows.map((r) => ({ id: r.id, startTime: r.start_time, live: isLive(r.status) }));
    },

    /** These events as the trading screen lists them (unknown ids left out), in the order given. */
    async tradingEvents(ids: readonly string[]): Promise<TradingEvent[]> {
      const [rows, held] = await Promise.all([repo.listedEventsByIds(db, ids), repo.heldCounts(db, ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toTradingEvent(row, held.get(id) ?? 0)] : [];
      });
    },

    /** One event with every market (closed ones too) and both books' prices. */
    async tradingEvent(id: string, locale: Locale): Promise<TradingEvent & { markets: TradingMarket[] }> {
      const row = await findEventOr404(id);
      const { markets, outcomes } = await repo.marketsWithOutcomes(db, [id], false);
      const list = markets.map((m) => toTradingMarket(row, m, outcomes, locale));
      const held = list.filter((m) => m.hold && (m.status === 'active' || m.status === 'suspended')).length;
      return { ...toTradingEvent(row, held), markets: list };
    },

    /** An operator's hold: the market is suspended and the feed cannot reopen it until an operator lifts it. */
    operatorSuspend(marketId: string, operator: string, locale: Locale): Promise<OperatorMarketChange> {
      return operatorChange(
        marketId,
        locale,
        async (tx, row) => {
          if (row.status !== 'active' && row.status !== 'suspended')
            throw new AppError(409, 'e.sportsMarketTransition', [row.status, 'suspended']);
          // The feed's wish is what the market shows now (an earlier hold keeps the one it recorded).
          const feedStatus = row.operator_hold_at === null ? row.status : (row.feed_status ?? row.status);
          await operatorMove(tx, row, 'suspended');
          await repo.setHold(tx, row.id, { at: clock.now(), by: operator, feedStatus });
          return { type: 'suspend', eventId: row.event_id, marketIds: [row.market], reason: 'operator' };
        },
        false,
      );
    },

    /** Lifts an operator's hold: the market takes the status the feed last asked for (active or suspended). */
    operatorUnsuspend(marketId: string, locale: Locale): Promise<OperatorMarketChange> {
      return operatorChange(
        marketId,
        locale,
        async (tx, row) => {
          if (row.operator_hold_at === null) throw new AppError(409, 'e.sportsMarketNotHeld');
          await repo.setHold(tx, row.id, null);
          if (row.status === 'suspended' && row.feed_status === 'active') {
            await operatorMove(tx, row, 'active');
            row.status = 'active';
          }
          return { type: 'result', eventId: row.event_id, markets: [{ id: row.market, status: row.status }] };
        },
        false,
      );
    },

    /**
     * Voids (cancels) a market with the operator's reason: the market is cancelled like a feed's bet_cancel, and the
     * bet settlement's listeners hear it after the commit (the same settle job as the feed's cancel).
     */
    operatorVoid(marketId: string, reason: string, locale: Locale): Promise<OperatorMarketChange> {
      return operatorChange(
        marketId,
        locale,
        async (tx, row) => {
          await operatorMove(tx, row, 'cancelled', reason);
          return {
            type: 'result',
            eventId: row.event_id,
            markets: [{ id: row.market, status: 'cancelled' }],
          };
        },
        true,
      );
    },

    /**
     * The current state of bet slip selections (`book:outcome` refs): unknown or malformed refs are left out, a book
     * that does not quote the selection gives null odds. The bet step reads this inside its own transaction.
     */
    async quoteSelections(refs: readonly string[], tx: Db = db): Promise<SelectionQuote[]> {
      const parsed = refs.map((ref) => ({ ref, parsed: parseSelectionRef(ref) }));
      const rows = await repo.outcomesForBets(tx, [
        ...new Set(parsed.flatMap((p) => (p.parsed ? [p.parsed.outcomeId] : []))),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return parsed.flatMap(({ ref, parsed: p }) => {
        const row = p ? byId.get(p.outcomeId) : undefined;
        if (!p || !row) return [];
        const sport = sportById(row.sport_id)?.key;
        const quoted =
          p.book === 'betco' ||
          (row.is_top && sport !== undefined && SPORT_MARKETS[sport].main.includes(row.key as MarketKey));
        return [
          {
            ref,
            book: p.book,
            outcomeId: row.id,
            eventId: row.event_id,
            sportId: row.sport_id,
            marketRowId: row.market_row_id,
            market: row.market,
            key: row.key as MarketKey,
            param: row.param,
            outcome: row.outcome,
            marketStatus: row.market_status,
            eventStatus: row.event_status,
            live: isLive(row.event_status),
            startTime: row.start_time,
            home: row.home,
            away: row.away,
            oddsHundredths: quoted ? (p.book === 'fcg' ? row.odds_fcg : row.odds_betco) : null,
            probability: row.probability,
          },
        ];
      });
    },

    /** Markets by id with their outcomes' results and void windows (the bet settlement; read in its transaction). */
    async marketResults(marketIds: readonly string[], tx: Db = db): Promise<MarketResult[]> {
      const ids = [...new Set(marketIds)];
      const [markets, outcomes, windows] = [
        await repo.marketsByIds(tx, ids),
        await repo.outcomesOfMarkets(tx, ids),
        await repo.cancelWindowsOfMarkets(tx, ids),
      ];
      return markets.map((m) => ({
        marketId: m.id,
        eventId: m.event_id,
        status: m.status,
        outcomes: outcomes
          .filter((o) => o.market_id === m.id)
          .map((o) => ({ outcomeId: o.id, result: o.result, deadHeatFactor: o.dead_heat_factor })),
        voidWindows: windows
          .filter((w) => w.market_id === m.id)
          .map((w) => ({ startsAt: w.starts_at, endsAt: w.ends_at })),
      }));
    },

    /** Whether the producer sent a heartbeat lately: bets are refused on a feed that is down. */
    /** The player's favourite leagues (docs/decisions/0240), the most recently starred first. */
    async favouriteLeagues(playerId: string): Promise<SportsFavouritesData> {
      return { leagueIds: await repo.favouriteLeagues(db, playerId) };
    },

    /**
     * Stars or unstars leagues; unknown ids are ignored (a guest's stored list may name a league that is gone).
     * At most MAX_FAVOURITE_LEAGUES: a star beyond it is refused and nothing changes.
     */
    async setFavouriteLeagues(
      playerId: string,
      input: SportsFavouritesRequest,
    ): Promise<SportsFavouritesData> {
      const ids = [...new Set(input.leagueIds)];
      return db.transaction().execute(async (tx) => {
        await repo.lockFavouriteLeagues(tx, playerId);
        if (input.favourite) await repo.addFavouriteLeagues(tx, playerId, ids, clock.now());
        else await repo.removeFavouriteLeagues(tx, playerId, ids);
        const leagueIds = await repo.favouriteLeagues(tx, playerId);
        if (leagueIds.length > MAX_FAVOURITE_LEAGUES)
          throw new AppError(400, 'e.sportsFavouritesFull', [MAX_FAVOURITE_LEAGUES]);
        return { leagueIds };
      });
    },

    async isFeedUp(producer: Producer): Promise<boolean> {
      const state = (await repo.feedStates(db)).find((s) => s.producer === producer);
      return (
        state?.alive_at !== null &&
        state?.alive_at !== undefined &&
        clock.now().getTime() - state.alive_at.getTime() <= FEED_ALIVE_TIMEOUT_MS
      );
    },
  };
}

export type SportsService = ReturnType<typeof createSportsService>;
