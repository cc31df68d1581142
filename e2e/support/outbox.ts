import type { OutboxMessage } from '@kasa/contract/dev';
import { baseUrl } from './browser.ts';

const POLL_MS = 200;
const WAIT_MS = 10_000;

/** Every message in the server's development outbox, newest first. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl()}/api/dev/outbox`, { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as { success: boolean; message: string; data: OutboxMessage[] | null };
  if (!response.ok || !body.success || !Array.isArray(body.data)) {
    throw new Error(
      `GET /api/dev/outbox failed: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return body.data;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Waits for the newest message on `channel` to `to` that arrived after `since` (a message count marker from
 * `outboxMark`, so a code sent earlier in the journey is never mistaken for the new one) and returns it.
 */
async function waitForMessage(
  channel: OutboxMessage['channel'],
  matchesRecipient: (to: string) => boolean,
  since: Set<string>,
  what: string,
): Promise<OutboxMessage> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = (await readOutbox()).find(
      (message) => message.channel === channel && matchesRecipient(message.to) && !since.has(message.id),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No new ${channel} for ${what} reached the outbox in ${WAIT_MS} ms.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The ids already in the outbox: pass to the readers below to accept only messages sent after this moment. */
export async function outboxMark(): Promise<Set<string>> {
  return new Set((await readOutbox()).map((message) => message.id));
}

/** The 6-digit SMS code most recently sent to `phone` (digits, e.g. 905321234567) after `since`. */
export async function latestSmsCode(phone: string, since: Set<string> = new Set()): Promise<string> {
  const message = await waitForMessage(
    'sms',
    (to) => digits(to).endsWith(digits(phone).slice(-10)),
    since,
    phone,
  );
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`The SMS to ${phone} carries no 6-digit code: ${JSON.stringify(message.body)}`);
  return code;
}

/** The password-reset code most recently e-mailed to `email` after `since`. */
export async function latestResetCode(email: string, since: Set<string> = new Set()): Promise<string> {
  const message = await waitForMessage(
    'email',
    (to) => to.toLowerCase().includes(email.toLowerCase()),
    since,
    email,
  );
  const code = extractResetCode(message.body);
  if (!code) throw new Error(`The e-mail to ${email} carries no reset code: ${JSON.stringify(message.body)}`);
  return code;
}

/** The server's codes are numeric (zero-padded); the first standalone run of digits in the mail is the code. */
function extractResetCode(body: string): string | undefined {
  return /\b(\d{4,20})\b/.exec(body)?.[1];
}
