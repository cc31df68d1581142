import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { BalanceData } from '@kasa/contract/wallet';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, withPlugin, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock, type TestClock } from '../../lib/clock.ts';
import { api, ipSequence, registerPlayer } from '../../test/test-app.ts';
import { connected, hubClient, listen, type HubClient } from '../realtime/realtime.test-support.ts';
import { TOUCH_INTERVAL_MS } from './auth.service.ts';
import { createSessionCache } from './auth.session-cache.ts';

// docs/decisions/0150: session look-ups from memory, ended sessions forgotten at once.

describe('session cache (unit)', () => {
  const make = (ttlMs = 1_000, maxEntries = 100) => {
    let now = 0;
    const cache = createSessionCache({ ttlMs, maxEntries, now: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  };
  const session = (playerId: string, sessionId: string) => ({
    playerId,
    sessionId,
    createdAt: 0,
    lastSeenAt: 0,
    lastUsedAt: 0,
  });

  it('answers from memory until the TTL has passed, then asks again (undefined)', () => {
    const { cache, advance } = make(1_000);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.set('h1', session('p1', 's1'), cache.epoch())).toBe(true);
    expect(cache.set('h2', null, cache.epoch())).toBe(true);
    advance(999);
    expect(cache.get('h1')).toMatchObject({ sessionId: 's1' });
    expect(cache.get('h2')).toBeNull();
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
  });

  it('a revocation forgets exactly the sessions it names', () => {
    const { cache } = make();
    cache.set('a1', session('p1', 's1'), cache.epoch());
    cache.set('a2', session('p1', 's2'), cache.epoch());
    cache.set('a3', session('p1', 's3'), cache.epoch());
    cache.set('b1', session('p2', 's4'), cache.epoch());

    cache.revoke({ playerId: 'p1', sessionId: 's1', keepSessionId: null });
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toMatchObject({ sessionId: 's2' });

    // A password change: all of the player's sessions but the one that made it.
    cache.revoke({ playerId: 'p1', sessionId: null, keepSessionId: 's3' });
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('a3')).toMatchObject({ sessionId: 's3' });
    expect(cache.get('b1')).toMatchObject({ sessionId: 's4' });

    // A reset: all of them.
    cache.revoke({ playerId: 'p1', sessionId: null, keepSessionId: null });
    expect(cache.get('a3')).toBeUndefined();
    expect(cache.get('b1')).toMatchObject({ sessionId: 's4' });
  });

  it('does not keep a read that a revocation overtook (the row may predate it)', () => {
    const { cache } = make();
    const before = cache.epoch();
    cache.revoke({ playerId: 'p9', sessionId: 's9', keepSessionId: null });
    expect(cache.set('h', session('p1', 's1'), before)).toBe(false);
    expect(cache.get('h')).toBeUndefined();
    expect(cache.set('h', session('p1', 's1'), cache.epoch())).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest first; TTL 0 keeps nothing', () => {
    const { cache } = make(1_000, 3);
    for (const hash of ['h1', 'h2', 'h3', 'h4']) cache.set(hash, session('p', hash), cache.epoch());
    expect(cache.size()).toBe(3);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h4')).toMatchObject({ sessionId: 'h4' });

    const off = make(0).cache;
    expect(off.set('h', session('p', 's'), off.epoch())).toBe(false);
    expect(off.get('h')).toBeUndefined();
  });
});

/** Counts every query the app sends, with the tables it names (Kysely plugin on the app's database handle). */
function queryCounter() {
  const seen: Array<{ kind: string; tables: string[] }> = [];
  const tablesOf = (node: unknown, out: Set<string>): Set<string> => {
    if (Array.isArray(node)) for (const child of node) tablesOf(child, out);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.kind === 'TableNode') {
        const name = (record.table as { identifier?: { name?: string } } | undefined)?.identifier?.name;
        if (name) out.add(name);
      }
      for (const value of Object.values(record)) tablesOf(value, out);
    }
    return out;
  };
  /** Query ids of reads on `sessions` whose results are held back until `release` (see `holdNextSessionRead`). */
  const held = new Map<unknown, Promise<void>>();
  let holdNext: Promise<void> | null = null;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      const tables = [...tablesOf(node, new Set())];
      seen.push({ kind: node.kind, tables });
      if (holdNext && node.kind === 'SelectQueryNode' && tables.includes('sessions')) {
        held.set(queryId, holdNext);
        holdNext = null;
      }
      return node;
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
      await held.get(queryId);
      held.delete(queryId);
      return result;
    },
  };
  return {
    plugin,
    /** The next read of `sessions` completes in the database but reaches the app only when `release` is called. */
    holdNextSessionRead() {
      let release!: () => void;
      holdNext = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    mark: () => seen.length,
    since: (mark: number) => seen.slice(mark),
    /** True while a held read's answer waits for its release. */
    isHolding: () => held.size > 0,
    /** Runs `work` and answers the queries it sent. */
    async during(work: () => Promise<unknown>) {
      const from = seen.length;
      await work();
      return seen.slice(from);
    },
  };
}

const onSessions = (queries: Array<{ kind: string; tables: string[] }>) =>
  queries.filter((q) => q.tables.includes('sessions'));

async function countedApp(env: Record<string, string> = {}) {
  const clock = createTestClock(new Date());
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
    ...env,
  });
  const db = createDb({});
  await prepareDatabase(db, clock, config.passwordHashCost);
  const counter = queryCounter();
  const app = await buildApp(config, { db: withPlugin(db, counter.plugin), clock });
  await app.ready();
  return { app, db, clock, counter };
}

