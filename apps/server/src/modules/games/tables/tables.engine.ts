import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/create-db.ts';
import { acquireLease, releaseLease } from '../../../db/lease.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import * as repo from './tables.repository.ts';
import type { TableGameText, TableRoundRow } from './tables.table.ts';

/**
 * The shared-round engine (docs/decisions/0310): rounds that every player at a table shares, dealt by one node at a
 * time under the table's lease. A round's life:
 *
 *   open    — a fresh 32-byte server seed; its sha256 is stored and published with the round (betting open until
 *             `closes_at`).
 *   bets    — any node: the bet's transaction locks the round FOR SHARE and accepts it only while the stored phase is
 *             'betting' and the clock is before `closes_at` (`withOpenRound`).
 *   close   — the dealer, at `closes_at`, in ONE transaction: lock the round FOR UPDATE (waits for bets in flight), draw
 *             the outcome from the seed, let the game settle every ticket through the game wallet, mark it settled
 *             (seed revealed). A second close finds it settled and does nothing.
 *   next    — the next round opens at `result_at + pauseMs` (the result shown for a while).
 *
 * Everything is in the database, so a node that takes over a lapsed lease simply continues: a round past its close is
 * closed (and settled by the rules) by whichever node holds the lease. A player needs no connection for any of it.
 */

export interface TableTimings {
  /** Betting window. */
  bettingMs: number;
  /** From the close (ball launched) to the result shown (the wheel stops). */
  spinMs: number;
  /** From the result to the next round's betting. */
  pauseMs: number;
  /** How often the dealer steps. */
  tickMs: number;
  /** How long a lease lasts without renewal. */
  leaseMs: number;
}

export const TABLE_TIMINGS: TableTimings = {
  bettingMs: 15_000,
  spinMs: 9_000,
  pauseMs: 4_000,
  tickMs: 250,
  leaseMs: 3_000,
};

/** What a game adds to the engine: how an outcome is drawn from the seed and how a round's tickets are paid. */
export interface TableGame<TOutcome, TSettled> {
  game: TableGameText;
  /** The outcome from the committed seed (pure: the verification page computes the same). */
  draw(serverSeed: string, table: string, seq: number): Promise<TOutcome>;
  /** Settles the round's open tickets inside the close's transaction; what it returns goes to `onSettled`. */
  settle(tx: Db, round: TableRoundRow, outcome: TOutcome): Promise<TSettled>;
  onOpened?(round: TableRoundRow): void;
  /** After the close's commit (broadcast). */
  onSettled?(round: TableRoundRow, settled: TSettled): Promise<void> | void;
  /** A game whose rounds are played between the close and the settlement (blackjack's turns; docs/decisions/0312). */
  inRound?: InRoundHooks<TSettled>;
}

/** What an in-round step did: the play moved (stored as the round's outcome), or the round is over and settled. */
export type InRoundStep<TSettled> =
  { play: unknown; done?: false } | { play: unknown; done: true; settled: TSettled; resultAt: Date };

/**
 * The "in-round steps" hook 0310 foresaw. With it the close does not draw and settle: `begin` deals (the round goes to
 * phase 'playing', its play stored in `outcome`), then each dealer step calls `advance` with the round locked FOR
 * UPDATE (timeouts, the dealer's play) until it reports the round done; the settlement happens inside that step's
 * transaction and the round is marked settled in it. Players' own moves are the game's business (they lock the same
 * row), so every change to a round is serialised on it and any node can take over between two steps.
 */
export interface InRoundHooks<TSettled> {
  /** The seed (and its published hash) of a round being opened, in the open's transaction (a shoe spans rounds). */
  seed?(tx: Db, table: string, now: Date): Promise<{ serverSeed: string; seedHash: string }>;
  /** At the close, in its transaction (round locked): deal. */
  begin(tx: Db, round: TableRoundRow, now: Date): Promise<InRoundStep<TSettled>>;
  /** A dealer step while 'playing' (round locked); null when nothing is due. */
  advance(tx: Db, round: TableRoundRow, now: Date): Promise<InRoundStep<TSettled> | null>;
  /** After a step's commit that moved the play without ending it (broadcast). */
  onPlay?(round: TableRoundRow): void;
}

