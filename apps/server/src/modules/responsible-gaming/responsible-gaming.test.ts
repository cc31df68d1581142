import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { FairPath } from '@kasa/contract/fair';
import type { PaymentHistoryData } from '@kasa/contract/payment';
import { type LimitsData, type PlaySessionData, RgPath } from '@kasa/contract/responsible-gaming';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, validIban } from '../payment/payment.test-support.ts';
import {
  asGameSession,
  cashOf,
  expectBooksOk,
  fund,
  openGameSession,
} from '../providers/game-wallet.test-support.ts';
import { approveIdentity } from '../kyc/kyc.test-support.ts';
import { testFeed, type TestFeed } from '../sports/sports.test-support.ts';
import { periodBounds } from './responsible-gaming.service.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
let feed: TestFeed;
// A Wednesday, 12:00 in Türkiye: the day resets at 00:00 Thursday, the week on Monday, the month on 1 December.
const T0 = new Date('2026-11-25T09:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  client = api(t.app);
  feed = testFeed(t);
}, 60_000);
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.set(T0);
});

const limits = (token: string) => client.get<LimitsData>(RgPath.limits, { token, locale: 'en' });
const setLimit = (token: string, body: object) =>
  client.post<LimitsData>(RgPath.setLimit, body, { token, locale: 'en' });
const slot = (data: LimitsData, kind: string, period: string | null) =>
  data.limits.find((l) => l.kind === kind && l.period === period)!;

/** A card deposit request through the sandbox PSP (method 2), as the deposit page sends it. */
const deposit = (token: string, amount: number) =>
  client.post<string>(ApiPath.deposit, { id: 2, target: 'pay', detail: { amount } }, { token, locale: 'en' });
const payments = async (token: string) =>
  (await client.post<PaymentHistoryData>(ApiPath.paymentHistory, {}, { token })).body.data!.items.length;
const diceRoll = (session: string, amount: number) =>
  client.post(FairPath.diceRoll, { amount, target: 50, direction: 'over' }, asGameSession(session, 'en'));

