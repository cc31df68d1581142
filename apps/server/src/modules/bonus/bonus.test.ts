import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { BonusStatus, type AvailableBonus, type PlayerBonus } from '@kasa/contract/bonus';
import type { Notification } from '@kasa/contract/notification';
import { randomPhone } from '../../test/fixtures.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../payment/payment.test-support.ts';
import { createPlayer, expectAppError } from '../wallet/wallet.test-support.ts';
import { BONUS_DEFINITION_ID } from './bonus.definitions.ts';
import type { BonusService } from './bonus.service.ts';

let t: TestApp;
let bonus: BonusService;
let client: ReturnType<typeof api>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  bonus = t.app.services.bonus;
  client = api(t.app);
});
afterAll(async () => t.close());

const balances = (playerId: string) => t.app.services.wallet.getBalances(playerId);
const verifyPhone = (playerId: string, phone = randomPhone()) =>
  t.app.services.players.setVerifiedPhone(playerId, phone).then(() => phone);
const claimTrial = (token: string, fingerprint?: string, locale: 'tr' | 'en' = 'en') =>
  client.get<PlayerBonus>(ApiPath.defineTrialBonus, {
    token,
    locale,
    headers: fingerprint ? { 'x-fingerprint': fingerprint } : {},
  });
const rowsOf = async (playerId: string) => bonus.list(playerId, 'en');
const booksOk = async () => expect((await t.app.services.wallet.checkBooks()).ok).toBe(true);

/** A player with a verified phone and a claimed trial bonus (₺100, wagering ₺1.000), made through the services. */
async function playerWithTrial(): Promise<{ playerId: string; bonusId: number }> {
  const playerId = await createPlayer(t);
  await verifyPhone(playerId);
  const granted = await bonus.claimTrial(playerId, `fp-${playerId}`, 'en');
  return { playerId, bonusId: granted.id };
}

describe('trial bonus (GET bonus/definetrialbonus)', () => {
  it('needs a verified phone and a fingerprint, then grants the site amount once, with a Bonus notification', async () => {
    const { playerId, token } = await signUp(t, 'en');
    const refused = await claimTrial(token, 'fp-a');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Verify your phone number first to get the trial bonus.',
    });

    await verifyPhone(playerId);
    expect((await claimTrial(token)).status).toBe(400); // no x-fingerprint
    const res = await claimTrial(token, 'fp-a');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your Trial bonus of ₺100,00 has been added to your account.');
    expect(res.body.data).toMatchObject({
      definitionId: BONUS_DEFINITION_ID.trial,
      kind: 'trial',
      status: BonusStatus.Active,
      amount: 100,
      wageringRequired: 1000,
      wageringProgress: 0,
      settledAmount: null,
    });
    const expires = new Date(res.body.data!.expiresAt!).getTime();
    expect(expires - t.clock.now().getTime()).toBe(7 * DAY);
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 10_000 });

    const notes = await client.post<Notification[]>(ApiPath.notifications, {}, { token });
    expect(notes.body.data![0]).toMatchObject({ type: 4, title: 'Bonus added' });
    expect(notes.body.data![0]!.note).toContain('₺100,00');

    const again = await claimTrial(token, 'fp-a2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already received the trial bonus.');
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 10_000 });

    const list = await client.post<PlayerBonus[]>(ApiPath.bonusList, {}, { token, locale: 'tr' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data![0]!.title).toBe('Deneme bonusu');
    await booksOk();
  });

  it('is refused to a second player on the same device or with the same phone', async () => {
    const a = await signUp(t);
    const phoneA = await verifyPhone(a.playerId);
    expect((await claimTrial(a.token, 'fp-shared')).status).toBe(200);

    const b = await signUp(t);
    await verifyPhone(b.playerId);
    const sameDevice = await claimTrial(b.token, 'fp-shared');
    expect(sameDevice.status).toBe(409);
    expect(sameDevice.body.message).toBe('The trial bonus has already been given on this device.');

    // A moves to another number; C verifies A's old one and tries from a new device.
    await verifyPhone(a.playerId);
    const c = await signUp(t);
    await verifyPhone(c.playerId, phoneA);
    const samePhone = await claimTrial(c.token, 'fp-c');
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe('The trial bonus has already been given for this phone number.');

    const available = await client.post<AvailableBonus[]>(
      ApiPath.bonusAvailable,
      {},
      {
        token: c.token,
        locale: 'en',
        headers: { 'x-fingerprint': 'fp-c' },
      },
    );
    const trial = available.body.data!.find((d) => d.kind === 'trial')!;
    expect(trial).toMatchObject({ eligible: false, amount: 100 });
    expect(trial.reason).toBe('The trial bonus has already been given for this phone number.');
    expect(await balances(b.playerId)).toEqual({ cash: 0, bonus: 0 });
    expect(await balances(c.playerId)).toEqual({ cash: 0, bonus: 0 });
  });

  it('is not offered while the site option trial-bonus-amount is 0', async () => {
    const { playerId, token } = await signUp(t);
    await verifyPhone(playerId);
    await sql`update site_options set value = '0' where key = 'trial-bonus-amount'`.execute(t.db);
    try {
      const res = await claimTrial(token, 'fp-zero');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No trial bonus is offered at the moment.');
    } finally {
      await sql`update site_options set value = '100' where key = 'trial-bonus-amount'`.execute(t.db);
    }
  });
});

