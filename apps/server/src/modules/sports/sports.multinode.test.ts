import { TEST_POOL_SIZE } from '../../test/test-app.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '@kasa/contract/api';
import {
  SPORTS_EVENT,
  SPORTS_NAMESPACE,
  SPORTS_SUBSCRIBE,
  type SportsHubMessage,
  sportsRoom,
} from '@kasa/contract/sports-api';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock } from '../../lib/clock.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { waitFor } from '../realtime/realtime.test-support.ts';
import * as repo from './sports.repository.ts';

// Two nodes sharing one PostgreSQL database and one Redis: one runs the simulator feed under the lease, a guest on
// the other hears its prices, and the other takes over when the first lets go. PGlite cannot be shared between two
// instances, so this needs a PostgreSQL server as well as Redis.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// Saturday 28 November 2026, 17:30 in Türkiye (matches in play in several sports).
const T0 = new Date('2026-11-28T14:30:00Z');

describe.skipIf(!databaseUrl || !redisUrl)(
  'sports feed on two nodes (needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without them)',
  () => {
    let scratch: ScratchDatabase | undefined;
    const clock = createTestClock(T0);
    const dbs: Db[] = [];
    const apps: FastifyInstance[] = [];
    let socket: Socket | undefined;

    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl!, 'sports');
      const url = new URL(scratch.url);
      const config = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PASSWORD_HASH_COST: '10',
        WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `kasa-test-${randomBytes(6).toString('hex')}`,
      });
      for (let i = 0; i < 2; i++)
        dbs.push(createDb({ databaseUrl: url.toString(), poolSize: TEST_POOL_SIZE }));
      await prepareDatabase(dbs[0]!, clock, config.passwordHashCost);
      for (const db of dbs) apps.push(await buildApp(config, { db, clock }));
      for (const app of apps) await app.ready();
    }, 120_000);

    afterAll(async () => {
      socket?.close();
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await scratch?.drop();
    });

    it('one node runs the feed at a time, a guest on the other node hears it, and the other takes over', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Both step at once: exactly one is the leader.
      const reports = await Promise.all([a.sports.runner.tick(), b.sports.runner.tick()]);
      expect(reports.filter((r) => r.leader)).toHaveLength(1);
      const [leader, other] = reports[0]!.leader ? [a, b] : [b, a];

      await other.listen({ port: 45013, host: '127.0.0.1' });
      socket = connect(`http://127.0.0.1:45013${SPORTS_NAMESPACE}`, {
        path: HUB_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const messages: SportsHubMessage[] = [];
      socket.on(SPORTS_EVENT, (m: SportsHubMessage) => messages.push(m));
      await waitFor(() => socket!.connected, 'connected');
      const live = await dbs[0]!
        .selectFrom('sports_events')
        .select('id')
        .where('status', '=', 'live')
        .execute();
      expect(live.length).toBeGreaterThan(0);
      socket.emit(SPORTS_SUBSCRIBE, [sportsRoom.live]);
      await new Promise((resolve) => setTimeout(resolve, 200));

      clock.advance(15_000);
      expect((await leader.sports.runner.tick()).leader).toBe(true);
      expect((await other.sports.runner.tick()).leader).toBe(false);
      await waitFor(() => messages.some((m) => m.type === 'score'), 'a score from the other node', 10_000);

      // The leader stops (shutdown releases the lease): the other node carries the matches on.
      const before = await repo.progressOf(
        dbs[0]!,
        live.map((e) => e.id),
      );
      await leader.sports.runner.stop();
      clock.advance(60_000);
      const report = await other.sports.runner.tick();
      expect(report.leader).toBe(true);
      expect(report.live + report.settled).toBeGreaterThan(0);
      const after = new Map(
        (
          await repo.progressOf(
            dbs[0]!,
            live.map((e) => e.id),
          )
        ).map((p) => [p.event_id, p.cursor]),
      );
      for (const p of before) expect(after.get(p.event_id)!).toBeGreaterThanOrEqual(p.cursor);
      const states = await repo.feedStates(dbs[0]!);
      expect(states.every((s) => s.gaps === 0)).toBe(true);
    }, 240_000);
  },
);
