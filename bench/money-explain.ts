/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement of one Kasa Dice round and one sandbox-webhook deposit, as the app
 * really runs them, on a scratch PostgreSQL database (kasa_m_money_explain_<random>, dropped at the end): every pool
 * session LOADs auto_explain for itself (no server configuration changes) and gets each plan back as a NOTICE.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/money-explain.ts
 */
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { FAIR_GAME_CODE } from '@kasa/contract/fair';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { signSandboxBody } from '../apps/server/src/modules/payment/sandbox-gateway/sandbox.signature.ts';
import { fastRegistration } from '../apps/server/src/test/fixtures.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
const name = `kasa_m_money_explain_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let captured: string[] | null = null;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
pool.on('connect', (client) => {
  client.on('notice', (notice) => captured?.push(notice.message ?? ''));
  void client.query(
    `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
     set auto_explain.log_buffers = on; set auto_explain.log_timing = off; set auto_explain.log_level = notice`,
  );
});
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
try {
  await prepareDatabase(db, systemClock, 10);
  const secret = randomBytes(24).toString('base64url');
  const config = parseEnv({
    NODE_ENV: 'production',
    // Production needs a key for operators' TOTP secrets; a bench's own database, so a fixed one does.
    OPERATOR_SECRET_KEY: 'c3'.repeat(32),
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
    SANDBOX_WEBHOOK_SECRET: secret,
  });
  const app = await buildApp(config, { db, clock: systemClock });
  await app.ready();
  await app.crash.stop();
  const { auth, wallet, sandboxGateway } = app.services;
  const outcome = await auth.register(fastRegistration({ trialBonus: 0 }), {
    ip: '10.252.0.1',
    userAgent: 'explain',
    fingerprint: null,
  });
  if (outcome.kind !== 'session') throw new Error('a bench player must get a session at registration');
  const session = outcome.session;
  await wallet.creditDeposit({
    key: `explain:${session.usercode}`,
    playerId: session.usercode,
    amount: 10_000_00,
  });
  const game = await app.gameSessions.create({
    playerId: session.usercode,
    gameCode: FAIR_GAME_CODE.dice,
    provider: 'kasa',
    locale: 'en',
  });
  const dice = () =>
    app.inject({
      method: 'POST',
      url: '/api/originals/dice/roll',
      headers: { 'x-game-session': game.token },
      payload: { amount: 1, target: 50, direction: 'over' },
    });
  for (let i = 0; i < 20; i++) await dice(); // warm: a few rounds in the tables, the seed made

  async function explainAll(title: string, run: () => Promise<unknown>) {
    captured = [];
    await run();
    const plans = captured;
    captured = null;
    console.log(`\n################ ${title}: ${plans.length} statements`);
    for (const plan of plans) console.log(`\n${plan}`);
  }
  await explainAll('dice round', dice);
  const deposit = await app.inject({
    method: 'POST',
    url: '/api/payment/deposit',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { id: 2, target: 'pay', detail: { amount: 100 } },
  });
  const token = (JSON.parse(deposit.body) as { data: string }).data.split('/').pop()!;
  const psp = (await sandboxGateway.findSession(token))!;
  const raw = JSON.stringify({
    providerReference: psp.provider_reference,
    reference: psp.merchant_reference,
    amount: Number(psp.amount),
    currency: 'TRY',
    status: 'paid',
  });
  await explainAll('deposit webhook', () =>
    app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(secret, raw, new Date()),
      },
      payload: raw,
    }),
  );
  await app.close();
  console.log(`\nbooks: ${JSON.stringify(await wallet.checkBooks())}`);
} finally {
  await db.destroy();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
