import type { Insertable } from 'kysely';
import type { Db } from '../../../db/create-db.ts';
import type { SandboxSessionRow, SandboxSessionsTable } from './sandbox.table.ts';

export async function insertSession(db: Db, values: Insertable<SandboxSessionsTable>): Promise<void> {
  await db.insertInto('sandbox_sessions').values(values).execute();
}

export function findByToken(db: Db, token: string): Promise<SandboxSessionRow | undefined> {
  return db.selectFrom('sandbox_sessions').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Decides an open session; a decided one keeps its first decision (returned either way). */
export async function decide(
  db: Db,
  token: string,
  status: 'paid' | 'declined',
  cardLast4: string | null,
  now: Date,
): Promise<SandboxSessionRow | undefined> {
  await db
    .updateTable('sandbox_sessions')
    .set({ status, card_last4: cardLast4, decided_at: now })
    .where('token', '=', token)
    .where('status', '=', 'open')
    .execute();
  return findByToken(db, token);
}
