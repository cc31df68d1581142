import type { Db } from '../../db/create-db.ts';
import type { GameRoundStatus } from './providers.table.ts';

// The game wallet's port: what games and provider routes hand it and get back. In its own file so the repository can
// name a round without importing the service (which imports the repository).

export interface GameTxRef {
  /** 'kasa' for Kasa Originals, 'hub88', 'pragmatic', … */
  provider: string;
  /** The provider's own transaction id (idempotency: applied once per provider). */
  transactionId: string;
  playerId: string;
  gameCode: string;
  roundId: string;
}
/** Kuruş, > 0. */
export interface GameBetInput extends GameTxRef {
  amount: number;
  /**
   * false: the stake is not counted towards bonus wagering now. The sportsbook counts a bet when it is settled, by
   * the bonus's sports rule (docs/decisions/0240); every casino stake counts when it is placed.
   */
  wagering?: boolean;
}
/** Kuruş, >= 0 (0 = round lost/closed: recorded, no ledger movement). */
export interface GameWinInput extends GameTxRef {
  amount: number;
}
export interface GameRollbackInput extends GameTxRef {
  originalTransactionId: string;
}
export interface GameWalletResult {
  /** Ours: the id of the game transaction row (also for a win of 0, which has no ledger movement). */
  transactionId: string;
  /** The same request again: stored result returned, nothing written. */
  replayed: boolean;
  /** Player's cash balance after it, kuruş (for a replay: the balance now). */
  balance: number;
  bonusBalance: number;
}
/** An instant game's round (kuruş): its bet and its win (0 on a loss) with the round's recall. */
export interface InstantRoundInput {
  provider: string;
  playerId: string;
  gameCode: string;
  roundId: string;
  betTransactionId: string;
  winTransactionId: string;
  stake: number;
  payout: number;
  /** What was bet, the outcome, seeds — the round's recall. */
  detail: Record<string, unknown>;
}

export interface GameRoundRecord {
  provider: string;
  roundId: string;
  playerId: string;
  gameCode: string;
  /** Kuruş. */
  stake: number;
  payout: number;
  /** 'cancelled': every stake of the round was taken back. */
  status: GameRoundStatus;
  /** What was bet, the outcome, seeds/hashes — shown as the round's recall. */
  detail: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date | null;
}

/**
 * An instant round prepared for one database call (decision 0180): `args` is kasa_game_instant_round's argument, to
 * be embedded in the caller's own function call; `applied` turns that function's answer into the round's result once
 * the call has committed; `fallback(error)` tells whether a failed call means "run the TypeScript path instead"
 * (an active bonus, a taken id: nothing was written) — it throws the player's error for a refused debit and returns
 * false for anything else.
 */
export interface OneCallInstantRound {
  args: Record<string, unknown>;
  applied(answer: { winId: string; cashAfter: string; bonusAfter: string }): GameWalletResult;
}

export interface GameWallet {
  balance(playerId: string, tx?: Db): Promise<{ cash: number; bonus: number }>;
  /** 400 e.insufficientFunds; 409 on a changed repeat; 409 e.gameTxRolledBack when it was rolled back before it came. */
  bet(input: GameBetInput, tx?: Db): Promise<GameWalletResult>;
  /** Accepted even after the player's session ended. */
  win(input: GameWinInput, tx?: Db): Promise<GameWalletResult>;
  /** A bet and its win at once, with the round's recall (in-house instant games). */
  instantRound(input: InstantRoundInput, tx?: Db): Promise<GameWalletResult>;
  /** The same round prepared for one database call (decision 0180). */
  instantRoundInOneCall(input: InstantRoundInput): OneCallInstantRound;
  /**
   * A one-call round failed with `error`: true → nothing was written and the caller runs instantRound instead (an
   * active bonus, a taken id); a refused debit throws 400 e.insufficientFunds; false → the error is the caller's.
   */
  oneCallFallback(error: unknown): boolean;
  /** Unknown original: acknowledged and recorded, so the late transaction is refused. */
  rollback(input: GameRollbackInput, tx?: Db): Promise<GameWalletResult>;
  /**
   * In-house games: the round's recall (upsert by provider + player + roundId). It sets the round's totals, so call
   * it after the round's bet/win calls (which keep the totals of rounds nobody records, i.e. external providers').
   */
  recordRound(round: GameRoundRecord, tx?: Db): Promise<void>;
}

export interface GameHistoryQuery {
  /** Inclusive calendar days (YYYY-MM-DD, Türkiye time) or exact instants. */
  from?: string | Date | null | undefined;
  to?: string | Date | null | undefined;
  gameCode?: string | null | undefined;
  skip: number;
  take: number;
}
