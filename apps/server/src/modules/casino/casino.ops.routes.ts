import type { FastifyPluginAsync } from 'fastify';
import {
  OpsCasinoCategoryOrder,
  OpsCasinoCategoryParams,
  OpsCasinoCategoryUpdate,
  OpsCasinoGameParams,
  OpsCasinoGameUpdate,
  OpsCasinoPath,
} from '@kasa/contract/casino';
import { ok, parseInput } from '../../lib/http.ts';
import { noteAudit } from '../../plugins/operator.ts';
import type { CasinoService } from './casino.service.ts';

/**
 * The back office's casino screen under /api/ops/casino/…: every game with the operator's switches, and a switch.
 * Guarded and audited like every operator call (plugins/operator.ts); the audit row keeps before and after.
 */
export function casinoOpsRoutes(casino: CasinoService): FastifyPluginAsync {
  return async (app) => {
    app.get(`/${OpsCasinoPath.games}`, async (request) => ok(request, await casino.gamesForOps()));

    app.post(`/${OpsCasinoPath.game}`, async (request) => {
      const { code } = parseInput(OpsCasinoGameParams, request.params);
      const update = parseInput(OpsCasinoGameUpdate, request.body);
      const { before, after } = await casino.setGameFlags(code, update);
      noteAudit(request, { targetType: 'casino-game', targetId: code, before, after });
      return ok(request, after);
    });

    // Casino (docs/decisions/0560): categories and their order, jackpots, providers.
    app.get(`/${OpsCasinoPath.categories}`, async (request) => ok(request, await casino.categoriesForOps()));

    app.post(`/${OpsCasinoPath.categoryOrder}`, async (request) => {
      const update = parseInput(OpsCasinoCategoryOrder, request.body);
      const { before, after } = await casino.setCategoryOrder(update);
      const order = (data: typeof before) => ({
        customOrder: data.customOrder,
        ids: data.categories.map((c) => c.id),
      });
      noteAudit(request, {
        targetType: 'casino-category-order',
        targetId: 'categories',
        before: order(before),
        after: order(after),
      });
      return ok(request, after);
    });

    app.post(`/${OpsCasinoPath.category}`, async (request) => {
      const { id } = parseInput(OpsCasinoCategoryParams, request.params);
      const update = parseInput(OpsCasinoCategoryUpdate, request.body);
      const { before, after } = await casino.setCategory(id, update);
      const brief = (data: typeof before) => ({
        hidden: data.hidden,
        customGameOrder: data.customGameOrder,
        games: data.games.map((g) => g.code),
      });
      noteAudit(request, {
        targetType: 'casino-category',
        targetId: String(id),
        before: brief(before),
        after: brief(after),
      });
      return ok(request, after);
    });

    // Read-only: the jackpot levels (modules/games/jackpot, registered before the casino) and the providers.
    app.get(`/${OpsCasinoPath.jackpots}`, async (request) =>
      ok(request, app.hasDecorator('jackpots') ? await app.jackpots.opsLevels() : []),
    );
    app.get(`/${OpsCasinoPath.providers}`, async (request) => ok(request, await casino.providersForOps()));
  };
}
