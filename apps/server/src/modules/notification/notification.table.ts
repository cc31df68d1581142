import type { ColumnType, Generated, Selectable } from 'kysely';

export interface NotificationsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  /** NotificationType (1 deposit, 2 withdraw, 3 jackpot, 4 bonus, 5 system). */
  type: number;
  /** Written in the player's language when the notification is created. */
  title: string;
  note: string;
  created_at: Date;
  read_at: Generated<Date | null>;
}

export type NotificationRow = Selectable<NotificationsTable>;

export interface NotificationTables {
  notifications: NotificationsTable;
}
