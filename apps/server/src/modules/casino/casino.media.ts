import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@kasa/contract/messages';
import { localeOf } from '../../lib/http.ts';
import type { CasinoService } from './casino.service.ts';

const FILE = /^([a-z0-9][a-z0-9_-]{0,99})\.svg$/i;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string | null) {
  if (svg === null) {
    return reply
      .code(404)
      .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
  }
  // Addresses carry a content hash (?v=), so the art is cached for a year; the CSP forbids anything active.
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/** Generated artwork outside the API base: /media/games/<code>.svg, /media/categories/<id>.svg, /media/providers/<slug>.svg. */
export function casinoMediaRoutes(casino: CasinoService): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
      const code = FILE.exec(request.params.file)?.[1];
      return sendSvg(request, reply, code ? casino.gameArt(code) : null);
    });
    app.get<{ Params: { file: string } }>('/media/categories/:file', async (request, reply) => {
      const name = FILE.exec(request.params.file)?.[1];
      const svg =
        name === 'default'
          ? casino.defaultCategoryArt()
          : name && /^\d+$/.test(name)
            ? casino.categoryArt(Number(name))
            : null;
      return sendSvg(request, reply, svg);
    });
    app.get<{ Params: { file: string } }>('/media/providers/:file', async (request, reply) => {
      const slug = FILE.exec(request.params.file)?.[1];
      return sendSvg(request, reply, slug ? casino.providerArt(slug) : null);
    });
  };
}
