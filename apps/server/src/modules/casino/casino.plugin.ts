import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { casinoFrameRoutes } from './casino.frame.ts';
import { casinoOpsRoutes } from './casino.ops.routes.ts';
import { casinoMediaRoutes } from './casino.media.ts';
import { casinoPlayerRoutes, casinoPublicRoutes } from './casino.routes.ts';
import { createCasinoService, type CasinoService } from './casino.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The casino catalog: games, categories, favourites, launch routing (modules/casino). */
    casino: CasinoService;
  }
}

/**
 * Casino: catalog, lobby, favourites, recently played, game history, launch routing by providerName
 * (docs/decisions/0090-casino-catalog.md). Seeds the catalog at start (idempotent), decorates `app.casino`, and
 * registers the API routes under the API base and the generated artwork under /media.
 */
export const casinoPlugin = fp(
  async (app) => {
    const casino = createCasinoService({
      db: app.db,
      clock: app.clock,
      providers: app.providers,
      gameWallet: app.gameWallet,
      events: app.events,
    });
    await casino.seed();
    app.decorate('casino', casino);
    const prefix = API_BASE.replace(/\/$/, '');
    await app.register(casinoPublicRoutes(casino), { prefix });
    await app.register(casinoPlayerRoutes(casino), { prefix });
    await app.register(casinoOpsRoutes(casino), { prefix });
    await app.register(casinoMediaRoutes(casino));
    await app.register(casinoFrameRoutes); // GET /game-frame: the SoftGamings markup frame (casino.frame.ts)
  },
  { name: 'casino', dependencies: ['services', 'authenticate', 'providers'] },
);
