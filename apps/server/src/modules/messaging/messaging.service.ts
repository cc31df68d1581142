import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@kasa/contract/dev';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import { httpSmsSender, outboxMailSender, outboxSmsSender, smtpMailSender } from './messaging.adapters.ts';
import type { MailSender, SmsSender } from './messaging.ports.ts';
import * as repo from './messaging.repository.ts';

// The messages other modules write (auth's reset mail, customer's code SMS) and the ports tests may replace.
export type { MailMessage, MailSender, SmsMessage, SmsSender } from './messaging.ports.ts';

export interface MessagingOverrides {
  mail?: MailSender;
  sms?: SmsSender;
}

export function createMessagingService(
  config: Config,
  db: Db,
  clock: Clock,
  overrides: MessagingOverrides = {},
  log: Pick<FastifyBaseLogger, 'error'> = console,
) {
  const mail =
    overrides.mail ??
    (config.smtpUrl
      ? smtpMailSender(config.smtpUrl, config.mailFrom, (err, to) =>
          log.error({ err, to }, 'e-mail delivery failed'),
        )
      : outboxMailSender(db, clock));
  const sms =
    overrides.sms ??
    (config.sms ? httpSmsSender(config.sms.url, config.sms.token) : outboxSmsSender(db, clock));

  return {
    mail,
    sms,

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
