import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  TOMBALA_ROOMS,
  type TombalaBuyRequest,
  type TombalaBuyResult,
  type TombalaChatMessage,
  type TombalaEvent,
  type TombalaGame,
  type TombalaLiveState,
  type TombalaPlayerState,
  type TombalaRoomDef,
  type TombalaSnapshot,
  type TombalaTicket,
  type TombalaWinner,
} from '@kasa/contract/tombala';
import {
  CHAT_LIMIT,
  JACKPOT_CALLS,
  MAX_TICKETS,
  PRIZE_LINES,
  TOMBALA_BALLS,
  TombalaPrize,
  completeLines,
  filterChat,
  generateStrip,
  jackpotShare,
  prizeAmounts,
  splitPrize,
  tombalaSequence,
  type RandomInt,
} from '@kasa/contract/tombala-rules';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { acquireLease, releaseLease } from '../../../db/lease.ts';
import { AppError, badRequest, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { violatedUniqueIndex } from '../../../lib/db-errors.ts';
import type { GameWallet } from '../../providers/game-wallet.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import { maskName } from '../crash/crash.service.ts';
import * as repo from './tombala.repository.ts';
import type { TombalaGameRow, TombalaTicketRow, TombalaWinRow } from './tombala.table.ts';

/**
 * Tombala rooms (docs/decisions/0330). Each room runs scheduled games, one after the other, dealt by one node at a time
 * under the room's lease (`tombala_lease`, db/lease.ts):
 *
 *   open    — a fresh 32-byte seed; its sha256 is published with the game; ticket sales until `starts_at`.
 *   buy     — any node: the purchase's transaction locks the game FOR SHARE and goes on only while the stored phase is
 *             'selling' and the clock is before `starts_at`; 1–6 tickets of one strip, one game-wallet bet.
 *   start   — the dealer at `starts_at`, one transaction (game FOR UPDATE, waits for purchases in flight): too few
 *             players → cancelled, every purchase refunded; else the jackpot's share moves to the house jackpot account
 *             and the game runs.
 *   call    — ball k at `starts_at + k·callMs`, one transaction per ball: the prize being played for is checked on every
 *             ticket, shared between the tickets that have it on this call, paid through the game wallet; Tombala
 *             within `jackpot_calls` balls also takes the jackpot. Tombala ends the game (seed revealed).
 *   next    — a new game opens `pauseMs` after the last ended.
 *
 * Everything is in the database, so a node taking over a lapsed lease just continues (late balls are called at once).
 */

export interface TombalaTimings {
  /** Ticket sales (from the game's opening to its start). */
  salesMs: number;
  /** Between two balls. */
  callMs: number;
  /** From a game's end to the next game's sales. */
  pauseMs: number;
  tickMs: number;
  leaseMs: number;
}

export const TOMBALA_TIMINGS: TombalaTimings = {
  salesMs: 60_000,
  callMs: 3_000,
  pauseMs: 10_000,
  tickMs: 250,
  leaseMs: 3_000,
};

export type TombalaWallet = Pick<GameWallet, 'balance' | 'bet' | 'win' | 'rollback' | 'recordRound'>;
export type TombalaLedger = Pick<WalletService, 'contributeJackpot' | 'payJackpot'>;

export interface TombalaServiceDeps {
  db: Db;
  clock: Clock;
  gameWallet: TombalaWallet;
  wallet: TombalaLedger;
  usernameOf: (playerId: string) => Promise<string | null>;
  emit: (room: string, event: TombalaEvent) => void;
  nodeId: string;
  timings?: Partial<TombalaTimings>;
  rooms?: readonly TombalaRoomDef[];
  /** Tickets' randomness (crypto by default). */
  random?: RandomInt;
  jackpotCalls?: number;
}

export type TombalaStep = 'not-leader' | 'idle' | 'opened' | 'started' | 'cancelled' | 'called' | 'finished';

const PROVIDER = 'kasa';
const gameRoundId = (gameId: string) => `tombala:${gameId}`;
const betTxId = (gameId: string, requestId: string) => `tombala:${gameId}:r${requestId}`;
const hmacSha256 = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');
export const newNodeId = () => `${process.pid}:${randomUUID()}`;

const isOver = (g: TombalaGameRow) => g.phase === 'finished' || g.phase === 'cancelled';

export function createTombalaService(deps: TombalaServiceDeps) {
  const { db, clock, gameWallet, wallet, emit } = deps;
  const timings: TombalaTimings = { ...TOMBALA_TIMINGS, ...deps.timings };
  const rooms = deps.rooms ?? TOMBALA_ROOMS;
  const random: RandomInt = deps.random ?? ((n) => randomInt(n));
  const jackpotCalls = deps.jackpotCalls ?? JACKPOT_CALLS;

  // A running game's call order and tickets never change: kept per node while it runs.
  const sequences = new Map<string, number[]>();
  const ticketCache = new Map<string, TombalaTicketRow[]>();

  function roomDef(room: string): TombalaRoomDef {
    const def = rooms.find((r) => r.room === room);
    if (!def) throw new AppError(404, 'e.tombalaRoomUnknown');
    return def;
  }

  async function sequenceOf(game: TombalaGameRow): Promise<number[]> {
    let seq = sequences.get(game.id);
    if (!seq) {
      seq = await tombalaSequence(hmacSha256, game.server_seed, game.room_code, game.seq);
      sequences.set(game.id, seq);
    }
    return seq;
  }

  async function ticketsOf(tx: Db, gameId: string): Promise<TombalaTicketRow[]> {
    let tickets = ticketCache.get(gameId);
    if (!tickets) {
      tickets = (await repo.gameTickets(tx, gameId)).filter((t) => t.status !== 'refunded');
      ticketCache.set(gameId, tickets);
    }
    return tickets;
  }

  function forget(gameId: string) {
    sequences.delete(gameId);
    ticketCache.delete(gameId);
  }

  const toWinner = (w: TombalaWinRow): TombalaWinner => ({
    prize: w.prize,
    player: w.player_label,
    ticketId: Number(w.ticket_id),
    call: w.call,
    amount: kurusToLira(Number(w.amount)),
  });

  async function toGame(tx: Db, row: TombalaGameRow): Promise<TombalaGame> {
    const sales = await repo.salesOf(tx, row.id);
    const pool = row.phase === 'selling' ? sales.pool : Number(row.pool);
    const prizes = prizeAmounts(pool);
    const called = row.calls > 0 ? (await sequenceOf(row)).slice(0, row.calls) : [];
    const over = isOver(row);
    return {
      room: row.room_code,
      gameId: Number(row.id),
      seq: row.seq,
      phase: row.phase,
      opensAt: row.opens_at.toISOString(),
      startsAt: row.starts_at.toISOString(),
      endedAt: row.ended_at?.toISOString() ?? null,
      callMs: row.call_ms,
      ticketPrice: kurusToLira(Number(row.ticket_price)),
      tickets: sales.tickets,
      players: sales.players,
      pool: kurusToLira(pool),
      prizes: {
        cinko1: kurusToLira(prizes.cinko1),
        cinko2: kurusToLira(prizes.cinko2),
        tombala: kurusToLira(prizes.tombala),
      },
      stage: row.stage < 3 && !over ? TombalaPrize[row.stage]! : null,
      called,
      winners: (await repo.gameWins(tx, row.id)).map(toWinner),
      seedHash: row.seed_hash,
      serverSeed: over ? row.server_seed : null,
      jackpotCalls: row.jackpot_calls,
    };
  }

  const toTicket = (row: TombalaTicketRow): TombalaTicket => ({
    ticketId: Number(row.id),
    gameId: Number(row.game_id),
    grid: row.grid,
    price: kurusToLira(Number(row.price)),
    status: row.status,
    won: kurusToLira(Number(row.won)),
  });

  const toChat = (row: {
    id: string;
    player_label: string;
    text: string;
    created_at: Date;
  }): TombalaChatMessage => ({
    id: Number(row.id),
    player: row.player_label,
    text: row.text,
    at: row.created_at.toISOString(),
  });

  async function announceGame(room: string) {
    const latest = await repo.latestGame(db, room);
    if (!latest) return;
    emit(room, {
      type: 'game',
      serverTime: clock.now().toISOString(),
      game: await toGame(db, latest),
      jackpot: kurusToLira(await repo.jackpotAmount(db)),
    });
  }

  /** The game's recall for each player (stake, prizes, tickets, the balls and seeds). */
  async function recordPlayers(tx: Db, game: TombalaGameRow, status: 'settled' | 'cancelled') {
    const tickets = await repo.gameTickets(tx, game.id);
    const wins = await repo.gameWins(tx, game.id);
    const byPlayer = new Map<string, TombalaTicketRow[]>();
    for (const t of tickets) byPlayer.set(t.player_id, [...(byPlayer.get(t.player_id) ?? []), t]);
    const called = status === 'settled' ? (await sequenceOf(game)).slice(0, game.calls) : [];
    for (const [playerId, own] of byPlayer) {
      const stake = own.reduce((s, t) => s + Number(t.price), 0);
      const mine = wins.filter((w) => w.player_id === playerId);
      const payout =
        status === 'cancelled'
          ? 0
          : mine.filter((w) => w.prize !== 'jackpot').reduce((s, w) => s + Number(w.amount), 0);
      const jackpot = mine.filter((w) => w.prize === 'jackpot').reduce((s, w) => s + Number(w.amount), 0);
      await gameWallet.recordRound(
        {
          provider: PROVIDER,
          roundId: gameRoundId(game.id),
          playerId,
          gameCode: roomDef(game.room_code).gameCode,
          stake,
          payout,
          status,
          detail: {
            game: 'tombala',
            room: game.room_code,
            gameId: Number(game.id),
            seq: game.seq,
            stake: kurusToLira(stake),
            payout: kurusToLira(payout),
            jackpot: kurusToLira(jackpot),
            tickets: own.map((t) => ({ ticketId: Number(t.id), grid: t.grid })),
            prizes: mine.map(toWinner),
            called,
            serverSeedHash: game.seed_hash,
            serverSeed: game.server_seed,
          },
          createdAt: own[0]?.placed_at ?? game.opens_at,
          settledAt: clock.now(),
        },
        tx,
      );
    }
  }

  /** Sales close: cancel and refund with too few players, else take the jackpot's share and run. */
  async function startGame(gameId: string): Promise<'started' | 'cancelled' | null> {
    const done = await db.transaction().execute(async (tx) => {
      const game = await repo.gameLocked(tx, gameId);
      const now = clock.now();
      if (!game || game.phase !== 'selling' || now < game.starts_at) return null;
      const def = roomDef(game.room_code);
      const tickets = await repo.gameTickets(tx, game.id);
      const players = new Set(tickets.map((t) => t.player_id));
      if (players.size < def.minPlayers) {
        // Every purchase's bet is taken back (game → cash), once: the refund's id is the purchase's.
        const purchases = new Map<string, string>();
        for (const t of tickets) purchases.set(t.request_id, t.player_id);
        for (const [requestId, playerId] of purchases) {
          await gameWallet.rollback(
            {
              provider: PROVIDER,
              transactionId: `${betTxId(game.id, requestId)}:refund`,
              originalTransactionId: betTxId(game.id, requestId),
              playerId,
              gameCode: def.gameCode,
              roundId: gameRoundId(game.id),
            },
            tx,
          );
        }
        await repo.setTicketsStatus(tx, game.id, 'refunded');
        await repo.updateGame(tx, game.id, { phase: 'cancelled', ended_at: now });
        await recordPlayers(tx, game, 'cancelled');
        return 'cancelled' as const;
      }
      // The jackpot's share of each player's tickets: game → jackpot in the ledger, added to the pool's row.
      const stakes = new Map<string, number>();
      for (const t of tickets) stakes.set(t.player_id, (stakes.get(t.player_id) ?? 0) + Number(t.price));
      let contributed = 0;
      for (const [playerId, stake] of stakes) {
        const share = jackpotShare(stake);
        if (share <= 0) continue;
        await wallet.contributeJackpot(
          {
            key: `tombala:${game.id}:p${playerId}:jackpot`,
            playerId,
            amount: share,
            meta: { gameCode: def.gameCode, roundId: gameRoundId(game.id) },
          },
          tx,
        );
        contributed += share;
      }
      if (contributed > 0) await repo.addToJackpot(tx, contributed);
      const pool = tickets.reduce((s, t) => s + Number(t.price), 0);
      await repo.updateGame(tx, game.id, { phase: 'running', pool: String(pool) });
      return 'started' as const;
    });
    if (done) {
      const game = await repo.findGame(db, gameId);
      if (game) await announceGame(game.room_code);
    }
    return done;
  }

  /** The next ball, if due: prizes checked and paid in the same transaction. */
  async function callNext(gameId: string): Promise<{ finished: boolean } | null> {
    const done = await db.transaction().execute(async (tx) => {
      const game = await repo.gameLocked(tx, gameId);
      const now = clock.now();
      if (!game || game.phase !== 'running' || game.calls >= TOMBALA_BALLS) return null;
      const k = game.calls + 1;
      if (now.getTime() < game.starts_at.getTime() + k * game.call_ms) return null;
      const def = roomDef(game.room_code);
      const sequence = await sequenceOf(game);
      const called = new Set(sequence.slice(0, k));
      const tickets = await ticketsOf(tx, game.id);
      const amounts = prizeAmounts(Number(game.pool));
      const winners: TombalaWinner[] = [];
      let stage = game.stage;
      while (stage < 3) {
        const prize = TombalaPrize[stage]!;
        const won = tickets.filter((t) => completeLines(t.grid, called) >= PRIZE_LINES[prize]);
        if (won.length === 0) break;
        const paid = [
          {
            prize,
            shares: splitPrize(
              amounts[prize],
              won.map((t) => Number(t.id)),
            ),
          },
        ] as Array<{ prize: TombalaPrize | 'jackpot'; shares: Map<number, number> }>;
        if (prize === 'tombala' && k <= game.jackpot_calls) {
          const jackpot = await repo.jackpotAmount(tx, true);
          if (jackpot > 0) {
            paid.push({
              prize: 'jackpot',
              shares: splitPrize(
                jackpot,
                won.map((t) => Number(t.id)),
              ),
            });
            await repo.jackpotWon(tx, jackpot, now);
          }
        }
        for (const { prize: kind, shares } of paid) {
          const perPlayer = new Map<string, number>();
          const rows = won.map((t) => {
            const amount = shares.get(Number(t.id)) ?? 0;
            perPlayer.set(t.player_id, (perPlayer.get(t.player_id) ?? 0) + amount);
            return {
              game_id: game.id,
              ticket_id: t.id,
              player_id: t.player_id,
              player_label: t.player_label,
              prize: kind,
              call: k,
              amount: String(amount),
              created_at: now,
            };
          });
          await repo.insertWins(tx, rows);
          for (const r of rows) {
            if (kind !== 'jackpot' && Number(r.amount) > 0)
              await repo.addTicketWin(tx, r.ticket_id, Number(r.amount));
            winners.push({
              prize: kind,
              player: r.player_label,
              ticketId: Number(r.ticket_id),
              call: k,
              amount: kurusToLira(Number(r.amount)),
            });
          }
          for (const [playerId, amount] of perPlayer) {
            if (kind === 'jackpot') {
              if (amount > 0) {
                await wallet.payJackpot(
                  {
                    key: `tombala:${game.id}:jackpot:p${playerId}`,
                    playerId,
                    amount,
                    meta: { gameCode: def.gameCode, roundId: gameRoundId(game.id) },
                  },
                  tx,
                );
              }
              continue;
            }
            await gameWallet.win(
              {
                provider: PROVIDER,
                transactionId: `tombala:${game.id}:${kind}:p${playerId}`,
                playerId,
                gameCode: def.gameCode,
                roundId: gameRoundId(game.id),
                amount,
              },
              tx,
            );
          }
        }
        stage++;
      }
      const finished = stage >= 3;
      const updated = await repo.updateGame(tx, game.id, {
        calls: k,
        stage,
        ...(finished ? { phase: 'finished' as const, ended_at: now } : {}),
      });
      if (finished) {
        // Players who won nothing: their round is closed with a win of 0; everyone's recall is written.
        const winnersIds = new Set((await repo.gameWins(tx, game.id)).map((w) => w.player_id));
        for (const playerId of new Set(tickets.map((t) => t.player_id))) {
          if (winnersIds.has(playerId)) continue;
          await gameWallet.win(
            {
              provider: PROVIDER,
              transactionId: `tombala:${game.id}:p${playerId}:close`,
              playerId,
              gameCode: def.gameCode,
              roundId: gameRoundId(game.id),
              amount: 0,
            },
            tx,
          );
        }
        await repo.setTicketsStatus(tx, game.id, 'settled');
        await recordPlayers(tx, updated, 'settled');
      }
      return { game: updated, number: sequence[k - 1]!, winners, finished };
    });
    if (!done) return null;
    emit(done.game.room_code, {
      type: 'call',
      serverTime: clock.now().toISOString(),
      room: done.game.room_code,
      gameId: Number(done.game.id),
      number: done.number,
      call: done.game.calls,
      winners: done.winners,
    });
    if (done.finished) {
      await announceGame(done.game.room_code);
      forget(done.game.id);
    }
    return { finished: done.finished };
  }

  async function openGame(room: string, latest: TombalaGameRow | undefined): Promise<boolean> {
    const def = roomDef(room);
    const now = clock.now();
    const opened = await db.transaction().execute(async (tx) => {
      // Re-read under the lock: a node that lost the lease mid-step must not open a second game.
      const current = await repo.latestGame(tx, room, true);
      if (current?.id !== latest?.id) return null;
      const serverSeed = randomBytes(32).toString('hex');
      return repo.insertGame(tx, {
        room,
        seq: (latest?.seq ?? 0) + 1,
        serverSeed,
        seedHash: seedHashOf(serverSeed),
        opensAt: now,
        startsAt: new Date(now.getTime() + timings.salesMs),
        callMs: timings.callMs,
        ticketPrice: def.ticketPrice,
        jackpotCalls,
      });
    });
    if (opened) await announceGame(room);
    return opened !== null;
  }

  /** One step of one room: renew the lease (or stop: another node calls it), then open, start or call by the clock. */
  async function step(room: string): Promise<TombalaStep> {
    const now = clock.now();
    const leader = await acquireLease(
      db,
      'tombala_lease',
      room,
      deps.nodeId,
      now,
      new Date(now.getTime() + timings.leaseMs),
    );
    if (!leader) return 'not-leader';
    const latest = await repo.latestGame(db, room);
    if (
      !latest ||
      (isOver(latest) && now.getTime() >= (latest.ended_at ?? now).getTime() + timings.pauseMs)
    ) {
      return (await openGame(room, latest)) ? 'opened' : 'idle';
    }
    if (latest.phase === 'selling') {
      if (now < latest.starts_at) return 'idle';
      return (await startGame(latest.id)) ?? 'idle';
    }
    if (latest.phase === 'running') {
      let called = false;
      // Late balls (a node took over) are called one after the other, each in its own transaction.
      for (;;) {
        const result = await callNext(latest.id);
        if (!result) break;
        called = true;
        if (result.finished) return 'finished';
      }
      return called ? 'called' : 'idle';
    }
    return 'idle';
  }

  async function tick(): Promise<TombalaStep[]> {
    const steps: TombalaStep[] = [];
    for (const room of rooms) steps.push(await step(room.room));
    return steps;
  }

  async function snapshot(room: string): Promise<TombalaSnapshot> {
    roomDef(room);
    const latest = await repo.latestGame(db, room);
    return {
      serverTime: clock.now().toISOString(),
      room,
      game: latest ? await toGame(db, latest) : null,
      jackpot: kurusToLira(await repo.jackpotAmount(db)),
      chat: (await repo.recentChat(db, room, CHAT_LIMIT.history)).map(toChat),
    };
  }

  /** The room's sales to its room on the hub, at most once a second per room and node (trailing update kept). */
  const announcedAt = new Map<string, number>();
  const trailing = new Set<string>();
  async function announceSales(room: string, gameId: string): Promise<void> {
    const now = Date.now();
    const since = now - (announcedAt.get(room) ?? 0);
    if (since >= 1_000) {
      announcedAt.set(room, now);
      const sales = await repo.salesOf(db, gameId);
      emit(room, {
        type: 'sales',
        room,
        gameId: Number(gameId),
        tickets: sales.tickets,
        players: sales.players,
        pool: kurusToLira(sales.pool),
      });
      return;
    }
    if (trailing.has(room)) return;
    trailing.add(room);
    setTimeout(() => {
      trailing.delete(room);
      announceSales(room, gameId).catch(() => undefined);
    }, 1_000 - since).unref();
  }

  function roomOfCode(gameCode: string): TombalaRoomDef {
    const def = rooms.find((r) => r.gameCode === gameCode);
    if (!def) throw new AppError(404, 'e.tombalaRoomUnknown');
    return def;
  }

  async function replay(
    playerId: string,
    tickets: TombalaTicketRow[],
    gameId: string,
    count: number,
  ): Promise<TombalaBuyResult> {
    if (tickets[0]?.game_id !== gameId || tickets.length !== count) throw conflict('e.tombalaRequestReused');
    const balance = await gameWallet.balance(playerId);
    return {
      tickets: tickets.map(toTicket),
      balance: kurusToLira(balance.cash),
      bonusBalance: kurusToLira(balance.bonus),
    };
  }

  let liveCache: { at: number; data: TombalaLiveState[] } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stepping = false;

  return {
    timings,
    rooms,
    tick,
    step,
    snapshot,
    ensureRooms: () =>
      repo.ensureLeaseRows(
        db,
        rooms.map((r) => r.room),
      ),
    roomOfCode,

    async playerState(playerId: string, gameCode: string): Promise<TombalaPlayerState> {
      const def = roomOfCode(gameCode);
      const snap = await snapshot(def.room);
      const balance = await gameWallet.balance(playerId);
      const mine = snap.game ? await repo.playerTickets(db, String(snap.game.gameId), playerId) : [];
      return {
        ...snap,
        gameCode: def.gameCode,
        roomName: def.name,
        myTickets: mine.map(toTicket),
        balance: kurusToLira(balance.cash),
        bonusBalance: kurusToLira(balance.bonus),
      };
    },

    /**
     * 1–6 tickets of one fresh strip for the game on sale, in one transaction: the game's sale checked under its lock,
     * the price through the game wallet, the player's 6 tickets a game checked after the debit. A repeated request id
     * returns the stored tickets (a changed repeat is refused).
     */
    async buy(playerId: string, gameCode: string, input: TombalaBuyRequest): Promise<TombalaBuyResult> {
      const def = roomOfCode(gameCode);
      const count = input.count;
      const gameId = String(input.gameId);
      const before = await repo.ticketsByRequest(db, playerId, input.requestId);
      if (before.length > 0) return replay(playerId, before, gameId, count);
      const owned = await repo.playerTickets(db, gameId, playerId);
      if (owned.length + count > MAX_TICKETS) throw badRequest('e.tombalaTicketMax', MAX_TICKETS);
      const label = maskName(await deps.usernameOf(playerId), playerId);
      const grids = generateStrip(random).slice(0, count);
      let placed: TombalaTicketRow[] = [];
      let balance: { balance: number; bonusBalance: number };
      try {
        balance = await db.transaction().execute(async (tx) => {
          const game = await repo.gameForSale(tx, gameId);
          const now = clock.now();
          if (!game || game.room_code !== def.room || game.phase !== 'selling' || now >= game.starts_at) {
            throw conflict('e.tombalaSalesClosed');
          }
          const price = Number(game.ticket_price);
          placed = await repo.insertTickets(
            tx,
            grids.map((grid, idx) => ({
              gameId,
              playerId,
              playerLabel: label,
              requestId: input.requestId,
              idx,
              grid,
              price,
              placedAt: now,
            })),
          );
          const result = await gameWallet.bet(
            {
              provider: PROVIDER,
              transactionId: betTxId(gameId, input.requestId),
              playerId,
              gameCode: def.gameCode,
              roundId: gameRoundId(gameId),
              amount: price * count,
            },
            tx,
          );
          // After the debit, which queues the player's concurrent purchases: all their tickets of the game counted.
          if ((await repo.playerTickets(tx, gameId, playerId)).length > MAX_TICKETS) {
            throw badRequest('e.tombalaTicketMax', MAX_TICKETS);
          }
          return { balance: result.balance, bonusBalance: result.bonusBalance };
        });
      } catch (error) {
        if (violatedUniqueIndex(error)) {
          const again = await repo.ticketsByRequest(db, playerId, input.requestId);
          if (again.length > 0) return replay(playerId, again, gameId, count);
        }
        throw error;
      }
      await announceSales(def.room, gameId);
      return {
        tickets: placed.map(toTicket),
        balance: kurusToLira(balance.balance),
        bonusBalance: kurusToLira(balance.bonusBalance),
      };
    },

    /**
     * A chat line from a signed-in player (guests only read): at most one per 2 s and 5 per 30 s per player and room,
     * blocked words masked, then sent to the room.
     */
    async chat(playerId: string, gameCode: string, text: string): Promise<TombalaChatMessage> {
      const def = roomOfCode(gameCode);
      const now = clock.now();
      const recent = await repo.playerChatSince(
        db,
        def.room,
        playerId,
        new Date(now.getTime() - CHAT_LIMIT.windowMs),
      );
      const last = recent[0];
      if (recent.length >= CHAT_LIMIT.max || (last && now.getTime() - last.getTime() < CHAT_LIMIT.gapMs)) {
        throw new AppError(429, 'e.tombalaChatTooFast');
      }
      const label = maskName(await deps.usernameOf(playerId), playerId);
      const row = await repo.insertChat(db, {
        room: def.room,
        playerId,
        playerLabel: label,
        text: filterChat(text.trim()).text,
        createdAt: now,
      });
      const message = toChat(row);
      emit(def.room, { type: 'chat', room: def.room, message });
      return message;
    },

    async game(id: number): Promise<TombalaGame> {
      const row = await repo.findGame(db, String(id));
      if (!row || !isOver(row)) throw new AppError(404, 'e.tombalaGameUnknown');
      return toGame(db, row);
    },

    /** The lobby tiles poll this: one answer per node and second. */
    async live(): Promise<TombalaLiveState[]> {
      const now = Date.now();
      const serverTime = clock.now().toISOString();
      if (liveCache && now - liveCache.at < 1_000) return liveCache.data.map((s) => ({ ...s, serverTime }));
      const jackpot = kurusToLira(await repo.jackpotAmount(db));
      const out: TombalaLiveState[] = [];
      for (const def of rooms) {
        const latest = await repo.latestGame(db, def.room);
        const sales = latest ? await repo.salesOf(db, latest.id) : { players: 0, pool: 0 };
        out.push({
          gameCode: def.gameCode,
          room: def.room,
          serverTime,
          phase: latest?.phase ?? null,
          startsAt: latest?.starts_at.toISOString() ?? null,
          players: sales.players,
          pool: kurusToLira(latest && latest.phase !== 'selling' ? Number(latest.pool) : sales.pool),
          jackpot,
          called: latest?.calls ?? 0,
        });
      }
      liveCache = { at: now, data: out };
      return out;
    },

    start(log: { error: (obj: unknown, msg: string) => void }) {
      if (timer) return;
      timer = setInterval(() => {
        if (stepping) return;
        stepping = true;
        tick()
          .catch((error: unknown) => log.error({ err: error }, 'tombala: dealer step failed'))
          .finally(() => {
            stepping = false;
          });
      }, timings.tickMs);
      timer.unref();
    },
    /** Stops calling and gives the leases up, so another node takes the rooms at once. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const def of rooms) await releaseLease(db, 'tombala_lease', def.room, deps.nodeId);
    },
  };
}

export type TombalaService = ReturnType<typeof createTombalaService>;
