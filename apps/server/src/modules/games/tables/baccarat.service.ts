import { createHmac } from 'node:crypto';
import {
  BACCARAT_GAME_CODE,
  BACCARAT_TABLE,
  type BaccaratBetRequest,
  type BaccaratBetResult,
  type BaccaratEvent,
  type BaccaratPlayerState,
  type BaccaratResult,
  type BaccaratRound,
  type BaccaratSnapshot,
  type BaccaratStats,
  type BaccaratTicket,
} from '@kasa/contract/baccarat';
import {
  BACCARAT_CHIP_VALUES,
  BACCARAT_LIMITS,
  baccaratCoup,
  baccaratPayout,
  baccaratSpotMax,
  cardText,
  type BaccaratLimits,
  type BaccaratSpot,
} from '@kasa/contract/baccarat-rules';
import type { LiveTableState } from '@kasa/contract/roulette';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { formatKurus } from '../../../lib/money.ts';
import { maskName } from '../crash/crash.service.ts';
import { createTableEngine, type TableTimings } from './tables.engine.ts';
import * as repo from './tables.repository.ts';
import {
  createPlayersAnnouncer,
  linesToLira,
  placeTableTicket,
  recordTableRound,
  settleTableTickets,
  type TableGameKeys,
  type TablesWallet,
} from './tables.tickets.ts';
import { createLiveCache, createStatsRoom, seededRound, snapshotTiles, ticketHead } from './tables.views.ts';
import type { TableRoundRow, TableTicketRow, TicketLine } from './tables.table.ts';

const KEYS: TableGameKeys = { prefix: 'baccarat', gameCode: BACCARAT_GAME_CODE };
/** Coups on the roads (the bead road shows the last 6×10, the big road as many columns as fit). */
const ROAD_ROUNDS = 72;

interface BaccaratSettled {
  winners: { player: string; payout: number }[];
}

export interface BaccaratServiceDeps {
  db: Db;
  clock: Clock;
  wallet: TablesWallet;
  usernameOf: (playerId: string) => Promise<string | null>;
  emit: (table: string, event: BaccaratEvent) => void;
  nodeId: string;
  /** The deal takes longer than a spin on the screens: cards one by one. */
  timings?: Partial<TableTimings>;
  limits?: BaccaratLimits;
  tables?: readonly string[];
}

/** Betting 15 s, the deal 8 s (up to six cards face up one by one), the result 5 s. */
export const BACCARAT_TIMINGS: Partial<TableTimings> = { bettingMs: 15_000, spinMs: 8_000, pauseMs: 5_000 };

const hmacSha256 = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

function toRound(row: TableRoundRow): BaccaratRound {
  return seededRound(row, (r) => r.outcome as BaccaratResult);
}

function toTicket(row: TableTicketRow): BaccaratTicket {
  return {
    ...ticketHead(row),
    lines: linesToLira(row.lines) as BaccaratTicket['lines'],
    placedAt: row.placed_at.toISOString(),
  };
}

/**
 * Punto banco on the shared-round engine (docs/decisions/0311), the same shape as roulette (0310): a fresh 8-deck shoe
 * shuffled from the round's committed seed, one coup per round, the five bets with the table limits, settlement of
 * every ticket in the close's transaction through the game wallet, the last coups for the roads.
 */
