import { z } from 'zod';
import { str } from './text.ts';
import { TransactionStatus, TransactionType } from './enums.ts';
import { envelope } from './envelope.ts';

// ---- payment/methods {type} (issue 3: tiles on /dashboard/deposit and /dashboard/withdraw) ----

export const PaymentMethodsRequest = z.object({ type: z.enum(TransactionType) });
export type PaymentMethodsRequest = z.infer<typeof PaymentMethodsRequest>;

export const PaymentMethod = z.object({
  id: z.number().int(),
  type: z.enum(TransactionType),
  title: str(),
  /** Address of the method's logo (an SVG the server serves; never hot-linked). */
  logo: str(),
  /** Limits in lira. */
  min: z.number(),
  max: z.number(),
  /** Extras (the spec lists id, type, title, logo, min, max): how the method completes, for the tile's hint. */
  isRedirect: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsResponse = envelope(z.array(PaymentMethod));

// ---- payment/detail {id, type} (spec §3 "Payment detail field") ----

export const PaymentDetailRequest = z.object({
  id: z.number().int().positive(),
  type: z.enum(TransactionType),
});
export type PaymentDetailRequest = z.infer<typeof PaymentDetailRequest>;

export const FieldObjectType = z.enum(['String', 'Int', 'Long', 'Decimal', 'Dropdown']);
export type FieldObjectType = z.infer<typeof FieldObjectType>;

export const FieldOption = z.object({ id: z.union([z.number(), str()]), name: str() });
export type FieldOption = z.infer<typeof FieldOption>;

export const PaymentDetailField = z.object({
  key: str(),
  /** Input mask in the web's mask syntax ('0' a digit, 'A' a letter, '*' either; other characters are literal). */
  mask: str().nullable(),
  objectType: FieldObjectType,
  /** A field with options is a dropdown (spec §3). */
  option: z.array(FieldOption).nullable(),
  // Extras beyond the spec's four (it says further fields are "not shown"): the label in the request's language and,
  // for numbers, the limits the number widget clamps to.
  label: str(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type PaymentDetailField = z.infer<typeof PaymentDetailField>;
export const PaymentDetailResponse = envelope(z.array(PaymentDetailField));

/** Values keyed by field key: numbers for Int/Long/Decimal, numbers for numeric dropdown ids, text otherwise (§5). */
export const PaymentDetailValues = z.record(str(), z.union([str(), z.number()]));
export type PaymentDetailValues = z.infer<typeof PaymentDetailValues>;

// ---- payment/deposit {id, target:'pay', detail} and payment/withdraw {id, detail} (spec §7) ----

export const DepositRequest = z.object({
  id: z.number().int().positive(),
  target: z.literal('pay'),
  detail: PaymentDetailValues,
});
export type DepositRequest = z.infer<typeof DepositRequest>;
/** data: the external payment page address (redirect methods), or null (the message says what to do next). */
export const DepositResponse = envelope(str().nullable());

export const WithdrawRequest = z.object({ id: z.number().int().positive(), detail: PaymentDetailValues });
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;
export const WithdrawResponse = envelope(z.null());

// ---- payment/history (our naming): /dashboard/financial-activities ----

export const PaymentHistoryRequest = z.object({
  type: z.enum(TransactionType).nullish(),
  status: z.enum(TransactionStatus).nullish(),
  /** Inclusive calendar days, YYYY-MM-DD, in Türkiye time (UTC+3). */
  from: str()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  to: str()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type PaymentHistoryRequest = z.input<typeof PaymentHistoryRequest>;

export const PaymentHistoryItem = z.object({
  id: str(),
  type: z.enum(TransactionType),
  method: str(),
  amount: z.number(), // lira
  status: z.enum(TransactionStatus),
  reference: str(),
  createdAt: str(), // ISO 8601 UTC
  updatedAt: str(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;
export const PaymentHistoryData = z.object({ total: z.number().int(), items: z.array(PaymentHistoryItem) });
export type PaymentHistoryData = z.infer<typeof PaymentHistoryData>;
export const PaymentHistoryResponse = envelope(PaymentHistoryData);

// ---- account checks shared by the withdraw form and the server ----

/** Turkish IBAN: 'TR' + 24 digits (26 characters), ISO 13616 mod-97 check equal to 1. Spaces are ignored. */
export function isValidTurkishIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Card number: 12–19 digits passing the Luhn check. Spaces are ignored. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ---- the sandbox PSP's webhook (POST payment/webhook/sandbox) ----
// X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">; refused when t is more than 5 minutes
// from the server's time (docs/decisions/0430).

export const SandboxWebhookRequest = z.object({
  providerReference: str().min(1).max(100),
  reference: str().min(1).max(40),
  /** Kuruş. */
  amount: z.number().int().positive(),
  currency: str(),
  status: z.enum(['paid', 'declined']),
});
export type SandboxWebhookRequest = z.infer<typeof SandboxWebhookRequest>;

export const SandboxWebhookResult = z.object({
  reference: str(),
  status: z.enum(TransactionStatus),
  /** True when this delivery repeated one already applied: nothing changed. */
  replayed: z.boolean(),
});
export type SandboxWebhookResult = z.infer<typeof SandboxWebhookResult>;
