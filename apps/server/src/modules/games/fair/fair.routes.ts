import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DiceRollRequest,
  FAIR_GAME_CODE,
  FairClientSeedRequest,
  type FairGame,
  FairPath,
  FairRotateRequest,
  FairStateRequest,
  MinesCashoutRequest,
  MinesRevealRequest,
  MinesStartRequest,
} from '@kasa/contract/fair';
import {
  HiloCashoutRequest,
  HiloGuessRequest,
  HiloStartRequest,
  INSTANT_GAMES,
  type InstantGame,
  InstantPath,
  InstantStateRequest,
  KenoPlayRequest,
  LimboPlayRequest,
  PlinkoDropRequest,
} from '@kasa/contract/instant';
import { liraToKurus } from '@kasa/contract/wallet';
import { AppError, unauthorized } from '../../../lib/app-error.ts';
import { ok, parseInput } from '../../../lib/http.ts';
import type { MessageKey } from '@kasa/contract/messages';
import { formatKurus } from '../../../lib/money.ts';
import type { OneCallSession } from './fair.one-call.ts';

const FAIR_CODES: readonly string[] = Object.values(FAIR_GAME_CODE);

/**
 * The Dice and Mines game clients' calls (FairPath), authenticated by the game session (x-game-session), never by the
 * site's Bearer token: the game frame holds only its session. A session of one game cannot bet on the other; the seed
 * calls accept either (the pair is the player's, shared by both games).
 */
