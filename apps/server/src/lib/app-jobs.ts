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
  /** The sandbox PSP's webhook redelivery, with backoff, surviving restarts. */
  'sandbox-webhook': SandboxWebhookJob;
  /** The end of a live bet's delay, the fallback of the in-process timer (sports-bets). */
  'sports-bet-decide': SportsBetDecideJob;
  /** Settling the bets of closed markets, sent when the feed closes them (sports-bets). */
  'sports-bets-settle': SportsBetsSettleJob;
  /** Every minute (cron): live bets past their delay and closed markets with open legs that a lost job left behind. */
  'sports-bets-sweep': SweepJob;
}
