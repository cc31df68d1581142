import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BACCARAT_GAME_CODE,
  BaccaratApiPath,
  BaccaratBetRequest,
  BaccaratRoundQuery,
  BaccaratRoundsQuery,
  BaccaratStateRequest,
} from '@kasa/contract/baccarat';
import {
  BLACKJACK_GAME_CODE,
  BlackjackActionRequest,
  BlackjackApiPath,
  BlackjackBetRequest,
  BlackjackRoundQuery,
  BlackjackRoundsQuery,
  BlackjackStateRequest,
} from '@kasa/contract/blackjack';
import {
  ROULETTE_GAME_CODE,
  RouletteApiPath,
  RouletteBetRequest,
  RouletteRoundQuery,
  RouletteRoundsQuery,
  RouletteStateRequest,
} from '@kasa/contract/roulette';
import { TvApiPath, TvBetRequest, TvRoundQuery, TvRoundsQuery, TvStateRequest } from '@kasa/contract/tv';
import { TV_GAME_CODES } from '@kasa/contract/tv-rules';
import { liraToKurus } from '@kasa/contract/wallet';
import { AppError } from '../../../lib/app-error.ts';
import { ok, parseInput } from '../../../lib/http.ts';
import { formatKurus } from '../../../lib/money.ts';
import type { BaccaratService } from './baccarat.service.ts';
import type { BlackjackService } from './blackjack.service.ts';
import type { RouletteService } from './roulette.service.ts';
import type { TvService } from './tv.service.ts';

/**
 * The live tables' calls. The player's ones authenticate with the roulette game session (x-game-session, from
 * casino/originalslaunchurl); finished rounds and the lobby's live state are public.
 */
export function tablesRoutes(
  roulette: RouletteService,
  baccarat: BaccaratService,
  tv: TvService,
  blackjack: BlackjackService,
): FastifyPluginAsync {
  return async (app) => {
    const sessionOf = async (request: FastifyRequest, gameCode: string) => {
      const s = await app.gameSessions.authenticate(request);
      if (s.gameCode !== gameCode) throw new AppError(403, 'e.fairWrongGame');
      return s;
    };
    const session = (request: FastifyRequest) => sessionOf(request, ROULETTE_GAME_CODE);

    app.post(`/${RouletteApiPath.state}`, async (request) => {
      parseInput(RouletteStateRequest, request.body);
      const { playerId } = await session(request);
      return ok(request, await roulette.playerState(playerId));
    });

    app.post(`/${RouletteApiPath.bet}`, async (request) => {
      const { playerId } = await session(request);
      const input = parseInput(RouletteBetRequest, request.body);
      const result = await roulette.placeBet(playerId, input);
      return ok(request, result, 's.rouletteBetPlaced', formatKurus(liraToKurus(result.ticket.stake)));
    });

    app.get(`/${RouletteApiPath.rounds}`, async (request) => {
      const query = parseInput(RouletteRoundsQuery, request.query);
      return ok(request, await roulette.rounds(query.take, query.before));
    });

    app.get(`/${RouletteApiPath.round}`, async (request) => {
      const query = parseInput(RouletteRoundQuery, request.query);
      return ok(request, await roulette.round(query.id));
    });

    // Baccarat (docs/decisions/0311): the same calls with its own game session.
    app.post(`/${BaccaratApiPath.state}`, async (request) => {
      parseInput(BaccaratStateRequest, request.body);
      const { playerId } = await sessionOf(request, BACCARAT_GAME_CODE);
      return ok(request, await baccarat.playerState(playerId));
    });

    app.post(`/${BaccaratApiPath.bet}`, async (request) => {
      const { playerId } = await sessionOf(request, BACCARAT_GAME_CODE);
      const input = parseInput(BaccaratBetRequest, request.body);
      const result = await baccarat.placeBet(playerId, input);
      return ok(request, result, 's.baccaratBetPlaced', formatKurus(liraToKurus(result.ticket.stake)));
    });

    app.get(`/${BaccaratApiPath.rounds}`, async (request) => {
      const query = parseInput(BaccaratRoundsQuery, request.query);
      return ok(request, await baccarat.rounds(query.take, query.before));
    });

    app.get(`/${BaccaratApiPath.round}`, async (request) => {
      const query = parseInput(BaccaratRoundQuery, request.query);
      return ok(request, await baccarat.round(query.id));
    });

    // TV games (docs/decisions/0320): one set of calls for the three games, each with its own game session.
    app.post(`/${TvApiPath.state}`, async (request) => {
      const { game } = parseInput(TvStateRequest, request.body);
      const { playerId } = await sessionOf(request, TV_GAME_CODES[game]);
      return ok(request, await tv.playerState(playerId, game));
    });

    app.post(`/${TvApiPath.bet}`, async (request) => {
      const input = parseInput(TvBetRequest, request.body);
      const { playerId } = await sessionOf(request, TV_GAME_CODES[input.game]);
      const result = await tv.placeBet(playerId, input);
      const total = result.tickets.reduce((sum, t) => sum + liraToKurus(t.stake), 0);
      return ok(request, result, 's.tvBetPlaced', formatKurus(total));
    });

    app.get(`/${TvApiPath.rounds}`, async (request) => {
      const query = parseInput(TvRoundsQuery, request.query);
      return ok(request, await tv.rounds(query.game, query.take, query.before));
    });

    app.get(`/${TvApiPath.round}`, async (request) => {
      const query = parseInput(TvRoundQuery, request.query);
      return ok(request, await tv.round(query.id));
    });

    app.get(`/${TvApiPath.next}`, async (request) => ok(request, await tv.next()));

    // Blackjack (docs/decisions/0312): a seat per bet, then the player's moves on their own hand in their turn.
    app.post(`/${BlackjackApiPath.state}`, async (request) => {
      parseInput(BlackjackStateRequest, request.body);
      const { playerId } = await sessionOf(request, BLACKJACK_GAME_CODE);
      return ok(request, await blackjack.playerState(playerId));
    });

    app.post(`/${BlackjackApiPath.bet}`, async (request) => {
      const { playerId } = await sessionOf(request, BLACKJACK_GAME_CODE);
      const input = parseInput(BlackjackBetRequest, request.body);
      const result = await blackjack.placeBet(playerId, input);
      return ok(request, result, 's.blackjackBetPlaced', formatKurus(liraToKurus(result.stake)));
    });

    app.post(`/${BlackjackApiPath.action}`, async (request) => {
      const { playerId } = await sessionOf(request, BLACKJACK_GAME_CODE);
      const input = parseInput(BlackjackActionRequest, request.body);
      return ok(request, await blackjack.act(playerId, input), 's.blackjackActionDone');
    });

    app.get(`/${BlackjackApiPath.rounds}`, async (request) => {
      const query = parseInput(BlackjackRoundsQuery, request.query);
      return ok(request, await blackjack.rounds(query.take, query.before));
    });

    app.get(`/${BlackjackApiPath.round}`, async (request) => {
      const query = parseInput(BlackjackRoundQuery, request.query);
      return ok(request, await blackjack.round(query.id));
    });

    app.get(`/${RouletteApiPath.live}`, async (request) =>
      ok(request, [
        ...(await roulette.live()),
        ...(await baccarat.live()),
        ...(await blackjack.live()),
        ...(await tv.live()),
      ]),
    );
  };
}
