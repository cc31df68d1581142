import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import type { Notification } from '@kasa/contract/notification';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock } from '../../lib/clock.ts';
import { registration } from '../../test/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { api, TEST_POOL_SIZE } from '../../test/test-app.ts';
import { signInOperator } from '../ops/ops.test-support.ts';
import { connected, hubClient, listen, type HubClient } from './realtime.test-support.ts';

// Two server instances sharing one PostgreSQL database and one Redis, as two nodes behind a load balancer. PGlite
// cannot be shared between two instances, so this needs a PostgreSQL server as well as Redis.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)(
  'real-time hub on two nodes (needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without them)',
  () => {
    let scratch: ScratchDatabase | undefined;
    const dbs: Db[] = [];
    const apps: FastifyInstance[] = [];
    const clients: HubClient[] = [];
    let nodeA: FastifyInstance;
    let baseB: string;

    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl!, 'hub');
      const url = new URL(scratch.url);
      const clock = createTestClock(new Date());
      const config = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PASSWORD_HASH_COST: '10',
        WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
        REDIS_URL: redisUrl,
        // Channels and keys of this run only: parallel runs on the same Redis do not hear each other.
        REDIS_KEY_PREFIX: `kasa-test-${randomBytes(6).toString('hex')}`,
      });
      for (let i = 0; i < 2; i++)
        dbs.push(createDb({ databaseUrl: url.toString(), poolSize: TEST_POOL_SIZE }));
      await prepareDatabase(dbs[0]!, clock, config.passwordHashCost);
      for (const db of dbs) {
        const app = await buildApp(config, {
          db,
          clock,
          // Manual (bank transfer) deposits only: the sandbox PSP is not used here.
          sandbox: { deliver: () => Promise.reject(new Error('no PSP in this test')) },
        });
        apps.push(app);
      }
      nodeA = apps[0]!;
      await listen(nodeA);
      baseB = await listen(apps[1]!);
    });

    afterAll(async () => {
      for (const client of clients) client.close();
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await scratch?.drop();
    });

    it('each node is ready only with its database, migrations and Redis answering', async () => {
      for (const app of apps) {
        const res = await app.inject({ method: 'GET', url: '/ready' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok', migrations: 'ok' } });
      }
    });

    it('a deposit confirmed through node A reaches the player’s socket on node B; a logout on A closes it', async () => {
      const a = api(nodeA);
      const signed = await a.post<SessionData>(ApiPath.register, registration(), { locale: 'en' });
      expect(signed.status).toBe(200);
      const { token } = signed.body.data!;
      const onB = hubClient(baseB, token);
      clients.push(onB);
      await connected(onB);

      const deposit = await a.post<null>(
        ApiPath.deposit,
        { id: 1, target: 'pay', detail: { amount: 750, fullName: 'Ayşe Yılmaz' } },
        { token, locale: 'en' },
      );
      expect(deposit.status).toBe(200);
      const reference = /DP-[0-9A-Z]{6}/.exec(deposit.body.message)![0];
      const { headers } = await signInOperator(nodeA, ['payments']);
      expect((await a.post(`ops/deposits/${reference}/confirm`, {}, { headers })).status).toBe(200);

      const pushed = await onB.next('Notification', 10_000);
      expect(pushed.message as Notification).toMatchObject({ title: 'Deposit confirmed', isRead: false });
      expect((pushed.message as Notification).note).toContain(reference);

      expect((await a.get(ApiPath.logout, { token })).status).toBe(200);
      expect(await onB.next('disconnect', 10_000)).toEqual({ command: 'disconnect', message: 'logout' });
      await expect.poll(() => onB.socket.connected, { timeout: 10_000, interval: 20 }).toBe(false);
    });
  },
);
