import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  KYC_FILE_RULES,
  KycDocumentParams,
  KycPath,
  KycUploadFields,
  OpsKycApproveRequest,
  OpsKycPath,
  OpsKycPlayerParams,
  OpsKycRejectRequest,
  OpsKycSettings,
} from '@kasa/contract/kyc';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { noteAudit, operatorOf } from '../../plugins/operator.ts';
import type { KycService } from './kyc.service.ts';

const MAX = KYC_FILE_RULES.maxBytes;
// The multipart envelope around the file: boundaries, part headers, the kind field.
const ENVELOPE_ALLOWANCE = 16 * 1024;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const tooLarge = () => new AppError(413, 'e.kycFileTooLarge', [MAX / 1024 / 1024]);

/** Reads a file part into memory, refusing it as soon as it passes the limit (the rest is never read). */
async function readCapped(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Answers a document's bytes. Never cached, never sniffed into another type, and rendered under a sandbox that runs
 * nothing, whatever the file holds; `attachment` unless it is an image or PDF the browser shows safely.
 */
function sendFile(reply: FastifyReply, id: string, file: { bytes: Buffer; mediaType: string }) {
  return reply
    .type(file.mediaType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    )
    .header('content-disposition', `inline; filename="document-${id}.${EXTENSIONS[file.mediaType] ?? 'bin'}"`)
    .send(file.bytes);
}

/** The player's calls: kyc/status, kyc/upload (multipart), kyc/documents/:id/file. */
export function kycRoutes(kyc: KycService): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', app.authenticate);
    await app.register(multipart, {
      // One file part and the kind field. The file's own limit is readCapped's: busboy's would quietly skip the rest
      // of an oversize file, reading the whole body; this one is only a backstop.
      limits: { fileSize: 2 * MAX, files: 1, fields: 4, parts: 6, fieldSize: 200, headerPairs: 20 },
    });

    app.get(`/${KycPath.status}`, async (request) =>
      ok(request, await kyc.status(requireAuth(request).playerId)),
    );

    app.post(`/${KycPath.upload}`, async (request: FastifyRequest, reply) => {
      const { playerId } = requireAuth(request);
      // A declared size over the limit is refused before a byte of the body is read.
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX + ENVELOPE_ALLOWANCE) {
        reply.header('connection', 'close');
        throw tooLarge();
      }
      if (!request.isMultipart()) throw badRequest('e.kycNoFile');
      let kind: unknown;
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'kind') kind = part.value;
          } else if (part.fieldname === 'file' && bytes === null) {
            bytes = await readCapped(part.file);
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        // The rest of a refused body is not read: the request stops flowing into the parser and the connection
        // closes after the answer.
        request.raw.unpipe();
        request.raw.pause();
        reply.header('connection', 'close');
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw badRequest('e.kycNoFile');
      }
      const fields = parseInput(KycUploadFields, { kind });
      if (!bytes) throw badRequest('e.kycNoFile');
      const document = await kyc.upload(playerId, fields.kind, bytes);
      request.log.info({ document: document.id, kind: fields.kind, size: document.size }, 'kyc upload');
      return ok(request, document, 's.kycUploaded');
    });

    app.get(`/${KycPath.file}`, async (request, reply) => {
      const { id } = parseInput(KycDocumentParams, request.params);
      const file = await kyc.file(id, { playerId: requireAuth(request).playerId });
      return sendFile(reply, id, file);
    });
  };
}

/** Operator review under /api/ops/kyc/…, guarded and audited like every operator call (plugins/operator.ts). */
export function kycOpsRoutes(kyc: KycService): FastifyPluginAsync {
  return async (app) => {
    app.get(`/${OpsKycPath.pending}`, async (request) => ok(request, await kyc.listPending()));

    app.get(`/${OpsKycPath.document}`, async (request) => {
      const { id } = parseInput(KycDocumentParams, request.params);
      return ok(request, await kyc.document(id));
    });

    app.get(`/${OpsKycPath.file}`, async (request, reply) => {
      const { id } = parseInput(KycDocumentParams, request.params);
      return sendFile(reply, id, await kyc.file(id, { operator: operatorOf(request) }));
    });

    app.post(`/${OpsKycPath.approve}`, async (request) => {
      const { id } = parseInput(KycDocumentParams, request.params);
      const body = parseInput(OpsKycApproveRequest, request.body ?? {});
      noteAudit(request, { targetType: 'kyc-document', targetId: id });
      noteAudit(request, { before: await kyc.document(id) });
      const decided = await kyc.approve(id, operatorOf(request), body);
      noteAudit(request, { after: decided });
      request.log.info({ document: id, actor: operatorOf(request) }, 'kyc approved');
      return ok(request, decided);
    });

    app.post(`/${OpsKycPath.reject}`, async (request) => {
      const { id } = parseInput(KycDocumentParams, request.params);
      const { reason } = parseInput(OpsKycRejectRequest, request.body ?? {});
      noteAudit(request, { targetType: 'kyc-document', targetId: id });
      noteAudit(request, { before: await kyc.document(id) });
      const decided = await kyc.reject(id, operatorOf(request), reason);
      noteAudit(request, { after: decided });
      request.log.info({ document: id, actor: operatorOf(request) }, 'kyc rejected');
      return ok(request, decided);
    });

    app.get(`/${OpsKycPath.audit}`, async (request) => {
      const { playerId } = parseInput(OpsKycPlayerParams, request.params);
      return ok(request, await kyc.audit(playerId));
    });

    app.get(`/${OpsKycPath.settings}`, async (request) => ok(request, await kyc.settings()));

    app.post(`/${OpsKycPath.settings}`, async (request) => {
      const input = parseInput(OpsKycSettings, request.body);
      const before = await kyc.settings();
      const after = await kyc.saveSettings(operatorOf(request), input);
      noteAudit(request, { targetType: 'kyc-settings', targetId: 'kyc', before, after });
      return ok(request, after);
    });
  };
}
