import fp from 'fastify-plugin';

/**
 * Kasa Originals provably fair instant games (dice, mines).
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const fairPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'fair', dependencies: ['services'] },
);
