import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import type { Envelope } from '@kasa/contract/envelope';
import type { OutboxMessage } from '@kasa/contract/dev';
import { buildApp } from '../app.ts';
import { registration } from './fixtures.ts';
import { parseEnv } from '../config/env.ts';

/**
 * Connections per pool in a test on PostgreSQL: two test files run at once, some with two or three nodes, and the
 * server allows 100 connections in all ("too many clients" otherwise). The code never needs a second connection
 * inside a transaction (it runs on PGlite's single one), so a small pool only queues, it cannot starve.
 */
export const TEST_POOL_SIZE = 4;

/** OPERATOR_SECRET_KEY of test apps: 32 fixed bytes, not the development default. */
export const TEST_OPERATOR_SECRET_KEY = 'a1'.repeat(32);
import { createDb, type Db } from '../db/create-db.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createTestClock, type TestClock } from '../lib/clock.ts';
import type { JobsOptions } from '../modules/jobs/jobs.service.ts';
import type { MessagingOverrides } from '../modules/messaging/messaging.service.ts';
import type {
  SandboxGatewayOptions,
  WebhookDelivery,
} from '../modules/payment/sandbox-gateway/sandbox-gateway.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  /** Outbox messages, newest first. */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables for the config (NODE_ENV, WEB_DIST_DIR…). */
  env?: Record<string, string>;
  messaging?: MessagingOverrides;
  /** Replaces the sandbox PSP's webhook delivery (default: app.inject into this app, no retry waits). */
  sandbox?: SandboxGatewayOptions;
  /** The job queue's settings (default: schedules off, as under NODE_ENV=test). */
  jobs?: Partial<JobsOptions>;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default; with KASA_TEST_DB=postgres a
 * new database `kasa_t_<random>` on TEST_DATABASE_URL's server, dropped again on close (named
 * `<that URL's database>_t_<random>` instead when the URL names a `kasa_…` database, so each user of a shared server keeps
 * to their own names).
 */
export async function createTestDb(): Promise<{
  db: Db;
  /** PostgreSQL only: the new database's URL (another node opens its own pool on it). */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (process.env.KASA_TEST_DB !== 'postgres') {
    return { db: createDb({}), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'KASA_TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const own = decodeURIComponent(new URL(adminUrl).pathname.slice(1));
  const name = `${own.startsWith('kasa_') ? own : 'kasa'}_t_${randomBytes(6).toString('hex')}`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: createDb({ databaseUrl: url.toString(), poolSize: TEST_POOL_SIZE }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pg's Pool.end() resolves before its clients' sessions have ended; a forced drop that kills them meanwhile
        // makes each of those clients throw an uncaught 57P01. Give them a moment to leave first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${quoted} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createTestClock(new Date());
  // Stored files (KYC documents) go to a folder of this test app's own, removed on close.
  const storageDir = await mkdtemp(join(tmpdir(), 'kasa-test-files-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
    ADMIN_DIST_DIR: '/nonexistent/kasa-admin-dist',
    STORAGE_DIR: storageDir,
    // Tests move the clock by hours and months with one token; session expiry (docs/decisions/0420) is tested on its
    // own (auth.session-expiry.test.ts passes the production values), so here sessions last ten years.
    SESSION_IDLE_MINUTES: String(10 * 365 * 24 * 60),
    SESSION_MAX_AGE_HOURS: String(10 * 365 * 24),
    // Operator sessions likewise (their expiry is tested in modules/ops/ops.test.ts with the production values).
    OPERATOR_SESSION_IDLE_MINUTES: String(10 * 365 * 24 * 60),
    OPERATOR_SESSION_MAX_AGE_HOURS: String(10 * 365 * 24),
    // A key of its own (production requires one; tests that run as production get it too).
    OPERATOR_SECRET_KEY: TEST_OPERATOR_SECRET_KEY,
    ...options.env,
  });
  const { db, drop } = await createTestDb();
  await prepareDatabase(db, clock, config.passwordHashCost);
  // The sandbox PSP posts its webhook through app.inject here; production posts over HTTP (httpDelivery).
  const built: { app?: FastifyInstance } = {};
  const injectDelivery: WebhookDelivery = async (url, body, headers) => {
    if (!built.app) throw new Error('app not built yet');
    const response = await built.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body,
      headers,
    });
    return { status: response.statusCode, body: response.body };
  };
  const app = await buildApp(config, {
    db,
    clock,
    ...(options.messaging ? { messaging: options.messaging } : {}),
    sandbox: { deliver: injectDelivery, ...options.sandbox },
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  built.app = app;
  await app.ready();
  return {
    app,
    db,
    clock,
    outbox: () => app.services.messaging.listOutbox(),
    async close() {
      await app.close();
      await db.destroy();
      await drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string | undefined;
  locale?: 'tr' | 'en';
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** Calls the API through app.inject (no port). Paths are relative to /api/, as in ApiPath. */
export function api(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: CallOptions,
  ): Promise<CallResult<T>> {
    const response = await app.inject({
      method,
      url: `/api/${path}`,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { 'x-locale': options.locale } : {}),
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        ...options.headers,
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }
  return {
    get: <T = unknown>(path: string, options: CallOptions = {}) => call<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body: unknown, options: CallOptions = {}) =>
      call<T>('POST', path, body, options),
  };
}

/** Client addresses unique within a test file (`10.<n>.x.y`), so one test's per-IP throttles never touch another's. */
export function ipSequence(second: number): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return `10.${second}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  };
}

/** Registers a new player (default variant) through the API and returns the registration with its session token. */
export async function registerPlayer(client: ReturnType<typeof api>, ip: string) {
  const body = registration();
  const res = await client.post<SessionData>(ApiPath.register, body, { ip });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.body.message}`);
  return { ...body, token: res.body.data.token };
}
