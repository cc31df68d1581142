import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@kasa/contract/constants';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/create-db.ts';
import type { AppJobs } from '../../../lib/app-jobs.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { JobsService, QueuePolicy } from '../../jobs/jobs.service.ts';
import * as repo from './sandbox.repository.ts';
import type { SandboxSessionRow } from './sandbox.table.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox.signature.ts';

/** What the sandbox PSP posts to our webhook. Amount in kuruş. */
export interface SandboxWebhookBody {
  providerReference: string;
  reference: string;
  amount: number;
  currency: 'TRY';
  status: 'paid' | 'declined';
}

export interface DeliveryAnswer {
  status: number;
  body: string;
}

/** Posts a webhook body; production uses real HTTP (`httpDelivery`), tests may hand in app.inject. */
export type WebhookDelivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<DeliveryAnswer>;

export const httpDelivery: WebhookDelivery = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
};

export interface DeliveryResult {
  /** The webhook answered 2xx. */
  delivered: boolean;
  /** Last HTTP status, or null when no attempt reached the server. */
  status: number | null;
  attempts: number;
  /** Not delivered but worth retrying (5xx, no answer): a redelivery job is queued. */
  redeliveryQueued: boolean;
}

export interface SandboxGatewayOptions {
  deliver?: WebhookDelivery | undefined;
  /** Waits before the 2nd, 3rd… attempt. Default 3 attempts: now, after 0.5 s, after 2 s. */
  retryDelaysMs?: number[] | undefined;
  /** After those: the durable redelivery job's first wait and policy (default REDELIVERY_START_SECONDS, _POLICY). */
  redelivery?: { startAfterSeconds: number; policy: QueuePolicy } | undefined;
}

export interface SandboxGatewayDeps extends SandboxGatewayOptions {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'sandbox'>;
  log: FastifyBaseLogger;
  jobs: JobsService<AppJobs>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After the quick attempts, redelivery like a PSP's: from 30 s, doubling, ten times (about 8 hours in all). */
export const REDELIVERY_START_SECONDS = 30;
export const REDELIVERY_POLICY: QueuePolicy = {
  // One redelivery waiting per session, however often the payer presses Pay again meanwhile.
  policy: 'short',
  retryLimit: 10,
  retryDelaySeconds: REDELIVERY_START_SECONDS,
  retryBackoff: true,
  expireInSeconds: 60,
};

type Attempt = { outcome: 'delivered' | 'refused' | 'retry'; status: number | null };

/**
 * The built-in payment service provider (DESIGN.md, ports): it keeps its own sessions, serves a hosted page
 * (`sandbox.routes.ts`), and reports each outcome to the merchant's webhook signed with the shared secret, retrying
 * like a PSP does. Nothing here touches our payments: it only knows what a PSP would know.
 */
export function createSandboxGateway({
  db,
  clock,
  config,
  log,
  deliver,
  retryDelaysMs,
  redelivery = { startAfterSeconds: REDELIVERY_START_SECONDS, policy: REDELIVERY_POLICY },
  jobs,
}: SandboxGatewayDeps) {
  const post = deliver ?? httpDelivery;
  const delays = retryDelaysMs ?? [500, 2000];

  /** One POST of the session's outcome: delivered (2xx), refused (4xx: retrying the same body cannot help) or retry. */
  async function attempt(session: SandboxSessionRow, attemptNo: number): Promise<Attempt> {
    if (session.status === 'open') throw new Error('an open session has no outcome to report');
    const payload: SandboxWebhookBody = {
      providerReference: session.provider_reference,
      reference: session.merchant_reference,
      amount: Number(session.amount),
      currency: 'TRY',
      status: session.status,
    };
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(config.sandbox.webhookSecret, body),
    };
    try {
      const answer = await post(config.sandbox.webhookUrl, body, headers);
      if (answer.status >= 200 && answer.status < 300) return { outcome: 'delivered', status: answer.status };
      if (answer.status < 500) return { outcome: 'refused', status: answer.status };
      log.warn(
        { status: answer.status, attempt: attemptNo, reference: payload.reference },
        'sandbox webhook answered with an error',
      );
      return { outcome: 'retry', status: answer.status };
    } catch (error) {
      log.warn(
        { err: error, attempt: attemptNo, reference: payload.reference },
        'sandbox webhook delivery failed',
      );
      return { outcome: 'retry', status: null };
    }
  }

  async function deliverWebhook(session: SandboxSessionRow): Promise<DeliveryResult> {
    let status: number | null = null;
    for (let attemptNo = 1; attemptNo <= delays.length + 1; attemptNo += 1) {
      const result = await attempt(session, attemptNo);
      status = result.status;
      if (result.outcome !== 'retry') {
        return {
          delivered: result.outcome === 'delivered',
          status,
          attempts: attemptNo,
          redeliveryQueued: false,
        };
      }
      const delay = delays[attemptNo - 1];
      if (delay !== undefined) await wait(delay);
    }
    // The quick retries did not get through: the durable queue keeps trying (surviving restarts), one job per session.
    await jobs.send(
      'sandbox-webhook',
      { token: session.token },
      { startAfterSeconds: redelivery.startAfterSeconds, singletonKey: session.token },
    );
    return { delivered: false, status, attempts: delays.length + 1, redeliveryQueued: true };
  }

  /**
   * The redelivery job's handler: one attempt; throwing makes the queue retry with backoff. Idempotent: the merchant
   * credits a provider reference once, and the session's outcome never changes once decided.
   */
  async function redeliver(
    { token }: { token: string },
    { retryCount }: { retryCount: number },
  ): Promise<void> {
    const session = await repo.findByToken(db, token);
    if (!session || session.status === 'open') return;
    const result = await attempt(session, delays.length + 2 + retryCount);
    if (result.outcome === 'retry')
      throw new Error(`sandbox webhook not delivered (status ${result.status ?? 'none'})`);
    if (result.outcome === 'refused') {
      log.warn({ status: result.status, reference: session.merchant_reference }, 'sandbox webhook refused');
    }
  }

  return {
    /** Declares the redelivery queue's handler (the services plugin calls it once). */
    async registerJobHandlers(): Promise<void> {
      await jobs.work('sandbox-webhook', redeliver, redelivery.policy);
    },

    /** Opens a hosted payment page for one of our payments (in the caller's transaction). */
    async createSession(
      input: { merchantReference: string; amount: number; method: string; locale: Locale },
      tx: Db = db,
    ): Promise<{ providerReference: string; pageUrl: string }> {
      const token = randomBytes(24).toString('base64url');
      const providerReference = `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;
      await repo.insertSession(tx, {
        token,
        provider_reference: providerReference,
        merchant_reference: input.merchantReference,
        amount: String(input.amount),
        currency: 'TRY',
        method: input.method,
        status: 'open',
        card_last4: null,
        locale: input.locale,
        created_at: clock.now(),
        decided_at: null,
      });
      return { providerReference, pageUrl: `${config.publicUrl}/sandbox/pay/${token}` };
    },

    findSession: (token: string) => repo.findByToken(db, token),

    /**
     * The payer pressed Pay or Decline: the first decision sticks, and its outcome is (re)delivered to the webhook —
     * pressing again after a failed delivery is how a stuck payment gets reported.
     */
    async complete(
      token: string,
      outcome: 'paid' | 'declined',
      cardLast4: string | null = null,
    ): Promise<{ session: SandboxSessionRow; delivery: DeliveryResult } | null> {
      const session = await repo.decide(db, token, outcome, cardLast4, clock.now());
      if (!session) return null;
      return { session, delivery: await deliverWebhook(session) };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
