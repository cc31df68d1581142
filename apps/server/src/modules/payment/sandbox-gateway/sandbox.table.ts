import type { Generated, Selectable } from 'kysely';
import type { ColumnType } from 'kysely';

/** The sandbox PSP's own records (it would live at the provider; here it shares the database). */
export interface SandboxSessionsTable {
  /** The secret part of the hosted page's address. */
  token: string;
  /** The PSP's id of the payment, reported in its webhook. */
  provider_reference: string;
  /** Our payment reference (DP-…). */
  merchant_reference: string;
  amount: ColumnType<string, string, never>;
  currency: string;
  method: string;
  status: 'open' | 'paid' | 'declined';
  card_last4: string | null;
  locale: Generated<string>;
  created_at: Date;
  decided_at: Date | null;
}

export type SandboxSessionRow = Selectable<SandboxSessionsTable>;

export interface SandboxTables {
  sandbox_sessions: SandboxSessionsTable;
}
