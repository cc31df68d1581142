import fp from 'fastify-plugin';

/**
 * Content: the cms/grouped bootstrap, banners, promotions, pages, popup, footer.
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const contentPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'content', dependencies: ['services'] },
);
