import { z } from 'zod';
import { TransactionStatus, TransactionType } from './enums.ts';

// ---- operator payment endpoints under /api/ops/… (Bearer OPERATOR_TOKEN) until the back office exists ----

/** Paths relative to the API base; `:reference` is a payment reference (DP-XXXXXX or WD-XXXXXX). */
export const OpsPath = {
  pendingPayments: 'ops/payments/pending',
  paymentAudit: 'ops/payments/:reference/audit',
  approveWithdrawal: 'ops/withdrawals/:reference/approve',
  rejectWithdrawal: 'ops/withdrawals/:reference/reject',
  confirmDeposit: 'ops/deposits/:reference/confirm',
  rejectDeposit: 'ops/deposits/:reference/reject',
  books: 'ops/books',
} as const;

export const OpsReferenceParams = z.object({ reference: z.string().regex(/^(DP|WD)-[0-9A-Z]{6}$/) });

/** The optional body of an operator decision: a note for the audit log. */
export const OpsDecisionRequest = z.object({ note: z.string().trim().max(500).nullish() }).nullish();

/** A payment as operators see it (lira, like the API). */
export const OpsPayment = z.object({
  reference: z.string(),
  type: z.enum(TransactionType),
  status: z.enum(TransactionStatus),
  method: z.string(),
  amount: z.number(),
  playerId: z.string(),
  username: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  providerReference: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPayment = z.infer<typeof OpsPayment>;

/** One line of a payment's audit log, as stored (ISO 8601 time). */
export const OpsPaymentAuditEntry = z.object({
  id: z.string(),
  payment_id: z.string(),
  actor: z.string(),
  action: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** The books check: every account equals its entries, everything sums to zero; house totals in kuruş (text). */
export const OpsBooks = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  houseKurus: z.record(z.string(), z.string()),
});
export type OpsBooks = z.infer<typeof OpsBooks>;
