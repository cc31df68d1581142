import { createHmac, randomUUID } from 'node:crypto';
import {
  ROULETTE_GAME_CODE,
  ROULETTE_TABLE,
  type LiveTableState,
  type RouletteBetRequest,
  type RouletteBetResult,
  type RoulettePlayerState,
  type RouletteStakeInput,
  type RouletteStats,
  type RouletteTicket,
  type RouletteWinner,
  type TableEvent,
  type TableRound,
  type TableSnapshot,
} from '@kasa/contract/roulette';
import {
  CHIP_VALUES,
  InsideKind,
  ROULETTE_LIMITS,
  SPOTS,
  expandStakes,
  hotAndCold,
  pocketColor,
  roulettePocket,
  spotMax,
  spotPayout,
  stakeChips,
  type RouletteLimits,
  type RouletteStake,
} from '@kasa/contract/roulette-rules';
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

/** The slice of the game wallet the tables use (tables.tickets.ts). */
export type { TablesWallet };

const KEYS: TableGameKeys = { prefix: 'roulette', gameCode: ROULETTE_GAME_CODE };
/** Rounds behind the hot and cold numbers. */
const STATS_ROUNDS = 100;
const LAST_RESULTS = 20;

export interface RouletteOutcome {
  pocket: number;
}
interface RouletteSettled {
  winners: RouletteWinner[];
}

export interface RouletteServiceDeps {
  db: Db;
  clock: Clock;
  wallet: TablesWallet;
  usernameOf: (playerId: string) => Promise<string | null>;
  /** To a table's room on the hub (every node with the Redis adapter). */
  emit: (table: string, event: TableEvent) => void;
  nodeId: string;
  timings?: Partial<TableTimings>;
  limits?: RouletteLimits;
  tables?: readonly string[];
}

const hmacSha256 = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

function toRound(row: TableRoundRow): TableRound {
  return seededRound(row, (r) => (r.outcome as RouletteOutcome).pocket);
}

/** Kuruş inside, lira in the API. */
function stakeToLira(stake: RouletteStake): RouletteStakeInput {
  return { ...stake, amount: kurusToLira(stake.amount) } as RouletteStakeInput;
}

function toTicket(row: TableTicketRow): RouletteTicket {
  return {
    ...ticketHead(row),
    stakes: (row.stakes as RouletteStake[]).map(stakeToLira),
    lines: linesToLira(row.lines),
    placedAt: row.placed_at.toISOString(),
  };
}

/**
 * European roulette on the shared-round engine (docs/decisions/0310): the layout's and the racetrack's bets with the
 * table limits, settlement of a round's tickets in its close's transaction, the last results and hot/cold numbers.
 */
