import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { OpsPath } from '@kasa/contract/ops';
import {
  OpsBackOfficePath as P,
  type OpsPaymentMethod,
  type OpsPaymentsByMethod,
} from '@kasa/contract/ops-backoffice';
import type { PaymentMethod } from '@kasa/contract/payment';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { seedPayments } from './payment.seed.ts';
import { signUp } from './payment.test-support.ts';

// Payment methods set by operators (docs/decisions/0513): a method switched off disappears from the player's list
// and refuses deposits; operator limits bind deposits and show in the list; the order follows the operator's; a
// restart's seed does not undo any of it; bad input is refused; payments per method count confirmed, pending and
// rejected payments of the period.

const BANK_DEPOSIT = 1;

let t: TestApp;
let client: ReturnType<typeof api>;
let payments: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  payments = await signInOperator(t.app, ['payments']);
});
afterAll(async () => t?.close());

async function opsMethods(): Promise<OpsPaymentMethod[]> {
  const res = await client.get<OpsPaymentMethod[]>(P.paymentMethods, { token: payments.token, locale: 'en' });
  expect(res.status).toBe(200);
  return res.body.data;
}

const save = (id: number, body: object) =>
  client.post<OpsPaymentMethod>(P.paymentMethod.replace(':methodId', String(id)), body, {
    token: payments.token,
    locale: 'en',
  });

async function playerMethods(token: string): Promise<PaymentMethod[]> {
  const res = await client.post<PaymentMethod[]>(ApiPath.paymentMethods, { type: 1 }, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const bankDeposit = (token: string, amount: number) =>
  client.post<null>(
    ApiPath.deposit,
    { id: BANK_DEPOSIT, target: 'pay', detail: { amount, fullName: 'Ayşe Yılmaz' } },
    { token, locale: 'en' },
  );

describe('payment methods set by operators', () => {
  it('switched off, a method leaves the player’s list and refuses deposits; switched on, it is back', async () => {
    const { token } = await signUp(t, 'en');
    const bank = (await opsMethods()).find((m) => m.id === BANK_DEPOSIT)!;
    expect(bank).toMatchObject({ available: true, enabled: true, type: 1 });
    const off = await save(BANK_DEPOSIT, { ...bank, enabled: false });
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    expect((await playerMethods(token)).map((m) => m.id)).not.toContain(BANK_DEPOSIT);
    expect((await bankDeposit(token, 150)).status).toBe(404);

    expect((await save(BANK_DEPOSIT, { ...bank, enabled: true })).status).toBe(200);
    expect((await playerMethods(token)).map((m) => m.id)).toContain(BANK_DEPOSIT);
    expect((await bankDeposit(token, 150)).status).toBe(200);

    const audit = await t.db
      .selectFrom('operator_audit')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'payment-method')
      .where('target_id', '=', String(BANK_DEPOSIT))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['payment-method.update', 'payment-method.update']);
    expect(audit[0]!.before).toMatchObject({ enabled: true });
    expect(audit[0]!.after).toMatchObject({ enabled: false });
  });

  it('operator limits bind deposits and show in the list; the order is the operator’s; a restart keeps them', async () => {
    const { token } = await signUp(t, 'en');
    const all = await opsMethods();
    const bank = all.find((m) => m.id === BANK_DEPOSIT)!;
    const deposits = all.filter((m) => m.type === 1 && m.enabled && m.available);
    expect(deposits.length).toBeGreaterThan(1);
    const last = Math.max(...deposits.map((m) => m.sortOrder));
    const saved = await save(BANK_DEPOSIT, { enabled: true, min: 50, max: 500, sortOrder: last + 1 });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ min: 50, max: 500, defaultMin: bank.defaultMin });

    const listed = await playerMethods(token);
    expect(listed.at(-1)).toMatchObject({ id: BANK_DEPOSIT, min: 50, max: 500 });
    const under = await bankDeposit(token, 49.99);
    expect(under.status).toBe(400);
    expect(under.body.message.length).toBeGreaterThan(0);
    expect((await bankDeposit(token, 500.01)).status).toBe(400);
    expect((await bankDeposit(token, 50)).status).toBe(200);

    // A restart runs the seed again: the definition is rewritten, the operator's choices stay.
    await seedPayments(t.db);
    t.app.services.payment.invalidateMethods();
    expect((await playerMethods(token)).at(-1)).toMatchObject({ id: BANK_DEPOSIT, min: 50, max: 500 });

    // Back to the definition's limits for the other tests.
    await save(BANK_DEPOSIT, {
      enabled: true,
      min: bank.defaultMin,
      max: bank.defaultMax,
      sortOrder: bank.sortOrder,
    });
  });

  it('bad input is refused with a message and changes nothing', async () => {
    const before = (await opsMethods()).find((m) => m.id === BANK_DEPOSIT)!;
    const good = { enabled: true, min: 10, max: 100, sortOrder: 1 };
    for (const body of [
      { ...good, min: 200 },
      { ...good, min: 0 },
      { ...good, max: 1.001 },
      { ...good, sortOrder: -1 },
      { ...good, enabled: 'yes' },
      {},
    ]) {
      const res = await save(BANK_DEPOSIT, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const flipped = await save(BANK_DEPOSIT, { ...good, min: 200 });
    expect(flipped.body.message).toContain('minimum');
    expect((await save(99_999, good)).status).toBe(404);
    expect((await opsMethods()).find((m) => m.id === BANK_DEPOSIT)).toEqual(before);
  });

  it('payments per method count what was confirmed (and for how much), what waits and what was rejected', async () => {
    const report = async () => {
      const res = await client.get<OpsPaymentsByMethod>(`${P.paymentsByMethod}?days=1`, {
        token: payments.token,
        locale: 'en',
      });
      expect(res.status).toBe(200);
      return res.body.data.rows.find((r) => r.methodId === BANK_DEPOSIT)!;
    };
    const before = await report();
    const { token } = await signUp(t, 'en');
    const references: string[] = [];
    for (const amount of [120, 180, 250]) {
      const res = await bankDeposit(token, amount);
      expect(res.status, res.body.message).toBe(200);
      references.push(/DP-[0-9A-Z]{6}/.exec(res.body.message)![0]);
    }
    const decide = (path: string, reference: string) =>
      client.post(path.replace(':reference', reference), { note: 'checked' }, { token: payments.token });
    expect((await decide(OpsPath.confirmDeposit, references[0]!)).status).toBe(200);
    expect((await decide(OpsPath.rejectDeposit, references[1]!)).status).toBe(200);
    const after = await report();
    expect({
      confirmedCount: after.confirmedCount - before.confirmedCount,
      confirmedAmount: after.confirmedAmount - before.confirmedAmount,
      pendingCount: after.pendingCount - before.pendingCount,
      rejectedCount: after.rejectedCount - before.rejectedCount,
    }).toEqual({ confirmedCount: 1, confirmedAmount: 120, pendingCount: 1, rejectedCount: 1 });
    expect(after.title.length).toBeGreaterThan(0);
  });
});
