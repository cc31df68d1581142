import { randomInt } from 'node:crypto';
import type { RegisterDefaultRequest, RegisterFastRequest } from '@kasa/contract/auth';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomInt(1000)}`;

/** A valid T.C. Kimlik No: nine random digits (first not 0) and the two check digits. */
export function validTcNumber(): string {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

export function randomPhone(): string {
  return `905${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A complete default registration with unique username, e-mail, national number and phone. */
export function registration(overrides: Partial<RegisterDefaultRequest> = {}): RegisterDefaultRequest {
  const id = unique();
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `player${id}`.slice(0, 30),
    email: `player${id}@example.com`,
    phone: randomPhone(),
    password: 'secret123',
    password2: 'secret123',
    trialBonus: 0,
    country: 235,
    currencyId: 1,
    refId: null,
    PersonalNo: validTcNumber(),
    birthDate: '1990-05-17',
    birthDateDay: '17',
    birthDateMonth: '05',
    birthDateYear: '1990',
    ...overrides,
  };
}

export function fastRegistration(overrides: Partial<RegisterFastRequest> = {}): RegisterFastRequest {
  const id = unique();
  return {
    name: 'Mehmet',
    surname: 'Kaya',
    username: `fast${id}`.slice(0, 30),
    email: `fast${id}@example.com`,
    phone: randomPhone(),
    password: 'secret123',
    password2: 'secret123',
    trialBonus: 1,
    country: 235,
    currencyId: 1,
    refId: null,
    isFast: true,
    ...overrides,
  };
}