describe('wagering and expiry', () => {
  it('counts bets until the requirement, then converts what is left to cash (exact balances, once per bet key)', async () => {
    const { playerId, bonusId } = await playerWithTrial();
    // ₺30 of the bonus is lost on a bonus-funded bet (what the casino will do).
    await t.app.services.wallet.post({
      key: `test-bet-${playerId}`,
      kind: 'bet',
      playerId,
      entries: [
        { account: 'bonus', amount: -3_000 },
        { account: 'game', amount: 3_000 },
      ],
    });
    const first = await bonus.recordWager(playerId, 60_000, t.db, { key: `bet-1-${playerId}` });
    expect(first).toMatchObject({ counted: 60_000, completed: [] });
    const replay = await bonus.recordWager(playerId, 60_000, t.db, { key: `bet-1-${playerId}` });
    expect(replay.counted).toBe(0);
    let [row] = await rowsOf(playerId);
    expect(row).toMatchObject({ status: BonusStatus.Active, wageringProgress: 600, wageringRequired: 1000 });
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 7_000 });

    // Inside a caller's transaction, as the casino will call it.
    const done = await t.db.transaction().execute((trx) => bonus.recordWager(playerId, 50_000, trx));
    expect(done.counted).toBe(40_000);
    expect(done.completed).toEqual([String(bonusId)]);
    bonus.publish(done.created);
    [row] = await rowsOf(playerId);
    expect(row).toMatchObject({ status: BonusStatus.Completed, wageringProgress: 1000, settledAmount: 70 });
    expect(await balances(playerId)).toEqual({ cash: 7_000, bonus: 0 });
    expect((await bonus.recordWager(playerId, 10_000)).counted).toBe(0);
    expect(await balances(playerId)).toEqual({ cash: 7_000, bonus: 0 });
    await booksOk();
  });

  it('forfeits what is left when the bonus expires (clock moved), once', async () => {
    const { playerId } = await playerWithTrial();
    await bonus.recordWager(playerId, 10_000);
    t.clock.advance(7 * DAY - 1000);
    expect(await bonus.expireBonuses(t.clock.now())).toBe(0);
    t.clock.advance(1000);
    expect(await bonus.expireBonuses(t.clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf(playerId);
    expect(row).toMatchObject({ status: BonusStatus.Expired, settledAmount: 100, wageringProgress: 100 });
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 0 });
    expect(await bonus.expireBonuses(t.clock.now())).toBe(0);
    expect((await bonus.recordWager(playerId, 200_000)).counted).toBe(0);
    const notes = await t.app.services.notification.list(playerId, 0, 10);
    expect(notes[0]).toMatchObject({ type: 4, title: 'Bonusun süresi doldu' });
    await booksOk();
  });

  it('settling one bonus never takes the money another active bonus holds', async () => {
    const { playerId } = await playerWithTrial();
    // Lose the whole trial bonus, then get a second bonus: completing the trial must convert nothing.
    await t.app.services.wallet.post({
      key: `test-lose-${playerId}`,
      kind: 'bet',
      playerId,
      entries: [
        { account: 'bonus', amount: -10_000 },
        { account: 'game', amount: 10_000 },
      ],
    });
    await bonus.grant({
      playerId,
      definitionId: BONUS_DEFINITION_ID.cashback,
      amount: 5_000,
      reference: `g-${playerId}`,
    });
    const result = await bonus.recordWager(playerId, 100_000);
    expect(result.completed).toHaveLength(1);
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 5_000 });
    const result2 = await bonus.recordWager(playerId, 5_000);
    expect(result2.completed).toHaveLength(1);
    expect(await balances(playerId)).toEqual({ cash: 5_000, bonus: 0 });
    await booksOk();
  });
});

