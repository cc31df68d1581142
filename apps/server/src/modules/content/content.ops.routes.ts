import type { FastifyPluginAsync } from 'fastify';
import { OpsContentPath, OpsPageInput, OpsPromotionInput, OpsSiteOptionInput } from '@kasa/contract/content';
import { ok, parseInput } from '../../lib/http.ts';
import { noteAudit, operatorOf } from '../../plugins/operator.ts';

/**
 * Operator content endpoints under /api/ops/content/…, guarded and audited like every operator call
 * (plugins/operator.ts); every save invalidates the cached bootstrap.
 */
export const contentOpsRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;

  app.post(`/${OpsContentPath.promotions}`, async (request) => {
    const input = parseInput(OpsPromotionInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedPromotion(input.id)) ?? null);
    const saved = await content.savePromotion(input);
    noteAudit(request, {
      targetType: 'promotion',
      targetId: String(saved.id),
      before,
      after: (await content.storedPromotion(saved.id)) ?? null,
    });
    request.log.info({ promotionId: saved.id, actor: operatorOf(request) }, 'promotion saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.get(`/${OpsContentPath.promotions}`, async (request) => ok(request, await content.promotionsForOps()));

  app.post(`/${OpsContentPath.pages}`, async (request) => {
    const input = parseInput(OpsPageInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedPage(input.id)) ?? null);
    const saved = await content.savePage(input);
    noteAudit(request, {
      targetType: 'page',
      targetId: String(saved.id),
      before,
      after: (await content.storedPage(saved.id)) ?? null,
    });
    request.log.info({ pageId: saved.id, actor: operatorOf(request) }, 'content page saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.post(`/${OpsContentPath.siteOptions}`, async (request) => {
    const input = parseInput(OpsSiteOptionInput, request.body);
    const before = (await content.storedSiteOption(input.key)) ?? null;
    await content.saveSiteOption(input);
    noteAudit(request, {
      targetType: 'site-option',
      targetId: input.key,
      before,
      after: (await content.storedSiteOption(input.key)) ?? null,
    });
    request.log.info(
      { key: input.key, status: input.status, actor: operatorOf(request) },
      'site option saved',
    );
    return ok(request, null, 's.contentSaved');
  });
};
