import type { Db } from './create-db.ts';
import type { Clock } from '../lib/clock.ts';
import { DEV_OPERATOR_SECRET_KEY } from '../lib/secret-box.ts';
import { seedBonuses } from '../modules/bonus/bonus.seed.ts';
import { seedSettings } from '../modules/settings/settings.seed.ts';
import { seedPayments } from '../modules/payment/payment.seed.ts';
import { seedPlayers } from '../modules/players/players.seed.ts';
import { retireDemoOperator, seedDemoOperator } from '../modules/ops/ops.seed.ts';

export interface SeedOptions {
  /**
   * The demo operator of the README (decision 0500): true → made (development); false → disabled if a development run
   * left it (production); absent → untouched (tests).
   */
  demoOperator?: boolean;
  /** OPERATOR_SECRET_KEY (config.operatorSecretKey); the development key when absent (tests). */
  operatorSecretKey?: Buffer;
}

/** Idempotent: run at every start after the migrations. Each module seeds its own tables. */
export async function seed(
  db: Db,
  clock: Clock,
  passwordHashCost: number,
  options: SeedOptions = {},
): Promise<void> {
  await seedSettings(db);
  await seedPlayers(db, clock, passwordHashCost);
  await seedPayments(db);
  await seedBonuses(db);
  const key = options.operatorSecretKey ?? DEV_OPERATOR_SECRET_KEY;
  if (options.demoOperator === true) await seedDemoOperator(db, clock, passwordHashCost, key);
  if (options.demoOperator === false) await retireDemoOperator(db, clock, key);
}
