import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { SlotsBuyRequest, SlotsFreeSpinRequest, SlotsPath, SlotsSpinRequest } from '@kasa/contract/slots';
import { ok, parseInput } from '../../../lib/http.ts';

/**
 * Kasa slots (POST originals/slots/init, spin, buy, freespin), authenticated by the game session (x-game-session), and the
 * public quest jackpot (GET casino/eqyptquest, spec §7).
 */
export const slotsRoutes: FastifyPluginAsync = async (app) => {
  const { slots, jackpots, gameSessions } = app;

  app.post(`/${SlotsPath.init}`, async (request) => {
    const player = await gameSessions.authenticate(request);
    return ok(request, await slots.init(player));
  });

  app.post(`/${SlotsPath.spin}`, async (request) => {
    const player = await gameSessions.authenticate(request);
    const input = parseInput(SlotsSpinRequest, request.body);
    return ok(request, await slots.spin(player, input.bet));
  });

  app.post(`/${SlotsPath.buy}`, async (request) => {
    const player = await gameSessions.authenticate(request);
    const input = parseInput(SlotsBuyRequest, request.body);
    return ok(request, await slots.buy(player, input.bet));
  });

  app.post(`/${SlotsPath.freeSpin}`, async (request) => {
    const player = await gameSessions.authenticate(request);
    const input = parseInput(SlotsFreeSpinRequest, request.body);
    return ok(request, await slots.freeSpin(player, input.roundId));
  });

  app.get(`/${ApiPath.casinoEgyptQuest}`, async (request) => ok(request, await jackpots.quest()));
};
