import type { Clock } from '../lib/clock.ts';
import type { Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed.ts';

/** Brings a database to the current schema and seed data. */
export async function prepareDatabase(db: Db, clock: Clock, passwordHashCost: number): Promise<void> {
  await migrateToLatest(db);
  await seed(db, clock, passwordHashCost);
}
