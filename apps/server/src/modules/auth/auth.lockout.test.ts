import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { api, createTestApp, ipSequence, type TestApp } from '../../test/test-app.ts';
import { registration } from '../../test/fixtures.ts';

// Issue 12 §3.5–3.7 (docs/decisions/0420): the login lock-out under a burst, after a reset, and behind a shared address.
// Runs on PGlite, and on PostgreSQL with KASA_TEST_DB=postgres and TEST_DATABASE_URL.

let t: TestApp;
let client: ReturnType<typeof api>;
const nextIp = ipSequence(73);

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

async function newPlayer() {
  const body = registration();
  const res = await client.post<SessionData>(ApiPath.register, body, { ip: nextIp() });
  expect(res.status).toBe(200);
  return body;
}

const wrong = (username: string, ip: string, locale: 'tr' | 'en' = 'en') =>
  client.post(ApiPath.login, { username, password: 'wrong-password' }, { ip, locale });

describe('login lock-out', () => {
  it('checks at most 5 passwords in a burst of 40 parallel logins: the right password sent 40th does not get in', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([
      ...Array.from({ length: 39 }, () => wrong(player.username, nextIp())),
      client.post(ApiPath.login, { username: player.username, password: player.password }, { ip: nextIp() }),
    ]);
    const statuses = answers.map((a) => a.status);
    // 4 plain refusals, the 5th locks (429); every later attempt is refused without a password check (429).
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    expect(statuses[39]).toBe(429);
  });

  it('is lifted by a successful password reset', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await wrong(player.username, ip);
    expect((await wrong(player.username, ip)).status).toBe(429);
    expect((await client.post(ApiPath.sendResetPassword, { username: player.username }, { ip })).status).toBe(
      200,
    );
    const mail = (await t.outbox()).find((m) => m.to === player.email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const change = await client.post(
      ApiPath.changePasswordWithCode,
      { username: player.username, code, password: 'newpass99', password2: 'newpass99' },
      { ip },
    );
    expect(change.status).toBe(200);
    const login = await client.post(
      ApiPath.login,
      { username: player.username, password: 'newpass99' },
      { ip },
    );
    expect(login.status).toBe(200);
  });

  it('warns before the last attempt, in Turkish and English', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await wrong(player.username, ip, i % 2 ? 'en' : 'tr'));
    expect(answers.slice(0, 3).map((a) => a.body.message)).toEqual([
      'Kullanıcı adı veya şifre hatalı.',
      'Wrong username or password.',
      'Kullanıcı adı veya şifre hatalı.',
    ]);
    expect(answers[3]!.status).toBe(400);
    expect(answers[3]!.body.message).toBe('Wrong username or password. 1 attempt left.');
    const trPlayer = await newPlayer();
    let last;
    for (let i = 0; i < 4; i++) last = await wrong(trPlayer.username, ip, 'tr');
    expect(last!.body.message).toBe('Kullanıcı adı veya şifre hatalı. 1 deneme hakkınız kaldı.');
  });

  it('does not lock the other players behind one shared address (carrier-grade NAT)', async () => {
    const shared = nextIp();
    // 60 players behind one address each mistype once or twice: many more failures than the old per-IP limit of 20.
    for (let i = 0; i < 60; i++) {
      const res = await wrong(`ghostplayer${i}x`, shared);
      expect(res.status).toBe(400);
    }
    const player = await newPlayer();
    const ok = await client.post(
      ApiPath.login,
      { username: player.username, password: player.password },
      { ip: shared },
    );
    expect(ok.status).toBe(200);
  });

  it('limits one address on one account and says how long to wait', async () => {
    const unknown = `ghostuser${Date.now()}`;
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await wrong(unknown, ip);
    const blocked = await wrong(unknown, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Try again in 1[45] minutes\./);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another address may still try that name
    expect((await wrong(unknown, nextIp())).status).toBe(400);
  });
});
