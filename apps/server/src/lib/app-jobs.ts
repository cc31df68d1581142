// Every background job of the application in one place: queue name → the data its handler receives. The data is
// stored as JSON in the queue's table until a node runs it, so it must survive JSON (no Date, no bigint) and should
// be small: ids to look up, not rows. docs/decisions/0160.

/** A recurring sweep: what it needs is in the database, so it carries nothing. */
export type SweepJob = Record<string, never>;

export interface MailJob {
  to: string;
  subject: string;
  text: string;
}

export interface SmsJob {
  to: string;
  text: string;
}

/**
 * A redelivery job of the previous release (before the outbox, migration 0047): its handler only makes the session's
 * outbox row due now. Nothing sends it any more.
 */
export interface SandboxWebhookJob {
  token: string;
}

/** A live sports bet whose delay ends: accept or refuse it (modules/sports-bets; idempotent by the bet's status). */
export interface SportsBetDecideJob {
  betId: string;
}

/** Markets the feed settled, cancelled, rolled back or voided a window of: (re)settle the bets on them. */
export interface SportsBetsSettleJob {
  marketIds: string[];
}

export interface AppJobs {
  /** Every minute (cron): forfeits bonuses past their expiry (bonus module). */
  'bonus-expiry-sweep': SweepJob;
  /** Every 10 minutes (cron): settles Mines rounds left open too long (games/fair). */
  'mines-abandon-sweep': SweepJob;
  /** An e-mail through SMTP (messaging), retried while the server refuses it. */
  'messaging-mail': MailJob;
  /** An SMS through the HTTP provider (messaging), retried while it fails. */
  'messaging-sms': SmsJob;
  /** Drains the previous release's redelivery jobs into the sandbox PSP's webhook outbox. */
  'sandbox-webhook': SandboxWebhookJob;
  /** Every minute (cron): the sandbox PSP's outbox worker delivers the webhooks that are due (docs/decisions/0430). */
  'sandbox-webhook-outbox': SweepJob;
  /** Every minute (cron): Pending PSP deposits a few minutes old are looked up at the provider and completed. */
  'payment-reconcile': SweepJob;
  /** The end of a live bet's delay, the fallback of the in-process timer (sports-bets). */
  'sports-bet-decide': SportsBetDecideJob;
  /** Settling the bets of closed markets, sent when the feed closes them (sports-bets). */
  'sports-bets-settle': SportsBetsSettleJob;
  /** Every minute (cron): live bets past their delay and closed markets with open legs that a lost job left behind. */
  'sports-bets-sweep': SweepJob;
}
