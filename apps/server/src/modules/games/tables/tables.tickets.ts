import type { MessageKey } from '@kasa/contract/messages';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { violatedUniqueIndex } from '../../../lib/db-errors.ts';
import type { GameWallet } from '../../providers/game-wallet.service.ts';
import * as repo from './tables.repository.ts';
import type { TableRoundRow, TableTicketRow, TicketLine } from './tables.table.ts';

/**
 * The tickets of the live tables (roulette, baccarat, blackjack, the TV games) through the game wallet: one game's
 * ids, the stake's debit, the close's settlement (one win per player and round) and the round's recall. Each game
 * brings its own parts (payout of a line, limits, the recall's outcome fields).
 */

/** The slice of the game wallet (modules/providers) the tables use: every kuruş moves through it. */
export type TablesWallet = Pick<GameWallet, 'balance' | 'bet' | 'win' | 'recordRound'>;

export const TABLES_PROVIDER = 'kasa';

/**
 * A game's names in the game wallet: `${prefix}:${round}` the wallet round (one recall per player and table round),
 * `${prefix}:${round}:t${ticket}:bet` a ticket's debit, `${prefix}:${round}:p${player}:win` a player's win.
 */
export interface TableGameKeys {
  prefix: string;
  gameCode: string;
}

export const walletRoundId = (keys: TableGameKeys, roundId: string) => `${keys.prefix}:${roundId}`;

export interface TableWinner {
  player: string;
  payout: number;
}

/** A ticket's lines in lira (the API and the recall). */
export const linesToLira = (lines: TicketLine[]) =>
  lines.map((l) => ({
    spot: l.spot,
    amount: kurusToLira(l.amount),
    payout: l.payout === null ? null : kurusToLira(l.payout),
  }));

/** Kuruş per spot over tickets (the table limits on a player's whole round). */
export function spotTotals(tickets: TableTicketRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const t of tickets) for (const l of t.lines) totals.set(l.spot, (totals.get(l.spot) ?? 0) + l.amount);
  return totals;
}

/** A ticket as the player sends it (the round and the time come from the open round). */
export type NewTableTicket = Omit<Parameters<typeof repo.insertTicket>[1], 'roundId' | 'placedAt'>;

/** Writes a ticket on the (locked, open) round and debits its stake through the game wallet, in `tx`. */
export async function debitTicket(
  tx: Db,
  wallet: TablesWallet,
  keys: TableGameKeys,
  round: TableRoundRow,
  now: Date,
  ticket: NewTableTicket,
) {
  const placed = await repo.insertTicket(tx, { roundId: round.id, ...ticket, placedAt: now });
  const debited = await wallet.bet(
    {
      provider: TABLES_PROVIDER,
      transactionId: `${keys.prefix}:${round.id}:t${placed.id}:bet`,
      playerId: ticket.playerId,
      gameCode: keys.gameCode,
      roundId: walletRoundId(keys, round.id),
      amount: ticket.stake,
    },
    tx,
  );
  return { placed, debited };
}

type OpenRound = <T>(
  tx: Db,
  table: string,
  roundId: string,
  work: (round: TableRoundRow, now: Date) => Promise<T>,
) => Promise<T>;

/**
 * One ticket of bets on the open round in one transaction: the window checked under the round's lock, the stake
 * through the game wallet, then `checkRound` over the player's whole round (read after the debit, which queued this
 * player's concurrent tickets behind each other: it sees every ticket of the round that committed before ours). A
 * repeated `requestId` hits the unique index (player, request id) and is answered from the stored ticket; a changed
 * repeat is refused with `requestReused`.
 */
export async function placeTableTicket<TTicket>(
  deps: { db: Db; wallet: TablesWallet; withOpenRound: OpenRound },
  keys: TableGameKeys,
  input: {
    table: string;
    roundId: number;
    ticket: NewTableTicket;
    checkRound: (totals: Map<string, number>, roundTotal: number) => void;
    requestReused: MessageKey;
    toTicket: (row: TableTicketRow) => TTicket;
    /** After a new ticket (not a repeat): the table's player count. */
    placedHook: (placed: TableTicketRow) => Promise<void>;
  },
): Promise<{ ticket: TTicket; balance: number; bonusBalance: number }> {
  const { db, wallet } = deps;
  const { playerId, requestId, stakes } = input.ticket;
  let placed: TableTicketRow | undefined;
  let balance: { balance: number; bonusBalance: number };
  try {
    balance = await db.transaction().execute(async (tx) =>
      deps.withOpenRound(tx, input.table, String(input.roundId), async (round, now) => {
        const done = await debitTicket(tx, wallet, keys, round, now, input.ticket);
        placed = done.placed;
        const mine = await repo.playerRoundTickets(tx, round.id, playerId);
        input.checkRound(
          spotTotals(mine),
          mine.reduce((sum, t) => sum + Number(t.stake), 0),
        );
        return done.debited;
      }),
    );
  } catch (error) {
    if (violatedUniqueIndex(error)) {
      const again = await repo.findTicketByRequest(db, playerId, requestId);
      if (again) {
        if (JSON.stringify(again.stakes) !== JSON.stringify(stakes)) throw conflict(input.requestReused);
        const b = await wallet.balance(playerId);
        return {
          ticket: input.toTicket(again),
          balance: kurusToLira(b.cash),
          bonusBalance: kurusToLira(b.bonus),
        };
      }
    }
    throw error;
  }
  if (!placed) throw new Error(`${keys.prefix}: ticket not placed`);
  await input.placedHook(placed);
  return {
    ticket: input.toTicket(placed),
    balance: kurusToLira(balance.balance),
    bonusBalance: kurusToLira(balance.bonusBalance),
  };
}

