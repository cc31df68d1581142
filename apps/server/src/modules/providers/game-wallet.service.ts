import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { GameTransactionKind } from '@kasa/contract/enums';
import type { GameHistoryData, GameRoundData } from '@kasa/contract/providers';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { kurusFromDb } from '../../lib/money.ts';
import type { BonusService } from '../bonus/bonus.service.ts';
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
} from './game-wallet.types.ts';
import type { GameTransactionRow, GameTxKind } from './providers.table.ts';

// The game wallet: the one port through which every game — a provider's (Hub88, Pragmatic…) or our own (Kasa
// Originals) — takes and pays money. Each provider transaction is applied once (game_transactions, unique per
// provider and external id); the money moves through the wallet (ledger keys `game:<provider>:<external id>`).
// docs/decisions/0091-game-wallet-and-providers.md.

// Other modules reach these types through the service (docs/decisions/0110).
export type * from './game-wallet.types.ts';

const SAVEPOINT = 'game_wallet';
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
}

export function createGameWallet({ db, clock, wallet, bonus }: GameWalletDeps) {
  /** Runs `work` in `tx` when it is a transaction (inside a savepoint), otherwise in a new transaction. */
  async function atomically<T>(tx: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    if (!tx.isTransaction) return tx.transaction().execute(work);
    await sql.raw(`savepoint ${SAVEPOINT}`).execute(tx);
    try {
      const result = await work(tx);
      await sql.raw(`release savepoint ${SAVEPOINT}`).execute(tx);
      return result;
    } catch (error) {
      await sql.raw(`rollback to savepoint ${SAVEPOINT}`).execute(tx);
      throw error;
    }
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

  /** A bet's stake or a win's payout added to its round; a win settles the round. */
  function addToRound(trx: Db, ref: GameTxRef, share: { stake: number; payout: number; settle: boolean }) {
    return repo.addToRound(trx, {
      provider: ref.provider,
      roundId: ref.roundId,
      playerId: ref.playerId,
      gameCode: ref.gameCode,
      ...share,
      now: clock.now(),
    });
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
    const created: Awaited<ReturnType<BonusService['recordWager']>>['created'] = [];
    const out = await atomically(tx, async (trx) => {
      const id = await repo.claim(trx, claimRow('bet', input, input.amount, hash, null));
      if (id === null) return replay(trx, input.provider, input.transactionId, hash, input.playerId);
      const debit = movement(input);
      // Wagering first (it takes the player's bonus lock), then the debit: a refused debit rolls both back.
      const wager = await bonus.recordWager(input.playerId, input.amount, trx, { key: debit.key });
      created.push(...wager.created);
      const posted = await wallet.debitBet(debit, trx);
      await repo.setLedger(trx, id, posted.transactionId);
      await addToRound(trx, input, { stake: input.amount, payout: 0, settle: false });
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
    return atomically(tx, async (trx) => {
      const id = await repo.claim(trx, claimRow('win', input, input.amount, hash, null));
      if (id === null) return replay(trx, input.provider, input.transactionId, hash, input.playerId);
      let posted: PostResult | undefined;
      if (input.amount > 0) {
        posted = await wallet.creditWin(movement(input), trx);
        await repo.setLedger(trx, id, posted.transactionId);
      }
      await addToRound(trx, input, { stake: 0, payout: input.amount, settle: true });
      return result(trx, id, input.playerId, false, posted);
    });
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
    return atomically(tx, async (trx) => {
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

  return { balance, bet, win, rollback, recordRound, history, round, transaction } satisfies GameWallet &
    Record<string, unknown>;
}

export type GameWalletService = ReturnType<typeof createGameWallet>;
