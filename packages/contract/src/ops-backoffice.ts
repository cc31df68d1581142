import { z } from 'zod';
import { OpsPayment, OpsPlayerParams as OpsPlayerParamsShape } from './ops.ts';
import { str } from './text.ts';

// ---- the back office's read calls (apps/admin): the dashboard and the player screens (docs/decisions/0510) ----
// Operator session (Bearer) as every /api/ops/… call; amounts in lira like the rest of the API.

export const OpsBackOfficePath = {
  /** GET ?days=1..90 (default 30): totals for today and per day, GGR/NGR by product, queues. */
  dashboard: 'ops/dashboard',
  /** GET ?q=&skip=&take=: search by username, name, phone, e-mail, TC No, IBAN or player id. */
  players: 'ops/players',
  /** GET: one player's profile, balances, protection state, KYC state, bonuses. */
  player: 'ops/players/:playerId',
  /** GET ?skip=&take=: the player's ledger transactions, newest first. */
  playerLedger: 'ops/players/:playerId/ledger',
  /** GET ?skip=&take=: the player's deposits and withdrawals, newest first. */
  playerPayments: 'ops/players/:playerId/payments',
  /** GET: the player's site sessions (IP, device), newest first. */
  playerSessions: 'ops/players/:playerId/sessions',
  /** POST: end every session of the player at once (force logout), audited. */
  playerLogout: 'ops/players/:playerId/logout',
  /** GET: the operators' notes on a player; POST {text}: add one (append-only, audited). */
  playerNotes: 'ops/players/:playerId/notes',
  /**
   * GET: the player's balance adjustments, newest first; POST {direction, amount, reason, requestId}: adjust the
   * player's cash (docs/decisions/0512) — applied at once up to the four-eyes threshold, else pending for a second
   * operator.
   */
  playerAdjustments: 'ops/players/:playerId/adjustments',
  /** GET ?status=pending|applied|rejected&skip=&take=: adjustments of every player (the four-eyes queue). */
  adjustments: 'ops/adjustments',
  /** POST {note}: the second operator applies a pending adjustment (never the one who asked for it). */
  approveAdjustment: 'ops/adjustments/:adjustmentId/approve',
  /** POST {note} (required): the second operator refuses a pending adjustment; nothing moves. */
  rejectAdjustment: 'ops/adjustments/:adjustmentId/reject',
  /** GET: the bonus kinds an operator may grant (their names in the request's language). */
  bonusDefinitions: 'ops/bonus/definitions',
  /** POST {definitionId, amount, reference}: grant a bonus to the player (idempotent by reference). */
  playerBonuses: 'ops/players/:playerId/bonuses',
  /** POST {reason}: cancel the player's active bonus; what is left of it goes back to the house. */
  cancelBonus: 'ops/players/:playerId/bonuses/:bonusId/cancel',
  /** GET: every payment method with the operator's switches and limits (docs/decisions/0513). */
  paymentMethods: 'ops/payment-methods',
  /** POST {enabled, min, max, sortOrder}: the operator's choices for one method. */
  paymentMethod: 'ops/payment-methods/:methodId',
  /** GET ?days=1..90: confirmed, pending and rejected payments per method over the period (the reports screen). */
  paymentsByMethod: 'ops/reports/payments-by-method',
} as const;

/** The products GGR is counted by. */
export const OpsProduct = ['casino', 'liveCasino', 'sportsbook', 'tvGames', 'tombala'] as const;
export type OpsProduct = (typeof OpsProduct)[number];

export const OpsDashboardQuery = z.object({
  days: z.coerce.number().int().min(1, 'v.invalid').max(90, 'v.invalid').default(30),
});

const productAmounts = z.object({
  casino: z.number(),
  liveCasino: z.number(),
  sportsbook: z.number(),
  tvGames: z.number(),
  tombala: z.number(),
});

/**
 * One day (Europe/Istanbul calendar day, `date` as YYYY-MM-DD): confirmed deposits and withdrawals, GGR (stakes −
 * wins, settled) per product, bonus cost (what left the house's bonus_cost account: bonus grants and promotion
 * credits less forfeited bonus money; docs/decisions/0510), NGR = GGR − bonus cost, distinct players who bet, new
 * registrations.
 */
