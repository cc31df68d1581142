import type { FastifyPluginAsync } from 'fastify';
import {
  CrashApiPath,
  CrashBetRequest,
  CrashRoundQuery,
  CrashRoundsQuery,
  CrashSlotRequest,
  CrashStateRequest,
} from '@kasa/contract/crash';
import { liraToKurus } from '@kasa/contract/wallet';
import { ok, parseInput } from '../../../lib/http.ts';
import { formatKurus } from '../../../lib/money.ts';
import type { CrashService } from './crash.service.ts';

/**
 * The crash game's calls. The player's ones authenticate with the game session (x-game-session, from
 * casino/originalslaunchurl); the round list, one round and the published chains are public (the verify page).
 */
export function crashRoutes(crash: CrashService): FastifyPluginAsync {
  return async (app) => {
    const session = (request: Parameters<typeof app.gameSessions.authenticate>[0]) =>
      app.gameSessions.authenticate(request);

    app.post(`/${CrashApiPath.state}`, async (request) => {
      parseInput(CrashStateRequest, request.body);
      const { playerId } = await session(request);
      return ok(request, await crash.playerState(playerId));
    });

    app.post(`/${CrashApiPath.bet}`, async (request) => {
      const { playerId } = await session(request);
      const input = parseInput(CrashBetRequest, request.body);
      const result = await crash.placeBet(playerId, input);
      return ok(request, result, 's.crashBetPlaced', formatKurus(liraToKurus(result.bet.amount)));
    });

    app.post(`/${CrashApiPath.cancel}`, async (request) => {
      const { playerId } = await session(request);
      const input = parseInput(CrashSlotRequest, request.body);
      const result = await crash.cancelBet(playerId, input.slot);
      return ok(request, result, 's.crashBetCancelled', formatKurus(liraToKurus(result.bet.amount)));
    });

    app.post(`/${CrashApiPath.cashout}`, async (request) => {
      const { playerId } = await session(request);
      const input = parseInput(CrashSlotRequest, request.body);
      const result = await crash.cashOut(playerId, input.slot);
      return ok(
        request,
        result,
        's.crashCashedOut',
        (result.bet.cashoutMultiplier ?? 1).toFixed(2),
        formatKurus(liraToKurus(result.bet.payout)),
      );
    });

    app.get(`/${CrashApiPath.rounds}`, async (request) => {
      const query = parseInput(CrashRoundsQuery, request.query);
      return ok(request, await crash.rounds(query.take, query.before));
    });

    app.get(`/${CrashApiPath.round}`, async (request) => {
      const query = parseInput(CrashRoundQuery, request.query);
      return ok(request, await crash.round(query));
    });

    app.get(`/${CrashApiPath.chain}`, async (request) => ok(request, await crash.chains()));
  };
}
