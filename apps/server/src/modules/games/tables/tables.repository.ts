import { sql } from 'kysely';
import type { Db } from '../../../db/create-db.ts';
import type {
  BlackjackShoeRow,
  TableGameText,
  TableRoundRow,
  TableTicketRow,
  TicketLine,
} from './tables.table.ts';

// Every SQL statement of the live tables (modules/games/tables).

/** The lease row of each table exists before any node asks for it (the lease helper only updates rows). */
export async function ensureLeaseRows(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('table_lease')
    .values(names.map((name) => ({ name, holder: null, expires_at: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function latestRound(db: Db, table: string, lock = false): Promise<TableRoundRow | undefined> {
  let query = db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', table)
    .orderBy('seq', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A table's rounds open for bets, soonest first (scheduled draws keep several open). */
export async function openRounds(db: Db, table: string): Promise<TableRoundRow[]> {
  return db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', table)
    .where('phase', '=', 'betting')
    .orderBy('seq')
    .execute();
}

/**
 * The round a bet names, locked FOR SHARE: bets of many players go on together, and the dealer's close (FOR UPDATE)
 * waits for the bets already in flight and is waited for by the later ones, which then see it settled.
 */
export async function roundForBet(db: Db, id: string): Promise<TableRoundRow | undefined> {
  return db.selectFrom('table_rounds').selectAll().where('id', '=', id).forShare().executeTakeFirst();
}

export async function roundLocked(db: Db, id: string): Promise<TableRoundRow | undefined> {
  return db.selectFrom('table_rounds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findRound(db: Db, id: string): Promise<TableRoundRow | undefined> {
  return db.selectFrom('table_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRound(
  db: Db,
  round: {
    table: string;
    seq: number;
    game: TableGameText;
    serverSeed: string;
    seedHash: string;
    opensAt: Date;
    closesAt: Date;
    resultAt: Date;
  },
): Promise<TableRoundRow> {
  return db
    .insertInto('table_rounds')
    .values({
      table_code: round.table,
      seq: round.seq,
      game: round.game,
      phase: 'betting',
      server_seed: round.serverSeed,
      seed_hash: round.seedHash,
      opens_at: round.opensAt,
      closes_at: round.closesAt,
      result_at: round.resultAt,
      outcome: null,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markSettled(
  db: Db,
  id: string,
  outcome: unknown,
  settledAt: Date,
  resultAt?: Date,
): Promise<TableRoundRow> {
  return db
    .updateTable('table_rounds')
    .set({
      phase: 'settled',
      outcome: JSON.stringify(outcome),
      settled_at: settledAt,
      ...(resultAt ? { result_at: resultAt } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An in-round game's round in play, its play stored in `outcome` (docs/decisions/0312). */
export async function markPlaying(db: Db, id: string, play: unknown): Promise<TableRoundRow> {
  return db
    .updateTable('table_rounds')
    .set({ phase: 'playing', outcome: JSON.stringify(play) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function settledRounds(
  db: Db,
  table: string,
  take: number,
  before?: string,
): Promise<TableRoundRow[]> {
  let query = db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', table)
    .where('phase', '=', 'settled');
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(take).execute();
}

// ---- tickets ----

export async function findTicketByRequest(
  db: Db,
  playerId: string,
  requestId: string,
): Promise<TableTicketRow | undefined> {
  return db
    .selectFrom('table_tickets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertTicket(
  db: Db,
  ticket: {
    roundId: string;
    playerId: string;
    playerLabel: string;
    requestId: string;
    stakes: unknown;
    lines: TicketLine[];
    stake: number;
    placedAt: Date;
  },
): Promise<TableTicketRow> {
  return db
    .insertInto('table_tickets')
    .values({
      round_id: ticket.roundId,
      player_id: ticket.playerId,
      player_label: ticket.playerLabel,
      request_id: ticket.requestId,
      stakes: JSON.stringify(ticket.stakes),
      lines: JSON.stringify(ticket.lines),
      stake: String(ticket.stake),
      payout: null,
      status: 'open',
      placed_at: ticket.placedAt,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function playerRoundTickets(
  db: Db,
  roundId: string,
  playerId: string,
): Promise<TableTicketRow[]> {
  return db
    .selectFrom('table_tickets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

/** Every ticket of a round in the order placed (blackjack's seats). */
export async function roundTickets(db: Db, roundId: string): Promise<TableTicketRow[]> {
  return db.selectFrom('table_tickets').selectAll().where('round_id', '=', roundId).orderBy('id').execute();
}

export async function findTicketById(db: Db, id: string): Promise<TableTicketRow | undefined> {
  return db.selectFrom('table_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open tickets of a round, locked, in player order (settlement). */
export async function openTicketsLocked(db: Db, roundId: string): Promise<TableTicketRow[]> {
  return db
    .selectFrom('table_tickets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '=', 'open')
    .orderBy('player_id')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function settleTicket(
  db: Db,
  id: string,
  lines: TicketLine[],
  payout: number,
  settledAt: Date,
): Promise<void> {
  await db
    .updateTable('table_tickets')
    .set({ lines: JSON.stringify(lines), payout: String(payout), status: 'settled', settled_at: settledAt })
    .where('id', '=', id)
    .execute();
}

export async function roundPlayers(db: Db, roundId: string): Promise<number> {
  const row = await db
    .selectFrom('table_tickets')
    .select(sql<number>`count(distinct player_id)::int`.as('n'))
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The player's tickets of their last round at the table before `beforeRoundId` (for "repeat"). */
export async function lastRoundTickets(
  db: Db,
  table: string,
  playerId: string,
  beforeRoundId: string | null,
): Promise<TableTicketRow[]> {
  let last = db
    .selectFrom('table_tickets as t')
    .innerJoin('table_rounds as r', 'r.id', 't.round_id')
    .select('t.round_id')
    .where('t.player_id', '=', playerId)
    .where('r.table_code', '=', table);
  if (beforeRoundId !== null) last = last.where('t.round_id', '<', beforeRoundId);
  const row = await last.orderBy('t.round_id', 'desc').limit(1).executeTakeFirst();
  if (!row) return [];
  return playerRoundTickets(db, row.round_id, playerId);
}

/** A player's tickets at a table: every open one and the last settled ones, newest first. */
export async function playerTableTickets(
  db: Db,
  table: string,
  playerId: string,
  settledTake: number,
): Promise<(TableTicketRow & { seq: number })[]> {
  const base = db
    .selectFrom('table_tickets as t')
    .innerJoin('table_rounds as r', 'r.id', 't.round_id')
    .selectAll('t')
    .select('r.seq')
    .where('t.player_id', '=', playerId)
    .where('r.table_code', '=', table);
  const open = await base.where('t.status', '=', 'open').orderBy('t.id', 'desc').execute();
  const settled = await base
    .where('t.status', '=', 'settled')
    .orderBy('t.id', 'desc')
    .limit(settledTake)
    .execute();
  return [...open, ...settled];
}

export async function ticketsByRequests(
  db: Db,
  playerId: string,
  requestIds: readonly string[],
): Promise<(TableTicketRow & { seq: number })[]> {
  return db
    .selectFrom('table_tickets as t')
    .innerJoin('table_rounds as r', 'r.id', 't.round_id')
    .selectAll('t')
    .select('r.seq')
    .where('t.player_id', '=', playerId)
    .where('t.request_id', 'in', [...requestIds])
    .orderBy('t.id')
    .execute();
}

// ---- blackjack shoes (docs/decisions/0312) ----

export async function latestShoe(db: Db, table: string, lock = false): Promise<BlackjackShoeRow | undefined> {
  let query = db
    .selectFrom('blackjack_shoes')
    .selectAll()
    .where('table_code', '=', table)
    .orderBy('shoe_no', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findShoe(db: Db, table: string, shoeNo: number): Promise<BlackjackShoeRow | undefined> {
  return db
    .selectFrom('blackjack_shoes')
    .selectAll()
    .where('table_code', '=', table)
    .where('shoe_no', '=', shoeNo)
    .executeTakeFirst();
}

export async function insertShoe(
  db: Db,
  shoe: {
    table: string;
    shoeNo: number;
    serverSeed: string;
    seedHash: string;
    cutCard: number;
    openedAt: Date;
  },
): Promise<BlackjackShoeRow> {
  return db
    .insertInto('blackjack_shoes')
    .values({
      table_code: shoe.table,
      shoe_no: shoe.shoeNo,
      server_seed: shoe.serverSeed,
      seed_hash: shoe.seedHash,
      cut_card: shoe.cutCard,
      dealt: 0,
      opened_at: shoe.openedAt,
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function endShoe(db: Db, id: string, endedAt: Date): Promise<void> {
  await db.updateTable('blackjack_shoes').set({ ended_at: endedAt }).where('id', '=', id).execute();
}

export async function setShoeDealt(db: Db, table: string, shoeNo: number, dealt: number): Promise<void> {
  await db
    .updateTable('blackjack_shoes')
    .set({ dealt })
    .where('table_code', '=', table)
    .where('shoe_no', '=', shoeNo)
    .execute();
}

/** A ticket's stake after a double, a split or insurance moved more money into it. */
export async function updateTicketLines(
  db: Db,
  id: string,
  lines: TicketLine[],
  stake: number,
): Promise<void> {
  await db
    .updateTable('table_tickets')
    .set({ lines: JSON.stringify(lines), stake: String(stake) })
    .where('id', '=', id)
    .execute();
}