export const OpsDashboardDay = z.object({
  date: str(),
  deposits: z.number(),
  withdrawals: z.number(),
  ggr: productAmounts,
  ggrTotal: z.number(),
  bonusCost: z.number(),
  ngr: z.number(),
  activePlayers: z.number().int(),
  registrations: z.number().int(),
});
export type OpsDashboardDay = z.infer<typeof OpsDashboardDay>;

/** What waits for an operator. */
export const OpsQueues = z.object({
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  /** Approved by one operator, waiting for a second to release (four-eyes). */
  awaitingRelease: z.number().int(),
  pendingKyc: z.number().int(),
  reopenRequests: z.number().int(),
  /** Balance adjustments above the threshold waiting for a second operator (docs/decisions/0512). */
  pendingAdjustments: z.number().int(),
});
export type OpsQueues = z.infer<typeof OpsQueues>;

export const OpsDashboard = z.object({
  /** Oldest first, the last day is today; `days` entries. */
  days: z.array(OpsDashboardDay),
  today: OpsDashboardDay,
  /** Sums over `days` (`date` is `<first>..<last>`); activePlayers is distinct over the whole period. */
  period: OpsDashboardDay,
  queues: OpsQueues,
  generatedAt: str(),
});
export type OpsDashboard = z.infer<typeof OpsDashboard>;

/** The players list's order (server-side): newest or oldest registration, or by username. */
export const OpsPlayerSort = ['newest', 'oldest', 'username'] as const;
export type OpsPlayerSort = (typeof OpsPlayerSort)[number];

export const OpsPlayerSearchQuery = z.object({
  q: str().trim().max(100, 'v.invalid').default(''),
  sort: z.enum(OpsPlayerSort, 'v.invalid').default('newest'),
  skip: z.coerce.number().int().min(0, 'v.invalid').max(1_000_000, 'v.invalid').default(0),
  take: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').default(25),
});
export type OpsPlayerSearchQuery = z.output<typeof OpsPlayerSearchQuery>;

export const OpsPlayerSummary = z.object({
  id: str(),
  username: str(),
  name: str().nullable(),
  email: str().nullable(),
  phone: str().nullable(),
  /** Cash balance in lira. */
  balance: z.number(),
  locked: z.boolean(),
  /** none | timeout | self-excluded | closed (the strongest in force). */
  protection: str(),
  kyc: str(),
  createdAt: str(),
  lastLoginAt: str().nullable(),
});
export type OpsPlayerSummary = z.infer<typeof OpsPlayerSummary>;

export const OpsPlayerPage = z.object({ total: z.number().int(), items: z.array(OpsPlayerSummary) });
export type OpsPlayerPage = z.infer<typeof OpsPlayerPage>;

export const OpsPlayerDetail = OpsPlayerSummary.extend({
  firstName: str().nullable(),
  lastName: str().nullable(),
  tcNumber: str().nullable(),
  birthDate: str().nullable(),
  country: str().nullable(),
  city: str().nullable(),
  iban: str().nullable(),
  language: str().nullable(),
  bonusBalance: z.number(),
  /** Totals over the account's life, lira. */
  totals: z.object({ deposits: z.number(), withdrawals: z.number(), stakes: z.number(), wins: z.number() }),
  /** The player's limits and protection as the player sees them on /dashboard/responsible-gaming. */
  limits: z.array(
    z.object({
      kind: str(),
      period: str().nullable(),
      value: z.number().nullable(),
      pendingValue: z.number().nullable(),
      pendingUntil: str().nullable(),
    }),
  ),
  protectionUntil: str().nullable(),
  kycDocuments: z.array(
    z.object({ id: str(), kind: str(), status: str(), reason: str().nullable(), createdAt: str() }),
  ),
  bonuses: z.array(z.object({ id: str(), name: str(), status: str(), amount: z.number(), createdAt: str() })),
});
export type OpsPlayerDetail = z.infer<typeof OpsPlayerDetail>;

