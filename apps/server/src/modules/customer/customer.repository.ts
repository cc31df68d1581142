import type { Db } from '../../db/create-db.ts';
import type { PhoneCodeRow } from './customer.table.ts';

/**
 * Stores a new phone code unless the previous one was sent less than `resendSeconds` ago. One statement, so two
 * concurrent requests cannot both send. Returns false when the resend window is still open.
 */
export async function replacePhoneCodeIfResendAllowed(
  db: Db,
  row: { playerId: string; phone: string; codeHash: string; now: Date; expiresAt: Date },
  resendSeconds: number,
): Promise<boolean> {
  const resendAfter = new Date(row.now.getTime() - resendSeconds * 1000);
  const values = {
    phone: row.phone,
    code_hash: row.codeHash,
    sent_at: row.now,
    expires_at: row.expiresAt,
    attempts: 0,
  };
  const result = await db
    .insertInto('phone_codes')
    .values({ player_id: row.playerId, ...values })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet(values).where('phone_codes.sent_at', '<=', resendAfter),
    )
    .returning('player_id')
    .executeTakeFirst();
  return result !== undefined;
}

export function findPhoneCode(db: Db, playerId: string): Promise<PhoneCodeRow | undefined> {
  return db.selectFrom('phone_codes').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

export function findPhoneCodeForUpdate(tx: Db, playerId: string): Promise<PhoneCodeRow | undefined> {
  return tx
    .selectFrom('phone_codes')
    .selectAll()
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countPhoneCodeAttempt(tx: Db, playerId: string): Promise<void> {
  await tx
    .updateTable('phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('player_id', '=', playerId)
    .execute();
}

export async function deletePhoneCode(tx: Db, playerId: string): Promise<void> {
  await tx.deleteFrom('phone_codes').where('player_id', '=', playerId).execute();
}
