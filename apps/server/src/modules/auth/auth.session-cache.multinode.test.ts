import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import type { BalanceData } from '@kasa/contract/wallet';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock } from '../../lib/clock.ts';
import { registration } from '../../test/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { api, TEST_POOL_SIZE } from '../../test/test-app.ts';

// Two server instances sharing one PostgreSQL database and one Redis, as two nodes behind a load balancer
// (docs/decisions/0150). PGlite cannot be shared between two instances, so this needs PostgreSQL as well as Redis.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Well inside the session cache's TTL (15 s): a node that did not hear the revocation would still say 200. */
const HEARD_WITHIN_MS = 2_000;

describe.skipIf(!databaseUrl || !redisUrl)(
  'session cache on two nodes (needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without them)',
  () => {
    let scratch: ScratchDatabase | undefined;
    const dbs: Db[] = [];
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl!, 'sc');
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
          sandbox: { deliver: () => Promise.reject(new Error('no PSP in this test')) },
        });
        await app.ready();
        apps.push(app);
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await scratch?.drop();
    });

    /** Polls until node's answer to the token is `status`, or fails after HEARD_WITHIN_MS. */
    async function expectStatus(node: FastifyInstance, token: string, status: number) {
      await expect
        .poll(async () => (await api(node).get(ApiPath.balance, { token })).status, {
          timeout: HEARD_WITHIN_MS,
          interval: 20,
        })
        .toBe(status);
    }

    it('a logout on node A: node B, which had the session cached, refuses the token within a moment', async () => {
      const [a, b] = [api(apps[0]!), api(apps[1]!)];
      const signed = await a.post<SessionData>(ApiPath.register, registration(), { locale: 'en' });
      expect(signed.status).toBe(200);
      const { token } = signed.body.data;
      // Node B looks the token up once and keeps it.
      expect((await b.get(ApiPath.balance, { token })).status).toBe(200);
      expect((await b.get(ApiPath.balance, { token })).status).toBe(200);

      expect((await a.get(ApiPath.logout, { token })).status).toBe(200);
      expect((await a.get(ApiPath.balance, { token })).status).toBe(401);
      await expectStatus(apps[1]!, token, 401);
    });

    it('a password change on node A ends the player’s other session cached on node B; its own stays', async () => {
      const [a, b] = [api(apps[0]!), api(apps[1]!)];
      const player = registration();
      const first = await a.post<SessionData>(ApiPath.register, player, { locale: 'en' });
      const second = await b.post<SessionData>(ApiPath.login, {
        username: player.username,
        password: player.password,
      });
      const [keep, other] = [first.body.data.token, second.body.data.token];
      expect((await b.get(ApiPath.balance, { token: other })).status).toBe(200);
      expect((await b.get(ApiPath.balance, { token: keep })).status).toBe(200);

      const changed = await a.post(
        ApiPath.changePassword,
        { oldPassword: player.password, password: 'newsecret456', confirmPassword: 'newsecret456' },
        { token: keep },
      );
      expect(changed.status).toBe(200);
      await expectStatus(apps[1]!, other, 401);
      expect((await b.get(ApiPath.balance, { token: keep })).status).toBe(200);
    });

    it('a deposit credited on node A shows in node B’s balance poll within a moment, though B had it cached', async () => {
      const [a, b] = [api(apps[0]!), api(apps[1]!)];
      const player = registration();
      const signed = await a.post<SessionData>(ApiPath.register, player, { locale: 'en' });
      const { token } = signed.body.data;
      const found = await apps[0]!.services.players.findByUsername(player.username);
      // B keeps the balance (past the 2 s quiet period of the account opening, which moved no money anyway).
      expect((await b.get<BalanceData>(ApiPath.balance, { token })).body.data.balance).toBe(0);
      expect((await b.get<BalanceData>(ApiPath.balance, { token })).body.data.balance).toBe(0);

      await apps[0]!.services.wallet.creditDeposit({
        key: `mn-${found!.id}`,
        playerId: found!.id,
        amount: 2_500,
      });
      await expect
        .poll(async () => (await b.get<BalanceData>(ApiPath.balance, { token })).body.data.balance, {
          timeout: HEARD_WITHIN_MS,
          interval: 20,
        })
        .toBe(25);
    });
  },
);
