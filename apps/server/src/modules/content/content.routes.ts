import type { FastifyPluginAsync } from 'fastify';
import { ApiPath, Header } from '@kasa/contract/api';
import { LANGUAGES as LOCALES, type Locale } from '@kasa/contract/constants';
import { ContentPageRequest } from '@kasa/contract/content';
import { translate } from '@kasa/contract/messages';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { artSvg, BANNER_SIZES, POPUP_SIZES, PROMOTION_SIZES } from './content.art.ts';
import { ART, type ArtKind } from './content.art-catalog.ts';

/** Public content calls under the API base: the bootstrap, promotions, pages. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;

  // Served from bytes prepared once per language and content version, with a strong ETag (304 on If-None-Match).
  app.get(`/${ApiPath.cmsGrouped}`, async (request, reply) =>
    sendPrepared(request, reply, (await content.bootstrapAnswer(localeOf(request))).prepared, {
      vary: [Header.locale],
    }),
  );

  // The bootstrap's jackpot cards with current values: the page refreshes them without refetching the bootstrap.
  app.get(`/${ApiPath.cmsJackpots}`, async (request, reply) =>
    sendPrepared(request, reply, (await content.jackpotsAnswer(localeOf(request))).prepared, {
      vary: [Header.locale],
    }),
  );

  app.get(`/${ApiPath.promotions}`, async (request) =>
    ok(request, await content.promotions(localeOf(request))),
  );

  app.get(`/${ApiPath.contentPages}`, async (request) => ok(request, await content.pages(localeOf(request))));

  // One page: cms/page?id=3 (contentPagePath) or cms/page/3.
  app.get(`/${ApiPath.contentPage}`, async (request) => {
    const { id } = parseInput(ContentPageRequest, request.query);
    return ok(request, await content.page(id, localeOf(request)));
  });
  app.get(`/${ApiPath.contentPage}/:id`, async (request) => {
    const { id } = parseInput(ContentPageRequest, request.params);
    return ok(request, await content.page(id, localeOf(request)));
  });
};

const SIZES: Record<ArtKind, Record<string, readonly [number, number]>> = {
  banners: BANNER_SIZES,
  promotions: PROMOTION_SIZES,
  popup: POPUP_SIZES,
};
const FILE = /^([a-z0-9-]+?)-(default|1200|992|1|2)(?:-(tr|en))?\.svg$/;

/**
 * The content's artwork at /media/<kind>/<code>-<size>[-<locale>].svg (kinds: banners, promotions, popup; the casino module serves its own /media/games, /media/categories, /media/providers), drawn by
 * content.art.ts and kept in memory once drawn. Unknown names answer the 404 envelope.
 */
export const contentMediaRoutes: FastifyPluginAsync = async (app) => {
  const drawn = new Map<string, string>();

  const serve = (kind: ArtKind) =>
    app.get<{ Params: { file: string } }>(`/media/${kind}/:file`, async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const entry = match && Object.hasOwn(ART[kind], match[1]!) ? ART[kind][match[1]!] : undefined;
      const size = match ? SIZES[kind][match[2]!] : undefined;
      if (!match || !entry || !size) {
        return reply
          .code(404)
          .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
      }
      const locale: Locale = (match[3] as Locale | undefined) ?? LOCALES[0];
      const key = `${kind}/${match[1]}-${match[2]}-${locale}`;
      let svg = drawn.get(key);
      if (!svg) {
        svg = artSvg(entry.theme, entry.copy[locale], size[0], size[1], locale, `${match[1]}-${match[2]}`);
        drawn.set(key, svg);
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  serve('banners');
  serve('promotions');
  serve('popup');

  // Uploaded banner and popup images (docs/decisions/0550): only names the content service made (32 hex digits and
  // the type's extension), read from its own prefix of the storage — no other stored file (KYC, chat) is reachable.
  // A name never changes its bytes, so they are cached for long.
  app.get<{ Params: { file: string } }>('/media/content/:file', async (request, reply) => {
    const image = await app.content.contentImage(request.params.file);
    if (!image) {
      return reply
        .code(404)
        .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
    }
    return reply
      .type(image.mediaType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  });
};
