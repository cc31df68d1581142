import { sql } from 'kysely';
import type { Db } from './create-db.ts';

/**
 * Runs `work` inside a savepoint of the caller's transaction `trx`: when it throws, what it wrote is rolled back and
 * the transaction stays usable (the error is rethrown).
 */
export async function inSavepoint<T>(trx: Db, name: string, work: () => Promise<T>): Promise<T> {
  await sql.raw(`savepoint ${name}`).execute(trx);
  try {
    const result = await work();
    await sql.raw(`release savepoint ${name}`).execute(trx);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(trx);
    throw error;
  }
}
