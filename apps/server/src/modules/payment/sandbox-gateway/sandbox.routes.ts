import type { FastifyPluginAsync } from 'fastify';
import { isValidCardNumber } from '@kasa/contract/payment';
import { translate } from '@kasa/contract/messages';
import { resolveLocale } from '@kasa/contract/messages';
import { renderOutcomePage, renderPaymentPage, renderUnknownPage } from './sandbox.page.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** MM/YY not before the current month. */
function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The sandbox PSP's hosted page at /sandbox/pay/<token> (outside /api: it is the provider's site, not our API).
 * GET shows merchant, amount, method and reference; POST action=pay|decline decides and delivers the webhook.
 */
export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  const { sandboxGateway } = app.services;
  const siteUrl = app.appConfig.publicUrl;

  // HTML forms post application/x-www-form-urlencoded; only this page's scope accepts it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get<{ Params: { token: string } }>('/sandbox/pay/:token', async (request, reply) => {
    const session = TOKEN.test(request.params.token)
      ? await sandboxGateway.findSession(request.params.token)
      : undefined;
    reply.type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send(renderUnknownPage());
    if (session.status !== 'open') {
      // Already decided: show the outcome as delivered (a reload after paying).
      return renderOutcomePage(session, { delivered: true, status: 200, nextAttemptAt: null }, siteUrl);
    }
    return renderPaymentPage(session, { isCard: session.method === 'card' });
  });

  app.post<{ Params: { token: string } }>('/sandbox/pay/:token', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const session = TOKEN.test(request.params.token)
      ? await sandboxGateway.findSession(request.params.token)
      : undefined;
    if (!session) return reply.code(404).send(renderUnknownPage());
    const form = (request.body ?? {}) as Record<string, string>;
    const action = form.action === 'decline' ? 'declined' : 'paid';
    let last4: string | null = null;
    if (action === 'paid' && session.status === 'open' && session.method === 'card') {
      const locale = resolveLocale(session.locale);
      const digits = (form.cardNumber ?? '').replace(/\s+/g, '');
      const error = !isValidCardNumber(digits)
        ? 'v.cardNumber'
        : !isValidExpiry(form.expiry ?? '', app.clock.now())
          ? 'v.cardExpiry'
          : !/^\d{3}$/.test(form.cvc ?? '')
            ? 'v.cardCvc'
            : null;
      if (error) {
        return reply.code(400).send(
          renderPaymentPage(session, {
            isCard: true,
            error: translate(locale, error),
            values: { cardNumber: form.cardNumber ?? '', expiry: form.expiry ?? '' },
          }),
        );
      }
      last4 = digits.slice(-4);
    }
    const result = await sandboxGateway.complete(session.token, action, last4);
    if (!result) return reply.code(404).send(renderUnknownPage());
    return renderOutcomePage(result.session, result.delivery, siteUrl);
  });
};
