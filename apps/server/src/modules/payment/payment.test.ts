import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { NotificationType, TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import type { PaymentDetailField, PaymentHistoryData, PaymentMethod } from '@kasa/contract/payment';
import type { BalanceData } from '@kasa/contract/wallet';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerSize } from '../wallet/wallet.test-support.ts';
import { approveIdentity } from '../kyc/kyc.test-support.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { books, signedWebhook, signUp, VALID_CARD, validIban } from './payment.test-support.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
/** A signed-in operator with the payments role (docs/decisions/0500). */
let operator: TestOperator;
let ops: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kasa.example.com' } });
  client = api(t.app);
  operator = await signInOperator(t.app, ['payments'], 'ayse');
  ops = operator.headers;
});
afterAll(async () => {
  await t?.close();
});

const balanceOf = async (token: string) =>
  (await client.get<BalanceData>(ApiPath.balance, { token })).body.data!.balance;
const sandboxPath = (url: string) => new URL(url).pathname;
const fund = (playerId: string, lira: number, key: string) =>
  t.app.services.wallet.creditDeposit({ key, playerId, amount: lira * 100 });

async function payOnSandbox(pageUrl: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: sandboxPath(pageUrl),
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('payment methods and forms', () => {
  it('lists only the methods of the asked direction, with lira limits and served logos', async () => {
    const { token } = await signUp(t);
    const deposit = await client.post<PaymentMethod[]>(ApiPath.paymentMethods, { type: 1 }, { token });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data!.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(deposit.body.data!.every((m) => m.type === TransactionType.Deposit)).toBe(true);
    const papara = deposit.body.data!.find((m) => m.id === 2)!;
    expect(papara).toMatchObject({ title: 'Papara', min: 50, max: 50000, isRedirect: true });
    const logo = await t.app.inject({ method: 'GET', url: papara.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');

    const withdraw = await client.post<PaymentMethod[]>(
      ApiPath.paymentMethods,
      { type: 2 },
      { token, locale: 'en' },
    );
    expect(withdraw.body.data!.map((m) => m.id)).toEqual([11, 12, 13, 14]);
    expect(withdraw.body.data![0]!.title).toBe('Bank transfer (Havale/EFT)');
    expect((await client.post(ApiPath.paymentMethods, { type: 1 })).status).toBe(401);
  });

  it('answers a method’s fields in the request’s language; unknown or wrong-direction methods are 404', async () => {
    const { token } = await signUp(t);
    const tr = await client.post<PaymentDetailField[]>(ApiPath.paymentDetail, { id: 11, type: 2 }, { token });
    expect(tr.body.data!.map((f) => [f.key, f.objectType, f.mask])).toEqual([
      ['amount', 'Decimal', null],
      ['fullName', 'String', null],
      ['iban', 'String', 'TR00 0000 0000 0000 0000 0000 00'],
      ['bank', 'Dropdown', null],
    ]);
    expect(tr.body.data![0]).toMatchObject({ label: 'Tutar', min: 100, max: 250000, option: null });
    expect(tr.body.data![3]!.option![0]).toEqual({ id: 1, name: 'T.C. Ziraat Bankası' });
    const en = await client.post<PaymentDetailField[]>(
      ApiPath.paymentDetail,
      { id: 13, type: 2 },
      { token, locale: 'en' },
    );
    expect(en.body.data!.map((f) => [f.key, f.label, f.mask])).toEqual([
      ['amount', 'Amount', null],
      ['cardNumber', 'Card number', '0000 0000 0000 0000'],
    ]);
    // An account number is text with a grouping mask, never a number (issue 12 §3 fault 10, docs/decisions/0440).
    const papara = await client.post<PaymentDetailField[]>(
      ApiPath.paymentDetail,
      { id: 12, type: 2 },
      { token },
    );
    expect(papara.body.data!.map((f) => [f.key, f.objectType, f.mask])).toEqual([
      ['amount', 'Decimal', null],
      ['paparaNumber', 'String', '000 000 0000'],
    ]);
    expect((await client.post(ApiPath.paymentDetail, { id: 11, type: 1 }, { token })).status).toBe(404);
    const unknown = await client.post(ApiPath.paymentDetail, { id: 999, type: 1 }, { token, locale: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Payment method not found.' });
  });

  it('validates every field type, dropdown, mask, IBAN, Luhn, wallet address and the limits', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(playerId, 1000, `test:fund:${playerId}`);
    await approveIdentity(t, playerId); // identity checks (docs/decisions/0410) are the kyc module's tests
    const withdraw = (id: number, detail: object) =>
      client.post<{ fields: Record<string, string> }>(
        ApiPath.withdraw,
        { id, detail },
        { token, locale: 'en' },
      );
    const iban = validIban();
    const good = { amount: 150.5, fullName: 'Ayşe Yılmaz', iban, bank: 5 };

    const missing = await withdraw(11, { amount: 150 });
    expect(missing.status).toBe(400);
    expect(missing.body.data!.fields).toEqual({
      fullName: 'This field is required.',
      iban: 'This field is required.',
      bank: 'This field is required.',
    });
    expect((await withdraw(11, { ...good, amount: 150.555 })).body.data!.fields).toEqual({
      amount: 'Enter an amount with at most two decimals.',
    });
    const limits = await withdraw(11, { ...good, amount: 99.99 });
    expect(limits.body.message).toBe('The amount must be between ₺100,00 and ₺250.000,00.');
    expect((await withdraw(11, { ...good, bank: 99 })).body.data!.fields).toEqual({
      bank: 'Please choose from the list.',
    });
    expect((await withdraw(11, { ...good, iban: 'TR12 3456' })).body.data!.fields).toEqual({
      iban: 'Please fill in the whole field.',
    });
    const wrongCheck = `${iban.slice(0, 25)}${(Number(iban.slice(25)) + 1) % 10}`;
    expect((await withdraw(11, { ...good, iban: wrongCheck })).body.data!.fields).toEqual({
      iban: 'Enter a valid TR IBAN (TR and 24 digits).',
    });
    expect((await withdraw(12, { amount: 100, paparaNumber: 'abc' })).body.data!.fields).toEqual({
      paparaNumber: 'Please fill in the whole field.',
    });
    expect((await withdraw(12, { amount: 100, paparaNumber: 12.5 })).body.data!.fields).toEqual({
      paparaNumber: 'Please fill in the whole field.',
    });
    expect(
      (await withdraw(13, { amount: 100, cardNumber: '4111 1111 1111 1112' })).body.data!.fields,
    ).toEqual({
      cardNumber: 'Enter a valid card number.',
    });
    expect((await withdraw(14, { amount: 600, walletAddress: '0xabc' })).body.data!.fields).toEqual({
      walletAddress: 'Enter a valid USDT TRC20 wallet address (34 characters starting with T).',
    });
    expect(await balanceOf(token)).toBe(1000);

    // The same IBAN typed with spaces, without, or as bare digits all fill the mask.
    const spaced = iban.replace(/(.{4})/g, '$1 ').trim();
    expect((await withdraw(11, { ...good, iban: spaced })).status).toBe(200);
    expect((await withdraw(11, { ...good, iban: iban.slice(2), bank: '5' })).status).toBe(200);
    expect((await withdraw(13, { amount: 100, cardNumber: VALID_CARD })).status).toBe(200);
    expect((await withdraw(12, { amount: 100, paparaNumber: 1234567890 })).status).toBe(200);
    // Leading zeros are part of the account number: kept, typed grouped or bare.
    expect((await withdraw(12, { amount: 100, paparaNumber: '001 234 5678' })).status).toBe(200);
    const stored = await t.db
      .selectFrom('payments')
      .select('detail')
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.detail).toMatchObject({ paparaNumber: '0012345678' });
    expect(await balanceOf(token)).toBe(1000 - 150.5 * 2 - 300);
  });
});

describe('deposits through the sandbox PSP', () => {
  it('Papara: pending deposit → hosted page → Pay → webhook confirms, credits once and notifies in the player’s language', async () => {
    const { token } = await signUp(t, 'en');
    const res = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 1234.5 } },
      { token },
    );
    expect(res.status).toBe(200);
    const pageUrl = res.body.data!;
    expect(pageUrl).toMatch(/^https:\/\/kasa\.example\.com\/sandbox\/pay\/[\w-]+$/);

    const page = await t.app.inject({ method: 'GET', url: sandboxPath(pageUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₺1.234,50');
    expect(page.body).toContain('Kasa');
    expect(page.body).toMatch(/DP-[0-9A-Z]{6}/);

    const history0 = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, {}, { token });
    expect(history0.body.data!.items[0]!.status).toBe(TransactionStatus.Pending);

    const paid = await payOnSandbox(pageUrl, { action: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-outcome="paid"');
    expect(await balanceOf(token)).toBe(1234.5);

    // Pressing Pay again re-delivers the same outcome: replayed, nothing credited twice.
    await payOnSandbox(pageUrl, { action: 'pay' });
    expect(await balanceOf(token)).toBe(1234.5);

    const history = await client.post<PaymentHistoryData>(
      ApiPath.paymentHistory,
      {},
      { token, locale: 'en' },
    );
    expect(history.body.data!.items[0]).toMatchObject({
      status: TransactionStatus.Confirmed,
      method: 'Papara',
      amount: 1234.5,
    });
    const list = await client.post<Notification[]>(ApiPath.notifications, { skip: 0, take: 100 }, { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data![0]).toMatchObject({ type: 1, isRead: false, title: 'Deposit confirmed' });
    expect(list.body.data![0]!.note).toContain('₺1.234,50');
    expect((await books(t)).ok).toBe(true);
  });

  it('card: the page asks for a card (Luhn-checked); Decline → Rejected, nothing credited, notified', async () => {
    const { token } = await signUp(t);
    const res = await client.post<string>(
      ApiPath.deposit,
      { id: 3, target: 'pay', detail: { amount: 200 } },
      { token },
    );
    const pageUrl = res.body.data!;
    const page = await t.app.inject({ method: 'GET', url: sandboxPath(pageUrl) });
    expect(page.body).toContain('name="cardNumber"');
    const bad = await payOnSandbox(pageUrl, {
      action: 'pay',
      cardNumber: '4111 1111 1111 1112',
      expiry: '12/39',
      cvc: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Geçerli bir kart numarası girin.');

    const declined = await payOnSandbox(pageUrl, { action: 'decline' });
    expect(declined.body).toContain('data-outcome="declined"');
    expect(await balanceOf(token)).toBe(0);
    const history = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, {}, { token });
    expect(history.body.data!.items[0]!.status).toBe(TransactionStatus.Rejected);
    const list = await client.post<Notification[]>(ApiPath.notifications, {}, { token });
    expect(list.body.data![0]).toMatchObject({ title: 'Para yatırma reddedildi', type: 1 });
    // Pay after a decline changes nothing: the PSP keeps its first decision.
    await payOnSandbox(pageUrl, { action: 'pay', cardNumber: VALID_CARD, expiry: '12/39', cvc: '123' });
    expect(await balanceOf(token)).toBe(0);
  });

  it('a card payment with a valid card is confirmed', async () => {
    const { token } = await signUp(t);
    const res = await client.post<string>(
      ApiPath.deposit,
      { id: 3, target: 'pay', detail: { amount: 75 } },
      { token },
    );
    const paid = await payOnSandbox(res.body.data!, {
      action: 'pay',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.body).toContain('data-outcome="paid"');
    expect(await balanceOf(token)).toBe(75);
  });

  it('refuses forged, changed and unknown webhooks and changes nothing; replays answer the same outcome', async () => {
    const { token } = await signUp(t);
    const res = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 100 } },
      { token },
    );
    const session = await t.app.services.sandboxGateway.findSession(
      sandboxPath(res.body.data!).split('/').pop()!,
    );
    const body = {
      providerReference: session!.provider_reference,
      reference: session!.merchant_reference,
      amount: 10000,
      currency: 'TRY',
      status: 'paid',
    };
    const before = await ledgerSize(t.db);

    expect((await signedWebhook(t, body, 'a-forged-secret-of-some-length')).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await signedWebhook(t, { ...body, amount: 1000000 })).statusCode).toBe(409);
    expect((await signedWebhook(t, { ...body, currency: 'USD' })).statusCode).toBe(409);
    expect((await signedWebhook(t, { ...body, providerReference: 'SBX-OTHER' })).statusCode).toBe(409);
    expect((await signedWebhook(t, { ...body, reference: 'DP-ZZZZZZ' })).statusCode).toBe(404);
    expect((await signedWebhook(t, { ...body, status: 'refunded' })).statusCode).toBe(400);
    expect(await ledgerSize(t.db)).toEqual(before);
    expect(await balanceOf(token)).toBe(0);

    const first = await signedWebhook(t, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { status: TransactionStatus.Confirmed, replayed: false } });
    const afterFirst = await ledgerSize(t.db);
    const replay = await signedWebhook(t, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ data: { status: TransactionStatus.Confirmed, replayed: true } });
    expect((await signedWebhook(t, { ...body, status: 'declined' })).statusCode).toBe(409);
    expect(await ledgerSize(t.db)).toEqual(afterFirst);
    expect(await balanceOf(token)).toBe(100);
    expect((await books(t)).ok).toBe(true);
  });

  it('two concurrent deliveries of one payment credit once', async () => {
    const { token } = await signUp(t);
    const res = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 300 } },
      { token },
    );
    const session = await t.app.services.sandboxGateway.findSession(
      sandboxPath(res.body.data!).split('/').pop()!,
    );
    const body = {
      providerReference: session!.provider_reference,
      reference: session!.merchant_reference,
      amount: 30000,
      currency: 'TRY',
      status: 'paid',
    };
    const answers = await Promise.all([
      signedWebhook(t, body),
      signedWebhook(t, body),
      signedWebhook(t, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(300);
    expect((await books(t)).ok).toBe(true);
  });

  it('a bank transfer answers the reference and the IBAN to send to, and stays pending until an operator confirms', async () => {
    const { token } = await signUp(t, 'en');
    const res = await client.post<null>(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount: 500, fullName: 'Ayşe Yılmaz' } },
      { token, locale: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.message).toContain('TR94 0001 0009 8765 4321 0000 01');
    const reference = /DP-[0-9A-Z]{6}/.exec(res.body.message)![0];
    expect(await balanceOf(token)).toBe(0);

    const pending = await client.get<Array<{ reference: string }>>('ops/payments/pending', { headers: ops });
    expect(pending.body.data!.map((p) => p.reference)).toContain(reference);
    // The PSP cannot decide a manual deposit, and operators cannot decide a PSP one.
    const confirmed = await client.post(`ops/deposits/${reference}/confirm`, {}, { headers: ops });
    expect(confirmed.status).toBe(200);
    expect(await balanceOf(token)).toBe(500);
    expect((await client.post(`ops/deposits/${reference}/reject`, {}, { headers: ops })).status).toBe(409);
    expect(await balanceOf(token)).toBe(500);
    const list = await client.post<Notification[]>(ApiPath.notifications, {}, { token });
    expect(list.body.data![0]!.title).toBe('Deposit confirmed');

    const usdt = await client.post<null>(
      ApiPath.deposit,
      { id: 4, target: 'pay', detail: { amount: 1000 } },
      { token },
    );
    const usdtRef = /DP-[0-9A-Z]{6}/.exec(usdt.body.message)![0];
    expect(usdt.body.message).toContain('TKasaSandboxDepositAddressUSDT2345');
    expect(
      (await client.post(`ops/deposits/${usdtRef}/reject`, { note: 'not received' }, { headers: ops }))
        .status,
    ).toBe(200);
    expect(await balanceOf(token)).toBe(500);

    const papara = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 100 } },
      { token },
    );
    const paparaPage = await t.app.inject({ method: 'GET', url: sandboxPath(papara.body.data!) });
    const paparaRef = /DP-[0-9A-Z]{6}/.exec(paparaPage.body)![0];
    expect((await client.post(`ops/deposits/${paparaRef}/confirm`, {}, { headers: ops })).status).toBe(409);
    expect((await books(t)).ok).toBe(true);
  });
});