export function createRouletteService(deps: RouletteServiceDeps) {
  const { db, clock, wallet, emit } = deps;
  const limits = deps.limits ?? ROULETTE_LIMITS;
  const tables = deps.tables ?? [ROULETTE_TABLE];

  async function stats(tx: Db, table: string): Promise<RouletteStats> {
    const rows = await repo.settledRounds(tx, table, STATS_ROUNDS);
    const results = rows.map((r) => (r.outcome as RouletteOutcome).pocket);
    return { last: results.slice(0, LAST_RESULTS), ...hotAndCold(results), rounds: results.length };
  }

  /** The round's recall in game history: every line of the player's tickets, the pocket and the seeds. */
  async function record(tx: Db, round: TableRoundRow, playerId: string, tickets: TableTicketRow[]) {
    const settled = round.phase === 'settled';
    const pocket = settled ? (round.outcome as RouletteOutcome).pocket : null;
    await recordTableRound(tx, wallet, KEYS, {
      round,
      playerId,
      game: 'roulette',
      stake: tickets.reduce((sum, t) => sum + Number(t.stake), 0),
      payout: tickets.reduce((sum, t) => sum + Number(t.payout ?? 0), 0),
      lines: tickets.flatMap((t) => t.lines),
      detail: {
        pocket,
        color: pocket === null ? null : pocketColor(pocket),
        serverSeedHash: round.seed_hash,
        serverSeed: settled ? round.server_seed : null,
      },
      status: settled ? 'settled' : 'open',
      createdAt: tickets[0]?.placed_at ?? round.opens_at,
      settledAt: settled ? round.settled_at : null,
    });
  }

  /** Pays every open ticket of the round in the close's transaction: one win per player (0 closes a lost round). */
  const settle = (tx: Db, round: TableRoundRow, outcome: RouletteOutcome): Promise<RouletteSettled> =>
    settleTableTickets(tx, { clock, wallet }, KEYS, round, {
      linePayout: (l) => spotPayout(l.spot, l.amount, outcome.pocket),
      record,
    });

  const room = createStatsRoom({ db, clock, tables, toRound, stats, emit });

  const engine = createTableEngine<RouletteOutcome, RouletteSettled>({
    db,
    clock,
    nodeId: deps.nodeId,
    tables,
    ...(deps.timings ? { timings: deps.timings } : {}),
    game: {
      game: 'roulette',
      draw: async (seed, table, seq) => ({ pocket: await roulettePocket(hmacSha256, seed, table, seq) }),
      settle,
      onOpened: room.onOpened,
      onSettled: room.onSettled,
    },
  });

  const { tableOf } = room;
  const snapshot = (table: string): Promise<TableSnapshot> => room.snapshot(table);

  /** Table limits on the player's whole round (this ticket with the earlier ones), kuruş. */
  function checkLimits(totals: Map<string, number>, roundTotal: number) {
    for (const [spot, amount] of totals) {
      const max = spotMax(spot, limits);
      if (amount <= max) continue;
      const def = SPOTS.get(spot);
      // Inside bets are named by their numbers (17/20), the same in both languages.
      if (def && (InsideKind as readonly string[]).includes(def.kind)) {
        throw badRequest('e.rouletteSpotMax', def.numbers.join('/'), formatKurus(max));
      }
      throw badRequest('e.rouletteOutsideMax', formatKurus(max));
    }
    if (roundTotal > limits.maxRound) throw badRequest('e.rouletteRoundMax', formatKurus(limits.maxRound));
  }

  const liveCache = createLiveCache(clock);

  /**
   * The table's player count to its room, at most once a second per table and node: a busy window sends a few
   * updates, and the last ticket of a burst is still counted by a trailing update.
   */
  const announcePlayers = createPlayersAnnouncer(db, emit, true);

  return {
    engine,
    timings: engine.timings,
    limits,
    tables,
    snapshot,
    tick: () => engine.tick(),

    async playerState(playerId: string, table = ROULETTE_TABLE): Promise<RoulettePlayerState> {
      const snap = await snapshot(table);
      const balance = await wallet.balance(playerId);
      const current = snap.round ? String(snap.round.roundId) : null;
      const mine = current ? await repo.playerRoundTickets(db, current, playerId) : [];
      const last = await repo.lastRoundTickets(db, table, playerId, current);
      return {
        ...snap,
        limits: {
          minChip: kurusToLira(limits.minChip),
          maxStraight: kurusToLira(limits.maxStraight),
          maxOutside: kurusToLira(limits.maxOutside),
          maxRound: kurusToLira(limits.maxRound),
          chips: CHIP_VALUES.map(kurusToLira),
        },
        myTickets: mine.map(toTicket),
        lastTickets: last.map(toTicket),
        balance: kurusToLira(balance.cash),
        bonusBalance: kurusToLira(balance.bonus),
      };
    },

    /**
     * A ticket of layout and racetrack bets on the open round, in one transaction: the round's window checked under
     * its lock, the table limits over the player's whole round, the stake through the game wallet. A repeated
     * `requestId` returns the stored ticket (a changed repeat is refused).
     */
    async placeBet(
      playerId: string,
      input: RouletteBetRequest,
      table = ROULETTE_TABLE,
    ): Promise<RouletteBetResult> {
      tableOf(table);
      const stakes: RouletteStake[] = input.stakes.map((s) => ({ ...s, amount: liraToKurus(s.amount) }));
      for (const stake of stakes) {
        if (stake.amount < limits.minChip) throw badRequest('e.rouletteChipMin', formatKurus(limits.minChip));
      }
      let expanded: Map<string, number>;
      try {
        expanded = expandStakes(stakes);
      } catch {
        throw badRequest('e.rouletteUnknownBet');
      }
      const lines: TicketLine[] = [...expanded].map(([spot, amount]) => ({ spot, amount, payout: null }));
      const stake = stakes.reduce((sum, s) => sum + s.amount * stakeChips(s), 0);
      // The ticket alone first (a clear answer before any money moves), the whole round again after the debit.
      checkLimits(expanded, stake);
      const label = maskName(await deps.usernameOf(playerId), playerId);

      // A repeated request id hits the unique index (player, request id) and is answered from the stored ticket.
      // The recall is written at the close, with the pocket; until then the bet shows in the history.
      return placeTableTicket({ db, wallet, withOpenRound: engine.withOpenRound }, KEYS, {
        table,
        roundId: input.roundId,
        ticket: { playerId, playerLabel: label, requestId: input.requestId, stakes, lines, stake },
        checkRound: checkLimits,
        requestReused: 'e.rouletteRequestReused',
        toTicket,
        placedHook: (placed) => announcePlayers(table, placed.round_id),
      });
    },

    async rounds(take: number, before?: number, table = ROULETTE_TABLE): Promise<TableRound[]> {
      tableOf(table);
      return (
        await repo.settledRounds(db, table, take, before === undefined ? undefined : String(before))
      ).map(toRound);
    },

    async round(id: number): Promise<TableRound> {
      const row = await repo.findRound(db, String(id));
      if (!row || row.game !== 'roulette' || row.phase !== 'settled')
        throw new AppError(404, 'e.rouletteRoundUnknown');
      return toRound(row);
    },

    /** Every lobby visitor polls this: one answer per node and second, however many ask. */
    async live(): Promise<LiveTableState[]> {
      return liveCache(() =>
        snapshotTiles(ROULETTE_GAME_CODE, tables, snapshot, (snap) => snap.stats.last.slice(0, 10)),
      );
    },
  };
}

export type RouletteService = ReturnType<typeof createRouletteService>;
export const newNodeId = () => `${process.pid}:${randomUUID()}`;
