import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { TransactionStatus } from '@kasa/contract/enums';
import {
  OpsPath,
  type OpsAuditPage,
  type OpsCreatedOperator,
  type OpsLoginChallenge,
  type OpsPayment,
  type OpsSession,
  type OpsMe,
} from '@kasa/contract/ops';
import { api, createTestApp, createTestDb, ipSequence, type TestApp } from '../../test/test-app.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock } from '../../lib/clock.ts';
import { DEV_OPERATOR_SECRET_KEY, isSealed, openSecret } from '../../lib/secret-box.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { approveIdentity } from '../kyc/kyc.test-support.ts';
import { books, signUp, validIban } from '../payment/payment.test-support.ts';
import { DEMO_OPERATOR } from './ops.demo.ts';
import {
  createTestOperator,
  signIn,
  signInOperator,
  TEST_OPERATOR_PASSWORD,
  type TestOperator,
} from './ops.test-support.ts';
import { totpCode } from './ops.totp.ts';

// Operator accounts (docs/decisions/0500): the two-step sign-in with TOTP, lock-out, session expiry with the
// production values, four-eyes withdrawals, and the append-only audit log.

let t: TestApp;
let client: ReturnType<typeof api>;
const nextIp = ipSequence(61);

beforeAll(async () => {
  t = await createTestApp({
    env: { OPERATOR_SESSION_IDLE_MINUTES: '15', OPERATOR_SESSION_MAX_AGE_HOURS: '10' },
  });
  client = api(t.app);
});
afterAll(async () => t?.close());

const path = (template: string, reference: string) => template.replace(':reference', reference);

async function passwordStep(username: string, password: string, ip: string) {
  return client.post<OpsLoginChallenge>(OpsPath.login, { username, password }, { ip, locale: 'en' });
}
async function codeStep(challenge: string, code: string, ip: string) {
  return client.post<OpsSession>(OpsPath.totp, { challenge, code }, { ip, locale: 'en' });
}
const me = (token: string) => client.get(OpsPath.me, { token });