describe('session look-ups through the app (cache on, the default TTL)', () => {
  let app: FastifyInstance;
  let db: Db;
  let clock: TestClock;
  let counter: ReturnType<typeof queryCounter>;
  const ip = ipSequence(71);
  const clients: HubClient[] = [];

  beforeAll(async () => {
    ({ app, db, clock, counter } = await countedApp());
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('a warm session costs no database read: ten balance polls read only the wallet accounts, once (balance cache)', async () => {
    const client = api(app);
    const { token } = await registerPlayer(client, ip());
    const queries = await counter.during(async () => {
      for (let i = 0; i < 10; i++) {
        const res = await client.get<BalanceData>(ApiPath.balance, { token });
        expect(res.status).toBe(200);
      }
    });
    expect(onSessions(queries)).toEqual([]);
    expect(queries).toHaveLength(1);
    expect(queries.every((q) => q.kind === 'SelectQueryNode' && q.tables.join() === 'wallet_accounts')).toBe(
      true,
    );
  });

  it('after the TTL one read refreshes the entry; last-seen is written at most once a minute', async () => {
    const client = api(app);
    const { token } = await registerPlayer(client, ip());
    const ttl = app.appConfig.sessionCacheTtlMs;

    clock.advance(ttl);
    let queries = await counter.during(async () => {
      for (let i = 0; i < 5; i++) expect((await client.get(ApiPath.balance, { token })).status).toBe(200);
    });
    expect(onSessions(queries).map((q) => q.kind)).toEqual(['SelectQueryNode']);

    clock.advance(TOUCH_INTERVAL_MS - ttl);
    queries = await counter.during(async () => {
      for (let i = 0; i < 5; i++) expect((await client.get(ApiPath.balance, { token })).status).toBe(200);
    });
    // The entry expired again (one read) and the minute has passed (one write of last_seen_at), for five requests.
    expect(onSessions(queries).map((q) => q.kind)).toEqual(['SelectQueryNode', 'UpdateQueryNode']);
    const row = await db
      .selectFrom('sessions')
      .select(['last_seen_at', 'created_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime() - row.created_at.getTime()).toBe(TOUCH_INTERVAL_MS);
  });

  it('the hub’s handshake of a warm session reads no session from the database', async () => {
    const client = api(app);
    const { token } = await registerPlayer(client, ip());
    const base = await listen(app);
    const queries = await counter.during(async () => {
      const socket = hubClient(base, token);
      clients.push(socket);
      await connected(socket);
    });
    expect(onSessions(queries)).toEqual([]);
  });

  it('logout: the same token answers 401 at once, on the next request', async () => {
    const client = api(app);
    const { token } = await registerPlayer(client, ip());
    expect((await client.get(ApiPath.balance, { token })).status).toBe(200);
    expect((await client.get(ApiPath.logout, { token })).status).toBe(200);
    expect((await client.get(ApiPath.balance, { token })).status).toBe(401);
  });

  it('a password change ends the other cached sessions at once and keeps the one that made it', async () => {
    const client = api(app);
    const player = await registerPlayer(client, ip());
    const other = await client.post<{ token: string }>(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: ip() },
    );
    const otherToken = other.body.data.token;
    expect((await client.get(ApiPath.balance, { token: otherToken })).status).toBe(200);

    const changed = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'newsecret456', confirmPassword: 'newsecret456' },
      { token: player.token },
    );
    expect(changed.status).toBe(200);
    expect((await client.get(ApiPath.balance, { token: otherToken })).status).toBe(401);
    expect((await client.get(ApiPath.balance, { token: player.token })).status).toBe(200);
  });

  it('a request that arrives after a revocation does its own read, not one started before it', async () => {
    const client = api(app);
    const { token } = await registerPlayer(client, ip());
    const session = await app.services.auth.authenticate(token);
    clock.advance(app.appConfig.sessionCacheTtlMs); // the entry has expired: the next request reads

    const release = counter.holdNextSessionRead();
    const queries = await counter.during(async () => {
      const sessionReads = () => onSessions(counter.since(mark)).length;
      const mark = counter.mark();
      const before = client.get(ApiPath.balance, { token }); // reads the row; its answer is held back
      await expect.poll(() => counter.isHolding()).toBe(true);
      // A revocation committed meanwhile (elsewhere) and announced: the held row predates it.
      app.events.publish('sessions.revoked', {
        playerId: session!.playerId,
        sessionId: session!.sessionId,
        keepSessionId: null,
        reason: 'test',
      });
      const after = client.get(ApiPath.balance, { token });
      try {
        // The later request sends a read of its own (it waits for the database behind the held one) …
        await expect.poll(sessionReads, { timeout: 2_000 }).toBe(2);
      } finally {
        release();
        await Promise.all([before, after]);
      }
    });
    // … rather than sharing the held one.
    expect(onSessions(queries)).toHaveLength(2);
  });

  it('an unknown token is refused, and refused again without another read while the answer is fresh', async () => {
    const client = api(app);
    const token = 'x'.repeat(43);
    const queries = await counter.during(async () => {
      expect((await client.get(ApiPath.balance, { token })).status).toBe(401);
      expect((await client.get(ApiPath.balance, { token })).status).toBe(401);
    });
    expect(onSessions(queries)).toHaveLength(1);
  });
});

describe('session look-ups with SESSION_CACHE_TTL_MS=0', () => {
  it('reads the session from the database on every request', async () => {
    const { app, db, counter } = await countedApp({ SESSION_CACHE_TTL_MS: '0' });
    try {
      const client = api(app);
      const { token } = await registerPlayer(client, '10.72.0.1');
      const queries = await counter.during(async () => {
        for (let i = 0; i < 3; i++) expect((await client.get(ApiPath.balance, { token })).status).toBe(200);
      });
      expect(onSessions(queries)).toHaveLength(3);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
