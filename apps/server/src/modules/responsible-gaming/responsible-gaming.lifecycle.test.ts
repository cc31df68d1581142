import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { FairPath } from '@kasa/contract/fair';
import { OpsPlayerPath } from '@kasa/contract/ops';
import { type LimitsData, type OpsReopenRequest, RgOpsPath, RgPath } from '@kasa/contract/responsible-gaming';
import { signInOperator } from '../ops/ops.test-support.ts';
import { registration } from '../../test/fixtures.ts';
import { api, createTestApp, ipSequence, type TestApp } from '../../test/test-app.ts';
import { asGameSession, fund, openGameSession } from '../providers/game-wallet.test-support.ts';

// Issue 12 §1/§3, docs/decisions/0440: reopening after a self-exclusion or closure (request, 24-hour cooling-off,
// operator decision), sessions ended by a block or an operator's lock, the six-monthly review of limits, and no
// promotional notifications to an excluded player. The clock is the test clock.

/** Signed-in operators (docs/decisions/0500): alice (risk and content) and bob (risk). */
const operatorHeaders = new Map<string, Record<string, string>>();
const ops = (name = 'alice') => operatorHeaders.get(name)!;
/** An audit row's actor without the operator's id: `operator:<id>:alice` → `operator:alice`. */
const actorOf = (actor: string) => actor.replace(/^operator:[^:]+:/, 'operator:');
const T0 = new Date('2026-11-25T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let client: ReturnType<typeof api>;
const freshIp = ipSequence(48);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  operatorHeaders.set('alice', (await signInOperator(t.app, ['risk', 'content'], 'alice')).headers);
  operatorHeaders.set('bob', (await signInOperator(t.app, ['risk'], 'bob')).headers);
  client = api(t.app);
}, 60_000);
afterAll(async () => t.close());
beforeEach(() => t.clock.set(T0));

async function newPlayer() {
  const body = registration();
  const res = await client.post<SessionData>(ApiPath.register, body, { ip: freshIp(), locale: 'en' });
  expect(res.status).toBe(200);
  return {
    username: body.username,
    password: body.password,
    token: res.body.data!.token,
    playerId: res.body.data!.usercode,
  };
}
const login = (username: string, password: string) =>
  client.post<SessionData>(ApiPath.login, { username, password }, { ip: freshIp(), locale: 'en' });
const limits = async (token: string) =>
  (await client.get<LimitsData>(RgPath.limits, { token, locale: 'en' })).body;
const deposit = (token: string, amount = 100) =>
  client.post(ApiPath.deposit, { id: 2, target: 'pay', detail: { amount } }, { token, locale: 'en' });
const reopen = (token: string) =>
  client.post<LimitsData>(RgPath.requestReopen, { confirm: true }, { token, locale: 'en' });
const opsCall = <T = unknown>(method: 'GET' | 'POST', path: string, body?: object, name = 'alice') =>
  t.app
    .inject({
      method,
      url: `/api/${path}`,
      headers: { ...ops(name), 'x-locale': 'en' },
      ...(body ? { payload: body } : {}),
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json() as { success: boolean; message: string; data: T },
    }));
const pending = async () => (await opsCall<OpsReopenRequest[]>('GET', RgOpsPath.reopenRequests)).body.data;
const decide = (id: string, approve: boolean, note = 'checked') =>
  opsCall('POST', (approve ? RgOpsPath.approveReopen : RgOpsPath.rejectReopen).replace(':id', id), { note });
const actions = async (playerId: string) =>
  (await t.app.services.responsibleGaming.audit(playerId)).map(
    (a) => `${a.action} by ${a.actor.split(':')[0]}`,
  );

