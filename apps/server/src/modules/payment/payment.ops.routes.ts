import type { FastifyPluginAsync } from 'fastify';
import {
  OpsBackOfficePath,
  OpsDashboardQuery,
  OpsPaymentMethodParams,
  OpsPaymentMethodUpdate,
} from '@kasa/contract/ops-backoffice';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { noteAudit } from '../../plugins/operator.ts';

/**
 * The back office's payment methods (docs/decisions/0513) under /api/ops/…: every method with the operator's switch,
 * limits and order, a change to one, and the payments per method over a period. Guarded and audited like every
 * operator call (plugins/operator.ts); a change keeps before and after.
 */
export const paymentOpsRoutes: FastifyPluginAsync = async (app) => {
  const { payment, backoffice } = app.services;

  app.get(`/${OpsBackOfficePath.paymentMethods}`, async (request) =>
    ok(request, await payment.methodsForOps(localeOf(request))),
  );

  app.post(`/${OpsBackOfficePath.paymentMethod}`, async (request) => {
    const { methodId } = parseInput(OpsPaymentMethodParams, request.params);
    const update = parseInput(OpsPaymentMethodUpdate, request.body);
    const { before, after } = await payment.setMethodByOperator(methodId, update, localeOf(request));
    noteAudit(request, { targetType: 'payment-method', targetId: String(methodId), before, after });
    return ok(request, after, 's.paymentMethodSaved');
  });

  app.get(`/${OpsBackOfficePath.paymentsByMethod}`, async (request) => {
    const { days } = parseInput(OpsDashboardQuery, request.query);
    return ok(request, await backoffice.paymentsByMethod(days, localeOf(request)));
  });
};
