import type { FastifyPluginAsync } from 'fastify';
import { OpsPlayerParams } from '@kasa/contract/ops';
import {
  OpsAdjustmentDecision,
  OpsAdjustmentParams,
  OpsAdjustmentQuery,
  OpsAdjustmentRequest,
  OpsBackOfficePath,
  OpsBonusCancelRequest,
  OpsBonusGrantRequest,
  OpsBonusParams,
  OpsDashboardQuery,
  OpsPageQuery,
  OpsPlayerNoteRequest,
  OpsPlayerSearchQuery,
} from '@kasa/contract/ops-backoffice';
import { liraToKurus } from '@kasa/contract/wallet';
import { AppError } from '../../lib/app-error.ts';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { formatKurus } from '../../lib/money.ts';
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
    const { q, sort, skip, take } = parseInput(OpsPlayerSearchQuery, request.query);
    return ok(request, await backoffice.searchPlayers(q, skip, take, sort));
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

  // ---- balance adjustments, four-eyes above the threshold (docs/decisions/0512) ----

  const operatorRef = (request: Parameters<typeof operatorActor>[0]) => {
    const actor = operatorActor(request);
    return { operatorId: actor.operatorId!, actor: actor.actor };
  };

  app.get(`/${P.playerAdjustments}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const { skip, take } = parseInput(OpsPageQuery, request.query);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    return ok(request, await backoffice.listAdjustments({ playerId }, skip, take));
  });

  app.post(`/${P.playerAdjustments}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const input = parseInput(OpsAdjustmentRequest, request.body);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    const result = await backoffice.requestAdjustment(playerId, operatorRef(request), input);
    noteAudit(request, { after: result.adjustment });
    if (result.adjustment.status === 'pending') {
      return ok(request, result, 's.adjustmentPending', formatKurus(liraToKurus(result.fourEyesLira)));
    }
    return ok(request, result, 's.adjustmentApplied');
  });

  app.get(`/${P.adjustments}`, async (request) => {
    const { status, skip, take } = parseInput(OpsAdjustmentQuery, request.query);
    return ok(request, await backoffice.listAdjustments({ status }, skip, take));
  });

  app.post(`/${P.approveAdjustment}`, async (request) => {
    const { adjustmentId } = parseInput(OpsAdjustmentParams, request.params);
    const { note } = parseInput(OpsAdjustmentDecision, request.body ?? {});
    noteAudit(request, { targetType: 'adjustment', targetId: adjustmentId });
    const { before, after } = await backoffice.approveAdjustment(
      adjustmentId,
      operatorRef(request),
      note ?? null,
    );
    noteAudit(request, { before, after });
    return ok(request, after, 's.adjustmentApplied');
  });

  app.post(`/${P.rejectAdjustment}`, async (request) => {
    const { adjustmentId } = parseInput(OpsAdjustmentParams, request.params);
    const { note } = parseInput(OpsAdjustmentDecision, request.body ?? {});
    // A refusal says why: the note is required here.
    if (!note) throw new AppError(400, 'v.required');
    noteAudit(request, { targetType: 'adjustment', targetId: adjustmentId });
    const { before, after } = await backoffice.rejectAdjustment(adjustmentId, operatorRef(request), note);
    noteAudit(request, { before, after });
    return ok(request, after, 's.adjustmentRejected');
  });

  // ---- bonuses granted and cancelled by operators (docs/decisions/0512) ----

  app.get(`/${P.bonusDefinitions}`, async (request) =>
    ok(request, await backoffice.bonusDefinitions(localeOf(request))),
  );

  app.post(`/${P.playerBonuses}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const input = parseInput(OpsBonusGrantRequest, request.body);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    const granted = await backoffice.grantBonus(playerId, input);
    noteAudit(request, { after: { ...granted, definitionId: input.definitionId } });
    return ok(request, granted, 's.bonusGrantedByOperator');
  });

  app.post(`/${P.cancelBonus}`, async (request) => {
    const { playerId, bonusId } = parseInput(OpsBonusParams, request.params);
    const { reason } = parseInput(OpsBonusCancelRequest, request.body);
    noteAudit(request, { targetType: 'player', targetId: playerId });
    const cancelled = await backoffice.cancelBonus(playerId, bonusId);
    noteAudit(request, { after: { ...cancelled, reason } });
    return ok(
      request,
      cancelled,
      's.bonusCancelledByOperator',
      formatKurus(liraToKurus(cancelled.forfeited ?? 0)),
    );
  });
};
