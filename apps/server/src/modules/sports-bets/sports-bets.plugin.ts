import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { sportsBetsOpsRoutes, sportsBetsRoutes } from './sports-bets.routes.ts';
import { createSportsBetsService, type SportsBetsService } from './sports-bets.service.ts';
import { createSportsTrading } from './sports-bets.trading.ts';
import { sportsTradingRoutes } from './sports-bets.trading.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sports bets: placement, live delay, settlement, cash-out (modules/sports-bets). */
    sportsBets: SportsBetsService;
  }
}

/** Every minute (cron, UTC): the sweep of live bets past their delay and of closed markets with open legs. */
export const SPORTS_BETS_SWEEP_CRON = '* * * * *';

/**
 * Sports bets (issue 10 §2, docs/decisions/0210) on top of the sportsbook (modules/sports) and the game wallet. The
 * feed's closed markets become a settle job on the durable queue; a live bet's delay ends with an in-process timer
 * and, as the fallback if the node dies, a job; the sweep catches what both missed. Under NODE_ENV=test there are no
 * timers and no schedule: tests call `decide`, `settleMarkets` and `sweep` with their clock.
 */
export const sportsBetsPlugin = fp(
  async (app) => {
    const isTest = app.appConfig.nodeEnv === 'test';
    const bets = createSportsBetsService({
      db: app.db,
      clock: app.clock,
      sports: app.sports,
      gameWallet: app.gameWallet,
      notification: app.services.notification,
      bonus: app.services.bonus,
      jobs: app.jobs,
      log: app.log,
      timers: !isTest,
    });
    app.decorate('sportsBets', bets);
    await app.register(sportsBetsRoutes(bets), { prefix: API_BASE.replace(/\/$/, '') });
    await app.register(sportsBetsOpsRoutes(bets), { prefix: API_BASE.replace(/\/$/, '') });
    // The back office's Sportsbook screen (docs/decisions/0540).
    const trading = createSportsTrading({ db: app.db, sports: app.sports, players: app.services.players });
    await app.register(sportsTradingRoutes({ sports: app.sports, trading }), {
      prefix: API_BASE.replace(/\/$/, ''),
    });

    const quick = { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 };
    await app.jobs.work(
      'sports-bet-decide',
      async ({ betId }) => {
        if ((await bets.decide(betId)) === 'early')
          await app.jobs.send('sports-bet-decide', { betId }, { startAfterSeconds: 2 });
      },
      quick,
    );
    await app.jobs.work(
      'sports-bets-settle',
      async ({ marketIds }) => {
        const changed = await bets.settleMarkets(marketIds);
        if (changed > 0) app.log.info({ markets: marketIds.length, bets: changed }, 'sports bets settled');
      },
      { retryLimit: 10, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 900 },
    );
    await app.jobs.work(
      'sports-bets-sweep',
      async () => {
        const done = await bets.sweep();
        if (done.decided + done.markets > 0) app.log.info(done, 'sports bets sweep');
      },
      { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 600 },
    );
    await app.jobs.schedule('sports-bets-sweep', SPORTS_BETS_SWEEP_CRON);

    // After the feed's commit: the settlement runs on the queue, so a crash does not lose it (the sweep is the net
    // under a send that never happened).
    app.sports.onMarketsClosed((closed) => {
      const marketIds = [...new Set(closed.map((c) => c.marketId))];
      app.jobs
        .send('sports-bets-settle', { marketIds })
        .catch((error: unknown) => app.log.error({ err: error }, 'sports bets settle job not sent'));
    });
    if (!isTest) app.lifecycle.onShutdown(async () => bets.stop());
  },
  { name: 'sports-bets', dependencies: ['services', 'providers', 'jobs', 'sports', 'lifecycle'] },
);
