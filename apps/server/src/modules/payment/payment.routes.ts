import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { translate } from '@kasa/contract/messages';
import { msg } from '@kasa/contract/messages';
import {
  DepositRequest,
  PaymentDetailRequest,
  PaymentHistoryRequest,
  PaymentMethodsRequest,
  WithdrawRequest,
} from '@kasa/contract/payment';
import { localeOf, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import type { Answer } from './payment.service.ts';
import { PAYMENT_LOGOS } from './payment.logos.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway/sandbox.signature.ts';

/** payment/* calls of a signed-in player (spec §7, plus payment/history). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { payment } = app.services;
  app.addHook('preHandler', app.authenticate);

  const answer = <T>(request: Parameters<typeof localeOf>[0], a: Answer<T>) => ({
    success: true,
    message: translate(localeOf(request), msg(a.message, ...a.args)),
    data: a.data,
  });

  app.post(`/${ApiPath.paymentMethods}`, async (request) => {
    const input = parseInput(PaymentMethodsRequest, request.body);
    const data = await payment.listMethods(input.type, localeOf(request));
    return { success: true, message: translate(localeOf(request), 's.ok'), data };
  });

  app.post(`/${ApiPath.paymentDetail}`, async (request) => {
    const input = parseInput(PaymentDetailRequest, request.body);
    const data = await payment.detailFields(input.id, input.type, localeOf(request));
    return { success: true, message: translate(localeOf(request), 's.ok'), data };
  });

  app.post(`/${ApiPath.deposit}`, async (request) => {
    const input = parseInput(DepositRequest, request.body);
    return answer(request, await payment.deposit(requireAuth(request).playerId, input, localeOf(request)));
  });

  app.post(`/${ApiPath.withdraw}`, async (request) => {
    const input = parseInput(WithdrawRequest, request.body);
    return answer(request, await payment.withdraw(requireAuth(request).playerId, input));
  });

  app.post(`/${ApiPath.paymentHistory}`, async (request) => {
    const input = parseInput(PaymentHistoryRequest, request.body);
    const data = await payment.history(requireAuth(request).playerId, input, localeOf(request));
    return { success: true, message: translate(localeOf(request), 's.ok'), data };
  });
};

/** Routes without a player's Bearer token: the logos, and the PSP's webhook (authenticated by its signature). */
export const paymentPublicRoutes: FastifyPluginAsync = async (app) => {
  const { payment } = app.services;

  app.get<{ Params: { file: string } }>('/payment/logo/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    const svg = name ? PAYMENT_LOGOS[name] : undefined;
    if (!svg) {
      return reply
        .code(404)
        .send({ success: false, message: translate(localeOf(request), 'e.notFound'), data: null });
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  // The signature is over the exact bytes sent, so this scope keeps JSON bodies raw instead of parsing them.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );
    hook.post('/payment/webhook/sandbox', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      const result = await payment.handleSandboxWebhook(raw, Array.isArray(header) ? header[0] : header);
      request.log.info(
        { reference: result.reference, status: result.status, replayed: result.replayed },
        'sandbox webhook',
      );
      return { success: true, message: translate(localeOf(request), 's.ok'), data: result };
    });
  });
};
