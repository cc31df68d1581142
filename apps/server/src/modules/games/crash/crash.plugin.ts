import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import { CRASH_EVENT, CRASH_NAMESPACE, type CrashEvent } from '@kasa/contract/crash';
import { crashRoutes } from './crash.routes.ts';
import { createCrashService, type CrashService } from './crash.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kasa Aviator: chain, rounds, bets (modules/games/crash). */
    crash: CrashService;
  }
}

/** Tests: a short chain (fast start-up); they step the driver themselves with the test clock. */
const TEST_CHAIN_LENGTH = 500;

/**
 * Kasa Originals crash game (Aviator-style), provably fair hash chain, rounds over the hub's `/crash` namespace.
 * The driver steps every 100 ms on every node; the lease in the database lets only one of them move the rounds.
 * Not started under NODE_ENV=test: tests call `app.crash.tick()` with the test clock.
 */
export const crashPlugin = fp(
  async (app) => {
    const isTest = app.appConfig.nodeEnv === 'test';
    // The hub's server is typed for the default namespace's NotifyMessage; this namespace has its own event.
    const namespace = (app.hub.io as unknown as Server).of(CRASH_NAMESPACE);
    const crash = createCrashService({
      db: app.db,
      clock: app.clock,
      wallet: app.gameWallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (event: CrashEvent) => {
        namespace.emit(CRASH_EVENT, event);
      },
      nodeId: `${process.pid}:${randomUUID()}`,
      ...(isTest ? { chainLength: TEST_CHAIN_LENGTH } : {}),
    });
    // Guests may watch: no handshake check here (the default namespace's token check does not apply). Each new
    // watcher gets the whole picture at once; everything after arrives as events.
    namespace.on('connection', (socket) => {
      crash.snapshot().then(
        (snapshot) => {
          const event: CrashEvent = { type: 'snapshot', snapshot };
          socket.emit(CRASH_EVENT, event);
        },
        (error: unknown) => app.log.error({ err: error }, 'crash: snapshot failed'),
      );
    });
    app.decorate('crash', crash);
    // The terminating hash is published before any round is played.
    await crash.ensureChain();
    await app.register(crashRoutes(crash), { prefix: '/api' });
    if (!isTest) {
      app.addHook('onReady', async () => crash.start(app.log));
      // Stopping releases the driver lease, so another node drives the next step instead of waiting for it to lapse.
      app.lifecycle.onShutdown(() => crash.stop());
    }
  },
  { name: 'crash', dependencies: ['services', 'providers', 'realtime', 'lifecycle'] },
);
