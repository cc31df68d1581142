import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { BonusStatus } from '@kasa/contract/bonus';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import type { AppJobs } from '../../lib/app-jobs.ts';
import { createTestClock, type TestClock } from '../../lib/clock.ts';
import { registration } from '../../test/fixtures.ts';
import { api, createTestDb, TEST_POOL_SIZE } from '../../test/test-app.ts';
import { createPlayer } from '../wallet/wallet.test-support.ts';
import type { MailMessage, MessagingOverrides } from '../messaging/messaging.service.ts';
import type { JobsOptions, JobsService, QueuePolicy } from './jobs.service.ts';

// Every case runs on PGlite by default and on PostgreSQL under KASA_TEST_DB=postgres (TEST_DATABASE_URL). "Nodes" are
// app instances on one database: on PostgreSQL each has its own pool, as separate processes would; on PGlite they
// share the one in-process session.

interface TestJobs extends AppJobs {
  'test-once': { n: number };
  'test-flaky': { n: number };
  'test-handover': { n: number };
  'test-many': { n: number };
  'test-tick': Record<string, never>;
  'test-later': { n: number };
  'test-crash': { n: number };
}

const FAST: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 30 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const jobsOf = (app: FastifyInstance) => app.jobs as unknown as JobsService<TestJobs>;

let database: Awaited<ReturnType<typeof createTestDb>>;
let clock: TestClock;
const extraHandles: Db[] = [];
const nodes: FastifyInstance[] = [];

/** Another handle on the test database: a pool of its own on PostgreSQL (another process), the same PGlite otherwise. */
function anotherHandle(): Db {
  if (!database.url) return database.db;
  const db = createDb({ databaseUrl: database.url, poolSize: TEST_POOL_SIZE });
  extraHandles.push(db);
  return db;
}

/**
 * The sandbox PSP of every node posts its webhook into its own node (each node serves the webhook, as behind a load
 * balancer), failing while `webhookFailures.left` > 0 as a merchant that is down would (503).
 */
const webhookFailures = { left: 0, seen: 0 };
function deliverInto(holder: { app?: FastifyInstance }) {
  return async (url: string, body: string, headers: Record<string, string>) => {
    if (webhookFailures.left > 0) {
      webhookFailures.left--;
      webhookFailures.seen++;
      return { status: 503, body: 'merchant down' };
    }
    const response = await holder.app!.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body,
      headers,
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** An app instance (a node) on the test database, started (its job queue running). */
async function startNode(
  db: Db,
  jobs: Partial<JobsOptions> = {},
  messaging?: MessagingOverrides,
): Promise<FastifyInstance> {
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
  });
  const holder: { app?: FastifyInstance } = {};
  const app = await buildApp(config, {
    db,
    clock,
    ...(messaging ? { messaging } : {}),
    sandbox: { deliver: deliverInto(holder) },
    jobs: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000, ...jobs },
  });
  holder.app = app;
  nodes.push(app);
  await app.ready();
  return app;
}

async function closeNode(app: FastifyInstance): Promise<void> {
  nodes.splice(nodes.indexOf(app), 1);
  await app.close();
}

/** Counts of the queue's jobs by state, read from pg-boss's table. */
async function states(app: FastifyInstance, queue: string): Promise<Record<string, number>> {
  const counts = await app.jobs.counts();
  return Object.fromEntries(counts.filter((c) => c.queue === queue).map((c) => [c.state, c.count]));
}

let node: FastifyInstance;

beforeAll(async () => {
  clock = createTestClock(new Date());
  database = await createTestDb();
  await prepareDatabase(database.db, clock, 10);
  node = await startNode(database.db);
});

afterAll(async () => {
  for (const app of nodes) await app.close();
  for (const db of extraHandles) await db.destroy();
  await database.db.destroy();
  await database.drop();
});

