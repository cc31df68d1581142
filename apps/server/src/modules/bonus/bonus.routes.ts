import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { BonusAvailableRequest, BonusListRequest, BonusRequestBody, BonusStatus } from '@kasa/contract/bonus';
import { clientInfo, localeOf, ok, parseInput } from '../../lib/http.ts';
import { formatKurus } from '../../lib/money.ts';
import { liraToKurus } from '@kasa/contract/wallet';
import { requireAuth } from '../../plugins/authenticate.ts';

/**
 * bonus/definetrialbonus (spec §7) and our bonus/list, bonus/available, bonus/request: the signed-in player's bonuses.
 * Refusals answer 400/409 with the reason (the UI stays silent about trial-claim failures, spec §8).
 */
export const bonusRoutes: FastifyPluginAsync = async (app) => {
  const { bonus } = app.services;
  app.addHook('preHandler', app.authenticate);

  app.get(`/${ApiPath.defineTrialBonus}`, async (request) => {
    const locale = localeOf(request);
    const granted = await bonus.claimTrial(
      requireAuth(request).playerId,
      clientInfo(request).fingerprint,
      locale,
    );
    return ok(request, granted, 's.bonusGranted', formatKurus(liraToKurus(granted.amount)), granted.title);
  });

  app.post(`/${ApiPath.bonusList}`, async (request) => {
    parseInput(BonusListRequest, request.body);
    return ok(request, await bonus.list(requireAuth(request).playerId, localeOf(request)));
  });

  app.post(`/${ApiPath.bonusAvailable}`, async (request) => {
    parseInput(BonusAvailableRequest, request.body);
    return ok(
      request,
      await bonus.available(
        requireAuth(request).playerId,
        clientInfo(request).fingerprint,
        localeOf(request),
      ),
    );
  });

  app.post(`/${ApiPath.bonusRequest}`, async (request) => {
    const input = parseInput(BonusRequestBody, request.body);
    const result = await bonus.request(
      requireAuth(request).playerId,
      input.definitionId,
      clientInfo(request).fingerprint,
      localeOf(request),
    );
    if (result.status === BonusStatus.Requested) return ok(request, result, 's.bonusRequested', result.title);
    return ok(request, result, 's.bonusGranted', formatKurus(liraToKurus(result.amount)), result.title);
  });
};