export const OpsPageQuery = z.object({
  skip: z.coerce.number().int().min(0, 'v.invalid').max(1_000_000, 'v.invalid').default(0),
  take: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').default(50),
});

/** One ledger transaction of the player: its kind, the player's cash and bonus change, balances after. */
export const OpsLedgerLine = z.object({
  id: str(),
  kind: str(),
  cash: z.number(),
  bonus: z.number(),
  cashAfter: z.number().nullable(),
  bonusAfter: z.number().nullable(),
  /** What it belongs to: a game, a bet, a payment reference (from the transaction's metadata). */
  detail: z.record(str(), z.unknown()),
  createdAt: str(),
});
export type OpsLedgerLine = z.infer<typeof OpsLedgerLine>;
export const OpsLedgerPage = z.object({ total: z.number().int(), items: z.array(OpsLedgerLine) });
export type OpsLedgerPage = z.infer<typeof OpsLedgerPage>;

/** GET playerPayments: the player's deposits and withdrawals as the payment queue shows them, newest first. */
export const OpsPlayerPaymentPage = z.object({ total: z.number().int(), items: z.array(OpsPayment) });
export type OpsPlayerPaymentPage = z.infer<typeof OpsPlayerPaymentPage>;

export const OpsPlayerSession = z.object({
  id: str(),
  ip: str().nullable(),
  device: str().nullable(),
  createdAt: str(),
  lastSeenAt: str().nullable(),
  /** When an operator, a lock, a password change or the player ended it; null when it ended by expiring or runs. */
  endedAt: str().nullable(),
  /** Not ended and not expired (idle or absolute limit, decision 0420). */
  active: z.boolean(),
});
export type OpsPlayerSession = z.infer<typeof OpsPlayerSession>;

export const OpsPlayerNote = z.object({ id: str(), actor: str(), text: str(), createdAt: str() });
export type OpsPlayerNote = z.infer<typeof OpsPlayerNote>;
export const OpsPlayerNoteRequest = z.object({
  text: str().trim().min(1, 'v.required').max(2000, 'v.invalid'),
});

// ---- balance adjustments (docs/decisions/0512) ----

/** A lira amount an operator types: positive, at most two decimals, at most ₺1,000,000. */
const operatorLira = z
  .number()
  .positive('v.invalid')
  .max(1_000_000, 'v.invalid')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'v.invalid');

export const AdjustmentDirection = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof AdjustmentDirection)[number];
export const AdjustmentStatus = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof AdjustmentStatus)[number];

export const OpsAdjustmentRequest = z.object({
  direction: z.enum(AdjustmentDirection, 'v.invalid'),
  amount: operatorLira,
  reason: str().trim().min(5, 'v.invalid').max(500, 'v.invalid'),
  /** The back office's key for this request: sent again (a retry, a double click), it makes no second adjustment. */
  requestId: str().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.invalid'),
});
export type OpsAdjustmentRequest = z.infer<typeof OpsAdjustmentRequest>;

export const OpsAdjustmentParams = z.object({ adjustmentId: str().regex(/^\d{1,18}$/, 'v.invalid') });
export const OpsAdjustmentDecision = z.object({
  note: str().trim().max(500, 'v.invalid').nullable().optional(),
});
export const OpsAdjustmentQuery = OpsPageQuery.extend({
  status: z.enum(AdjustmentStatus, 'v.invalid').optional(),
});

export const OpsAdjustment = z.object({
  id: str(),
  playerId: str(),
  username: str(),
  direction: z.enum(AdjustmentDirection),
  /** Lira. */
  amount: z.number(),
  reason: str(),
  status: z.enum(AdjustmentStatus),
  requestedBy: z.object({ operatorId: str(), actor: str() }),
  decidedBy: z.object({ operatorId: str(), actor: str() }).nullable(),
  decisionNote: str().nullable(),
  /** The ledger movement that applied it (null until applied). */
  transactionId: str().nullable(),
  createdAt: str(),
  decidedAt: str().nullable(),
});
export type OpsAdjustment = z.infer<typeof OpsAdjustment>;
export const OpsAdjustmentPage = z.object({ total: z.number().int(), items: z.array(OpsAdjustment) });
export type OpsAdjustmentPage = z.infer<typeof OpsAdjustmentPage>;

