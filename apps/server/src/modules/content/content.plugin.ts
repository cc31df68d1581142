import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { contentOpsRoutes } from './content.ops.routes.ts';
import { contentMediaRoutes, contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { createContentService, type BootstrapSources, type ContentService } from './content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

/**
 * What this module reads from the casino (A1: categoryList, providerLogos) and jackpot (B1: bootstrapCards)
 * services, looked up by decorator name at every bootstrap build so either may arrive later or not at all.
 */
interface CasinoLike {
  categoryList?: BootstrapSources['casinoCategories'];
  providerLogos?: BootstrapSources['providerLogos'];
}
interface JackpotsLike {
  bootstrapCards?: BootstrapSources['jackpots'];
}

function sourcesOf(app: FastifyInstance): BootstrapSources {
  const decorated = app as unknown as { casino?: CasinoLike; jackpots?: JackpotsLike };
  const casino = app.hasDecorator('casino') ? decorated.casino : undefined;
  const jackpots = app.hasDecorator('jackpots') ? decorated.jackpots : undefined;
  return {
    ...(casino?.categoryList ? { casinoCategories: casino.categoryList.bind(casino) } : {}),
    ...(casino?.providerLogos ? { providerLogos: casino.providerLogos.bind(casino) } : {}),
    ...(jackpots?.bootstrapCards ? { jackpots: jackpots.bootstrapCards.bind(jackpots) } : {}),
  };
}

/**
 * Content: the cms/grouped bootstrap, banners, promotions, pages, popup, footer; their artwork under /media/; the
 * operator's content endpoints. Seeds its demo content (once) at start-up.
 */
export const contentPlugin = fp(
  async (app) => {
    await seedContent(app.db, app.clock.now());
    const content = createContentService({
      db: app.db,
      clock: app.clock,
      log: app.log,
      settings: app.services.settings,
      sources: () => sourcesOf(app),
      events: app.events,
      // Uploaded banner and popup images (docs/decisions/0550).
      storage: createStorage(app.appConfig),
    });
    app.decorate('content', content);
    await app.register(contentRoutes, { prefix: '/api' });
    await app.register(contentOpsRoutes, { prefix: '/api' });
    await app.register(contentMediaRoutes);
  },
  { name: 'content', dependencies: ['services'] },
);
