import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './create-db.ts';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-wallet.ts';
import * as m0003 from './migrations/0003-payments.ts';
import * as m0004 from './migrations/0004-bonuses.ts';
import * as m0005 from './migrations/0005-game-wallet.ts';
import * as m0006 from './migrations/0006-casino.ts';
import * as m0007 from './migrations/0007-slots-jackpot.ts';
import * as m0008 from './migrations/0008-crash.ts';
import * as m0009 from './migrations/0009-fair.ts';
import * as m0010 from './migrations/0010-content.ts';
import * as m0020 from './migrations/0020-sports.ts';
import * as m0021 from './migrations/0021-sports-bets.ts';
import * as m0030 from './migrations/0030-instant-games.ts';

// A static list rather than a folder scan, so it works the same under tsx, vitest and any bundler.
// Add a migration: create migrations/NNNN-name.ts exporting up(db) (and down(db)), then list it here. Never edit one
// that has shipped.
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-accounts': m0001,
  '0002-wallet': m0002,
  '0003-payments': m0003,
  '0004-bonuses': m0004,
  '0005-game-wallet': m0005,
  '0006-casino': m0006,
  '0007-slots-jackpot': m0007,
  '0008-crash': m0008,
  '0009-fair': m0009,
  '0010-content': m0010,
  '0020-sports': m0020,
  '0021-sports-bets': m0021,
  '0030-instant-games': m0030,
};

/** The migrations this code expects, in order: /ready compares them with the database's applied list. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** Applies every pending migration; throws on the first failure (the migrator runs each in a transaction). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Numbers are kept per area (0020s sports, 0030s instant games), so a later area's migration may have shipped before
  // an earlier area's next one: apply whatever is missing, each once, in name order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
