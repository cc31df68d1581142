import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createHealthService } from './health.service.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health answers 200 without asking anything, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /ready answers 200 when the database answers and every migration is applied (Redis not configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'skipped', migrations: 'ok' },
      pendingMigrations: [],
    });
  });

  it('a migration of the code that the database has not applied makes the node not ready', async () => {
    const health = createHealthService({
      db: t.db,
      migrations: [...MIGRATION_NAMES, '9999-not-applied'],
      pingRedis: null,
      timeoutMs: 1_000,
    });
    expect(await health.readiness()).toEqual({
      ready: false,
      checks: { database: 'ok', redis: 'skipped', migrations: 'failed' },
      pendingMigrations: ['9999-not-applied'],
    });
  });

  it('an unreachable Redis makes the node not ready', async () => {
    const health = createHealthService({
      db: t.db,
      migrations: MIGRATION_NAMES,
      pingRedis: () => Promise.reject(new Error('ECONNREFUSED')),
      timeoutMs: 1_000,
    });
    const readiness = await health.readiness();
    expect(readiness.ready).toBe(false);
    expect(readiness.checks).toEqual({ database: 'ok', redis: 'failed', migrations: 'ok' });
  });

  it('a database that does not answer in time is a timeout, and later probes share the hanging query', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the migrations table exclusively: the probe's read waits (on PGlite every query waits for the session).
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table kysely_migration in access exclusive mode`.execute(trx);
      locked();
      await gate;
    });
    await isLocked;
    let queries = 0;
    const counted = new Proxy(t.db, {
      get(target, property) {
        if (property === 'getExecutor') queries++;
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const health = createHealthService({
      db: counted,
      migrations: MIGRATION_NAMES,
      pingRedis: null,
      timeoutMs: 100,
    });
    try {
      const first = await health.readiness();
      const second = await health.readiness();
      expect(first.checks.database).toBe('timeout');
      expect(second.checks.database).toBe('timeout');
      expect(first.ready).toBe(false);
      expect(queries).toBe(1);
    } finally {
      release();
      await holder;
    }
    expect((await health.readiness()).ready).toBe(true);
  });
});
