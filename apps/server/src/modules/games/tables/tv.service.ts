import { createHash, createHmac } from 'node:crypto';
import type { LiveTableState } from '@kasa/contract/roulette';
import type {
  TvBetRequest,
  TvBetResult,
  TvEvent,
  TvNextDraw,
  TvPlayerState,
  TvRound,
  TvSnapshot,
  TvTicket,
} from '@kasa/contract/tv';
import {
  DRAWS_AHEAD,
  parseTvSpot,
  TV_CHIP_VALUES,
  TV_GAME_CODES,
  TV_LIMITS,
  TV_TABLES,
  TvGame,
  tvDraw,
  tvGameOfTable,
  tvPayout,
  tvSpotMax,
  tvSpotText,
  type TvLimits,
  type TvOutcome,
} from '@kasa/contract/tv-rules';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { violatedUniqueIndex } from '../../../lib/db-errors.ts';
import { formatKurus } from '../../../lib/money.ts';
import { maskName } from '../crash/crash.service.ts';
import { createTableEngine, type TableTimings } from './tables.engine.ts';
import * as repo from './tables.repository.ts';
import {
  createPlayersAnnouncer,
  debitTicket,
  linesToLira,
  recordTableRound,
  settleTableTickets,
  type TableGameKeys,
  type TablesWallet,
} from './tables.tickets.ts';
import { createLiveCache, seededRound } from './tables.views.ts';
import type { TableRoundRow, TableTicketRow, TicketLine } from './tables.table.ts';

/** Finished draws in the snapshot (the results board). */
const HISTORY = 12;
/** Settled tickets shown to the player besides the open ones. */
const SETTLED_TICKETS = 10;

/**
 * Each game's broadcast clock: the draws are `bettingMs + spinMs + pauseMs` apart (Lucky 6 every 4 minutes, 35 balls
 * over 70 s; Keno every 3 minutes, 20 balls over 40 s; the wheel every 2 minutes, a 12 s spin). The app's
 * TABLE_* overrides (the browser journeys) apply to all of them.
 */
export const TV_TIMINGS: Record<TvGame, Partial<TableTimings>> = {
  lucky6: { bettingMs: 150_000, spinMs: 70_000, pauseMs: 20_000 },
  keno: { bettingMs: 120_000, spinMs: 40_000, pauseMs: 20_000 },
  wheel: { bettingMs: 90_000, spinMs: 12_000, pauseMs: 18_000 },
};

interface TvSettled {
  winners: { player: string; payout: number }[];
}

export interface TvServiceDeps {
  db: Db;
  clock: Clock;
  wallet: TablesWallet;
  usernameOf: (playerId: string) => Promise<string | null>;
  emit: (table: string, event: TvEvent) => void;
  nodeId: string;
  timings?: Partial<TableTimings>;
  limits?: TvLimits;
}

