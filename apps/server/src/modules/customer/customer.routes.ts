import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { ChangePasswordRequest, SessionHistoryRequest, UpdatePhoneRequest } from '@kasa/contract/customer';
import { PhoneValidationStep } from '@kasa/contract/enums';
import { requireAuth } from '../../plugins/authenticate.ts';
import { clientInfo, localeOf, ok, parseInput } from '../../lib/http.ts';

/** Every customer call needs a signed-in player. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  const { customer } = app.services;
  app.addHook('preHandler', app.authenticate);

  app.get(`/${ApiPath.account}`, async (request) => {
    return ok(request, await customer.account(requireAuth(request).playerId, localeOf(request)));
  });

  app.post(`/${ApiPath.updatePhone}`, async (request) => {
    const input = parseInput(UpdatePhoneRequest, request.body);
    const auth = requireAuth(request);
    if (input.step === PhoneValidationStep.EnterPhone) {
      await customer.sendPhoneCode(auth, input.phone, clientInfo(request), localeOf(request));
      return ok(request, null, 's.smsSent');
    }
    await customer.verifyPhoneCode(auth, input.phone, input.code ?? '', clientInfo(request));
    return ok(request, null, 's.phoneVerified');
  });

  app.post(`/${ApiPath.changePassword}`, async (request) => {
    const input = parseInput(ChangePasswordRequest, request.body);
    await customer.changePassword(requireAuth(request), input, clientInfo(request));
    return ok(request, null, 's.passwordChanged');
  });

  app.post(`/${ApiPath.sessionHistory}`, async (request) => {
    const input = parseInput(SessionHistoryRequest, request.body);
    return ok(request, await customer.sessionHistory(requireAuth(request), input.skip, input.take));
  });
};
