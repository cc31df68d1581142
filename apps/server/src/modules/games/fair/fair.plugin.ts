import fp from 'fastify-plugin';
import { fairRoutes } from './fair.routes.ts';
import { createFairService, type FairService } from './fair.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kasa Originals Dice and Mines (modules/games/fair). */
    fair: FairService;
  }
}

/** How often open Mines rounds are checked for abandonment (they are settled after MINES_ABANDON_AFTER_MS). */
export const FAIR_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Kasa Originals provably fair instant games (dice, mines), on top of the game wallet (providers plugin). The abandon
 * sweep is not started under NODE_ENV=test: tests call fair.settleAbandoned with their clock.
 */
export const fairPlugin = fp(
  async (app) => {
    const fair = createFairService({ db: app.db, clock: app.clock, gameWallet: app.gameWallet });
    app.decorate('fair', fair);
    await app.register(fairRoutes, { prefix: '/api' });

    if (app.appConfig.nodeEnv === 'test') return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      fair
        .settleAbandoned(app.clock.now())
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'abandoned mines rounds settled');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'mines abandon sweep failed'))
        .finally(() => {
          running = false;
        });
    }, FAIR_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'fair', dependencies: ['services', 'providers'] },
);
