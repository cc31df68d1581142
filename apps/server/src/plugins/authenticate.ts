import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Header } from '@kasa/contract/api';
import { unauthorized } from '../lib/app-error.ts';
import type { RequestAuth } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler for protected routes: a valid Bearer session token or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** For public routes that show more to a signed-in player: the session, or null for a guest or a stale token. */
    optionalAuth: (request: FastifyRequest) => Promise<RequestAuth | null>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/i;

export const authenticatePlugin = fp(
  async (app) => {
    const sessionOf = async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return null;
      // A page's own polls do not count as the player's activity for the idle timeout (docs/decisions/0420).
      return app.services.auth.authenticate(token, {
        background: request.headers[Header.background] === '1',
      });
    };
    app.decorate('optionalAuth', sessionOf);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const auth = await sessionOf(request);
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