/** A player's win of a round (0 closes a lost round) through the game wallet. */
export async function payWin(
  tx: Db,
  wallet: TablesWallet,
  keys: TableGameKeys,
  roundId: string,
  playerId: string,
  amount: number,
) {
  await wallet.win(
    {
      provider: TABLES_PROVIDER,
      transactionId: `${keys.prefix}:${roundId}:p${playerId}:win`,
      playerId,
      gameCode: keys.gameCode,
      roundId: walletRoundId(keys, roundId),
      amount,
    },
    tx,
  );
}

/**
 * The round's recall in game history for one player: the common head (game, table, round, stakes, every line) and
 * the game's own fields after it (outcome, seeds).
 */
export async function recordTableRound(
  tx: Db,
  wallet: TablesWallet,
  keys: TableGameKeys,
  input: {
    round: TableRoundRow;
    playerId: string;
    /** The recall's `game` (e.g. 'tv-keno'). */
    game: string;
    stake: number;
    payout: number;
    lines: TicketLine[];
    detail: Record<string, unknown>;
    status?: Parameters<TablesWallet['recordRound']>[0]['status'];
    createdAt: Date;
    settledAt: Date | null;
  },
) {
  const { round, stake, payout } = input;
  await wallet.recordRound(
    {
      provider: TABLES_PROVIDER,
      roundId: walletRoundId(keys, round.id),
      playerId: input.playerId,
      gameCode: keys.gameCode,
      stake,
      payout,
      status: input.status ?? 'settled',
      detail: {
        game: input.game,
        table: round.table_code,
        round: round.seq,
        roundId: Number(round.id),
        stake: kurusToLira(stake),
        payout: kurusToLira(payout),
        bets: linesToLira(input.lines),
        ...input.detail,
      },
      createdAt: input.createdAt,
      settledAt: input.settledAt,
    },
    tx,
  );
}

/**
 * Pays every open ticket of the round in the close's transaction: each line by `linePayout`, one win per player (0
 * closes a lost round) and the player's recall by `record`; the ten biggest winners.
 */
export async function settleTableTickets(
  tx: Db,
  deps: { clock: Clock; wallet: TablesWallet },
  keys: TableGameKeys,
  round: TableRoundRow,
  game: {
    linePayout: (line: TicketLine) => number;
    record: (tx: Db, round: TableRoundRow, playerId: string, tickets: TableTicketRow[]) => Promise<void>;
  },
): Promise<{ winners: TableWinner[] }> {
  const now = deps.clock.now();
  const tickets = await repo.openTicketsLocked(tx, round.id);
  const byPlayer = new Map<string, TableTicketRow[]>();
  for (const ticket of tickets) {
    const lines = ticket.lines.map((l) => ({ ...l, payout: game.linePayout(l) }));
    const payout = lines.reduce((sum, l) => sum + (l.payout ?? 0), 0);
    await repo.settleTicket(tx, ticket.id, lines, payout, now);
    const settled = {
      ...ticket,
      lines,
      payout: String(payout),
      status: 'settled' as const,
      settled_at: now,
    };
    byPlayer.set(ticket.player_id, [...(byPlayer.get(ticket.player_id) ?? []), settled]);
  }
  const winners: TableWinner[] = [];
  for (const [playerId, own] of byPlayer) {
    const payout = own.reduce((sum, t) => sum + Number(t.payout), 0);
    await payWin(tx, deps.wallet, keys, round.id, playerId, payout);
    await game.record(tx, round, playerId, own);
    if (payout > 0) winners.push({ player: own[0]?.player_label ?? '***', payout: kurusToLira(payout) });
  }
  winners.sort((a, b) => b.payout - a.payout);
  return { winners: winners.slice(0, 10) };
}

/**
 * The table's player count to its room, at most once a second per table and node. With `trailing`, the last ticket
 * of a burst is still counted by a trailing update; without, a burst's later tickets wait for the next one.
 */
export function createPlayersAnnouncer(
  db: Db,
  emit: (table: string, event: { type: 'players'; table: string; roundId: number; players: number }) => void,
  trailing: boolean,
) {
  const announcedAt = new Map<string, number>();
  const pending = new Set<string>();
  return async function announcePlayers(table: string, roundId: string): Promise<void> {
    const now = Date.now();
    const since = now - (announcedAt.get(table) ?? 0);
    if (since >= 1_000) {
      announcedAt.set(table, now);
      emit(table, {
        type: 'players',
        table,
        roundId: Number(roundId),
        players: await repo.roundPlayers(db, roundId),
      });
      return;
    }
    if (!trailing || pending.has(table)) return;
    pending.add(table);
    setTimeout(() => {
      pending.delete(table);
      announcePlayers(table, roundId).catch(() => undefined);
    }, 1_000 - since).unref();
  };
}
