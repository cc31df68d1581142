import type { FastifyInstance } from 'fastify';
import { Header } from '@kasa/contract/api';

/**
 * Who may keep an answer (docs/decisions/0420). Every answer to a request that speaks for a player — a Bearer token or
 * a game session — is `Cache-Control: no-store`, whatever the route set (except the same-for-everyone bytes a route
 * serves with a strong ETag and `no-cache`, such as the bootstrap) (an answer for one player must never sit in a
 * browser's disk cache or a shared proxy). Every other `/api/` answer is `no-store` too unless its route chose a policy
 * (the public bootstrap's `no-cache` with an ETag, public images): login and registration carry a token, and an API
 * answer is per-player unless a route says otherwise.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const speaksForPlayer =
      request.headers.authorization !== undefined || request.headers[Header.gameSession] !== undefined;
    const current = reply.getHeader('cache-control');
    // The same bytes for everyone, revalidated by a strong ETag (the bootstrap, cms/grouped): a token on the request
    // changes nothing in them, so they stay revalidatable (304) for signed-in players too (decision 0150).
    const shared = reply.getHeader('etag') !== undefined && String(current ?? '').includes('no-cache');
    if (speaksForPlayer && !shared) {
      // A route's own stricter policy ('private, no-store') stays; anything else becomes 'no-store'.
      if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    } else if (request.url.startsWith('/api/') && current === undefined) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
