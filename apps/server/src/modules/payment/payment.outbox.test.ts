import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { TransactionStatus } from '@kasa/contract/enums';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { WebhookDelivery } from './sandbox-gateway/sandbox-gateway.ts';
import { nominalRetrySeconds, WEBHOOK_RETRY } from './sandbox-gateway/sandbox-gateway.ts';
import { checkSandboxSignature, signSandboxBody } from './sandbox-gateway/sandbox.signature.ts';
import { signInOperator } from '../ops/ops.test-support.ts';
import { books, signedWebhook, signUp } from './payment.test-support.ts';

// Issue 12 §3 faults 3 and 11 (docs/decisions/0430): the sandbox PSP reports from a durable outbox with backoff,
// reconciliation and operators ask the PSP, and the webhook's signature covers a timestamp. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (`--project server-pg`).

/** A signed-in admin operator's headers (docs/decisions/0500); the session lives in the database every node shares. */
let ops: Record<string, string> = {};
/** Two named operators, for the audit rows that name who confirmed or asked. */
const named = new Map<string, Record<string, string>>();
const MINUTE = 60_000;

/** How the PSP's webhook posts fare: into the merchant (`ok`), 503 (`down`), or never answered (`hang`: the node died). */
type Mode = 'ok' | 'down' | 'hang';

/** A delivery into `holder.app` controlled by `mode`; hung posts are kept so they can be ended at close. */
function controlledDelivery(
  holder: { app?: FastifyInstance },
  mode: { current: Mode },
  hung: Array<() => void>,
) {
  const deliver: WebhookDelivery = async (url, body, headers) => {
    if (mode.current === 'down') return { status: 503, body: 'merchant down' };
    if (mode.current === 'hang')
      return new Promise((_resolve, reject) => hung.push(() => reject(new Error('the node died'))));
    const response = await holder.app!.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body,
      headers,
    });
    return { status: response.statusCode, body: response.body };
  };
  return deliver;
}

let t: TestApp;
const mode = { current: 'ok' as Mode };
const hung: Array<() => void> = [];
const others: FastifyInstance[] = [];
let storageDir: string;

beforeAll(async () => {
  const holder: { app?: FastifyInstance } = {};
  t = await createTestApp({ sandbox: { deliver: controlledDelivery(holder, mode, hung) } });
  holder.app = t.app;
  ops = (await signInOperator(t.app, ['payments'])).headers;
  for (const name of ['ayse', 'mehmet'])
    named.set(name, (await signInOperator(t.app, ['payments'], name)).headers);
  storageDir = await mkdtemp(join(tmpdir(), 'kasa-test-files-'));
});
afterAll(async () => {
  for (const end of hung.splice(0)) end();
  for (const app of others) await app.close();
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Another node on the same database and clock (a restarted process): its PSP posts into itself. */
async function anotherNode(): Promise<FastifyInstance> {
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
    STORAGE_DIR: storageDir,
    SESSION_IDLE_MINUTES: String(10 * 365 * 24 * 60),
    SESSION_MAX_AGE_HOURS: String(10 * 365 * 24),
  });
  const holder: { app?: FastifyInstance } = {};
  const app = await buildApp(config, {
    db: t.db,
    clock: t.clock,
    sandbox: { deliver: controlledDelivery(holder, { current: 'ok' }, hung) },
  });
  holder.app = app;
  others.push(app);
  await app.ready();
  return app;
}

const tokenOf = (pageUrl: string) => new URL(pageUrl).pathname.split('/').pop()!;

/** A player with a Papara deposit of `lira` opened on the sandbox PSP (not paid yet). */
async function openDeposit(lira: number) {
  const { token, playerId } = await signUp(t, 'en');
  const res = await api(t.app).post<string>(
    ApiPath.deposit,
    { id: 2, target: 'pay', detail: { amount: lira } },
    { token },
  );
  expect(res.status).toBe(200);
  const session = (await t.app.services.sandboxGateway.findSession(tokenOf(res.body.data!)))!;
  return { token, playerId, pageUrl: res.body.data!, session, reference: session.merchant_reference };
}

