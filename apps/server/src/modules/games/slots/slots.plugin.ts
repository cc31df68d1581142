import fp from 'fastify-plugin';

/**
 * Kasa Originals slots and the progressive jackpot.
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const slotsPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'slots', dependencies: ['services'] },
);
