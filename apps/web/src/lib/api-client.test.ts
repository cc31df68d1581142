import { describe, expect, it } from 'vitest';
import { mockApi, ok, fail, demoSession, signIn } from '../test/render';
import { api, ApiError, gameApi } from './api-client';
import { getSession } from './session';

describe('api client', () => {
  it('sends JSON, the bearer token, locale, fingerprint and (outside production) forwarded-for', async () => {
    signIn();
    window.localStorage.setItem('fingerprint', 'fp-xyz');
    window.localStorage.setItem('lang', 'en');
    const { calls } = mockApi(() => ok({ a: 1 }));
    const envelope = await api.post('customer/account', { x: 1 });
    expect(envelope.data).toEqual({ a: 1 });
    expect(calls[0]!.url).toBe('/api/customer/account');
    expect(calls[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${demoSession.token}`,
      'x-locale': 'en',
      'x-fingerprint': 'fp-xyz',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('marks the page polls as background calls (x-background: 1), and only them (docs/decisions/0420)', async () => {
    signIn();
    const { calls } = mockApi(() => ok({ balance: 1 }));
    await api.background.get('user/balance');
    await api.background.post('customer/notification', {});
    await api.get('customer/account');
    expect(calls.map((c) => c.headers['x-background'])).toEqual(['1', '1', undefined]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${demoSession.token}`);
  });

  it('defaults x-locale to tr and sends no Authorization without a session', async () => {
    window.localStorage.removeItem('lang');
    const { calls } = mockApi(() => ok());
    await api.get('auth/form');
    expect(calls[0]!.headers['x-locale']).toBe('tr');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('clears the stored session on HTTP 401 from any call', async () => {
    signIn();
    expect(window.localStorage.getItem('authData')).not.toBeNull();
    mockApi(() => fail(401, 'Session ended'));
    await expect(api.get('customer/account')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('authData')).toBeNull();
  });

  it('rejects with the server message and field errors when success is false', async () => {
    mockApi(() => fail(400, 'Wrong code', { fields: { code: 'Wrong code' } }));
    const error = (await api.post('auth/checkresetcode', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Wrong code');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ code: 'Wrong code' });
  });

  it('a game frame call carries its game session and the game language, never the site token', async () => {
    signIn();
    window.localStorage.setItem('lang', 'tr');
    const { calls } = mockApi(() => ok());
    await gameApi.post('originals/slots/spin', 'game-session-token', { bet: 100 }, 'en');
    expect(calls[0]!.headers['x-game-session']).toBe('game-session-token');
    expect(calls[0]!.headers['x-locale']).toBe('en');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it("a game frame's 401 (its game session ended) leaves the site signed in", async () => {
    signIn();
    mockApi(() => fail(401, 'Game session ended'));
    const error = (await gameApi.post('originals/dice/roll', 'old', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(getSession()).not.toBeNull();
  });
});
