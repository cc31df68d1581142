import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { api, createTestApp, ipSequence, type TestApp } from '../test/test-app.ts';
import { registration } from '../test/fixtures.ts';

// Issue 12 §3.8 (docs/decisions/0420): answers for one player must never be kept by a browser or a shared cache, and a
// 429 says when to come back.

let t: TestApp;
let client: ReturnType<typeof api>;
const nextIp = ipSequence(72);

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

async function newPlayer() {
  const body = registration();
  const res = await client.post<SessionData>(ApiPath.register, body, { ip: nextIp() });
  expect(res.status).toBe(200);
  return { token: res.body.data!.token, username: body.username, password: body.password };
}

describe('Cache-Control: no-store', () => {
  it('is on every answer to a request with a Bearer token: success, refusal and unknown token alike', async () => {
    const { token } = await newPlayer();
    for (const res of [
      await client.get(ApiPath.balance, { token }),
      await client.get(ApiPath.account, { token }),
      await client.post(ApiPath.paymentMethods, { type: 1 }, { token }),
      await client.post(ApiPath.changePassword, { oldPassword: 'x' }, { token }), // 400
      await client.get(ApiPath.balance, { token: 'A'.repeat(43) }), // 401
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The bootstrap is the same bytes for everyone: a signed-in player may revalidate it too (ETag, 304).
    const grouped = await client.get(ApiPath.cmsGrouped, { token });
    expect(grouped.headers['cache-control']).toContain('no-cache');
    expect(grouped.headers.etag).toBeDefined();
  });

  it('is on every answer to a request with a game session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/originals/dice/roll',
      headers: { 'x-game-session': 'not-a-session-0123456789' },
      payload: {},
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is on the per-player answers that carry no token yet: login and register', async () => {
    const { username, password } = await newPlayer();
    const login = await client.post(ApiPath.login, { username, password }, { ip: nextIp() });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const register = await client.post(ApiPath.register, registration(), { ip: nextIp() });
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public bootstrap revalidatable for guests', async () => {
    const res = await client.get(ApiPath.cmsGrouped);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('Retry-After on 429', () => {
  it('names the seconds until the account lock ends', async () => {
    const { username } = await newPlayer();
    const ip = nextIp();
    let last = await client.post(ApiPath.login, { username, password: 'wrong-password' }, { ip });
    for (let i = 0; i < 8 && last.status !== 429; i++) {
      last = await client.post(ApiPath.login, { username, password: 'wrong-password' }, { ip });
    }
    expect(last.status).toBe(429);
    const seconds = Number(last.headers['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('names the seconds until a rate-limit window ends', async () => {
    const username = `nobody${Date.now()}`;
    const ip = nextIp();
    let last = await client.post(ApiPath.sendResetPassword, { username }, { ip });
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await client.post(ApiPath.sendResetPassword, { username }, { ip });
    }
    expect(last.status).toBe(429);
    const seconds = Number(last.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });
});
