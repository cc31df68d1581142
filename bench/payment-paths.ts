/**
 * The payment paths of the wallet benchmark (issue 3 §10): the real app built with `buildApp` on the bench's database,
 * listening on 127.0.0.1:0, players registered and funded through its services, and one operation per path both
 * through the payment service (no HTTP) and over HTTP (node's fetch, keep-alive).
 *
 * Deposit-confirm is the Papara (redirect → sandbox PSP) flow: `POST /api/payment/deposit`, then the PSP's own lookup of
 * its session (provider reference, merchant reference, amount — in-process, as the PSP knows them), then the signed
 * webhook `POST /api/payment/webhook/sandbox` (`X-Sandbox-Signature: sha256=<hex HMAC-SHA256 of the raw body>`).
 * Withdraw is `POST /api/payment/withdraw` on Havale/EFT (method 11), which reserves the amount at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { signSandboxBody } from '../apps/server/src/modules/payment/sandbox-gateway/sandbox.signature.ts';
import { registration } from '../apps/server/src/test/fixtures.ts';
import { sampleJpeg } from '../apps/server/src/modules/kyc/kyc.test-support.ts';

/** Papara deposit (redirect → sandbox page) and Havale/EFT withdrawal: seeded ids (payment.methods.ts). */
const PAPARA_DEPOSIT = 2;
const BANK_WITHDRAW = 11;
/** Lira, as the API takes them: above both methods' minimums. */
const AMOUNT_LIRA = 100;
const WITHDRAW_DETAIL = {
  amount: AMOUNT_LIRA,
  // The account holder must be the player (docs/decisions/0410): bench players are all named so.
  fullName: 'Bench Oyuncu',
  iban: 'TR330006100519786457841326',
  bank: 5,
};
/** Cash each bench player starts with (kuruş): enough for every withdrawal of a run. */
const FUNDING = 1_000_000_000_00;

export interface BenchPlayer {
  id: string;
  token: string;
}

export interface PaymentBench {
  app: FastifyInstance;
  origin: string;
  players: BenchPlayer[];
  /** deposit + signed webhook through the payment service (no HTTP). */
  serviceDepositConfirm(player: BenchPlayer): Promise<void>;
  serviceWithdraw(player: BenchPlayer): Promise<void>;
  /** The same over HTTP on the listening app. */
  httpDepositConfirm(player: BenchPlayer): Promise<void>;
  httpWithdraw(player: BenchPlayer): Promise<void>;
  close(): Promise<void>;
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Starts the app on the bench's (migrated, seeded) database and registers `count` funded players. */
export async function startPaymentBench(db: Db, count: number): Promise<PaymentBench> {
  // The production configuration, except: a low scrypt cost (players are registered here), warnings only in the log
  // (info would print a line per request into the table), loopback only, no built site.
  const config = parseEnv({
    NODE_ENV: 'production',
    // Production needs a key for operators' TOTP secrets; a bench's own database, so a fixed one does.
    OPERATOR_SECRET_KEY: 'c3'.repeat(32),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST_DIR: '/nonexistent/kasa-bench-web-dist',
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    // The players' identity documents: a folder of this run's own, not the repository's data folder.
    STORAGE_DIR: await mkdtemp(join(tmpdir(), 'kasa-bench-files-')),
  });
  const app = await buildApp(config, { db, clock: systemClock });
  await app.listen({ host: config.host, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const { auth, wallet, payment, sandboxGateway, kyc } = app.services;
  const secret = config.sandbox.webhookSecret;

  // Registered through the auth service (one address each, so the per-address registration limit never applies),
  // which opens the wallet accounts and a session; funded through the ledger; identity approved as an operator would
  // (a withdrawal needs it, docs/decisions/0410), so the withdraw paths measure a withdrawal, not a refusal.
  const players: BenchPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const form = registration({ trialBonus: 0, name: 'Bench', surname: 'Oyuncu' });
    const outcome = await auth.register(form, {
      ip: `10.250.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      userAgent: 'kasa-bench',
      fingerprint: null,
    });
    if (outcome.kind !== 'session') throw new Error('a bench player must get a session at registration');
    const session = outcome.session;
    const id = session.usercode;
    await wallet.creditDeposit({ key: `bench-http-fund:${id}`, playerId: id, amount: FUNDING });
    const front = await kyc.upload(id, 'id_front', sampleJpeg(1200, 800));
    await kyc.approve(front.id, 'operator:bench', {
      name: 'Bench',
      surname: 'Oyuncu',
      personalNo: form.PersonalNo,
    });
    const back = await kyc.upload(id, 'id_back', sampleJpeg(1200, 800));
    await kyc.approve(back.id, 'operator:bench', {});
    players.push({ id, token: session.token });
  }

  /** The PSP's side: what it knows of its own session, posted back signed. */
  async function webhookBody(pageUrl: string | null): Promise<string> {
    const token = pageUrl?.split('/').pop();
    const session = token ? await sandboxGateway.findSession(token) : undefined;
    if (!session) throw new Error(`no sandbox session for ${pageUrl}`);
    return JSON.stringify({
      providerReference: session.provider_reference,
      reference: session.merchant_reference,
      amount: Number(session.amount),
      currency: 'TRY',
      status: 'paid',
    });
  }

  async function post<T>(path: string, body: string, headers: Record<string, string>): Promise<T> {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', ...headers },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} → ${response.status} ${text.slice(0, 200)}`);
    const envelope = JSON.parse(text) as Envelope<T>;
    if (!envelope.success) throw new Error(`${path} → ${envelope.message}`);
    return envelope.data;
  }
  const bearer = (player: BenchPlayer) => ({ authorization: `Bearer ${player.token}` });

  return {
    app,
    origin,
    players,

    async serviceDepositConfirm(player) {
      const answer = await payment.deposit(
        player.id,
        { id: PAPARA_DEPOSIT, target: 'pay', detail: { amount: AMOUNT_LIRA } },
        'en',
      );
      const raw = await webhookBody(answer.data);
      const result = await payment.handleSandboxWebhook(
        Buffer.from(raw),
        signSandboxBody(secret, raw, new Date()),
      );
      if (result.replayed) throw new Error(`deposit ${result.reference} was already confirmed`);
    },

    async serviceWithdraw(player) {
      await payment.withdraw(player.id, { id: BANK_WITHDRAW, detail: WITHDRAW_DETAIL });
    },

    async httpDepositConfirm(player) {
      const pageUrl = await post<string | null>(
        '/api/payment/deposit',
        JSON.stringify({ id: PAPARA_DEPOSIT, target: 'pay', detail: { amount: AMOUNT_LIRA } }),
        bearer(player),
      );
      const raw = await webhookBody(pageUrl);
      const result = await post<{ replayed: boolean; reference: string }>(
        '/api/payment/webhook/sandbox',
        raw,
        {
          'x-sandbox-signature': signSandboxBody(secret, raw, new Date()),
        },
      );
      if (result.replayed) throw new Error(`deposit ${result.reference} was already confirmed`);
    },

    async httpWithdraw(player) {
      await post<null>(
        '/api/payment/withdraw',
        JSON.stringify({ id: BANK_WITHDRAW, detail: WITHDRAW_DETAIL }),
        bearer(player),
      );
    },

    /** Stops the app (sockets, hub, timers); the database stays with the bench, which drops it. */
    close: () => app.close(),
  };
}
