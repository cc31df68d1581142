import fp from 'fastify-plugin';
import { fairRoutes } from './fair.routes.ts';
import { createFairService, type FairService } from './fair.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kasa Originals Dice and Mines (modules/games/fair). */
    fair: FairService;
  }
}

/**
 * Every 10 minutes (cron, UTC) open Mines and Hi-Lo rounds are checked for abandonment (settled after
 * MINES_ABANDON_AFTER_MS; decision 0300).
 */
export const MINES_SWEEP_CRON = '*/10 * * * *';

/**
 * Kasa Originals provably fair instant games (dice, mines, plinko, limbo, keno, hi-lo), on top of the game wallet (providers plugin). The abandon
 * sweep is a recurring job on the durable queue (docs/decisions/0160), one node per tick; idempotent (each round is
 * settled under its row lock after checking it is still open and stale). Its schedule is not registered under
 * NODE_ENV=test: tests call fair.settleAbandoned with their clock.
 */
export const fairPlugin = fp(
  async (app) => {
    const fair = createFairService({ db: app.db, clock: app.clock, gameWallet: app.gameWallet });
    app.decorate('fair', fair);
    await app.register(fairRoutes, { prefix: '/api' });

    await app.jobs.work(
      'mines-abandon-sweep',
      async () => {
        const count = await fair.settleAbandoned(app.clock.now());
        if (count > 0) app.log.info({ count }, 'abandoned mines and hi-lo rounds settled');
      },
      { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 300 },
    );
    await app.jobs.schedule('mines-abandon-sweep', MINES_SWEEP_CRON);
  },
  { name: 'fair', dependencies: ['services', 'providers', 'jobs'] },
);
