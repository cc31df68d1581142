import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@kasa/contract/constants';
import type { AccountData, SessionHistoryData } from '@kasa/contract/customer';
import { AccountActivityType, PhoneValidationStep } from '@kasa/contract/enums';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { randomPhone } from '../../test/fixtures.ts';
import { maskPersonalNo } from './customer.service.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
const freshIp = ipSequence(2);

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

/** A registered player with one open session. */
const newPlayer = () => registerPlayer(client, freshIp());

const sendCode = (token: string, phone: string, options: { locale?: 'tr' | 'en'; ip?: string } = {}) =>
  client.post(
    ApiPath.updatePhone,
    { step: PhoneValidationStep.EnterPhone, phone, code: null },
    { token, ...options },
  );
const checkCode = (token: string, phone: string, code: string) =>
  client.post(ApiPath.updatePhone, { step: PhoneValidationStep.EnterCode, phone, code }, { token });

async function smsCodeFor(phone: string) {
  const sms = (await t.outbox()).find((m) => m.channel === 'sms' && m.to === phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('customer/account', () => {
  it('returns the personal information given at registration, national number masked', async () => {
    const player = await newPlayer();
    const res = await client.get<AccountData>(ApiPath.account, { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: player.username,
      name: player.name,
      surname: player.surname,
      email: player.email,
      phone: player.phone,
      smsVerified: false,
      personalNo: maskPersonalNo(player.PersonalNo),
      birthDate: player.birthDate,
      country: { id: 235, name: 'Türkiye' },
      currencyId: 1,
      currencyCode: 'TRY',
      isFastRegistration: false,
    });
    expect(res.body.data.personalNo).toMatch(/^\d{2}\*{7}\d{2}$/);
  });
});

describe('customer/updatephone', () => {
  it('sends a 6-digit code by SMS, then verifies the phone with it', async () => {
    const player = await newPlayer();
    const phone = randomPhone();
    const sent = await sendCode(player.token, phone);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Doğrulama kodu telefonunuza gönderildi.');
    const code = await smsCodeFor(phone);
    const verified = await checkCode(player.token, phone, code);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Telefon numaranız doğrulandı.');
    const account = await client.get<AccountData>(ApiPath.account, { token: player.token });
    expect(account.body.data).toMatchObject({ phone, smsVerified: true });
    const relogin = await client.post<SessionData>(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: freshIp() },
    );
    expect(relogin.body.data).toMatchObject({ phone, smsVerified: true });
  });

  it('refuses a second code within 60 seconds and allows it after', async () => {
    const player = await newPlayer();
    const phone = randomPhone();
    expect((await sendCode(player.token, phone)).status).toBe(200);
    t.clock.advance(20_000);
    const early = await sendCode(player.token, phone);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(`Yeni kod istemek için ${SMS_RESEND_SECONDS - 20} saniye bekleyin.`);
    const enEarly = await sendCode(player.token, phone, { locale: 'en' });
    expect(enEarly.body.message).toBe(
      `Please wait ${SMS_RESEND_SECONDS - 20} seconds before requesting a new code.`,
    );
    t.clock.advance((SMS_RESEND_SECONDS - 20) * 1000);
    expect((await sendCode(player.token, phone)).status).toBe(200);
  });

  it('refuses a wrong code with 400, and a code after 5 minutes', async () => {
    const player = await newPlayer();
    const phone = randomPhone();
    await sendCode(player.token, phone);
    const code = await smsCodeFor(phone);
    const wrong = await checkCode(player.token, phone, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Doğrulama kodu hatalı.');
    t.clock.advance(SMS_CODE_TTL_SECONDS * 1000);
    const late = await checkCode(player.token, phone, code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.');
  });

  it('kills a code after 5 wrong tries', async () => {
    const player = await newPlayer();
    const phone = randomPhone();
    await sendCode(player.token, phone);
    const code = await smsCodeFor(phone);
    for (let i = 0; i < 5; i++)
      expect((await checkCode(player.token, phone, otherCode(code))).status).toBe(400);
    const right = await checkCode(player.token, phone, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.');
  });

  it('refuses a code checked against another phone than the one it was sent to', async () => {
    const player = await newPlayer();
    const phone = randomPhone();
    await sendCode(player.token, phone);
    const res = await checkCode(player.token, randomPhone(), await smsCodeFor(phone));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Önce doğrulama kodu isteyin.');
  });

  it('a phone verified by one player cannot be verified by another (409 at both steps)', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const phone = randomPhone();
    // The second player asks for a code before the first finishes, then tries to use it after.
    await sendCode(first.token, phone);
    const firstCode = await smsCodeFor(phone);
    t.clock.advance(1000);
    await sendCode(second.token, phone);
    const secondCode = await smsCodeFor(phone);
    expect((await checkCode(first.token, phone, firstCode)).status).toBe(200);

    const step2 = await checkCode(second.token, phone, secondCode);
    expect(step2.status).toBe(409);
    expect(step2.body.message).toBe('Bu telefon numarası başka bir hesapta doğrulanmış.');
    t.clock.advance(SMS_RESEND_SECONDS * 1000);
    const step1 = await sendCode(second.token, phone);
    expect(step1.status).toBe(409);
  });

  it('the demo phone is already verified by the demo player', async () => {
    const player = await newPlayer();
    expect((await sendCode(player.token, '905551112233')).status).toBe(409);
  });

  it('validates step, phone and code in tr and en', async () => {
    const player = await newPlayer();
    const badPhone = await sendCode(player.token, '12');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('Telefon numarası 5 ile 20 rakam arasında olmalıdır.');
    const badCode = await client.post(
      ApiPath.updatePhone,
      { step: 2, phone: randomPhone(), code: '12' },
      { token: player.token, locale: 'en' },
    );
    expect(badCode.body.message).toBe('The code must be 6 digits.');
    const badStep = await client.post(
      ApiPath.updatePhone,
      { step: 7, phone: randomPhone() },
      { token: player.token },
    );
    expect(badStep.body.message).toBe('Geçersiz değer.');
  });

  it('needs a session', async () => {
    expect((await sendCode('', randomPhone())).status).toBe(401);
  });
});

describe('customer/changepassword', () => {
  it('changes the password, keeps the current session and revokes the others', async () => {
    const player = await newPlayer();
    const other = await client.post<SessionData>(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: freshIp() },
    );
    const res = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'brandnew1', confirmPassword: 'brandnew1' },
      { token: player.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Şifreniz değiştirildi.');
    expect((await client.get(ApiPath.account, { token: player.token })).status).toBe(200);
    expect((await client.get(ApiPath.account, { token: other.body.data.token })).status).toBe(401);
    expect(
      (
        await client.post(
          ApiPath.login,
          { username: player.username, password: 'brandnew1' },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it('ends the games launched before a password change: their game sessions are refused (issue 12 §3.2)', async () => {
    const player = await newPlayer();
    const playerId = (await t.app.services.players.findByUsername(player.username))!.id;
    const { token: gameToken } = await t.app.gameSessions.create({
      playerId,
      gameCode: 'kasa-dice',
      provider: 'kasa',
      locale: 'tr',
    });
    const roll = () =>
      client.post(
        'originals/dice/roll',
        { amount: 1, target: 50, direction: 'over' },
        { headers: { 'x-game-session': gameToken } },
      );
    // Before: the session is good (the roll is refused for money only).
    expect((await roll()).status).toBe(400);
    const res = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'brandnew2', confirmPassword: 'brandnew2' },
      { token: player.token },
    );
    expect(res.status).toBe(200);
    await expect.poll(async () => (await roll()).status).toBe(401);
  });

  it('refuses a wrong old password and a new password equal to the old one', async () => {
    const player = await newPlayer();
    const wrong = await client.post(
      ApiPath.changePassword,
      { oldPassword: 'notmine12', password: 'brandnew1', confirmPassword: 'brandnew1' },
      { token: player.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı.');
    const same = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: player.password, confirmPassword: player.password },
      { token: player.token, locale: 'en' },
    );
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The new password must differ from the current one.');
  });

  it('validates the fields (min 5, confirm matches)', async () => {
    const player = await newPlayer();
    const short = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'abc', confirmPassword: 'abc' },
      { token: player.token },
    );
    expect(short.body.message).toBe('En az 5 karakter olmalıdır.');
    const mismatch = await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'abcdef1', confirmPassword: 'abcdef2' },
      { token: player.token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Şifreler eşleşmiyor.');
  });
});

describe('customer/sessionhistory', () => {
  it('lists the player’s own activities newest first with session details, paged', async () => {
    const player = await newPlayer();
    const ua =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    t.clock.advance(1000);
    await client.post(
      ApiPath.login,
      { username: player.username, password: 'wrongpass' },
      { ip: '10.9.9.9' },
    );
    t.clock.advance(1000);
    const second = await client.post<SessionData>(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: '10.9.9.9', headers: { 'user-agent': ua, 'x-fingerprint': 'fp-phone' } },
    );
    t.clock.advance(1000);
    await client.get(ApiPath.logout, { token: second.body.data.token });
    t.clock.advance(1000);
    await client.post(
      ApiPath.changePassword,
      { oldPassword: player.password, password: 'brandnew1', confirmPassword: 'brandnew1' },
      { token: player.token },
    );

    const res = await client.post<SessionHistoryData>(
      ApiPath.sessionHistory,
      { skip: 0, take: 20 },
      { token: player.token },
    );
    expect(res.status).toBe(200);
    const { items, total } = res.body.data;
    expect(total).toBe(6);
    expect(items.map((i) => i.type)).toEqual([
      AccountActivityType.PasswordChange,
      AccountActivityType.Logout,
      AccountActivityType.Login,
      AccountActivityType.FailedLogin,
      AccountActivityType.Login,
      AccountActivityType.Register,
    ]);
    const phoneLogin = items[2]!;
    expect(phoneLogin).toMatchObject({
      ip: '10.9.9.9',
      device: 'Chrome · Android',
      fingerprint: 'fp-phone',
      userAgent: ua,
      isActive: false,
      isCurrent: false,
    });
    expect(items[4]).toMatchObject({ isActive: true, isCurrent: true, device: 'Chrome · Windows' });
    expect(items[3]).toMatchObject({ ip: '10.9.9.9', isActive: false, isCurrent: false });

    const page = await client.post<SessionHistoryData>(
      ApiPath.sessionHistory,
      { skip: 2, take: 2 },
      { token: player.token },
    );
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.items.map((i) => i.id)).toEqual([items[2]!.id, items[3]!.id]);
  });

  it('one player cannot see another player’s sessions', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await client.post(ApiPath.login, { username: a.username, password: a.password }, { ip: '10.8.8.8' });
    const res = await client.post<SessionHistoryData>(
      ApiPath.sessionHistory,
      { skip: 0, take: 100 },
      { token: b.token },
    );
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.items.some((i) => i.ip === '10.8.8.8')).toBe(false);
  });

  it('validates paging', async () => {
    const player = await newPlayer();
    const res = await client.post(ApiPath.sessionHistory, { skip: -1, take: 1000 }, { token: player.token });
    expect(res.status).toBe(400);
  });
});
