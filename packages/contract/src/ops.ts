import { z } from 'zod';
import { str } from './text.ts';
import { TransactionStatus, TransactionType } from './enums.ts';

// ---- operator endpoints under /api/ops/…: an operator's session token (Bearer), roles checked per call ----
// (docs/decisions/0500). Sign-in is two steps: username + password → a challenge; challenge + TOTP code → a session.

/** Paths relative to the API base; `:reference` is a payment reference (DP-XXXXXX or WD-XXXXXX). */
export const OpsPath = {
  pendingPayments: 'ops/payments/pending',
  paymentAudit: 'ops/payments/:reference/audit',
  approveWithdrawal: 'ops/withdrawals/:reference/approve',
  rejectWithdrawal: 'ops/withdrawals/:reference/reject',
  confirmDeposit: 'ops/deposits/:reference/confirm',
  rejectDeposit: 'ops/deposits/:reference/reject',
  /** Ask the payment provider about a Pending PSP deposit and apply its answer (docs/decisions/0430). */
  reconcileDeposit: 'ops/deposits/:reference/reconcile',
  releaseWithdrawal: 'ops/withdrawals/:reference/release',
  books: 'ops/books',
  login: 'ops/auth/login',
  totp: 'ops/auth/totp',
  logout: 'ops/auth/logout',
  me: 'ops/auth/me',
  audit: 'ops/audit',
  operators: 'ops/operators',
  operator: 'ops/operators/:id',
} as const;

/**
 * An operator locks or unlocks a player's account (docs/decisions/0440): a lock ends every site and game session at
 * once and refuses login until it is lifted; both are audited with the operator's name and note.
 */
export const OpsPlayerPath = {
  lock: 'ops/players/:playerId/lock',
  unlock: 'ops/players/:playerId/unlock',
  audit: 'ops/players/:playerId/audit',
} as const;

export const OpsPlayerParams = z.object({ playerId: str().regex(/^\d{1,18}$/, 'v.invalid') });

/** One operator change to an account (lock, unlock) as stored. */
export const OpsPlayerAuditEntry = z.object({
  action: str(),
  actor: str(),
  detail: z.record(str(), z.unknown()),
  createdAt: str(),
});
export type OpsPlayerAuditEntry = z.infer<typeof OpsPlayerAuditEntry>;

/**
 * A promotional notification (marketing) to chosen players, in both languages: sent only to players who may receive
 * marketing — none while a time-out, self-exclusion (also one that has ended but not been reopened) or closure is in
 * force, nor to a locked account (docs/decisions/0440).
 */
export const OpsMarketingPath = { notify: 'ops/marketing/notify' } as const;

const bilingual = (max: number) =>
  z.object({
    tr: str().trim().min(1, 'v.required').max(max),
    en: str().trim().min(1, 'v.required').max(max),
  });

export const OpsPromotionNotice = z.object({
  playerIds: z
    .array(str().regex(/^\d{1,18}$/, 'v.invalid'))
    .min(1, 'v.required')
    .max(1000),
  title: bilingual(100),
  note: bilingual(500),
});
export type OpsPromotionNotice = z.infer<typeof OpsPromotionNotice>;

/** How many were sent, and how many were left out (protection, a lock, an unknown id). */
export const OpsPromotionResult = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type OpsPromotionResult = z.infer<typeof OpsPromotionResult>;
/** The roles an operator can hold (several at once); what each may do is the server's (modules/ops/ops.permissions.ts). */
export const OperatorRole = [
  'admin',
  'payments',
  'risk',
  'support',
  'content',
  'trader',
  'read-only',
] as const;
export type OperatorRole = (typeof OperatorRole)[number];

export const OPERATOR_USERNAME = /^[a-z][a-z0-9._-]{2,39}$/;
const operatorUsername = str().trim().toLowerCase().regex(OPERATOR_USERNAME, 'v.invalid');

/** Step 1: the password. The answer carries a one-use challenge for step 2, valid for a few minutes. */
export const OpsLoginRequest = z.object({
  username: str().trim().min(1, 'v.required').max(40),
  password: str().min(1, 'v.required').max(200),
});
export const OpsLoginChallenge = z.object({ challenge: str(), expiresAt: str() });
export type OpsLoginChallenge = z.infer<typeof OpsLoginChallenge>;

/** Step 2: the 6-digit code of the operator's authenticator app. */
export const OpsTotpRequest = z.object({
  challenge: str().min(16).max(200),
  code: str().regex(/^\d{6}$/, 'v.code:6'),
});

export const OpsOperator = z.object({
  id: str(),
  username: str(),
  roles: z.array(z.enum(OperatorRole)),
  disabled: z.boolean(),
  createdAt: str(),
});
export type OpsOperator = z.infer<typeof OpsOperator>;

