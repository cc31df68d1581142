import {
  CRASH_GAME_CODE,
  CRASH_PROVIDER,
  msToReach,
  multiplierHundredthsAt,
  toMultiplier,
  type CrashBet,
  type CrashChain,
  type CrashEvent,
  type CrashHistoryItem,
  type CrashPlayerState,
  type CrashRound,
  type CrashRoundDetail,
  type CrashSnapshot,
} from '@kasa/contract/crash';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { violatedUniqueIndex } from '../../../lib/db-errors.ts';
import type { GameWallet } from '../../providers/game-wallet.service.ts';
import { buildChain, crashPointOf, newSalt, newSeed, type HashChain } from './crash.chain.ts';
import * as repo from './crash.repository.ts';
import type { CrashBetRow, CrashChainRow, CrashRoundRow } from './crash.table.ts';

/** The slice of the game wallet (modules/providers) the crash game uses: every kuruş moves through it. */
export type CrashWallet = Pick<GameWallet, 'balance' | 'bet' | 'win' | 'rollback' | 'recordRound'>;

/** Round timings (milliseconds). Production uses CRASH_TIMINGS; tests pass their own. */
export interface CrashTimings {
  /** Betting phase before the plane takes off. */
  bettingMs: number;
  /** Pause after a crash before the next round's betting opens. */
  pauseMs: number;
  /** How often the driver steps. */
  tickMs: number;
  /** How long a driver's lease lasts without renewal (another node takes over after it). */
  leaseMs: number;
}

export const CRASH_TIMINGS: CrashTimings = { bettingMs: 6_000, pauseMs: 3_000, tickMs: 100, leaseMs: 3_000 };
export const CRASH_CHAIN_LENGTH = 100_000;
/** Crash points in the history strip. */
const HISTORY = 20;

export interface CrashServiceDeps {
  db: Db;
  clock: Clock;
  wallet: CrashWallet;
  /** The player's username for the masked name in the live list. */
  usernameOf: (playerId: string) => Promise<string | null>;
  /** Broadcast to every watcher (the hub's /crash namespace; on every node with the Redis adapter). */
  emit: (event: CrashEvent) => void;
  /** This node's name in the driver lease. */
  nodeId: string;
  timings?: Partial<CrashTimings>;
  chainLength?: number;
}

