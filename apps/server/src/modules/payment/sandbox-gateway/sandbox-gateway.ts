import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/create-db.ts';
import type { AppJobs } from '../../../lib/app-jobs.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { PaymentProvider, ProviderPaymentStatus } from '../payment.provider.ts';
import * as repo from './sandbox.repository.ts';
import type { SandboxOutboxRow, SandboxSessionRow } from './sandbox.table.ts';
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
  /** The webhook answered 2xx (now, or on an earlier attempt). */
  delivered: boolean;
  /** Last HTTP status, or null when no attempt reached the server. */
  status: number | null;
  /** Not delivered: when the outbox tries again (null once it has given up). */
  nextAttemptAt: Date | null;
}

/**
 * The outbox's retry schedule, like a real PSP's (Stripe: up to 3 days; Adyen: hours): the wait after attempt n is
 * `baseSeconds · 2^(n−1)`, at most `capSeconds`, times a random factor in [1 − jitter, 1 + jitter] so deliveries that
 * failed together do not all come back together; after `maxAttempts` attempts it gives up (reconciliation still finds
 * the payment). Default: 1 min, 2, 4, … 128 min, then every 4 h; 14 attempts ≈ 24 h.
 */
export interface RetrySchedule {
  baseSeconds: number;
  capSeconds: number;
  maxAttempts: number;
  jitter: number;
}

export const WEBHOOK_RETRY: RetrySchedule = {
  baseSeconds: 60,
  capSeconds: 4 * 60 * 60,
  maxAttempts: 14,
  jitter: 0.2,
};

/** The nominal wait (no jitter) after attempt `attemptsMade` (1-based), in seconds. */
export function nominalRetrySeconds(schedule: RetrySchedule, attemptsMade: number): number {
  return Math.min(schedule.capSeconds, schedule.baseSeconds * 2 ** Math.max(0, attemptsMade - 1));
}

/** Every minute (cron, UTC): the outbox worker delivers the rows that are due (one node per tick). */
export const SANDBOX_OUTBOX_CRON = '* * * * *';
/** Rows one tick delivers at most; the rest wait for the next tick. */
const OUTBOX_BATCH = 100;

export interface SandboxGatewayOptions {
  deliver?: WebhookDelivery | undefined;
  retry?: Partial<RetrySchedule> | undefined;
  /** A random number in [0, 1) for the jitter (tests pin it). */
  random?: (() => number) | undefined;
}

export interface SandboxGatewayDeps extends SandboxGatewayOptions {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'sandbox'>;
  log: FastifyBaseLogger;
  jobs: JobsService<AppJobs>;
}

type Attempt = { delivered: boolean; status: number | null; error: string | null };

/**
 * The built-in payment service provider (DESIGN.md, ports): it keeps its own sessions, serves a hosted page
 * (`sandbox.routes.ts`), answers status queries, and reports each outcome to the merchant's webhook signed with the
 * shared secret and a timestamp. Reports go through a durable outbox (migration 0047, docs/decisions/0430): the row is
 * written in the statement that marks the session paid or declined; the payer's request tries once at once, and the
 * outbox worker (a job on the queue, every minute, one node per tick) retries with exponential backoff for about a
 * day. Nothing here touches our payments: it only knows what a PSP would know.
 */
