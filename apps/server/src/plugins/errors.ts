import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@kasa/contract/envelope';
import type { MessageKey } from '@kasa/contract/messages';
import { translate } from '@kasa/contract/messages';
import { AppError, ValidationError } from '../lib/app-error.ts';
import { localeOf } from '../lib/http.ts';

/** Statuses fastify itself raises (bad JSON, body too large, wrong content type…) → our message for each. */
function messageForStatus(status: number): MessageKey {
  if (status === 401) return 'e.unauthorized';
  if (status === 404) return 'e.notFound';
  if (status === 429) return 'e.tooManyRequests';
  return 'e.invalidInput';
}

/**
 * The one place failures become responses: every error is the envelope {success:false, message, data} with the
 * message in the request's locale. Validation failures also carry `data.fields` ({path: message}) for forms.
 * Unexpected errors are logged with the request id and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (error instanceof ValidationError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, ref]) => [path, translate(locale, ref)]),
      );
      return reply
        .code(400)
        .send({ success: false, message: translate(locale, error.firstRef), data: { fields } });
    }
    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
      return reply.code(error.status).send({
        success: false,
        message: translate(locale, error.messageRef),
        data: error.data,
      } satisfies Envelope<unknown>);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('retry-after', '60');
      request.log.info({ err: error }, 'request refused by the framework');
      return reply
        .code(status)
        .send({ success: false, message: translate(locale, messageForStatus(status)), data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ success: false, message: translate(locale, 'e.internal'), data: null });
  });
}
