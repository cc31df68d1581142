import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { ok, parseInput } from '../../lib/http.ts';
import type { OperatorAction } from '../payment/payment.service.ts';

const BEARER = /^Bearer\s+(\S{1,500})$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

const DecisionBody = z.object({ note: z.string().trim().max(500).nullish() }).nullish();
const ReferenceParams = z.object({ reference: z.string().regex(/^(DP|WD)-[0-9A-Z]{6}$/) });
/** Who pressed the button, for the audit log (e.g. the CLI sends $USER); the token itself is shared. */
const OPERATOR_NAME = /^[\w.@-]{1,40}$/;

/**
 * Operator endpoints under /api/ops/ until the back office exists, authenticated by `Authorization: Bearer
 * <OPERATOR_TOKEN>` (compared in constant time). No token configured → every route answers 404.
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const { payment, wallet } = app.services;
  const token = app.appConfig.operatorToken;
  if (!token) app.log.warn('OPERATOR_TOKEN is not set: operator endpoints (/api/ops/…) are disabled');
  const expected = token ? digest(token) : null;

  app.addHook('preHandler', async (request) => {
    if (!expected) throw new AppError(404, 'e.operatorDisabled');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // Hash both sides so the comparison takes the same time whatever the lengths.
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
  });

  const actorOf = (request: FastifyRequest) => {
    const name = request.headers['x-operator'];
    return typeof name === 'string' && OPERATOR_NAME.test(name) ? `operator:${name}` : 'operator';
  };

  app.get('/ops/payments/pending', async (request) => ok(request, await payment.listPending()));

  app.get('/ops/payments/:reference/audit', async (request) => {
    const { reference } = parseInput(ReferenceParams, request.params);
    return ok(request, await payment.auditOf(reference));
  });

  const decision = (path: string, action: OperatorAction) =>
    app.post(path, async (request) => {
      const { reference } = parseInput(ReferenceParams, request.params);
      const body = parseInput(DecisionBody, request.body ?? null);
      const decided = await payment.decide(reference, action, actorOf(request), body?.note ?? null);
      request.log.info({ reference, action, actor: actorOf(request) }, 'operator decision');
      return ok(request, decided);
    });
  decision('/ops/withdrawals/:reference/approve', 'approve-withdrawal');
  decision('/ops/withdrawals/:reference/reject', 'reject-withdrawal');
  decision('/ops/deposits/:reference/confirm', 'confirm-deposit');
  decision('/ops/deposits/:reference/reject', 'reject-deposit');

  app.get('/ops/books', async (request) => {
    const books = await wallet.checkBooks();
    const house = Object.fromEntries(
      Object.entries(await wallet.houseBalances()).map(([kind, kurus]) => [kind, kurus.toString()]),
    );
    return ok(request, { ...books, houseKurus: house });
  });
};
