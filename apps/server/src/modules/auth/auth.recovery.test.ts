import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { RESET_CODE_TTL_SECONDS } from '@kasa/contract/constants';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
const freshIp = ipSequence(1);

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

/** A registered player with one open session. */
const newPlayer = () => registerPlayer(client, freshIp());

/** Asks for a code and reads it from the e-mail in the outbox. */
async function requestCode(username: string, email: string, locale: 'tr' | 'en' = 'tr') {
  const res = await client.post(ApiPath.sendResetPassword, { username }, { ip: freshIp(), locale });
  expect(res.status).toBe(200);
  const mail = (await t.outbox()).find((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error('no reset code e-mailed');
  return { code, mail: mail! };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('account recovery', () => {
  it('e-mails a 6-digit code and walks through check → change → login with the new password', async () => {
    const player = await newPlayer();
    const { code, mail } = await requestCode(player.username, player.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Kasa şifre sıfırlama kodu' });

    const check = await client.post(ApiPath.checkResetCode, { username: player.username, code });
    expect(check.status).toBe(200);
    expect(check.body.message).toBe('Kod doğrulandı. Yeni şifrenizi belirleyin.');

    const change = await client.post(ApiPath.changePasswordWithCode, {
      username: player.username,
      code,
      password: 'newpass99',
      password2: 'newpass99',
    });
    expect(change.status).toBe(200);
    expect(change.body.message).toBe('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.');

    expect(
      (
        await client.post(
          ApiPath.login,
          { username: player.username, password: player.password },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await client.post(
          ApiPath.login,
          { username: player.username, password: 'newpass99' },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it('answers an unknown username exactly like a known one and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const unknown = await client.post(
      ApiPath.sendResetPassword,
      { username: 'nosuchplayer' },
      { ip: freshIp() },
    );
    const known = await client.post(ApiPath.sendResetPassword, { username: 'kasademo' }, { ip: freshIp() });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.message).toBe(
      'Kullanıcı adı kayıtlıysa e-posta adresinize bir sıfırlama kodu gönderildi.',
    );
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it('writes the e-mail in English for x-locale en', async () => {
    const player = await newPlayer();
    const { mail } = await requestCode(player.username, player.email, 'en');
    expect(mail.subject).toBe('Kasa password reset code');
  });

  it('refuses a code after 15 minutes', async () => {
    const player = await newPlayer();
    const { code } = await requestCode(player.username, player.email);
    t.clock.advance(RESET_CODE_TTL_SECONDS * 1000);
    const res = await client.post(ApiPath.checkResetCode, { username: player.username, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Sıfırlama kodunun süresi doldu veya kod kullanıldı. Lütfen yeni kod isteyin.',
    );
  });

  it('refuses a code that was already used', async () => {
    const player = await newPlayer();
    const { code } = await requestCode(player.username, player.email);
    const body = { username: player.username, code, password: 'newpass99', password2: 'newpass99' };
    expect((await client.post(ApiPath.changePasswordWithCode, body)).status).toBe(200);
    const again = await client.post(ApiPath.changePasswordWithCode, {
      ...body,
      password: 'other999',
      password2: 'other999',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Sıfırlama kodunun süresi doldu veya kod kullanıldı. Lütfen yeni kod isteyin.',
    );
  });

  it('kills a code after 5 wrong tries: then even the right code is refused', async () => {
    const player = await newPlayer();
    const { code } = await requestCode(player.username, player.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post(ApiPath.checkResetCode, {
        username: player.username,
        code: otherCode(code),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Sıfırlama kodu hatalı.');
    }
    const right = await client.post(ApiPath.checkResetCode, { username: player.username, code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.');
    const change = await client.post(ApiPath.changePasswordWithCode, {
      username: player.username,
      code,
      password: 'newpass99',
      password2: 'newpass99',
    });
    expect(change.status).toBe(400);
  });

  it('a new request replaces the previous code', async () => {
    const player = await newPlayer();
    const first = await requestCode(player.username, player.email);
    let second = await requestCode(player.username, player.email);
    while (second.code === first.code) second = await requestCode(player.username, player.email);
    expect(
      (await client.post(ApiPath.checkResetCode, { username: player.username, code: first.code })).status,
    ).toBe(400);
    expect(
      (await client.post(ApiPath.checkResetCode, { username: player.username, code: second.code })).status,
    ).toBe(200);
  });

  it('a code for one player does not work for another', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const { code } = await requestCode(a.username, a.email);
    await requestCode(b.username, b.email);
    expect((await client.post(ApiPath.checkResetCode, { username: b.username, code })).status).toBe(400);
  });

  it('resetting the password revokes every session of the player', async () => {
    const player = await newPlayer();
    const second = await client.post<SessionData>(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: freshIp() },
    );
    const { code } = await requestCode(player.username, player.email);
    await client.post(ApiPath.changePasswordWithCode, {
      username: player.username,
      code,
      password: 'newpass99',
      password2: 'newpass99',
    });
    expect((await client.get(ApiPath.account, { token: player.token })).status).toBe(401);
    expect((await client.get(ApiPath.account, { token: second.body.data.token })).status).toBe(401);
  });

  it('validates recovery input: username 3-20, code 3-20, passwords match', async () => {
    const long = await client.post(
      ApiPath.sendResetPassword,
      { username: 'a'.repeat(21) },
      { ip: freshIp() },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('3 ile 20 karakter arasında olmalıdır.');
    const noCode = await client.post(
      ApiPath.checkResetCode,
      { username: 'kasademo', code: '' },
      { locale: 'en' },
    );
    expect(noCode.body.message).toBe('This field is required.');
    const mismatch = await client.post(ApiPath.changePasswordWithCode, {
      username: 'kasademo',
      code: '123456',
      password: 'abcde1',
      password2: 'abcde2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Şifreler eşleşmiyor.');
  });

  it('limits reset requests per username', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post(ApiPath.sendResetPassword, { username: 'floodtarget' }, { ip: freshIp() })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
