import fp from 'fastify-plugin';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

/** A probe answer slower than this is a failure: load balancers time their checks out after a few seconds. */
const READY_TIMEOUT_MS = 1_500;

/** /health and /ready (decision 0140). */
export const healthPlugin = fp(
  async (app) => {
    const health = createHealthService({
      db: app.db,
      migrations: MIGRATION_NAMES,
      pingRedis: app.appConfig.redisUrl ? () => app.hub.pingRedis() : null,
      timeoutMs: READY_TIMEOUT_MS,
    });
    await app.register(healthRoutes(health));
  },
  { name: 'health', dependencies: ['services', 'realtime', 'lifecycle'] },
);