describe('job queue on one node', () => {
  it('a job sent is processed once', async () => {
    const jobs = jobsOf(node);
    const runs: Array<{ id: string; n: number }> = [];
    await jobs.work('test-once', async (data, job) => void runs.push({ id: job.id, n: data.n }), FAST);
    const id = await jobs.send('test-once', { n: 7 });
    expect(id).toBeTruthy();
    await until(
      async () => (await jobs.find('test-once', id!))?.state === 'completed',
      'the job to complete',
    );
    await sleep(1500); // three more polls: nothing runs it again
    expect(runs).toEqual([{ id, n: 7 }]);
  });

  it('a handler that throws is retried and then succeeds', async () => {
    const jobs = jobsOf(node);
    const attempts: number[] = [];
    await jobs.work(
      'test-flaky',
      async (_data, job) => {
        attempts.push(job.retryCount);
        if (attempts.length === 1) throw new Error('the first attempt fails');
      },
      FAST,
    );
    const id = await jobs.send('test-flaky', { n: 1 });
    await until(
      async () => (await jobs.find('test-flaky', id!))?.state === 'completed',
      'the retry to complete',
    );
    expect(attempts).toEqual([0, 1]);
    expect(await jobs.find('test-flaky', id!)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const jobs = jobsOf(node);
    await jobs.work('test-later', async () => {}, FAST);
    const committed = await database.db
      .transaction()
      .execute((tx) => jobs.send('test-later', { n: 1 }, { tx, startAfterSeconds: 3600 }));
    let rolledBack: string | null = null;
    await expect(
      database.db.transaction().execute(async (tx) => {
        rolledBack = await jobs.send('test-later', { n: 2 }, { tx, startAfterSeconds: 3600 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobs.find('test-later', committed!)).toMatchObject({ state: 'created', data: { n: 1 } });
    expect(rolledBack).toBeTruthy();
    expect(await jobs.find('test-later', rolledBack!)).toBeNull();
  });

  it('reports the queue depth in /metrics', async () => {
    const response = await node.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    // The committed job of the previous case waits an hour.
    expect(response.body).toMatch(/kasa_job_queue_depth\{queue="test-later",state="created"\} 1\b/);
    expect(response.body).toMatch(/kasa_job_queue_depth\{queue="bonus-expiry-sweep",state="created"\} 0\b/);
  });
});

// Before the cron case below: a node with schedules sends each schedule's tick once per minute, this one included.
describe('bonus expiry sweep', () => {
  it('runs on the queue from its cron schedule and forfeits an expired bonus', async () => {
    const t = { app: node, db: database.db, clock } as Parameters<typeof createPlayer>[0];
    const playerId = await createPlayer(t);
    await node.services.players.setVerifiedPhone(playerId, `905${String(Date.now()).slice(-9)}`);
    const granted = await node.services.bonus.claimTrial(playerId, `fp-${playerId}`, 'en');
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const statusNow = async () =>
      (await node.services.bonus.list(playerId, 'en')).find((b) => b.id === granted.id)?.status;
    expect(await statusNow()).toBe(BonusStatus.Active);

    // A node with the production schedules: its first cron check sends this minute's sweep at once.
    const scheduled = await startNode(anotherHandle(), {
      schedules: true,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    await until(
      async () => (await statusNow()) === BonusStatus.Expired,
      'the sweep to expire the bonus',
      30_000,
    );
    const sweeps = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where name = 'bonus-expiry-sweep' and state = 'completed'`.execute(
      database.db,
    );
    expect(sweeps.rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect((await node.services.wallet.getBalances(playerId)).bonus).toBe(0);
    expect(await states(scheduled, 'bonus-expiry-sweep')).toMatchObject({ failed: 0 });
  });
});

describe('job queue across nodes', () => {
  it('a job running when its node shut down runs on a node started afterwards', async () => {
    const first = await startNode(anotherHandle());
    let entered = 0;
    // The first node's handler never finishes: its node shuts down (stop timeout 1 s) while the job runs.
    await jobsOf(first).work(
      'test-handover',
      async () => {
        entered++;
        await new Promise(() => {});
      },
      FAST,
    );
    const id = await jobsOf(first).send('test-handover', { n: 1 });
    await until(() => entered === 1, 'the first node to start the job');
    await closeNode(first);
    expect(await jobsOf(node).find('test-handover', id!)).toMatchObject({ state: 'retry' });

    const second = await startNode(anotherHandle());
    const ranOnSecond: string[] = [];
    await jobsOf(second).work('test-handover', async (_data, job) => void ranOnSecond.push(job.id), FAST);
    await until(
      async () => (await jobsOf(second).find('test-handover', id!))?.state === 'completed',
      'the handover',
    );
    expect(ranOnSecond).toEqual([id]);
    expect(entered).toBe(1);
  });

  // PostgreSQL only: a killed process takes an in-memory PGlite with it, and a PGlite directory has one process.
  it.skipIf(process.env.KASA_TEST_DB !== 'postgres')(
    'a job whose node was killed (SIGKILL) mid-handler runs on another node once it expires',
    async () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./jobs.crash-node.ts', import.meta.url)), database.url!],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const id = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /RUNNING (\S+)/.exec(out);
          if (found) resolve(found[1]!);
        });
        child.on('exit', (code) => reject(new Error(`the crash node exited first (${code})`)));
      });
      const killed = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await killed;
      expect(await jobsOf(node).find('test-crash', id)).toMatchObject({ state: 'active' });

      // A surviving node with maintenance every second fails the expired job back to the queue and runs it.
      const survivor = await startNode(anotherHandle(), { maintenanceIntervalSeconds: 1 });
      const ran: string[] = [];
      await jobsOf(survivor).work('test-crash', async (_data, job) => void ran.push(job.id), {
        retryLimit: 2,
        retryDelaySeconds: 0,
        expireInSeconds: 1,
      });
      await until(
        async () => (await jobsOf(survivor).find('test-crash', id))?.state === 'completed',
        'the survivor to run the job',
        30_000,
      );
      expect(ran).toEqual([id]);
      expect(await jobsOf(survivor).find('test-crash', id)).toMatchObject({ retryCount: 1 });
    },
    60_000,
  );

  it('two nodes on one database: each sent job runs on exactly one of them', async () => {
    const a = await startNode(anotherHandle());
    const b = await startNode(anotherHandle());
    const runs: Array<{ node: string; id: string }> = [];
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobsOf(app).work(
        'test-many',
        async (_data, job) => {
          await sleep(20);
          runs.push({ node: name, id: job.id });
        },
        FAST,
      );
    }
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) ids.push((await jobsOf(n % 2 ? a : b).send('test-many', { n }))!);
    await until(() => runs.length >= 20, 'twenty runs');
    await sleep(1500);
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await states(a, 'test-many')).toMatchObject({ created: 0, retry: 0, active: 0, failed: 0 });
  });

  it('two nodes scheduling the same cron job: each tick runs once, on one node', async () => {
    const fast = { schedules: true, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    const a = await startNode(anotherHandle(), fast);
    const b = await startNode(anotherHandle(), fast);
    const runs: Array<{ node: string; minute: number }> = [];
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobsOf(app).work(
        'test-tick',
        async () => {
          runs.push({ node: name, minute: Math.floor(Date.now() / 60_000) });
        },
        FAST,
      );
      await jobsOf(app).schedule('test-tick', '* * * * *');
    }
    // Both nodes check for due ticks every second; the tick of this minute is sent once.
    await until(() => runs.length >= 1, 'the first tick', 30_000);
    await sleep(4000);
    const minutes = runs.map((r) => r.minute);
    expect(new Set(minutes).size).toBe(minutes.length); // never two runs in one minute
    expect(runs.length).toBeLessThanOrEqual(2); // at most a minute boundary crossed in ~5 s
  });
});

describe('work moved onto the queue', () => {
  it('a deposit webhook the merchant could not take is redelivered by the outbox worker on the queue, and credits once', async () => {
    const client = api(node);
    const registered = await client.post<SessionData>(ApiPath.register, registration(), { ip: '10.77.0.1' });
    const token = registered.body.data!.token;
    const deposit = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 250 } },
      { token },
    );
    expect(deposit.status).toBe(200);
    webhookFailures.left = 2;
    webhookFailures.seen = 0;
    // The page's own attempt fails (503): the outbox row waits for its first retry slot (1 min ± 20 %).
    const paid = await node.inject({
      method: 'POST',
      url: new URL(deposit.body.data!).pathname,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-outcome="paid"');
    // From the ledger, not the balance poll: the tick may run on another node of this file, whose movement this
    // node's balance cache (no Redis relay here) would only see after its TTL.
    const playerId = registered.body.data!.usercode;
    const balance = async () => (await node.services.wallet.getBalances(playerId)).cash / 100;
    expect(await balance()).toBe(0);
    // Each tick of the worker is a job (cron in production, sent here): the first one after the slot fails too …
    const tick = async () => {
      const id = await node.jobs.send('sandbox-webhook-outbox', {});
      await until(
        async () => (await node.jobs.find('sandbox-webhook-outbox', id!))?.state === 'completed',
        'the tick',
      );
    };
    clock.advance(73_000);
    await tick();
    expect(webhookFailures.seen).toBe(2);
    expect(await balance()).toBe(0);
    // … the next one, after the doubled wait (2 min ± 20 %), gets through.
    clock.advance(145_000);
    await tick();
    expect(await balance()).toBe(250);
    await tick();
    expect(webhookFailures.seen).toBe(2);
    expect(await balance()).toBe(250);
    expect((await node.services.wallet.checkBooks()).ok).toBe(true);
  });

  it('two nodes starting at once on a fresh database; a refused e-mail is retried and sent once', async () => {
    const fresh = await createTestDb();
    try {
      await prepareDatabase(fresh.db, clock, 10);
      // Two processes on PostgreSQL (a pool each); on PGlite two app instances on the one session.
      const handles = fresh.url
        ? [fresh.db, createDb({ databaseUrl: fresh.url, poolSize: TEST_POOL_SIZE })]
        : [fresh.db, fresh.db];
      if (handles[1] !== fresh.db) extraHandles.push(handles[1]!);
      const sent: MailMessage[] = [];
      let refusals = 1;
      const mail = {
        async send(message: MailMessage) {
          if (refusals-- > 0) throw new Error('421 try again later');
          sent.push(message);
        },
      };
      // Both install pg-boss's schema and declare the queues under one advisory lock: neither fails.
      const [a, b] = await Promise.all(
        handles.map((db) => startNode(db, {}, { mail, queued: true, policy: FAST })),
      );
      const versions = await sql<{ n: number }>`select count(*)::int as n from pgboss.version`.execute(
        fresh.db,
      );
      expect(versions.rows[0]?.n).toBe(1);

      const started = Date.now();
      await a!.services.messaging.mail.send({ to: 'p@example.com', subject: 'Code', text: '123456' });
      expect(Date.now() - started).toBeLessThan(1000); // queued, not sent in the caller's time
      await until(() => sent.length === 1, 'the e-mail to be sent after its retry');
      await sleep(1500);
      expect(sent).toEqual([{ to: 'p@example.com', subject: 'Code', text: '123456' }]);
      expect(await states(b!, 'messaging-mail')).toMatchObject({
        created: 0,
        retry: 0,
        active: 0,
        failed: 0,
      });
      for (const app of [a!, b!]) await closeNode(app);
    } finally {
      if (fresh.url) await extraHandles.pop()!.destroy();
      await fresh.db.destroy();
      await fresh.drop();
    }
  });
});
