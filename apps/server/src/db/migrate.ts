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
import * as m0031 from './migrations/0031-table-games.ts';
import * as m0040 from './migrations/0040-responsible-gaming.ts';
import * as m0041 from './migrations/0041-kyc.ts';
import * as m0042 from './migrations/0042-one-call-rounds.ts';
import * as m0043 from './migrations/0043-baccarat.ts';
import * as m0044 from './migrations/0044-blackjack.ts';
import * as m0045 from './migrations/0045-tv-games.ts';
import * as m0046 from './migrations/0046-tombala.ts';
import * as m0047 from './migrations/0047-webhook-outbox.ts';
import * as m0048 from './migrations/0048-protection-review.ts';
import * as m0049 from './migrations/0049-sports-favourites-wagering.ts';
import * as m0050 from './migrations/0050-operators.ts';
import * as m0051 from './migrations/0051-player-notes.ts';
import * as m0053 from './migrations/0053-live-chat.ts';
import * as m0054 from './migrations/0054-casino-operator-flags.ts';
import * as m0055 from './migrations/0055-balance-adjustments.ts';
import * as m0056 from './migrations/0056-sports-operator-hold.ts';
import * as m0058 from './migrations/0058-payment-method-overrides.ts';
import * as m0059 from './migrations/0059-casino-category-overrides.ts';

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
  '0031-table-games': m0031,
  '0040-responsible-gaming': m0040,
  '0041-kyc': m0041,
  '0042-one-call-rounds': m0042,
  '0043-baccarat': m0043,
  '0044-blackjack': m0044,
  '0045-tv-games': m0045,
  '0046-tombala': m0046,
  '0047-webhook-outbox': m0047,
  '0048-protection-review': m0048,
  '0049-sports-favourites-wagering': m0049,
  '0050-operators': m0050,
  '0051-player-notes': m0051,
  '0053-live-chat': m0053,
  '0054-casino-operator-flags': m0054,
  '0055-balance-adjustments': m0055,
  '0056-sports-operator-hold': m0056,
  '0058-payment-method-overrides': m0058,
  '0059-casino-category-overrides': m0059,
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
