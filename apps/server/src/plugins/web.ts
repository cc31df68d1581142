import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@kasa/contract/api';
import { translate } from '@kasa/contract/messages';
import { localeOf } from '../lib/http.ts';

/** Vite's content-hashed output: a changed file gets a new name, so a browser may keep each one for good. */
const HASHED_ASSET = /[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built player site on the same port as the API, and the not-found answer: unknown /api/ paths get the 404
 * envelope; other GETs get index.html so client-side routes survive a reload (history fallback).
 *
 * The build writes a brotli and a gzip copy beside every text asset (vite-plugin-compression2, docs/decisions/0130);
 * `preCompressed` sends the best one the browser accepts, so nothing is compressed per request. index.html is
 * revalidated on every visit (it names the current hashed files); the hashed files themselves never are.
 */
export async function registerWebAndNotFound(
  app: FastifyInstance,
  webDistDir: string | null,
  adminDistDir: string | null = null,
): Promise<void> {
  const setHeaders = (res: { setHeader: (name: string, value: string) => void }, path: string) => {
    res.setHeader('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
    // The same URL answers brotli, gzip or plain bytes: shared caches must key on the request's encodings.
    res.setHeader('vary', 'accept-encoding');
  };
  if (adminDistDir) {
    // The back office (apps/admin, docs/decisions/0520) under /admin/: its own hashed files and index.html; its
    // client-side routes fall back to its index.html below. Operators only reach data through /api/ops/ calls.
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // One registration may decorate `reply.sendFile`: the player site's when it is there.
      decorateReply: webDistDir === null,
      setHeaders: (res, path) => {
        setHeaders(res, path);
        // Never indexed (other sites may not frame it: the site-wide SAMEORIGIN header).
        res.setHeader('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      preCompressed: true,
      // Our own Cache-Control below; left on, the library would overwrite it with `max-age=0`.
      cacheControl: false,
      setHeaders,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_BASE) &&
      // A hashed file that is not there (a stale page asking for an old build's chunk) is a 404, not index.html:
      // HTML parsed as a script would fail obscurely instead of letting the page reload.
      !request.url.startsWith('/assets/');
    const pathname = request.url.split('?')[0] ?? '';
    if (adminDistDir && isPage && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
      if (pathname.startsWith('/admin/assets/')) {
        return reply
          .code(404)
          .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .sendFile('index.html', adminDistDir);
    }
    if (webDistDir && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
  });
}
