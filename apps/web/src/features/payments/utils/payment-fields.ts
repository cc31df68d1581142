import { msg } from '@kasa/contract/messages';
import {
  isValidCardNumber,
  isValidTurkishIban,
  type PaymentDetailField,
  type PaymentDetailValues,
} from '@kasa/contract/payment';
import { z } from 'zod';
import { isMaskFilled } from '../../../lib/masks';

export type FieldKind = 'number' | 'dropdown' | 'masked' | 'text';
export type FormValues = Record<string, string | number | null>;

/**
 * A field with options is a dropdown (spec §3), whatever its objectType says. An account number, IBAN or card number
 * is always text (masked when the server gives a mask), even when a server calls it Int or Long: a number widget
 * groups it with thousands separators, drops its leading zeros and has a stepper that changes where money goes
 * (issue 12 §3 fault 10, docs/decisions/0440).
 */
export function fieldKind(field: PaymentDetailField): FieldKind {
  if (field.objectType === 'Dropdown' || (field.option && field.option.length > 0)) return 'dropdown';
  if (isIdentifierField(field)) return field.mask ? 'masked' : 'text';
  if (field.objectType === 'Int' || field.objectType === 'Long' || field.objectType === 'Decimal')
    return 'number';
  return field.mask ? 'masked' : 'text';
}

export function isIbanField(field: PaymentDetailField): boolean {
  return /iban/i.test(field.key) || /iban/i.test(field.label);
}

export function isCardField(field: PaymentDetailField): boolean {
  return /card.?(number|no)|^pan$/i.test(field.key) || /kart numaras|card number/i.test(field.label);
}

/** An account number of a wallet or bank (Papara, "hesap numarası", "account number"), not an amount. */
export function isAccountNumberField(field: PaymentDetailField): boolean {
  const names = /papara|account.?(number|no)|hesap.?(no|numara)|wallet.?(number|no)|^accountNo$/i;
  return names.test(field.key) || names.test(field.label);
}

/** Where money goes: typed as text, keeps leading zeros, never a number widget. */
export function isIdentifierField(field: PaymentDetailField): boolean {
  return isIbanField(field) || isCardField(field) || isAccountNumberField(field);
}

/** A Turkish IBAN typed into its groups; used for display when a server sends an IBAN field without a mask. */
export const IBAN_DISPLAY_MASK = 'TR00 0000 0000 0000 0000 0000 00';

/** The mask the input shows: the server's, or the IBAN grouping for an IBAN field without one. */
export function displayMaskOf(field: PaymentDetailField): string | null {
  return field.mask ?? (isIbanField(field) ? IBAN_DISPLAY_MASK : null);
}

/** The HTML pattern of an identifier's input (grouping spaces allowed; an IBAN starts with TR). */
export function identifierPattern(field: PaymentDetailField): string {
  return isIbanField(field) ? '[Tt][Rr][0-9 ]*' : '[0-9 ]*';
}

/** Amounts carry the lira prefix (spec §5); other numbers (an installment count) stay bare. */
export function isAmountField(field: PaymentDetailField): boolean {
  return /amount|tutar|miktar/i.test(field.key) || field.objectType === 'Decimal';
}

export function decimalsOf(field: PaymentDetailField): number {
  return field.objectType === 'Decimal' ? 2 : 0;
}

/**
 * Messages: contract references ('v.required', 'v.mask') or web keys prefixed 't:' (with an optional '|value'),
 * so both follow a language switch while the form is open.
 */
export const webMessage = (key: string, value?: string) =>
  `t:${key}${value === undefined ? '' : `|${value}`}`;

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Every field required (spec §5), numbers inside their limits, masks filled, IBAN and card numbers checked. */
export function buildSchema(
  fields: PaymentDetailField[],
  formatLimit: (value: number, field: PaymentDetailField) => string,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const kind = fieldKind(field);
    shape[field.key] = z.unknown().superRefine((value, ctx) => {
      if (isEmpty(value)) {
        ctx.addIssue({ code: 'custom', message: msg('v.required') });
        return;
      }
      if (kind === 'number') {
        const n = typeof value === 'number' ? value : Number.NaN;
        if (Number.isNaN(n)) ctx.addIssue({ code: 'custom', message: msg('v.required') });
        else if (field.min !== null && n < field.min)
          ctx.addIssue({
            code: 'custom',
            message: webMessage('payment.numberMin', formatLimit(field.min, field)),
          });
        else if (field.max !== null && n > field.max)
          ctx.addIssue({
            code: 'custom',
            message: webMessage('payment.numberMax', formatLimit(field.max, field)),
          });
        return;
      }
      if (kind === 'masked' && field.mask && !isMaskFilled(field.mask, String(value))) {
        ctx.addIssue({ code: 'custom', message: msg('v.mask') });
        return;
      }
      if (isIbanField(field)) {
        // A well-formed IBAN (TR + 24 digits) can still fail the mod-97 check: say so rather than ask for the format.
        const iban = String(value).replace(/\s+/g, '').toUpperCase();
        if (!/^TR\d{24}$/.test(iban)) {
          ctx.addIssue({ code: 'custom', message: webMessage('payment.ibanFormat') });
        } else if (!isValidTurkishIban(iban)) {
          ctx.addIssue({ code: 'custom', message: webMessage('payment.ibanInvalid') });
        }
      } else if (isCardField(field) && !isValidCardNumber(String(value).replace(/\D/g, ''))) {
        ctx.addIssue({ code: 'custom', message: webMessage('payment.cardInvalid') });
      }
    });
  }
  return z.object(shape);
}

export function initialValues(fields: PaymentDetailField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, fieldKind(field) === 'number' ? null : '']));
}

/**
 * What the server gets (spec §5): numbers as numbers; a dropdown's id as a number when numeric, else text; an IBAN
 * without spaces in capitals; a card number as digits only; other text as typed.
 */
export function toDetail(fields: PaymentDetailField[], values: FormValues): PaymentDetailValues {
  const detail: PaymentDetailValues = {};
  for (const field of fields) {
    const value = values[field.key];
    const kind = fieldKind(field);
    if (kind === 'number') {
      detail[field.key] = Number(value);
    } else if (kind === 'dropdown') {
      const text = String(value);
      detail[field.key] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    } else if (isIbanField(field)) {
      detail[field.key] = String(value).replace(/\s+/g, '').toUpperCase();
    } else if (isCardField(field) || isAccountNumberField(field)) {
      // Digits as text: leading zeros stay (an account number is not a number).
      detail[field.key] = String(value).replace(/\D/g, '');
    } else {
      detail[field.key] = String(value).trim();
    }
  }
  return detail;
}
