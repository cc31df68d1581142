import { sql } from 'kysely';
import type { MarketStatus, SportsBook } from '@kasa/contract/sports';
import type { LegResult } from '@kasa/contract/sports-bets';
import type { Db } from '../../db/create-db.ts';
import * as lease from '../../db/lease.ts';
import type { EventStatus, Producer } from './feed/feed.port.ts';
import type {
  ScoreboardJson,
  SportsEventRow,
  SportsIncidentRow,
  SportsMarketRow,
  SportsOutcomeRow,
  SportsSimProgressRow,
  SportsTournamentRow,
} from './sports.table.ts';

// ---- the simulator's lease ----

/** Takes or renews the lease for `holder` when it is free, lapsed or already ours; true when we hold it now. */
export const acquireLease = (db: Db, holder: string, now: Date, expiresAt: Date): Promise<boolean> =>
  lease.acquireLease(db, 'sports_feed_lease', 'simulator', holder, now, expiresAt);

export const releaseLease = (db: Db, holder: string): Promise<void> =>
  lease.releaseLease(db, 'sports_feed_lease', 'simulator', holder);

// ---- feed bookkeeping ----

/**
 * Records `sequence` as the producer's last one when it is newer; false for a duplicate (at or below the last). A
 * sequence more than one above the last counts a gap (the consumer still applies it; the adapter recovers).
 */
export async function claimSequence(db: Db, producer: Producer, sequence: number): Promise<boolean> {
  const row = await db
    .updateTable('sports_feed_state')
    .set((eb) => ({
      last_sequence: String(sequence),
      gaps: eb
        .case()
        .when(sql<boolean>`last_sequence + 1 < ${String(sequence)}::bigint`)
        .then(eb('gaps', '+', 1))
        .else(eb.ref('gaps'))
        .end(),
    }))
    .where('producer', '=', producer)
    .where(sql<boolean>`last_sequence < ${String(sequence)}::bigint`)
    .returning('producer')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAlive(db: Db, producer: Producer, at: Date): Promise<void> {
  await db.updateTable('sports_feed_state').set({ alive_at: at }).where('producer', '=', producer).execute();
}

export function feedStates(db: Db) {
  return db.selectFrom('sports_feed_state').selectAll().execute();
}

// ---- catalogue ----

export async function upsertTournament(
  db: Db,
  row: { id: string; sportId: number; name: string; category: string; isTop: boolean; now: Date },
): Promise<void> {
  await db
    .insertInto('sports_tournaments')
    .values({
      id: row.id,
      sport_id: row.sportId,
      name: row.name,
      category: row.category,
      is_top: row.isTop,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ name: row.name, category: row.category, is_top: row.isTop }),
    )
    .execute();
}

export interface EventInput {
  id: string;
  sportId: number;
  tournamentId: string;
  home: string;
  away: string;
  homeId: string;
  awayId: string;
  startTime: Date;
  bestOf: number | null;
  isTop: boolean;
}

/** Inserts the event, or updates its fixture (names, start, format) when it exists; the live state is untouched. */
export async function upsertEvent(db: Db, e: EventInput, now: Date): Promise<void> {
  const fixture = {
    sport_id: e.sportId,
    tournament_id: e.tournamentId,
    home: e.home,
    away: e.away,
    home_id: e.homeId,
    away_id: e.awayId,
    start_time: e.startTime,
    best_of: e.bestOf,
    is_top: e.isTop,
    updated_at: now,
  };
  await db
    .insertInto('sports_events')
    .values({ id: e.id, ...fixture, scoreboard: '{}' })
    .onConflict((oc) => oc.column('id').doUpdateSet(fixture))
    .execute();
}

