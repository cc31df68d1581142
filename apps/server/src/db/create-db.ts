import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  type KyselyConfig,
  PostgresDialect,
  type KyselyPlugin,
  type Transaction,
} from 'kysely';
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
  /** An open PGlite instance to use instead (a test that loaded a dump into it first). */
  pglite?: PGlite | undefined;
  /** Kysely's query log (a bench counting statements); none by default. */
  log?: KyselyConfig['log'];
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
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

/**
 * Raw SQL for a library that writes its own statements (the job queue, pg-boss: `{ executeSql(text, values) }`), run on
 * this handle's connections: the pg pool on PostgreSQL, the one session's FIFO on PGlite (docs/decisions/0160).
 */
export interface SqlExecutor {
  /** Without `values` the text may hold several statements (sent as one simple query). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /**
   * Runs `work` while holding a session-level advisory lock named `key` (PostgreSQL: on a connection kept aside for
   * it, so `work` may use the pool meanwhile). PGlite has one process and one session: `work` just runs.
   */
  withAdvisoryLock<T>(key: string, work: () => Promise<T>): Promise<T>;
}

const executorOf = new WeakMap<Db, SqlExecutor>();

/** `db.withPlugin(plugin)` that stays a createDb handle: the same raw SQL executor, pool figures and engine. */
export function withPlugin(db: Db, plugin: KyselyPlugin): Db {
  const derived = db.withPlugin(plugin);
  const executor = executorOf.get(db);
  if (executor) executorOf.set(derived, executor);
  const stats = poolStatsOf.get(db);
  if (stats) poolStatsOf.set(derived, stats);
  if (onServer.has(db)) onServer.add(derived);
  return derived;
}

/** The raw SQL executor of a handle made by createDb. */
export function sqlExecutor(db: Db): SqlExecutor {
  const executor = executorOf.get(db);
  if (!executor) throw new Error('not a database handle made by createDb');
  return executor;
}

/**
 * Raw SQL inside a Kysely transaction (one statement per call, with parameters): what a library writes through it
 * commits or rolls back with the transaction — a job enqueued with the change that made it.
 */
export function transactionExecutor(trx: Transaction<Database>): Pick<SqlExecutor, 'executeSql'> {
  return {
    async executeSql(text, values = []) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[], rowCount: Number(result.numAffectedRows ?? 0) };
    },
  };
}

export function createDb(target: DbTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === DATE
            ? keepText
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: target.log });
    poolStatsOf.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    onServer.add(db);
    executorOf.set(db, {
      async executeSql(text, values) {
        if (values !== undefined) {
          const result = await pool.query(text, values);
          return { rows: result.rows as unknown[], rowCount: result.rowCount ?? 0 };
        }
        // A script may open its own transaction: on failure, roll back what it left open before the connection
        // goes back to the pool.
        const client = await pool.connect();
        try {
          const results = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(results) ? results.at(-1) : results;
          return { rows: (last?.rows ?? []) as unknown[], rowCount: last?.rowCount ?? 0 };
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      async withAdvisoryLock(key, work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
          }
        } finally {
          client.release();
        }
      },
    });
    return db;
  }
  if (!target.pglite && target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.pglite ?? new PGlite(target.dataDir);
  const dialect = new PGliteDialect(pglite, { [INT8]: keepText, [DATE]: keepText });
  const db = new Kysely<Database>({ dialect, log: target.log });
  poolStatsOf.set(db, () => dialect.stats());
  executorOf.set(db, {
    executeSql: (text, values) => dialect.executeSql(text, values),
    withAdvisoryLock: async (_key, work) => work(),
  });
  return db;
}
