import type { Db } from '../../db/create-db.ts';
import { BONUS_DEFINITIONS } from './bonus.definitions.ts';
import { upsertDefinitions } from './bonus.repository.ts';

/** Idempotent: the definitions are upserted by id at every start, so edits to bonus.definitions.ts take effect. */
export async function seedBonuses(db: Db): Promise<void> {
  await upsertDefinitions(db, BONUS_DEFINITIONS);
}
