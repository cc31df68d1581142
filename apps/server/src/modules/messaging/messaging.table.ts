import type { ColumnType } from 'kysely';

export interface OutboxTable {
  id: ColumnType<string, never, never>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

export interface MessagingTables {
  outbox: OutboxTable;
}
