import type { Db } from '../../db/create-db.ts';

// The identity checks' reads for the back office (modules/backoffice, docs/decisions/0510).

/** Documents waiting for an operator's review. */
export async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('kyc_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
