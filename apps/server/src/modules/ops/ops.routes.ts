import type { FastifyPluginAsync } from 'fastify';
import { NotificationType } from '@kasa/contract/enums';
import {
  OpsAuditQuery,
  OpsCreateOperatorRequest,
  OpsDecisionRequest,
  OpsLoginRequest,
  OpsMarketingPath,
  OpsOperatorParams,
  OpsPath,
  OpsPlayerParams,
  OpsPlayerPath,
  OpsPromotionNotice,
  OpsReferenceParams,
  OpsTotpRequest,
  OpsUpdateOperatorRequest,
} from '@kasa/contract/ops';
import { OpsReopenIdParams, RgOpsPath } from '@kasa/contract/responsible-gaming';
import { AppError } from '../../lib/app-error.ts';
import { clientInfo, ok, parseInput } from '../../lib/http.ts';
import { noteAudit, operatorOf, requireOperator } from '../../plugins/operator.ts';
import type { OperatorAction } from '../payment/payment.service.ts';

/**
 * Operator calls under /api/ops/: the two-step sign-in, payments, the books, the audit log and operator accounts.
 * plugins/operator.ts guards every one of them (session, the route's permission) and writes its audit row; the
 * handlers note what changed (before and after).
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const { ops, payment, wallet, responsibleGaming, players, auth, notification } = app.services;

  // ---- sign-in ----

  app.post(`/${OpsPath.login}`, async (request) => {
    const { username, password } = parseInput(OpsLoginRequest, request.body);
    return ok(
      request,
      await ops.login(username, password, clientInfo(request), request.id),
      's.operatorPassword',
    );
  });

  app.post(`/${OpsPath.totp}`, async (request) => {
    const { challenge, code } = parseInput(OpsTotpRequest, request.body);
    const session = await ops.verifyTotp(challenge, code, clientInfo(request), request.id);
    return ok(request, session, 's.login', session.operator.username);
  });

  app.post(`/${OpsPath.logout}`, async (request) => {
    await ops.logout(requireOperator(request));
    return ok(request, null, 's.logout');
  });

  app.get(`/${OpsPath.me}`, async (request) => ok(request, await ops.me(requireOperator(request))));

  // ---- payments ----

  app.get(`/${OpsPath.pendingPayments}`, async (request) => ok(request, await ops.listPending()));

  app.get(`/${OpsPath.paymentAudit}`, async (request) => {
    const { reference } = parseInput(OpsReferenceParams, request.params);
    return ok(request, await payment.auditOf(reference));
  });

  app.post(`/${OpsPath.approveWithdrawal}`, async (request) => {
    const { reference } = parseInput(OpsReferenceParams, request.params);
    const note = parseInput(OpsDecisionRequest, request.body ?? null)?.note ?? null;
    noteAudit(request, { targetType: 'payment', targetId: reference });
    const result = await ops.approveWithdrawal(requireOperator(request), reference, note);
    noteAudit(request, { before: result.before, after: result.payment });
    return result.awaitingRelease
      ? ok(request, result.payment, 's.withdrawalAwaitingRelease')
      : ok(request, result.payment);
  });

  app.post(`/${OpsPath.releaseWithdrawal}`, async (request) => {
    const { reference } = parseInput(OpsReferenceParams, request.params);
    const note = parseInput(OpsDecisionRequest, request.body ?? null)?.note ?? null;
    noteAudit(request, { targetType: 'payment', targetId: reference });
    const result = await ops.releaseWithdrawal(requireOperator(request), reference, note);
    noteAudit(request, { before: result.before, after: result.payment });
    return ok(request, result.payment);
  });

  const decision = (path: string, action: OperatorAction) =>
    app.post(path, async (request) => {
      const { reference } = parseInput(OpsReferenceParams, request.params);
      const body = parseInput(OpsDecisionRequest, request.body ?? null);
      noteAudit(request, {
        targetType: 'payment',
        targetId: reference,
        before: await payment.opsPayment(reference),
      });
      const decided = await payment.decide(reference, action, operatorOf(request), body?.note ?? null);
      noteAudit(request, { after: decided });
      return ok(request, decided);
    });
  decision(`/${OpsPath.rejectWithdrawal}`, 'reject-withdrawal');
  decision(`/${OpsPath.confirmDeposit}`, 'confirm-deposit');
  decision(`/${OpsPath.rejectDeposit}`, 'reject-deposit');

  // Ask the PSP about a Pending PSP deposit (its webhook never came) and apply its answer; every ask is audited.
  app.post(`/${OpsPath.reconcileDeposit}`, async (request) => {
    const { reference } = parseInput(OpsReferenceParams, request.params);
    parseInput(OpsDecisionRequest, request.body ?? null);
    const result = await payment.reconcileDeposit(reference, operatorOf(request));
    request.log.info(
      { reference, provider: result.provider, outcome: result.outcome, actor: operatorOf(request) },
      'operator reconciliation',
    );
    const message = {
      confirmed: 's.reconcileConfirmed',
      rejected: 's.reconcileRejected',
      replayed: 's.reconcileReplayed',
      pending: 's.reconcilePending',
    } as const;
    return ok(request, result, message[result.outcome]);
  });

  app.get(`/${OpsPath.books}`, async (request) => {
    const books = await wallet.checkBooks();
    const house = Object.fromEntries(
      Object.entries(await wallet.houseBalances()).map(([kind, kurus]) => [kind, kurus.toString()]),
    );
    return ok(request, { ...books, houseKurus: house });
  });

  // ---- player protection: reopening after a self-exclusion or closure (docs/decisions/0440) ----

  app.get(`/${RgOpsPath.reopenRequests}`, async (request) =>
    ok(request, await responsibleGaming.listReopenRequests()),
  );

  const reopenDecision = (path: string, approve: boolean) =>
    app.post(path, async (request) => {
      const { id } = parseInput(OpsReopenIdParams, request.params);
      const body = parseInput(OpsDecisionRequest, request.body ?? null);
      const actor = operatorOf(request);
      await responsibleGaming.decideReopen(id, approve, actor, body?.note ?? null);
      request.log.info({ requestId: id, approve, actor }, 'reopen decision');
      return ok(request, null, approve ? 's.rgReopenApproved' : 's.rgReopenRejected');
    });
  reopenDecision(`/${RgOpsPath.approveReopen}`, true);
  reopenDecision(`/${RgOpsPath.rejectReopen}`, false);

  app.get(`/${RgOpsPath.audit}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const rows = await responsibleGaming.audit(playerId);
    return ok(
      request,
      rows.map((row) => ({
        action: row.action,
        actor: row.actor,
        detail: row.detail,
        createdAt: row.created_at.toISOString(),
      })),
    );
  });

  // ---- an operator's lock of an account: no login, every site and game session ended (docs/decisions/0440) ----

  const lock = (path: string, locked: boolean) =>
    app.post(path, async (request) => {
      const { playerId } = parseInput(OpsPlayerParams, request.params);
      const body = parseInput(OpsDecisionRequest, request.body ?? null);
      const actor = operatorOf(request);
      if (!(await players.setOperatorLock(playerId, locked, actor, body?.note ?? null))) {
        throw new AppError(404, 'e.playerNotFound');
      }
      // The sessions end after the lock is stored, so a login racing it is refused or ended too.
      if (locked) await auth.revokeAllSessions(playerId, 'operator-lock');
      request.log.info({ playerId, locked, actor }, 'operator account lock');
      return ok(request, null, locked ? 's.playerLocked' : 's.playerUnlocked');
    });
  lock(`/${OpsPlayerPath.lock}`, true);
  lock(`/${OpsPlayerPath.unlock}`, false);

  app.get(`/${OpsPlayerPath.audit}`, async (request) => {
    const { playerId } = parseInput(OpsPlayerParams, request.params);
    const rows = await players.audit(playerId);
    return ok(
      request,
      rows.map((row) => ({
        action: row.action,
        actor: row.actor,
        detail: row.detail,
        createdAt: row.created_at.toISOString(),
      })),
    );
  });

  // ---- marketing: promotional notifications, never to a player who may not receive them (docs/decisions/0440) ----

  app.post(`/${OpsMarketingPath.notify}`, async (request) => {
    const input = parseInput(OpsPromotionNotice, request.body);
    let sent = 0;
    let skipped = 0;
    for (const playerId of new Set(input.playerIds)) {
      const player = await players.findById(playerId);
      const allowed =
        player !== undefined &&
        player.operator_locked_at === null &&
        (await responsibleGaming.mayReceiveMarketing(playerId));
      if (!allowed) {
        skipped += 1;
        continue;
      }
      const created = await notification.createText({
        playerId,
        type: NotificationType.Bonus,
        title: input.title,
        note: input.note,
      });
      notification.publish(playerId, created);
      sent += 1;
    }
    request.log.info({ sent, skipped, actor: operatorOf(request) }, 'promotional notification');
    return ok(request, { sent, skipped });
  });

  // ---- the audit log and operator accounts ----

  app.get(`/${OpsPath.audit}`, async (request) =>
    ok(request, await ops.searchAudit(parseInput(OpsAuditQuery, request.query))),
  );

  app.get(`/${OpsPath.operators}`, async (request) => ok(request, await ops.listOperators()));

  app.post(`/${OpsPath.operators}`, async (request) => {
    const input = parseInput(OpsCreateOperatorRequest, request.body);
    const created = await ops.createOperator(input);
    noteAudit(request, {
      targetType: 'operator',
      targetId: created.operator.id,
      after: created.operator,
    });
    return ok(request, created);
  });

  app.post(`/${OpsPath.operator}`, async (request) => {
    const { id } = parseInput(OpsOperatorParams, request.params);
    noteAudit(request, { targetType: 'operator', targetId: id });
    const change = parseInput(OpsUpdateOperatorRequest, request.body);
    const { before, after } = await ops.updateOperator(requireOperator(request), id, change);
    noteAudit(request, { before, after });
    return ok(request, after);
  });
};
