import { z } from 'zod';
import { str } from './text.ts';

// Player protection (issue 12 §1, docs/decisions/0400; UKGC RTS 12–14, MGA Player Protection Directive). The names
// and fields of the issue are kept: `GET customer/limits`, `POST customer/setlimit {kind, period, amount|minutes|null}`,
// `POST customer/timeout {period}`, `POST customer/selfexclude {period}`, `POST customer/realitycheck {minutes}`.
// Amounts are Turkish lira (two decimals) as everywhere in the API; the session limit is in minutes.

export const RgPath = {
  limits: 'customer/limits',
  setLimit: 'customer/setlimit',
  timeout: 'customer/timeout',
  selfExclude: 'customer/selfexclude',
  realityCheck: 'customer/realitycheck',
  /** Our naming: the play session's clock, net result and reality-check state (the game header polls it). */
  playSession: 'customer/playsession',
  /** Our naming: the player answered the reality check with Continue. */
  continuePlay: 'customer/playsession/continue',
  /** Our naming: the deposit-limit prompt answered by skipping it (asked again after 6 months). */
  skipLimitPrompt: 'customer/limitprompt/skip',
  /** Our naming: account closure at the player's request. */
  closeAccount: 'customer/closeaccount',
  /** Our naming: ask to reopen after a self-exclusion has ended, or after a closure (docs/decisions/0440). */
  requestReopen: 'customer/reopen',
  /** Our naming: the player has reviewed their limits (asked every LIMIT_REVIEW_MONTHS). */
  reviewLimits: 'customer/limitreview',
} as const;

/** Operator calls (Bearer OPERATOR_TOKEN, like every /api/ops/… call): reopening requests and the audit trail. */
export const RgOpsPath = {
  reopenRequests: 'ops/rg/reopen-requests',
  approveReopen: 'ops/rg/reopen-requests/:id/approve',
  rejectReopen: 'ops/rg/reopen-requests/:id/reject',
  audit: 'ops/rg/players/:playerId/audit',
} as const;

export const LimitKind = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LimitKind)[number];
export const MoneyLimitKind = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MoneyLimitKind)[number];
export const LimitPeriod = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LimitPeriod)[number];
export const TimeoutPeriod = ['24h', '7d', '1m', '6w'] as const;
export type TimeoutPeriod = (typeof TimeoutPeriod)[number];
export const SelfExclusionPeriod = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SelfExclusionPeriod)[number];
export const RealityCheckMinutes = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof RealityCheckMinutes)[number];

/** An increase or removal waits this long; a decrease applies at once (RTS 12). */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** A money limit's largest value, lira. */
export const MAX_LIMIT_AMOUNT = 10_000_000;
/** The session limit's bounds, minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
/** A break this long without a bet ends the play session (its clock, net result and session limit start again). */
export const PLAY_SESSION_BREAK_MINUTES = 30;
/** The deposit-limit prompt (or a review of the limits) comes back after this many months. */
export const LIMIT_REVIEW_MONTHS = 6;
/** A request to reopen after a self-exclusion or closure waits this long before an operator may decide it. */
export const REOPEN_COOLING_OFF_HOURS = 24;

const amount = z
  .number({ error: 'v.required' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'v.decimal' })
  .refine((v) => v >= 1 && v <= MAX_LIMIT_AMOUNT, { message: `v.amountRange:1:${MAX_LIMIT_AMOUNT}` });

// ---- POST customer/setlimit ----

/** `amount` (lira) for deposit/loss/wager with a period; `minutes` for the session limit (period null); null removes. */
export const SetLimitRequest = z
  .object({
    kind: z.enum(LimitKind, { message: 'v.option' }),
    period: z.enum(LimitPeriod, { message: 'v.option' }).nullable().optional(),
    amount: amount.nullable().optional(),
    minutes: z
      .number({ error: 'v.required' })
      .int('v.integer')
      .min(
        SESSION_LIMIT_MINUTES.min,
        `v.amountRange:${SESSION_LIMIT_MINUTES.min}:${SESSION_LIMIT_MINUTES.max}`,
      )
      .max(
        SESSION_LIMIT_MINUTES.max,
        `v.amountRange:${SESSION_LIMIT_MINUTES.min}:${SESSION_LIMIT_MINUTES.max}`,
      )
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'session') {
      if (value.period != null) ctx.addIssue({ code: 'custom', path: ['period'], message: 'v.option' });
      if (value.amount != null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.invalid' });
    } else {
      if (value.period == null) ctx.addIssue({ code: 'custom', path: ['period'], message: 'v.option' });
      if (value.minutes != null) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'v.invalid' });
    }
  });
export type SetLimitRequest = z.input<typeof SetLimitRequest>;

/** The web form of one money limit: the amount as typed (empty removes). */
export const LimitAmountForm = z.object({ amount: amount.nullable() });

// ---- POST customer/timeout, customer/selfexclude, customer/realitycheck, customer/closeaccount ----

export const TimeoutRequest = z.object({ period: z.enum(TimeoutPeriod, { message: 'v.option' }) });
export type TimeoutRequest = z.infer<typeof TimeoutRequest>;

export const SelfExcludeRequest = z.object({ period: z.enum(SelfExclusionPeriod, { message: 'v.option' }) });
export type SelfExcludeRequest = z.infer<typeof SelfExcludeRequest>;

/** null turns the reality check off. */
export const RealityCheckRequest = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60)], { message: 'v.option' }).nullable(),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

