import fp from 'fastify-plugin';
import { createHub, type Hub } from './realtime.hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/**
 * Attaches the real-time hub to this app's HTTP server (it answers `/hub` before Fastify's router sees it). Its
 * sockets close in `preClose`, before the HTTP server stops (open WebSockets would otherwise keep `app.close()`
 * waiting, and their clients should reconnect to another node now); the hub itself closes in `onClose`, after the
 * in-flight requests, so the notifications they create still reach players on other nodes through Redis.
 */
export const realtimePlugin = fp(
  async (app) => {
    const { auth } = app.services;
    const hub = await createHub({
      httpServer: app.server,
      authenticate: (token) => auth.authenticate(token),
      events: app.events,
      log: app.log,
      redisUrl: app.appConfig.redisUrl,
      redisKeyPrefix: app.appConfig.redisKeyPrefix,
    });
    app.decorate('hub', hub);
    app.addHook('preClose', async () => hub.closeSockets());
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'realtime', dependencies: ['services'] },
);
