import type { Locale } from '@kasa/contract/constants';
import { type SettledLeg, settleBetPayout } from '@kasa/contract/sports-bets';
import type {
  OpsSportsBetPage,
  OpsSportsBetsQuery,
  OpsSportsEvent,
  OpsSportsEventDetail,
  OpsSportsEventPage,
  OpsSportsEventsQuery,
  OpsSportsMarket,
} from '@kasa/contract/sports-bets-api';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { kurusFromDb } from '../../lib/money.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { SportsService, TradingMarket } from '../sports/sports.service.ts';
import * as repo from './sports-bets.repository.ts';
import type { SportsBetLegRow, SportsBetRow } from './sports-bets.table.ts';
import { shapeOf, toBet } from './sports-bets.view.ts';

// The back office's Sportsbook screen (docs/decisions/0540): the book's exposure per outcome, market and event from
// the open bets, the events' list sorted by it, one event's markets, the open bets. Markets and prices come from the
// sportsbook through its service; bets are this module's.

/**
 * One open leg of an open (or pending) bet as the exposure sees it, kuruş: the bet's running stake (after partial
 * cash-outs), what the bet pays if this leg wins and if it loses — its other unsettled legs counted as won, its
 * settled legs as settled (the worst case for the house).
 */
export interface ExposureLeg {
  betId: string;
  eventId: string;
  marketId: string;
  outcomeId: string;
  stake: number;
  ifWon: number;
  ifLost: number;
}

export interface OutcomeExposure {
  /** Running stake of the bets backing the outcome. */
  stake: number;
  /** What they pay if it wins. */
  payout: number;
  /** The house's net result on the market's bets if it wins (paid out less stakes taken; positive: a loss). */
  net: number;
}

export interface MarketExposure {
  openBets: number;
  stake: number;
  /** The largest `net` over every outcome of the market (outcomes nobody backs included). */
  liability: number;
  outcomes: Map<string, OutcomeExposure>;
}

export interface EventExposure {
  openBets: number;
  stake: number;
  /** The sum of the markets' liabilities (each bet has at most one leg per event, so this bounds every result). */
  liability: number;
  markets: Map<string, MarketExposure>;
}

/**
 * The exposure arithmetic (pure). For a market M and an outcome o of it, if o wins and every other outcome of M
 * loses: net(o) = Σ over the legs on M of (the bet's payout — `ifWon` if the leg backs o, `ifLost` otherwise — less
 * its stake). A single or a combo that loses here pays 0 (`ifLost` = 0) and the house keeps its stake; a combo that
 * wins here is assumed to win its other legs too (it contributes its full potential payout); a system pays what its
 * other lines would. The market's liability is the largest net(o) over its outcomes (`outcomesOf` lists them;
 * an outcome nobody backs has net = Σ ifLost − Σ stake). The event's is the sum over its markets.
 */
export function exposureOf(
  legs: readonly ExposureLeg[],
  outcomesOf: (marketId: string) => readonly string[],
): Map<string, EventExposure> {
  const byMarket = new Map<string, ExposureLeg[]>();
  for (const leg of legs) byMarket.set(leg.marketId, [...(byMarket.get(leg.marketId) ?? []), leg]);
  const events = new Map<string, EventExposure & { bets: Set<string> }>();
  for (const [marketId, list] of byMarket) {
    const stake = list.reduce((s, l) => s + l.stake, 0);
    const lost = list.reduce((s, l) => s + l.ifLost, 0);
    const outcomes = new Map<string, OutcomeExposure>();
    for (const outcomeId of new Set([...outcomesOf(marketId), ...list.map((l) => l.outcomeId)])) {
      const backing = list.filter((l) => l.outcomeId === outcomeId);
      const payout = backing.reduce((s, l) => s + l.ifWon, 0);
      const lostByBacking = backing.reduce((s, l) => s + l.ifLost, 0);
      outcomes.set(outcomeId, {
        stake: backing.reduce((s, l) => s + l.stake, 0),
        payout,
        net: payout + (lost - lostByBacking) - stake,
      });
    }
    const liability = Math.max(...[...outcomes.values()].map((o) => o.net));
    const bets = new Set(list.map((l) => l.betId));
    const market: MarketExposure = { openBets: bets.size, stake, liability, outcomes };
    const eventId = list[0]!.eventId;
    const event = events.get(eventId) ?? {
      openBets: 0,
      stake: 0,
      liability: 0,
      markets: new Map<string, MarketExposure>(),
      bets: new Set<string>(),
    };
    for (const bet of bets) event.bets.add(bet);
    event.openBets = event.bets.size;
    event.stake += stake;
    event.liability += liability;
    event.markets.set(marketId, market);
    events.set(eventId, event);
  }
  return new Map([...events].map(([id, { bets: _bets, ...rest }]) => [id, rest]));
}