export function createBaccaratService(deps: BaccaratServiceDeps) {
  const { db, clock, wallet, emit } = deps;
  const limits = deps.limits ?? BACCARAT_LIMITS;
  const tables = deps.tables ?? [BACCARAT_TABLE];

  async function stats(tx: Db, table: string): Promise<BaccaratStats> {
    const rows = await repo.settledRounds(tx, table, ROAD_ROUNDS);
    const history = rows.reverse().map((r) => {
      const o = r.outcome as BaccaratResult;
      return {
        winner: o.winner,
        playerPair: o.playerPair,
        bankerPair: o.bankerPair,
        total: o.winner === 'banker' ? o.bankerTotal : o.playerTotal,
      };
    });
    const count = (w: string) => history.filter((h) => h.winner === w).length;
    return { history, player: count('player'), banker: count('banker'), tie: count('tie') };
  }

  async function record(tx: Db, round: TableRoundRow, playerId: string, tickets: TableTicketRow[]) {
    const outcome = round.outcome as BaccaratResult;
    await recordTableRound(tx, wallet, KEYS, {
      round,
      playerId,
      game: 'baccarat',
      stake: tickets.reduce((sum, t) => sum + Number(t.stake), 0),
      payout: tickets.reduce((sum, t) => sum + Number(t.payout ?? 0), 0),
      lines: tickets.flatMap((t) => t.lines),
      detail: {
        playerCards: outcome.player.map(cardText).join(' '),
        bankerCards: outcome.banker.map(cardText).join(' '),
        playerTotal: outcome.playerTotal,
        bankerTotal: outcome.bankerTotal,
        winner: outcome.winner,
        serverSeedHash: round.seed_hash,
        serverSeed: round.server_seed,
      },
      createdAt: tickets[0]?.placed_at ?? round.opens_at,
      settledAt: round.settled_at,
    });
  }

  /** Pays every open ticket of the round in the close's transaction: one win per player (0 closes a lost round). */
  const settle = (tx: Db, round: TableRoundRow, outcome: BaccaratResult): Promise<BaccaratSettled> =>
    settleTableTickets(tx, { clock, wallet }, KEYS, round, {
      linePayout: (l) => baccaratPayout(l.spot as BaccaratSpot, l.amount, outcome),
      record,
    });

  const room = createStatsRoom({ db, clock, tables, toRound, stats, emit });

  const engine = createTableEngine<BaccaratResult, BaccaratSettled>({
    db,
    clock,
    nodeId: deps.nodeId,
    tables,
    timings: { ...BACCARAT_TIMINGS, ...deps.timings },
    game: {
      game: 'baccarat',
      draw: async (seed, table, seq) => baccaratCoup(hmacSha256, seed, table, seq),
      settle,
      onOpened: room.onOpened,
      onSettled: room.onSettled,
    },
  });

  const { tableOf } = room;
  const snapshot = (table: string): Promise<BaccaratSnapshot> => room.snapshot(table);

  /** Table limits on the player's whole round (kuruş). */
  function checkLimits(totals: Map<string, number>, roundTotal: number) {
    for (const [spot, amount] of totals) {
      const max = baccaratSpotMax(spot as BaccaratSpot, limits);
      if (amount <= max) continue;
      throw badRequest(
        spot === 'player' || spot === 'banker' ? 'e.baccaratMainMax' : 'e.baccaratSideMax',
        formatKurus(max),
      );
    }
    if (roundTotal > limits.maxRound) throw badRequest('e.baccaratRoundMax', formatKurus(limits.maxRound));
  }

  const announcePlayers = createPlayersAnnouncer(db, emit, true);

  const liveCache = createLiveCache(clock);

  return {
    engine,
    timings: engine.timings,
    limits,
    tables,
    snapshot,
    tick: () => engine.tick(),

    async playerState(playerId: string, table = BACCARAT_TABLE): Promise<BaccaratPlayerState> {
      const snap = await snapshot(table);
      const balance = await wallet.balance(playerId);
      const current = snap.round ? String(snap.round.roundId) : null;
      const mine = current ? await repo.playerRoundTickets(db, current, playerId) : [];
      const last = await repo.lastRoundTickets(db, table, playerId, current);
      return {
        ...snap,
        limits: {
          minChip: kurusToLira(limits.minChip),
          maxMain: kurusToLira(limits.maxMain),
          maxSide: kurusToLira(limits.maxSide),
          maxRound: kurusToLira(limits.maxRound),
          chips: BACCARAT_CHIP_VALUES.map(kurusToLira),
        },
        myTickets: mine.map(toTicket),
        lastTickets: last.map(toTicket),
        balance: kurusToLira(balance.cash),
        bonusBalance: kurusToLira(balance.bonus),
      };
    },

    /**
     * A ticket of bets on the open round in one transaction: the window checked under the round's lock, the limits
     * over the player's whole round (after the debit, which queues the player's concurrent tickets), the stake through
     * the game wallet. A repeated `requestId` returns the stored ticket; a changed repeat is refused.
     */
    async placeBet(
      playerId: string,
      input: BaccaratBetRequest,
      table = BACCARAT_TABLE,
    ): Promise<BaccaratBetResult> {
      tableOf(table);
      const totals = new Map<string, number>();
      for (const s of input.stakes) {
        const amount = liraToKurus(s.amount);
        if (amount < limits.minChip) throw badRequest('e.baccaratChipMin', formatKurus(limits.minChip));
        totals.set(s.spot, (totals.get(s.spot) ?? 0) + amount);
      }
      const lines: TicketLine[] = [...totals].map(([spot, amount]) => ({ spot, amount, payout: null }));
      const stake = lines.reduce((sum, l) => sum + l.amount, 0);
      checkLimits(totals, stake);
      const label = maskName(await deps.usernameOf(playerId), playerId);
      const stakes = lines.map((l) => ({ spot: l.spot, amount: l.amount }));

      return placeTableTicket({ db, wallet, withOpenRound: engine.withOpenRound }, KEYS, {
        table,
        roundId: input.roundId,
        ticket: { playerId, playerLabel: label, requestId: input.requestId, stakes, lines, stake },
        checkRound: checkLimits,
        requestReused: 'e.baccaratRequestReused',
        toTicket,
        placedHook: (placed) => announcePlayers(table, placed.round_id),
      });
    },

    async rounds(take: number, before?: number, table = BACCARAT_TABLE): Promise<BaccaratRound[]> {
      tableOf(table);
      return (
        await repo.settledRounds(db, table, take, before === undefined ? undefined : String(before))
      ).map(toRound);
    },

    async round(id: number): Promise<BaccaratRound> {
      const row = await repo.findRound(db, String(id));
      if (!row || row.game !== 'baccarat' || row.phase !== 'settled') {
        throw new AppError(404, 'e.baccaratRoundUnknown');
      }
      return toRound(row);
    },

    /** The lobby tile's live state (`last`: 1 player, 2 banker, 0 tie, newest first). */
    async live(): Promise<LiveTableState[]> {
      return liveCache(() =>
        snapshotTiles(BACCARAT_GAME_CODE, tables, snapshot, (snap) =>
          snap.stats.history
            .slice(-10)
            .reverse()
            .map((h) => (h.winner === 'player' ? 1 : h.winner === 'banker' ? 2 : 0)),
        ),
      );
    },
  };
}

export type BaccaratService = ReturnType<typeof createBaccaratService>;
