import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@kasa/contract/constants';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/create-db.ts';
import type { Clock } from '../../../lib/clock.ts';
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
}

export interface SandboxGatewayOptions {
  deliver?: WebhookDelivery | undefined;
  /** Waits before the 2nd, 3rd… attempt. Default 3 attempts: now, after 0.5 s, after 2 s. */
  retryDelaysMs?: number[] | undefined;
}

export interface SandboxGatewayDeps extends SandboxGatewayOptions {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'sandbox'>;
  log: FastifyBaseLogger;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-in payment service provider (DESIGN.md, ports): it keeps its own sessions, serves a hosted page
 * (`sandbox.routes.ts`), and reports each outcome to the merchant's webhook signed with the shared secret, retrying
 * like a PSP does. Nothing here touches our payments: it only knows what a PSP would know.
 */
export function createSandboxGateway({ db, clock, config, log, deliver, retryDelaysMs }: SandboxGatewayDeps) {
  const post = deliver ?? httpDelivery;
  const delays = retryDelaysMs ?? [500, 2000];

  async function deliverWebhook(session: SandboxSessionRow): Promise<DeliveryResult> {
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
    let status: number | null = null;
    for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
      try {
        const answer = await post(config.sandbox.webhookUrl, body, headers);
        status = answer.status;
        if (status >= 200 && status < 300) return { delivered: true, status, attempts: attempt };
        // A 4xx is the merchant's definite answer (bad signature, mismatch): retrying the same body cannot help.
        if (status < 500) return { delivered: false, status, attempts: attempt };
        log.warn({ status, attempt, reference: payload.reference }, 'sandbox webhook answered with an error');
      } catch (error) {
        log.warn({ err: error, attempt, reference: payload.reference }, 'sandbox webhook delivery failed');
      }
      const delay = delays[attempt - 1];
      if (delay !== undefined) await wait(delay);
    }
    return { delivered: false, status, attempts: delays.length + 1 };
  }

  return {
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
