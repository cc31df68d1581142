import type { FastifyPluginAsync } from 'fastify';

/** Every minute (cron, UTC): expired bonuses are forfeited. */
export const BONUS_SWEEP_CRON = '* * * * *';

/**
 * The bonus expiry sweep as a recurring job on the durable queue (docs/decisions/0160): each minute's tick runs on one
 * node, whichever is alive. Idempotent: each bonus is expired in its own transaction after re-reading it under the
 * player's lock, so a tick run twice (a retry after a crash) forfeits nothing twice. The schedule is not registered
 * under NODE_ENV=test (tests call expireBonuses with their clock, or send the job themselves).
 */
export const bonusSweepPlugin: FastifyPluginAsync = async (app) => {
  await app.jobs.work(
    'bonus-expiry-sweep',
    async () => {
      const count = await app.services.bonus.expireBonuses(app.clock.now());
      if (count > 0) app.log.info({ count }, 'bonuses expired');
    },
    // A missed tick is made up by the next one: retry little; a crashed node's tick is retried after 5 minutes.
    { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300 },
  );
  await app.jobs.schedule('bonus-expiry-sweep', BONUS_SWEEP_CRON);
};
