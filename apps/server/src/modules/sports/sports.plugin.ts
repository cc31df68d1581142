import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import { API_BASE } from '@kasa/contract/api';
import {
  SPORTS_EVENT,
  SPORTS_NAMESPACE,
  SPORTS_SUBSCRIBE,
  SPORTS_UNSUBSCRIBE,
  sportsRoomsOf,
} from '@kasa/contract/sports-api';
import { sportsRoutes } from './sports.routes.ts';
import { createSportsService, type SportsService } from './sports.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook: feed consumer, simulator runner, read calls (modules/sports). */
    sports: SportsService;
  }
}

/**
 * Sportsbook (issue 10, docs/decisions/0201): the tables the feed fills, the built-in simulator feed (one node at a
 * time, under a lease; not started under NODE_ENV=test, where tests call `app.sports.runner.tick()` with the test
 * clock), the read calls, and the hub namespace `/sports` where guests and players subscribe to rooms of events and
 * sports for live prices, suspensions and scores.
 */
export const sportsPlugin = fp(
  async (app) => {
    const isTest = app.appConfig.nodeEnv === 'test';
    // The hub's server is typed for the default namespace's NotifyMessage; this namespace has its own events.
    const namespace = (app.hub.io as unknown as Server).of(SPORTS_NAMESPACE);
    const sports = createSportsService({
      db: app.db,
      clock: app.clock,
      nodeId: `${process.pid}:${randomUUID()}`,
      publish: (rooms, except, message) => {
        let target = namespace.to(rooms);
        if (except) target = target.except(except);
        target.emit(SPORTS_EVENT, message);
      },
      log: app.log,
    });
    // Guests may watch: a socket says which rooms it wants (validated names), and leaves them as the page changes.
    namespace.on('connection', (socket) => {
      socket.on(SPORTS_SUBSCRIBE, (rooms: unknown) => {
        void socket.join(sportsRoomsOf(rooms));
      });
      socket.on(SPORTS_UNSUBSCRIBE, (rooms: unknown) => {
        for (const room of sportsRoomsOf(rooms)) void socket.leave(room);
      });
    });
    app.decorate('sports', sports);
    await app.register(sportsRoutes(sports), { prefix: API_BASE.replace(/\/$/, '') });
    if (!isTest) {
      app.addHook('onReady', async () => sports.runner.start());
      // Stopping releases the lease, so another node runs the feed at once instead of waiting for it to lapse.
      app.lifecycle.onShutdown(() => sports.runner.stop());
    }
  },
  { name: 'sports', dependencies: ['services', 'realtime', 'lifecycle'] },
);
