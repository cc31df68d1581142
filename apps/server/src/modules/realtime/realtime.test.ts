import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import type { Notification } from '@kasa/contract/notification';
import type { AppEvents } from '../../lib/app-events.ts';
import { createEventBus } from '../../lib/event-bus.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator } from '../ops/ops.test-support.ts';
import { signUp } from '../payment/payment.test-support.ts';
import { createMemoryDropLog, DROP_WINDOW_MS } from './realtime.drops.ts';
import { createHub } from './realtime.hub.ts';
import { connected, hubClient, listen, waitFor, type HubClient } from './realtime.test-support.ts';

const UNAUTHORIZED_EN = 'Your session has ended. Please log in again.';

// The single-node suite runs with the in-process adapter, and again through Redis when TEST_REDIS_URL is set.
const modes: Array<{ name: string; env: Record<string, string> }> = [{ name: 'in-process adapter', env: {} }];
if (process.env.TEST_REDIS_URL) {
  modes.push({
    name: 'redis adapter',
    env: {
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `kasa-test-${randomBytes(6).toString('hex')}`,
    },
  });
}

describe('drop log (memory)', () => {
  it('counts drops per session within the window', async () => {
    let now = 1_000;
    const drops = createMemoryDropLog(() => now);
    expect(await drops.take('s1')).toBe(false);
    await drops.remember('s1');
    await drops.remember('s1');
    expect(await drops.take('s1')).toBe(true);
    expect(await drops.take('s1')).toBe(true);
    expect(await drops.take('s1')).toBe(false);
    await drops.remember('s2');
    now += DROP_WINDOW_MS;
    expect(await drops.take('s2')).toBe(false);
  });
});

describe('hub and the event bus', () => {
  it('emits only events raised on its node: one a relay brought from another node was emitted there', async () => {
    let fromOtherNode:
      ((topic: 'notification.created', payload: AppEvents['notification.created']) => void) | null = null;
    const log = Fastify({ logger: false }).log;
    const events = createEventBus<AppEvents>({
      log,
      relay: {
        topics: ['notification.created'],
        send: () => {},
        attach: (receive) => (fromOtherNode = receive),
      },
    });
    const token = 'relay-test-token-0123456789';
    const httpServer = createServer();
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const hub = await createHub({
      httpServer,
      authenticate: async (t) => (t === token ? { playerId: '7', sessionId: 's7' } : null),
      events,
      log,
      redisUrl: undefined,
      redisKeyPrefix: 'kasa-test-relay',
    });
    const socket = hubClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, token);
    try {
      await connected(socket);
      const notification = (id: number): Notification => ({
        id,
        title: 't',
        note: 'n',
        type: 1,
        timeStamp: new Date(0).toISOString(),
        isRead: false,
      });
      fromOtherNode!('notification.created', { playerId: '7', notification: notification(1) });
      events.publish('notification.created', { playerId: '7', notification: notification(2) });
      // Emitted in order on one socket: had the relayed one gone out, it would have come first.
      expect((await socket.next('Notification')).message).toEqual(notification(2));
      expect(socket.messages.filter((m) => m.command === 'Notification')).toHaveLength(1);
    } finally {
      socket.close();
      await hub.close();
      await new Promise((resolve) => httpServer.close(resolve));
    }
  });
});

