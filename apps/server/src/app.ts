import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE } from '@kasa/contract/api';
import { adminDistExists, webDistExists, type Config } from './config/env.ts';
import { createDb, type Db } from './db/create-db.ts';
import { prepareDatabase } from './db/prepare.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bonusRoutes } from './modules/bonus/bonus.routes.ts';
import { bonusSweepPlugin } from './modules/bonus/bonus.sweep.ts';
import { paymentSweepPlugin } from './modules/payment/payment.sweep.ts';
import { casinoPlugin } from './modules/casino/casino.plugin.ts';
import { contentPlugin } from './modules/content/content.plugin.ts';
import { crashPlugin } from './modules/games/crash/crash.plugin.ts';
import { tablesPlugin } from './modules/games/tables/tables.plugin.ts';
import { tombalaPlugin } from './modules/games/tombala/tombala.plugin.ts';
import { fairPlugin } from './modules/games/fair/fair.plugin.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { kycPlugin } from './modules/kyc/kyc.plugin.ts';
import { chatPlugin } from './modules/chat/chat.plugin.ts';
import type { JobsOptions } from './modules/jobs/jobs.service.ts';
import { slotsPlugin } from './modules/games/slots/slots.plugin.ts';
import { sportsPlugin } from './modules/sports/sports.plugin.ts';
import { sportsBetsPlugin } from './modules/sports-bets/sports-bets.plugin.ts';
import { providersPlugin } from './modules/providers/providers.plugin.ts';
import { responsibleGamingPlugin } from './modules/responsible-gaming/responsible-gaming.plugin.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { devApiRoutes, devPageRoutes } from './modules/dev/dev.routes.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import type { MessagingOverrides } from './modules/messaging/messaging.service.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { paymentOpsRoutes } from './modules/payment/payment.ops.routes.ts';
import { paymentPublicRoutes, paymentRoutes } from './modules/payment/payment.routes.ts';
import { realtimePlugin } from './modules/realtime/realtime.plugin.ts';
import { sandboxPageRoutes } from './modules/payment/sandbox-gateway/sandbox.routes.ts';
import type { SandboxGatewayOptions } from './modules/payment/sandbox-gateway/sandbox-gateway.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { operatorGuardPlugin } from './plugins/operator.ts';
import { registerCachePolicy } from './plugins/cache-policy.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { externalPlugin } from './plugins/external.ts';
import { healthPlugin } from './modules/health/health.plugin.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { servicesPlugin } from './plugins/services.ts';
import { registerWebAndNotFound } from './plugins/web.ts';

export interface AppDeps {
  /** A migrated, seeded database. Absent → one is created from the config (and closed with the app). */
  db?: Db;
  clock?: Clock;
  messaging?: MessagingOverrides;
  /** The sandbox PSP's webhook delivery (tests: app.inject instead of the network) and retry waits. */
  sandbox?: SandboxGatewayOptions;
  /** The job queue's settings (tests: faster polling, schedules on). Default: schedules off under NODE_ENV=test. */
  jobs?: Partial<JobsOptions>;
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Builds the whole application without listening, so tests use `app.inject` and server.ts adds the port. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.password2',
          '*.oldPassword',
          '*.confirmPassword',
          '*.token',
        ],
        censor: '[redacted]',
      },
      ...(config.nodeEnv === 'development' && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    // Honour a caller's request id (load balancer, client) when it is sane; otherwise make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing node on a kept-alive connection is served (its answer closes the connection)
    // rather than refused: the database stays open until every request has finished (decision 0140).
    return503OnClosing: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerCachePolicy(app); // Cache-Control: no-store on every answer for a player (docs/decisions/0420)

  const clock = deps.clock ?? systemClock;
  let db = deps.db;
  if (!db) {
    db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await prepareDatabase(db, clock, config.passwordHashCost, {
      demoOperator: !config.isProduction,
      operatorSecretKey: config.operatorSecretKey,
    });
    const ownDb = db;
    app.addHook('onClose', async () => ownDb.destroy());
  }

  // 1. external plugins, 2. the application's own (services, auth), 3. routes.
  await app.register(lifecyclePlugin); // first: its preClose stops background loops before the hub closes
  await app.register(externalPlugin);
  // GET /metrics; before the services: the wallet counts its movements there.
  await app.register(metricsPlugin, { token: config.metricsToken, isProduction: config.isProduction });
  // /api/docs (OpenAPI from the contract); before every route, so it sees each one registered.
  await app.register(apiDocsPlugin, { isProduction: config.isProduction });
  // The durable job queue (docs/decisions/0160); before the services, which send jobs. Starts when the app is ready.
  await app.register(jobsPlugin, {
    db,
    options: { schedules: config.nodeEnv !== 'test', ...deps.jobs },
  });
  await app.register(servicesPlugin, { config, db, clock, messaging: deps.messaging, sandbox: deps.sandbox });
  await app.register(authenticatePlugin);
  // Before any route: it guards and audits every route under /api/ops/, whichever module registers it.
  await app.register(operatorGuardPlugin);
  await app.register(realtimePlugin); // the hub on /hub (WebSocket), closed before the HTTP server
  await app.register(healthPlugin); // GET /health, GET /ready
  registerErrorHandling(app);
  // Casino and content modules (each a plugin owning its service and routes), in dependency order: the game wallet
  // and provider adapters first, the in-house games on top of them, the casino catalog, then the bootstrap that reads
  // the casino categories and jackpots.
  await app.register(providersPlugin);
  await app.register(slotsPlugin);
  await app.register(crashPlugin);
  await app.register(tablesPlugin);
  await app.register(tombalaPlugin); // Tombala rooms: 90-ball games, jackpot, chat (/tombala hub namespace)
  await app.register(fairPlugin);
  await app.register(casinoPlugin);
  await app.register(contentPlugin);
  await app.register(sportsPlugin); // the sportsbook: feed runner, tables, read calls, /sports hub namespace
  await app.register(sportsBetsPlugin); // bets on it: placement, live delay, settlement jobs, cash-out
  await app.register(kycPlugin); // identity documents, their review, and the withdrawal rules payments ask about
  await app.register(chatPlugin); // live chat: visitors' and agents' calls, /chat hub namespace (decision 0530)
  await app.register(responsibleGamingPlugin); // the player's limits, reality check, time-out, self-exclusion

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(customerRoutes);
      await api.register(walletRoutes);
      await api.register(notificationRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentPublicRoutes);
      await api.register(bonusRoutes);
      await api.register(opsRoutes);
      await api.register(backofficeRoutes);
      await api.register(paymentOpsRoutes); // payment methods set by operators, payments per method (decision 0513)
      if (!config.isProduction) await api.register(devApiRoutes);
    },
    { prefix: API_BASE.replace(/\/$/, '') },
  );
  if (!config.isProduction) await app.register(devPageRoutes);
  // The built-in PSP's hosted page (DESIGN.md, ports: the payments default). A real provider adapter replaces it.
  await app.register(sandboxPageRoutes);
  // Forfeits expired bonuses every minute, on the job queue (scheduled except under NODE_ENV=test: tests call
  // expireBonuses with their clock, or send the job).
  await app.register(bonusSweepPlugin);
  await app.register(paymentSweepPlugin); // the PSP's webhook outbox and deposit reconciliation (decision 0430)

  await registerWebAndNotFound(
    app,
    webDistExists(config) ? config.webDistDir : null,
    adminDistExists(config) ? config.adminDistDir : null,
  );
  return app;
}
