import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type DisconnectReason, type Socket } from 'socket.io';
import { HUB_PATH } from '@kasa/contract/api';
import { HUB } from '@kasa/contract/constants';
import type { Locale } from '@kasa/contract/constants';
import { msg, resolveLocale, translate } from '@kasa/contract/messages';
import { HUB_EVENT, type NotifyMessage } from '@kasa/contract/notification';
import type { AppEventBus, NotificationCreated, SessionsRevoked } from '../../lib/app-events.ts';
import type { EventMeta } from '../../lib/event-bus.ts';
import { connectRedis } from '../../lib/redis.ts';
import type { RequestAuth } from '../auth/auth.service.ts';
import { createMemoryDropLog, createRedisDropLog, type DropLog } from './realtime.drops.ts';

/** What the server emits: one event, `NotifyMessage {command, message}` (spec §7). Clients send nothing. */
export interface ServerToClientEvents {
  NotifyMessage: (message: NotifyMessage) => void;
}
export type ClientToServerEvents = Record<string, never>;
export type InterServerEvents = Record<string, never>;
export interface SocketData {
  playerId: string;
  sessionId: string;
  fingerprint: string | null;
}
export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface HubDeps {
  /** The HTTP server the hub attaches to (Fastify's `app.server`); the hub never closes it. */
  httpServer: HttpServer;
  /** The same check as a Bearer token: hashed lookup of an open (not revoked) session. */
  authenticate: (token: string) => Promise<RequestAuth | null>;
  /** The application's events: new notifications and ended sessions. */
  events: Pick<AppEventBus, 'subscribe'>;
  log: FastifyBaseLogger;
  /** Set → the Redis adapter: emits reach the player's sockets on every node sharing this Redis. */
  redisUrl: string | undefined;
  /** Prefix of the adapter's channels and the hub's keys, so deployments (or test runs) sharing a Redis stay apart. */
  redisKeyPrefix: string;
}

export interface Hub {
  io: HubServer;
  /**
   * Closes this node's sockets without a "server disconnect", so their clients reconnect (through the load balancer,
   * to another node). Emits still reach other nodes through Redis until `close()`.
   */
  closeSockets(): void;
  /** Closes this node's sockets (clients reconnect elsewhere), stops listening to events, and quits Redis. */
  close(): Promise<void>;
  /** Resolves when Redis answers a PING (at once without Redis); for the readiness probe. */
  pingRedis(): Promise<void>;
}

/** The token format a Bearer header accepts (plugins/authenticate.ts): anything else is refused unseen. */
const TOKEN = /^[A-Za-z0-9_\-.~+/=]{16,200}$/;
const MAX_FINGERPRINT = 200;

