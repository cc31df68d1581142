import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_SECRET_KEY } from '../lib/secret-box.ts';
import { ConfigError, parseEnv, REPO_ROOT } from './env.ts';

/** The least a production environment needs. */
const PRODUCTION = { NODE_ENV: 'production', OPERATOR_SECRET_KEY: 'b2'.repeat(32) };

describe('configuration', () => {
  it('gives every variable its documented default', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: undefined,
      dataDir: `${REPO_ROOT}/data`,
      webDistDir: `${REPO_ROOT}/apps/web/dist`,
      logLevel: 'info',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      smtpUrl: undefined,
      sms: undefined,
      passwordHashCost: 15,
      redisUrl: undefined,
    });
  });

  it('reads valid values', () => {
    const config = parseEnv({
      PORT: '9000',
      ...PRODUCTION,
      DATABASE_URL: 'postgres://u:p@db:5432/kasa',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://mail:25',
      SMS_PROVIDER_URL: 'https://sms.example.com/send',
      SMS_PROVIDER_TOKEN: 'tok',
      PASSWORD_HASH_COST: '12',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://kasa.example.com/',
    });
    expect(config).toMatchObject({
      port: 9000,
      isProduction: true,
      databaseUrl: 'postgres://u:p@db:5432/kasa',
      trustProxy: true,
      smtpUrl: 'smtp://mail:25',
      sms: { url: 'https://sms.example.com/send', token: 'tok' },
      passwordHashCost: 12,
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://kasa.example.com',
    });
  });

  it('signs with a random secret in production unless configured; operator sessions 15 min idle, 10 h at most', () => {
    const production = parseEnv({ ...PRODUCTION, PORT: '9000' });
    expect(production.operatorSessionIdleMs).toBe(15 * 60_000);
    expect(production.operatorSessionMaxAgeMs).toBe(10 * 3_600_000);
    expect(production.fourEyesWithdrawalLira).toBe(10_000);
    expect(production.fourEyesAdjustmentLira).toBe(1_000);
    expect(production.sandbox.ephemeralSecret).toBe(true);
    expect(production.sandbox.webhookSecret).not.toBe('kasa-dev-sandbox-webhook-secret');
    expect(production.sandbox.webhookUrl).toBe('http://127.0.0.1:9000/api/payment/webhook/sandbox');
    expect(production.publicUrl).toBe('http://localhost:9000');
  });

  it('production needs OPERATOR_SECRET_KEY: 32 bytes in hex or base64, never the development default', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/OPERATOR_SECRET_KEY: required in production/);
    expect(() => parseEnv({ ...PRODUCTION, OPERATOR_SECRET_KEY: 'short' })).toThrow(
      /OPERATOR_SECRET_KEY: 32 bytes/,
    );
    expect(() =>
      parseEnv({ ...PRODUCTION, OPERATOR_SECRET_KEY: DEV_OPERATOR_SECRET_KEY.toString('hex') }),
    ).toThrow(/development default is not allowed/);
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(parseEnv({ ...PRODUCTION, OPERATOR_SECRET_KEY: base64 }).operatorSecretKey).toEqual(
      Buffer.alloc(32, 9),
    );
    expect(parseEnv({}).operatorSecretKey).toEqual(DEV_OPERATOR_SECRET_KEY);
  });

  it('drains a production node for 5 s before closing and others not at all, unless configured', () => {
    expect(parseEnv(PRODUCTION).shutdown).toEqual({ drainMs: 5_000, timeoutMs: 30_000 });
    expect(parseEnv({}).shutdown).toEqual({ drainMs: 0, timeoutMs: 30_000 });
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: '2500', SHUTDOWN_TIMEOUT_MS: '5000' }).shutdown).toEqual({
      drainMs: 2_500,
      timeoutMs: 5_000,
    });
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe(
      'a-long-enough-metrics-token',
    );
  });

  it('leaves the live tables’ timings to the game unless set, and refuses a betting window under 2 s', () => {
    expect(parseEnv({}).tableTimings).toBeUndefined();
    expect(parseEnv({ TABLE_BETTING_MS: '8000', TABLE_PAUSE_MS: '0' }).tableTimings).toEqual({
      bettingMs: 8_000,
      pauseMs: 0,
    });
    expect(() => parseEnv({ TABLE_BETTING_MS: '500' })).toThrow(/TABLE_BETTING_MS/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/kasa' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['SMTP_URL', { SMTP_URL: 'not a url' }],
    ['PASSWORD_HASH_COST', { PASSWORD_HASH_COST: '5' }],
    ['SMS_PROVIDER_TOKEN', { SMS_PROVIDER_URL: 'https://sms.example.com' }],
    ['SANDBOX_WEBHOOK_SECRET', { ...PRODUCTION, SANDBOX_WEBHOOK_SECRET: 'kasa-dev-sandbox-webhook-secret' }],
    ['SANDBOX_WEBHOOK_SECRET', { SANDBOX_WEBHOOK_SECRET: 'short' }],
    ['OPERATOR_SESSION_IDLE_MINUTES', { OPERATOR_SESSION_IDLE_MINUTES: '0' }],
    ['FOUR_EYES_WITHDRAWAL_LIRA', { FOUR_EYES_WITHDRAWAL_LIRA: '-1' }],
    ['FOUR_EYES_ADJUSTMENT_LIRA', { FOUR_EYES_ADJUSTMENT_LIRA: '1.5' }],
  ])('rejects a bad %s with a message naming it', (name, env) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(name));
  });

  describe('game providers', () => {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();
    const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();

    it('configures none by default', () => {
      expect(parseEnv({}).providers).toEqual({});
    });

    it('configures a provider when all its variables are set (keys may use literal \\n)', () => {
      const config = parseEnv({
        PRAGMATIC_API_URL: 'https://api.pragmatic.example/',
        PRAGMATIC_SECURE_LOGIN: 'kasa_tr',
        PRAGMATIC_SECRET_KEY: 'secret',
        HUB88_API_URL: 'https://api.hub88.example',
        HUB88_OPERATOR_ID: '42',
        HUB88_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
        HUB88_PUBLIC_KEY: publicPem,
        AMUSNET_LAUNCH_URL: 'https://games.amusnet.example/launch',
        AMUSNET_PORTAL_CODE: 'kasa',
      });
      expect(config.providers).toEqual({
        pragmatic: { apiUrl: 'https://api.pragmatic.example', secureLogin: 'kasa_tr', secretKey: 'secret' },
        hub88: {
          apiUrl: 'https://api.hub88.example',
          operatorId: 42,
          privateKey: privatePem,
          publicKey: publicPem,
        },
        amusnet: { launchUrl: 'https://games.amusnet.example/launch', portalCode: 'kasa' },
      });
    });

    it.each([
      ['PRAGMATIC_SECRET_KEY', { PRAGMATIC_API_URL: 'https://p.example', PRAGMATIC_SECURE_LOGIN: 'x' }],
      ['DIGITAIN_LAUNCH_URL', { DIGITAIN_PARTNER_ID: '7' }],
      ['EGT_API_URL', { EGT_API_URL: 'ftp://egt.example', EGT_OPERATOR_ID: '1', EGT_SECRET_KEY: 's' }],
      [
        'HUB88_OPERATOR_ID',
        {
          HUB88_API_URL: 'https://h.example',
          HUB88_OPERATOR_ID: 'abc',
          HUB88_PRIVATE_KEY: privatePem,
          HUB88_PUBLIC_KEY: publicPem,
        },
      ],
      [
        'HUB88_PUBLIC_KEY',
        {
          HUB88_API_URL: 'https://h.example',
          HUB88_OPERATOR_ID: '1',
          HUB88_PRIVATE_KEY: privatePem,
          HUB88_PUBLIC_KEY: 'nope',
        },
      ],
    ])('rejects a half-configured or bad provider naming %s', (name, env) => {
      expect(() => parseEnv(env)).toThrow(ConfigError);
      expect(() => parseEnv(env)).toThrow(new RegExp(name));
    });
  });
});
