import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// Both drivers return the same JavaScript types: BIGINT (ids, later money in kuruş) as strings, never a lossy number,
// and DATE as 'YYYY-MM-DD' text, never a Date shifted by the server's time zone.
const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

export interface DbTarget {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent → in memory (tests). */
  dataDir?: string | undefined;
}

/** Connections of a database handle's pool, for metrics. PGlite is one session: a pool of one. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries or transactions waiting for a connection. */
  waiting: number;
}

const poolStatsOf = new WeakMap<Db, () => PoolStats>();

const onServer = new WeakSet<Db>();

/** True for a handle on a PostgreSQL server (shared with other nodes); false for PGlite (this process only). */
export function isPostgresServer(db: Db): boolean {
  return onServer.has(db);
}

/** The pool's connections now; null for a handle not made by createDb. */
export function poolStats(db: Db): PoolStats | null {
  return poolStatsOf.get(db)?.() ?? null;
}

export function createDb(target: DbTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === DATE
            ? keepText
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolStatsOf.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    onServer.add(db);
    return db;
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  const dialect = new PGliteDialect(pglite, { [INT8]: keepText, [DATE]: keepText });
  const db = new Kysely<Database>({ dialect });
  poolStatsOf.set(db, () => dialect.stats());
  return db;
}
