import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { api, createTestApp, ipSequence, type TestApp } from '../test/test-app.ts';
import { registration } from '../test/fixtures.ts';
import { signUp } from '../modules/payment/payment.test-support.ts';

// Issue 12 §3.4 (docs/decisions/0420): a NUL character in a string field used to reach PostgreSQL, which refuses it in
// text and jsonb, and the request ended in a 500. The contract's string rule refuses it: 400 with a clear message.

let t: TestApp;
let client: ReturnType<typeof api>;
const nextIp = ipSequence(71);
const NUL = '\u0000';

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

describe('a NUL character in any string field', () => {
  it('is refused with 400 and a clear message in Turkish and English, on every kind of route', async () => {
    const { token } = await signUp(t, 'en');
    const calls: Array<[string, object, string | undefined]> = [
      [ApiPath.login, { username: `ab${NUL}cdef`, password: 'secret123' }, undefined],
      [ApiPath.login, { username: 'abcdef', password: `secret${NUL}123` }, undefined],
      [ApiPath.register, registration({ name: `Ay${NUL}şe` }), undefined],
      [ApiPath.register, registration({ surname: `Yıl${NUL}maz` }), undefined],
      [ApiPath.sendResetPassword, { username: `ab${NUL}cdef` }, undefined],
      [
        ApiPath.changePassword,
        { oldPassword: `x${NUL}yzabc`, password: 'secret1234', confirmPassword: 'secret1234' },
        token,
      ],
      [ApiPath.updatePhone, { step: 1, phone: `90532${NUL}1234567` }, token],
      [
        ApiPath.withdraw,
        { id: 11, detail: { amount: 150, fullName: `Ayşe${NUL}`, iban: 'TR00', bank: 5 } },
        token,
      ],
      [ApiPath.deposit, { id: 1, target: 'pay', detail: { amount: 150, [`note${NUL}`]: 'x' } }, token],
      [ApiPath.deposit, { id: 1, target: 'pay', detail: { amount: 150, note: `x${NUL}` } }, token],
      [ApiPath.casinoGames, { search: `book${NUL}` }, undefined],
    ];
    for (const [path, body, auth] of calls) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await client.post<{ fields?: Record<string, string> }>(path, body, {
          token: auth,
          locale,
          ip: nextIp(),
        });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message, path).toBe(
          locale === 'tr'
            ? 'Metin alanlarında NUL (\\u0000) karakteri kullanılamaz.'
            : 'Text fields cannot contain the NUL (\\u0000) character.',
        );
      }
    }
  });
});
