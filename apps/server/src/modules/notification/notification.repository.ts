import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { NotificationRow, NotificationsTable } from './notification.table.ts';

export function insertNotification(db: Db, values: Insertable<NotificationsTable>): Promise<NotificationRow> {
  return db.insertInto('notifications').values(values).returningAll().executeTakeFirstOrThrow();
}

export function listForPlayer(
  db: Db,
  playerId: string,
  skip: number,
  take: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
}

/** Marks the player's own unread ones among `ids`; ids of other players simply match nothing. */
export async function markRead(db: Db, playerId: string, ids: string[], now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('player_id', '=', playerId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
