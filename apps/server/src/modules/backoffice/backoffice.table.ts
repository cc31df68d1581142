import type { ColumnType, Selectable } from 'kysely';

/** An operator's note on a player (migration 0051): append-only, the database refuses changes and removals. */
export interface OperatorPlayerNotesTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  operator_id: string;
  actor: string;
  text: string;
  created_at: Date;
}

export type OperatorPlayerNoteRow = Selectable<OperatorPlayerNotesTable>;

export interface BackofficeTables {
  operator_player_notes: OperatorPlayerNotesTable;
  balance_adjustments: BalanceAdjustmentsTable;
}

/** An operator's balance adjustment (migration 0055, docs/decisions/0512): the request and its decision. */
export interface BalanceAdjustmentsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  direction: 'credit' | 'debit';
  /** Kuruş (bigint, as text). */
  amount: ColumnType<string, string | number, string | number>;
  reason: string;
  status: 'pending' | 'applied' | 'rejected';
  request_id: string;
  requested_by: string;
  requested_actor: string;
  decided_by: string | null;
  decided_actor: string | null;
  decision_note: string | null;
  ledger_transaction_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export type BalanceAdjustmentRow = Selectable<BalanceAdjustmentsTable>;