const hmacSha256 = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The request id of a multi-draw ticket's k-th draw: the client's for k = 0, a UUID derived from it after. */
export function drawRequestId(requestId: string, k: number): string {
  if (k === 0) return requestId;
  const h = createHash('sha256').update(`${requestId}:${k}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function toRound(game: TvGame, row: TableRoundRow): TvRound {
  return { game, ...seededRound(row, (r) => r.outcome as TvOutcome) };
}

function toTicket(row: TableTicketRow & { seq: number }): TvTicket {
  return {
    ticketId: Number(row.id),
    roundId: Number(row.round_id),
    seq: row.seq,
    stake: kurusToLira(Number(row.stake)),
    payout: row.payout === null ? null : kurusToLira(Number(row.payout)),
    status: row.status,
    lines: linesToLira(row.lines),
    placedAt: row.placed_at.toISOString(),
  };
}

/** What the recall shows of a draw. */
const drawnText = (outcome: TvOutcome) =>
  outcome.game === 'wheel' ? `×${outcome.value}` : outcome.balls.join(' ');

/**
 * TV games on the shared-round engine (docs/decisions/0320): one engine per game, each keeping DRAWS_AHEAD draws open
 * with committed seeds, so a ticket may play the next 1–5 draws (one table ticket per draw, all debited in one
 * transaction). Each draw's close settles every ticket on it in one transaction through the game wallet.
 */
export function createTvService(deps: TvServiceDeps) {
  const { db, clock, wallet, emit } = deps;
  const limits = deps.limits ?? TV_LIMITS;

  const keysOf = (game: TvGame): TableGameKeys => ({ prefix: game, gameCode: TV_GAME_CODES[game] });

  function recordOf(game: TvGame) {
    return async (tx: Db, round: TableRoundRow, playerId: string, tickets: TableTicketRow[]) => {
      const outcome = round.outcome as TvOutcome;
      await recordTableRound(tx, wallet, keysOf(game), {
        round,
        playerId,
        // 'tv-keno', not 'keno': the recall tells the TV games from the instant games by this field.
        game: `tv-${game}`,
        stake: tickets.reduce((sum, t) => sum + Number(t.stake), 0),
        payout: tickets.reduce((sum, t) => sum + Number(t.payout ?? 0), 0),
        lines: tickets.flatMap((t) => t.lines),
        detail: {
          drawn: drawnText(outcome),
          serverSeedHash: round.seed_hash,
          serverSeed: round.server_seed,
        },
        createdAt: tickets[0]?.placed_at ?? round.opens_at,
        settledAt: round.settled_at,
      });
    };
  }

  /** Pays every open ticket of the draw in the close's transaction: one win per player (0 closes a lost round). */
  function settleOf(game: TvGame) {
    const record = recordOf(game);
    return (tx: Db, round: TableRoundRow, outcome: TvOutcome): Promise<TvSettled> =>
      settleTableTickets(tx, { clock, wallet }, keysOf(game), round, {
        linePayout: (l) => {
          const spot = parseTvSpot(game, l.spot);
          return spot ? tvPayout(spot, l.amount, outcome) : 0;
        },
        record,
      });
  }

  const engines = Object.fromEntries(
    TvGame.map((game) => [
      game,
      createTableEngine<TvOutcome, TvSettled>({
        db,
        clock,
        nodeId: deps.nodeId,
        tables: [TV_TABLES[game]],
        timings: { ...TV_TIMINGS[game], ...deps.timings },
        ahead: DRAWS_AHEAD,
        game: {
          game,
          draw: (seed, table, seq) => tvDraw(game, hmacSha256, seed, table, seq),
          settle: settleOf(game),
          onOpened: (round) =>
            emit(round.table_code, {
              type: 'round',
              serverTime: clock.now().toISOString(),
              round: toRound(game, round),
            }),
          onSettled: (round, settled) =>
            emit(round.table_code, {
              type: 'result',
              serverTime: clock.now().toISOString(),
              round: toRound(game, round),
              winners: settled.winners,
            }),
        },
      }),
    ]),
  ) as Record<TvGame, ReturnType<typeof createTableEngine<TvOutcome, TvSettled>>>;

  async function snapshot(game: TvGame): Promise<TvSnapshot> {
    const table = TV_TABLES[game];
    const upcoming = await repo.openRounds(db, table);
    const history = await repo.settledRounds(db, table, HISTORY);
    return {
      serverTime: clock.now().toISOString(),
      game,
      table,
      upcoming: upcoming.map((r) => toRound(game, r)),
      history: history.map((r) => toRound(game, r)),
      players: upcoming[0] ? await repo.roundPlayers(db, upcoming[0].id) : 0,
    };
  }

  /** The lines of a request: known spots, canonical, merged, each within its limits (kuruş). */
  function linesOf(game: TvGame, input: TvBetRequest['lines']): TicketLine[] {
    const totals = new Map<string, { amount: number; max: number }>();
    for (const line of input) {
      const spot = parseTvSpot(game, line.spot);
      if (!spot) throw badRequest('e.tvUnknownBet');
      const amount = liraToKurus(line.amount);
      if (amount < limits.minStake) throw badRequest('e.tvStakeMin', formatKurus(limits.minStake));
      const key = tvSpotText(spot);
      const before = totals.get(key)?.amount ?? 0;
      totals.set(key, { amount: before + amount, max: tvSpotMax(spot, limits) });
    }
    const lines: TicketLine[] = [];
    for (const [spot, { amount, max }] of totals) {
      if (amount > max) throw badRequest('e.tvStakeMax', formatKurus(max));
      lines.push({ spot, amount, payout: null });
    }
    return lines;
  }

  const announcePlayers = createPlayersAnnouncer(db, emit, false);

  async function ticketsOf(playerId: string, requestId: string, draws: number) {
    const ids = Array.from({ length: draws }, (_, k) => drawRequestId(requestId, k));
    return repo.ticketsByRequests(db, playerId, ids);
  }

  const liveCache = createLiveCache(clock);

  return {
    engines,
    limits,
    tables: TvGame.map((g) => TV_TABLES[g]),
    gameOfTable: tvGameOfTable,
    snapshot,
    timings: (game: TvGame) => engines[game].timings,
    /** Steps every game's dealer once (tests, with the test clock). */
    async tick() {
      const steps: string[] = [];
      for (const game of TvGame) steps.push(...(await engines[game].tick()));
      return steps;
    },
    ensureTables: async () => {
      for (const game of TvGame) await engines[game].ensureTables();
    },
    start(log: { error: (obj: unknown, msg: string) => void }) {
      for (const game of TvGame) engines[game].start(log);
    },
    async stop() {
      for (const game of TvGame) await engines[game].stop();
    },

    async playerState(playerId: string, game: TvGame): Promise<TvPlayerState> {
      const snap = await snapshot(game);
      const balance = await wallet.balance(playerId);
      const mine = await repo.playerTableTickets(db, TV_TABLES[game], playerId, SETTLED_TICKETS);
      return {
        ...snap,
        limits: {
          minStake: kurusToLira(limits.minStake),
          maxStake: kurusToLira(limits.maxStake),
          maxWin: kurusToLira(limits.maxWin),
          maxDraw: kurusToLira(limits.maxDraw),
          chips: TV_CHIP_VALUES.map(kurusToLira),
          drawsAhead: DRAWS_AHEAD,
        },
        myTickets: mine.map(toTicket),
        balance: kurusToLira(balance.cash),
        bonusBalance: kurusToLira(balance.bonus),
      };
    },

    /**
     * A ticket on `draws` consecutive draws from `roundId` on, in ONE transaction: for each draw the window is checked
     * under its lock (`withOpenRound`), a table ticket is written (request id derived per draw) and its stake debited;
     * the player's total on each draw is checked after the debit. A repeated `requestId` returns the stored tickets; a
     * changed repeat is refused. Nothing is written when any draw is closed.
     */
    async placeBet(playerId: string, input: TvBetRequest): Promise<TvBetResult> {
      const game = input.game;
      const table = TV_TABLES[game];
      const draws = input.draws ?? 1;
      const lines = linesOf(game, input.lines);
      const stake = lines.reduce((sum, l) => sum + l.amount, 0);
      if (stake > limits.maxDraw) throw badRequest('e.tvDrawMax', formatKurus(limits.maxDraw));
      // Keys in jsonb's order (length, then bytes), so a stored copy compares equal as text.
      const stakes = {
        draws,
        lines: lines.map((l) => ({ spot: l.spot, amount: l.amount })),
        roundId: input.roundId,
      };
      const label = maskName(await deps.usernameOf(playerId), playerId);

      const open = await repo.openRounds(db, table);
      const first = open.findIndex((r) => r.id === String(input.roundId));
      const repeat = async () => {
        const again = await ticketsOf(playerId, input.requestId, draws);
        if (again.length === 0) return null;
        const stored = JSON.stringify(again[0]?.stakes);
        if (again.length !== draws || stored !== JSON.stringify(stakes)) throw conflict('e.tvRequestReused');
        const b = await wallet.balance(playerId);
        return {
          tickets: again.map(toTicket),
          balance: kurusToLira(b.cash),
          bonusBalance: kurusToLira(b.bonus),
        };
      };
      if (first < 0) {
        // A repeat of a request whose first draw has closed since still answers with its tickets.
        const again = await repeat();
        if (again) return again;
        throw conflict('e.tableBettingClosed');
      }
      const rounds = open.slice(first, first + draws);
      if (rounds.length < draws) throw conflict('e.tvDrawsUnavailable');

      const placed: (TableTicketRow & { seq: number })[] = [];
      let balance = { balance: 0, bonusBalance: 0 };
      try {
        balance = await db.transaction().execute(async (tx) => {
          let result = balance;
          for (const [k, target] of rounds.entries()) {
            result = await engines[game].withOpenRound(tx, table, target.id, async (round, now) => {
              const { placed: ticket, debited } = await debitTicket(tx, wallet, keysOf(game), round, now, {
                playerId,
                playerLabel: label,
                requestId: drawRequestId(input.requestId, k),
                stakes,
                lines,
                stake,
              });
              placed.push({ ...ticket, seq: round.seq });
              const mine = await repo.playerRoundTickets(tx, round.id, playerId);
              const total = mine.reduce((sum, t) => sum + Number(t.stake), 0);
              if (total > limits.maxDraw) throw badRequest('e.tvDrawMax', formatKurus(limits.maxDraw));
              return debited;
            });
          }
          return result;
        });
      } catch (error) {
        if (violatedUniqueIndex(error)) {
          const again = await repeat();
          if (again) return again;
        }
        throw error;
      }
      await announcePlayers(table, rounds[0]!.id);
      return {
        tickets: placed.map(toTicket),
        balance: kurusToLira(balance.balance),
        bonusBalance: kurusToLira(balance.bonusBalance),
      };
    },

    async rounds(game: TvGame, take: number, before?: number): Promise<TvRound[]> {
      return (
        await repo.settledRounds(db, TV_TABLES[game], take, before === undefined ? undefined : String(before))
      ).map((r) => toRound(game, r));
    },

    async round(id: number): Promise<TvRound> {
      const row = await repo.findRound(db, String(id));
      const game = row ? tvGameOfTable(row.table_code) : null;
      if (!row || !game || row.phase !== 'settled') throw new AppError(404, 'e.tvRoundUnknown');
      return toRound(game, row);
    },

    /** The next draw of every TV game (GET originals/tv/next). */
    async next(): Promise<TvNextDraw[]> {
      const serverTime = clock.now().toISOString();
      const out: TvNextDraw[] = [];
      for (const game of TvGame) {
        const [soonest] = await repo.openRounds(db, TV_TABLES[game]);
        out.push({
          game,
          gameCode: TV_GAME_CODES[game],
          table: TV_TABLES[game],
          roundId: soonest ? Number(soonest.id) : null,
          seq: soonest?.seq ?? null,
          closesAt: soonest?.closes_at.toISOString() ?? null,
          resultAt: soonest?.result_at.toISOString() ?? null,
          intervalMs: engines[game].cycleMs,
          serverTime,
        });
      }
      return out;
    },

    /**
     * The lobby tiles' live state: `closesAt` of the next draw while no draw is on the screens ('settled' with no
     * countdown while one is), `last` the latest finished draw's first six balls (the wheel: its last six values).
     */
    async live(): Promise<LiveTableState[]> {
      return liveCache(async (serverTime) => {
        const now = clock.now();
        const out: LiveTableState[] = [];
        for (const game of TvGame) {
          const table = TV_TABLES[game];
          const [soonest] = await repo.openRounds(db, table);
          const history = await repo.settledRounds(db, table, 8);
          const drawing = history[0] && now < history[0].result_at;
          const shown = history.filter((r) => r.result_at <= now);
          const last =
            game === 'wheel'
              ? shown.slice(0, 6).map((r) => (r.outcome as { value: number }).value)
              : ((shown[0]?.outcome as { balls?: number[] } | undefined)?.balls ?? []).slice(0, 6);
          out.push({
            gameCode: TV_GAME_CODES[game],
            table,
            serverTime,
            phase: drawing || !soonest ? 'settled' : 'betting',
            closesAt: drawing || !soonest ? null : soonest.closes_at.toISOString(),
            players: soonest ? await repo.roundPlayers(db, soonest.id) : 0,
            last,
          });
        }
        return out;
      });
    },
  };
}

export type TvService = ReturnType<typeof createTvService>;
