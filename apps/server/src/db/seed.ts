import type { Db } from './create-db.ts';
import type { Clock } from '../lib/clock.ts';
import { seedBonuses } from '../modules/bonus/bonus.seed.ts';
import { seedSettings } from '../modules/settings/settings.seed.ts';
import { seedPayments } from '../modules/payment/payment.seed.ts';
import { seedPlayers } from '../modules/players/players.seed.ts';

/** Idempotent: run at every start after the migrations. Each module seeds its own tables. */
export async function seed(db: Db, clock: Clock, passwordHashCost: number): Promise<void> {
  await seedSettings(db);
  await seedPlayers(db, clock, passwordHashCost);
  await seedPayments(db);
  await seedBonuses(db);
}
