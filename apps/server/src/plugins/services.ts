import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/create-db.ts';
import { RELAYED_TOPICS, type AppEventBus, type AppEvents } from '../lib/app-events.ts';
import type { Clock } from '../lib/clock.ts';
import { createEventBus } from '../lib/event-bus.ts';
import { createRedisEventRelay } from '../lib/redis-event-relay.ts';
import { createAuthService, type AuthService, type RequestAuth } from '../modules/auth/auth.service.ts';
import { createBackofficeService, type BackofficeService } from '../modules/backoffice/backoffice.service.ts';
import { createBonusService, type BonusService } from '../modules/bonus/bonus.service.ts';
import { createSettingsService, type SettingsService } from '../modules/settings/settings.service.ts';
import { createCustomerService, type CustomerService } from '../modules/customer/customer.service.ts';
import {
  createMessagingService,
  type MessagingOverrides,
  type MessagingService,
} from '../modules/messaging/messaging.service.ts';
import {
  createNotificationService,
  type NotificationService,
} from '../modules/notification/notification.service.ts';
import { createKycService, type KycService } from '../modules/kyc/kyc.service.ts';
import { createOpsService, type OpsService } from '../modules/ops/ops.service.ts';
import { createPaymentService, type PaymentService } from '../modules/payment/payment.service.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import {
  createSandboxGateway,
  type SandboxGateway,
  type SandboxGatewayOptions,
} from '../modules/payment/sandbox-gateway/sandbox-gateway.ts';
import { createPlayersService, type PlayersService } from '../modules/players/players.service.ts';
import {
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from '../modules/responsible-gaming/responsible-gaming.service.ts';
import { createThrottleService, type ThrottleService } from '../modules/throttle/throttle.service.ts';
import { createWalletService, type WalletService } from '../modules/wallet/wallet.service.ts';

export interface Services {
  settings: SettingsService;
  throttle: ThrottleService;
  messaging: MessagingService;
  players: PlayersService;
  auth: AuthService;
  customer: CustomerService;
  wallet: WalletService;
  notification: NotificationService;
  sandboxGateway: SandboxGateway;
  payment: PaymentService;
  bonus: BonusService;
  kyc: KycService;
  /** Player protection: limits, reality check, time-out, self-exclusion (issue 12 §1). */
  responsibleGaming: ResponsibleGamingService;
  /** Operator accounts, sign-in, sessions, roles, four-eyes and the audit log (docs/decisions/0500). */
  ops: OpsService;
  /** The back office's reads: the dashboard and the player screens (docs/decisions/0510). */
  backoffice: BackofficeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: Config;
    db: Db;
    clock: Clock;
    /** The application's events (lib/app-events.ts): modules publish after their commit, the hub subscribes. */
    events: AppEventBus;
    services: Services;
  }
  interface FastifyRequest {
    /** Set by the authenticate pre-handler on protected routes. */
    auth: RequestAuth | null;
  }
}

export interface ServicesOptions {
  config: Config;
  db: Db;
  clock: Clock;
  messaging?: MessagingOverrides | undefined;
  sandbox?: SandboxGatewayOptions | undefined;
}

/** Wires the modules' services together once and hangs them off the instance. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, db, clock, messaging: messagingOverrides, sandbox }) => {
    // With Redis, the topics whose subscribers keep per-node state (session cache, content caches) reach every node.
    const relay = config.redisUrl
      ? await createRedisEventRelay<AppEvents>({
          url: config.redisUrl,
          channel: `${config.redisKeyPrefix}:events`,
          topics: RELAYED_TOPICS,
          log: app.log,
        })
      : undefined;
    if (relay) app.addHook('onClose', async () => relay.close());
    const events = createEventBus<AppEvents>({ log: app.log, ...(relay ? { relay } : {}) });
    const settings = createSettingsService(db);
    const throttle = createThrottleService(db, clock);
    const messaging = createMessagingService(config, db, clock, app.jobs, messagingOverrides);
    await messaging.registerJobHandlers();
    const players = createPlayersService(db, clock, config);
    const wallet = createWalletService(db, clock, {
      onPosted: app.metrics.ledgerPosted,
      events,
      balanceCacheTtlMs: config.balanceCacheTtlMs,
    });
    const auth = createAuthService({
      db,
      clock,
      players,
      settings,
      throttle,
      messaging,
      wallet,
      events,
      sessionCacheTtlMs: config.sessionCacheTtlMs,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
    });
    const customer = createCustomerService({ db, clock, players, auth, settings, throttle, messaging });
    const notification = createNotificationService({ db, clock, players, events });
    // Asked by payments, bonuses and the game wallet before money goes in to play.
    const responsibleGaming = createResponsibleGamingService({ db, clock, wallet, players, notification });
    const sandboxGateway = createSandboxGateway({
      db,
      clock,
      config,
      log: app.log,
      jobs: app.jobs,
      ...sandbox,
    });
    await sandboxGateway.registerJobHandlers();
    // Bonuses ask payments whether a deposit was made; payments tell bonuses of confirmed deposits (depositHooks).
    const bonus = createBonusService({
      db,
      clock,
      wallet,
      players,
      settings,
      notification,
      deposits: { hasConfirmedDeposit: (playerId, tx) => payment.hasConfirmedDeposit(playerId, tx) },
      protection: responsibleGaming,
      log: app.log,
    });
    // Identity checks (docs/decisions/0410): the payment module asks them about every withdrawal.
    const kyc = createKycService({
      db,
      clock,
      storage: createStorage(config),
      players,
      notification,
      log: app.log,
    });
    const payment = createPaymentService({
      db,
      clock,
      webhookSecret: config.sandbox.webhookSecret,
      wallet,
      players,
      notification,
      gateway: sandboxGateway.provider,
      log: app.log,
      depositHooks: bonus,
      withdrawalRules: kyc,
      protection: responsibleGaming,
    });
    const ops = createOpsService({
      db,
      clock,
      throttle,
      payment,
      passwordHashCost: config.passwordHashCost,
      sessionIdleMs: config.operatorSessionIdleMs,
      sessionMaxAgeMs: config.operatorSessionMaxAgeMs,
      fourEyesLira: config.fourEyesWithdrawalLira,
      secretKey: config.operatorSecretKey,
    });
    const backoffice = createBackofficeService({
      db,
      clock,
      players,
      wallet,
      auth,
      kyc,
      bonus,
      responsibleGaming,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
      notification,
      fourEyesAdjustmentLira: config.fourEyesAdjustmentLira,
    });

    app.decorate('appConfig', config);
    app.decorate('db', db);
    app.decorate('clock', clock);
    app.decorate('events', events);
    app.decorate('services', {
      settings,
      throttle,
      messaging,
      players,
      auth,
      customer,
      wallet,
      notification,
      sandboxGateway,
      payment,
      bonus,
      kyc,
      responsibleGaming,
      ops,
      backoffice,
    });
    app.decorateRequest('auth', null);
  },
  { name: 'services', dependencies: ['jobs'] },
);