describe.each(modes)('real-time hub ($name)', ({ env }) => {
  let t: TestApp;
  let base: string;
  const clients: HubClient[] = [];
  const open = (...args: Parameters<typeof hubClient>) => {
    const client = hubClient(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({ env });
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  const client = () => api(t.app);

  async function bankDeposit(token: string, amount: number): Promise<string> {
    const res = await client().post<null>(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount, fullName: 'Ayşe Yılmaz' } },
      { token, locale: 'en' },
    );
    expect(res.status).toBe(200);
    return /DP-[0-9A-Z]{6}/.exec(res.body.message)![0];
  }

  it('a player’s socket receives the notification of a confirmed deposit, and only that player’s sockets', async () => {
    const player = await signUp(t, 'en');
    const other = await signUp(t, 'en');
    const mine = open(base, player.token);
    const theirs = open(base, other.token);
    await Promise.all([connected(mine), connected(theirs)]);

    const reference = await bankDeposit(player.token, 250);
    const { headers } = await signInOperator(t.app, ['payments']);
    const confirmed = await client().post(`ops/deposits/${reference}/confirm`, {}, { headers });
    expect(confirmed.status).toBe(200);

    const pushed = await mine.next('Notification');
    const notification = pushed.message as Notification;
    expect(notification).toMatchObject({ title: 'Deposit confirmed', type: 1, isRead: false });
    expect(notification.note).toContain(reference);
    const list = await client().post<Notification[]>(ApiPath.notifications, {}, { token: player.token });
    expect(list.body.data![0]).toEqual(notification);

    // A notification created directly (bonus, withdrawal…) travels the same way.
    const direct = await t.app.services.notification.create({
      playerId: other.playerId,
      type: 3,
      title: 'n.depositConfirmed.title',
      note: 'n.depositConfirmed.note',
      args: ['₺1,00', 'DP-TEST00'],
    });
    t.app.services.notification.publish(other.playerId, direct);
    expect((await theirs.next('Notification')).message).toEqual(direct);
    expect(mine.messages.filter((m) => m.command === 'Notification')).toHaveLength(1);
    expect(theirs.messages.filter((m) => m.command === 'Notification')).toHaveLength(1);
  });

  it('refuses a missing, malformed, unknown or revoked token with a readable error (connect_error)', async () => {
    const refusal = (token: string | null, options = {}) =>
      connected(open(base, token, options)).then(
        () => expect.fail('the hub accepted the handshake'),
        (error: Error & { data?: unknown }) => error,
      );
    for (const token of [null, 'short', 'x'.repeat(64)]) {
      const error = await refusal(token);
      expect(error.message).toBe(UNAUTHORIZED_EN);
      expect(error.data).toEqual({ command: 'error', message: UNAUTHORIZED_EN });
    }
    // Turkish by default (no locale in the query).
    const tr = await refusal('y'.repeat(64), { query: {} });
    expect(tr.message).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');

    const player = await signUp(t, 'en');
    expect((await client().get(ApiPath.logout, { token: player.token })).status).toBe(200);
    expect((await refusal(player.token)).message).toBe(UNAUTHORIZED_EN);
    // The token may also come as the access_token query value.
    const fresh = await signUp(t, 'en');
    const byQuery = open(base, null, { query: { access_token: fresh.token, fingerprint: 'fp' } });
    await connected(byQuery);
    expect(byQuery.socket.connected).toBe(true);
  });

  it('logout sends the session’s sockets the disconnect command and closes them; other sessions stay', async () => {
    const player = await signUp(t, 'en');
    const login = await client().post<SessionData>(ApiPath.login, {
      username: (await t.app.services.players.findById(player.playerId))!.username,
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    const second = login.body.data!.token;
    const a1 = open(base, player.token);
    const a2 = open(base, player.token);
    const b = open(base, second);
    await Promise.all([connected(a1), connected(a2), connected(b)]);

    expect((await client().get(ApiPath.logout, { token: player.token })).status).toBe(200);
    for (const socket of [a1, a2]) {
      expect(await socket.next('disconnect')).toEqual({ command: 'disconnect', message: 'logout' });
      await waitFor(() => socket.disconnects.length > 0, 'the socket to close');
      // A server-side disconnect: socket.io-client does not reconnect by itself.
      expect(socket.disconnects).toEqual(['io server disconnect']);
    }
    expect(b.socket.connected).toBe(true);
    expect(b.messages).toEqual([]);
  });

  it('a password change closes the player’s other sessions’ sockets and keeps the one that changed it', async () => {
    const player = await signUp(t, 'en');
    const login = await client().post<SessionData>(ApiPath.login, {
      username: (await t.app.services.players.findById(player.playerId))!.username,
      password: 'secret123',
    });
    const other = login.body.data!.token;
    const keeper = open(base, player.token);
    const ended = open(base, other);
    await Promise.all([connected(keeper), connected(ended)]);
    const changed = await client().post(
      ApiPath.changePassword,
      { oldPassword: 'secret123', password: 'secret456', confirmPassword: 'secret456' },
      { token: player.token },
    );
    expect(changed.status).toBe(200);
    expect(await ended.next('disconnect')).toEqual({ command: 'disconnect', message: 'password-change' });
    await waitFor(() => !ended.socket.connected, 'the other session’s socket to close');
    expect(keeper.socket.connected).toBe(true);
    expect(keeper.messages).toEqual([]);
  });

  it('after a dropped connection the socket that comes back is told reconnected', async () => {
    const player = await signUp(t, 'en');
    const socket = open(base, player.token, {
      reconnection: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 50,
    });
    await connected(socket);
    expect(socket.messages).toEqual([]);
    // Cut the transport from the server side, as a network failure would.
    const serverSide = [...t.app.hub.io.sockets.sockets.values()].find(
      (s) => s.data.playerId === player.playerId,
    );
    expect(serverSide).toBeDefined();
    const firstId = socket.socket.id;
    serverSide!.conn.close();
    expect(await socket.next('reconnected')).toEqual({ command: 'reconnected', message: null });
    expect(socket.disconnects).toEqual(['transport close']);
    expect(socket.socket.connected).toBe(true);
    expect(socket.socket.id).not.toBe(firstId);
  });

  it('refuses long-polling: only WebSocket is offered', async () => {
    const polling = await fetch(`${base}/hub/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    const player = await signUp(t, 'en');
    const viaPolling = open(base, player.token, { transports: ['polling'] });
    await expect(connected(viaPolling)).rejects.toThrow();
    expect(viaPolling.socket.connected).toBe(false);
  });

  it('the CSP lets the page open WebSocket connections to its own origin', async () => {
    const res = await fetch(`${base}/api/${ApiPath.balance}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
  });
});
