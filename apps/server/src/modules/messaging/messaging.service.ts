import type { OutboxMessage } from '@kasa/contract/dev';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/create-db.ts';
import type { AppJobs } from '../../lib/app-jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobsService, QueuePolicy } from '../jobs/jobs.service.ts';
import { httpSmsSender, outboxMailSender, outboxSmsSender, smtpMailSender } from './messaging.adapters.ts';
import type { MailSender, SmsSender } from './messaging.ports.ts';
import * as repo from './messaging.repository.ts';

// The messages other modules write (auth's reset mail, customer's code SMS) and the ports tests may replace.
export type { MailMessage, MailSender, SmsMessage, SmsSender } from './messaging.ports.ts';

export interface MessagingOverrides {
  mail?: MailSender;
  sms?: SmsSender;
  /**
   * Hand messages to the job queue, as the SMTP and HTTP SMS adapters do (default: true for those, false for the
   * outbox and for replaced senders, which are called during the request).
   */
  queued?: boolean;
  /** The queue's retry policy for messages (default MESSAGE_POLICY). */
  policy?: QueuePolicy;
}

/**
 * An outside server refusing or timing out is retried for about an hour (15 s doubling with jitter); a message still
 * undelivered then stays `failed` in the queue, counted by the queue depth metric.
 */
export const MESSAGE_POLICY: QueuePolicy = {
  retryLimit: 8,
  retryDelaySeconds: 15,
  retryBackoff: true,
  expireInSeconds: 60,
};

export function createMessagingService(
  config: Config,
  db: Db,
  clock: Clock,
  jobs: JobsService<AppJobs>,
  overrides: MessagingOverrides = {},
) {
  const mailTransport =
    overrides.mail ??
    (config.smtpUrl ? smtpMailSender(config.smtpUrl, config.mailFrom) : outboxMailSender(db, clock));
  const smsTransport =
    overrides.sms ??
    (config.sms ? httpSmsSender(config.sms.url, config.sms.token) : outboxSmsSender(db, clock));
  // The outbox is a row written in the request: nothing to retry. An outside server goes through the durable queue,
  // so the request answers at once (its timing tells nothing, e.g. whether a username exists) and a refusal or a
  // crash is retried instead of losing the message.
  const mailQueued = overrides.queued ?? (!overrides.mail && config.smtpUrl !== undefined);
  const smsQueued = overrides.queued ?? (!overrides.sms && config.sms !== undefined);

  const mail: MailSender = mailQueued
    ? {
        async send(message) {
          await jobs.send('messaging-mail', { to: message.to, subject: message.subject, text: message.text });
        },
      }
    : mailTransport;
  const sms: SmsSender = smsQueued
    ? {
        async send(message) {
          await jobs.send('messaging-sms', { to: message.to, text: message.text });
        },
      }
    : smsTransport;

  return {
    mail,
    sms,

    /**
     * The queue's handlers: each delivers one message through the transport. At least once: a node that dies after
     * the server accepted a message but before the job was marked done sends it again (the same code, harmless).
     */
    async registerJobHandlers(): Promise<void> {
      const policy = overrides.policy ?? MESSAGE_POLICY;
      await jobs.work('messaging-mail', (message) => mailTransport.send(message), policy);
      await jobs.work('messaging-sms', (message) => smsTransport.send(message), policy);
    },

    /** Newest first. */
    async listOutbox(limit = 100): Promise<OutboxMessage[]> {
      const rows = await repo.listOutbox(db, limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
