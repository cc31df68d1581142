import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_OPERATOR_SECRET_KEY, parseSecretKey } from '../lib/secret-box.ts';
import type { S3StorageConfig } from '../lib/storage/s3-storage.ts';

// The only module that reads process.env. Everything else receives a typed Config.

/**
 * The repository root, whatever the working directory: the nearest folder above this file that holds
 * `apps/server/package.json`. Found by walking up rather than a fixed `../..` because this code runs both as source
 * (apps/server/src/config/env.ts, under tsx and vitest) and bundled (apps/server/dist/server.js, `npm start`).
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'apps/server/package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)),
    {
      message: `must be a URL (${protocols.source})`,
    },
  );

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The variables of each external game provider. All optional; a provider is configured when every one of its
 * variables is set (some but not all → a configuration error naming the missing ones). Keys (PEM) may be written on one
 * line with literal \\n for the line breaks.
 */
export const PROVIDER_ENV = {
  softgamings: ['SOFTGAMINGS_API_URL', 'SOFTGAMINGS_API_KEY', 'SOFTGAMINGS_API_PASSWORD'],
  hub88: ['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PRIVATE_KEY', 'HUB88_PUBLIC_KEY'],
  egt: ['EGT_API_URL', 'EGT_OPERATOR_ID', 'EGT_SECRET_KEY'],
  amusnet: ['AMUSNET_LAUNCH_URL', 'AMUSNET_PORTAL_CODE'],
  everymatrix: ['EVERYMATRIX_LAUNCH_URL', 'EVERYMATRIX_DOMAIN_ID'],
  digitain: ['DIGITAIN_LAUNCH_URL', 'DIGITAIN_PARTNER_ID'],
  pragmatic: ['PRAGMATIC_API_URL', 'PRAGMATIC_SECURE_LOGIN', 'PRAGMATIC_SECRET_KEY'],
} as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  DATA_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  /** The built back office (apps/admin), served under /admin/. */
  ADMIN_DIST_DIR: optionalText,
  /** Unset → http://localhost:<PORT>, so a server started on another port still links to itself. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  TRUST_PROXY: flag,
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: optionalText,
  SMS_PROVIDER_URL: optionalUrl(/^https?:$/),
  SMS_PROVIDER_TOKEN: optionalText,
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  /** How long a session token's look-up is trusted without the database (docs/decisions/0150); 0 turns it off. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(15_000),
  /** A session ends after this many minutes without a request (docs/decisions/0420). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 24 * 60)
    .default(30),
  /** A session ends this many hours after its login, however busy (docs/decisions/0420). */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 24)
    .default(24),
  /** How long the balance poll's answer is kept when no movement is heard of (docs/decisions/0151); 0 turns it off. */
  BALANCE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  REDIS_KEY_PREFIX: optionalText.refine((v) => v === undefined || /^[\w.:-]{1,64}$/.test(v), {
    message: 'letters, digits, _ . : - (at most 64)',
  }),
  SANDBOX_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  SANDBOX_WEBHOOK_URL: optionalUrl(/^https?:$/),
  /** An operator's session ends after this many minutes without a call (decision 0500). */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 24 * 60)
    .default(15),
  /** An operator's session ends this many hours after the sign-in (decision 0500). */
  OPERATOR_SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 24)
    .default(10),
  /** Withdrawals above this many lira need a second operator to release them (four-eyes, decision 0500). */
  FOUR_EYES_WITHDRAWAL_LIRA: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
  /**
   * The key operators' TOTP secrets are sealed with at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64.
   * Required in production; development and tests use a public default.
   */
  OPERATOR_SECRET_KEY: optionalText,
  /** Operators' balance adjustments above this many lira wait for a second operator (docs/decisions/0512). */
  FOUR_EYES_ADJUSTMENT_LIRA: z.coerce.number().int().min(0).max(100_000_000).default(1_000),
  // Live tables' round timings (decision 0310); unset → the game's defaults (15 s betting, 9 s spin, 4 s pause).
  TABLE_BETTING_MS: z.coerce.number().int().min(2_000).max(120_000).optional(),
  TABLE_SPIN_MS: z.coerce.number().int().min(1_000).max(60_000).optional(),
  TABLE_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  TOMBALA_SALES_MS: z.coerce.number().int().min(2_000).max(600_000).optional(),
  TOMBALA_CALL_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  TOMBALA_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  // Graceful shutdown and metrics (decision 0140).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  // File storage (KYC documents; lib/storage, decision 0410): a folder by default, S3-compatible when S3_BUCKET is set.
  STORAGE_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl(/^https?:$/),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9_-]{0,62}\/$/.test(v), {
    message: 'lower-case letters, digits, _ and -, ending with / (e.g. kasa/)',
  }),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform(
      (value) => value === undefined || value === '' || value === 'true' || value === '1' || value === 'yes',
    ),
  // Game providers (modules/providers, decision 0091): each one is configured only when all its variables are set.
  ...Object.fromEntries(
    Object.values(PROVIDER_ENV)
      .flat()
      .map((name) => [name, name.endsWith('_URL') ? optionalUrl(/^https?:$/) : optionalText]),
  ),
});