describe('sign-in: password, then the authenticator’s code', () => {
  it('the right password and the current code open a session; a wrong code is refused and spends the challenge', async () => {
    const { operator, totpSecret } = await createTestOperator(t.app, ['payments']);
    const ip = nextIp();
    const wrongPassword = await passwordStep(operator.username, 'not-the-password', ip);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Wrong username or password.');

    const step1 = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    expect(step1.status).toBe(200);
    expect(step1.body.data).not.toHaveProperty('token');
    const later = new Date(t.clock.now().getTime() + 10 * 60_000);
    const wrong = await codeStep(step1.body.data.challenge, totpCode(totpSecret, later), ip);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/verification code is wrong/);
    // The challenge was spent by the wrong try: even the right code needs a new password step.
    const spent = await codeStep(step1.body.data.challenge, totpCode(totpSecret, t.clock.now()), ip);
    expect(spent.status).toBe(400);
    expect(spent.body.message).toMatch(/expired/);

    const again = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    const session = await codeStep(again.body.data.challenge, totpCode(totpSecret, t.clock.now()), ip);
    expect(session.status).toBe(200);
    expect(session.body.data.operator).toMatchObject({
      id: operator.id,
      roles: ['payments'],
      disabled: false,
    });
    expect(session.body.data.idleMinutes).toBe(15);
    expect((await me(session.body.data.token)).status).toBe(200);
  });

  it('a code that was already used is refused inside its window (a replay), then the next step’s code works', async () => {
    const { operator, totpSecret } = await createTestOperator(t.app, ['support']);
    const ip = nextIp();
    const code = totpCode(totpSecret, t.clock.now());
    const first = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    expect((await codeStep(first.body.data.challenge, code, ip)).status).toBe(200);

    t.clock.advance(10_000); // same 30-second step or the next: the code is still "current", but used
    const second = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    const replay = await codeStep(second.body.data.challenge, code, ip);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/already used/);

    // An older step's code is refused as well once a later one was used.
    t.clock.advance(30_000);
    const third = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    const next = totpCode(totpSecret, t.clock.now());
    expect((await codeStep(third.body.data.challenge, next, ip)).status).toBe(200);
  });

  it('a challenge expires after five minutes', async () => {
    const { operator, totpSecret } = await createTestOperator(t.app, ['support']);
    const ip = nextIp();
    t.clock.advance(60_000);
    const step1 = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    t.clock.advance(5 * 60_000 + 1);
    const late = await codeStep(step1.body.data.challenge, totpCode(totpSecret, t.clock.now()), ip);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
  });

  it('five failed steps lock the account for 15 minutes, even against the right password and code', async () => {
    const { operator, totpSecret } = await createTestOperator(t.app, ['payments']);
    const ip = nextIp();
    t.clock.advance(60_000);
    // A burst of ten wrong passwords at once: each attempt is taken before its check, so only five are checked.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => passwordStep(operator.username, 'wrong-password', ip)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const locked = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.body.message).toMatch(/locked for 15 minutes/);
    const checked = await t.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target_id', '=', operator.id)
      .where('action', '=', 'auth.password-failed')
      .execute();
    expect(checked).toHaveLength(5);

    t.clock.advance(15 * 60_000);
    const step1 = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
    expect(step1.status).toBe(200);
    expect((await codeStep(step1.body.data.challenge, totpCode(totpSecret, t.clock.now()), ip)).status).toBe(
      200,
    );
  });

  it('knowing the password buys no code guesses: five wrong codes lock the account too', async () => {
    const { operator, totpSecret } = await createTestOperator(t.app, ['payments']);
    const ip = nextIp();
    t.clock.advance(60_000);
    const wrongCode = totpCode(totpSecret, new Date(t.clock.now().getTime() + 3_600_000));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const step1 = await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip);
      expect(step1.status, `attempt ${i + 1}`).toBe(200);
      statuses.push((await codeStep(step1.body.data.challenge, wrongCode, ip)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await passwordStep(operator.username, TEST_OPERATOR_PASSWORD, ip)).status).toBe(429);
  });

  it('an unknown or disabled operator gets the same answer as a wrong password', async () => {
    const ip = nextIp();
    const unknown = await passwordStep('nobody-here', TEST_OPERATOR_PASSWORD, ip);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Wrong username or password.']);
    const admin = await signInOperator(t.app, ['admin']);
    const target = await signInOperator(t.app, ['support']);
    const disabled = await client.post(
      OpsPath.operator.replace(':id', target.id),
      { disabled: true },
      { token: admin.token },
    );
    expect(disabled.status).toBe(200);
    // Its session ended with the change, and it cannot sign in again.
    expect((await me(target.token)).status).toBe(401);
    const refused = await passwordStep(target.username, TEST_OPERATOR_PASSWORD, ip);
    expect([refused.status, refused.body.message]).toEqual([400, 'Wrong username or password.']);
  });
});

describe('operator sessions', () => {
  it('end after 15 minutes without a call; calls keep them alive', async () => {
    const operator = await signInOperator(t.app, ['read-only']);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(14 * 60_000);
      expect((await me(operator.token)).status, `after ${(i + 1) * 14} minutes`).toBe(200);
    }
    t.clock.advance(15 * 60_000);
    expect((await me(operator.token)).status).toBe(401);
    const row = await t.db
      .selectFrom('operator_sessions')
      .select('revoke_reason')
      .where('operator_id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(row.revoke_reason).toBe('idle');
  });

  it('end 10 hours after the sign-in however busy, and at sign-out', async () => {
    const busy = await signInOperator(t.app, ['read-only']);
    for (let minutes = 10; minutes < 600; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await me(busy.token)).status, `after ${minutes} minutes`).toBe(200);
    }
    t.clock.advance(10 * 60_000);
    expect((await me(busy.token)).status).toBe(401);

    const leaving = await signInOperator(t.app, ['read-only']);
    expect((await client.post(OpsPath.logout, {}, { token: leaving.token })).status).toBe(200);
    expect((await me(leaving.token)).status).toBe(401);
  });

  it('“who am I” lists what the roles allow, so the back office can hide the rest', async () => {
    const payments = await signInOperator(t.app, ['payments']);
    const answer = await client.get<OpsMe>(OpsPath.me, { token: payments.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.roles).toEqual(['payments']);
    expect(answer.body.data.can).toContainEqual(['approve', 'Withdrawal']);
    expect(answer.body.data.can).toContainEqual(['read', 'Payment']);
    expect(answer.body.data.can).not.toContainEqual(['approve', 'Kyc']);
    expect(answer.body.data.can).not.toContainEqual(['manage', 'all']);
    const admin = await signInOperator(t.app, ['admin']);
    expect((await client.get<OpsMe>(OpsPath.me, { token: admin.token })).body.data.can).toEqual([
      ['manage', 'all'],
    ]);
  });

  it('a player’s session is not an operator’s', async () => {
    const { token } = await signUp(t, 'en');
    expect((await me(token)).status).toBe(401);
    expect((await client.get(OpsPath.books, { token })).status).toBe(401);
  });
});