export const playerRoom = (playerId: string) => `player:${playerId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Disconnects that are not drops: the client left, or the server ended the session. No "reconnected" for these. */
const DELIBERATE: ReadonlySet<DisconnectReason> = new Set([
  'client namespace disconnect',
  'server namespace disconnect',
]);

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof one === 'string' ? one : undefined;
}

/** A refused handshake: the client's `connect_error` carries the translated text and `data` a NotifyMessage. */
function refusal(locale: Locale, key: 'e.unauthorized' | 'e.internal'): Error {
  const text = translate(locale, msg(key));
  const data: NotifyMessage = { command: 'error', message: text };
  return Object.assign(new Error(text), { data });
}

/**
 * The real-time hub (spec §4, §7; decision 0060): Socket.IO on `/hub`, WebSocket only. A socket authenticates at the
 * handshake with the session token and joins `player:<id>` and `session:<id>`; notifications and ended sessions
 * arrive through the notification and auth modules' event ports.
 */
export async function createHub(deps: HubDeps): Promise<Hub> {
  const { log } = deps;
  const redis = deps.redisUrl ? await connectRedis(deps.redisUrl, log, 'hub') : null;

  const io: HubServer = new Server(deps.httpServer, {
    path: HUB_PATH,
    serveClient: false,
    // WebSocket only, no long-polling and no upgrade negotiation: a polling request is answered 400.
    transports: ['websocket'],
    allowUpgrades: false,
    pingInterval: HUB.keepAliveMs,
    pingTimeout: HUB.serverTimeoutMs,
    connectTimeout: 10_000,
    // Clients send nothing but the handshake.
    maxHttpBufferSize: 16 * 1024,
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub, { key: `${deps.redisKeyPrefix}:hub` }) } : {}),
  });
  const drops: DropLog = redis
    ? createRedisDropLog(redis.pub, `${deps.redisKeyPrefix}:hub-drop:`)
    : createMemoryDropLog();

  io.use((socket, next) => {
    const { query, headers } = socket.handshake;
    const locale = resolveLocale(first(query.locale) ?? first(headers['x-locale']));
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = first(auth?.token) ?? first(query.access_token);
    if (!token || !TOKEN.test(token)) {
      next(refusal(locale, 'e.unauthorized'));
      return;
    }
    deps.authenticate(token).then(
      (session) => {
        if (!session) {
          next(refusal(locale, 'e.unauthorized'));
          return;
        }
        socket.data = {
          playerId: session.playerId,
          sessionId: session.sessionId,
          fingerprint: first(query.fingerprint)?.slice(0, MAX_FINGERPRINT) || null,
        };
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'hub: handshake failed');
        next(refusal(locale, 'e.internal'));
      },
    );
  });

  io.on('connection', (socket: HubSocket) => {
    const { playerId, sessionId } = socket.data;
    void socket.join([playerRoom(playerId), sessionRoom(sessionId)]);
    log.debug({ playerId, socket: socket.id }, 'hub: connected');
    socket.on('disconnect', (reason) => {
      log.debug({ playerId, socket: socket.id, reason }, 'hub: disconnected');
      if (!DELIBERATE.has(reason)) {
        drops
          .remember(sessionId)
          .catch((error: unknown) => log.warn({ err: error }, 'hub: drop not recorded'));
      }
    });
    // The same session lost a socket a moment ago (network, server restart): tell the client to catch up.
    drops.take(sessionId).then(
      (wasDropped) => {
        if (wasDropped && socket.connected) socket.emit(HUB_EVENT, { command: 'reconnected', message: null });
      },
      (error: unknown) => log.warn({ err: error }, 'hub: drop log not readable'),
    );
  });

  // Only events raised on this node: with the Redis adapter the hub's own emits already reach every node, so an
  // event a bus relay carried here from another node was sent to the sockets there.
  const onNotification = ({ playerId, notification }: NotificationCreated, { local }: EventMeta) => {
    if (!local) return;
    io.to(playerRoom(playerId)).emit(HUB_EVENT, { command: 'Notification', message: notification });
  };

  const onSessionsRevoked = (event: SessionsRevoked, { local }: EventMeta) => {
    if (!local) return;
    // With the Redis adapter both the emit and the disconnect reach every node, in this order.
    const target = event.sessionId
      ? io.in(sessionRoom(event.sessionId))
      : event.keepSessionId
        ? io.in(playerRoom(event.playerId)).except(sessionRoom(event.keepSessionId))
        : io.in(playerRoom(event.playerId));
    target.emit(HUB_EVENT, { command: 'disconnect', message: event.reason });
    target.disconnectSockets(true);
  };

  const stops = [
    deps.events.subscribe('notification.created', onNotification),
    deps.events.subscribe('sessions.revoked', onSessionsRevoked),
  ];

  let closed = false;
  return {
    io,
    closeSockets() {
      io.engine.close();
    },
    async pingRedis() {
      if (!redis) return;
      // Offline, node-redis would queue the PING until it reconnects: say "not reachable" now instead.
      if (!redis.pub.isReady) throw new Error('hub: Redis not connected');
      await redis.pub.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of stops) stop();
      // Only this node's sockets, and without a "server disconnect": their clients reconnect (to another node).
      io.engine.close();
      await io.of('/').adapter.close();
      if (redis) {
        await Promise.allSettled([redis.sub.close(), redis.pub.close()]);
      }
    },
  };
}
