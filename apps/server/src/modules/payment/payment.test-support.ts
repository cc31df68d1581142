import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { registration } from '../../test/fixtures.ts';
import { api, type TestApp } from '../../test/test-app.ts';
import { signSandboxBody } from './sandbox-gateway/sandbox.signature.ts';

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** Registers a player over HTTP (in `locale`) and returns its id and token. */
export async function signUp(
  t: TestApp,
  locale: 'tr' | 'en' = 'tr',
): Promise<{ playerId: string; token: string }> {
  const res = await api(t.app).post<SessionData>(ApiPath.register, registration(), { ip: freshIp(), locale });
  expect(res.status).toBe(200);
  return { playerId: res.body.data!.usercode, token: res.body.data!.token };
}

/** A valid Turkish IBAN with random account digits (check digits computed by ISO 13616 mod 97). */
export function validIban(): string {
  const bban = `000620${Array.from({ length: 16 }, () => randomInt(10)).join('')}`;
  const numeric = `${bban}292700`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export const VALID_CARD = '4111111111111111';

export async function books(t: TestApp) {
  return t.app.services.wallet.checkBooks();
}

/**
 * A webhook body signed as the sandbox PSP would sign it — now on the test clock, or at `at`, or with another secret —
 * or with `header` exactly as given.
 */
export function signedWebhook(
  t: TestApp,
  body: object,
  secret = t.app.appConfig.sandbox.webhookSecret,
  options: { at?: Date; header?: string } = {},
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': options.header ?? signSandboxBody(secret, raw, options.at ?? t.clock.now()),
    },
  });
}
