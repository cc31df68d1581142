import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { BonusStatus } from '@kasa/contract/bonus';
import {
  OpsBackOfficePath as P,
  type OpsAdjustment,
  type OpsAdjustmentPage,
  type OpsAdjustmentResult,
  type OpsBonusDefinition,
  type OpsBonusResult,
  type OpsDashboard,
} from '@kasa/contract/ops-backoffice';
import { RgPath } from '@kasa/contract/responsible-gaming';
import type { BalanceData } from '@kasa/contract/wallet';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { signUp } from '../payment/payment.test-support.ts';

// Balance adjustments and operator bonuses (docs/decisions/0512): an adjustment up to the four-eyes threshold applies
// at once through the ledger; above it, it waits until a different operator applies or rejects it; a debit never
// takes cash below zero; a retried request is one adjustment; every step leaves an audit row and the books balanced.
// Bonuses: granted once per reference, refused to a self-excluded player, cancelled with the rest forfeited.

let t: TestApp;
let client: ReturnType<typeof api>;
let payments: TestOperator;
let risk: TestOperator;
let support: TestOperator;
let content: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  payments = await signInOperator(t.app, ['payments']);
  risk = await signInOperator(t.app, ['risk']);
  support = await signInOperator(t.app, ['support']);
  content = await signInOperator(t.app, ['content']);
});
afterAll(async () => t?.close());

const fourEyes = () => t.app.appConfig.fourEyesAdjustmentLira;
const playerPath = (template: string, playerId: string) => template.replace(':playerId', playerId);
const adjustmentPath = (template: string, id: string) => template.replace(':adjustmentId', id);