describe('limits', () => {
  it('a first limit and a decrease apply at once; an increase and a removal wait 24 hours, shown as pending', async () => {
    const { token, playerId } = await signUp(t, 'en');
    const first = await setLimit(token, { kind: 'deposit', period: 'day', amount: 500 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your limit applies now.');
    expect(slot(first.body.data, 'deposit', 'day')).toMatchObject({ value: 500, pending: null, used: 0 });
    expect(slot(first.body.data, 'deposit', 'day').resetsAt).toBe('2026-11-25T21:00:00.000Z');

    const lower = await setLimit(token, { kind: 'deposit', period: 'day', amount: 300 });
    expect(slot(lower.body.data, 'deposit', 'day')).toMatchObject({ value: 300, pending: null });

    const higher = await setLimit(token, { kind: 'deposit', period: 'day', amount: 1000 });
    expect(higher.body.message).toBe(
      'The change applies after the 24-hour cooling-off, on 26.11.2026 12.00.',
    );
    expect(slot(higher.body.data, 'deposit', 'day')).toMatchObject({
      value: 300,
      pending: { value: 1000, from: new Date(T0.getTime() + 24 * HOUR).toISOString() },
    });
    // Asking again does not restart the cooling-off.
    t.clock.advance(HOUR);
    const again = await setLimit(token, { kind: 'deposit', period: 'day', amount: 1000 });
    expect(slot(again.body.data, 'deposit', 'day').pending!.from).toBe(
      new Date(T0.getTime() + 24 * HOUR).toISOString(),
    );
    t.clock.set(new Date(T0.getTime() + 24 * HOUR - 1));
    expect(slot((await limits(token)).body.data, 'deposit', 'day').value).toBe(300);
    t.clock.set(new Date(T0.getTime() + 24 * HOUR));
    expect(slot((await limits(token)).body.data, 'deposit', 'day')).toMatchObject({
      value: 1000,
      pending: null,
    });

    const removal = await setLimit(token, { kind: 'deposit', period: 'day', amount: null });
    expect(slot(removal.body.data, 'deposit', 'day')).toMatchObject({
      value: 1000,
      pending: { value: null },
    });
    t.clock.advance(24 * HOUR);
    expect(slot((await limits(token)).body.data, 'deposit', 'day')).toMatchObject({
      value: null,
      pending: null,
    });

    const audit = await t.app.services.responsibleGaming.audit(playerId);
    expect(audit.map((a) => a.action)).toEqual([
      'limit-change-requested',
      'limit-change-requested',
      'limit-change-requested',
      'limit-set',
      'limit-set',
    ]);
    const inbox = await t.app.services.notification.list(playerId, 0, 10);
    expect(inbox[0]!.note).toBe(
      'Daily deposit limit will be removed after the 24-hour cooling-off on 27.11.2026 12.00.',
    );
    expect(inbox.filter((n) => n.title === 'Your limits changed')).toHaveLength(5);
  });

  it('a decrease during a pending increase applies at once and drops the pending change; the session limit is in minutes', async () => {
    const { token } = await signUp(t, 'en');
    await setLimit(token, { kind: 'loss', period: 'week', amount: 100 });
    await setLimit(token, { kind: 'loss', period: 'week', amount: 200 });
    const lower = await setLimit(token, { kind: 'loss', period: 'week', amount: 50 });
    expect(slot(lower.body.data, 'loss', 'week')).toMatchObject({ value: 50, pending: null });

    const session = await setLimit(token, { kind: 'session', period: null, minutes: 60 });
    expect(slot(session.body.data, 'session', null)).toMatchObject({ value: 60, used: null, resetsAt: null });
    const bad = await setLimit(token, { kind: 'session', period: 'day', minutes: 2 });
    expect(bad.status).toBe(400);
    const noPeriod = await setLimit(token, { kind: 'wager', amount: 10 });
    expect(noPeriod.status).toBe(400);
  });

  it('periods are calendar periods in Türkiye time: the day from midnight, the week from Monday, the month from the 1st', () => {
    const now = new Date('2026-11-25T22:30:00Z'); // Thursday 01:30 in Türkiye
    expect(periodBounds('day', now)).toEqual({
      start: new Date('2026-11-25T21:00:00Z'),
      end: new Date('2026-11-26T21:00:00Z'),
    });
    expect(periodBounds('week', now).start).toEqual(new Date('2026-11-22T21:00:00Z'));
    expect(periodBounds('month', now).end).toEqual(new Date('2026-11-30T21:00:00Z'));
  });
});

describe('deposits over a limit', () => {
  it('the lowest of several deposit limits binds; a deposit over it is refused naming it and its reset, and nothing is written', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await setLimit(token, { kind: 'deposit', period: 'day', amount: 1000 });
    await setLimit(token, { kind: 'deposit', period: 'week', amount: 400 });
    await setLimit(token, { kind: 'deposit', period: 'month', amount: 5000 });
    await fund(t, playerId, 25_000); // ₺250 confirmed this week

    const over = await deposit(token, 200);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      success: false,
      message:
        'Your weekly deposit limit is ₺400,00. You can deposit at most ₺150,00 more in this period; the limit resets on 30.11.2026 00.00.',
    });
    expect(await payments(token)).toBe(0);

    const within = await deposit(token, 150);
    expect(within.status).toBe(200);
    expect(await payments(token)).toBe(1);

    const tr = await client.post(
      ApiPath.deposit,
      { id: 2, target: 'pay', detail: { amount: 200 } },
      { token },
    );
    expect(tr.body.message).toBe(
      'Haftalık para yatırma limitiniz ₺400,00. Bu dönemde en fazla ₺150,00 daha yatırabilirsiniz; limit 30.11.2026 00.00 tarihinde yenilenir.',
    );
  });
});

describe('bets over a limit', () => {
  it('a bet that could pass the loss limit is refused naming its reset, and nothing is written', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    await setLimit(token, { kind: 'loss', period: 'day', amount: 20 });
    const session = await openGameSession(t, playerId, 'kasa-dice');

    const over = await diceRoll(session, 25);
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(
      'Your daily loss limit is ₺20,00. You can stake at most ₺20,00 in this period; the limit resets on 26.11.2026 00.00.',
    );
    expect(await cashOf(t, playerId)).toBe(100_000);
    const history = await t.app.gameWallet.history(playerId, { skip: 0, take: 10 });
    expect(history.total).toBe(0);

    expect((await diceRoll(session, 20)).status).toBe(200);
    await expectBooksOk(t);
  });

  it('the wager limit counts every stake in the period (the game wallet, any provider) and refuses the bet past it', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    await setLimit(token, { kind: 'wager', period: 'month', amount: 50 });
    const bet = (amount: number) =>
      t.app.gameWallet.bet({
        provider: 'hub88',
        transactionId: randomUUID(),
        playerId,
        gameCode: 'some-slot',
        roundId: randomUUID(),
        amount,
      });
    await bet(3000);
    await expect(bet(2001)).rejects.toMatchObject({
      messageRef: expect.stringMatching(/^e\.rgLimit\.wager\.month:/),
    });
    expect(await cashOf(t, playerId)).toBe(97_000);
    await bet(2000);
    expect(await cashOf(t, playerId)).toBe(95_000);
    expect(slot((await limits(token)).body.data, 'wager', 'month').used).toBe(50);
  });
});

