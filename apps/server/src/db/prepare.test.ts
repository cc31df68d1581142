import { TEST_POOL_SIZE } from '../test/test-app.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './create-db.ts';
import { MIGRATION_NAMES } from './migrate.ts';
import { PREPARE_LOCK_KEY, prepareDatabase } from './prepare.ts';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { createTestClock } from '../lib/clock.ts';

// N nodes started at once on one database (deploy/, docs/decisions/0142): each migrates and seeds at start-up, then
// builds its app (which writes start-up rows of its own: the crash chain, the catalog). Handles with pools of their
// own are separate sessions to PostgreSQL, as separate processes would be.
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.KASA_TEST_DB === 'postgres' && adminUrl !== undefined;

describe.skipIf(!onPostgres)(
  'start-up of several nodes on one database (needs KASA_TEST_DB=postgres)',
  () => {
    // Named after the admin database (kasa_<runner>…), so parallel runners' databases never collide.
    const prefix = adminUrl ? new URL(adminUrl).pathname.slice(1) || 'kasa' : 'kasa';
    const names: string[] = [];
    const dbs: Db[] = [];
    const apps: FastifyInstance[] = [];
    const clock = createTestClock(new Date());

    async function admin<T>(run: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }

    async function freshDatabase(): Promise<string> {
      const name = `${prefix}_prep_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database ${name}`));
      names.push(name);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    }

    const config = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
    });

    beforeAll(() => {
      expect(prefix).toMatch(/^\w+$/);
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await admin(async (c) => {
        for (const name of names) {
          for (let i = 0; i < 50; i++) {
            const { rows } = await c.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            );
            if (rows[0]?.n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await c.query(`drop database if exists ${name} with (force)`);
        }
      });
    });

    it('three nodes starting at once on a fresh database all start; the schema is migrated once and seeded once', async () => {
      const url = await freshDatabase();
      const nodes = Array.from({ length: 3 }, () => createDb({ databaseUrl: url, poolSize: TEST_POOL_SIZE }));
      dbs.push(...nodes);
      const outcomes = await Promise.allSettled(
        nodes.map(async (db) => {
          await prepareDatabase(db, clock, config.passwordHashCost);
          const app = await buildApp(config, { db, clock });
          apps.push(app);
          await app.ready();
        }),
      );
      expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))).toEqual([]);

      await admin(async (c) => {
        const applied = await c.query<{ name: string }>('select name from kysely_migration order by name');
        expect(applied.rows.map((r) => r.name)).toEqual([...MIGRATION_NAMES]);
        const demo = await c.query<{ n: number }>(
          `select count(*)::int as n from players where username = 'kasademo'`,
        );
        expect(demo.rows[0]?.n).toBe(1);
        const chains = await c.query<{ n: number }>('select count(*)::int as n from crash_chains');
        expect(chains.rows[0]?.n).toBe(1);
      }, url);
      // Every node answers from the shared database.
      for (const app of apps) {
        const response = await app.inject({ method: 'GET', url: '/ready' });
        expect(response.statusCode).toBe(200);
      }
    });

    it('a node starting while another holds the start-up lock touches nothing until the lock is released', async () => {
      const url = await freshDatabase();
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
        const db = createDb({ databaseUrl: url, poolSize: TEST_POOL_SIZE });
        dbs.push(db);
        let done = false;
        const preparing = prepareDatabase(db, clock, config.passwordHashCost).then(() => {
          done = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        const tables = await holder.query<{ n: number }>(
          `select count(*)::int as n from information_schema.tables where table_name = 'kysely_migration'`,
        );
        expect({ done, migrationTable: tables.rows[0]?.n }).toEqual({ done: false, migrationTable: 0 });
        await holder.query('select pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY]);
        await preparing;
        expect(done).toBe(true);
      } finally {
        await holder.end();
      }
    });
  },
);
