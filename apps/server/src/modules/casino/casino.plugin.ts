import fp from 'fastify-plugin';

/**
 * Casino: catalog, lobby, favourites, recently played, game history, launch routing by providerName.
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const casinoPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'casino', dependencies: ['services'] },
);
