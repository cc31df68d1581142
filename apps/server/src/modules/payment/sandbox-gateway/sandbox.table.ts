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

/**
 * The PSP's webhook outbox (migration 0047, docs/decisions/0430): one row per decided session, written in the
 * transaction that decides it; delivered by the outbox worker with backoff until the merchant answers 2xx.
 */
export interface SandboxWebhookOutboxTable {
  id: ColumnType<string, never, never>;
  session_token: string;
  /** Attempts made (claimed) so far. */
  attempts: ColumnType<number, number | undefined, number>;
  /** When the next attempt is due; claiming an attempt moves it to the retry after that one (a crash mid-attempt
   * therefore only delays the report to its next slot). */
  next_attempt_at: Date;
  last_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The merchant's last HTTP status; null when no answer came. */
  last_status: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  gave_up_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
}

export type SandboxOutboxRow = Selectable<SandboxWebhookOutboxTable>;

export interface SandboxTables {
  sandbox_sessions: SandboxSessionsTable;
  sandbox_webhook_outbox: SandboxWebhookOutboxTable;
}