describe('four-eyes withdrawals', () => {
  async function withdrawal(lira: number): Promise<{ reference: string; token: string }> {
    const { token, playerId } = await signUp(t, 'en');
    await t.app.services.wallet.creditDeposit({
      key: `ops-test:${playerId}`,
      playerId,
      amount: (lira + 100) * 100,
    });
    await approveIdentity(t, playerId);
    const detail = { amount: lira, fullName: 'Ayşe Yılmaz', iban: validIban(), bank: 7 };
    const requested = await client.post(ApiPath.withdraw, { id: 11, detail }, { token, locale: 'en' });
    expect(requested.status, requested.body.message).toBe(200);
    return { reference: /WD-[0-9A-Z]{6}/.exec(requested.body.message)![0], token };
  }
  let first: TestOperator;
  let second: TestOperator;
  beforeAll(async () => {
    first = await signInOperator(t.app, ['payments']);
    second = await signInOperator(t.app, ['payments']);
  });

  it('above the threshold one operator approves and a different one releases; the approver cannot release it', async () => {
    const { reference } = await withdrawal(15_000);
    const approved = await client.post<OpsPayment>(
      path(OpsPath.approveWithdrawal, reference),
      {},
      {
        token: first.token,
        locale: 'en',
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(
      'Your approval is recorded; a different operator must release the withdrawal.',
    );
    expect(approved.body.data).toMatchObject({
      status: TransactionStatus.Pending,
      approval: { operatorId: first.id },
    });

    const self = await client.post(
      path(OpsPath.releaseWithdrawal, reference),
      {},
      { token: first.token, locale: 'en' },
    );
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You approved this withdrawal; a different operator must release it.');
    // The second operator's "approve" does not count as the release either.
    expect(
      (await client.post(path(OpsPath.approveWithdrawal, reference), {}, { token: second.token })).status,
    ).toBe(409);
    const pending = await client.get<OpsPayment[]>(OpsPath.pendingPayments, { token: second.token });
    expect(pending.body.data.find((p) => p.reference === reference)?.approval?.operatorId).toBe(first.id);

    const released = await client.post<OpsPayment>(
      path(OpsPath.releaseWithdrawal, reference),
      { note: 'checked' },
      {
        token: second.token,
      },
    );
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({
      status: TransactionStatus.Confirmed,
      decidedBy: `operator:${second.id}:${second.username}`,
    });
    expect(released.body.data.note).toContain(`approved by operator:${first.id}:${first.username}`);
    expect(
      (await client.post(path(OpsPath.releaseWithdrawal, reference), {}, { token: second.token })).status,
    ).toBe(409);
    expect((await books(t)).ok).toBe(true);

    const trail = await t.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'status'])
      .where('target_type', '=', 'payment')
      .where('target_id', '=', reference)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => [r.operator_id, r.action, r.status])).toEqual([
      [first.id, 'withdrawal.approve', 200],
      [first.id, 'withdrawal.release', 409],
      [second.id, 'withdrawal.approve', 409],
      [second.id, 'withdrawal.release', 200],
      [second.id, 'withdrawal.release', 409],
    ]);
  });

  it('up to the threshold one operator’s approval sends the money; a release without an approval is refused', async () => {
    const { reference } = await withdrawal(10_000);
    const approved = await client.post<OpsPayment>(
      path(OpsPath.approveWithdrawal, reference),
      {},
      {
        token: first.token,
      },
    );
    expect(approved.body.data.status).toBe(TransactionStatus.Confirmed);

    const other = await withdrawal(12_000);
    const early = await client.post(
      path(OpsPath.releaseWithdrawal, other.reference),
      {},
      {
        token: second.token,
        locale: 'tr',
      },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Bu para çekme işlemi serbest bırakılmadan önce bir operatör tarafından onaylanmalıdır.',
    );
    // A rejection needs one operator only, at any size.
    expect(
      (await client.post(path(OpsPath.rejectWithdrawal, other.reference), {}, { token: second.token }))
        .status,
    ).toBe(200);
    expect((await books(t)).ok).toBe(true);
  });
});