describe('withdrawals and operators', () => {
  it('a decision and a webhook that meet a cold method cache (a restart, or a minute later) read it in their own transaction', async () => {
    // On PGlite (one session) a read on the pool inside the transaction waited for that transaction forever.
    const { token, playerId } = await signUp(t, 'en');
    await fund(playerId, 1000, `test:fund:${playerId}`);
    await approveIdentity(t, playerId); // identity checks (docs/decisions/0410) are the kyc module's tests
    const detail = { amount: 400, fullName: 'Ayşe Yılmaz', iban: validIban(), bank: 7 };
    const requested = await client.post(ApiPath.withdraw, { id: 11, detail }, { token, locale: 'en' });
    const reference = /WD-[0-9A-Z]{6}/.exec(requested.body.message)![0];
    const deposit = await client.post<string>(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 100 } },
      { token },
    );

    t.app.services.payment.invalidateMethods();
    expect((await client.post(`ops/withdrawals/${reference}/approve`, {}, { headers: ops })).status).toBe(
      200,
    );
    t.app.services.payment.invalidateMethods();
    expect((await payOnSandbox(deposit.body.data!, { action: 'pay' })).body).toContain('data-outcome="paid"');
    expect(await balanceOf(token)).toBe(700);
    expect((await books(t)).ok).toBe(true);
  });

  it('reserves at once; approve → Confirmed and notified; reject → Rejected and the money returns; each decided once and audited', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(playerId, 1000, `test:fund:${playerId}`);
    await approveIdentity(t, playerId); // identity checks (docs/decisions/0410) are the kyc module's tests
    const detail = { amount: 400, fullName: 'Ayşe Yılmaz', iban: validIban(), bank: 7 };
    const first = await client.post(ApiPath.withdraw, { id: 11, detail }, { token, locale: 'en' });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(
      /^Your withdrawal request has been received\. Reference: WD-[0-9A-Z]{6}\.$/,
    );
    const ref1 = /WD-[0-9A-Z]{6}/.exec(first.body.message)![0];
    expect(await balanceOf(token)).toBe(600);

    const before = await ledgerSize(t.db);
    const tooMuch = await client.post(
      ApiPath.withdraw,
      { id: 11, detail: { ...detail, amount: 600.01 } },
      { token, locale: 'en' },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Your withdrawable balance (₺600,00) is not enough for this amount.');
    expect(await ledgerSize(t.db)).toEqual(before);
    const history0 = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, { type: 2 }, { token });
    expect(history0.body.data!.total).toBe(1);

    const second = await client.post(
      ApiPath.withdraw,
      { id: 11, detail: { ...detail, amount: 100 } },
      { token },
    );
    const ref2 = /WD-[0-9A-Z]{6}/.exec(second.body.message)![0];
    expect(await balanceOf(token)).toBe(500);

    expect((await client.post(`ops/withdrawals/${ref1}/approve`, {})).status).toBe(401);
    expect(
      (
        await client.post(
          `ops/withdrawals/${ref1}/approve`,
          {},
          { headers: { authorization: 'Bearer wrong-token-wrong-token' } },
        )
      ).status,
    ).toBe(401);
    expect((await client.get('ops/books')).status).toBe(401);

    const approved = await client.post<{ status: number }>(
      `ops/withdrawals/${ref1}/approve`,
      {},
      { headers: ops },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data!.status).toBe(TransactionStatus.Confirmed);
    expect((await client.post(`ops/withdrawals/${ref1}/reject`, {}, { headers: ops })).status).toBe(409);
    expect(await balanceOf(token)).toBe(500);

    const rejected = await client.post(
      `ops/withdrawals/${ref2}/reject`,
      { note: 'name does not match' },
      { headers: ops },
    );
    expect(rejected.status).toBe(200);
    expect(await balanceOf(token)).toBe(600);
    expect((await client.post(`ops/withdrawals/${ref2}/approve`, {}, { headers: ops })).status).toBe(409);
    expect(await balanceOf(token)).toBe(600);
    expect((await client.post('ops/withdrawals/WD-ZZZZZZ/approve', {}, { headers: ops })).status).toBe(404);

    const audit = await client.get<Array<{ actor: string; action: string }>>(`ops/payments/${ref1}/audit`, {
      headers: ops,
    });
    expect(audit.body.data!.map((a) => [a.actor, a.action])).toEqual([
      [`player:${playerId}`, 'withdrawal-requested'],
      [`operator:${operator.id}:ayse`, 'approve-withdrawal'],
    ]);

    const titles = (await client.post<Notification[]>(ApiPath.notifications, {}, { token })).body
      .data!.filter((n) => n.type === NotificationType.Withdraw)
      .map((n) => n.title);
    expect(titles).toEqual([
      'Withdrawal rejected',
      'Withdrawal approved',
      'Withdrawal request received',
      'Withdrawal request received',
    ]);
    const history = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, { type: 2 }, { token });
    expect(history.body.data!.items.map((i) => [i.reference, i.status])).toEqual([
      [ref2, TransactionStatus.Rejected],
      [ref1, TransactionStatus.Confirmed],
    ]);
    const booksAnswer = await client.get<{ ok: boolean }>('ops/books', { headers: ops });
    expect(booksAnswer.body.data!.ok).toBe(true);
  });
});

