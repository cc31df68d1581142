import type { FastifyPluginAsync } from 'fastify';
import {
  CashoutQuoteRequest,
  CashoutRequest,
  MyBetsRequest,
  OpsSportsPath,
  OpsStakeFactorRequest,
  PlaceBetRequest,
  SportsBetsPath,
} from '@kasa/contract/sports-bets-api';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { noteAudit } from '../../plugins/operator.ts';
import type { SportsBetsService } from './sports-bets.service.ts';

/** The player's betting calls (issue 10 §4): place, list, cash-out. Guests get 401 (the web shows the login dialog). */
export function sportsBetsRoutes(bets: SportsBetsService): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', app.authenticate);

    app.post(`/${SportsBetsPath.placeBet}`, async (request) => {
      const input = parseInput(PlaceBetRequest, request.body);
      return ok(request, await bets.placeBet(requireAuth(request).playerId, input, localeOf(request)));
    });

    app.post(`/${SportsBetsPath.myBets}`, async (request) => {
      const input = parseInput(MyBetsRequest, request.body);
      return ok(request, await bets.myBets(requireAuth(request).playerId, input, localeOf(request)));
    });

    app.post(`/${SportsBetsPath.cashoutQuote}`, async (request) => {
      const { betId } = parseInput(CashoutQuoteRequest, request.body);
      return ok(request, await bets.cashoutQuote(requireAuth(request).playerId, betId));
    });

    app.post(`/${SportsBetsPath.cashout}`, async (request) => {
      const { betId, amount, partial } = parseInput(CashoutRequest, request.body);
      return ok(
        request,
        await bets.cashout(requireAuth(request).playerId, betId, amount, localeOf(request), partial),
      );
    });
  };
}

/** The operator's call (an operator session, plugins/operator.ts): a player's factor on the max stakes. */
export function sportsBetsOpsRoutes(bets: SportsBetsService): FastifyPluginAsync {
  return async (app) => {
    app.post(`/${OpsSportsPath.stakeFactor}`, async (request) => {
      const { playerId, factor } = parseInput(OpsStakeFactorRequest, request.body);
      const before = await bets.stakeFactorOf(playerId);
      await bets.setStakeFactor(playerId, factor);
      noteAudit(request, {
        targetType: 'player',
        targetId: playerId,
        before: { stakeFactor: before },
        after: { stakeFactor: factor },
      });
      return ok(request, null);
    });
  };
}
