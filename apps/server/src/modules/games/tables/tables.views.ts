import type { LiveTableState } from '@kasa/contract/roulette';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import * as repo from './tables.repository.ts';
import type { TableRoundRow, TableTicketRow } from './tables.table.ts';
import type { TableWinner } from './tables.tickets.ts';

/** What every table game shows of a round: where and when. */
export function roundHead(row: TableRoundRow) {
  return {
    table: row.table_code,
    roundId: Number(row.id),
    seq: row.seq,
    phase: row.phase,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    resultAt: row.result_at.toISOString(),
  };
}

/** A round with its committed seed: the seed and the outcome shown once it is settled. */
export function seededRound<TOutcome>(row: TableRoundRow, outcome: (row: TableRoundRow) => TOutcome) {
  const settled = row.phase === 'settled';
  return {
    ...roundHead(row),
    seedHash: row.seed_hash,
    serverSeed: settled ? row.server_seed : null,
    outcome: settled ? outcome(row) : null,
  };
}

/** A ticket's id, round, stake, payout (lira) and status. */
export function ticketHead(row: TableTicketRow) {
  return {
    ticketId: Number(row.id),
    roundId: Number(row.round_id),
    stake: kurusToLira(Number(row.stake)),
    payout: row.payout === null ? null : kurusToLira(Number(row.payout)),
    status: row.status,
  };
}

/**
 * Every lobby visitor polls the live tiles: one answer per node and second, however many ask. The server time is
 * always now (the tiles count down to `closesAt` from it); `compute` gets it too.
 */
export function createLiveCache(clock: Clock) {
  let cache: { at: number; data: LiveTableState[] } | null = null;
  return async (compute: (serverTime: string) => Promise<LiveTableState[]>): Promise<LiveTableState[]> => {
    const now = Date.now();
    const serverTime = clock.now().toISOString();
    if (cache && now - cache.at < 1_000) return cache.data.map((s) => ({ ...s, serverTime }));
    const out = await compute(serverTime);
    cache = { at: now, data: out };
    return out;
  };
}

/** A game's tiles from its tables' snapshots, `last` the game's own recent results. */
export async function snapshotTiles<
  TSnap extends {
    serverTime: string;
    round: { phase: NonNullable<LiveTableState['phase']>; closesAt: string } | null;
    players: number;
  },
>(
  gameCode: string,
  tables: readonly string[],
  snapshot: (table: string) => Promise<TSnap>,
  last: (snap: TSnap) => number[],
): Promise<LiveTableState[]> {
  const out: LiveTableState[] = [];
  for (const table of tables) {
    const snap = await snapshot(table);
    out.push({
      gameCode,
      table,
      serverTime: snap.serverTime,
      phase: snap.round?.phase ?? null,
      closesAt: snap.round?.closesAt ?? null,
      players: snap.players,
      last: last(snap),
    });
  }
  return out;
}

/**
 * A table game whose room sees the round and, at the result, the table's stats (roulette, baccarat): the engine's
 * hooks that tell the room, the table check (404 e.tableUnknown) and the table's snapshot.
 */
export function createStatsRoom<TRound, TStats>(deps: {
  db: Db;
  clock: Clock;
  tables: readonly string[];
  toRound: (row: TableRoundRow) => TRound;
  stats: (tx: Db, table: string) => Promise<TStats>;
  emit: (
    table: string,
    event:
      | { type: 'round'; serverTime: string; round: TRound }
      | { type: 'result'; serverTime: string; round: TRound; stats: TStats; winners: TableWinner[] },
  ) => void;
}) {
  const { db, clock, tables, toRound, stats, emit } = deps;
  function tableOf(table: string): string {
    if (!tables.includes(table)) throw new AppError(404, 'e.tableUnknown');
    return table;
  }
  return {
    onOpened: (round: TableRoundRow) =>
      emit(round.table_code, {
        type: 'round',
        serverTime: clock.now().toISOString(),
        round: toRound(round),
      }),
    onSettled: async (round: TableRoundRow, settled: { winners: TableWinner[] }) => {
      emit(round.table_code, {
        type: 'result',
        serverTime: clock.now().toISOString(),
        round: toRound(round),
        stats: await stats(db, round.table_code),
        winners: settled.winners,
      });
    },
    tableOf,
    async snapshot(table: string) {
      tableOf(table);
      const round = await repo.latestRound(db, table);
      return {
        serverTime: clock.now().toISOString(),
        table,
        round: round ? toRound(round) : null,
        players: round?.phase === 'betting' ? await repo.roundPlayers(db, round.id) : 0,
        stats: await stats(db, table),
      };
    },
  };
}
