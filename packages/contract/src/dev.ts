import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';

// ---- dev/outbox: e-mail and SMS kept locally when no provider is configured (never in production) ----

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const OutboxMessage = z.object({
  id: str(),
  channel: OutboxChannel,
  to: str(),
  subject: str().nullable(),
  body: str(),
  createdAt: str(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = envelope(z.array(OutboxMessage));

/** POST dev/sports/finish: simulated matches to play to their end at once (development and journeys only). */
export const DevSportsFinishRequest = z.object({
  eventIds: z.array(str().min(1).max(100)).min(1).max(50),
  /** true: only say what each open market will pay (the result is fixed by the event), end nothing. */
  dryRun: z.boolean().optional(),
});
export type DevSportsFinishRequest = z.infer<typeof DevSportsFinishRequest>;
export const DevSportsFinishData = z.object({
  ended: z.number().int(),
  /** Per match: each open market ('1x2', 'ou:2.5') and its winning outcomes. */
  results: z.array(
    z.object({
      eventId: str(),
      markets: z.array(z.object({ market: str(), won: z.array(str()) })),
    }),
  ),
});
export type DevSportsFinishData = z.infer<typeof DevSportsFinishData>;

/** POST dev/sports/reprice: every market's first outcome of a match in play moves up in price now (journeys only). */
export const DevSportsRepriceRequest = z.object({ eventId: str().min(1).max(100) });
export const DevSportsRepriceData = z.object({ moved: z.boolean() });

/** POST dev/rg/realitycheckdue: the player's reality check falls due now, as if its interval had passed (journeys). */
export const DevRealityCheckDueRequest = z.object({ username: str().trim().min(1).max(40) });
export const DevRealityCheckDueData = z.object({ due: z.boolean() });