describe('concurrent bets against a limit', () => {
  it('ten bets at once against a ₺50 wager limit: exactly five of ₺10 are taken', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    await setLimit(token, { kind: 'wager', period: 'day', amount: 50 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.app.gameWallet.bet({
          provider: 'hub88',
          transactionId: randomUUID(),
          playerId,
          gameCode: 'some-slot',
          roundId: randomUUID(),
          amount: 1000,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await cashOf(t, playerId)).toBe(95_000);
    await expectBooksOk(t);
  });
});

describe('reality check and session limit', () => {
  it('when the reality check is due play pauses until the player continues; the session shows time and net result', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    expect((await client.post(RgPath.realityCheck, { minutes: 15 }, { token })).status).toBe(200);
    const session = await openGameSession(t, playerId, 'kasa-dice');
    const clock = await client.post<PlaySessionData>(RgPath.playSession, {}, { token });
    expect(clock.body.data).toMatchObject({
      elapsedSeconds: 0,
      realityCheckDue: false,
      realityCheckMinutes: 15,
    });
    expect((await diceRoll(session, 10)).status).toBe(200);

    t.clock.advance(15 * 60_000);
    const paused = await diceRoll(session, 10);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe('Play is paused: confirm your session summary before you continue.');
    const due = await client.post<PlaySessionData>(RgPath.playSession, {}, { token });
    expect(due.body.data).toMatchObject({ realityCheckDue: true, elapsedSeconds: 900 });
    expect(typeof due.body.data.net).toBe('number');

    const resumed = await client.post<PlaySessionData>(RgPath.continuePlay, {}, { token });
    expect(resumed.body.data.realityCheckDue).toBe(false);
    expect((await diceRoll(session, 10)).status).toBe(200);
  });

  it('a page that only reads the play session (the sportsbook) starts none, but sees a reality check that is due', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    const read = () => client.post<PlaySessionData>(RgPath.playSession, { start: false }, { token });
    expect((await read()).body.data).toMatchObject({ startedAt: null, realityCheckDue: false });
    expect(await t.app.services.responsibleGaming.audit(playerId)).toEqual([]);
    await client.post(RgPath.realityCheck, { minutes: 15 }, { token });
    expect((await read()).body.data.startedAt).toBeNull();
    const bet = () =>
      t.app.gameWallet.bet({
        provider: 'sports',
        transactionId: randomUUID(),
        playerId,
        gameCode: 'sports',
        roundId: randomUUID(),
        amount: 500,
      });
    await bet();
    t.clock.advance(15 * 60_000);
    await expect(bet()).rejects.toMatchObject({ status: 409, messageRef: 'e.rgRealityCheckDue' });
    expect((await read()).body.data).toMatchObject({ realityCheckDue: true, elapsedSeconds: 900 });
  });

  it('past the session-time limit a bet is refused until a 30-minute break', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    await setLimit(token, { kind: 'session', period: null, minutes: 10 });
    const session = await openGameSession(t, playerId, 'kasa-dice');
    expect((await diceRoll(session, 1)).status).toBe(200);
    t.clock.advance(10 * 60_000);
    const over = await diceRoll(session, 1);
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(
      'You have reached your session limit of 10 minutes. Take a break of 30 minutes to play again.',
    );
    t.clock.advance(30 * 60_000);
    expect((await diceRoll(session, 1)).status).toBe(200);
  });
});

