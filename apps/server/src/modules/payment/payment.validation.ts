import { isValidCardNumber, isValidTurkishIban, type PaymentDetailValues } from '@kasa/contract/payment';
import { liraToKurus } from '@kasa/contract/wallet';
import { msg } from '@kasa/contract/messages';
import { ValidationError } from '../../lib/app-error.ts';
import { formatKurus } from '../../lib/money.ts';
import type { MethodField } from './payment.methods.ts';

export interface ValidDetail {
  /** Normalised values of the method's fields only (unknown keys dropped). */
  values: Record<string, string | number>;
  /** The `amount` field in kuruş. */
  amount: number;
}

const isPlaceholder = (c: string) => c === '0' || c === 'A' || c === '*';
const fitsPlaceholder = (placeholder: string, c: string) =>
  placeholder === '0' ? /\d/.test(c) : placeholder === 'A' ? /[A-Za-z]/.test(c) : /[A-Za-z0-9]/.test(c);

/**
 * A value fills a mask ('0' digit, 'A' letter, '*' either, anything else literal) when it matches it typed out with
 * its literals (spaces optional) or as the bare placeholder characters (the web keeps bare digits, decision 0033).
 * Returns the value in the mask's form without spaces, or null when it does not fill the mask.
 */
export function fillMask(value: string, mask: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const pattern = mask.replace(/\s+/g, '');
  const matches = (text: string, slots: string) =>
    text.length === slots.length &&
    [...slots].every((slot, i) => (isPlaceholder(slot) ? fitsPlaceholder(slot, text[i]!) : slot === text[i]));
  if (matches(compact, pattern)) return compact;
  const slots = [...pattern].filter(isPlaceholder).join('');
  if (!matches(compact, slots)) return null;
  let next = 0;
  return [...pattern].map((slot) => (isPlaceholder(slot) ? compact[next++] : slot)).join('');
}

function asInteger(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** A lira amount with at most two decimals → kuruş; anything else → null. */
function asKurus(value: string | number): number | null {
  const lira =
    typeof value === 'number'
      ? value
      : /^\d+([.,]\d{1,2})?$/.test(value.trim())
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  if (!Number.isFinite(lira) || lira < 0) return null;
  const kurus = liraToKurus(lira);
  return Math.abs(kurus - lira * 100) < 1e-6 && Number.isSafeInteger(kurus) ? kurus : null;
}

const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * Checks a payment form against its method's fields (spec §5: every field required) and limits; every failing field
 * is reported in `data.fields` like any other validation error.
 */
export function validateDetail(
  fields: MethodField[],
  limits: { min: number; max: number },
  detail: PaymentDetailValues,
): ValidDetail {
  const errors: Record<string, string> = {};
  const values: Record<string, string | number> = {};
  let amount = 0;

  for (const field of fields) {
    const raw = detail[field.key];
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
      errors[field.key] = msg('v.required');
      continue;
    }
    let value: string | number;
    switch (field.objectType) {
      case 'Int':
      case 'Long': {
        const n = asInteger(raw);
        if (n === null || (field.objectType === 'Int' && Math.abs(n) > 2_147_483_647)) {
          errors[field.key] = msg('v.integer');
          continue;
        }
        value = n;
        break;
      }
      case 'Decimal': {
        const kurus = asKurus(raw);
        if (kurus === null) {
          errors[field.key] = msg('v.decimal');
          continue;
        }
        value = kurus / 100;
        if (field.check === 'amount') amount = kurus;
        break;
      }
      case 'Dropdown': {
        const option = field.options?.find((o) => String(o.id) === String(raw).trim());
        if (!option) {
          errors[field.key] = msg('v.option');
          continue;
        }
        value = option.id;
        break;
      }
      case 'String': {
        const text = String(raw).trim();
        if (text.length > 200) {
          errors[field.key] = msg('v.invalid');
          continue;
        }
        value = text;
        break;
      }
    }
    if (field.mask) {
      const filled = fillMask(String(value), field.mask);
      if (filled === null) {
        errors[field.key] = msg('v.mask');
        continue;
      }
      value = filled;
    }
    const problem = checkValue(field, value, amount, limits);
    if (problem) {
      errors[field.key] = problem;
      continue;
    }
    values[field.key] = value;
  }

  const first = Object.values(errors)[0];
  if (first !== undefined) throw new ValidationError(first, errors);
  return { values, amount };
}

function checkValue(
  field: MethodField,
  value: string | number,
  amount: number,
  limits: { min: number; max: number },
): string | null {
  switch (field.check) {
    case 'amount':
      return amount < limits.min || amount > limits.max
        ? msg('v.amountRange', formatKurus(limits.min), formatKurus(limits.max))
        : null;
    case 'iban':
      return isValidTurkishIban(String(value)) ? null : msg('v.iban');
    case 'cardNumber':
      return isValidCardNumber(String(value)) ? null : msg('v.cardNumber');
    case 'walletAddress':
      return TRC20_ADDRESS.test(String(value)) ? null : msg('v.walletAddress');
    case 'paparaNumber':
      return /^\d{10}$/.test(String(value)) ? null : msg('v.paparaNumber');
    default:
      return null;
  }
}
