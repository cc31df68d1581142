import { z } from 'zod';
import { str } from './text.ts';
import { envelope } from './envelope.ts';

// Bonuses (issue 3 §7; rules in docs/decisions/0070-bonus-rules.md). All calls need the Bearer token. Amounts are
// Turkish lira (decimal numbers) as everywhere in the API; the server keeps kuruş. Titles, descriptions and reasons
// come in the request's language (x-locale).

/** What a bonus is; one definition per kind. */
export const BonusKind = { Trial: 'trial', FirstDeposit: 'first_deposit', Cashback: 'cashback' } as const;
export type BonusKind = (typeof BonusKind)[keyof typeof BonusKind];

/**
 * A player's bonus. 1–4 are the spec's ProcessStatus numbers (Processing = Active: wagering under way); 0 Requested is
 * ours: a first-deposit bonus waiting for the first confirmed deposit.
 */
export const BonusStatus = { Requested: 0, Active: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type BonusStatus = (typeof BonusStatus)[keyof typeof BonusStatus];

// ---- POST bonus/list {} → the player's bonuses, current and past, newest first ----

export const BonusListRequest = z.object({}).strip();
export type BonusListRequest = z.input<typeof BonusListRequest>;

export const PlayerBonus = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  kind: z.enum(BonusKind),
  title: str(),
  status: z.enum(BonusStatus),
  /** Granted amount (lira); 0 while Requested. */
  amount: z.number(),
  /** Bets (lira) that must be placed before the bonus money becomes cash. */
  wageringRequired: z.number(),
  /** Bets (lira) counted so far, never above wageringRequired. */
  wageringProgress: z.number(),
  /** Completed: the amount that became cash; Expired: the amount forfeited; otherwise null. */
  settledAmount: z.number().nullable(),
  /** UTC ISO 8601 times. */
  requestedAt: str(),
  grantedAt: str().nullable(),
  expiresAt: str().nullable(),
  completedAt: str().nullable(),
});
export type PlayerBonus = z.infer<typeof PlayerBonus>;
export const BonusListResponse = envelope(z.array(PlayerBonus));

// ---- POST bonus/available {} → every active definition, with whether the player can request it now ----

export const BonusAvailableRequest = z.object({}).strip();
export type BonusAvailableRequest = z.input<typeof BonusAvailableRequest>;

export const AvailableBonus = z.object({
  definitionId: z.number().int(),
  kind: z.enum(BonusKind),
  title: str(),
  description: str(),
  /** First deposit: % of the deposit; cashback: % of net losses; trial: null. */
  percent: z.number().nullable(),
  /** Cap (lira) or null. */
  maxAmount: z.number().nullable(),
  /** First deposit: smallest qualifying deposit; cashback: smallest payable amount (lira). */
  minAmount: z.number(),
  wageringMultiplier: z.number().int(),
  validDays: z.number().int(),
  /** What requesting now would pay (trial: the amount; cashback: from the last 7 days' net losses); else null. */
  amount: z.number().nullable(),
  /** True when bonus/request would succeed now. */
  eligible: z.boolean(),
  /** Why not (translated), null when eligible. */
  reason: str().nullable(),
});
export type AvailableBonus = z.infer<typeof AvailableBonus>;
export const BonusAvailableResponse = envelope(z.array(AvailableBonus));

// ---- POST bonus/request {definitionId} → the new bonus (trial: granted; first deposit: Requested; cashback: granted) ----

export const BonusRequestBody = z.object({ definitionId: z.number().int().positive() });
export type BonusRequestBody = z.infer<typeof BonusRequestBody>;
export const BonusRequestResponse = envelope(PlayerBonus);

// ---- GET bonus/definetrialbonus (spec §7) → the granted trial bonus; refusals 400/409 with the reason ----

export const TrialBonusResponse = envelope(PlayerBonus);