async function balance(token: string): Promise<BalanceData> {
  const res = await client.get<BalanceData>(ApiPath.balance, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

function adjust(
  operator: TestOperator,
  playerId: string,
  body: { direction: 'credit' | 'debit'; amount: number; reason?: string; requestId?: string },
) {
  return client.post<OpsAdjustmentResult>(
    playerPath(P.playerAdjustments, playerId),
    { reason: 'Goodwill for a failed round', requestId: randomUUID(), ...body },
    { token: operator.token, locale: 'en' },
  );
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('operator_audit')
    .select(['action', 'status'])
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.action}:${r.status}`);
}

async function pendingOnDashboard(): Promise<number> {
  const res = await client.get<OpsDashboard>(`${P.dashboard}?days=1`, { token: payments.token });
  expect(res.status).toBe(200);
  return res.body.data.queues.pendingAdjustments;
}

async function expectBooksBalanced() {
  const books = await t.app.services.wallet.checkBooks();
  expect(books.problems).toEqual([]);
}

describe('balance adjustments', () => {
  it('up to the threshold a credit applies at once through the ledger, is notified, and is audited', async () => {
    const player = await signUp(t, 'en');
    const res = await adjust(payments, player.playerId, { direction: 'credit', amount: 125.5 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('The balance adjustment has been applied.');
    const { adjustment } = res.body.data;
    expect(adjustment).toMatchObject({ status: 'applied', amount: 125.5, direction: 'credit' });
    expect(adjustment.decidedBy?.operatorId).toBe(payments.id);
    expect(adjustment.transactionId).not.toBeNull();
    expect((await balance(player.token)).balance).toBe(125.5);

    const ledger = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('id', '=', adjustment.transactionId!)
      .executeTakeFirstOrThrow();
    expect(ledger).toEqual({ kind: 'adjustment', idempotency_key: `adjustment:${adjustment.id}` });
    const notes = await t.db
      .selectFrom('notifications')
      .select(['title', 'note'])
      .where('player_id', '=', player.playerId)
      .execute();
    // In the player's language, with the amount and the balance after it.
    expect(notes).toContainEqual({
      title: 'Your balance was credited',
      note: '₺125,50 has been added to your account. Your balance is now ₺125,50.',
    });
    expect(await auditActions(player.playerId)).toContain('adjustment.request:200');
    await expectBooksBalanced();
  });

  it('a debit never takes the cash below zero: refused with the balance named, and nothing is written', async () => {
    const player = await signUp(t, 'en');
    await adjust(payments, player.playerId, { direction: 'credit', amount: 40 });
    const res = await adjust(payments, player.playerId, { direction: 'debit', amount: 40.01 });
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('₺40,00');
    const list = await client.get<OpsAdjustmentPage>(playerPath(P.playerAdjustments, player.playerId), {
      token: risk.token,
    });
    expect(list.body.data.items.map((a) => a.direction)).toEqual(['credit']);
    const ok = await adjust(payments, player.playerId, { direction: 'debit', amount: 40 });
    expect(ok.status, ok.body.message).toBe(200);
    expect((await balance(player.token)).balance).toBe(0);
    await expectBooksBalanced();
  });

  it('above the threshold it waits: the requester cannot decide it, a second operator applies it once', async () => {
    const player = await signUp(t, 'en');
    const amount = fourEyes() + 0.01;
    const res = await adjust(payments, player.playerId, { direction: 'credit', amount });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toContain('second operator');
    const pending = res.body.data.adjustment;
    expect(pending).toMatchObject({ status: 'pending', decidedBy: null, transactionId: null });
    // The dashboard's queues count it until it is decided.
    expect(await pendingOnDashboard()).toBeGreaterThanOrEqual(1);
    expect((await balance(player.token)).balance).toBe(0);

    const queue = await client.get<OpsAdjustmentPage>(`${P.adjustments}?status=pending`, {
      token: risk.token,
    });
    expect(queue.body.data.items.map((a) => a.id)).toContain(pending.id);

    const approve = (operator: TestOperator) =>
      client.post<OpsAdjustment>(
        adjustmentPath(P.approveAdjustment, pending.id),
        { note: 'checked the round log' },
        { token: operator.token, locale: 'en' },
      );
    const self = await approve(payments);
    expect(self.status).toBe(409);
    expect(self.body.message).toContain('different operator');
    expect((await balance(player.token)).balance).toBe(0);

    // Two second operators at once: one applies it, the other finds it decided; the money moves once.
    const [a, b] = await Promise.all([approve(risk), approve(risk)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await balance(player.token)).balance).toBe(amount);
    const applied = (a.status === 200 ? a : b).body.data;
    const queue2 = await client.get<OpsAdjustmentPage>(`${P.adjustments}?status=pending`, {
      token: risk.token,
    });
    expect(queue2.body.data.items.map((x) => x.id)).not.toContain(pending.id);
    expect(applied).toMatchObject({ status: 'applied', decisionNote: 'checked the round log' });
    expect(applied.decidedBy?.operatorId).toBe(risk.id);

    const audit = await t.db
      .selectFrom('operator_audit')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'adjustment')
      .where('target_id', '=', pending.id)
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('adjustment.approve');
    expect(audit.before).toMatchObject({ status: 'pending' });
    expect(audit.after).toMatchObject({ status: 'applied' });
    await expectBooksBalanced();
  });

  it('a rejection needs a note, moves nothing, and cannot be decided again', async () => {
    const player = await signUp(t, 'en');
    const res = await adjust(risk, player.playerId, { direction: 'credit', amount: fourEyes() + 1 });
    const id = res.body.data.adjustment.id;
    const reject = (body: object) =>
      client.post<OpsAdjustment>(adjustmentPath(P.rejectAdjustment, id), body, {
        token: payments.token,
        locale: 'en',
      });
    expect((await reject({})).status).toBe(400);
    const rejected = await reject({ note: 'no evidence of the fault' });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    expect((await reject({ note: 'again' })).status).toBe(409);
    const again = await client.post(
      adjustmentPath(P.approveAdjustment, id),
      {},
      { token: payments.token, locale: 'en' },
    );
    expect(again.status).toBe(409);
    expect((await balance(player.token)).balance).toBe(0);
  });

  it('the same request id sent twice makes one adjustment; reused for another amount it is refused', async () => {
    const player = await signUp(t, 'en');
    const requestId = randomUUID();
    const body = { direction: 'credit' as const, amount: 10, requestId };
    const [first, second] = await Promise.all([
      adjust(payments, player.playerId, body),
      adjust(payments, player.playerId, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.adjustment.id).toBe(second.body.data.adjustment.id);
    expect([first.body.data.replayed, second.body.data.replayed].sort()).toEqual([false, true]);
    expect((await balance(player.token)).balance).toBe(10);
    const misuse = await adjust(payments, player.playerId, { ...body, amount: 11 });
    expect(misuse.status).toBe(409);
    expect((await balance(player.token)).balance).toBe(10);
  });

  it('bad input is refused with a message and changes nothing; roles without the right get 403', async () => {
    const player = await signUp(t, 'en');
    for (const body of [
      { direction: 'credit', amount: 0 },
      { direction: 'credit', amount: -5 },
      { direction: 'credit', amount: 1.234 },
      { direction: 'sideways', amount: 5 },
      { direction: 'credit', amount: 5, reason: 'x' },
      { direction: 'credit', amount: 5, requestId: 'short' },
    ]) {
      const res = await adjust(payments, player.playerId, body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect((await adjust(support, player.playerId, { direction: 'credit', amount: 5 })).status).toBe(403);
    expect((await adjust(payments, '999999999', { direction: 'credit', amount: 5 })).status).toBe(404);
    expect((await balance(player.token)).balance).toBe(0);
  });
});

describe('bonuses by operators', () => {
  async function definitions(operator: TestOperator) {
    const res = await client.get<OpsBonusDefinition[]>(P.bonusDefinitions, {
      token: operator.token,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const grant = (operator: TestOperator, playerId: string, body: object) =>
    client.post<OpsBonusResult>(playerPath(P.playerBonuses, playerId), body, {
      token: operator.token,
      locale: 'en',
    });

  it('a granted bonus lands in the bonus balance once per reference; cancelling it forfeits the rest', async () => {
    const player = await signUp(t, 'en');
    const [def] = await definitions(content);
    expect(def?.name.length).toBeGreaterThan(0);
    const body = { definitionId: def!.id, amount: 50, reference: randomUUID() };
    const [a, b] = await Promise.all([
      grant(content, player.playerId, body),
      grant(content, player.playerId, body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect((await balance(player.token)).bonusBalance).toBe(50);

    // Content may grant but not cancel; risk cancels.
    const cancelPath = playerPath(P.cancelBonus, player.playerId).replace(':bonusId', a.body.data.id);
    expect((await client.post(cancelPath, { reason: 'bonus abuse' }, { token: content.token })).status).toBe(
      403,
    );
    const cancelled = await client.post<OpsBonusResult>(
      cancelPath,
      { reason: 'bonus abuse, two accounts' },
      { token: risk.token, locale: 'en' },
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: String(BonusStatus.Cancelled), forfeited: 50 });
    expect((await balance(player.token)).bonusBalance).toBe(0);
    const twice = await client.post(cancelPath, { reason: 'bonus abuse, again' }, { token: risk.token });
    expect(twice.status).toBe(409);
    await expectBooksBalanced();
  });

  it('a self-excluded player is refused a bonus, and nothing is granted', async () => {
    const player = await signUp(t, 'en');
    expect((await client.post(RgPath.selfExclude, { period: '6m' }, { token: player.token })).status).toBe(
      200,
    );
    const [def] = await definitions(risk);
    const res = await grant(risk, player.playerId, {
      definitionId: def!.id,
      amount: 20,
      reference: randomUUID(),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const rows = await t.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', player.playerId)
      .execute();
    expect(rows).toEqual([]);
  });
});