export interface ProvidersConfig {
  softgamings?: { apiUrl: string; apiKey: string; apiPassword: string };
  /** operatorId is Hub88's numeric operator id; privateKey is ours (PEM), publicKey is Hub88's (PEM). */
  hub88?: { apiUrl: string; operatorId: number; privateKey: string; publicKey: string };
  egt?: { apiUrl: string; operatorId: string; secretKey: string };
  amusnet?: { launchUrl: string; portalCode: string };
  everymatrix?: { launchUrl: string; domainId: string };
  digitain?: { launchUrl: string; partnerId: string };
  pragmatic?: { apiUrl: string; secureLogin: string; secretKey: string };
}

const pem = (value: string) => value.replace(/\\n/g, '\n');
const trimUrl = (value: string) => value.replace(/\/+$/, '');

/** Reads the providers' variables: configured providers, and the problems of half-configured ones. */
function parseProviders(env: Record<string, unknown>, problems: string[]): ProvidersConfig {
  const out: ProvidersConfig = {};
  for (const [provider, names] of Object.entries(PROVIDER_ENV)) {
    const values = names.map((name) => env[name] as string | undefined);
    if (values.every((v) => v === undefined)) continue;
    const missing = names.filter((_, i) => values[i] === undefined);
    if (missing.length > 0) {
      problems.push(`${missing.join(', ')}: required when any of ${names.join(', ')} is set (${provider})`);
      continue;
    }
    const v = values as string[];
    switch (provider) {
      case 'softgamings':
        out.softgamings = { apiUrl: trimUrl(v[0]!), apiKey: v[1]!, apiPassword: v[2]! };
        break;
      case 'hub88': {
        const operatorId = Number(v[1]);
        if (!Number.isSafeInteger(operatorId) || operatorId <= 0) {
          problems.push('HUB88_OPERATOR_ID: must be a positive whole number');
          break;
        }
        const privateKey = pem(v[2]!);
        const publicKey = pem(v[3]!);
        try {
          createPrivateKey(privateKey);
        } catch {
          problems.push('HUB88_PRIVATE_KEY: must be a PEM private key');
          break;
        }
        try {
          createPublicKey(publicKey);
        } catch {
          problems.push('HUB88_PUBLIC_KEY: must be a PEM public key');
          break;
        }
        out.hub88 = { apiUrl: trimUrl(v[0]!), operatorId, privateKey, publicKey };
        break;
      }
      case 'egt':
        out.egt = { apiUrl: trimUrl(v[0]!), operatorId: v[1]!, secretKey: v[2]! };
        break;
      case 'amusnet':
        out.amusnet = { launchUrl: trimUrl(v[0]!), portalCode: v[1]! };
        break;
      case 'everymatrix':
        out.everymatrix = { launchUrl: trimUrl(v[0]!), domainId: v[1]! };
        break;
      case 'digitain':
        out.digitain = { launchUrl: trimUrl(v[0]!), partnerId: v[1]! };
        break;
      case 'pragmatic':
        out.pragmatic = { apiUrl: trimUrl(v[0]!), secureLogin: v[1]!, secretKey: v[2]! };
        break;
    }
  }
  return out;
}