export interface TableEngineDeps<TOutcome, TSettled> {
  db: Db;
  clock: Clock;
  /** This node's name in the leases. */
  nodeId: string;
  /** The tables this engine deals (lease names). */
  tables: readonly string[];
  game: TableGame<TOutcome, TSettled>;
  timings?: Partial<TableTimings>;
  /**
   * Scheduled draws (TV games, docs/decisions/0320): keep this many rounds open for bets at once, each with its seed
   * committed; round n + 1 closes one cycle (betting + spin + pause) after round n. 1 (the default) is the live
   * tables' one-round-at-a-time life, unchanged.
   */
  ahead?: number;
}

/** 'playing': an in-round game's round is being played (blackjack). */
export type TableStep = 'not-leader' | 'idle' | 'opened' | 'playing' | 'settled';

export const newServerSeed = () => randomBytes(32).toString('hex');
/** The commitment: sha256 of the seed's 64 hex characters (checkable with any SHA-256 tool). */
export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

export function createTableEngine<TOutcome, TSettled>(deps: TableEngineDeps<TOutcome, TSettled>) {
  const { db, clock, game } = deps;
  const timings: TableTimings = { ...TABLE_TIMINGS, ...deps.timings };

  async function openRound(tx: Db, table: string, seq: number, now: Date): Promise<TableRoundRow> {
    const fresh = newServerSeed();
    const { serverSeed, seedHash } = game.inRound?.seed
      ? await game.inRound.seed(tx, table, now)
      : { serverSeed: fresh, seedHash: seedHashOf(fresh) };
    const closesAt = new Date(now.getTime() + timings.bettingMs);
    return repo.insertRound(tx, {
      table,
      seq,
      game: game.game,
      serverSeed,
      seedHash,
      opensAt: now,
      closesAt,
      resultAt: new Date(closesAt.getTime() + timings.spinMs),
    });
  }

  /**
   * Closes a round past its window and settles it, once: the round row is locked FOR UPDATE and only a round still
   * in 'betting' is settled. Returns null when there was nothing to do (not yet closed, or already settled).
   */
  async function closeRound(roundId: string): Promise<{ round: TableRoundRow; settled: TSettled } | null> {
    if (game.inRound) return playStep(roundId, 'begin');
    const done = await db.transaction().execute(async (tx) => {
      const round = await repo.roundLocked(tx, roundId);
      if (!round || round.phase !== 'betting' || clock.now() < round.closes_at) return null;
      const outcome = await game.draw(round.server_seed, round.table_code, round.seq);
      const settledRound = await repo.markSettled(tx, round.id, outcome, clock.now());
      const settled = await game.settle(tx, settledRound, outcome);
      return { round: settledRound, settled };
    });
    if (done) await game.onSettled?.(done.round, done.settled);
    return done;
  }

  const ahead = Math.max(1, deps.ahead ?? 1);
  const cycleMs = timings.bettingMs + timings.spinMs + timings.pauseMs;

  /**
   * A scheduled table's step (ahead > 1): close the soonest open round once its window is over (one per step, so
   * each settlement is its own transaction), else top the open rounds up to `ahead`, each closing one cycle after the
   * one before it (or a betting window from now when the table was idle).
   */
  async function stepScheduled(table: string, now: Date): Promise<TableStep> {
    const open = await repo.openRounds(db, table);
    const soonest = open[0];
    if (soonest && now >= soonest.closes_at) return (await closeRound(soonest.id)) ? 'settled' : 'idle';
    if (open.length >= ahead) return 'idle';
    const latest = await repo.latestRound(db, table);
    const opened = await db.transaction().execute(async (tx) => {
      // Re-read under the lock: a node that lost the lease mid-step must not open the same draws again.
      const current = await repo.latestRound(tx, table, true);
      if (current?.id !== latest?.id) return [];
      const rounds: TableRoundRow[] = [];
      let previous = current;
      for (let i = open.length; i < ahead; i++) {
        const closesAt = Math.max(
          previous ? previous.closes_at.getTime() + cycleMs : 0,
          now.getTime() + timings.bettingMs,
        );
        const serverSeed = newServerSeed();
        previous = await repo.insertRound(tx, {
          table,
          seq: (previous?.seq ?? 0) + 1,
          game: game.game,
          serverSeed,
          seedHash: seedHashOf(serverSeed),
          opensAt: now,
          closesAt: new Date(closesAt),
          resultAt: new Date(closesAt + timings.spinMs),
        });
        rounds.push(previous);
      }
      return rounds;
    });
    for (const round of opened) game.onOpened?.(round);
    return opened.length > 0 ? 'opened' : 'idle';
  }

  /**
   * An in-round game's close ('begin': deal) or step ('advance'), in one transaction on the locked round. Returns the
   * settlement when the round ended in it (null otherwise: still playing, or nothing was due).
   */
  async function playStep(
    roundId: string,
    kind: 'begin' | 'advance',
  ): Promise<{ round: TableRoundRow; settled: TSettled } | null> {
    const hooks = game.inRound;
    if (!hooks) return null;
    const done = await db.transaction().execute(async (tx) => {
      const round = await repo.roundLocked(tx, roundId);
      const now = clock.now();
      if (!round) return null;
      if (kind === 'begin' && (round.phase !== 'betting' || now < round.closes_at)) return null;
      if (kind === 'advance' && round.phase !== 'playing') return null;
      const moved =
        kind === 'begin' ? await hooks.begin(tx, round, now) : await hooks.advance(tx, round, now);
      if (!moved) return null;
      if (!moved.done) return { round: await repo.markPlaying(tx, round.id, moved.play), settled: null };
      const settledRound = await repo.markSettled(tx, round.id, moved.play, now, moved.resultAt);
      return { round: settledRound, settled: { value: moved.settled } };
    });
    if (!done) return null;
    if (!done.settled) {
      hooks.onPlay?.(done.round);
      return null;
    }
    await game.onSettled?.(done.round, done.settled.value);
    return { round: done.round, settled: done.settled.value };
  }

  /** One step of one table: renew the lease (or stop: another node deals it), then open or close by the clock. */
  async function step(table: string): Promise<TableStep> {
    const now = clock.now();
    const leader = await acquireLease(
      db,
      'table_lease',
      table,
      deps.nodeId,
      now,
      new Date(now.getTime() + timings.leaseMs),
    );
    if (!leader) return 'not-leader';
    if (ahead > 1) return stepScheduled(table, now);
    const latest = await repo.latestRound(db, table);
    if (latest?.phase === 'betting') {
      if (now < latest.closes_at) return 'idle';
      if (game.inRound) return (await playStep(latest.id, 'begin')) ? 'settled' : 'playing';
      return (await closeRound(latest.id)) ? 'settled' : 'idle';
    }
    if (latest?.phase === 'playing') return (await playStep(latest.id, 'advance')) ? 'settled' : 'playing';
    if (latest && now.getTime() < latest.result_at.getTime() + timings.pauseMs) return 'idle';
    const opened = await db.transaction().execute(async (tx) => {
      // Re-read under the lock: a node that lost the lease mid-step must not open a second round.
      const current = await repo.latestRound(tx, table, true);
      if (current?.id !== latest?.id) return null;
      return openRound(tx, table, (latest?.seq ?? 0) + 1, now);
    });
    if (!opened) return 'idle';
    game.onOpened?.(opened);
    return 'opened';
  }

  async function tick(): Promise<TableStep[]> {
    const steps: TableStep[] = [];
    for (const table of deps.tables) steps.push(await step(table));
    return steps;
  }

  let timer: NodeJS.Timeout | null = null;
  let stepping = false;

  return {
    timings,
    ahead,
    cycleMs,
    tables: deps.tables,
    tick,
    step,
    closeRound,
    ensureTables: () => repo.ensureLeaseRows(db, deps.tables),

    /**
     * Runs `work` inside the bet's transaction only while the round takes bets: stored phase 'betting' and the
     * server's clock before `closes_at` (409 e.tableBettingClosed otherwise, and nothing is written).
     */
    async withOpenRound<T>(
      tx: Db,
      table: string,
      roundId: string,
      work: (round: TableRoundRow, now: Date) => Promise<T>,
    ): Promise<T> {
      const round = await repo.roundForBet(tx, roundId);
      const now = clock.now();
      if (!round || round.table_code !== table || round.phase !== 'betting' || now >= round.closes_at) {
        throw conflict('e.tableBettingClosed');
      }
      return work(round, now);
    },

    start(log: { error: (obj: unknown, msg: string) => void }) {
      if (timer) return;
      timer = setInterval(() => {
        if (stepping) return;
        stepping = true;
        tick()
          .catch((error: unknown) => log.error({ err: error }, 'tables: dealer step failed'))
          .finally(() => {
            stepping = false;
          });
      }, timings.tickMs);
      timer.unref();
    },
    /** Stops dealing and gives the leases up, so another node deals the next step instead of waiting. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const table of deps.tables) await releaseLease(db, 'table_lease', table, deps.nodeId);
    },
  };
}

export type TableEngine = ReturnType<typeof createTableEngine>;