describe('time-out and self-exclusion', () => {
  it('a self-excluded player cannot deposit, roll dice, bet on sports or claim a bonus, but can withdraw and see history', async () => {
    const { token, playerId } = await signUp(t, 'en');
    await fund(t, playerId, 100_000);
    const session = await openGameSession(t, playerId, 'kasa-dice');
    const excluded = await client.post<LimitsData>(
      RgPath.selfExclude,
      { period: '6m' },
      { token, locale: 'en' },
    );
    expect(excluded.status).toBe(200);
    expect(excluded.body.message).toBe('You have excluded yourself from play until 25.05.2027 12.00.');
    expect(excluded.body.data.block).toMatchObject({ kind: 'selfExclusion', period: '6m' });

    const refusedDeposit = await deposit(token, 100);
    expect(refusedDeposit.status).toBe(403);
    expect(refusedDeposit.body.message).toBe('Your account is closed to deposits until 25.05.2027 12.00.');
    expect(await payments(token)).toBe(0);

    // The game open before is ended (docs/decisions/0440); one launched afterwards is refused every bet.
    await expect.poll(async () => (await diceRoll(session, 10)).status).toBe(401);
    const relaunched = await openGameSession(t, playerId, 'kasa-dice');
    const roll = await diceRoll(relaunched, 10);
    expect(roll.status).toBe(403);
    expect(roll.body.message).toBe(
      'Your account is closed to play until 25.05.2027 12.00. You can still withdraw and see your history.',
    );

    await feed.alive();
    const eventId = await feed.event();
    const leg = await feed.selection(eventId, '1x2', '1');
    await expect(
      t.app.sportsBets.placeBet(
        playerId,
        {
          type: 'single',
          stake: 10,
          acceptOdds: 'none',
          requestId: randomUUID(),
          legs: [{ selectionId: leg.selectionId, odds: leg.odds }],
        },
        'en',
      ),
    ).rejects.toMatchObject({ status: 403, messageRef: expect.stringMatching(/^e\.rgBlockedPlay:/) });

    // Definition 2 is the first-deposit bonus (bonus.definitions.ts).
    const bonus = await client.post(ApiPath.bonusRequest, { definitionId: 2 }, { token, locale: 'en' });
    expect(bonus.status).toBe(403);
    expect(bonus.body.message).toBe('You cannot claim bonuses while you are excluded from play.');
    expect(await cashOf(t, playerId)).toBe(100_000);
    expect(await t.app.services.responsibleGaming.mayReceiveMarketing(playerId)).toBe(false);

    // A first withdrawal needs an approved identity (issue 12 §2), self-excluded or not.
    await approveIdentity(t, playerId);
    const withdrawal = await client.post(
      ApiPath.withdraw,
      { id: 11, detail: { amount: 150, fullName: 'Ayşe Yılmaz', iban: validIban(), bank: 5 } },
      { token, locale: 'en' },
    );
    expect(withdrawal.status).toBe(200);
    expect(await cashOf(t, playerId)).toBe(85_000);
    expect(await payments(token)).toBe(1);
    await expectBooksOk(t);
  });

  it('self-exclusion cannot be shortened, a time-out can be followed by a longer self-exclusion, and both end on time', async () => {
    const { token, playerId } = await signUp(t, 'en');
    expect((await client.post(RgPath.timeout, { period: '24h' }, { token })).status).toBe(200);
    const longer = await client.post<LimitsData>(
      RgPath.selfExclude,
      { period: '1y' },
      { token, locale: 'en' },
    );
    expect(longer.status).toBe(200);
    const shorter = await client.post(RgPath.selfExclude, { period: '6m' }, { token, locale: 'en' });
    expect(shorter.status).toBe(409);
    expect(shorter.body.message).toBe(
      'Your current restriction lasts until 25.11.2027 12.00; it cannot be shortened.',
    );
    const timeout = await client.post(RgPath.timeout, { period: '7d' }, { token, locale: 'en' });
    expect(timeout.status).toBe(409);
    expect((await client.post(RgPath.selfExclude, { period: 'permanent' }, { token })).status).toBe(200);
    expect((await client.post(RgPath.selfExclude, { period: '5y' }, { token })).status).toBe(409);
    expect((await limits(token)).body.data.block).toMatchObject({ kind: 'selfExclusion', until: null });
    const actions = (await t.app.services.responsibleGaming.audit(playerId)).map((a) => a.action);
    expect(actions).toEqual(['self-excluded', 'self-excluded', 'timeout']);

    const other = await signUp(t, 'en');
    await client.post(RgPath.timeout, { period: '24h' }, { token: other.token });
    t.clock.advance(24 * HOUR);
    expect((await limits(other.token)).body.data.block).toBeNull();
    await fund(t, other.playerId, 10_000);
    expect((await deposit(other.token, 100)).status).toBe(200);
  });

  it('closing the account blocks deposits and play at once and is audited and notified', async () => {
    const { token, playerId } = await signUp(t, 'en');
    expect((await client.post(RgPath.closeAccount, {}, { token })).status).toBe(400);
    const closed = await client.post<LimitsData>(
      RgPath.closeAccount,
      { confirm: true },
      { token, locale: 'en' },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.block).toMatchObject({ kind: 'closed', until: null });
    expect((await deposit(token, 100)).body.message).toBe('Your account is permanently closed to deposits.');
    const inbox = await t.app.services.notification.list(playerId, 0, 5);
    expect(inbox[0]!.title).toBe('Your account is closed');
  });
});

describe('deposit-limit prompt', () => {
  it('is asked until the player sets a deposit limit or skips it, and again 6 months after a skip', async () => {
    const { token } = await signUp(t, 'en');
    expect((await limits(token)).body.data.promptDepositLimit).toBe(true);
    await client.post(RgPath.skipLimitPrompt, {}, { token });
    expect((await limits(token)).body.data.promptDepositLimit).toBe(false);
    t.clock.advance(184 * 24 * HOUR);
    expect((await limits(token)).body.data.promptDepositLimit).toBe(true);
    await setLimit(token, { kind: 'deposit', period: 'month', amount: 2000 });
    expect((await limits(token)).body.data.promptDepositLimit).toBe(false);
  });
});
