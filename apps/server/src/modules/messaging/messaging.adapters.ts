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
 * Real e-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). `send` resolves when the
 * server accepted the message and throws when it refused: it runs in the job queue's handler (messaging-mail), never
 * inside a request, so a refusal is retried and an SMTP round trip cannot tell, by its delay, whether a username exists.
 */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
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
