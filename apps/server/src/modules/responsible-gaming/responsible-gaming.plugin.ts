import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { responsibleGamingRoutes } from './responsible-gaming.routes.ts';

/**
 * Player protection's calls (issue 12 §1, docs/decisions/0400). Its service is built with the shared services
 * (plugins/services.ts: `app.services.responsibleGaming`), because payment, bonus and the game wallet ask it before
 * money goes in to play; this plugin adds the player's routes.
 */
export const responsibleGamingPlugin = fp(
  async (app) => {
    await app.register(responsibleGamingRoutes(app.services.responsibleGaming, app.services.auth), {
      prefix: API_BASE.replace(/\/$/, ''),
    });
  },
  { name: 'responsible-gaming', dependencies: ['services'] },
);