describe('first-deposit bonus', () => {
  const bankDeposit = async (token: string, amount: number) => {
    const res = await client.post<null>(
      ApiPath.deposit,
      { id: 1, target: 'pay', detail: { amount, fullName: 'Ayşe Yılmaz' } },
      { token },
    );
    expect(res.status).toBe(200);
    const reference = /DP-[0-9A-Z]{6}/.exec(res.body.message)![0];
    await t.app.services.payment.decide(reference, 'confirm-deposit', 'ops:test', null);
    return reference;
  };
  const request = (token: string, definitionId: number) =>
    client.post<PlayerBonus>(ApiPath.bonusRequest, { definitionId }, { token, locale: 'en' });

  it('requested beforehand, it pays 100% of the first confirmed deposit up to ₺1.000, and only on the first', async () => {
    const big = await signUp(t);
    const requested = await request(big.token, BONUS_DEFINITION_ID.firstDeposit);
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({
      status: BonusStatus.Requested,
      amount: 0,
      kind: 'first_deposit',
    });
    expect((await request(big.token, BONUS_DEFINITION_ID.firstDeposit)).status).toBe(409);

    const reference = await bankDeposit(big.token, 2500);
    expect(await balances(big.playerId)).toEqual({ cash: 250_000, bonus: 100_000 });
    const [row] = await rowsOf(big.playerId);
    expect(row).toMatchObject({ status: BonusStatus.Active, amount: 1000, wageringRequired: 20_000 });
    await bankDeposit(big.token, 300);
    expect(await balances(big.playerId)).toEqual({ cash: 280_000, bonus: 100_000 });
    expect(await rowsOf(big.playerId)).toHaveLength(1);
    expect(reference).toMatch(/^DP-/);

    const small = await signUp(t);
    await request(small.token, BONUS_DEFINITION_ID.firstDeposit);
    await bankDeposit(small.token, 300);
    expect(await balances(small.playerId)).toEqual({ cash: 30_000, bonus: 30_000 });

    // Deposited first, requested after: refused.
    const late = await signUp(t);
    await bankDeposit(late.token, 200);
    const refused = await request(late.token, BONUS_DEFINITION_ID.firstDeposit);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The first-deposit bonus can only be requested before your first deposit.',
    );
    expect(await balances(late.playerId)).toEqual({ cash: 20_000, bonus: 0 });
    await booksOk();
  });

  it('a first deposit below ₺50 cancels the requested bonus (hook called as the payment module calls it)', async () => {
    const { playerId, token } = await signUp(t);
    await request(token, BONUS_DEFINITION_ID.firstDeposit);
    const created = await t.db
      .transaction()
      .execute((trx) =>
        bonus.onDepositConfirmed(
          { playerId, amount: 3_000, reference: 'DP-TEST01', firstDeposit: true },
          trx,
        ),
      );
    expect(created).toHaveLength(1);
    const [row] = await rowsOf(playerId);
    expect(row!.status).toBe(BonusStatus.Cancelled);
    expect(await balances(playerId)).toEqual({ cash: 0, bonus: 0 });
  });
});

describe('cashback', () => {
  const fund = (playerId: string, kurus: number) =>
    t.app.services.wallet.creditDeposit({ key: `fund-${playerId}-${kurus}`, playerId, amount: kurus });

  it('pays 10% of the last 7 days’ net cash losses as a 1× bonus, once a week, above the minimum', async () => {
    const { wallet } = t.app.services;
    const playerId = await createPlayer(t);
    await fund(playerId, 100_000);
    await wallet.debitBet({ key: `cb-bet-old-${playerId}`, playerId, amount: 40_000 });
    t.clock.advance(8 * DAY); // that bet falls out of the window
    await wallet.debitBet({ key: `cb-bet-1-${playerId}`, playerId, amount: 30_000 });
    await wallet.creditWin({ key: `cb-win-1-${playerId}`, playerId, amount: 5_000 });
    await wallet.debitBet({ key: `cb-bet-2-${playerId}`, playerId, amount: 2_000 });
    await wallet.rollback({ key: `cb-rb-2-${playerId}`, playerId, originalKey: `cb-bet-2-${playerId}` });

    const available = await bonus.available(playerId, null, 'en');
    expect(available.find((d) => d.kind === 'cashback')).toMatchObject({ eligible: true, amount: 25 });
    const granted = await bonus.request(playerId, BONUS_DEFINITION_ID.cashback, null, 'en');
    expect(granted).toMatchObject({ status: BonusStatus.Active, amount: 25, wageringRequired: 25 });
    expect(await balances(playerId)).toEqual({ cash: 35_000, bonus: 2_500 });
    await expectAppError(
      bonus.request(playerId, BONUS_DEFINITION_ID.cashback, null, 'en'),
      409,
      'e.bonusCashbackWait',
    );

    // A week later the earlier losses are paid already and nothing new was lost.
    t.clock.advance(7 * DAY);
    await expectAppError(
      bonus.request(playerId, BONUS_DEFINITION_ID.cashback, null, 'en'),
      400,
      'e.bonusCashbackTooSmall',
    );
    await booksOk();
  });

  it('refuses a cashback below ₺10', async () => {
    const playerId = await createPlayer(t);
    await fund(playerId, 10_000);
    await t.app.services.wallet.debitBet({ key: `cb-small-${playerId}`, playerId, amount: 5_000 });
    await expectAppError(
      bonus.request(playerId, BONUS_DEFINITION_ID.cashback, null, 'en'),
      400,
      'e.bonusCashbackTooSmall',
    );
    expect(await balances(playerId)).toEqual({ cash: 5_000, bonus: 0 });
  });
});
