import type { FastifyPluginAsync } from 'fastify';

/** How often expired bonuses are forfeited. */
export const BONUS_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs `bonus.expireBonuses` periodically (unref'd: it never keeps the process alive; stopped when the app closes).
 * Not started under NODE_ENV=test: tests call expireBonuses with the test clock themselves.
 */
export const bonusSweepPlugin: FastifyPluginAsync = async (app) => {
  if (app.appConfig.nodeEnv === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app.services.bonus
      .expireBonuses(app.clock.now())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'bonuses expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'bonus expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, BONUS_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