describe('reopening after a self-exclusion', () => {
  it('after its end the account stays closed until the player asks, 24 hours pass and an operator approves (audited)', async () => {
    const p = await newPlayer();
    expect((await client.post(RgPath.selfExclude, { period: '6m' }, { token: p.token })).status).toBe(200);

    const early = await reopen(p.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Your self-exclusion ends on 25.05.2027 12.00; you can ask to reopen your account only after that.',
    );

    // The period is over: the account does not reopen by itself.
    t.clock.set(new Date('2027-05-25T09:01:00Z'));
    const ended = await limits(p.token);
    expect(ended.data.block).toMatchObject({
      kind: 'selfExclusion',
      ended: true,
      canRequestReopen: true,
      reopen: null,
    });
    const refused = await deposit(p.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your self-exclusion has ended; your account stays closed to deposits until your request to reopen it is approved.',
    );
    expect(await t.app.services.responsibleGaming.mayReceiveMarketing(p.playerId)).toBe(false);

    const asked = await reopen(p.token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Your request has been received. After the 24-hour cooling-off (26.05.2027 12.01) our team will review it and let you know.',
    );
    expect(asked.body.data.block).toMatchObject({
      ended: true,
      canRequestReopen: false,
      reopen: { status: 'pending', decidableFrom: '2027-05-26T09:01:00.000Z' },
    });
    // Asking again keeps the one request and its time.
    t.clock.advance(HOUR);
    expect((await reopen(p.token)).body.data.block?.reopen?.decidableFrom).toBe('2027-05-26T09:01:00.000Z');

    const waiting = (await pending()).find((r) => r.playerId === p.playerId)!;
    expect(waiting).toMatchObject({
      username: p.username,
      blockKind: 'selfExclusion',
      blockPeriod: '6m',
      decidable: false,
    });

    // The cooling-off binds the operator too.
    const tooSoon = await decide(waiting.id, true);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(
      'The request is in its 24-hour cooling-off; it cannot be decided before 26.05.2027 12.01.',
    );
    expect((await deposit(p.token)).status).toBe(403);

    t.clock.set(new Date('2027-05-26T09:01:00Z'));
    expect((await pending()).find((r) => r.id === waiting.id)?.decidable).toBe(true);
    const approved = await decide(waiting.id, true, 'spoke to the player');
    expect(approved.status).toBe(200);
    expect((await decide(waiting.id, false)).status).toBe(409);
    expect((await limits(p.token)).data.block).toBeNull();
    expect((await deposit(p.token)).status).toBe(200);
    expect(await t.app.services.responsibleGaming.mayReceiveMarketing(p.playerId)).toBe(true);

    expect(await actions(p.playerId)).toEqual([
      'reopen-approved by operator',
      'reopen-requested by player',
      'self-excluded by player',
    ]);
    const audit = await opsCall<Array<{ action: string; actor: string; detail: { note: string } }>>(
      'GET',
      RgOpsPath.audit.replace(':playerId', p.playerId),
    );
    expect(audit.body.data[0]).toMatchObject({
      action: 'reopen-approved',
      actor: expect.stringMatching(/^operator:[^:]+:alice$/),
      detail: { note: 'spoke to the player' },
    });
    const inbox = await t.app.services.notification.list(p.playerId, 0, 5);
    expect(inbox[0]!.title).toBe('Your account has been reopened');
  });

  it('a declined request keeps the account closed; a closure reopens the same way; permanent and time-outs need none', async () => {
    const p = await newPlayer();
    await client.post(RgPath.selfExclude, { period: '6m' }, { token: p.token });
    t.clock.set(new Date('2027-06-01T09:00:00Z'));
    await reopen(p.token);
    const id = (await pending()).find((r) => r.playerId === p.playerId)!.id;
    // Declining may come at once.
    expect((await decide(id, false, 'risk indicators')).status).toBe(200);
    const declined = await limits(p.token);
    expect(declined.data.block).toMatchObject({
      ended: true,
      canRequestReopen: true,
      reopen: { status: 'rejected' },
    });
    expect((await deposit(p.token)).status).toBe(403);
    // An ended self-exclusion is not replaced by a time-out that would end by itself; a new self-exclusion renews it.
    expect((await client.post(RgPath.timeout, { period: '24h' }, { token: p.token })).status).toBe(409);
    t.clock.advance(HOUR);
    expect((await client.post(RgPath.selfExclude, { period: '1y' }, { token: p.token })).status).toBe(200);
    expect((await limits(p.token)).data.block).toMatchObject({
      ended: false,
      canRequestReopen: false,
      reopen: null,
    });

    const closed = await newPlayer();
    await client.post(RgPath.closeAccount, { confirm: true }, { token: closed.token });
    expect((await reopen(closed.token)).status).toBe(200);
    t.clock.advance(DAY);
    const closedId = (await pending()).find((r) => r.playerId === closed.playerId)!.id;
    expect((await decide(closedId, true)).status).toBe(200);
    expect((await limits(closed.token)).data.block).toBeNull();

    const permanent = await newPlayer();
    await client.post(RgPath.selfExclude, { period: 'permanent' }, { token: permanent.token });
    const never = await reopen(permanent.token);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe('A self-exclusion with no end date cannot be lifted.');

    const resting = await newPlayer();
    await client.post(RgPath.timeout, { period: '24h' }, { token: resting.token });
    expect((await reopen(resting.token)).body.message).toBe(
      'Your time-out ends by itself on 03.06.2027 13.00; no request is needed.',
    );
    expect((await reopen((await newPlayer()).token)).status).toBe(409);
  });

  it('a pending request is withdrawn by a new self-exclusion; the operator endpoints need an operator session', async () => {
    const p = await newPlayer();
    await client.post(RgPath.selfExclude, { period: '6m' }, { token: p.token });
    t.clock.set(new Date('2027-06-01T09:00:00Z'));
    await reopen(p.token);
    const id = (await pending()).find((r) => r.playerId === p.playerId)!.id;
    const noToken = await t.app.inject({ method: 'GET', url: `/api/${RgOpsPath.reopenRequests}` });
    expect(noToken.statusCode).toBe(401);
    expect((await client.get(RgOpsPath.reopenRequests, { token: p.token })).status).toBe(401);
    expect((await decide('999999', true)).status).toBe(404);

    // The player changes their mind: a new self-exclusion withdraws the request.
    expect((await client.post(RgPath.selfExclude, { period: '6m' }, { token: p.token })).status).toBe(200);
    expect((await pending()).some((r) => r.id === id)).toBe(false);
    t.clock.advance(DAY);
    expect((await decide(id, true)).status).toBe(409);
    expect((await limits(p.token)).data.block).toMatchObject({
      kind: 'selfExclusion',
      ended: false,
      reopen: null,
    });
  });
});

