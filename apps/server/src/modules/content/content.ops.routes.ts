import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  CONTENT_IMAGE_RULES,
  OpsBannerInput,
  OpsBannerOrderInput,
  OpsCategoryInput,
  OpsContentPath,
  OpsPageInput,
  OpsPopupInput,
  OpsPromotionInput,
  OpsSiteOptionInput,
  OpsTranslationInput,
} from '@kasa/contract/content';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok, parseInput } from '../../lib/http.ts';
import { noteAudit, operatorOf } from '../../plugins/operator.ts';

/**
 * Saves with HTML in both languages (up to 100 000 characters each, contract): above the app's 64 KB default
 * (docs/decisions/0550).
 */
const HTML_BODY_LIMIT = 1024 * 1024;
const MAX_IMAGE = CONTENT_IMAGE_RULES.maxBytes;
/** The multipart envelope around the file: boundaries, part headers. */
const ENVELOPE_ALLOWANCE = 16 * 1024;
const imageTooLarge = () => new AppError(413, 'e.contentImageTooLarge', [MAX_IMAGE / 1024 / 1024]);

/** A file part's bytes, refused as soon as they pass the limit. */
async function readCapped(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMAGE) {
      stream.destroy();
      throw imageTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Operator content endpoints under /api/ops/content/…, guarded and audited like every operator call
 * (plugins/operator.ts); every save invalidates the cached bootstrap.
 */
export const contentOpsRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;

  app.post(`/${OpsContentPath.promotions}`, { bodyLimit: HTML_BODY_LIMIT }, async (request) => {
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

  app.post(`/${OpsContentPath.pages}`, { bodyLimit: HTML_BODY_LIMIT }, async (request) => {
    const input = parseInput(OpsPageInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedPageRecord(input.id)) ?? null);
    const saved = await content.savePage(input);
    noteAudit(request, {
      targetType: 'page',
      targetId: String(saved.id),
      before,
      after: (await content.storedPageRecord(saved.id)) ?? null,
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

  // Back-office content screens (docs/decisions/0550) ---------------------------------------------------------------

  app.get(`/${OpsContentPath.pages}`, async (request) => ok(request, await content.pagesForOps()));
  app.get(`/${OpsContentPath.categories}`, async (request) => ok(request, await content.categoriesForOps()));
  app.post(`/${OpsContentPath.categories}`, async (request) => {
    const input = parseInput(OpsCategoryInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedCategory(input.id)) ?? null);
    const saved = await content.saveCategory(input);
    noteAudit(request, { targetType: 'footer-column', targetId: String(saved.id), before, after: saved });
    return ok(request, saved, 's.contentSaved');
  });
  app.get(`/${OpsContentPath.translations}`, async (request) =>
    ok(request, await content.translationsForOps()),
  );
  app.post(`/${OpsContentPath.translations}`, async (request) => {
    const input = parseInput(OpsTranslationInput, request.body);
    const before = (await content.storedTranslation(input.key)) ?? null;
    const saved = await content.saveTranslation(input);
    noteAudit(request, { targetType: 'translation', targetId: saved.key, before, after: saved });
    return ok(request, saved, 's.contentSaved');
  });
  app.get(`/${OpsContentPath.siteOptions}`, async (request) =>
    ok(request, await content.siteOptionsForOps()),
  );

  app.get(`/${OpsContentPath.popup}`, async (request) => ok(request, await content.popupForOps()));
  app.post(`/${OpsContentPath.popup}`, async (request) => {
    const input = parseInput(OpsPopupInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedPopup(input.id)) ?? null);
    const saved = await content.savePopup(input);
    noteAudit(request, { targetType: 'popup', targetId: String(saved.id), before, after: saved });
    request.log.info({ popupId: saved.id, actor: operatorOf(request) }, 'popup saved');
    return ok(request, saved, 's.contentSaved');
  });

  app.get(`/${OpsContentPath.banners}`, async (request) => ok(request, await content.bannersForOps()));
  app.post(`/${OpsContentPath.banners}`, async (request) => {
    const input = parseInput(OpsBannerInput, request.body);
    const before = input.id === undefined ? null : ((await content.storedBanner(input.id)) ?? null);
    const saved = await content.saveBanner(input);
    noteAudit(request, { targetType: 'banner', targetId: String(saved.id), before, after: saved });
    request.log.info({ bannerId: saved.id, actor: operatorOf(request) }, 'banner saved');
    return ok(request, saved, 's.contentSaved');
  });
  app.post(`/${OpsContentPath.bannerOrder}`, async (request) => {
    const input = parseInput(OpsBannerOrderInput, request.body);
    const before = (await content.bannersForOps())
      .filter((banner) => banner.slug === input.slug)
      .map((banner) => ({ id: banner.id, sortOrder: banner.sortOrder }));
    const ordered = await content.orderBanners(input);
    noteAudit(request, {
      targetType: 'banner-order',
      targetId: input.slug,
      before,
      after: ordered.map((banner) => ({ id: banner.id, sortOrder: banner.sortOrder })),
    });
    return ok(request, ordered, 's.contentSaved');
  });

  // One image per call (multipart, part `file`): checked by its bytes, stored, answered with its public URL.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: 2 * MAX_IMAGE, files: 1, fields: 2, parts: 3, fieldSize: 200, headerPairs: 20 },
    });
    upload.post(`/${OpsContentPath.images}`, async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_IMAGE + ENVELOPE_ALLOWANCE) {
        reply.header('connection', 'close');
        throw imageTooLarge();
      }
      if (!request.isMultipart()) throw badRequest('e.contentNoFile');
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && bytes === null) {
            bytes = await readCapped(part.file);
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      } catch (error) {
        request.raw.unpipe();
        request.raw.pause();
        reply.header('connection', 'close');
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
        throw badRequest('e.contentNoFile');
      }
      if (!bytes) throw badRequest('e.contentNoFile');
      const image = await content.uploadImage(bytes);
      noteAudit(request, { targetType: 'content-image', targetId: image.url, before: null, after: image });
      request.log.info(
        { url: image.url, size: image.size, actor: operatorOf(request) },
        'content image uploaded',
      );
      return ok(request, image, 's.contentImageUploaded');
    });
  });
};
