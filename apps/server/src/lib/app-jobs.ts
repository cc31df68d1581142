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

/** The sandbox PSP reports a session's outcome to the merchant's webhook again (after its quick retries failed). */
export interface SandboxWebhookJob {
  token: string;
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
  /** The sandbox PSP's webhook redelivery, with backoff, surviving restarts. */
  'sandbox-webhook': SandboxWebhookJob;
}