describe('sessions ended by a block or an operator’s lock', () => {
  it('self-exclusion and time-out end the open games and the other site sessions, keeping the one that asked', async () => {
    for (const [path, period] of [
      [RgPath.selfExclude, '6m'],
      [RgPath.timeout, '24h'],
      [RgPath.closeAccount, null],
    ] as const) {
      const p = await newPlayer();
      await fund(t, p.playerId, 10_000);
      const game = await openGameSession(t, p.playerId, 'kasa-dice');
      const roll = () =>
        client.post(
          FairPath.diceRoll,
          { amount: 1, target: 50, direction: 'over' },
          asGameSession(game, 'en'),
        );
      expect((await roll()).status).toBe(200);
      const otherDevice = (await login(p.username, p.password)).body.data!.token;
      expect((await client.get(ApiPath.account, { token: otherDevice })).status).toBe(200);

      const body = period === null ? { confirm: true } : { period };
      expect((await client.post(path, body, { token: p.token })).status).toBe(200);
      // Not merely refused (403): the game session is gone.
      await expect.poll(async () => (await roll()).status).toBe(401);
      expect((await client.get(ApiPath.account, { token: otherDevice })).status).toBe(401);
      // The session that asked stays: the player can still withdraw and read the history, and may log in again.
      expect((await client.get(ApiPath.account, { token: p.token })).status).toBe(200);
      expect((await login(p.username, p.password)).status).toBe(200);
    }
  });

  it('an operator lock ends every site and game session and refuses login until it is lifted (audited)', async () => {
    const p = await newPlayer();
    const game = await openGameSession(t, p.playerId, 'kasa-dice');
    const roll = () =>
      client.post(FairPath.diceRoll, { amount: 1, target: 50, direction: 'over' }, asGameSession(game, 'en'));
    expect((await roll()).status).not.toBe(401);

    const locked = await opsCall(
      'POST',
      OpsPlayerPath.lock.replace(':playerId', p.playerId),
      { note: 'chargeback' },
      'bob',
    );
    expect(locked.status).toBe(200);
    expect((await client.get(ApiPath.account, { token: p.token })).status).toBe(401);
    await expect.poll(async () => (await roll()).status).toBe(401);
    const refused = await login(p.username, p.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your account has been locked for a security review. Please contact live chat.',
    );
    // A wrong password is answered as any wrong password: the lock is told only to whoever knows the password.
    expect((await login(p.username, 'wrong-password')).status).toBe(400);

    expect(
      (await opsCall('POST', OpsPlayerPath.unlock.replace(':playerId', p.playerId), { note: 'resolved' }))
        .status,
    ).toBe(200);
    expect((await login(p.username, p.password)).status).toBe(200);
    const audit = await opsCall<Array<{ action: string; actor: string }>>(
      'GET',
      OpsPlayerPath.audit.replace(':playerId', p.playerId),
    );
    expect(audit.body.data.map((a) => `${a.action} ${actorOf(a.actor)}`)).toEqual([
      'operator-unlock operator:alice',
      'operator-lock operator:bob',
    ]);
    expect((await opsCall('POST', OpsPlayerPath.lock.replace(':playerId', '999999999'))).status).toBe(404);
  });
});