/** 'kasaplayer' → 'ka***r': enough to recognise oneself, not enough to find anyone. */
export function maskName(username: string | null, playerId: string): string {
  if (!username) return `***${playerId.slice(-2)}`;
  if (username.length <= 3) return `${username[0] ?? ''}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

const gameRoundId = (bet: CrashBetRow) => `crash:${bet.round_id}:${bet.id}`;
const txId = (bet: CrashBetRow, kind: 'bet' | 'win' | 'cancel') => `crash:${bet.round_id}:${bet.id}:${kind}`;
/** The game wallet reference of one of the bet's transactions: each bet is a game round of its own. */
const txRef = (bet: CrashBetRow, kind: 'bet' | 'win' | 'cancel') => ({
  provider: CRASH_PROVIDER,
  transactionId: txId(bet, kind),
  playerId: bet.player_id,
  gameCode: CRASH_GAME_CODE,
  roundId: gameRoundId(bet),
});

function toRound(row: CrashRoundRow): CrashRound {
  const crashed = row.phase === 'crashed';
  return {
    roundId: Number(row.id),
    phase: row.phase,
    bettingOpensAt: row.betting_opens_at.toISOString(),
    startsAt: row.starts_at.toISOString(),
    crashedAt: crashed && row.crashed_at ? row.crashed_at.toISOString() : null,
    crashPoint: crashed ? toMultiplier(row.crash_point) : null,
    hash: crashed ? row.hash : null,
    chainId: Number(row.chain_id),
    position: row.position,
  };
}

function toBet(row: CrashBetRow): CrashBet {
  return {
    betId: Number(row.id),
    roundId: Number(row.round_id),
    slot: row.slot === 2 ? 2 : 1,
    player: row.player_label,
    amount: kurusToLira(Number(row.amount)),
    autoCashout: row.auto_cashout === null ? null : toMultiplier(row.auto_cashout),
    status: row.status,
    cashoutMultiplier: row.cashout_multiplier === null ? null : toMultiplier(row.cashout_multiplier),
    auto: row.is_auto,
    payout: kurusToLira(Number(row.payout)),
  };
}

const historyOf = (rows: CrashRoundRow[]): CrashHistoryItem[] =>
  rows.map((r) => ({ roundId: Number(r.id), crashPoint: toMultiplier(r.crash_point) }));

/** What one driver step did (tests read it). */
export type TickResult = 'idle' | 'not-leader' | 'opened' | 'started' | 'running' | 'crashed';

/**
 * The crash game (docs/decisions/0093-crash-game.md): the hash chain, the rounds, bets and cash-outs. Everything lives
 * in the database, so any node accepts a bet or a cash-out and the node holding the lease drives the rounds.
 * Validity is decided by time, not by the stored phase: a bet only before the round's start, a cash-out only while
 * the multiplier at the server's now is below the crash point.
 */
export function createCrashService(deps: CrashServiceDeps) {
  const { db, clock, wallet, emit } = deps;
  const timings: CrashTimings = { ...CRASH_TIMINGS, ...deps.timings };
  const chainLength = deps.chainLength ?? CRASH_CHAIN_LENGTH;
  let cached: { id: string; chain: HashChain } | null = null;

  function chainOf(row: CrashChainRow): HashChain {
    if (cached?.id !== row.id) cached = { id: row.id, chain: buildChain(row.seed, row.length) };
    return cached.chain;
  }

  /** Publishes a chain (its terminating hash) when none is being played: at start-up and when one is used up. */
  async function ensureChain(tx: Db = db): Promise<CrashChainRow> {
    const existing = await repo.currentChain(tx);
    if (existing) return existing;
    const seed = newSeed();
    const chain = buildChain(seed, chainLength);
    await repo.insertChain(tx, {
      seed,
      terminatingHash: chain.hashAt(0),
      salt: newSalt(),
      length: chainLength,
      createdAt: clock.now(),
    });
    const row = await repo.currentChain(tx);
    if (!row) throw new Error('crash: no current chain after insert');
    return row;
  }

  async function history(tx: Db = db): Promise<CrashHistoryItem[]> {
    return historyOf(await repo.listCrashedRounds(tx, HISTORY));
  }

  async function snapshot(): Promise<CrashSnapshot> {
    const round = await repo.latestRound(db);
    return {
      serverTime: clock.now().toISOString(),
      round: round ? toRound(round) : null,
      bets: round ? (await repo.roundBets(db, round.id)).map(toBet) : [],
      history: await history(),
    };
  }

  // ---- settlement (always inside the caller's transaction, the bet row locked) ----

  /** Settles the bet, pays its payout through the game wallet (a win of 0 closes a lost round) and records it. */
  async function settle(
    tx: Db,
    round: CrashRoundRow,
    bet: CrashBetRow,
    outcome: { status: 'cashed' | 'lost'; cashoutMultiplier: number | null; isAuto: boolean; payout: number },
  ) {
    const settled = await repo.settleBet(tx, bet.id, { ...outcome, settledAt: clock.now() });
    const balance = await wallet.win({ ...txRef(bet, 'win'), amount: outcome.payout }, tx);
    await record(tx, round, settled, 'settled');
    return { settled, balance };
  }

  function payCashout(tx: Db, round: CrashRoundRow, bet: CrashBetRow, hundredths: number, isAuto: boolean) {
    const payout = Math.floor((Number(bet.amount) * hundredths) / 100);
    return settle(tx, round, bet, { status: 'cashed', cashoutMultiplier: hundredths, isAuto, payout });
  }

  async function settleLost(tx: Db, round: CrashRoundRow, bet: CrashBetRow) {
    const lost = { status: 'lost', cashoutMultiplier: null, isAuto: false, payout: 0 } as const;
    return (await settle(tx, round, bet, lost)).settled;
  }

  /** The round's recall in game history; the crash point and hash only once the round has crashed. */
  async function record(
    tx: Db,
    round: CrashRoundRow,
    bet: CrashBetRow,
    status: 'open' | 'settled' | 'cancelled',
  ) {
    const revealed = round.phase === 'crashed';
    await wallet.recordRound(
      {
        provider: CRASH_PROVIDER,
        roundId: gameRoundId(bet),
        playerId: bet.player_id,
        gameCode: CRASH_GAME_CODE,
        stake: status === 'cancelled' ? 0 : Number(bet.amount),
        payout: Number(bet.payout),
        status,
        detail: {
          game: 'crash',
          roundId: Number(round.id),
          slot: bet.slot,
          stake: kurusToLira(Number(bet.amount)),
          autoCashout: bet.auto_cashout === null ? null : toMultiplier(bet.auto_cashout),
          cashoutMultiplier: bet.cashout_multiplier === null ? null : toMultiplier(bet.cashout_multiplier),
          auto: bet.is_auto,
          payout: kurusToLira(Number(bet.payout)),
          result: bet.status,
          // A cash-out settles before the crash: its recall gets the crash point and hash when the round crashes.
          crashPoint: revealed ? toMultiplier(round.crash_point) : null,
          hash: revealed ? round.hash : null,
          chainId: Number(round.chain_id),
          position: round.position,
        },
        createdAt: bet.placed_at,
        settledAt: bet.settled_at,
      },
      tx,
    );
  }

  // ---- the driver ----

  async function openRound(tx: Db, now: Date): Promise<CrashRoundRow> {
    let chainRow = await ensureChain(tx);
    let position = await repo.takePosition(tx, chainRow.id);
    if (position === undefined) {
      await repo.retireChain(tx, chainRow.id);
      chainRow = await ensureChain(tx);
      position = await repo.takePosition(tx, chainRow.id);
      if (position === undefined) throw new Error('crash: a new chain has no position');
    }
    const hash = chainOf(chainRow).hashAt(position);
    const crashPoint = crashPointOf(hash, chainRow.salt);
    const startsAt = new Date(now.getTime() + timings.bettingMs);
    return repo.insertRound(tx, {
      chainId: chainRow.id,
      position,
      hash,
      crashPoint,
      bettingOpensAt: now,
      startsAt,
      crashesAt: new Date(startsAt.getTime() + msToReach(crashPoint)),
    });
  }

  /**
   * One driver step: renew the lease (or stop here when another node holds it), then move the latest round on by the
   * clock — open the next round after the pause, start it when betting closes, pay the automatic cash-outs the
   * multiplier has reached (each at exactly its own multiplier), and at the crash pay the remaining reachable ones and
   * settle every other bet as lost.
   */
  async function tick(): Promise<TickResult> {
    const now = clock.now();
    const leader = await repo.acquireLease(db, deps.nodeId, now, new Date(now.getTime() + timings.leaseMs));
    if (!leader) return 'not-leader';
    const events: CrashEvent[] = [];
    const result = await db.transaction().execute(async (tx): Promise<TickResult> => {
      const latest = await repo.latestRound(tx, true);
      if (
        !latest ||
        (latest.phase === 'crashed' &&
          now.getTime() >= (latest.crashed_at ?? now).getTime() + timings.pauseMs)
      ) {
        const round = await openRound(tx, now);
        events.push({ type: 'round', serverTime: now.toISOString(), round: toRound(round) });
        return 'opened';
      }
      if (latest.phase === 'crashed') return 'idle';
      if (now < latest.starts_at) return 'idle';
      let round = latest;
      let result: TickResult = 'running';
      if (round.phase === 'betting') {
        round = await repo.setPhase(tx, round.id, 'running');
        events.push({ type: 'round', serverTime: now.toISOString(), round: toRound(round) });
        result = 'started';
      }
      const crashed = now >= round.crashes_at;
      const reached = crashed
        ? round.crash_point - 1
        : Math.min(multiplierHundredthsAt(now.getTime() - round.starts_at.getTime()), round.crash_point - 1);
      const cashed: CrashBet[] = [];
      for (const bet of await repo.openBets(tx, round.id, reached)) {
        if (bet.auto_cashout === null) continue;
        const { settled } = await payCashout(tx, round, bet, bet.auto_cashout, true);
        cashed.push(toBet(settled));
      }
      if (cashed.length > 0) events.push({ type: 'cashout', bets: cashed });
      if (!crashed) return result;

      round = await repo.setPhase(tx, round.id, 'crashed', round.crashes_at);
      for (const bet of await repo.openBets(tx, round.id)) await settleLost(tx, round, bet);
      // The cash-outs settled earlier now get the revealed crash point and hash in their recall.
      const bets = await repo.roundBets(tx, round.id);
      for (const bet of bets) if (bet.status === 'cashed') await record(tx, round, bet, 'settled');
      events.push({
        type: 'crash',
        serverTime: now.toISOString(),
        round: toRound(round),
        bets: bets.map(toBet),
        history: await history(tx),
      });
      return 'crashed';
    });
    for (const event of events) emit(event);
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let stepping = false;

  // ---- players' calls ----

  async function currentRoundLocked(tx: Db): Promise<CrashRoundRow> {
    const round = await repo.latestRound(tx, true);
    if (!round) throw conflict('e.crashBettingClosed');
    return round;
  }

  return {
    timings,
    ensureChain: () => ensureChain(),
    snapshot,
    tick,

    /** Drives rounds every tickMs (production); the lease makes every node but one a bystander. */
    start(log: { error: (obj: unknown, msg: string) => void }) {
      if (timer) return;
      timer = setInterval(() => {
        if (stepping) return;
        stepping = true;
        tick()
          .catch((error: unknown) => log.error({ err: error }, 'crash: driver step failed'))
          .finally(() => {
            stepping = false;
          });
      }, timings.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
      await repo.releaseLease(db, deps.nodeId);
    },

    async playerState(playerId: string): Promise<CrashPlayerState> {
      const snap = await snapshot();
      const balance = await wallet.balance(playerId);
      return {
        ...snap,
        myBets: snap.round
          ? (await repo.playerRoundBets(db, String(snap.round.roundId), playerId)).map(toBet)
          : [],
        myRecent: (await repo.playerSettledBets(db, playerId, 10)).map(toBet),
        balance: kurusToLira(balance.cash),
        bonusBalance: kurusToLira(balance.bonus),
      };
    },

    async placeBet(playerId: string, input: { slot: 1 | 2; amount: number; autoCashout: number | null }) {
      const amount = liraToKurus(input.amount);
      const auto = input.autoCashout === null ? null : Math.round(input.autoCashout * 100);
      const label = maskName(await deps.usernameOf(playerId), playerId);
      let placed: CrashBetRow | undefined;
      const balance = await db.transaction().execute(async (tx) => {
        const now = clock.now();
        const round = await currentRoundLocked(tx);
        if (round.phase !== 'betting' || now >= round.starts_at) throw conflict('e.crashBettingClosed');
        try {
          placed = await repo.insertBet(tx, {
            roundId: round.id,
            playerId,
            playerLabel: label,
            slot: input.slot,
            amount,
            autoCashout: auto,
            placedAt: now,
          });
        } catch (error) {
          if (violatedUniqueIndex(error)) throw conflict('e.crashSlotTaken');
          throw error;
        }
        const result = await wallet.bet({ ...txRef(placed, 'bet'), amount }, tx);
        await record(tx, round, placed, 'open');
        return result;
      });
      if (!placed) throw new Error('crash: bet not placed');
      const bet = toBet(placed);
      emit({ type: 'bet', bet });
      return { bet, balance: kurusToLira(balance.balance), bonusBalance: kurusToLira(balance.bonusBalance) };
    },

    /** Takes a bet back while betting is open: the stake returns through a rollback. */
    async cancelBet(playerId: string, slot: 1 | 2) {
      let cancelled: CrashBetRow | undefined;
      const balance = await db.transaction().execute(async (tx) => {
        const now = clock.now();
        const round = await currentRoundLocked(tx);
        if (round.phase !== 'betting' || now >= round.starts_at) throw conflict('e.crashBettingClosed');
        const bet = await repo.findSlotBet(tx, round.id, playerId, slot);
        if (!bet || bet.status !== 'open') throw conflict('e.crashNoBet');
        cancelled = await repo.settleBet(tx, bet.id, {
          status: 'cancelled',
          cashoutMultiplier: null,
          isAuto: false,
          payout: 0,
          settledAt: now,
        });
        const result = await wallet.rollback(
          { ...txRef(bet, 'cancel'), originalTransactionId: txId(bet, 'bet') },
          tx,
        );
        await record(tx, round, cancelled, 'cancelled');
        return result;
      });
      if (!cancelled) throw new Error('crash: bet not cancelled');
      const bet = toBet(cancelled);
      emit({ type: 'cancel', betId: bet.betId, roundId: bet.roundId });
      return { bet, balance: kurusToLira(balance.balance), bonusBalance: kurusToLira(balance.bonusBalance) };
    },

    /**
     * Manual cash-out at the multiplier of the server's now, valid only while it is below the crash point. An
     * automatic cash-out the multiplier has already passed (the driver not having stepped yet) pays at its own value.
     */
    async cashOut(playerId: string, slot: 1 | 2) {
      let paid: CrashBetRow | undefined;
      const balance = await db.transaction().execute(async (tx) => {
        const now = clock.now();
        const round = await currentRoundLocked(tx);
        const bet = await repo.findSlotBet(tx, round.id, playerId, slot);
        if (!bet || bet.status !== 'open') throw conflict('e.crashNoBet');
        if (now < round.starts_at) throw conflict('e.crashNotRunning');
        const m = multiplierHundredthsAt(now.getTime() - round.starts_at.getTime());
        if (m >= round.crash_point) {
          throw new AppError(409, 'e.crashTooLate', [toMultiplier(round.crash_point).toFixed(2)]);
        }
        const isAuto = bet.auto_cashout !== null && bet.auto_cashout <= m;
        const { settled, balance } = await payCashout(
          tx,
          round,
          bet,
          isAuto ? (bet.auto_cashout ?? m) : m,
          isAuto,
        );
        paid = settled;
        return balance;
      });
      if (!paid) throw new Error('crash: bet not cashed');
      const bet = toBet(paid);
      emit({ type: 'cashout', bets: [bet] });
      return { bet, balance: kurusToLira(balance.balance), bonusBalance: kurusToLira(balance.bonusBalance) };
    },

    async rounds(take: number, before?: number): Promise<CrashRound[]> {
      return (await repo.listCrashedRounds(db, take, before)).map(toRound);
    },

    /** A finished round with the hash its own must hash to (the previous round's, or h[0] of its chain). */
    async round(query: { id?: number | undefined; hash?: string | undefined }): Promise<CrashRoundDetail> {
      const row =
        query.id !== undefined
          ? await repo.findRound(db, String(query.id))
          : await repo.findRoundByHash(db, query.hash ?? '');
      if (!row || row.phase !== 'crashed') throw new AppError(404, 'e.crashRoundUnknown');
      const chain = await repo.findChain(db, row.chain_id);
      if (!chain) throw new AppError(404, 'e.crashRoundUnknown');
      const previous = row.position === 1 ? null : await repo.findRoundAt(db, row.chain_id, row.position - 1);
      return {
        round: toRound(row),
        previousHash: previous ? previous.hash : chain.terminating_hash,
        salt: chain.salt,
      };
    },

    async chains(): Promise<CrashChain[]> {
      return (await repo.listChains(db)).map((c) => ({
        chainId: Number(c.id),
        terminatingHash: c.terminating_hash,
        salt: c.salt,
        length: c.length,
        used: c.next_position - 1,
        createdAt: c.created_at.toISOString(),
      }));
    },
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
