import fp from 'fastify-plugin';

/**
 * Kasa Originals crash game (Aviator-style), provably fair hash chain, rounds over the hub.
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const crashPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'crash', dependencies: ['services'] },
);
