import fp from 'fastify-plugin';
import { createJackpotService, type JackpotService } from '../jackpot/jackpot.service.ts';
import { slotsRoutes } from './slots.routes.ts';
import { createSlotsService, type SlotsService } from './slots.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kasa slots rounds (modules/games/slots). */
    slots: SlotsService;
    /** The progressive jackpot: bootstrapCards() for cms/grouped, quest() for casino/eqyptquest. */
    jackpots: JackpotService;
  }
}

/**
 * Kasa Originals slots and the progressive jackpot (docs/decisions/0092-slots-and-jackpot.md). Registered by app.ts
 * after the providers plugin (game wallet, game sessions); seeds the jackpot levels at start-up (idempotent).
 */
export const slotsPlugin = fp(
  async (app) => {
    const { wallet, notification } = app.services;
    const jackpots = createJackpotService({ db: app.db, clock: app.clock, wallet, notification });
    await jackpots.ensureSeeded();
    const slots = createSlotsService({
      db: app.db,
      clock: app.clock,
      gameWallet: app.gameWallet,
      wallet,
      jackpots,
    });
    app.decorate('jackpots', jackpots);
    app.decorate('slots', slots);
    await app.register(slotsRoutes, { prefix: '/api' });
  },
  { name: 'slots', dependencies: ['services', 'providers'] },
);