export function findEvent(db: Db, id: string, lock = false): Promise<SportsEventRow | undefined> {
  let query = db.selectFrom('sports_events').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface LiveStateUpdate {
  status: EventStatus;
  period: string | null;
  score: readonly [number, number] | null;
  clockSeconds: number | null;
  clockRunning: boolean;
  scoreboard: ScoreboardJson;
}

export async function updateLiveState(db: Db, id: string, s: LiveStateUpdate, now: Date): Promise<void> {
  await db
    .updateTable('sports_events')
    .set({
      status: s.status,
      period: s.period,
      score_home: s.score ? s.score[0] : null,
      score_away: s.score ? s.score[1] : null,
      clock_seconds: s.clockSeconds,
      clock_running: s.clockRunning,
      clock_at: s.clockSeconds === null ? null : now,
      scoreboard: JSON.stringify(s.scoreboard),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setEventStatus(db: Db, id: string, status: EventStatus, now: Date): Promise<void> {
  await db
    .updateTable('sports_events')
    .set({ status, clock_running: false, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Ids of the events starting at or after `from` (what the feed already created). */
export async function eventIdsFrom(db: Db, from: Date): Promise<Set<string>> {
  const rows = await db.selectFrom('sports_events').select('id').where('start_time', '>=', from).execute();
  return new Set(rows.map((r) => r.id));
}

/** Events that have started (by the schedule) and are not over: what a live runner plays. */
export function startedOpenEvents(db: Db, now: Date): Promise<SportsEventRow[]> {
  return db
    .selectFrom('sports_events')
    .selectAll()
    .where('start_time', '<=', now)
    .where('status', 'in', ['not_started', 'live', 'suspended'])
    .orderBy('start_time')
    .execute();
}

// ---- markets and outcomes ----

export function marketsOfEvent(db: Db, eventId: string): Promise<SportsMarketRow[]> {
  return db
    .selectFrom('sports_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertMarkets(
  db: Db,
  rows: {
    eventId: string;
    market: string;
    key: string;
    param: number | null;
    status: MarketStatus;
    isMain: boolean;
    sort: number;
  }[],
  now: Date,
): Promise<SportsMarketRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('sports_markets')
    .values(
      rows.map((r) => ({
        event_id: r.eventId,
        market: r.market,
        key: r.key,
        param: r.param,
        status: r.status,
        is_main: r.isMain,
        sort: r.sort,
        void_reason: null,
        settled_at: null,
        updated_at: now,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * Moves a market from `from` to `to` only if it is still at `from` (the caller checked the transition); false when
 * another writer moved it first.
 */
export async function moveMarket(
  db: Db,
  id: string,
  from: MarketStatus,
  to: MarketStatus,
  now: Date,
  extra: { voidReason?: string | null; settledAt?: Date | null } = {},
): Promise<boolean> {
  const rows = await db
    .updateTable('sports_markets')
    .set({
      status: to,
      updated_at: now,
      ...(extra.voidReason !== undefined ? { void_reason: extra.voidReason } : {}),
      ...(extra.settledAt !== undefined ? { settled_at: extra.settledAt } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .execute();
  return rows.length === 1;
}

// ---- operators' holds and voids (docs/decisions/0540) ----

/** While a market is held: the status the feed asks for. */
export async function setFeedStatus(db: Db, id: string, status: 'active' | 'suspended'): Promise<void> {
  await db.updateTable('sports_markets').set({ feed_status: status }).where('id', '=', id).execute();
}

export function lockMarket(db: Db, id: string): Promise<SportsMarketRow | undefined> {
  return db.selectFrom('sports_markets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setHold(
  db: Db,
  id: string,
  hold: { at: Date; by: string; feedStatus: 'active' | 'suspended' | null } | null,
): Promise<void> {
  await db
    .updateTable('sports_markets')
    .set({
      operator_hold_at: hold?.at ?? null,
      operator_hold_by: hold?.by ?? null,
      feed_status: hold?.feedStatus ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Live and upcoming events (pre-match up to `until`) for the trading screen: ids and what they sort by. */
export function tradingEvents(
  db: Db,
  f: { live?: boolean | undefined; sportId?: number | undefined; until: Date },
) {
  return filtered(db, { live: f.live, sportId: f.sportId, topOnly: false, until: f.until })
    .select(['e.id', 'e.start_time', 'e.status'])
    .execute();
}

export function listedEventsByIds(db: Db, ids: readonly string[]): Promise<ListedEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_events as e')
    .innerJoin('sports_tournaments as t', 't.id', 'e.tournament_id')
    .selectAll('e')
    .select(['t.name as tournament_name', 't.category'])
    .where('e.id', 'in', ids)
    .execute();
}

/** Markets under an operator's hold per event. */
export async function heldCounts(db: Db, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_markets')
    .select(['event_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('event_id', 'in', eventIds)
    .where('operator_hold_at', 'is not', null)
    .where('status', 'in', ['active', 'suspended'])
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.n)]));
}

export async function setMarketMain(db: Db, ids: string[], isMain: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('sports_markets').set({ is_main: isMain }).where('id', 'in', ids).execute();
}

export function outcomesOfMarkets(db: Db, marketIds: readonly string[]): Promise<SportsOutcomeRow[]> {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_outcomes')
    .selectAll()
    .where('market_id', 'in', marketIds)
    .orderBy('market_id')
    .orderBy('sort')
    .execute();
}

export interface OutcomePrice {
  marketId: string;
  outcome: string;
  sort: number;
  probability: number | null;
  oddsFcg: number | null;
  oddsBetco: number | null;
}

/** Inserts the outcomes or updates their prices; returns the rows as they are now. */
export function upsertOutcomes(db: Db, rows: OutcomePrice[], now: Date): Promise<SportsOutcomeRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('sports_outcomes')
    .values(
      rows.map((r) => ({
        market_id: r.marketId,
        outcome: r.outcome,
        sort: r.sort,
        probability: r.probability,
        odds_fcg: r.oddsFcg,
        odds_betco: r.oddsBetco,
        result: null,
        dead_heat_factor: null,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['market_id', 'outcome']).doUpdateSet((eb) => ({
        probability: eb.ref('excluded.probability'),
        odds_fcg: eb.ref('excluded.odds_fcg'),
        odds_betco: eb.ref('excluded.odds_betco'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .execute();
}

export async function setOutcomeResult(
  db: Db,
  marketId: string,
  outcome: string,
  result: LegResult | null,
  deadHeatFactor: number | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sports_outcomes')
    .set({ result, dead_heat_factor: deadHeatFactor, updated_at: now })
    .where('market_id', '=', marketId)
    .where('outcome', '=', outcome)
    .execute();
}

export async function clearResults(db: Db, marketId: string, now: Date): Promise<void> {
  await db
    .updateTable('sports_outcomes')
    .set({ result: null, dead_heat_factor: null, updated_at: now })
    .where('market_id', '=', marketId)
    .execute();
}

export async function insertCancelWindow(
  db: Db,
  row: { marketId: string; startsAt: Date | null; endsAt: Date | null; voidReason: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('sports_cancel_windows')
    .values({
      market_id: row.marketId,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      void_reason: row.voidReason,
      created_at: now,
    })
    .execute();
}

export function cancelWindowsOf(db: Db, marketId: string) {
  return db.selectFrom('sports_cancel_windows').selectAll().where('market_id', '=', marketId).execute();
}

/** Markets by id (status), for the bet settlement. */
export function marketsByIds(db: Db, ids: readonly string[]): Promise<SportsMarketRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_markets').selectAll().where('id', 'in', ids).execute();
}

export function cancelWindowsOfMarkets(db: Db, marketIds: readonly string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_cancel_windows').selectAll().where('market_id', 'in', marketIds).execute();
}

/** Outcomes by id with their market and event: what a bet slip's legs point at. */
export function outcomesForBets(db: Db, outcomeIds: readonly string[]) {
  if (outcomeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_outcomes as o')
    .innerJoin('sports_markets as m', 'm.id', 'o.market_id')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select([
      'o.id',
      'o.outcome',
      'o.probability',
      'o.odds_fcg',
      'o.odds_betco',
      'm.id as market_row_id',
      'm.market',
      'm.key',
      'm.param',
      'm.status as market_status',
      'e.id as event_id',
      'e.sport_id',
      'e.status as event_status',
      'e.is_top',
      'e.home',
      'e.away',
      'e.start_time',
    ])
    .where('o.id', 'in', outcomeIds)
    .execute();
}

// ---- incidents ----

export async function insertIncidents(
  db: Db,
  rows: Omit<SportsIncidentRow, 'created_at'>[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('sports_incidents')
    .values(rows.map((r) => ({ ...r, created_at: now })))
    .onConflict((oc) => oc.columns(['event_id', 'seq']).doNothing())
    .returning('seq')
    .execute();
  return inserted.length;
}

export function incidentsOf(db: Db, eventId: string): Promise<SportsIncidentRow[]> {
  return db
    .selectFrom('sports_incidents')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('seq')
    .execute();
}

// ---- the simulator's progress ----

export function progressOf(db: Db, eventIds: readonly string[]): Promise<SportsSimProgressRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_sim_progress').selectAll().where('event_id', 'in', eventIds).execute();
}

export async function saveProgress(db: Db, row: SportsSimProgressRow): Promise<void> {
  await db
    .insertInto('sports_sim_progress')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        cursor: row.cursor,
        priced_at: row.priced_at,
        suspended_until: row.suspended_until,
      }),
    )
    .execute();
}

// ---- reads for the API ----

export interface EventFilter {
  sportId?: number | undefined;
  tournamentId?: string | undefined;
  live?: boolean | undefined;
  topOnly: boolean;
  /** Pre-match events start before this. */
  until: Date;
}

const LIVE: EventStatus[] = ['live', 'suspended'];

export type ListedEvent = SportsEventRow & { tournament_name: string; category: string };

function filtered(db: Db, f: EventFilter) {
  let query = db
    .selectFrom('sports_events as e')
    .innerJoin('sports_tournaments as t', 't.id', 'e.tournament_id')
    .where('e.start_time', '<', f.until);
  if (f.live === true) query = query.where('e.status', 'in', LIVE);
  else if (f.live === false) query = query.where('e.status', '=', 'not_started');
  else query = query.where('e.status', 'in', [...LIVE, 'not_started']);
  if (f.sportId !== undefined) query = query.where('e.sport_id', '=', f.sportId);
  if (f.tournamentId !== undefined) query = query.where('e.tournament_id', '=', f.tournamentId);
  if (f.topOnly) query = query.where('e.is_top', '=', true);
  return query;
}

export async function listEvents(
  db: Db,
  f: EventFilter,
  skip: number,
  take: number,
): Promise<{ total: number; rows: ListedEvent[] }> {
  const [count, rows] = await Promise.all([
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, f)
      .selectAll('e')
      .select(['t.name as tournament_name', 't.category'])
      // In play first, then by kick-off.
      .orderBy(sql`case when e.status = 'not_started' then 1 else 0 end`)
      .orderBy('e.start_time')
      .orderBy('e.id')
      .offset(skip)
      .limit(take)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export function eventsByIds(db: Db, ids: readonly string[]): Promise<SportsEventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_events').selectAll().where('id', 'in', ids).execute();
}

export function findListedEvent(db: Db, id: string): Promise<ListedEvent | undefined> {
  return db
    .selectFrom('sports_events as e')
    .innerJoin('sports_tournaments as t', 't.id', 'e.tournament_id')
    .selectAll('e')
    .select(['t.name as tournament_name', 't.category'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

/** Markets of the events (main ones only when asked) with their outcomes, in display order. */
export async function marketsWithOutcomes(
  db: Db,
  eventIds: readonly string[],
  mainOnly: boolean,
): Promise<{ markets: SportsMarketRow[]; outcomes: SportsOutcomeRow[] }> {
  if (eventIds.length === 0) return { markets: [], outcomes: [] };
  let query = db.selectFrom('sports_markets').selectAll().where('event_id', 'in', eventIds);
  if (mainOnly) query = query.where('is_main', '=', true);
  const markets = await query.orderBy('event_id').orderBy('sort').orderBy('param').execute();
  const outcomes = await outcomesOfMarkets(
    db,
    markets.map((m) => m.id),
  );
  return { markets, outcomes };
}

/**
 * Per event, the markets the event page shows in the book: open (active or suspended) with at least one outcome
 * priced by it. The High Rate book prices only the main markets of top events (the consumer), so its column says
 * which markets it offers.
 */
export async function marketCounts(
  db: Db,
  eventIds: readonly string[],
  book: SportsBook,
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const column = book === 'fcg' ? 'o.odds_fcg' : 'o.odds_betco';
  const rows = await db
    .selectFrom('sports_markets as m')
    .select((eb) => ['m.event_id', eb.fn.countAll<string>().as('n')])
    .where('m.event_id', 'in', eventIds)
    .where('m.status', 'in', ['active', 'suspended'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_outcomes as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.market_id', '=', 'm.id')
          .where(column, 'is not', null),
      ),
    )
    .groupBy('m.event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.n)]));
}

export function tournaments(db: Db): Promise<SportsTournamentRow[]> {
  return db.selectFrom('sports_tournaments').selectAll().orderBy('sport_id').orderBy('name').execute();
}

/** Live and pre-match counts per tournament. */
export function countsByTournament(db: Db, until: Date, topOnly: boolean) {
  let query = db
    .selectFrom('sports_events')
    .select((eb) => [
      'tournament_id',
      eb.fn.count<string>('id').filterWhere('status', 'in', LIVE).as('live'),
      eb.fn.count<string>('id').filterWhere('status', '=', 'not_started').as('prematch'),
    ])
    .where('start_time', '<', until)
    .where('status', 'in', [...LIVE, 'not_started'])
    .groupBy('tournament_id');
  if (topOnly) query = query.where('is_top', '=', true);
  return query.execute();
}

export function sportsList(db: Db) {
  return db.selectFrom('sports_sports').selectAll().orderBy('sort').execute();
}

// ---- favourite leagues (docs/decisions/0240) ----

/** The player's starred league ids, the most recently starred first. */
export async function favouriteLeagues(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sports_favourite_leagues')
    .select('tournament_id')
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('tournament_id')
    .execute();
  return rows.map((r) => r.tournament_id);
}

/** Stars the leagues that exist (unknown ids are skipped), keeping the time of a star already there. */
export async function addFavouriteLeagues(
  db: Db,
  playerId: string,
  tournamentIds: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('sports_favourite_leagues')
    .columns(['player_id', 'tournament_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('sports_tournaments')
        .select([
          sql<string>`${playerId}::bigint`.as('player_id'),
          'id',
          sql<Date>`${now}::timestamptz`.as('created_at'),
        ])
        .where('id', 'in', tournamentIds),
    )
    .onConflict((oc) => oc.columns(['player_id', 'tournament_id']).doNothing())
    .execute();
}

export async function removeFavouriteLeagues(
  db: Db,
  playerId: string,
  tournamentIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('sports_favourite_leagues')
    .where('player_id', '=', playerId)
    .where('tournament_id', 'in', tournamentIds)
    .execute();
}

/** Serialises one player's changes to the list (the cap is checked after the insert, in the same transaction). */
export async function lockFavouriteLeagues(db: Db, playerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('sports_favourite_leagues'), hashtext(${playerId}))`.execute(
    db,
  );
}
