import fp from 'fastify-plugin';
import type { Fetch } from './adapters.ts';
import { createGameSessions, type GameSessionsService } from './game-sessions.service.ts';
import { createGameWallet, type GameWalletService } from './game-wallet.service.ts';
import { hub88Routes } from './hub88.routes.ts';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seam between games and money (modules/providers/game-wallet.service.ts). */
    gameWallet: GameWalletService;
    /** Launched games' sessions (x-game-session for in-house games, Hub88's token). */
    gameSessions: GameSessionsService;
    /** Which providers are configured, and launching a game of one. */
    providers: ProviderRegistry;
  }
}

export interface ProvidersPluginOptions {
  /** Tests: the HTTP client provider adapters use (default: global fetch). */
  fetch?: Fetch;
}

/**
 * Game providers: the game wallet (seamless wallet port), game sessions, one adapter per provider, and Hub88's wallet
 * API (POST /api/hub88/…, registered only when Hub88 is configured). Registered by app.ts after the shared services,
 * before every game plugin. Decision 0091.
 */
export const providersPlugin = fp<ProvidersPluginOptions>(
  async (app, options) => {
    const { wallet, bonus, players, responsibleGaming } = app.services;
    const gameWallet = createGameWallet({
      db: app.db,
      clock: app.clock,
      wallet,
      bonus,
      protection: responsibleGaming,
    });
    const gameSessions = createGameSessions(app.db, app.clock, players);
    const providers = createProviderRegistry({
      config: app.appConfig,
      gameSessions,
      log: app.log,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    // A password change or reset ends all of a player's site sessions but one (or all): the games launched with them
    // stop too (issue 12 §3.2). Done once, by the node that published; the others only forget their peeked copies.
    app.events.subscribe('sessions.revoked', (event, meta) => {
      if (event.sessionId !== null) return;
      if (!meta.local) return;
      gameSessions.revokeAllOfPlayer(event.playerId).catch((error: unknown) => {
        app.log.error({ err: error, playerId: event.playerId }, 'game sessions not revoked');
      });
    });
    app.decorate('gameWallet', gameWallet);
    app.decorate('gameSessions', gameSessions);
    app.decorate('providers', providers);

    const hub88 = app.appConfig.providers.hub88;
    if (hub88) await app.register(hub88Routes(hub88), { prefix: '/api' });
  },
  { name: 'providers', dependencies: ['services'] },
);