/** A bet's payout with its unsettled legs as won — or, for `lostIdx`, that leg lost (kuruş, after the cap). */
function payoutWith(bet: SportsBetRow, legs: readonly SportsBetLegRow[], lostIdx: number | null): number {
  const settled: SettledLeg[] = legs.map((l) =>
    l.result === null
      ? { odds: l.odds / 100, result: l.idx === lostIdx ? 'lost' : 'won' }
      : {
          odds: l.odds / 100,
          result: l.result,
          ...(l.dead_heat_factor === null ? {} : { deadHeatFactor: l.dead_heat_factor }),
        },
  );
  return settleBetPayout(shapeOf(bet), settled, kurusFromDb(bet.max_payout)).payoutKurus;
}

/** The exposure legs of open bets: one per unsettled leg. */
export function exposureLegs(bets: readonly SportsBetRow[], legs: readonly SportsBetLegRow[]): ExposureLeg[] {
  const legsOf = new Map<string, SportsBetLegRow[]>();
  for (const l of legs) legsOf.set(l.bet_id, [...(legsOf.get(l.bet_id) ?? []), l]);
  return bets.flatMap((bet) => {
    const own = (legsOf.get(bet.id) ?? []).sort((a, b) => a.idx - b.idx);
    const stake = kurusFromDb(bet.open_per_line) * bet.lines;
    const ifWon = payoutWith(bet, own, null);
    return own
      .filter((l) => l.result === null)
      .map((l) => ({
        betId: bet.id,
        eventId: l.event_id,
        marketId: l.market_id,
        outcomeId: l.outcome_id,
        stake,
        ifWon,
        ifLost: bet.type === 'system' ? payoutWith(bet, own, l.idx) : 0,
      }));
  });
}

export interface TradingDeps {
  db: Db;
  sports: SportsService;
  players: Pick<PlayersService, 'usernames'>;
}

const lira = (kurus: number) => kurusToLira(kurus);