/** Development defaults, published in the README: never accepted in production. */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'kasa-dev-sandbox-webhook-secret';

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  /** Unset → PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** The built player site; served with history fallback when it exists. */
  webDistDir: string;
  /** The built back office (apps/admin/dist), served under /admin/ when it exists. */
  adminDistDir: string;
  publicUrl: string;
  trustProxy: boolean;
  /** Unset → e-mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset → SMS goes to the outbox table. */
  sms: { url: string; token: string } | undefined;
  /** scrypt cost as log2(N). */
  passwordHashCost: number;
  /** Set → the real-time hub shares its emits between nodes through Redis (decision 0060); unset → one node. */
  redisUrl: string | undefined;
  /** Prefix of the hub's Redis channels and keys, so deployments sharing one Redis stay apart. */
  redisKeyPrefix: string;
  /** Session look-ups are trusted this long without the database (0: off). */
  sessionCacheTtlMs: number;
  /** A session ends after this long without a request, and this long after its login (milliseconds). */
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  /** The balance poll's answer is kept this long unless a movement is heard of (0: off). */
  balanceCacheTtlMs: number;
  sandbox: {
    /** HMAC-SHA256 key the sandbox PSP signs its webhook bodies with (X-Sandbox-Signature). */
    webhookSecret: string;
    /** Where the sandbox PSP delivers its webhook: this server's own address (default http://127.0.0.1:<PORT>/…). */
    webhookUrl: string;
    /** True when the secret was generated at start (production without SANDBOX_WEBHOOK_SECRET: one node only). */
    ephemeralSecret: boolean;
  };
  /** Operator sessions end after this long without a call, and this long after the sign-in (milliseconds). */
  operatorSessionIdleMs: number;
  operatorSessionMaxAgeMs: number;
  /** Withdrawals above this many lira are approved by one operator and released by another. */
  fourEyesWithdrawalLira: number;
  fourEyesAdjustmentLira: number;
  /** OPERATOR_SECRET_KEY's 32 bytes (the development default outside production). */
  operatorSecretKey: Buffer;
  /** External game providers that are configured (absent → unavailable, their games hidden). */
  providers: ProvidersConfig;
  shutdown: {
    /** After SIGTERM, how long /ready answers 503 while requests are still served, so the load balancer moves away. */
    drainMs: number;
    /** The longest in-flight requests, sockets and transactions may take to finish before the process exits 1. */
    timeoutMs: number;
  };
  /** Bearer token of GET /metrics; unset → in production only direct (not proxied) loopback/private callers. */
  metricsToken: string | undefined;
  /** Live tables' round timings when set (a short cycle for the browser journeys). */
  tableTimings: { bettingMs?: number; spinMs?: number; pauseMs?: number } | undefined;
  /** Tombala rooms' timings when set (a short cycle for the browser journeys). */
  tombalaTimings: { salesMs?: number; callMs?: number; pauseMs?: number } | undefined;
  /** Private files (KYC documents): a folder outside the web root, or an S3-compatible bucket when configured. */
  storage: {
    dir: string;
    s3: S3StorageConfig | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses environment variables into a Config; throws ConfigError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = result.data;
  const problems: string[] = [];
  if (e.SMS_PROVIDER_URL && !e.SMS_PROVIDER_TOKEN)
    problems.push('SMS_PROVIDER_TOKEN: required when SMS_PROVIDER_URL is set');
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.SANDBOX_WEBHOOK_SECRET === DEV_SANDBOX_WEBHOOK_SECRET)
    problems.push('SANDBOX_WEBHOOK_SECRET: the development default is not allowed in production');
  const providers = parseProviders(e, problems);
  const dataDir = resolve(e.DATA_DIR ?? resolve(REPO_ROOT, 'data'));
  const webDistDir = resolve(e.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist'));
  const storageDir = resolve(e.STORAGE_DIR ?? resolve(dataDir, 'files'));
  // Documents must never be reachable as static files.
  if (
    storageDir === webDistDir ||
    storageDir.startsWith(`${webDistDir}${sep}`) ||
    webDistDir.startsWith(`${storageDir}${sep}`)
  )
    problems.push('STORAGE_DIR: must be outside the web root (WEB_DIST_DIR)');
  const operatorSecretKey = e.OPERATOR_SECRET_KEY ? parseSecretKey(e.OPERATOR_SECRET_KEY) : null;
  if (e.OPERATOR_SECRET_KEY && !operatorSecretKey)
    problems.push('OPERATOR_SECRET_KEY: 32 bytes as 64 hex characters or base64');
  if (isProduction && !e.OPERATOR_SECRET_KEY)
    problems.push('OPERATOR_SECRET_KEY: required in production (operators’ TOTP secrets are sealed with it)');
  if (isProduction && operatorSecretKey?.equals(DEV_OPERATOR_SECRET_KEY))
    problems.push('OPERATOR_SECRET_KEY: the development default is not allowed in production');
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  if (problems.length > 0) throw new ConfigError(problems);
  // Production without a secret: a random one for this process, so nothing is signed with a published key; the
  // sandbox then works on a single node only (server.ts logs a warning). Decision 0041.
  const webhookSecret =
    e.SANDBOX_WEBHOOK_SECRET ??
    (isProduction ? randomBytes(32).toString('base64url') : DEV_SANDBOX_WEBHOOK_SECRET);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    logLevel: e.LOG_LEVEL,
    webDistDir,
    adminDistDir: resolve(e.ADMIN_DIST_DIR ?? resolve(REPO_ROOT, 'apps/admin/dist')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kasa <no-reply@kasa.local>',
    sms:
      e.SMS_PROVIDER_URL && e.SMS_PROVIDER_TOKEN
        ? { url: e.SMS_PROVIDER_URL, token: e.SMS_PROVIDER_TOKEN }
        : undefined,
    passwordHashCost: e.PASSWORD_HASH_COST,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'kasa',
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 3_600_000,
    balanceCacheTtlMs: e.BALANCE_CACHE_TTL_MS,
    sandbox: {
      webhookSecret,
      webhookUrl: e.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${e.PORT}/api/payment/webhook/sandbox`,
      ephemeralSecret: e.SANDBOX_WEBHOOK_SECRET === undefined && isProduction,
    },
    operatorSessionIdleMs: e.OPERATOR_SESSION_IDLE_MINUTES * 60_000,
    operatorSessionMaxAgeMs: e.OPERATOR_SESSION_MAX_AGE_HOURS * 3_600_000,
    fourEyesWithdrawalLira: e.FOUR_EYES_WITHDRAWAL_LIRA,
    fourEyesAdjustmentLira: e.FOUR_EYES_ADJUSTMENT_LIRA,
    operatorSecretKey: operatorSecretKey ?? DEV_OPERATOR_SECRET_KEY,
    providers,
    shutdown: {
      // Long enough for two failed health checks of a load balancer polling every 2 s; nothing to wait for elsewhere.
      drainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    tableTimings:
      e.TABLE_BETTING_MS === undefined && e.TABLE_SPIN_MS === undefined && e.TABLE_PAUSE_MS === undefined
        ? undefined
        : {
            ...(e.TABLE_BETTING_MS === undefined ? {} : { bettingMs: e.TABLE_BETTING_MS }),
            ...(e.TABLE_SPIN_MS === undefined ? {} : { spinMs: e.TABLE_SPIN_MS }),
            ...(e.TABLE_PAUSE_MS === undefined ? {} : { pauseMs: e.TABLE_PAUSE_MS }),
          },
    tombalaTimings:
      e.TOMBALA_SALES_MS === undefined && e.TOMBALA_CALL_MS === undefined && e.TOMBALA_PAUSE_MS === undefined
        ? undefined
        : {
            ...(e.TOMBALA_SALES_MS === undefined ? {} : { salesMs: e.TOMBALA_SALES_MS }),
            ...(e.TOMBALA_CALL_MS === undefined ? {} : { callMs: e.TOMBALA_CALL_MS }),
            ...(e.TOMBALA_PAUSE_MS === undefined ? {} : { pauseMs: e.TOMBALA_PAUSE_MS }),
          },
    storage: {
      dir: storageDir,
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              bucket: e.S3_BUCKET,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION ?? 'us-east-1',
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX ?? '',
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
    },
  };
}

/** Reads process.env; on bad values prints what is wrong and exits, so a misconfigured node never starts. */
export function loadConfig(): Config {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function webDistExists(config: Config): boolean {
  return existsSync(resolve(config.webDistDir, 'index.html'));
}

export function adminDistExists(config: Config): boolean {
  return existsSync(resolve(config.adminDistDir, 'index.html'));
}
