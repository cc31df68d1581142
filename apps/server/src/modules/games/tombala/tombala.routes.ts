import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  TOMBALA_GAME_PREFIX,
  TombalaApiPath,
  TombalaBuyRequest,
  TombalaChatRequest,
  TombalaGameQuery,
  TombalaStateRequest,
} from '@kasa/contract/tombala';
import { liraToKurus } from '@kasa/contract/wallet';
import { AppError } from '../../../lib/app-error.ts';
import { ok, parseInput } from '../../../lib/http.ts';
import { formatKurus } from '../../../lib/money.ts';
import type { TombalaService } from './tombala.service.ts';

/**
 * The Tombala rooms' calls. The player's ones authenticate with the room's game session (x-game-session, from
 * casino/originalslaunchurl for kasa-tombala-<room>); finished games and the lobby's live state are public.
 */
export function tombalaRoutes(tombala: TombalaService): FastifyPluginAsync {
  return async (app) => {
    const session = async (request: FastifyRequest) => {
      const s = await app.gameSessions.authenticate(request);
      if (!s.gameCode.startsWith(TOMBALA_GAME_PREFIX)) throw new AppError(403, 'e.fairWrongGame');
      return s;
    };

    app.post(`/${TombalaApiPath.state}`, async (request) => {
      parseInput(TombalaStateRequest, request.body);
      const { playerId, gameCode } = await session(request);
      return ok(request, await tombala.playerState(playerId, gameCode));
    });

    app.post(`/${TombalaApiPath.buy}`, async (request) => {
      const { playerId, gameCode } = await session(request);
      const input = parseInput(TombalaBuyRequest, request.body);
      const result = await tombala.buy(playerId, gameCode, input);
      const total = result.tickets.reduce((s, t) => s + liraToKurus(t.price), 0);
      return ok(request, result, 's.tombalaBought', result.tickets.length, formatKurus(total));
    });

    app.post(`/${TombalaApiPath.chat}`, async (request) => {
      const { playerId, gameCode } = await session(request);
      const input = parseInput(TombalaChatRequest, request.body);
      return ok(request, await tombala.chat(playerId, gameCode, input.text), 's.tombalaChatSent');
    });

    app.get(`/${TombalaApiPath.game}`, async (request) => {
      const query = parseInput(TombalaGameQuery, request.query);
      return ok(request, await tombala.game(query.id));
    });

    app.get(`/${TombalaApiPath.live}`, async (request) => ok(request, await tombala.live()));
  };
}
