import nodemailer from 'nodemailer';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailSender, SmsSender } from './messaging.ports.ts';
import * as repo from './messaging.repository.ts';

/** The built-in adapters: messages are kept in the outbox table (readable at /dev/outbox outside production). */
export function outboxMailSender(db: Db, clock: Clock): MailSender {
  return {
    send: ({ to, subject, text }) =>
      repo.insertOutbox(db, {
        channel: 'email',
        recipient: to,
        subject,
        body: text,
        created_at: clock.now(),
      }),
  };
}

export function outboxSmsSender(db: Db, clock: Clock): SmsSender {
  return {
    send: ({ to, text }) =>
      repo.insertOutbox(db, {
        channel: 'sms',
        recipient: to,
        subject: null,
        body: text,
        created_at: clock.now(),
      }),
  };
}

/**
 * Real e-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). `send` hands the message to
 * the transport and returns at once: an SMTP round trip inside a request would tell, by its delay, whether a username
 * exists (password recovery must answer the same either way). Delivery failures are reported to `onError`.
 */
export function smtpMailSender(
  smtpUrl: string,
  from: string,
  onError: (error: unknown, to: string) => void = () => {},
): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      transport.sendMail({ from, to, subject, text }).catch((error: unknown) => onError(error, to));
    },
  };
}

/**
 * A generic HTTP SMS provider: POST {to, text} as JSON with a Bearer token. A provider with another body shape gets
 * its own adapter behind the same port.
 */
export function httpSmsSender(url: string, token: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
