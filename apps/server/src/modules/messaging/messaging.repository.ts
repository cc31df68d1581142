import type { Db } from '../../db/create-db.ts';
import type { OutboxTable } from './messaging.table.ts';

export async function insertOutbox(db: Db, row: Omit<OutboxTable, 'id'>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

export function listOutbox(db: Db, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