describe('financial history', () => {
  it('filters by type, status and Türkiye days, pages newest first, and shows only the caller’s own', async () => {
    const { token, playerId } = await signUp(t);
    const other = await signUp(t);
    await fund(playerId, 5000, `test:fund:${playerId}`);
    await approveIdentity(t, playerId); // identity checks (docs/decisions/0410) are the kyc module's tests
    t.clock.set(new Date('2030-03-10T22:30:00Z')); // 11 March 01:30 in Türkiye
    await client.post(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount: 100, fullName: 'A B' } },
      { token },
    );
    t.clock.set(new Date('2030-03-11T12:00:00Z'));
    for (const amount of [200, 300, 400]) {
      await client.post(ApiPath.withdraw, { id: 13, detail: { amount, cardNumber: VALID_CARD } }, { token });
    }
    t.clock.set(new Date('2030-03-12T21:00:00Z')); // 13 March in Türkiye
    await client.post(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 150 } },
      { token: other.token },
    );
    await client.post(ApiPath.deposit, { id: 2, target: 'pay', detail: { amount: 150 } }, { token });
    t.clock.set(new Date());

    const all = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, {}, { token, locale: 'en' });
    expect(all.body.data!.total).toBe(5);
    expect(all.body.data!.items.map((i) => i.amount)).toEqual([150, 400, 300, 200, 100]);
    const page = await client.post<PaymentHistoryData>(
      ApiPath.paymentHistory,
      { skip: 1, take: 2 },
      { token },
    );
    expect(page.body.data!.items.map((i) => i.amount)).toEqual([400, 300]);
    expect(page.body.data!.total).toBe(5);
    const day11 = await client.post<PaymentHistoryData>(
      ApiPath.paymentHistory,
      { from: '2030-03-11', to: '2030-03-11' },
      { token },
    );
    expect(day11.body.data!.items.map((i) => i.amount)).toEqual([400, 300, 200, 100]);
    const deposits = await client.post<PaymentHistoryData>(
      ApiPath.paymentHistory,
      { type: 1, status: 2 },
      { token, locale: 'en' },
    );
    expect(deposits.body.data!.items.map((i) => [i.amount, i.method])).toEqual([
      [150, 'Papara'],
      [100, 'Bank transfer (Havale/EFT)'],
    ]);
    const others = await client.post<PaymentHistoryData>(ApiPath.paymentHistory, {}, { token: other.token });
    expect(others.body.data!.total).toBe(1);
    expect((await books(t)).ok).toBe(true);
  });
});
