import type { FastifyPluginAsync } from 'fastify';
import {
  CloseAccountRequest,
  PlaySessionRequest,
  RealityCheckRequest,
  ReopenRequest,
  RgPath,
  SelfExcludeRequest,
  SetLimitRequest,
  TimeoutRequest,
} from '@kasa/contract/responsible-gaming';
import { ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import type { AuthService, RequestAuth } from '../auth/auth.service.ts';
import { formatMoment, type ResponsibleGamingService } from './responsible-gaming.service.ts';

/** What a block needs of auth: ending the player's other site sessions (and with them every game session). */
export type SessionEnder = Pick<AuthService, 'revokeOtherSessions' | 'announceOtherSessionsRevoked'>;

/** The player's own protection settings (issue 12 §1). Every call needs a signed-in player. */
export function responsibleGamingRoutes(
  rg: ResponsibleGamingService,
  auth: SessionEnder,
): FastifyPluginAsync {
  /**
   * A time-out, self-exclusion or closure ends every game the player has open and their other site sessions; the
   * session that asked stays, so the player can still withdraw and read their history (docs/decisions/0440). The
   * announcement makes the providers plugin revoke every game session of the player.
   */
  async function endPlay(who: RequestAuth, reason: string): Promise<void> {
    await auth.revokeOtherSessions(who.playerId, who.sessionId, reason);
    auth.announceOtherSessionsRevoked(who.playerId, who.sessionId, reason);
  }

  return async (app) => {
    app.addHook('preHandler', app.authenticate);

    app.get(`/${RgPath.limits}`, async (request) =>
      ok(request, await rg.limits(requireAuth(request).playerId)),
    );

    app.post(`/${RgPath.setLimit}`, async (request) => {
      const input = parseInput(SetLimitRequest, request.body);
      const playerId = requireAuth(request).playerId;
      const { pendingAt } = await rg.setLimit(playerId, input);
      const data = await rg.limits(playerId);
      return pendingAt
        ? ok(request, data, 's.rgLimitPending', formatMoment(pendingAt))
        : ok(request, data, 's.rgLimitSet');
    });

    app.post(`/${RgPath.timeout}`, async (request) => {
      const input = parseInput(TimeoutRequest, request.body);
      const who = requireAuth(request);
      const playerId = who.playerId;
      const until = await rg.timeout(playerId, input.period);
      await endPlay(who, 'timeout');
      return ok(request, await rg.limits(playerId), 's.rgTimeout', formatMoment(until!));
    });

    app.post(`/${RgPath.selfExclude}`, async (request) => {
      const input = parseInput(SelfExcludeRequest, request.body);
      const who = requireAuth(request);
      const playerId = who.playerId;
      const until = await rg.selfExclude(playerId, input.period);
      await endPlay(who, 'self-exclusion');
      const data = await rg.limits(playerId);
      return until
        ? ok(request, data, 's.rgSelfExcluded', formatMoment(until))
        : ok(request, data, 's.rgSelfExcludedPermanent');
    });

    app.post(`/${RgPath.realityCheck}`, async (request) => {
      const input = parseInput(RealityCheckRequest, request.body);
      const playerId = requireAuth(request).playerId;
      await rg.setRealityCheck(playerId, input.minutes);
      return ok(
        request,
        await rg.limits(playerId),
        input.minutes === null ? 's.rgRealityCheckOff' : 's.rgRealityCheck',
      );
    });

    app.post(`/${RgPath.playSession}`, async (request) => {
      const input = parseInput(PlaySessionRequest, request.body);
      return ok(request, await rg.playSession(requireAuth(request).playerId, input.start));
    });

    app.post(`/${RgPath.continuePlay}`, async (request) => {
      const playerId = requireAuth(request).playerId;
      await rg.continuePlay(playerId);
      return ok(request, await rg.playSession(playerId));
    });

    app.post(`/${RgPath.skipLimitPrompt}`, async (request) => {
      const playerId = requireAuth(request).playerId;
      await rg.skipLimitPrompt(playerId);
      return ok(request, await rg.limits(playerId));
    });

    app.post(`/${RgPath.closeAccount}`, async (request) => {
      parseInput(CloseAccountRequest, request.body);
      const who = requireAuth(request);
      const playerId = who.playerId;
      await rg.closeAccount(playerId);
      await endPlay(who, 'account-closed');
      return ok(request, await rg.limits(playerId), 's.rgClosed');
    });

    app.post(`/${RgPath.requestReopen}`, async (request) => {
      parseInput(ReopenRequest, request.body);
      const playerId = requireAuth(request).playerId;
      const decidableFrom = await rg.requestReopen(playerId);
      return ok(request, await rg.limits(playerId), 's.rgReopenRequested', formatMoment(decidableFrom));
    });

    app.post(`/${RgPath.reviewLimits}`, async (request) => {
      const playerId = requireAuth(request).playerId;
      await rg.reviewLimits(playerId);
      return ok(request, await rg.limits(playerId), 's.rgLimitsReviewed');
    });
  };
}
