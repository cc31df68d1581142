import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@kasa/contract/api';
import { translate } from '@kasa/contract/messages';
import { localeOf } from '../lib/http.ts';

/**
 * The built player site on the same port as the API, and the not-found answer: unknown /api/ paths get the 404
 * envelope; other GETs get index.html so client-side routes survive a reload (history fallback).
 */
export async function registerWebAndNotFound(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      setHeaders: (res, path) => {
        // Vite puts content-hashed files under assets/: cache them for good; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(API_BASE);
    if (webDistDir && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
  });
}
