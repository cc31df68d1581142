import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { api, createTestApp, registerPlayer, type TestApp } from '../test/test-app.ts';
import { metricsPlugin, type MetricsOptions } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests';

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  it('counts requests per route pattern and status class, never per raw URL', async () => {
    await t.app.inject({ method: 'GET', url: `/api/${ApiPath.cmsGrouped}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call?id=12345' });
    await t.app.inject({ method: 'GET', url: '/api/cms/page/987654' });
    const body = await scrape();
    expect(body).toContain(
      'kasa_http_request_duration_seconds_count{method="GET",route="/api/cms/grouped",status_class="2xx"} 1',
    );
    expect(body).toMatch(
      /kasa_http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} 1/,
    );
    expect(body).toContain('route="/api/cms/page/:id"');
    expect(body).not.toContain('12345');
    expect(body).not.toContain('987654');
  });

  it('counts ledger movements and their kuruş by kind', async () => {
    const player = await registerPlayer(api(t.app), '10.78.0.1');
    const auth = await t.app.services.auth.authenticate(player.token);
    await t.app.services.wallet.grantBonus({ playerId: auth!.playerId, amount: 2_500 });
    await t.app.services.wallet.grantBonus({ playerId: auth!.playerId, amount: 500 });
    const body = await scrape();
    expect(body).toContain('kasa_ledger_movements_total{kind="bonus_grant"} 2');
    expect(body).toContain('kasa_ledger_moved_kurus_total{kind="bonus_grant"} 3000');
  });

  it('reports the database pool, hub sockets and the process', async () => {
    const body = await scrape();
    expect(body).toMatch(/kasa_db_pool_connections\{state="total"\} [1-9]/);
    expect(body).toMatch(/kasa_db_pool_connections\{state="waiting"\} 0/);
    expect(body).toContain('kasa_hub_sockets{namespace="/"} 0');
    expect(body).toContain('kasa_hub_sockets{namespace="/crash"} 0');
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('who may read /metrics', () => {
  async function node(options: MetricsOptions) {
    const app = Fastify();
    await app.register(metricsPlugin, options);
    await app.ready();
    return app;
  }
  const status = async (app: Awaited<ReturnType<typeof node>>, remoteAddress: string, headers = {}) =>
    (await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })).statusCode;

  it('in production without a token: direct callers from loopback or private networks only, never proxied', async () => {
    const app = await node({ token: undefined, isProduction: true });
    expect(await status(app, '127.0.0.1')).toBe(200);
    expect(await status(app, '10.20.30.40')).toBe(200);
    expect(await status(app, '::ffff:192.168.1.9')).toBe(200);
    expect(await status(app, '203.0.113.7')).toBe(403);
    expect(await status(app, '10.20.30.40', { 'x-forwarded-for': '203.0.113.7' })).toBe(403);
    await app.close();
  });

  it('with METRICS_TOKEN: the Bearer token, from anywhere, and nothing else', async () => {
    const app = await node({ token: TOKEN, isProduction: true });
    expect(await status(app, '203.0.113.7', { authorization: `Bearer ${TOKEN}` })).toBe(200);
    expect(await status(app, '127.0.0.1')).toBe(401);
    expect(await status(app, '127.0.0.1', { authorization: 'Bearer wrong-token-for-tests' })).toBe(401);
    await app.close();
  });

  it('outside production without a token: open', async () => {
    const app = await node({ token: undefined, isProduction: false });
    expect(await status(app, '203.0.113.7')).toBe(200);
    await app.close();
  });
});
