import { CODE_LENGTH, PHONE_LOCAL_DIGITS, PHONE_PREFIX } from '@kasa/contract/constants';

/**
 * Input masks: '0' is a digit slot, any other character is a literal shown as the player types.
 * Values are kept as bare digits; the mask is only how they look.
 */
export const MASK = {
  phone: '(000) 000 00 00',
  code: '000-000',
  day: '00',
  month: '00',
  year: '0000',
  personalNo: '00000000000',
} as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function slotCount(mask: string): number {
  return [...mask].filter((c) => c === '0').length;
}

/** Lays `digits` into `mask`, stopping after the last digit typed (no dangling literals). */
export function applyMask(mask: string, digits: string): string {
  let out = '';
  let i = 0;
  for (const c of mask) {
    if (i >= digits.length) break;
    if (c === '0') {
      out += digits[i];
      i += 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** The stored phone value: '90' followed by the ten local digits, e.g. '905321234567'. An empty input stays empty. */
export function phoneValueFromLocal(localDigits: string): string {
  const digits = digitsOnly(localDigits).slice(0, PHONE_LOCAL_DIGITS);
  return digits === '' ? '' : `${PHONE_PREFIX}${digits}`;
}

export function localDigitsFromPhoneValue(value: string | null | undefined): string {
  if (!value) return '';
  const digits = digitsOnly(value);
  return (digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits).slice(
    0,
    PHONE_LOCAL_DIGITS,
  );
}

export function isPhoneComplete(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^${PHONE_PREFIX}\\d{${PHONE_LOCAL_DIGITS}}$`).test(value);
}

export function isCodeComplete(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

export function hasLength(length: number) {
  return (value: unknown) => typeof value === 'string' && new RegExp(`^\\d{${length}}$`).test(value);
}

// ---- server masks (payment forms): '0' a digit, 'A' a letter, '*' either; anything else is a literal ----

const SLOT_TEST: Record<string, (c: string) => boolean> = {
  '0': (c) => /\d/.test(c),
  A: (c) => /\p{L}/u.test(c),
  '*': (c) => /[\p{L}\d]/u.test(c),
};

function isSlot(maskChar: string): boolean {
  return maskChar in SLOT_TEST;
}

/**
 * Lays typed or pasted text into a server mask. Letters are upper-cased (IBAN country codes, card holders' masks);
 * characters that fit no slot are dropped; literals are written only when a later slot is filled, so deleting never
 * sticks on a trailing literal. A literal the player types themselves (e.g. 'TR' of an IBAN mask) is taken as it.
 */
export function conformToMask(mask: string, text: string): string {
  const chars = [...text.toUpperCase()].filter((c) => /[\p{L}\d]/u.test(c));
  let out = '';
  let pending = '';
  let i = 0;
  for (const m of mask) {
    if (i >= chars.length) break;
    if (isSlot(m)) {
      while (i < chars.length && !SLOT_TEST[m]!(chars[i]!)) i += 1;
      if (i >= chars.length) break;
      out += pending + chars[i];
      pending = '';
      i += 1;
    } else {
      pending += m;
      if (chars[i] === m.toUpperCase()) {
        out += pending;
        pending = '';
        i += 1;
      }
    }
  }
  return out;
}

/** True when every slot of the mask is filled (the conformed text is as long as the mask). */
export function isMaskFilled(mask: string, text: string): boolean {
  return text.length === mask.length && conformToMask(mask, text) === text;
}

/** The placeholder of a server mask: slots shown as '_', literals as they are. */
export function maskPlaceholder(mask: string): string {
  return [...mask].map((c) => (isSlot(c) ? '_' : c)).join('');
}
