import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import type { OutboxMessage } from '@kasa/contract/dev';
import { httpSmsSender } from './modules/messaging/messaging.adapters.ts';
import { api, createTestApp, type TestApp } from './test/test-app.ts';
import { randomPhone } from './test/fixtures.ts';

describe('the app in development', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kasa-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Kasa</title>');
    t = await createTestApp({ env: { NODE_ENV: 'development', WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers unknown /api/ routes with the 404 envelope in the request language', async () => {
    const tr = await api(t.app).get('no/such/call');
    expect(tr.status).toBe(404);
    expect(tr.body).toEqual({ success: false, message: 'İstenen kaynak bulunamadı.', data: null });
    const en = await api(t.app).post('no/such/call', {}, { locale: 'en' });
    expect(en.body.message).toBe('The requested resource was not found.');
  });

  it('serves the web app with history fallback for client-side routes', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/session-history' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Kasa</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lists e-mail and SMS newest first at /api/dev/outbox and /dev/outbox', async () => {
    const client = api(t.app);
    await client.post(ApiPath.sendResetPassword, { username: 'kasademo' });
    t.clock.advance(1000);
    const login = await client.post<SessionData>(ApiPath.login, {
      username: 'kasademo',
      password: 'Demo12345',
    });
    const phone = randomPhone();
    await client.post(ApiPath.updatePhone, { step: 1, phone }, { token: login.body.data.token });

    const res = await client.get<OutboxMessage[]>(ApiPath.devOutbox);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.channel)).toEqual(['sms', 'email']);
    expect(res.body.data[0]).toMatchObject({ channel: 'sms', to: phone, subject: null });
    expect(res.body.data[1]).toMatchObject({
      channel: 'email',
      to: 'demo@kasa.local',
      subject: 'Kasa şifre sıfırlama kodu',
    });

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('demo@kasa.local');
    expect(page.body).toContain(phone);
  });

  it('echoes a sane incoming x-request-id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/auth/form',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/auth/form',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t.close());

  it('has no dev outbox: both paths answer 404', async () => {
    expect((await api(t.app).get(ApiPath.devOutbox)).status).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(404);
  });
});

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      messaging: {
        sms: {
          send: async () => {
            throw new Error('provider down: secret detail');
          },
        },
      },
    });
  });
  afterAll(async () => t.close());

  it('answer 500 with a generic message, never the internal detail', async () => {
    const client = api(t.app);
    const login = await client.post<SessionData>(ApiPath.login, {
      username: 'kasademo',
      password: 'Demo12345',
    });
    const res = await client.post(
      ApiPath.updatePhone,
      { step: 1, phone: randomPhone() },
      { token: login.body.data.token, locale: 'en' },
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
      data: null,
    });
  });
});

describe('HTTP SMS adapter', () => {
  it('POSTs {to, text} as JSON with the bearer token, and fails on an error status', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: calls.length === 1 ? 200 : 503 });
    }) as unknown as typeof fetch;
    const sender = httpSmsSender('https://sms.example.com/send', 'tok', fakeFetch);
    await sender.send({ to: '905321234567', text: 'hello' });
    expect(calls[0]?.url).toBe('https://sms.example.com/send');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ to: '905321234567', text: 'hello' });
    await expect(sender.send({ to: '905321234567', text: 'again' })).rejects.toThrow('503');
  });
});
