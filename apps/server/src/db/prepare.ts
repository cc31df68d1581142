import { sql } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { isPostgresServer, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { seed, type SeedOptions } from './seed.ts';

/**
 * Key of the session-level advisory lock that serialises start-up preparation between nodes (any constant; the same
 * on every node, different from Kysely's migration lock 3853314791062309107).
 */
export const PREPARE_LOCK_KEY = '7243000142';

/**
 * Brings a database to the current schema and seed data. On a PostgreSQL server that several nodes share, the nodes
 * starting at once take turns (docs/decisions/0142): the first migrates and seeds, the others wait for the lock and
 * then find nothing to do. Kysely's migrator locks the migrations alone; this lock also covers the seed, which must
 * not interleave with a migration another node is applying or with another node's seed.
 */
export async function prepareDatabase(
  db: Db,
  clock: Clock,
  passwordHashCost: number,
  options: SeedOptions = {},
): Promise<void> {
  const prepare = async () => {
    await migrateToLatest(db);
    await seed(db, clock, passwordHashCost, options);
  };
  // PGlite is one session in this process: nothing else can be preparing it (and holding its only connection for the
  // lock would block the work itself).
  if (!isPostgresServer(db)) return prepare();
  // The lock is held by one pooled connection for the whole preparation; the work runs on the pool's others.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK_KEY}::bigint)`.execute(connection);
    try {
      await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}