const pay = (pageUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(pageUrl).pathname,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const cashOf = async (playerId: string) => (await t.app.services.wallet.getBalances(playerId)).cash;

const statusOf = async (reference: string) =>
  (await sql<{ status: number }>`select status from payments where reference = ${reference}`.execute(t.db))
    .rows[0]!.status;

/** Ledger transactions crediting this PSP payment (its idempotency key): exactly one when credited once. */
const creditsOf = async (providerReference: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from ledger_transactions
       where idempotency_key = ${`psp:sandbox:${providerReference}`}`.execute(t.db)
  ).rows[0]!.n;

const auditOf = async (reference: string) =>
  // An operator's actor is `operator:<id>:<username>` (docs/decisions/0500); the id is left out here.
  (await t.app.services.payment.auditOf(reference)).map((a) => [
    a.actor.replace(/^operator:[^:]+:/, 'operator:'),
    a.action,
  ]);

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the PSP reports from a durable outbox (fault 3)', () => {
  it('a node dying between the PSP marking a deposit paid and the webhook: another node delivers it from the outbox at its first retry slot, credited once', async () => {
    const { playerId, pageUrl, session, reference } = await openDeposit(100);
    mode.current = 'hang';
    // The payer presses Pay; the PSP commits "paid" and its post never returns (the process is gone).
    const posts = hung.length;
    void pay(pageUrl);
    await until(async () => hung.length > posts, 'the PSP to mark the payment paid and start posting');
    expect((await t.app.services.sandboxGateway.findSession(session.token))?.status).toBe('paid');
    mode.current = 'ok';
    expect(await statusOf(reference)).toBe(TransactionStatus.Pending);
    expect(await cashOf(playerId)).toBe(0);

    // A new process on the same database: nothing is due before the first retry slot (1 min − 20 %) …
    const restarted = await anotherNode();
    t.clock.advance(45_000);
    expect(await restarted.services.sandboxGateway.deliverDue()).toEqual({ attempted: 0, delivered: 0 });
    // … and at it (1 min + 20 % at most) the outbox worker delivers the report.
    t.clock.advance(28_000);
    expect(await restarted.services.sandboxGateway.deliverDue()).toEqual({ attempted: 1, delivered: 1 });
    expect(await statusOf(reference)).toBe(TransactionStatus.Confirmed);
    expect(await cashOf(playerId)).toBe(10000);
    expect(await creditsOf(session.provider_reference)).toBe(1);
    const row = (await restarted.services.sandboxGateway.findOutbox(session.token))!;
    expect(row).toMatchObject({ attempts: 2, last_status: 200 });
    expect(row.delivered_at).not.toBeNull();
    // Delivered rows are never posted again.
    t.clock.advance(24 * 60 * MINUTE);
    expect(await restarted.services.sandboxGateway.deliverDue()).toEqual({ attempted: 0, delivered: 0 });
    expect((await books(t)).ok).toBe(true);
  });

  it('retries with exponential backoff and jitter for about a day on the test clock, then gives up; reconciliation still credits it', async () => {
    const { playerId, pageUrl, session, reference } = await openDeposit(250);
    mode.current = 'down';
    const paid = await pay(pageUrl);
    expect(paid.body).toContain('data-outcome="paid"');
    // The payer is told the report is not lost.
    expect(paid.body).toMatch(/reported again automatically|otomatik olarak yeniden denenecek/);
    const gateway = t.app.services.sandboxGateway;
    const started = t.clock.now().getTime();
    let row = (await gateway.findOutbox(session.token))!;
    expect(row.attempts).toBe(1);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= WEBHOOK_RETRY.maxAttempts; attempt++) {
      const wait = (row.next_attempt_at.getTime() - row.last_attempt_at!.getTime()) / 1000;
      const nominal = nominalRetrySeconds(WEBHOOK_RETRY, attempt - 1);
      expect(wait).toBeGreaterThanOrEqual(nominal * (1 - WEBHOOK_RETRY.jitter) - 0.001);
      expect(wait).toBeLessThanOrEqual(nominal * (1 + WEBHOOK_RETRY.jitter) + 0.001);
      waits.push(wait);
      // A second before its slot nothing is posted; at the slot, exactly this row.
      t.clock.set(new Date(row.next_attempt_at.getTime() - 1000));
      expect((await gateway.deliverDue()).attempted).toBe(0);
      t.clock.set(row.next_attempt_at);
      expect(await gateway.deliverDue()).toEqual({ attempted: 1, delivered: 0 });
      row = (await gateway.findOutbox(session.token))!;
      expect(row.attempts).toBe(attempt);
    }
    // Nominal waits 1, 2, 4 … 128 min, then 4 h: the last attempt about a day after the first.
    expect(waits.map((w, i) => Math.round(w / nominalRetrySeconds(WEBHOOK_RETRY, i + 1)))).toEqual(
      Array(WEBHOOK_RETRY.maxAttempts - 1).fill(1),
    );
    expect(new Set(waits.map((w, i) => w / nominalRetrySeconds(WEBHOOK_RETRY, i + 1))).size).toBeGreaterThan(
      1,
    );
    const hours = (t.clock.now().getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(19);
    expect(hours).toBeLessThan(30);
    expect(row.gave_up_at).not.toBeNull();
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/kasa_psp_webhook_outbox\{state="gave_up"\} 1\b/);
    t.clock.advance(7 * 24 * 60 * MINUTE);
    expect((await gateway.deliverDue()).attempted).toBe(0);
    expect(await statusOf(reference)).toBe(TransactionStatus.Pending);

    // Past reconciliation's 3 days only an operator's ask completes it (within them the job would have).
    mode.current = 'ok';
    const asked = await api(t.app).post<{ outcome: string; provider: string }>(
      `ops/deposits/${reference}/reconcile`,
      {},
      { headers: named.get('ayse')!, locale: 'en' },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'The payment provider reports the payment received; the deposit is confirmed.',
    );
    expect(asked.body.data).toMatchObject({ provider: 'paid', outcome: 'confirmed' });
    expect(await cashOf(playerId)).toBe(25000);
    expect(await creditsOf(session.provider_reference)).toBe(1);
    expect(await auditOf(reference)).toEqual([
      [`player:${playerId}`, 'deposit-requested'],
      ['operator:ayse', 'deposit-confirmed'],
    ]);
    expect((await books(t)).ok).toBe(true);
  });

  it('a webhook the merchant refused for a while is credited by the reconciliation job, checked at 5, 10, 20 … minutes of age', async () => {
    const { playerId, pageUrl, session, reference } = await openDeposit(75);
    const payment = t.app.services.payment;
    const asked = async () => {
      const { asked: n } = await payment.reconcilePending();
      return n;
    };
    t.clock.advance(4 * MINUTE);
    expect(await asked()).toBe(0); // too young: the webhook usually comes in seconds
    t.clock.advance(MINUTE);
    expect(await asked()).toBe(1); // 5 min: the PSP says open (not paid yet): stays Pending
    expect(await statusOf(reference)).toBe(TransactionStatus.Pending);
    t.clock.advance(4 * MINUTE);
    expect(await asked()).toBe(0); // next check at 10 min of age
    mode.current = 'down';
    await pay(pageUrl); // paid at the PSP now, its report refused
    mode.current = 'ok';
    t.clock.advance(MINUTE);
    expect(await payment.reconcilePending()).toEqual({ asked: 1, applied: 1 });
    expect(await statusOf(reference)).toBe(TransactionStatus.Confirmed);
    expect(await cashOf(playerId)).toBe(7500);
    expect(await auditOf(reference)).toEqual([
      [`player:${playerId}`, 'deposit-requested'],
      ['reconciliation', 'deposit-confirmed'],
    ]);
    // The outbox's own retry later is a replay at the merchant: nothing credited twice.
    t.clock.advance(10 * MINUTE);
    expect(await t.app.services.sandboxGateway.deliverDue()).toMatchObject({ delivered: 1 });
    expect(await creditsOf(session.provider_reference)).toBe(1);
    expect(await cashOf(playerId)).toBe(7500);
    expect((await books(t)).ok).toBe(true);
  });

  it('the webhook, the outbox worker, reconciliation on two nodes and an operator racing on one paid deposit credit exactly once; books balance', async () => {
    const { playerId, pageUrl, session, reference } = await openDeposit(300);
    mode.current = 'down';
    await pay(pageUrl);
    mode.current = 'ok';
    t.clock.advance(6 * MINUTE); // due for the outbox and for reconciliation
    const other = others[0] ?? (await anotherNode());
    const body = {
      providerReference: session.provider_reference,
      reference,
      amount: 30000,
      currency: 'TRY',
      status: 'paid',
    };
    const [webhook, , , operator] = await Promise.all([
      signedWebhook(t, body),
      t.app.services.payment.reconcilePending(),
      t.app.services.sandboxGateway.deliverDue(),
      api(t.app).post(`ops/deposits/${reference}/reconcile`, {}, { headers: ops }),
      other.services.payment.reconcilePending(),
      other.services.payment.reconcileDeposit(reference, 'reconciliation').catch((e: Error) => e),
      signedWebhook(t, body),
    ]);
    expect(webhook.statusCode).toBe(200);
    expect([200, 409]).toContain(operator.status);
    expect(await creditsOf(session.provider_reference)).toBe(1);
    expect(await cashOf(playerId)).toBe(30000);
    const decisions = (await auditOf(reference)).filter(([, action]) => action === 'deposit-confirmed');
    expect(decisions).toHaveLength(1);
    const notifications = await sql<{ n: number }>`select count(*)::int as n from notifications
       where player_id = ${playerId} and type = 1`.execute(t.db);
    expect(notifications.rows[0]!.n).toBe(1);
    expect((await books(t)).ok).toBe(true);
  });
});

describe('operators ask the PSP about one deposit', () => {
  it('open at the PSP → stays Pending and the ask is audited; manual deposits and unknown references 404; decided 409; tr and en', async () => {
    const { playerId, reference } = await openDeposit(50);
    const client = api(t.app);
    const open = await client.post<{ outcome: string; provider: string; payment: { status: number } }>(
      `ops/deposits/${reference}/reconcile`,
      { note: 'player called' },
      { headers: named.get('mehmet')! },
    );
    expect(open.status).toBe(200);
    expect(open.body.message).toBe('Ödeme kuruluşunda bu ödeme henüz tamamlanmadı; işlem beklemede kalıyor.');
    expect(open.body.data).toMatchObject({
      provider: 'open',
      outcome: 'pending',
      payment: { status: TransactionStatus.Pending },
    });
    expect(await auditOf(reference)).toEqual([
      [`player:${playerId}`, 'deposit-requested'],
      ['operator:mehmet', 'deposit-reconcile-checked'],
    ]);
    expect(await cashOf(playerId)).toBe(0);

    const unknown = await client.post('ops/deposits/DP-ZZZZZZ/reconcile', {}, { headers: ops, locale: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Payment not found.', data: null });
    const { token } = await signUp(t);
    const bank = await client.post<null>(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount: 500, fullName: 'Ayşe Yılmaz' } },
      { token },
    );
    const bankRef = /DP-[0-9A-Z]{6}/.exec(bank.body.message)![0];
    expect((await client.post(`ops/deposits/${bankRef}/reconcile`, {}, { headers: ops })).status).toBe(404);
    expect((await client.post(`ops/deposits/${reference}/reconcile`, {})).status).toBe(401);
    expect((await client.post('ops/deposits/not-a-ref/reconcile', {}, { headers: ops })).status).toBe(400);

    // Decline at the PSP, report refused: the ask rejects it; asking again is 409 and changes nothing.
    mode.current = 'down';
    const session = await openDeposit(60);
    await t.app.inject({
      method: 'POST',
      url: new URL(session.pageUrl).pathname,
      payload: 'action=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    mode.current = 'ok';
    const rejected = await client.post(
      `ops/deposits/${session.reference}/reconcile`,
      {},
      { headers: ops, locale: 'en' },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(
      'The payment provider reports the payment declined; the deposit is rejected.',
    );
    expect(await statusOf(session.reference)).toBe(TransactionStatus.Rejected);
    const again = await client.post(
      `ops/deposits/${session.reference}/reconcile`,
      {},
      { headers: ops, locale: 'en' },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment has already been decided.');
    expect(await cashOf(session.playerId)).toBe(0);
    expect((await books(t)).ok).toBe(true);
  });
});

describe('the webhook signature covers a timestamp (fault 11)', () => {
  it('refuses a replayed old delivery, a future one and a forged timestamp, with clear messages; accepts one within 5 minutes', async () => {
    const { playerId, session, reference } = await openDeposit(120);
    const body = {
      providerReference: session.provider_reference,
      reference,
      amount: 12000,
      currency: 'TRY',
      status: 'paid',
    };
    const secret = t.app.appConfig.sandbox.webhookSecret;
    const raw = JSON.stringify(body);
    const now = t.clock.now();
    const send = (header: string, locale: 'tr' | 'en' = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': header, 'x-locale': locale },
      });

    // A genuine delivery captured 5 min 1 s ago, replayed now.
    const captured = signSandboxBody(secret, raw, new Date(now.getTime() - 5 * MINUTE - 1000));
    const replayed = await send(captured);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      success: false,
      message:
        'The webhook was signed more than 5 minutes away from the server’s time (a replayed delivery or a wrong clock); it was refused.',
      data: null,
    });
    expect((await send(captured, 'tr')).json().message).toContain('5 dakikadan fazla');
    // Signed in the future.
    expect(
      (await send(signSandboxBody(secret, raw, new Date(now.getTime() + 5 * MINUTE + 1000)))).statusCode,
    ).toBe(401);
    // The captured signature with a fresh timestamp: the HMAC covers `t`, so it no longer matches.
    const forged = captured.replace(/^t=\d+/, `t=${Math.floor(now.getTime() / 1000)}`);
    const forgedAnswer = await send(forged);
    expect(forgedAnswer.statusCode).toBe(401);
    expect(forgedAnswer.json().message).toBe('Invalid signature.');
    // The old format (body only, no timestamp) is no longer accepted.
    const { createHmac } = await import('node:crypto');
    const legacy = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    expect((await send(legacy)).statusCode).toBe(401);
    expect(await statusOf(reference)).toBe(TransactionStatus.Pending);
    expect(await cashOf(playerId)).toBe(0);

    // Signed 4 min 59 s ago: inside the tolerance, applied once.
    const recent = signSandboxBody(secret, raw, new Date(now.getTime() - 5 * MINUTE + 1000));
    const accepted = await send(recent);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: TransactionStatus.Confirmed, replayed: false });
    expect(await cashOf(playerId)).toBe(12000);
    // The same accepted delivery replayed once it is more than 5 minutes old is refused before anything is read.
    t.clock.advance(2 * 1000);
    expect((await send(recent)).statusCode).toBe(401);
    expect(await cashOf(playerId)).toBe(12000);
    expect((await signedWebhook(t, body)).json().data).toMatchObject({ replayed: true });
    expect((await books(t)).ok).toBe(true);
  });

  it('checks every v1 signature in constant time and refuses malformed headers', () => {
    const secret = 'a-secret-of-some-length';
    const raw = Buffer.from('{"a":1}');
    const at = new Date('2030-01-01T00:00:00Z');
    const good = signSandboxBody(secret, raw, at);
    const v1 = good.split('v1=')[1]!;
    expect(checkSandboxSignature(secret, raw, good, at)).toBe('valid');
    expect(checkSandboxSignature(secret, raw, `${good},v1=${'0'.repeat(64)}`, at)).toBe('valid'); // rotation
    expect(
      checkSandboxSignature(secret, raw, `t=${at.getTime() / 1000},v1=${'0'.repeat(64)},v1=${v1}`, at),
    ).toBe('valid');
    for (const header of [
      undefined,
      '',
      `v1=${v1}`,
      `t=${at.getTime() / 1000}`,
      `t=abc,v1=${v1}`,
      `t=${at.getTime() / 1000},v1=${v1.slice(2)}`,
      `t=1,t=2,v1=${v1}`,
      `t=${at.getTime() / 1000},v1=${v1}=`,
    ])
      expect(checkSandboxSignature(secret, raw, header, at)).toBe('invalid');
    expect(checkSandboxSignature('another-secret-value', raw, good, at)).toBe('invalid');
    expect(checkSandboxSignature(secret, Buffer.from('{"a":2}'), good, at)).toBe('invalid');
    expect(checkSandboxSignature(secret, raw, good, new Date(at.getTime() + 300_000))).toBe('valid');
    expect(checkSandboxSignature(secret, raw, good, new Date(at.getTime() + 301_000))).toBe('stale');
    expect(checkSandboxSignature(secret, raw, good, new Date(at.getTime() - 301_000))).toBe('stale');
  });
});
