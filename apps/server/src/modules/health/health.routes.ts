import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { HealthService } from './health.service.ts';

/** Probes are polled every few seconds by the load balancer: no request log lines, never cached. */
const PROBE = { logLevel: 'silent' } as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * GET /health (alive: the process answers, nothing else is asked) and GET /ready (this node should get traffic).
 * Outside /api/ and plain JSON, not the envelope: they are for load balancers and orchestrators, not players.
 */
export function healthRoutes(health: HealthService): FastifyPluginAsync {
  return async (app) => {
    let wasReady: boolean | null = null;
    app.get('/health', PROBE, async (_request, reply) => {
      noStore(reply);
      return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    });

    app.get('/ready', PROBE, async (_request, reply) => {
      noStore(reply);
      // Shutting down: answer at once, so the load balancer stops sending traffic while requests still finish.
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
      const readiness = await health.readiness();
      // The probes themselves are not logged; a change of state is.
      if (readiness.ready !== wasReady) {
        if (readiness.ready) app.log.info('ready');
        else app.log.warn({ readiness }, 'not ready');
        wasReady = readiness.ready;
      }
      return reply.code(readiness.ready ? 200 : 503).send({
        status: readiness.ready ? 'ready' : 'not ready',
        checks: readiness.checks,
        pendingMigrations: readiness.pendingMigrations,
      });
    });
  };
}
