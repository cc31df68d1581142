import type { FastifyPluginAsync } from 'fastify';
import { OpsCasinoGameParams, OpsCasinoGameUpdate, OpsCasinoPath } from '@kasa/contract/casino';
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
  };
}
