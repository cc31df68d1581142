import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, REPO_ROOT } from './env.ts';

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
      NODE_ENV: 'production',
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

  it('keeps operator endpoints off and signs with a random secret in production unless configured', () => {
    const production = parseEnv({ NODE_ENV: 'production', PORT: '9000' });
    expect(production.operatorToken).toBeUndefined();
    expect(production.sandbox.ephemeralSecret).toBe(true);
    expect(production.sandbox.webhookSecret).not.toBe('kasa-dev-sandbox-webhook-secret');
    expect(production.sandbox.webhookUrl).toBe('http://127.0.0.1:9000/api/payment/webhook/sandbox');
    expect(production.publicUrl).toBe('http://localhost:9000');
    expect(parseEnv({}).operatorToken).toBe('kasa-dev-operator-token');
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
    [
      'SANDBOX_WEBHOOK_SECRET',
      { NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'kasa-dev-sandbox-webhook-secret' },
    ],
    ['SANDBOX_WEBHOOK_SECRET', { SANDBOX_WEBHOOK_SECRET: 'short' }],
    ['OPERATOR_TOKEN', { NODE_ENV: 'production', OPERATOR_TOKEN: 'kasa-dev-operator-token' }],
  ])('rejects a bad %s with a message naming it', (name, env) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(name));
  });
});
