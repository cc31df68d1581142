import type { ColumnType, Generated, Selectable } from 'kysely';

/** BIGINT kuruş: read as a string (db/create-db.ts), written as a string so no value passes through a lossy number. */
type Kurus = ColumnType<string, string | undefined, string>;

export interface WalletAccountsTable {
  id: ColumnType<string, never, never>;
  owner_type: 'player' | 'house';
  player_id: string | null;
  /** 'cash' | 'bonus' for a player; a HouseAccount for the house. */
  kind: string;
  /** Which row of a house account (spread so no single row is hot); 0 for players. */
  shard: Generated<number>;
  balance: Kurus;
  created_at: Generated<Date>;
}

export interface LedgerTransactionsTable {
  id: ColumnType<string, never, never>;
  kind: string;
  idempotency_key: string | null;
  request_hash: string;
  player_id: string | null;
  reverses_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  cash_after: ColumnType<string | null, never, string | null>;
  bonus_after: ColumnType<string | null, never, string | null>;
  created_at: Date;
}

export interface LedgerEntriesTable {
  id: ColumnType<string, never, never>;
  transaction_id: string;
  account_id: string;
  amount: ColumnType<string, string, never>;
}

export type WalletAccountRow = Selectable<WalletAccountsTable>;
export type LedgerTransactionRow = Selectable<LedgerTransactionsTable>;

export interface WalletTables {
  wallet_accounts: WalletAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
}