/** What POST playerAdjustments answers: the adjustment, whether it waits for a second operator, replayed or new. */
export const OpsAdjustmentResult = z.object({
  adjustment: OpsAdjustment,
  /** The four-eyes threshold, lira: above it an adjustment waits for a second operator. */
  fourEyesLira: z.number(),
  replayed: z.boolean(),
});
export type OpsAdjustmentResult = z.infer<typeof OpsAdjustmentResult>;

// ---- bonuses granted and cancelled by operators (docs/decisions/0512) ----

export const OpsBonusDefinition = z.object({
  id: z.number().int(),
  kind: str(),
  name: str(),
  wageringMultiplier: z.number(),
  validDays: z.number().int(),
});
export type OpsBonusDefinition = z.infer<typeof OpsBonusDefinition>;

export const OpsBonusGrantRequest = z.object({
  definitionId: z.number().int().positive('v.invalid'),
  amount: operatorLira.refine((value) => value <= 100_000, 'v.invalid'),
  /** The back office's key: the same reference grants once. */
  reference: str().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.invalid'),
});
export type OpsBonusGrantRequest = z.infer<typeof OpsBonusGrantRequest>;

export const OpsBonusParams = OpsPlayerParamsShape.extend({
  bonusId: str().regex(/^\d{1,18}$/, 'v.invalid'),
});
export const OpsBonusCancelRequest = z.object({
  reason: str().trim().min(5, 'v.invalid').max(500, 'v.invalid'),
});

/** A bonus as the player page lists it after a grant or a cancel. */
export const OpsBonusResult = z.object({
  id: str(),
  status: str(),
  amount: z.number(),
  /** Cancel: what went back to the house, lira. */
  forfeited: z.number().nullable(),
});
export type OpsBonusResult = z.infer<typeof OpsBonusResult>;

// ---- payment methods set by operators, payments per method (docs/decisions/0513) ----

export const OpsPaymentMethod = z.object({
  id: z.number().int(),
  code: str(),
  /** TransactionType: 1 deposit, 2 withdraw. */
  type: z.number().int(),
  title: str(),
  provider: str(),
  isRedirect: z.boolean(),
  /** Offered by the site's definition (the seed); a method it dropped cannot be switched on. */
  available: z.boolean(),
  /** The operator's switch. */
  enabled: z.boolean(),
  /** What players get now, lira (the operator's value, else the definition's). */
  min: z.number(),
  max: z.number(),
  /** The definition's own limits, lira. */
  defaultMin: z.number(),
  defaultMax: z.number(),
  sortOrder: z.number().int(),
});
export type OpsPaymentMethod = z.infer<typeof OpsPaymentMethod>;

export const OpsPaymentMethodParams = z.object({ methodId: z.coerce.number().int().positive('v.invalid') });
export const OpsPaymentMethodUpdate = z
  .object({
    enabled: z.boolean('v.invalid'),
    min: operatorLira,
    max: operatorLira,
    sortOrder: z.number().int('v.invalid').min(0, 'v.invalid').max(1000, 'v.invalid'),
  })
  .refine((value) => value.min <= value.max, { message: 'e.paymentMethodLimits', path: ['min'] });
export type OpsPaymentMethodUpdate = z.infer<typeof OpsPaymentMethodUpdate>;

export const OpsPaymentsByMethodRow = z.object({
  methodId: z.number().int(),
  code: str(),
  title: str(),
  type: z.number().int(),
  confirmedCount: z.number().int(),
  /** Lira. */
  confirmedAmount: z.number(),
  pendingCount: z.number().int(),
  rejectedCount: z.number().int(),
});
export type OpsPaymentsByMethodRow = z.infer<typeof OpsPaymentsByMethodRow>;
export const OpsPaymentsByMethod = z.object({
  from: str(),
  to: str(),
  rows: z.array(OpsPaymentsByMethodRow),
});
export type OpsPaymentsByMethod = z.infer<typeof OpsPaymentsByMethod>;