export const fairRoutes: FastifyPluginAsync = async (app) => {
  const { fair, gameSessions } = app;

  async function player(request: FastifyRequest, game?: FairGame): Promise<string> {
    const session = await gameSessions.authenticate(request);
    const allowed = game ? session.gameCode === FAIR_GAME_CODE[game] : FAIR_CODES.includes(session.gameCode);
    if (!allowed) throw new AppError(403, 'e.fairWrongGame');
    return session.playerId;
  }

  /**
   * A settled round's player (Dice, Plinko, Limbo, Keno): the session from this node's short memory, because the
   * round then goes in one database call that checks the session and the player's lock again (decision 0180); when
   * that path does not apply, `confirm` makes authenticate's full check before the TypeScript path.
   */
  async function oneCallPlayer(
    request: FastifyRequest,
    game: FairGame | InstantGame,
  ): Promise<OneCallSession> {
    const session = await gameSessions.peek(request);
    if (!session) throw unauthorized();
    if (session.gameCode !== FAIR_GAME_CODE[game]) throw new AppError(403, 'e.fairWrongGame');
    return {
      sessionId: session.sessionId,
      playerId: session.playerId,
      confirm: () => gameSessions.authenticate(request),
    };
  }

  app.post(`/${FairPath.state}`, async (request) => {
    const playerId = await player(request);
    parseInput(FairStateRequest, request.body);
    return ok(request, await fair.state(playerId));
  });

  app.post(`/${FairPath.rotate}`, async (request) => {
    const playerId = await player(request);
    const input = parseInput(FairRotateRequest, request.body);
    return ok(request, await fair.rotate(playerId, input.clientSeed), 's.fairRotated');
  });

  app.post(`/${FairPath.clientSeed}`, async (request) => {
    const playerId = await player(request);
    const input = parseInput(FairClientSeedRequest, request.body);
    return ok(request, await fair.setClientSeed(playerId, input.clientSeed), 's.fairClientSeed');
  });

  app.post(`/${FairPath.diceRoll}`, async (request) => {
    const session = await oneCallPlayer(request, 'dice');
    const input = parseInput(DiceRollRequest, request.body);
    const result = await fair.rollDice(
      session.playerId,
      {
        stake: liraToKurus(input.amount),
        target: Math.round(input.target * 100),
        direction: input.direction,
      },
      session,
    );
    return result.bet.win
      ? ok(request, result, 's.fairDiceWin', formatKurus(liraToKurus(result.bet.payout)))
      : ok(request, result, 's.fairDiceLoss');
  });

  app.post(`/${FairPath.minesStart}`, async (request) => {
    const playerId = await player(request, 'mines');
    const input = parseInput(MinesStartRequest, request.body);
    return ok(
      request,
      await fair.startMines(playerId, liraToKurus(input.amount), input.mines),
      's.fairMinesStarted',
    );
  });

  app.post(`/${FairPath.minesReveal}`, async (request) => {
    const playerId = await player(request, 'mines');
    const input = parseInput(MinesRevealRequest, request.body);
    const result = await fair.revealTile(playerId, input.roundId, input.tile);
    if (result.round.status === 'lost') return ok(request, result, 's.fairMinesLost');
    if (result.round.status === 'won') {
      return ok(request, result, 's.fairMinesCashout', formatKurus(liraToKurus(result.round.payout)));
    }
    return ok(request, result, 's.fairMinesSafe');
  });

  app.post(`/${FairPath.minesCashout}`, async (request) => {
    const playerId = await player(request, 'mines');
    const input = parseInput(MinesCashoutRequest, request.body);
    const result = await fair.cashOut(playerId, input.roundId);
    return ok(request, result, 's.fairMinesCashout', formatKurus(liraToKurus(result.round.payout)));
  });

  // ---- Plinko, Limbo, Keno, Hi-Lo (decision 0300) ----

  /** The answer's message for a settled bet: a win (≥ stake), a part paid back, or a loss. */
  const betMessage = (bet: { amount: number; payout: number }): [MessageKey, ...string[]] =>
    bet.payout >= bet.amount
      ? ['s.instantWin', formatKurus(liraToKurus(bet.payout))]
      : bet.payout > 0
        ? ['s.instantPaid', formatKurus(liraToKurus(bet.payout))]
        : ['s.instantLoss'];

  app.post(`/${InstantPath.state}`, async (request) => {
    const session = await gameSessions.authenticate(request);
    const game = INSTANT_GAMES.find((g) => FAIR_GAME_CODE[g] === session.gameCode) as InstantGame | undefined;
    if (!game) throw new AppError(403, 'e.fairWrongGame');
    parseInput(InstantStateRequest, request.body);
    return ok(request, await fair.instantState(session.playerId, game));
  });

  app.post(`/${InstantPath.plinkoDrop}`, async (request) => {
    const session = await oneCallPlayer(request, 'plinko');
    const input = parseInput(PlinkoDropRequest, request.body);
    const result = await fair.plinko(
      session.playerId,
      liraToKurus(input.amount),
      input.rows,
      input.risk,
      session,
    );
    return ok(request, result, ...betMessage(result.bet));
  });

  app.post(`/${InstantPath.limboPlay}`, async (request) => {
    const session = await oneCallPlayer(request, 'limbo');
    const input = parseInput(LimboPlayRequest, request.body);
    const result = await fair.limbo(
      session.playerId,
      liraToKurus(input.amount),
      Math.round(input.target * 100),
      session,
    );
    return ok(request, result, ...betMessage(result.bet));
  });

  app.post(`/${InstantPath.kenoPlay}`, async (request) => {
    const session = await oneCallPlayer(request, 'keno');
    const input = parseInput(KenoPlayRequest, request.body);
    const picks = [...input.picks].sort((a, b) => a - b);
    const result = await fair.keno(session.playerId, liraToKurus(input.amount), picks, input.risk, session);
    return ok(request, result, ...betMessage(result.bet));
  });

  app.post(`/${InstantPath.hiloStart}`, async (request) => {
    const playerId = await player(request, 'hilo');
    const input = parseInput(HiloStartRequest, request.body);
    return ok(request, await fair.hiloStart(playerId, liraToKurus(input.amount)), 's.hiloStarted');
  });

  app.post(`/${InstantPath.hiloGuess}`, async (request) => {
    const playerId = await player(request, 'hilo');
    const input = parseInput(HiloGuessRequest, request.body);
    const result = await fair.hiloGuess(playerId, input.roundId, input.guess);
    if (result.round.status === 'lost') return ok(request, result, 's.hiloLost');
    return ok(request, result, input.guess === 'skip' ? 's.hiloSkipped' : 's.hiloRight');
  });

  app.post(`/${InstantPath.hiloCashout}`, async (request) => {
    const playerId = await player(request, 'hilo');
    const input = parseInput(HiloCashoutRequest, request.body);
    const result = await fair.hiloCashOut(playerId, input.roundId);
    return ok(request, result, 's.fairMinesCashout', formatKurus(liraToKurus(result.round.payout)));
  });
};
