import type { FastifyPluginAsync } from 'fastify';
import { Gauge } from 'prom-client';
import { SANDBOX_OUTBOX_CRON } from './sandbox-gateway/sandbox-gateway.ts';
import { PAYMENT_RECONCILE_CRON } from './payment.service.ts';

/**
 * The payment module's recurring work on the durable queue (docs/decisions/0160, 0430), each tick on one node:
 * the sandbox PSP's webhook outbox worker (its handler is declared by the gateway) and the reconciliation of Pending
 * PSP deposits with the provider. Both idempotent: outbox rows are claimed before they are posted, and every outcome
 * goes through the payment's row lock and the ledger's idempotency key. Not scheduled under NODE_ENV=test (tests
 * call `sandboxGateway.deliverDue()` and `payment.reconcilePending()` with their clock).
 */
export const paymentSweepPlugin: FastifyPluginAsync = async (app) => {
  await app.jobs.work(
    'payment-reconcile',
    async () => {
      await app.services.payment.reconcilePending();
    },
    // A missed tick is made up by the next one; a tick held by a crashed node is retried after 5 minutes.
    { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300 },
  );
  await app.jobs.schedule('sandbox-webhook-outbox', SANDBOX_OUTBOX_CRON);
  // Reports still to deliver, and reports given up after the last retry (those deposits wait for reconciliation).
  new Gauge({
    name: 'kasa_psp_webhook_outbox',
    help: "The sandbox PSP's webhook outbox: state waiting (to deliver) or gave_up (after its last attempt)",
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const { waiting, gaveUp } = await app.services.sandboxGateway.outboxCounts();
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'gave_up' }, gaveUp);
    },
  });
  await app.jobs.schedule('payment-reconcile', PAYMENT_RECONCILE_CRON);
};
