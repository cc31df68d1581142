import type { Db } from '../../db/create-db.ts';
import { PAYMENT_METHODS } from './payment.methods.ts';
import { upsertMethods } from './payment.repository.ts';

/** Idempotent: the methods are upserted by id at every start, so edits to payment.methods.ts take effect. */
export async function seedPayments(db: Db): Promise<void> {
  await upsertMethods(db, PAYMENT_METHODS);
}
