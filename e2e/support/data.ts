import { randomInt } from 'node:crypto';
import { isValidTcKimlikNo } from '@kasa/contract/rules';

// Test players: unique per run and per journey, so journeys never collide on the unique columns (username, e-mail,
// national number, verified phone) even against a long-running server (E2E_BASE_URL).

const runTag =
  Date.now().toString(36).slice(-5) +
  randomInt(36 ** 2)
    .toString(36)
    .padStart(2, '0');
let counter = 0;

/** Letters and digits only, 5–30 characters (spec §5), unique. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${runTag}${counter}${randomInt(1000)}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
}

/** A valid Turkish national identity number (T.C. Kimlik No): first digit non-zero, two check digits. */
export function validTcKimlikNo(): string {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((sum, digit) => sum + digit, 0) % 10);
  const value = d.join('');
  if (!isValidTcKimlikNo(value)) throw new Error(`generated an invalid TC Kimlik No ${value}`);
  return value;
}

/** A Turkish mobile number as the site stores it: '905' + 9 digits (12 digits, prefix 90, ten-digit local part). */
export function uniquePhone(): string {
  return `905${String(randomInt(10 ** 9)).padStart(9, '0')}`;
}

/** A birth date of an adult (between 25 and 60 years ago), as the register form's three inputs want it. */
export function adultBirthDate(): { day: string; month: string; year: string } {
  const year = new Date().getFullYear() - randomInt(25, 61);
  return {
    day: String(randomInt(1, 29)).padStart(2, '0'),
    month: String(randomInt(1, 13)).padStart(2, '0'),
    year: String(year),
  };
}

export interface NewPlayer {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  personalNo: string;
  birth: { day: string; month: string; year: string };
  password: string;
}

export function newPlayer(prefix = 'e2e'): NewPlayer {
  const username = uniqueUsername(prefix);
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username,
    email: `${username.toLowerCase()}@example.com`,
    phone: uniquePhone(),
    personalNo: validTcKimlikNo(),
    birth: adultBirthDate(),
    password: `Pw${randomInt(10 ** 6)}x`,
  };
}
