import fp from 'fastify-plugin';

/**
 * Game providers: the game wallet (seamless wallet port), game sessions, one adapter per provider, Hub88 wallet API.
 * Registered by app.ts after the shared services; decorates the instance with this module's service and registers its
 * routes (API routes under the API base via `app.register(routes, { prefix: '/api' })`).
 */
export const providersPlugin = fp(
  async (_app) => {
    // filled in by the module's owner
  },
  { name: 'providers', dependencies: ['services'] },
);