describe('review of limits', () => {
  it('asks the player to review their limits 6 months after the last change or review; reviewing stamps the date', async () => {
    const p = await newPlayer();
    expect((await limits(p.token)).data).toMatchObject({ reviewLimits: false, limitsReviewedAt: null });
    await client.post(RgPath.setLimit, { kind: 'loss', period: 'week', amount: 200 }, { token: p.token });
    t.clock.advance(150 * DAY);
    expect((await limits(p.token)).data.reviewLimits).toBe(false);
    t.clock.set(new Date('2027-05-25T09:00:00Z'));
    expect((await limits(p.token)).data.reviewLimits).toBe(true);

    const reviewed = await client.post<LimitsData>(RgPath.reviewLimits, {}, { token: p.token, locale: 'en' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.message).toBe('You have reviewed your limits; we will ask again in 6 months.');
    expect(reviewed.body.data).toMatchObject({
      reviewLimits: false,
      limitsReviewedAt: '2027-05-25T09:00:00.000Z',
    });
    t.clock.set(new Date('2027-11-25T09:00:00Z'));
    expect((await limits(p.token)).data.reviewLimits).toBe(true);
    expect(await actions(p.playerId)).toContain('limits-reviewed by player');
  });
});

describe('marketing', () => {
  it('sends a promotional notification only to players who may receive marketing', async () => {
    const open = await newPlayer();
    const excluded = await newPlayer();
    const ended = await newPlayer();
    const resting = await newPlayer();
    const locked = await newPlayer();
    await client.post(RgPath.selfExclude, { period: '1y' }, { token: excluded.token });
    await client.post(RgPath.selfExclude, { period: '6m' }, { token: ended.token });
    await client.post(RgPath.timeout, { period: '7d' }, { token: resting.token });
    await opsCall('POST', OpsPlayerPath.lock.replace(':playerId', locked.playerId));
    // Six months on: the 6-month self-exclusion is over, but not reopened — still no marketing.
    t.clock.set(new Date('2027-05-26T09:00:00Z'));
    await client.post(RgPath.timeout, { period: '7d' }, { token: resting.token });

    const sentTo = [open, excluded, ended, resting, locked].map((p) => p.playerId);
    const res = await opsCall<{ sent: number; skipped: number }>('POST', 'ops/marketing/notify', {
      playerIds: [...sentTo, '999999999'],
      title: { tr: 'Hafta sonu bonusu', en: 'Weekend bonus' },
      note: { tr: 'Cumartesi %50 yatırım bonusu.', en: '50% deposit bonus on Saturday.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: 1, skipped: 5 });
    const titles = async (playerId: string) =>
      (await t.app.services.notification.list(playerId, 0, 20)).map((n) => n.title);
    expect(await titles(open.playerId)).toContain('Weekend bonus');
    for (const p of [excluded, ended, resting, locked])
      expect(await titles(p.playerId)).not.toContain('Weekend bonus');
  });
});
