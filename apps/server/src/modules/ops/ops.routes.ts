import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok, parseInput } from '../../lib/http.ts';
import { guardOperatorRoutes, operatorOf } from '../../plugins/operator.ts';
import type { OperatorAction } from '../payment/payment.service.ts';

const DecisionBody = z.object({ note: z.string().trim().max(500).nullish() }).nullish();
const ReferenceParams = z.object({ reference: z.string().regex(/^(DP|WD)-[0-9A-Z]{6}$/) });

/**
 * Operator endpoints under /api/ops/ until the back office exists, authenticated by `Authorization: Bearer
 * <OPERATOR_TOKEN>` (compared in constant time). No token configured → every route answers 404.
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const { payment, wallet } = app.services;
  if (!app.appConfig.operatorToken) {
    app.log.warn('OPERATOR_TOKEN is not set: operator endpoints (/api/ops/…) are disabled');
  }
  guardOperatorRoutes(app);

  app.get('/ops/payments/pending', async (request) => ok(request, await payment.listPending()));

  app.get('/ops/payments/:reference/audit', async (request) => {
    const { reference } = parseInput(ReferenceParams, request.params);
    return ok(request, await payment.auditOf(reference));
  });

  const decision = (path: string, action: OperatorAction) =>
    app.post(path, async (request) => {
      const { reference } = parseInput(ReferenceParams, request.params);
      const body = parseInput(DecisionBody, request.body ?? null);
      const decided = await payment.decide(reference, action, operatorOf(request), body?.note ?? null);
      request.log.info({ reference, action, actor: operatorOf(request) }, 'operator decision');
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
