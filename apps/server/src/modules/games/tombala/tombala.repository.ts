import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/create-db.ts';
import type {
  TombalaChatRow,
  TombalaGameRow,
  TombalaTicketRow,
  TombalaWinRow,
  TombalaWinsTable,
} from './tombala.table.ts';

// Every SQL statement of the Tombala rooms (modules/games/tombala).

export const JACKPOT_NAME = 'tombala';

/** The lease row of each room exists before any node asks for it (the lease helper only updates rows). */
export async function ensureLeaseRows(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('tombala_lease')
    .values(names.map((name) => ({ name, holder: null, expires_at: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function latestGame(db: Db, room: string, lock = false): Promise<TombalaGameRow | undefined> {
  let query = db
    .selectFrom('tombala_games')
    .selectAll()
    .where('room_code', '=', room)
    .orderBy('seq', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The game a purchase names, locked FOR SHARE (purchases go on together; the start's FOR UPDATE waits for them). */
export async function gameForSale(db: Db, id: string): Promise<TombalaGameRow | undefined> {
  return db.selectFrom('tombala_games').selectAll().where('id', '=', id).forShare().executeTakeFirst();
}

export async function gameLocked(db: Db, id: string): Promise<TombalaGameRow | undefined> {
  return db.selectFrom('tombala_games').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findGame(db: Db, id: string): Promise<TombalaGameRow | undefined> {
  return db.selectFrom('tombala_games').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGame(
  db: Db,
  game: {
    room: string;
    seq: number;
    serverSeed: string;
    seedHash: string;
    opensAt: Date;
    startsAt: Date;
    callMs: number;
    ticketPrice: number;
    jackpotCalls: number;
  },
): Promise<TombalaGameRow> {
  return db
    .insertInto('tombala_games')
    .values({
      room_code: game.room,
      seq: game.seq,
      phase: 'selling',
      server_seed: game.serverSeed,
      seed_hash: game.seedHash,
      opens_at: game.opensAt,
      starts_at: game.startsAt,
      ended_at: null,
      call_ms: game.callMs,
      ticket_price: String(game.ticketPrice),
      jackpot_calls: game.jackpotCalls,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateGame(
  db: Db,
  id: string,
  set: Partial<{
    phase: TombalaGameRow['phase'];
    calls: number;
    stage: number;
    pool: string;
    ended_at: Date;
  }>,
): Promise<TombalaGameRow> {
  return db
    .updateTable('tombala_games')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertTickets(
  db: Db,
  tickets: Array<{
    gameId: string;
    playerId: string;
    playerLabel: string;
    requestId: string;
    idx: number;
    grid: number[][];
    price: number;
    placedAt: Date;
  }>,
): Promise<TombalaTicketRow[]> {
  return db
    .insertInto('tombala_tickets')
    .values(
      tickets.map((t) => ({
        game_id: t.gameId,
        player_id: t.playerId,
        player_label: t.playerLabel,
        request_id: t.requestId,
        idx: t.idx,
        grid: JSON.stringify(t.grid),
        price: String(t.price),
        status: 'open' as const,
        placed_at: t.placedAt,
      })),
    )
    .returningAll()
    .execute();
}

export async function ticketsByRequest(
  db: Db,
  playerId: string,
  requestId: string,
): Promise<TombalaTicketRow[]> {
  return db
    .selectFrom('tombala_tickets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .orderBy('idx')
    .execute();
}

export async function gameTickets(db: Db, gameId: string): Promise<TombalaTicketRow[]> {
  return db.selectFrom('tombala_tickets').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

export async function playerTickets(db: Db, gameId: string, playerId: string): Promise<TombalaTicketRow[]> {
  return db
    .selectFrom('tombala_tickets')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

export async function salesOf(
  db: Db,
  gameId: string,
): Promise<{ tickets: number; players: number; pool: number }> {
  const row = await db
    .selectFrom('tombala_tickets')
    .select([
      sql<number>`count(*)::int`.as('tickets'),
      sql<number>`count(distinct player_id)::int`.as('players'),
      sql<string>`coalesce(sum(price), 0)::text`.as('pool'),
    ])
    .where('game_id', '=', gameId)
    .where('status', '!=', 'refunded')
    .executeTakeFirst();
  return { tickets: row?.tickets ?? 0, players: row?.players ?? 0, pool: Number(row?.pool ?? 0) };
}

export async function setTicketsStatus(
  db: Db,
  gameId: string,
  status: 'settled' | 'refunded',
): Promise<void> {
  await db.updateTable('tombala_tickets').set({ status }).where('game_id', '=', gameId).execute();
}

export async function addTicketWin(db: Db, ticketId: string, amount: number): Promise<void> {
  await db
    .updateTable('tombala_tickets')
    .set({ won: sql`won + ${amount}` })
    .where('id', '=', ticketId)
    .execute();
}

export async function insertWins(db: Db, wins: Array<Insertable<TombalaWinsTable>>): Promise<void> {
  if (wins.length === 0) return;
  await db.insertInto('tombala_wins').values(wins).execute();
}

export async function gameWins(db: Db, gameId: string): Promise<TombalaWinRow[]> {
  return db.selectFrom('tombala_wins').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

export async function jackpotAmount(db: Db, lock = false): Promise<number> {
  let query = db.selectFrom('tombala_jackpot').select('amount').where('name', '=', JACKPOT_NAME);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return Number(row?.amount ?? 0);
}

export async function addToJackpot(db: Db, amount: number): Promise<void> {
  await db
    .updateTable('tombala_jackpot')
    .set({ amount: sql`amount + ${amount}` })
    .where('name', '=', JACKPOT_NAME)
    .execute();
}

export async function jackpotWon(db: Db, amount: number, now: Date): Promise<void> {
  await db
    .updateTable('tombala_jackpot')
    .set({ amount: sql`amount - ${amount}`, win_count: sql`win_count + 1`, last_win_at: now })
    .where('name', '=', JACKPOT_NAME)
    .execute();
}

export async function insertChat(
  db: Db,
  message: { room: string; playerId: string; playerLabel: string; text: string; createdAt: Date },
): Promise<TombalaChatRow> {
  return db
    .insertInto('tombala_chat')
    .values({
      room_code: message.room,
      player_id: message.playerId,
      player_label: message.playerLabel,
      text: message.text,
      created_at: message.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recentChat(db: Db, room: string, take: number): Promise<TombalaChatRow[]> {
  const rows = await db
    .selectFrom('tombala_chat')
    .selectAll()
    .where('room_code', '=', room)
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
  return rows.reverse();
}

/** The player's messages in the room since `since`, newest first. */
export async function playerChatSince(db: Db, room: string, playerId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('tombala_chat')
    .select('created_at')
    .where('player_id', '=', playerId)
    .where('room_code', '=', room)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.created_at);
}
