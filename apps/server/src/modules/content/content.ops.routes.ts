import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OpsContentPath, OpsPageInput, OpsPromotionInput, OpsSiteOptionInput } from '@kasa/contract/content';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { ok, parseInput } from '../../lib/http.ts';

const BEARER = /^Bearer\s+(\S{1,500})$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();
const OPERATOR_NAME = /^[\w.@-]{1,40}$/;

/**
 * Operator content endpoints under /api/ops/content/…, with the same credential rule as modules/ops/ops.routes.ts
 * (`Authorization: Bearer <OPERATOR_TOKEN>`, constant-time; no token configured → 404). That file keeps its check
 * inline (not exported), so it is repeated here; every save invalidates the cached bootstrap.
 */
export const contentOpsRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;
  const token = app.appConfig.operatorToken;
  const expected = token ? digest(token) : null;

  app.addHook('preHandler', async (request) => {
    if (!expected) throw new AppError(404, 'e.operatorDisabled');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
  });

  const actorOf = (request: FastifyRequest) => {
    const name = request.headers['x-operator'];
    return typeof name === 'string' && OPERATOR_NAME.test(name) ? `operator:${name}` : 'operator';
  };

  app.post(`/${OpsContentPath.promotions}`, async (request) => {
    const saved = await content.savePromotion(parseInput(OpsPromotionInput, request.body));
    request.log.info({ promotionId: saved.id, actor: actorOf(request) }, 'promotion saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.post(`/${OpsContentPath.pages}`, async (request) => {
    const saved = await content.savePage(parseInput(OpsPageInput, request.body));
    request.log.info({ pageId: saved.id, actor: actorOf(request) }, 'content page saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.post(`/${OpsContentPath.siteOptions}`, async (request) => {
    const input = parseInput(OpsSiteOptionInput, request.body);
    await content.saveSiteOption(input);
    request.log.info({ key: input.key, status: input.status, actor: actorOf(request) }, 'site option saved');
    return ok(request, null, 's.contentSaved');
  });
};