/**
 * `GET ops/auth/me`: the operator and what the roles allow, as [action, subject] pairs of the server's CASL rules
 * ('manage' = every action, 'all' = every subject). The back office hides what is not allowed; the server still
 * checks every call.
 */
export const OpsMe = OpsOperator.extend({ can: z.array(z.tuple([str(), str()])) });
export type OpsMe = z.infer<typeof OpsMe>;

/** A signed-in operator: the token for `Authorization: Bearer …` and when the session ends at the latest. */
export const OpsSession = z.object({
  token: str(),
  operator: OpsOperator,
  expiresAt: str(),
  idleMinutes: z.number(),
});
export type OpsSession = z.infer<typeof OpsSession>;

export const OpsOperatorParams = z.object({ id: str().regex(/^\d{1,18}$/, 'v.invalid') });

/** A new operator (admin): the answer shows the TOTP secret once. */
export const OpsCreateOperatorRequest = z.object({
  username: operatorUsername,
  password: str().min(12, 'v.minLength:12').max(200),
  roles: z.array(z.enum(OperatorRole)).min(1, 'v.required').max(OperatorRole.length),
});
export const OpsCreatedOperator = z.object({
  operator: OpsOperator,
  totpSecret: str(),
  otpauthUri: str(),
});
export type OpsCreatedOperator = z.infer<typeof OpsCreatedOperator>;

/** Change an operator's roles or disable / enable the account (disabling ends its sessions). */
export const OpsUpdateOperatorRequest = z
  .object({
    roles: z.array(z.enum(OperatorRole)).min(1, 'v.required').max(OperatorRole.length).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.roles !== undefined || v.disabled !== undefined, { message: 'v.required' });

/** The audit search: every filter optional, newest first, paginated on the server. */
export const OpsAuditQuery = z.object({
  operatorId: str()
    .regex(/^\d{1,18}$/, 'v.invalid')
    .optional(),
  action: str().max(100).optional(),
  targetType: str().max(40).optional(),
  targetId: str().max(100).optional(),
  from: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional(),
  skip: z.coerce.number().int().min(0, 'v.invalid').max(1_000_000, 'v.invalid').default(0),
  take: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').default(50),
});
export type OpsAuditQuery = z.output<typeof OpsAuditQuery>;

export const OpsAuditEntry = z.object({
  id: str(),
  operatorId: str().nullable(),
  actor: str(),
  action: str(),
  route: str().nullable(),
  targetType: str().nullable(),
  targetId: str().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  status: z.number().nullable(),
  ip: str().nullable(),
  requestId: str().nullable(),
  createdAt: str(),
});
export type OpsAuditEntry = z.infer<typeof OpsAuditEntry>;
export const OpsAuditPage = z.object({ total: z.number(), items: z.array(OpsAuditEntry) });
export type OpsAuditPage = z.infer<typeof OpsAuditPage>;

export const OpsReferenceParams = z.object({ reference: str().regex(/^(DP|WD)-[0-9A-Z]{6}$/) });

/** The optional body of an operator decision: a note for the audit log. */
export const OpsDecisionRequest = z.object({ note: str().trim().max(500).nullish() }).nullish();

/** A payment as operators see it (lira, like the API). */
export const OpsPayment = z.object({
  reference: str(),
  type: z.enum(TransactionType),
  status: z.enum(TransactionStatus),
  method: str(),
  amount: z.number(),
  playerId: str(),
  username: str().nullable(),
  detail: z.record(str(), z.union([str(), z.number()])),
  providerReference: str().nullable(),
  decidedBy: str().nullable(),
  note: str().nullable(),
  createdAt: str(),
  updatedAt: str(),
  /** Four-eyes: a withdrawal above the threshold that one operator approved, waiting for another to release it. */
  approval: z.object({ operatorId: str(), actor: str(), approvedAt: str() }).nullable().optional(),
});
export type OpsPayment = z.infer<typeof OpsPayment>;

/** What asking the provider did: its answer, and the outcome here (`pending`: nothing to apply yet). */
export const OpsReconcileResult = z.object({
  provider: z.enum(['open', 'paid', 'declined', 'unknown']),
  outcome: z.enum(['confirmed', 'rejected', 'replayed', 'pending']),
  payment: OpsPayment,
});
export type OpsReconcileResult = z.infer<typeof OpsReconcileResult>;

/** One line of a payment's audit log, as stored (ISO 8601 time). */
export const OpsPaymentAuditEntry = z.object({
  id: str(),
  payment_id: str(),
  actor: str(),
  action: str(),
  note: str().nullable(),
  created_at: str(),
});

/** The books check: every account equals its entries, everything sums to zero; house totals in kuruş (text). */
export const OpsBooks = z.object({
  ok: z.boolean(),
  problems: z.array(str()),
  houseKurus: z.record(str(), str()),
});
export type OpsBooks = z.infer<typeof OpsBooks>;
