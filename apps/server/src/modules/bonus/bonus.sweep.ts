import type { FastifyPluginAsync } from 'fastify';

/** How often expired bonuses are forfeited. */
export const BONUS_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs `bonus.expireBonuses` periodically (unref'd: it never keeps the process alive; stopped when shutdown begins).
 * Not started under NODE_ENV=test: tests call expireBonuses with the test clock themselves.
 */
export const bonusSweepPlugin: FastifyPluginAsync = async (app) => {
  if (app.appConfig.nodeEnv === 'test') return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = app.services.bonus
      .expireBonuses(app.clock.now())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'bonuses expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'bonus expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  }, BONUS_SWEEP_INTERVAL_MS);
  timer.unref();
  // A sweep under way finishes before the database closes.
  app.lifecycle.onShutdown(async () => {
    clearInterval(timer);
    await running;
  });
};
