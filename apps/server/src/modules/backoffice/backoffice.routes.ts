import type { FastifyPluginAsync } from 'fastify';
import { OpsPlayerParams } from '@kasa/contract/ops';
import {
  OpsBackOfficePath,
  OpsDashboardQuery,
  OpsPageQuery,
  OpsPlayerNoteRequest,
  OpsPlayerSearchQuery,
} from '@kasa/contract/ops-backoffice';
import { ok, parseInput } from '../../lib/http.ts';
import { noteAudit, operatorActor } from '../../plugins/operator.ts';

/**
 * The back office's calls under /api/ops/ (docs/decisions/0510): the dashboard and the player screens. The operator
 * guard (plugins/operator.ts) checks each one's rule in ops.permissions.ts and writes its audit row.
 */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  const { backoffice } = app.services;
  const P = OpsBackOfficePath;

  app.get(`/${P.dashboard}`, async (request) => {
    const { days } = parseInput(OpsDashboardQuery, request.query);
    return ok(request, await backoffice.dashboard(days));
  });

  app.get(`/${P.players}`, async (request) => {
    const { q, skip, take } = parseInput(OpsPlayerSearchQuery, request.query);
    return ok(request, await backoffice.searchPlayers(q, skip, take));
  });

  app.get(`/${P.player}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.player(playerId));
  });

  app.get(`/${P.playerLedger}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const { skip, take } = parseInput(OpsPageQuery, request.query);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.ledger(playerId, skip, take));
  });

  app.get(`/${P.playerPayments}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const { skip, take } = parseInput(OpsPageQuery, request.query);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.payments(playerId, skip, take));
  });

  app.get(`/${P.playerSessions}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.sessions(playerId));
  });

  app.post(`/${P.playerLogout}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    await backoffice.logout(playerId);
    request.log.info({ playerId, actor: operatorActor(request).actor }, 'operator force logout');
    return ok(request, null, 's.playerLoggedOut');
  });

  app.get(`/${P.playerNotes}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.notes(playerId));
  });

  app.post(`/${P.playerNotes}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const { text } = parseInput(OpsPlayerNoteRequest, request.body);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    const actor = operatorActor(request);
    const note = await backoffice.addNote(
      playerId,
      { operatorId: actor.operatorId!, actor: actor.actor },
      text,
    );
    noteAudit(request, { after: note });
    return ok(request, note, 's.playerNoteAdded');
  });
};
