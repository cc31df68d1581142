import { z } from 'zod';
import { str } from './text.ts';
import {
  CODE_LENGTH,
  MINIMUM_AGE,
  NATIONAL_NUMBER_LENGTH,
  PASSWORD_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './constants.ts';
import { msg } from './messages.ts';

// Field rules of spec §5, shared by the web forms and the server. Messages are references into messages.ts.

/** A required text of min..max characters, reporting 'required' when empty and the range otherwise. */
export function textBetween(min: number, max: number) {
  return str({ error: msg('v.required') })
    .min(1, msg('v.required'))
    .min(min, msg('v.length', min, max))
    .max(max, msg('v.length', min, max));
}

/** A required password of at least `min` characters. The cap of 100 (login's limit) keeps hashing bounded. */
export function passwordField(min = PASSWORD_MIN) {
  return str({ error: msg('v.required') })
    .min(1, msg('v.required'))
    .min(min, msg('v.minLength', min))
    .max(100, msg('v.length', min, 100));
}

export const PhoneDigits = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(
    new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`),
    msg('v.phone', PHONE_MIN_DIGITS, PHONE_MAX_DIGITS),
  );

export const SmsCode = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), msg('v.code', CODE_LENGTH));

export const Username = textBetween(5, 30).regex(/^[A-Za-z0-9]+$/, msg('v.lettersDigits'));

export const Email = textBetween(5, 100).pipe(z.email(msg('v.email')));

/**
 * Turkish national identity number (T.C. Kimlik No): 11 digits, first not 0; the 10th digit is
 * ((sum of odd places 1,3,5,7,9) × 7 − (sum of even places 2,4,6,8)) mod 10; the 11th is the sum of the first ten mod 10.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

export const PersonalNo = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(new RegExp(`^\\d{${NATIONAL_NUMBER_LENGTH}}$`), msg('v.personalNo.length'))
  .refine(isValidTcKimlikNo, msg('v.personalNo.invalid'));

export const BirthDay = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(/^(0[1-9]|[12]\d|3[01])$/, msg('v.birthDay'));
export const BirthMonth = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(/^(0[1-9]|1[0-2])$/, msg('v.birthMonth'));
export const BirthYear = str({ error: msg('v.required') })
  .min(1, msg('v.required'))
  .regex(/^(19|20)\d{2}$/, msg('v.birthYear'));

/** The date the three parts name, or null when they name no real day (31 April, 29 February of a common year). */
export function realDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay ? date : null;
}

/** Whole years between a birth date and `today` (both taken as calendar days in UTC). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const hadBirthday =
    today.getUTCMonth() > birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() >= birth.getUTCDate());
  if (!hadBirthday) age -= 1;
  return age;
}

export function isAdultOn(birth: Date, today: Date): boolean {
  return ageOn(birth, today) >= MINIMUM_AGE;
}

export const CountryId = z
  .number({ error: msg('v.country') })
  .int(msg('v.country'))
  .positive(msg('v.country'));

export const TrialBonusFlag = z.union([z.literal(0), z.literal(1)], { error: msg('v.trialBonus') });
