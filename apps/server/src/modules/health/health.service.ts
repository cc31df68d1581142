import type { Db } from '../../db/create-db.ts';
import * as repo from './health.repository.ts';

/** `skipped`: not configured (Redis without REDIS_URL). */
export type CheckStatus = 'ok' | 'failed' | 'timeout' | 'skipped';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckStatus; redis: CheckStatus; migrations: CheckStatus };
  /** Migrations in the code that the database has not applied (a node must not serve an older schema). */
  pendingMigrations: string[];
}

export interface HealthDeps {
  db: Db;
  /** The code's migrations, in order. */
  migrations: readonly string[];
  /** Resolves when Redis answers; null when the node runs without Redis. */
  pingRedis: (() => Promise<void>) | null;
  /** A check slower than this counts as failed: a load balancer's probe must get an answer in time. */
  timeoutMs: number;
}

const TIMED_OUT = Symbol('timeout');

async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness of this node (decision 0140): the database answers (reading the applied migrations is the probe), every
 * migration of the code is applied, and Redis answers when configured. A probe query that is still running is shared
 * by the next probes instead of starting another, so a hanging database never collects a queue of probe queries.
 */
export function createHealthService(deps: HealthDeps) {
  let migrationsQuery: Promise<string[] | null> | null = null;
  let redisPing: Promise<'ok' | 'failed'> | null = null;

  const readMigrations = () =>
    (migrationsQuery ??= repo
      .appliedMigrationNames(deps.db)
      .catch(() => null)
      .finally(() => {
        migrationsQuery = null;
      }));
  const ping = (pingRedis: () => Promise<void>) =>
    (redisPing ??= pingRedis()
      .then(
        () => 'ok' as const,
        () => 'failed' as const,
      )
      .finally(() => {
        redisPing = null;
      }));

  return {
    async readiness(): Promise<Readiness> {
      const [applied, redis] = await Promise.all([
        within(readMigrations(), deps.timeoutMs),
        deps.pingRedis ? within(ping(deps.pingRedis), deps.timeoutMs) : ('skipped' as const),
      ]);
      const database: CheckStatus = applied === TIMED_OUT ? 'timeout' : applied === null ? 'failed' : 'ok';
      const redisStatus: CheckStatus = redis === TIMED_OUT ? 'timeout' : redis;
      const pendingMigrations = Array.isArray(applied)
        ? deps.migrations.filter((name) => !applied.includes(name))
        : [];
      const migrations: CheckStatus =
        database !== 'ok' ? 'skipped' : pendingMigrations.length > 0 ? 'failed' : 'ok';
      return {
        ready:
          database === 'ok' && migrations === 'ok' && (redisStatus === 'ok' || redisStatus === 'skipped'),
        checks: { database, redis: redisStatus, migrations },
        pendingMigrations,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
