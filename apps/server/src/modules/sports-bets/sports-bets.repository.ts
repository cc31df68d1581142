import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type {
  BetRowResult,
  BetRowStatus,
  SportsBetLegRow,
  SportsBetLegsTable,
  SportsBetRow,
  SportsBetsTable,
} from './sports-bets.table.ts';
import type { Insertable } from 'kysely';

// All SQL of the sports bets (docs/decisions/0210). Plain functions taking the database or a transaction first.

/**
 * The player's row of this module, created on first use and locked: every placement of a player runs under this
 * lock, so a repeated request id and the per-event stake limit are decided one request at a time.
 */
export async function lockPlayer(db: Db, playerId: string, now: Date): Promise<number> {
  await db
    .insertInto('sports_bet_players')
    .values({ player_id: playerId, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('sports_bet_players')
    .select('stake_factor')
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.stake_factor;
}

/** The player's stake factor (1 when never set), read without a lock: the operator's audit of a change. */
export async function findStakeFactor(db: Db, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('sports_bet_players')
    .select('stake_factor')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.stake_factor ?? 1;
}

export async function setStakeFactor(db: Db, playerId: string, factor: number, now: Date): Promise<void> {
  await db
    .insertInto('sports_bet_players')
    .values({ player_id: playerId, stake_factor: factor, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ stake_factor: factor, updated_at: now }))
    .execute();
}

export function findByRequest(db: Db, playerId: string, requestId: string) {
  return db
    .selectFrom('sports_bets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findBet(db: Db, id: string, lock = false): Promise<SportsBetRow | undefined> {
  let q = db.selectFrom('sports_bets').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function legsOf(db: Db, betIds: readonly string[]): Promise<SportsBetLegRow[]> {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_bet_legs')
    .selectAll()
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('idx')
    .execute();
}

/** The player's stake on open and pending bets per event (a bet counts in full for each event it has a leg in). */
export async function openStakeByEvent(
  db: Db,
  playerId: string,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select(['l.event_id', sql<string>`sum(b.stake)`.as('stake')])
    .where('b.player_id', '=', playerId)
    .where('b.status', 'in', ['pending', 'open'])
    .where('l.event_id', 'in', eventIds)
    .groupBy('l.event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.stake)]));
}

export async function insertBet(db: Db, row: Insertable<SportsBetsTable>): Promise<SportsBetRow> {
  return db.insertInto('sports_bets').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertLegs(db: Db, rows: Insertable<SportsBetLegsTable>[]): Promise<void> {
  await db.insertInto('sports_bet_legs').values(rows).execute();
}

export async function setLegOdds(db: Db, betId: string, idx: number, odds: number): Promise<void> {
  await db
    .updateTable('sports_bet_legs')
    .set({ odds })
    .where('bet_id', '=', betId)
    .where('idx', '=', idx)
    .execute();
}

/** Locks these bets (id order, so two jobs settling overlapping bets never wait on each other in a cycle). */
export function lockBets(db: Db, ids: readonly string[]): Promise<SportsBetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_bets').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export interface LegResultWrite {
  betId: string;
  idx: number;
  result: SportsBetLegRow['result'];
  deadHeatFactor: number | null;
}

/** Legs' new results: one UPDATE per distinct (result, dead-heat factor), usually one or two for a whole chunk. */
export async function setLegResults(db: Db, rows: readonly LegResultWrite[]): Promise<void> {
  const groups = new Map<string, LegResultWrite[]>();
  for (const row of rows) {
    const k = `${row.result}|${row.deadHeatFactor}`;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  for (const group of groups.values()) {
    const { result, deadHeatFactor } = group[0]!;
    await db
      .updateTable('sports_bet_legs')
      .set({ result, dead_heat_factor: deadHeatFactor })
      .where((eb) =>
        eb(
          eb.refTuple('bet_id', 'idx'),
          'in',
          group.map((r) => eb.tuple(r.betId, r.idx)),
        ),
      )
      .execute();
  }
}

export interface BetSettlementWrite {
  id: string;
  status: BetRowStatus;
  result: BetRowResult | null;
  payout: number | string | null;
  boostPaid: number | string | null;
  settleSeq: number;
  settledAt: Date | null;
}

/** Settled bets' new state, all in one UPDATE … FROM (VALUES …). */
export async function updateBetsSettled(
  db: Db,
  rows: readonly BetSettlementWrite[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::bigint, ${r.status}::text, ${r.result}::text, ${r.payout === null ? null : String(r.payout)}::bigint, ${r.boostPaid === null ? null : String(r.boostPaid)}::bigint, ${r.settleSeq}::integer, ${r.settledAt}::timestamptz)`,
    ),
  );
  await sql`update sports_bets as b
     set status = v.status, result = v.result, payout = v.payout, boost_paid = v.boost_paid,
         settle_seq = v.settle_seq, settled_at = v.settled_at, updated_at = ${now}
    from (values ${values}) as v (id, status, result, payout, boost_paid, settle_seq, settled_at)
   where b.id = v.id`.execute(db);
}

export async function updateBet(
  db: Db,
  id: string,
  set: Partial<{
    status: BetRowStatus;
    result: BetRowResult | null;
    refusal: string | null;
    payout: number | null;
    boost_paid: number | null;
    settle_seq: number;
    cashed_out: number | null;
    settled_at: Date | null;
    max_payout: number;
    open_per_line: number;
    boost: boolean;
    updated_at: Date;
  }>,
): Promise<void> {
  await db.updateTable('sports_bets').set(set).where('id', '=', id).execute();
}

export interface BetListFilter {
  statuses: readonly BetRowStatus[] | null;
  /** Only bets a cash-out may be offered on: open, and (a single or combo) no leg lost yet. */
  cashoutable?: boolean;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listBets(
  db: Db,
  playerId: string,
  f: BetListFilter,
  skip: number,
  take: number,
): Promise<{ total: number; rows: SportsBetRow[] }> {
  let base = db.selectFrom('sports_bets as b').where('b.player_id', '=', playerId);
  if (f.statuses) base = base.where('b.status', 'in', f.statuses);
  if (f.cashoutable)
    base = base.where((eb) =>
      eb.or([
        eb('b.type', '=', 'system'),
        eb.not(
          eb.exists(
            eb
              .selectFrom('sports_bet_legs as l')
              .select(sql.lit(1).as('one'))
              .whereRef('l.bet_id', '=', 'b.id')
              .where('l.result', '=', 'lost'),
          ),
        ),
      ]),
    );
  if (f.from) base = base.where('b.created_at', '>=', f.from);
  if (f.to) base = base.where('b.created_at', '<', f.to);
  const [count, rows] = [
    await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    await base.selectAll('b').orderBy('b.id', 'desc').offset(skip).limit(take).execute(),
  ];
  return { total: Number(count.n), rows };
}

/** Bets whose live delay is over (the sweep's fallback for a node that died holding the timer). */
export async function duePending(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sports_bets')
    .select('id')
    .where('status', '=', 'pending')
    .where('accept_at', '<=', now)
    .orderBy('accept_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Markets that still have unsettled legs of accepted bets (the sweep asks the sportsbook which are closed). */
export async function marketsWithOpenLegs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select('l.market_id')
    .distinct()
    .where('b.status', '=', 'open')
    .where('l.result', 'is', null)
    .execute();
  return rows.map((r) => r.market_id);
}

/** Bets with a leg on these markets that settlement may change: open, or settled (a rollback or a correction). */
export async function betsOnMarkets(
  db: Db,
  marketIds: readonly string[],
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  if (marketIds.length === 0) return [];
  let q = db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select('b.id')
    .distinct()
    .where('l.market_id', 'in', marketIds)
    .where('b.status', 'in', ['open', 'settled', 'cashed_out']);
  if (afterId !== null) q = q.where('b.id', '>', afterId);
  const rows = await q.orderBy('b.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

// ---- the back office's Sportsbook screen (docs/decisions/0540) ----

/** Open and pending bets with an unsettled leg on these events (null: on any event). */
export function openBetsOnEvents(db: Db, eventIds: readonly string[] | null): Promise<SportsBetRow[]> {
  if (eventIds !== null && eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_bets as b')
    .selectAll('b')
    .where('b.status', 'in', ['pending', 'open'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_bet_legs as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.result', 'is', null)
          .$if(eventIds !== null, (q) => q.where('l.event_id', 'in', eventIds!)),
      ),
    )
    .orderBy('b.id')
    .execute();
}

/** Open and pending bets, newest first (those with a leg on `eventId` when given). */
export async function listOpenBets(
  db: Db,
  eventId: string | null,
  skip: number,
  take: number,
): Promise<{ total: number; rows: SportsBetRow[] }> {
  let base = db.selectFrom('sports_bets as b').where('b.status', 'in', ['pending', 'open']);
  if (eventId !== null)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_bet_legs as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.event_id', '=', eventId),
      ),
    );
  const [count, rows] = [
    await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    await base.selectAll('b').orderBy('b.id', 'desc').offset(skip).limit(take).execute(),
  ];
  return { total: Number(count.n), rows };
}

/** How many open and pending bets have an unsettled leg on this market. */
export async function openBetsOnMarket(db: Db, marketId: string): Promise<number> {
  const row = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select(sql<string>`count(distinct b.id)`.as('n'))
    .where('l.market_id', '=', marketId)
    .where('l.result', 'is', null)
    .where('b.status', 'in', ['pending', 'open'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
