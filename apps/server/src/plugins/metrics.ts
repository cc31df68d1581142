import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CRASH_NAMESPACE } from '@kasa/contract/crash';
import { poolStats } from '../db/create-db.ts';

export interface Metrics {
  /**
   * This node's Prometheus registry. A module adds its own metric by naming it here, for example a job queue's depth:
   * `new Gauge({ name: 'kasa_job_queue_depth', help: '…', labelNames: ['queue'], registers: [app.metrics.registry],
   * async collect() { this.set({ queue: 'x' }, await depthOf('x')) } })` — `collect` runs at each scrape.
   */
  registry: Registry;
  /** Counts a ledger movement by kind (the wallet's onPosted hook). */
  ledgerPosted(kind: string, amountKurus: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const BEARER = /^Bearer\s+(\S{1,500})$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Loopback and private networks: where a Prometheus server scraping a node directly sits. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return PRIVATE.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

/** Seconds; from a cached read (~1 ms) to a slow money path. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics (decision 0140). Registered before the services, so the wallet can count its
 * movements here. Who may read them: with METRICS_TOKEN, whoever sends it as a Bearer token; without, anyone outside
 * production, and in production a direct caller from a loopback or private address — never a request that came
 * through a proxy (X-Forwarded-For / Forwarded), since the load balancer itself connects from a private address.
 */
export interface MetricsOptions {
  /** METRICS_TOKEN */
  token: string | undefined;
  isProduction: boolean;
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token, isProduction }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const httpDuration = new Histogram({
      name: 'kasa_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class; _count is the request count',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const ledgerMovements = new Counter({
      name: 'kasa_ledger_movements_total',
      help: 'Ledger movements written by this node, by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const ledgerKurus = new Counter({
      name: 'kasa_ledger_moved_kurus_total',
      help: 'Kuruş moved by the ledger movements written by this node, by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'kasa_db_pool_connections',
      help: 'Database connections by state (total, idle, waiting = callers queued for one); PGlite is a pool of one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.hasDecorator('db') ? poolStats(app.db) : null;
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'kasa_hub_sockets',
      help: 'Sockets connected to this node, by hub namespace',
      labelNames: ['namespace'] as const,
      registers: [registry],
      collect() {
        if (!app.hasDecorator('hub')) return;
        for (const namespace of ['/', CRASH_NAMESPACE]) {
          this.set({ namespace }, app.hub.io.of(namespace).sockets.size);
        }
      },
    });

    app.decorate('metrics', {
      registry,
      ledgerPosted(kind: string, amountKurus: number) {
        ledgerMovements.inc({ kind });
        ledgerKurus.inc({ kind }, amountKurus);
      },
    } satisfies Metrics);

    app.addHook('onResponse', async (request, reply) => {
      httpDuration.observe(
        {
          method: request.method,
          // The route's pattern (`/api/ops/payments/:reference/audit`), never the raw URL: labels stay bounded.
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    const expected = token ? digest(token) : null;
    const refusal = (request: FastifyRequest): 401 | 403 | null => {
      if (expected) {
        const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
        return given && timingSafeEqual(digest(given), expected) ? null : 401;
      }
      if (!isProduction) return null;
      const proxied =
        request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
      return !proxied && isPrivateAddress(request.socket.remoteAddress) ? null : 403;
    };

    app.get('/metrics', { logLevel: 'silent' }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refused = refusal(request);
      if (refused === 401) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
      }
      if (refused === 403) return reply.code(403).send({ status: 'forbidden' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
