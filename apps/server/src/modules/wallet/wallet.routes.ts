import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { kurusToLira, type BalanceData } from '@kasa/contract/wallet';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.services;

  // Polled every 3 s by a signed-in client (spec §7): from the balance cache, else one indexed read of the player's
  // two account rows (docs/decisions/0151).
  app.get(`/${ApiPath.balance}`, { preHandler: app.authenticate }, async (request) => {
    const { cash, bonus } = await wallet.shownBalances(requireAuth(request).playerId);
    const data: BalanceData = { balance: kurusToLira(cash), bonusBalance: kurusToLira(bonus) };
    return ok(request, data);
  });
};
