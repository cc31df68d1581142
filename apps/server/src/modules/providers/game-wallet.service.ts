import { createHash } from 'node:crypto';
import { GameTransactionKind } from '@kasa/contract/enums';
import type { GameHistoryData, GameRoundData } from '@kasa/contract/providers';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { kurusFromDb } from '../../lib/money.ts';
import type { BonusService, Created } from '../bonus/bonus.service.ts';
import type { PlayerProtection } from '../responsible-gaming/responsible-gaming.service.ts';
import type { PostResult, WalletService } from '../wallet/wallet.service.ts';
import * as repo from './game-wallet.repository.ts';
import type {
  GameBetInput,
  GameHistoryQuery,
  GameRollbackInput,
  GameRoundRecord,
  GameTxRef,
  GameWallet,
  GameWalletResult,
  GameWinInput,
  InstantRoundInput,
  OneCallInstantRound,
} from './game-wallet.types.ts';
import type { GameTransactionRow, GameTxKind } from './providers.table.ts';

// The game wallet: the one port through which every game — a provider's (Hub88, Pragmatic…) or our own (Kasa
// Originals) — takes and pays money. Each provider transaction is applied once (game_transactions, unique per
// provider and external id); the money moves through the wallet (ledger keys `game:<provider>:<external id>`).
// docs/decisions/0091-game-wallet-and-providers.md.

// Other modules reach these types through the service (docs/decisions/0110).
export type * from './game-wallet.types.ts';

const SAVEPOINT = 'game_wallet_wager';
const PROVIDER = /^[a-z0-9_-]{1,40}$/;
const MAX_ID = 150;
const TURKIYE_OFFSET = '+03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (day: string) => new Date(`${day}T00:00:00${TURKIYE_OFFSET}`);
const fromBound = (v: string | Date | null | undefined) =>
  v == null ? null : v instanceof Date ? v : dayStart(v);
const toBound = (v: string | Date | null | undefined) =>
  v == null ? null : v instanceof Date ? v : new Date(dayStart(v).getTime() + DAY_MS);

/** The ledger key of a provider transaction (the wallet's own idempotency is the second line of defence). */
export const ledgerKey = (provider: string, externalId: string) => `game:${provider}:${externalId}`;

function checkRef(ref: GameTxRef): void {
  if (!PROVIDER.test(ref.provider)) throw new RangeError(`bad provider: ${ref.provider}`);
  for (const [name, value, max] of [
    ['transactionId', ref.transactionId, MAX_ID],
    ['gameCode', ref.gameCode, 100],
    ['roundId', ref.roundId, 200],
  ] as const) {
    if (typeof value !== 'string' || value.length === 0 || value.length > max) {
      throw new RangeError(`${name} must be 1–${max} characters`);
    }
  }
  if (!/^\d+$/.test(ref.playerId)) throw new RangeError(`not a player id: ${ref.playerId}`);
}

function checkAmount(amount: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new RangeError(`a game ${allowZero ? 'win' : 'bet'} needs a whole number of kuruş, got ${amount}`);
  }
}

