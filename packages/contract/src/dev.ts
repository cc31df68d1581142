import { z } from 'zod';
import { envelope } from './envelope.ts';

// ---- dev/outbox: e-mail and SMS kept locally when no provider is configured (never in production) ----

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const OutboxMessage = z.object({
  id: z.string(),
  channel: OutboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = envelope(z.array(OutboxMessage));
