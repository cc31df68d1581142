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
