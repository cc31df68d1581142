import type { ColumnType, Selectable } from 'kysely';

/** BIGINT kuruş: read as a string, written as a string. */
type Kurus = ColumnType<string, string, string>;

export type GameTxKind = 'bet' | 'win' | 'rollback';
export type GameTxStatus = 'applied' | 'rolled_back' | 'tombstone';
export type GameRoundStatus = 'open' | 'settled' | 'cancelled';

export interface GameTransactionsTable {
  id: ColumnType<string, never, never>;
  provider: string;
  /** The provider's own transaction id (unique per provider). */
  external_id: string;
  kind: GameTxKind;
  player_id: string;
  game_code: string;
  round_id: string;
  amount: Kurus;
  /** SHA-256 of the request's data: a repeat with other data is refused. */
  request_hash: string;
  /** The ledger movement (null: a win of 0, a rollback with nothing to undo, a tombstone). */
  ledger_transaction_id: string | null;
  /** Rollbacks: the external id of the transaction they cancel. */
  original_external_id: string | null;
  status: GameTxStatus;
  created_at: Date;
}

export interface GameRoundsTable {
  id: ColumnType<string, never, never>;
  provider: string;
  round_id: string;
  player_id: string;
  game_code: string;
  stake: Kurus;
  payout: Kurus;
  status: GameRoundStatus;
  detail: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
  settled_at: Date | null;
}

export interface GameSessionsTable {
  id: ColumnType<string, never, never>;
  token_hash: string;
  player_id: string;
  provider: string;
  game_code: string;
  locale: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export type GameTransactionRow = Selectable<GameTransactionsTable>;
export type GameRoundRow = Selectable<GameRoundsTable>;
export type GameSessionRow = Selectable<GameSessionsTable>;

// Tables owned by this module, merged into db/schema.ts's Database.
export interface ProvidersTables {
  game_transactions: GameTransactionsTable;
  game_rounds: GameRoundsTable;
  game_sessions: GameSessionsTable;
}