function requestHash(kind: GameTxKind, ref: GameTxRef, amount: number, original: string | null): string {
  const canonical = JSON.stringify([kind, ref.playerId, ref.gameCode, ref.roundId, amount, original]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface GameWalletDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  bonus: BonusService;
  /** Player protection (issue 12 §1): asked before every bet's debit. Absent: no protection checks (tests). */
  protection?: Pick<PlayerProtection, 'assertMayBet'> | undefined;
}

export function createGameWallet({ db, clock, wallet, bonus, protection }: GameWalletDeps) {
  /** Runs `work` in `tx` when it is a transaction, otherwise in a new one. */
  function inTransaction<T>(tx: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    return tx.isTransaction ? work(tx) : tx.transaction().execute(work);
  }

  async function result(trx: Db, id: string, playerId: string, replayed: boolean, posted?: PostResult) {
    const balances = posted?.balances ?? (await wallet.getBalances(playerId, trx));
    return { transactionId: id, replayed, balance: balances.cash, bonusBalance: balances.bonus };
  }

  /** The id is taken: the same request gets the stored result, anything else is refused. */
  async function replay(trx: Db, provider: string, externalId: string, hash: string, playerId: string) {
    const existing = await repo.find(trx, provider, externalId);
    if (!existing) throw new Error('game transaction refused by a unique index other than its id');
    if (existing.status === 'tombstone') throw conflict('e.gameTxRolledBack');
    if (existing.request_hash !== hash || existing.player_id !== playerId) {
      throw conflict('e.idempotencyConflict');
    }
    return result(trx, existing.id, playerId, true);
  }

  /** The ledger movement of a bet or win, keyed by its provider transaction; its game and round as meta. */
  function movement(input: GameBetInput | GameWinInput) {
    return {
      key: ledgerKey(input.provider, input.transactionId),
      playerId: input.playerId,
      amount: input.amount,
      meta: { gameCode: input.gameCode, roundId: input.roundId },
    };
  }

  /** A bet's stake or a win's payout added to its round (a win settles it), the transaction linked to its movement. */
  function addToRound(
    trx: Db,
    ref: GameTxRef,
    link: { id: string; ledgerTransactionId: string | null },
    share: { stake: number; payout: number; settle: boolean },
  ) {
    return repo.addToRound(trx, [link], {
      provider: ref.provider,
      roundId: ref.roundId,
      playerId: ref.playerId,
      gameCode: ref.gameCode,
      ...share,
      now: clock.now(),
    });
  }

  /**
   * Player protection's word on a bet (time-out, self-exclusion, reality check, session, loss and wager limits): the
   * one place every game's stake and the sportsbook's pass. A refusal is an AppError, so `debit` gives the claims back.
   */
  async function mayBet(trx: Db, input: GameBetInput): Promise<void> {
    if (protection) await protection.assertMayBet(input.playerId, input.amount, trx);
  }

  /**
   * A claimed bet's money: its wagering, then the debit. Only a player with an active bonus has wagering to write
   * (one cheap look-up otherwise); that write comes before the debit (lock order: bonus lock, then wallet rows), so
   * it runs in a savepoint a refused debit rolls back. A refused debit also gives the claims back: nothing of the bet
   * stays, and a caller's transaction goes on (decision 0120).
   */
  async function debit(trx: Db, claimed: string[], input: GameBetInput, created: Created[]) {
    const move = movement(input);
    try {
      await mayBet(trx, input);
      if (input.wagering === false || !(await bonus.hasActiveBonus(input.playerId, trx)))
        return await wallet.debitBet(move, trx);
      const { wager, posted } = await inSavepoint(trx, SAVEPOINT, async () => ({
        wager: await bonus.recordWager(input.playerId, input.amount, trx, { key: move.key }),
        posted: await wallet.debitBet(move, trx),
      }));
      created.push(...wager.created);
      return posted;
    } catch (error) {
      if (error instanceof AppError) await repo.unclaim(trx, claimed);
      throw error;
    }
  }

  function claimRow(kind: GameTxKind, ref: GameTxRef, amount: number, hash: string, original: string | null) {
    return {
      provider: ref.provider,
      externalId: ref.transactionId,
      kind,
      playerId: ref.playerId,
      gameCode: ref.gameCode,
      roundId: ref.roundId,
      amount,
      requestHash: hash,
      originalExternalId: original,
      status: 'applied' as const,
      createdAt: clock.now(),
    };
  }

  async function bet(input: GameBetInput, tx: Db = db): Promise<GameWalletResult> {
    checkRef(input);
    checkAmount(input.amount, false);
    const hash = requestHash('bet', input, input.amount, null);
    const created: Created[] = [];
    const out = await inTransaction(tx, async (trx) => {
      const id = await repo.claim(trx, claimRow('bet', input, input.amount, hash, null));
      if (id === null) return replay(trx, input.provider, input.transactionId, hash, input.playerId);
      const posted = await debit(trx, [id], input, created);
      await addToRound(
        trx,
        input,
        { id, ledgerTransactionId: posted.transactionId },
        { stake: input.amount, payout: 0, settle: false },
      );
      return result(trx, id, input.playerId, false, posted);
    });
    // A bonus this bet completed: its notification goes out once our part has succeeded.
    if (created.length > 0) bonus.publish(created);
    return out;
  }

  async function win(input: GameWinInput, tx: Db = db): Promise<GameWalletResult> {
    checkRef(input);
    checkAmount(input.amount, true);
    const hash = requestHash('win', input, input.amount, null);
    return inTransaction(tx, async (trx) => {
      const id = await repo.claim(trx, claimRow('win', input, input.amount, hash, null));
      if (id === null) return replay(trx, input.provider, input.transactionId, hash, input.playerId);
      const posted = input.amount > 0 ? await wallet.creditWin(movement(input), trx) : undefined;
      await addToRound(
        trx,
        input,
        { id, ledgerTransactionId: posted?.transactionId ?? null },
        { stake: 0, payout: input.amount, settle: true },
      );
      return result(trx, id, input.playerId, false, posted);
    });
  }

  /**
   * An in-house instant game's round (Dice): the bet and the win decided together, with the round's recall. Fewer
   * statements than bet + win + recordRound: both transactions claimed in one insert, each movement one statement,
   * the links and the round record one statement. The same round again (both ids taken with the same data) answers
   * the stored result like a replayed win; one id taken but not the other → 409, nothing written.
   */
  async function instantRound(input: InstantRoundInput, tx: Db = db): Promise<GameWalletResult> {
    const common = {
      provider: input.provider,
      playerId: input.playerId,
      gameCode: input.gameCode,
      roundId: input.roundId,
    };
    const bet = { ...common, transactionId: input.betTransactionId, amount: input.stake };
    const won = { ...common, transactionId: input.winTransactionId, amount: input.payout };
    checkRef(bet);
    checkRef(won);
    checkAmount(bet.amount, false);
    checkAmount(won.amount, true);
    if (bet.transactionId === won.transactionId) throw new RangeError('a round needs two transaction ids');
    const betHash = requestHash('bet', bet, bet.amount, null);
    const winHash = requestHash('win', won, won.amount, null);
    const created: Created[] = [];
    const out = await inTransaction(tx, async (trx) => {
      const claimed = await repo.claimAll(trx, [
        claimRow('bet', bet, bet.amount, betHash, null),
        claimRow('win', won, won.amount, winHash, null),
      ]);
      const betId = claimed.find((c) => c.external_id === bet.transactionId)?.id;
      const winId = claimed.find((c) => c.external_id === won.transactionId)?.id;
      if (betId === undefined || winId === undefined) {
        if (claimed.length > 0)
          await repo.unclaim(
            trx,
            claimed.map((c) => c.id),
          );
        // Each taken id answers for itself (a rolled-back one, a changed repeat) …
        if (betId === undefined) await replay(trx, bet.provider, bet.transactionId, betHash, bet.playerId);
        const repeated =
          winId === undefined && (await replay(trx, won.provider, won.transactionId, winHash, won.playerId));
        // … and only the whole round repeated is a replay.
        if (claimed.length > 0 || !repeated) throw conflict('e.idempotencyConflict');
        return repeated;
      }
      const placed = await debit(trx, [betId, winId], bet, created);
      const paid = won.amount > 0 ? await wallet.creditWin(movement(won), trx) : undefined;
      const now = clock.now();
      await repo.upsertRound(
        trx,
        {
          ...common,
          stake: bet.amount,
          payout: won.amount,
          status: 'settled',
          detail: input.detail,
          createdAt: now,
          settledAt: now,
        },
        [
          { id: betId, ledgerTransactionId: placed.transactionId },
          { id: winId, ledgerTransactionId: paid?.transactionId ?? null },
        ],
      );
      return result(trx, winId, input.playerId, false, paid ?? placed);
    });
    if (created.length > 0) bonus.publish(created);
    return out;
  }

  /**
   * instantRound's writes as the argument of the database function kasa_game_instant_round (migration 0042, decision
   * 0180), for a caller that applies its own rows and the round in one call: the same checks, request hashes and
   * ledger plans as instantRound.
   */
  function instantRoundInOneCall(input: InstantRoundInput): OneCallInstantRound {
    const common = {
      provider: input.provider,
      playerId: input.playerId,
      gameCode: input.gameCode,
      roundId: input.roundId,
    };
    const bet = { ...common, transactionId: input.betTransactionId, amount: input.stake };
    const won = { ...common, transactionId: input.winTransactionId, amount: input.payout };
    checkRef(bet);
    checkRef(won);
    checkAmount(bet.amount, false);
    checkAmount(won.amount, true);
    if (bet.transactionId === won.transactionId) throw new RangeError('a round needs two transaction ids');
    const betMove = wallet.oneCallTransfer('bet', movement(bet));
    const winMove = won.amount > 0 ? wallet.oneCallTransfer('win', movement(won)) : null;
    return {
      args: {
        ...common,
        stake: bet.amount,
        payout: won.amount,
        now: clock.now().toISOString(),
        detail: input.detail,
        bet: {
          externalId: bet.transactionId,
          requestHash: requestHash('bet', bet, bet.amount, null),
          move: betMove,
        },
        win: {
          externalId: won.transactionId,
          requestHash: requestHash('win', won, won.amount, null),
          move: winMove,
        },
      },
      applied(answer) {
        wallet.oneCallApplied(input.playerId, winMove ? [betMove, winMove] : [betMove]);
        return {
          transactionId: answer.winId,
          replayed: false,
          balance: kurusFromDb(answer.cashAfter),
          bonusBalance: kurusFromDb(answer.bonusAfter),
        };
      },
    };
  }

  function oneCallFallback(error: unknown): boolean {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'KS001') throw badRequest('e.insufficientFunds');
    return code === 'KS002' || code === '23505';
  }

  /** Cancels an applied bet or win: the opposite ledger movement (none for a win of 0), and out of its round. */
  async function undo(trx: Db, original: GameTransactionRow, input: GameRollbackInput) {
    let posted: PostResult | undefined;
    if (original.ledger_transaction_id !== null) {
      posted = await wallet.rollback(
        {
          key: ledgerKey(input.provider, input.transactionId),
          playerId: input.playerId,
          originalKey: ledgerKey(original.provider, original.external_id),
          meta: { gameCode: input.gameCode, roundId: original.round_id },
        },
        trx,
      );
    }
    await repo.setStatus(trx, original.id, 'rolled_back');
    const amount = kurusFromDb(original.amount);
    await repo.removeFromRound(trx, {
      provider: original.provider,
      roundId: original.round_id,
      playerId: original.player_id,
      stake: original.kind === 'bet' ? amount : 0,
      payout: original.kind === 'win' ? amount : 0,
      now: clock.now(),
    });
    return posted;
  }

  async function rollback(input: GameRollbackInput, tx: Db = db): Promise<GameWalletResult> {
    checkRef(input);
    const originalId = input.originalTransactionId;
    if (typeof originalId !== 'string' || originalId.length === 0 || originalId.length > MAX_ID) {
      throw new RangeError(`originalTransactionId must be 1–${MAX_ID} characters`);
    }
    const hash = requestHash('rollback', input, 0, originalId);
    return inTransaction(tx, async (trx) => {
      const id = await repo.claim(trx, claimRow('rollback', input, 0, hash, originalId));
      if (id === null) return replay(trx, input.provider, input.transactionId, hash, input.playerId);

      let original = await repo.findForUpdate(trx, input.provider, originalId);
      if (!original) {
        // Unknown: a tombstone under the original's id, so the transaction, if it ever comes, is refused. Should the
        // original commit meanwhile, the insert waits for it and finds it taken: then it is rolled back as usual.
        const tombstone = await repo.claim(trx, {
          ...claimRow('bet', input, 0, 'tombstone', null),
          externalId: originalId,
          status: 'tombstone',
        });
        if (tombstone !== null) return result(trx, id, input.playerId, false);
        original = await repo.findForUpdate(trx, input.provider, originalId);
        if (!original) throw new Error('game transaction vanished during rollback');
      }
      if (original.player_id !== input.playerId || original.kind === 'rollback') {
        throw conflict('e.idempotencyConflict');
      }
      // Already cancelled (by another rollback id, or a tombstone): acknowledged, nothing more to do.
      if (original.status !== 'applied') return result(trx, id, input.playerId, false);
      const posted = await undo(trx, original, input);
      await repo.setUndone(trx, id, kurusFromDb(original.amount), posted?.transactionId ?? null);
      return result(trx, id, input.playerId, false, posted);
    });
  }

  async function recordRound(round: GameRoundRecord, tx: Db = db): Promise<void> {
    if (!PROVIDER.test(round.provider)) throw new RangeError(`bad provider: ${round.provider}`);
    checkAmount(round.stake, true);
    checkAmount(round.payout, true);
    await repo.upsertRound(tx, round);
  }

  async function balance(playerId: string, tx: Db = db) {
    return wallet.getBalances(playerId, tx);
  }

  /** The player's bets and wins (Win 1, Bet 2), newest first: money that moved (no rollbacks, no 0 wins). */
  async function history(playerId: string, q: GameHistoryQuery): Promise<GameHistoryData> {
    const { rows, total } = await repo.history(db, {
      playerId,
      from: fromBound(q.from),
      to: toBound(q.to),
      gameCode: q.gameCode ?? null,
      skip: q.skip,
      take: q.take,
    });
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind === 'win' ? GameTransactionKind.Win : GameTransactionKind.Bet,
        gameCode: row.game_code,
        provider: row.provider,
        amount: kurusToLira(kurusFromDb(row.amount)),
        roundId: row.round_id,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  /** One round's recall: the round record and its transactions; 404 e.gameRoundUnknown when it is not the player's. */
  async function round(playerId: string, provider: string, roundId: string): Promise<GameRoundData> {
    const [row, txs] = await Promise.all([
      repo.findRound(db, playerId, provider, roundId),
      repo.roundTransactions(db, playerId, provider, roundId),
    ]);
    if (!row) throw new AppError(404, 'e.gameRoundUnknown');
    return {
      provider: row.provider,
      roundId: row.round_id,
      gameCode: row.game_code,
      stake: kurusToLira(kurusFromDb(row.stake)),
      payout: kurusToLira(kurusFromDb(row.payout)),
      status: row.status,
      detail: row.detail,
      createdAt: row.created_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
      transactions: txs.map((t) => ({
        id: t.id,
        type: t.kind,
        amount: kurusToLira(kurusFromDb(t.amount)),
        rolledBack: t.status === 'rolled_back',
        createdAt: t.created_at.toISOString(),
      })),
    };
  }

  /** A provider transaction as stored (status 'applied' | 'rolled_back' | 'tombstone'), or undefined. */
  const transaction = (provider: string, externalId: string, tx: Db = db) =>
    repo.find(tx, provider, externalId);

  return {
    balance,
    bet,
    win,
    instantRound,
    instantRoundInOneCall,
    oneCallFallback,
    rollback,
    recordRound,
    history,
    round,
    transaction,
  } satisfies GameWallet & Record<string, unknown>;
}

export type GameWalletService = ReturnType<typeof createGameWallet>;