/** The player confirms the closure (the page asks twice). */
export const CloseAccountRequest = z.object({ confirm: z.literal(true, { message: 'v.required' }) });
export type CloseAccountRequest = z.infer<typeof CloseAccountRequest>;

/** The player asks to reopen (the page asks them to confirm). */
export const ReopenRequest = z.object({ confirm: z.literal(true, { message: 'v.required' }) });
export type ReopenRequest = z.infer<typeof ReopenRequest>;

// ---- GET customer/limits ----

export const PlayerLimit = z.object({
  kind: z.enum(LimitKind),
  /** null for the session limit. */
  period: z.enum(LimitPeriod).nullable(),
  /** In force now: lira, or minutes for the session limit; null = none. */
  value: z.number().nullable(),
  /** An increase or removal waiting for its cooling-off: the value it brings (null = removal) and when. */
  pending: z.object({ value: z.number().nullable(), from: str() }).nullable(),
  /** Money limits: what counts against it in the current period (lira; the loss limit's may be below 0). */
  used: z.number().nullable(),
  /** Money limits: when the current period ends and the limit starts again (ISO 8601). */
  resetsAt: str().nullable(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

export const BlockKind = ['timeout', 'selfExclusion', 'closed'] as const;
export type BlockKind = (typeof BlockKind)[number];

/** The latest request to reopen during this block: waiting (cooling-off, then an operator) or declined. */
export const ReopenState = z.object({
  status: z.enum(['pending', 'rejected']),
  requestedAt: str(),
  /** When the cooling-off ends and an operator may decide. */
  decidableFrom: str(),
});
export type ReopenState = z.infer<typeof ReopenState>;

export const PlayerBlock = z.object({
  kind: z.enum(BlockKind),
  period: str().nullable(),
  from: str(),
  /** null: permanent self-exclusion, or a closure until the operator reopens the account. */
  until: str().nullable(),
  /**
   * A self-exclusion whose period is over: the account stays closed until the player asks to reopen, 24 hours pass
   * and an operator approves (docs/decisions/0440). A time-out simply ends.
   */
  ended: z.boolean(),
  /** The player may ask to reopen now (an ended self-exclusion or a closure, no request waiting). */
  canRequestReopen: z.boolean(),
  reopen: ReopenState.nullable(),
});
export type PlayerBlock = z.infer<typeof PlayerBlock>;

export const LimitsData = z.object({
  /** Every limit slot, set or not: deposit/loss/wager × day/week/month, then the session limit. */
  limits: z.array(PlayerLimit),
  realityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  block: PlayerBlock.nullable(),
  /** Ask the player to set a deposit limit (no deposit limit and the prompt not answered in the last 6 months). */
  promptDepositLimit: z.boolean(),
  /**
   * Ask the player to review the limits they have: none reviewed or changed in the last LIMIT_REVIEW_MONTHS months
   * (`customer/limitreview` answers it).
   */
  reviewLimits: z.boolean(),
  /** When the player last reviewed their limits (ISO 8601), or null. */
  limitsReviewedAt: str().nullable(),
});
export type LimitsData = z.infer<typeof LimitsData>;

// ---- POST customer/playsession ----

/**
 * `start`: an open game starts a play session when none is running (its clock starts then); the sportsbook's pages
 * only read it (a bet starts it), so they still show a reality check that is due.
 */
export const PlaySessionRequest = z.object({ start: z.boolean().default(true) });
export type PlaySessionRequest = z.input<typeof PlaySessionRequest>;

export const PlaySessionData = z.object({
  /** null: no play session (no bet in the last 30 minutes). */
  startedAt: str().nullable(),
  /** Seconds since the session started. */
  elapsedSeconds: z.number(),
  /** Net result of the session's game play, lira: positive won, negative lost. */
  net: z.number(),
  realityCheckMinutes: z.number().nullable(),
  /** The reality check is due: play pauses until the player answers it. */
  realityCheckDue: z.boolean(),
  nextRealityCheckAt: str().nullable(),
  /** The session-time limit, minutes, and when this session reaches it. */
  sessionLimitMinutes: z.number().nullable(),
  sessionEndsAt: str().nullable(),
  /** A block in force (time-out, self-exclusion, closure): no play at all. */
  blocked: z.boolean(),
});
export type PlaySessionData = z.infer<typeof PlaySessionData>;

// ---- operator: reopening requests (ops/rg/…) ----

export const OpsReopenIdParams = z.object({ id: str().regex(/^\d{1,18}$/, 'v.invalid') });

/** A request waiting for a decision, as operators see it. */
export const OpsReopenRequest = z.object({
  id: str(),
  playerId: str(),
  username: str(),
  blockKind: z.enum(['selfExclusion', 'closed']),
  blockPeriod: str().nullable(),
  blockFrom: str().nullable(),
  requestedAt: str(),
  decidableFrom: str(),
  /** The cooling-off is over: it may be decided now. */
  decidable: z.boolean(),
});
export type OpsReopenRequest = z.infer<typeof OpsReopenRequest>;

/** One line of a player's protection audit trail (player and operator changes). */
export const OpsRgAuditEntry = z.object({
  action: str(),
  actor: str(),
  detail: z.record(str(), z.unknown()),
  createdAt: str(),
});
export type OpsRgAuditEntry = z.infer<typeof OpsRgAuditEntry>;