export function createSandboxGateway({
  db,
  clock,
  config,
  log,
  deliver,
  retry,
  random = () => randomInt(1_000_000) / 1_000_000,
  jobs,
}: SandboxGatewayDeps) {
  const post = deliver ?? httpDelivery;
  const schedule: RetrySchedule = { ...WEBHOOK_RETRY, ...retry };

  /** When the attempt after `attemptsMade` attempts is due, from `now` (jittered). */
  function retryAt(now: Date, attemptsMade: number): Date {
    const factor = 1 - schedule.jitter + 2 * schedule.jitter * random();
    return new Date(now.getTime() + Math.round(nominalRetrySeconds(schedule, attemptsMade) * factor * 1000));
  }

  function payloadOf(session: SandboxSessionRow): SandboxWebhookBody {
    if (session.status === 'open') throw new Error('an open session has no outcome to report');
    return {
      providerReference: session.provider_reference,
      reference: session.merchant_reference,
      amount: Number(session.amount),
      currency: 'TRY',
      status: session.status,
    };
  }

  /** One POST of the session's outcome, signed at the time of sending: 2xx is delivered, anything else is retried. */
  async function attempt(session: SandboxSessionRow, attemptNo: number): Promise<Attempt> {
    const payload = payloadOf(session);
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(config.sandbox.webhookSecret, body, clock.now()),
    };
    try {
      const answer = await post(config.sandbox.webhookUrl, body, headers);
      if (answer.status >= 200 && answer.status < 300)
        return { delivered: true, status: answer.status, error: null };
      log.warn(
        { status: answer.status, attempt: attemptNo, reference: payload.reference },
        'sandbox webhook answered with an error',
      );
      return { delivered: false, status: answer.status, error: answer.body.slice(0, 500) };
    } catch (error) {
      log.warn(
        { err: error, attempt: attemptNo, reference: payload.reference },
        'sandbox webhook delivery failed',
      );
      return {
        delivered: false,
        status: null,
        error: String((error as Error).message ?? error).slice(0, 500),
      };
    }
  }

  /** Posts a claimed row and records the outcome; true when delivered. */
  async function deliverClaimed(row: SandboxOutboxRow, session: SandboxSessionRow): Promise<DeliveryResult> {
    const result = await attempt(session, row.attempts);
    const giveUp = !result.delivered && row.attempts >= schedule.maxAttempts;
    await repo.recordAttempt(db, row.id, { ...result, now: clock.now(), giveUp });
    if (giveUp) {
      log.error(
        { reference: session.merchant_reference, attempts: row.attempts },
        'sandbox webhook given up after its last attempt (reconciliation will ask for it)',
      );
    }
    return {
      delivered: result.delivered,
      status: result.status,
      nextAttemptAt: result.delivered || giveUp ? null : row.next_attempt_at,
    };
  }

  /** The payer's own attempt (Pay, "Report again"): claims the row now and posts once. */
  async function deliverNow(session: SandboxSessionRow): Promise<DeliveryResult> {
    const now = clock.now();
    const row = await repo.claimNow(db, session.token, now, (n) => retryAt(now, n));
    if (!row) {
      const existing = await repo.findOutbox(db, session.token);
      if (existing?.delivered_at)
        return { delivered: true, status: existing.last_status, nextAttemptAt: null };
      // Decided before the outbox existed (migration 0047): give it a row and try.
      await repo.scheduleDelivery(db, session.token, now);
      const created = await repo.claimNow(db, session.token, now, (n) => retryAt(now, n));
      if (!created) return { delivered: true, status: null, nextAttemptAt: null };
      return deliverClaimed(created, session);
    }
    return deliverClaimed(row, session);
  }

  /**
   * The outbox worker: delivers every row due at the clock's now (up to `limit`), each claimed first so that two
   * nodes never post the same row at once and a crash mid-post only defers it to its next slot. Returns what it did.
   */
  async function deliverDue(limit = OUTBOX_BATCH): Promise<{ attempted: number; delivered: number }> {
    const now = clock.now();
    const claimed = await repo.claimDue(db, now, limit, (n) => retryAt(now, n));
    let delivered = 0;
    for (const row of claimed) {
      if ((await deliverClaimed(row, row.session)).delivered) delivered += 1;
    }
    return { attempted: claimed.length, delivered };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    /** Opens a hosted payment page for one of our payments (in the caller's transaction). */
    async createSession(input, tx = db) {
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

    /** The PSP's answer to "what became of payment <reference>?" (its status API). */
    async status(reference: string): Promise<ProviderPaymentStatus> {
      const session = await repo.findByMerchantReference(db, reference);
      if (!session)
        return { state: 'unknown', providerReference: null, reference, amount: null, currency: null };
      return {
        state: session.status,
        providerReference: session.provider_reference,
        reference: session.merchant_reference,
        amount: Number(session.amount),
        currency: session.currency,
      };
    },
  };

  return {
    ...provider,
    provider,

    /**
     * Declares the queue handlers (the payment sweep plugin schedules the outbox's tick). `sandbox-webhook` drains the
     * redelivery jobs a previous release queued: each becomes an outbox row due now.
     */
    async registerJobHandlers(): Promise<void> {
      await jobs.work(
        'sandbox-webhook-outbox',
        async () => {
          const { attempted, delivered } = await deliverDue();
          if (attempted > 0) log.info({ attempted, delivered }, 'sandbox webhook outbox');
        },
        // A missed tick is made up by the next one; a tick held by a crashed node is failed after 5 minutes (its
        // claimed rows were already moved to their next slot, so nothing waits for it).
        { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300 },
      );
      await jobs.work(
        'sandbox-webhook',
        async ({ token }) => {
          const session = await repo.findByToken(db, token);
          if (session && session.status !== 'open') await repo.scheduleDelivery(db, token, clock.now());
        },
        { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 },
      );
    },

    findSession: (token: string) => repo.findByToken(db, token),

    /** The session's outbox row (tests, operators). */
    findOutbox: (token: string) => repo.findOutbox(db, token),

    /** Waiting and given-up outbox rows. */
    outboxCounts: () => repo.outboxCounts(db),

    deliverDue,

    /** The wait schedule in use (tests). */
    schedule,

    /**
     * The payer pressed Pay or Decline: the first decision sticks and is written with its outbox row in one statement;
     * then one attempt is made at once (pressing again after a failed report makes another one at once).
     */
    async complete(
      token: string,
      outcome: 'paid' | 'declined',
      cardLast4: string | null = null,
    ): Promise<{ session: SandboxSessionRow; delivery: DeliveryResult } | null> {
      const now = clock.now();
      const decided = await repo.decideWithOutbox(db, token, {
        status: outcome,
        cardLast4,
        now,
        // If this request's own attempt never finishes (the node dies), the worker tries at the first retry slot.
        firstAttemptAt: retryAt(now, 1),
      });
      const session = decided ?? (await repo.findByToken(db, token));
      if (!session || session.status === 'open') return null;
      return { session, delivery: await deliverNow(session) };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