describe('the operator audit log', () => {
  it('names the operator from the session — not a header — with the action, before and after, status and address', async () => {
    const operator = await signInOperator(t.app, ['payments']);
    const { token } = await signUp(t, 'en');
    const deposit = await client.post<null>(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount: 250, fullName: 'Ayşe Yılmaz' } },
      { token, locale: 'en' },
    );
    const reference = /DP-[0-9A-Z]{6}/.exec(deposit.body.message)![0];
    const confirmed = await client.post(
      path(OpsPath.confirmDeposit, reference),
      {},
      {
        token: operator.token,
        ip: '10.61.200.7',
        headers: { 'x-operator': 'mallory' },
      },
    );
    expect(confirmed.status).toBe(200);
    const [row] = await t.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('request_id', '=', String(confirmed.headers['x-request-id']))
      .execute();
    expect(row).toMatchObject({
      operator_id: operator.id,
      actor: `operator:${operator.id}:${operator.username}`,
      action: 'deposit.confirm',
      route: 'POST /api/ops/deposits/:reference/confirm',
      target_type: 'payment',
      target_id: reference,
      status: 200,
      ip: '10.61.200.7',
    });
    expect(row!.before).toMatchObject({ reference, status: TransactionStatus.Pending });
    expect(row!.after).toMatchObject({ reference, status: TransactionStatus.Confirmed });
    const paymentAudit = await t.app.services.payment.auditOf(reference);
    expect(paymentAudit.at(-1)?.actor).toBe(`operator:${operator.id}:${operator.username}`);
  });

  it('is searched on the server: by operator, action, target and time, newest first, a page at a time', async () => {
    const risk = await signInOperator(t.app, ['risk']);
    const reader = await signInOperator(t.app, ['read-only']);
    t.clock.advance(1_000);
    const from = t.clock.now().toISOString();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1_000);
      await client.get(OpsPath.books, { token: reader.token });
    }
    const search = (query: string) =>
      client.get<OpsAuditPage>(`${OpsPath.audit}?${query}`, { token: risk.token });
    const page1 = await search(`operatorId=${reader.id}&action=books.check&take=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.items).toHaveLength(2);
    expect(page1.body.data.items.every((e) => e.operatorId === reader.id && e.action === 'books.check')).toBe(
      true,
    );
    const times = page1.body.data.items.map((e) => Date.parse(e.createdAt));
    expect(times[0]!).toBeGreaterThan(times[1]!);
    const page2 = await search(`operatorId=${reader.id}&action=books.check&take=2&skip=2`);
    expect(page2.body.data.items).toHaveLength(1);
    expect((await search(`operatorId=${reader.id}&from=${encodeURIComponent(from)}`)).body.data.total).toBe(
      3,
    );
    expect(
      (await search(`operatorId=${reader.id}&to=${encodeURIComponent(from)}`)).body.data.items.map(
        (e) => e.action,
      ),
    ).toEqual(['auth.login', 'auth.password']);
    expect(
      (await search(`targetType=operator&targetId=${reader.id}&action=auth.password`)).body.data.total,
    ).toBe(1);
    expect((await search('take=500')).status).toBe(400);
    expect((await search('from=yesterday')).status).toBe(400);
    // The read-only role may not read the audit log.
    expect((await client.get(OpsPath.audit, { token: reader.token })).status).toBe(403);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const before = await t.db
      .selectFrom('operator_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    await expect(sql`update operator_audit set actor = 'someone else'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit`.execute(t.db)).rejects.toThrow(/append-only/);
    const after = await t.db
      .selectFrom('operator_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // Inserting stays possible (that is how the log grows).
    await sql`insert into operator_audit (actor, action, created_at) values ('test', 'test.insert', now())`.execute(
      t.db,
    );
  });
});

describe('operator accounts', () => {
  it('an admin makes an operator whose secret is shown once; the new operator signs in with it', async () => {
    const admin = await signInOperator(t.app, ['admin']);
    const created = await client.post<OpsCreatedOperator>(
      OpsPath.operators,
      { username: 'New.Payments', password: 'a-long-password-1', roles: ['payments', 'risk'] },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.operator).toMatchObject({
      username: 'new.payments',
      roles: ['payments', 'risk'],
    });
    expect(created.body.data.otpauthUri).toContain(`secret=${created.body.data.totpSecret}`);
    const dup = await client.post(
      OpsPath.operators,
      { username: 'new.payments', password: 'a-long-password-1', roles: ['payments'] },
      { token: admin.token, locale: 'en' },
    );
    expect([dup.status, dup.body.message]).toEqual([409, 'An operator with this username already exists.']);
    const audit = await t.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'operator.create')
      .where('target_id', '=', created.body.data.operator.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(created.body.data.totpSecret);

    t.clock.advance(30_000);
    const ip = nextIp();
    const step1 = await passwordStep('new.payments', 'a-long-password-1', ip);
    const session = await codeStep(
      step1.body.data.challenge,
      totpCode(created.body.data.totpSecret, t.clock.now()),
      ip,
    );
    expect(session.status).toBe(200);
  });

  it('an admin cannot disable themself or drop their own admin role', async () => {
    const admin = await signInOperator(t.app, ['admin']);
    const url = OpsPath.operator.replace(':id', admin.id);
    expect((await client.post(url, { disabled: true }, { token: admin.token })).status).toBe(409);
    expect((await client.post(url, { roles: ['payments'] }, { token: admin.token })).status).toBe(409);
    expect((await me(admin.token)).status).toBe(200);
  });

  it('TOTP secrets are stored sealed: the database holds no secret, a wrong key or an altered value opens nothing, and a secret stored in the clear is sealed at the next sign-in', async () => {
    const created = await createTestOperator(t.app, ['support']);
    const stored = async () =>
      (
        await t.db
          .selectFrom('operators')
          .select('totp_secret')
          .where('id', '=', created.operator.id)
          .executeTakeFirstOrThrow()
      ).totp_secret;
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(created.totpSecret);
    expect(openSecret(sealed, t.app.appConfig.operatorSecretKey)).toBe(created.totpSecret);
    expect(() => openSecret(sealed, Buffer.alloc(32, 7))).toThrow();
    expect(() => openSecret(`${sealed.slice(0, -2)}AA`, t.app.appConfig.operatorSecretKey)).toThrow();

    // A row from before sealing: the secret in the clear still signs in, and is sealed by it.
    await t.db
      .updateTable('operators')
      .set({ totp_secret: created.totpSecret })
      .where('id', '=', created.operator.id)
      .execute();
    await signIn(t.app, created.operator.username, created.totpSecret);
    const resealed = await stored();
    expect(isSealed(resealed)).toBe(true);
    expect(openSecret(resealed, t.app.appConfig.operatorSecretKey)).toBe(created.totpSecret);
  });

  it('the demo operator of the README is seeded only in development, with the published secret, and disabled in production', async () => {
    const clock = createTestClock(new Date());
    const bare = await createTestDb();
    try {
      await prepareDatabase(bare.db, clock, 10);
      expect(await bare.db.selectFrom('operators').selectAll().execute()).toEqual([]);
      await prepareDatabase(bare.db, clock, 10, { demoOperator: true });
      await prepareDatabase(bare.db, clock, 10, { demoOperator: true }); // idempotent
      const rows = await bare.db.selectFrom('operators').selectAll().execute();
      expect(rows.map((r) => [r.username, r.roles])).toEqual([[DEMO_OPERATOR.username, ['admin']]]);
      // Stored sealed (OPERATOR_SECRET_KEY; the development key here), never as the secret itself.
      expect(rows[0]!.totp_secret).not.toContain(DEMO_OPERATOR.totpSecret);
      expect(openSecret(rows[0]!.totp_secret, DEV_OPERATOR_SECRET_KEY)).toBe(DEMO_OPERATOR.totpSecret);
      expect(await verifyPassword(DEMO_OPERATOR.password, rows[0]!.password_hash)).toBe(true);
      // The same database started in production: the demo operator, whose secret is public, is disabled.
      await prepareDatabase(bare.db, clock, 10, { demoOperator: false });
      const retired = await bare.db.selectFrom('operators').select('disabled_at').executeTakeFirstOrThrow();
      expect(retired.disabled_at).not.toBeNull();
    } finally {
      await bare.db.destroy();
      await bare.drop();
    }
  }, 120_000);
});
