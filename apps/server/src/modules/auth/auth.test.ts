import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { AuthFormData, SessionData } from '@kasa/contract/auth';
import { LOGIN_LOCK_MINUTES } from '@kasa/contract/constants';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { fastRegistration, registration, validTcNumber } from '../../test/fixtures.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

async function register(body: object = registration(), ip = freshIp()) {
  return client.post<SessionData>(ApiPath.register, body, {
    ip,
    headers: { 'x-fingerprint': 'fp-register' },
  });
}

describe('auth/form', () => {
  it('lists the countries sorted by Turkish name, Türkiye with id 235', async () => {
    const res = await client.get<AuthFormData>(ApiPath.authForm);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { countries } = res.body.data;
    expect(countries.length).toBe(249);
    expect(countries.find((c) => c.id === 235)?.name).toBe('Türkiye');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(names).toContain('Almanya');
  });

  it('names the countries in English for x-locale en', async () => {
    const res = await client.get<AuthFormData>(ApiPath.authForm, { locale: 'en' });
    expect(res.body.data.countries.map((c) => c.name)).toContain('Germany');
  });
});

describe('auth/register', () => {
  it('registers the default variant and returns a usable session', async () => {
    const body = registration({ trialBonus: 1 });
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Kaydınız tamamlandı. Hoş geldiniz!' });
    expect(res.body.data).toMatchObject({
      username: body.username,
      balance: 0,
      phone: body.phone,
      smsVerified: false,
      fingerprint: 'fp-register',
      betsyCid: null,
      betcoUrl: null,
    });
    expect(res.body.data.usercode).toMatch(/^\d+$/);
    expect(Buffer.from(res.body.data.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const account = await client.get(ApiPath.account, { token: res.body.data.token });
    expect(account.status).toBe(200);
    expect(account.body.data).toMatchObject({
      isFastRegistration: false,
      birthDate: '1990-05-17',
      country: { id: 235 },
    });
  });

  it('registers the fast variant without national number or birth date', async () => {
    const res = await register(fastRegistration());
    expect(res.status).toBe(200);
    const account = await client.get(ApiPath.account, { token: res.body.data.token });
    expect(account.body.data).toMatchObject({ isFastRegistration: true, personalNo: null, birthDate: null });
  });

  it('refuses a username taken in another letter case with 409', async () => {
    const first = registration();
    await register(first);
    const res = await register(registration({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'Bu kullanıcı adı zaten kullanılıyor.', data: null });
  });

  it('answers a known e-mail with a new username like an address that needs verifying: no account, the owner is mailed', async () => {
    const first = registration();
    await register(first);
    const second = registration({ email: first.email.toUpperCase() });
    const res = await register(second, freshIp());
    // Not "this e-mail is registered": success, no session, "check your e-mail" — nothing says the address is known.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Kaydınızı sürdürmek için e-posta adresinize gönderdiğimiz mesajdaki adımları izleyin.',
      data: null,
    });
    const login = await client.post(
      ApiPath.login,
      { username: second.username, password: second.password },
      {
        ip: freshIp(),
      },
    );
    expect(login.status).toBe(400);
    const mail = (await t.outbox()).find((m) => m.to === first.email);
    expect(mail).toMatchObject({ subject: 'E-posta adresinizle Kasa hesabı açılmak istendi' });
    expect(mail!.body).toContain(first.username);
    expect(mail!.body).not.toContain(second.username);
  });

  it('answers in English with the English wording for x-locale en (the owner is written to in their own language)', async () => {
    const first = registration();
    await register(first);
    const res = await client.post(ApiPath.register, registration({ email: first.email }), {
      locale: 'en',
      ip: freshIp(),
    });
    expect(res.body.message).toBe(
      'To continue your registration, follow the steps in the message we sent to your e-mail address.',
    );
    expect((await t.outbox()).find((m) => m.to === first.email)?.subject).toBe(
      'E-posta adresinizle Kasa hesabı açılmak istendi',
    );
  });

  it('keeps the clear message for a taken username even when the e-mail is known too', async () => {
    const first = registration();
    await register(first);
    const res = await register(registration({ username: first.username, email: first.email }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });

  it('pauses an address after 20 registrations that hit existing usernames or e-mails, with Retry-After', async () => {
    const first = registration();
    await register(first);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const probe =
        i % 2 === 0 ? registration({ username: first.username }) : registration({ email: first.email });
      expect((await register(probe, ip)).status).toBe(i % 2 === 0 ? 409 : 200);
    }
    const paused = await register(registration(), ip);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not affected, and the window ends.
    expect((await register(registration(), freshIp())).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await register(registration(), ip)).status).toBe(200);
  });

  it('refuses a national number already registered with 409, in English for x-locale en', async () => {
    const first = registration();
    await register(first);
    const res = await client.post(ApiPath.register, registration({ PersonalNo: first.PersonalNo }), {
      locale: 'en',
      ip: freshIp(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this TC No already exists.');
  });

  it('lets only one of two concurrent registrations of the same username through', async () => {
    const username = registration().username;
    const results = await Promise.all([
      register(registration({ username })),
      register(registration({ username })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses an under-age player', async () => {
    const year = String(new Date().getUTCFullYear() - 17);
    const res = await register(registration({ birthDateYear: year, birthDate: `${year}-05-17` }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Kayıt olmak için en az 18 yaşında olmalısınız.');
    expect(res.body.data).toEqual({
      fields: { birthDateYear: 'Kayıt olmak için en az 18 yaşında olmalısınız.' },
    });
  });

  it('refuses a national number with a wrong check digit', async () => {
    const good = validTcNumber();
    const bad = good.slice(0, 10) + String((Number(good[10]) + 1) % 10);
    const res = await register(registration({ PersonalNo: bad }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Geçerli bir TC Kimlik No girin.');
  });

  it('refuses a date that does not exist', async () => {
    const res = await register(
      registration({ birthDateDay: '31', birthDateMonth: '04', birthDate: '1990-04-31' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Geçerli bir doğum tarihi girin.');
  });

  it('records an existing referrer and refuses an unknown refId', async () => {
    const referrer = await register();
    const ok = await register(registration({ refId: Number(referrer.body.data.usercode) }));
    expect(ok.status).toBe(200);
    const unknown = await register(registration({ refId: 99_999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Referans kodu geçerli değil.');
  });

  it('refuses an unknown country', async () => {
    const res = await register(registration({ country: 9999 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Seçilen ülke geçerli değil.');
  });

  it.each([
    [
      'username too short',
      { username: 'abcd' },
      'username',
      '5 ile 30 karakter arasında olmalıdır.',
      'Must be between 5 and 30 characters.',
    ],
    [
      'username with symbols',
      { username: 'ab_cd.e' },
      'username',
      'Yalnızca harf (a-z) ve rakam kullanılabilir.',
      'Only letters (a-z) and digits are allowed.',
    ],
    [
      'bad e-mail',
      { email: 'not-an-email' },
      'email',
      'Geçerli bir e-posta adresi girin.',
      'Enter a valid e-mail address.',
    ],
    [
      'short phone',
      { phone: '1234' },
      'phone',
      'Telefon numarası 5 ile 20 rakam arasında olmalıdır.',
      'Phone number must be 5 to 20 digits.',
    ],
    ['name missing', { name: '' }, 'name', 'Bu alan zorunludur.', 'This field is required.'],
    [
      'short password',
      { password: 'abc', password2: 'abc' },
      'password',
      'En az 5 karakter olmalıdır.',
      'Must be at least 5 characters.',
    ],
    [
      'passwords differ',
      { password2: 'different1' },
      'password2',
      'Şifreler eşleşmiyor.',
      'Passwords do not match.',
    ],
    [
      'national number length',
      { PersonalNo: '123' },
      'PersonalNo',
      'TC Kimlik No 11 haneli olmalıdır.',
      'TC No must be exactly 11 digits.',
    ],
    [
      'month 13',
      { birthDateMonth: '13' },
      'birthDateMonth',
      'Ay 01 ile 12 arasında olmalıdır.',
      'Month must be between 01 and 12.',
    ],
    [
      'trial bonus missing',
      { trialBonus: undefined },
      'trialBonus',
      'Lütfen deneme bonusu tercihinizi belirtin.',
      'Please choose whether you want the trial bonus.',
    ],
  ])('refuses %s with 400 and the rule message in tr and en', async (_case, override, field, tr, en) => {
    const body = registration(override as object);
    const resTr = await register(body);
    expect(resTr.status).toBe(400);
    expect(resTr.body.success).toBe(false);
    expect(resTr.body.message).toBe(tr);
    expect((resTr.body.data as unknown as { fields: Record<string, string> }).fields[field]).toBe(tr);
    const resEn = await client.post(ApiPath.register, body, { locale: 'en', ip: freshIp() });
    expect(resEn.body.message).toBe(en);
  });

  it('answers a body that is not JSON with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Gönderilen bilgiler geçersiz.', data: null });
  });
});

describe('auth/login and sessions', () => {
  it('logs the demo player in with the stored session of spec §3', async () => {
    const res = await client.post<SessionData>(
      ApiPath.login,
      { username: 'kasademo', password: 'Demo12345' },
      { ip: freshIp(), headers: { 'x-fingerprint': 'fp-1' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hoş geldiniz, kasademo!');
    expect(res.body.data).toMatchObject({
      username: 'kasademo',
      usercode: '100001',
      balance: 0,
      phone: '905551112233',
      smsVerified: true,
      fingerprint: 'fp-1',
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    });
  });

  it('accepts the username in any letter case', async () => {
    const res = await client.post(
      ApiPath.login,
      { username: 'KasaDemo', password: 'Demo12345' },
      { ip: freshIp() },
    );
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await client.post(
      ApiPath.login,
      { username: 'kasademo', password: 'wrong-pass' },
      { ip: freshIp() },
    );
    const unknown = await client.post(
      ApiPath.login,
      { username: 'nobodyhere', password: 'wrong-pass' },
      { ip: freshIp() },
    );
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(unknown.body).toEqual(wrong.body);
    // The failure restarted the demo player's count; a success resets it for the other tests.
    await client.post(ApiPath.login, { username: 'kasademo', password: 'Demo12345' }, { ip: freshIp() });
  });

  it('validates login input (username 3-30, password 5-100) in tr and en', async () => {
    const tr = await client.post(ApiPath.login, { username: 'ab', password: 'Demo12345' });
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe('3 ile 30 karakter arasında olmalıdır.');
    const en = await client.post(ApiPath.login, { username: 'kasademo', password: 'abc' }, { locale: 'en' });
    expect(en.body.message).toBe('Must be between 5 and 100 characters.');
    const missing = await client.post(ApiPath.login, {});
    expect(missing.body.message).toBe('Bu alan zorunludur.');
  });

  it('locks the account after 5 consecutive failures, refuses even the right password, and unlocks after 15 minutes', async () => {
    const body = registration();
    await register(body);
    const ip = freshIp();
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        await client.post(ApiPath.login, { username: body.username, password: 'wrong-pass' }, { ip }),
      );
    }
    expect(attempts.slice(0, 4).map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(attempts[4]?.status).toBe(429);
    expect(attempts[4]?.body.message).toBe(
      `Çok fazla hatalı giriş denemesi. Hesabınız ${LOGIN_LOCK_MINUTES} dakika süreyle kilitlendi.`,
    );

    const whileLocked = await client.post(
      ApiPath.login,
      { username: body.username, password: body.password },
      { ip: freshIp() },
    );
    expect(whileLocked.status).toBe(429);

    t.clock.advance(LOGIN_LOCK_MINUTES * 60_000);
    const after = await client.post(
      ApiPath.login,
      { username: body.username, password: body.password },
      { ip: freshIp() },
    );
    expect(after.status).toBe(200);
  });

  it('a successful login resets the failure count', async () => {
    const body = registration();
    await register(body);
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      await client.post(ApiPath.login, { username: body.username, password: 'wrong-pass' }, { ip });
    expect(
      (await client.post(ApiPath.login, { username: body.username, password: body.password }, { ip })).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await client.post(
        ApiPath.login,
        { username: body.username, password: 'wrong-pass' },
        { ip },
      );
      expect(res.status).toBe(400);
    }
  });

  it('slows an IP down after 300 failures in 15 minutes, whatever the accounts (kept high for shared addresses)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 300; i++) {
      const res = await client.post(
        ApiPath.login,
        { username: `ghost${i}xx`, password: 'wrong-pass' },
        { ip },
      );
      expect(res.status).toBe(400);
    }
    const blocked = await client.post(
      ApiPath.login,
      { username: 'kasademo', password: 'Demo12345' },
      { ip, locale: 'en' },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please try again in a moment.');
    expect(
      (await client.post(ApiPath.login, { username: 'kasademo', password: 'Demo12345' }, { ip: freshIp() }))
        .status,
    ).toBe(200);
    t.clock.advance(15 * 60_000);
    expect(
      (await client.post(ApiPath.login, { username: 'kasademo', password: 'Demo12345' }, { ip })).status,
    ).toBe(200);
  });

  it('logout revokes the session: the token then answers 401, another session stays valid', async () => {
    const login = () =>
      client.post<SessionData>(
        ApiPath.login,
        { username: 'kasademo', password: 'Demo12345' },
        { ip: freshIp() },
      );
    const a = (await login()).body.data.token;
    const b = (await login()).body.data.token;
    const out = await client.get(ApiPath.logout, { token: a });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Çıkış yapıldı.');
    expect((await client.get(ApiPath.account, { token: a })).status).toBe(401);
    expect((await client.get(ApiPath.logout, { token: a })).status).toBe(401);
    expect((await client.get(ApiPath.account, { token: b })).status).toBe(200);
  });

  it('answers 401 in the envelope for a missing, unknown or forged token', async () => {
    const missing = await client.get(ApiPath.account);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
      data: null,
    });
    const forged = await client.get(ApiPath.account, { token: Buffer.alloc(32, 7).toString('base64url') });
    expect(forged.status).toBe(401);
    const garbage = await client.get(ApiPath.logout, { token: 'x' });
    expect(garbage.status).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/customer/account',
      headers: { authorization: 'Basic a2FzYTpkZW1v' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const res = await client.post<SessionData>(
      ApiPath.login,
      { username: 'kasademo', password: 'Demo12345' },
      { ip: freshIp() },
    );
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === res.body.data.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
