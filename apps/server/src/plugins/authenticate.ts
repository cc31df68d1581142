import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error.ts';
import type { RequestAuth } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler for protected routes: a valid Bearer session token or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/i;

export const authenticatePlugin = fp(
  async (app) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const auth = match?.[1] ? await app.services.auth.authenticate(match[1]) : null;
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
  },
  { name: 'authenticate', dependencies: ['services'] },
);

/** The caller of a route behind `app.authenticate`. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
