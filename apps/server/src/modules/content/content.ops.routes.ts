import type { FastifyPluginAsync } from 'fastify';
import { OpsContentPath, OpsPageInput, OpsPromotionInput, OpsSiteOptionInput } from '@kasa/contract/content';
import { ok, parseInput } from '../../lib/http.ts';
import { guardOperatorRoutes, operatorOf } from '../../plugins/operator.ts';

/**
 * Operator content endpoints under /api/ops/content/…, with the same credential rule as modules/ops/ops.routes.ts
 * (plugins/operator.ts); every save invalidates the cached bootstrap.
 */
export const contentOpsRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;
  guardOperatorRoutes(app);

  app.post(`/${OpsContentPath.promotions}`, async (request) => {
    const saved = await content.savePromotion(parseInput(OpsPromotionInput, request.body));
    request.log.info({ promotionId: saved.id, actor: operatorOf(request) }, 'promotion saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.post(`/${OpsContentPath.pages}`, async (request) => {
    const saved = await content.savePage(parseInput(OpsPageInput, request.body));
    request.log.info({ pageId: saved.id, actor: operatorOf(request) }, 'content page saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.post(`/${OpsContentPath.siteOptions}`, async (request) => {
    const input = parseInput(OpsSiteOptionInput, request.body);
    await content.saveSiteOption(input);
    request.log.info(
      { key: input.key, status: input.status, actor: operatorOf(request) },
      'site option saved',
    );
    return ok(request, null, 's.contentSaved');
  });
};