export function createSportsTrading(deps: TradingDeps) {
  const { db, sports } = deps;

  /** The exposure of the open bets with an unsettled leg on these events (all events: null). */
  async function exposure(eventIds: readonly string[] | null): Promise<Map<string, EventExposure>> {
    const bets = await repo.openBetsOnEvents(db, eventIds);
    const stored = await repo.legsOf(
      db,
      bets.map((b) => b.id),
    );
    const markets = new Map(
      (await sports.marketResults([...new Set(stored.map((l) => l.market_id))])).map((m) => [m.marketId, m]),
    );
    // A leg whose market is already closed counts as the settlement job will settle it: void on a cancelled market,
    // the outcome's result on a settled one (the job may not have run yet).
    const legs = stored.map((l): SportsBetLegRow => {
      const market = markets.get(l.market_id);
      if (l.result !== null || !market) return l;
      if (market.status === 'cancelled') return { ...l, result: 'void', dead_heat_factor: null };
      const outcome = market.outcomes.find((o) => o.outcomeId === l.outcome_id);
      if (market.status === 'settled' && outcome?.result)
        return { ...l, result: outcome.result, dead_heat_factor: outcome.deadHeatFactor };
      return l;
    });
    const all = exposureLegs(bets, legs).filter((l) => eventIds === null || eventIds.includes(l.eventId));
    return exposureOf(all, (id) => markets.get(id)?.outcomes.map((o) => o.outcomeId) ?? []);
  }

  const empty = { openBets: 0, openStake: 0, liability: 0 };

  return {
    exposure,

    /** How many open and pending bets an operator's void of this market refunds. */
    openBetsOnMarket: (marketId: string) => repo.openBetsOnMarket(db, marketId),

    /** Live and upcoming events, each with its open bets, stake and liability; by liability (default) or kick-off. */
    async events(query: OpsSportsEventsQuery): Promise<OpsSportsEventPage> {
      const ids = await sports.tradingEventIds({
        live: query.state === undefined ? undefined : query.state === 'live',
        sportId: query.sportId,
      });
      const exposures = await exposure(null);
      const byStart = (a: (typeof ids)[number], b: (typeof ids)[number]) =>
        Number(b.live) - Number(a.live) ||
        a.startTime.getTime() - b.startTime.getTime() ||
        a.id.localeCompare(b.id);
      const sorted = [...ids].sort((a, b) =>
        query.sort === 'liability'
          ? (exposures.get(b.id)?.liability ?? -Infinity) - (exposures.get(a.id)?.liability ?? -Infinity) ||
            byStart(a, b)
          : byStart(a, b),
      );
      const page = sorted.slice(query.skip, query.skip + query.take).map((e) => e.id);
      const events = await sports.tradingEvents(page);
      return {
        total: ids.length,
        items: events.map((e): OpsSportsEvent => {
          const x = exposures.get(e.id);
          return {
            ...e,
            ...(x ? { openBets: x.openBets, openStake: lira(x.stake), liability: lira(x.liability) } : empty),
          };
        }),
      };
    },

    /** One event: every market with its hold, both books' prices, and stake, payout and liability per outcome. */
    async event(id: string, locale: Locale): Promise<OpsSportsEventDetail> {
      const event = await sports.tradingEvent(id, locale);
      const x = (await exposure([id])).get(id);
      return {
        ...event,
        ...(x ? { openBets: x.openBets, openStake: lira(x.stake), liability: lira(x.liability) } : empty),
        markets: event.markets.map((m) => marketView(m, x?.markets.get(m.id))),
      };
    },

    /** A market as the screen shows it, with its exposure now (after an operator's change). */
    async market(m: TradingMarket): Promise<OpsSportsMarket> {
      return marketView(m, (await exposure([m.eventId])).get(m.eventId)?.markets.get(m.id));
    },

    /** Open and pending bets, newest first, with the player's username. */
    async openBets(query: OpsSportsBetsQuery, locale: Locale): Promise<OpsSportsBetPage> {
      const { total, rows } = await repo.listOpenBets(db, query.eventId ?? null, query.skip, query.take);
      const [legs, names] = await Promise.all([
        repo.legsOf(
          db,
          rows.map((r) => r.id),
        ),
        deps.players.usernames(rows.map((r) => r.player_id)),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...toBet(
            row,
            legs.filter((l) => l.bet_id === row.id),
            locale,
          ),
          playerId: row.player_id,
          username: names.get(row.player_id) ?? '',
        })),
      };
    },
  };
}

function marketView(m: TradingMarket, x: MarketExposure | undefined): OpsSportsMarket {
  return {
    id: m.id,
    market: m.market,
    name: m.name,
    status: m.status,
    main: m.main,
    hold: m.hold,
    voidReason: m.voidReason,
    openBets: x?.openBets ?? 0,
    openStake: lira(x?.stake ?? 0),
    liability: lira(x?.liability ?? 0),
    outcomes: m.outcomes.map((o) => {
      const e = x?.outcomes.get(o.id);
      return {
        ...o,
        openStake: lira(e?.stake ?? 0),
        payout: lira(e?.payout ?? 0),
        liability: lira(e?.net ?? 0),
      };
    }),
  };
}

export type SportsTrading = ReturnType<typeof createSportsTrading>;
