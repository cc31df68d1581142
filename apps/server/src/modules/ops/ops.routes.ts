import type { FastifyPluginAsync } from 'fastify';
import { OpsDecisionRequest, OpsPath, OpsReferenceParams } from '@kasa/contract/ops';
import { ok, parseInput } from '../../lib/http.ts';
import { guardOperatorRoutes, operatorOf } from '../../plugins/operator.ts';
import type { OperatorAction } from '../payment/payment.service.ts';

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

  app.get(`/${OpsPath.pendingPayments}`, async (request) => ok(request, await payment.listPending()));

  app.get(`/${OpsPath.paymentAudit}`, async (request) => {
    const { reference } = parseInput(OpsReferenceParams, request.params);
    return ok(request, await payment.auditOf(reference));
  });

  const decision = (path: string, action: OperatorAction) =>
    app.post(path, async (request) => {
      const { reference } = parseInput(OpsReferenceParams, request.params);
      const body = parseInput(OpsDecisionRequest, request.body ?? null);
      const decided = await payment.decide(reference, action, operatorOf(request), body?.note ?? null);
      request.log.info({ reference, action, actor: operatorOf(request) }, 'operator decision');
      return ok(request, decided);
    });
  decision(`/${OpsPath.approveWithdrawal}`, 'approve-withdrawal');
  decision(`/${OpsPath.rejectWithdrawal}`, 'reject-withdrawal');
  decision(`/${OpsPath.confirmDeposit}`, 'confirm-deposit');
  decision(`/${OpsPath.rejectDeposit}`, 'reject-deposit');

  app.get(`/${OpsPath.books}`, async (request) => {
    const books = await wallet.checkBooks();
    const house = Object.fromEntries(
      Object.entries(await wallet.houseBalances()).map(([kind, kurus]) => [kind, kurus.toString()]),
    );
    return ok(request, { ...books, houseKurus: house });
  });
};
