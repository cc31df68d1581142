import { describe, expect, it } from 'vitest';
import { createHttpPspAdapter } from './psp-http.adapter.ts';

// The real-adapter shape of the payments port (docs/decisions/0430), against a fake provider.
describe('a REST PSP adapter behind the payments port', () => {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const answers: Record<string, () => Response> = {};
  const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    const answer = answers[String(url)];
    return answer ? answer() : new Response('not found', { status: 404 });
  }) as typeof fetch;
  const adapter = createHttpPspAdapter({
    name: 'acme',
    baseUrl: 'https://psp.example',
    apiKey: 'key-123',
    returnUrl: 'https://kasa.example/wallet',
    fetch: fakeFetch,
  });

  it('opens a payment and maps the status answers: paid, declined, open, unknown, provider trouble', async () => {
    answers['https://psp.example/v1/payments'] = () =>
      Response.json({ id: 'pay_1', redirectUrl: 'https://psp.example/pay/pay_1' });
    expect(
      await adapter.createSession({
        merchantReference: 'DP-ABC234',
        amount: 5000,
        method: 'card',
        locale: 'tr',
      }),
    ).toEqual({ providerReference: 'pay_1', pageUrl: 'https://psp.example/pay/pay_1' });
    expect(JSON.parse(String(requests[0]!.init!.body))).toMatchObject({
      reference: 'DP-ABC234',
      amount: 5000,
    });
    expect((requests[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer key-123');

    const statusUrl = (ref: string) => `https://psp.example/v1/payments?reference=${ref}`;
    for (const [word, state] of [
      ['succeeded', 'paid'],
      ['canceled', 'declined'],
      ['requires_action', 'open'],
      ['something-new', 'open'],
    ] as const) {
      answers[statusUrl('DP-ABC234')] = () =>
        Response.json({ id: 'pay_1', reference: 'DP-ABC234', status: word, amount: 5000, currency: 'TRY' });
      expect(await adapter.status('DP-ABC234')).toEqual({
        state,
        providerReference: 'pay_1',
        reference: 'DP-ABC234',
        amount: 5000,
        currency: 'TRY',
      });
    }
    expect((await adapter.status('DP-ZZZZZZ')).state).toBe('unknown');
    answers[statusUrl('DP-ABC234')] = () => new Response('busy', { status: 503 });
    await expect(adapter.status('DP-ABC234')).rejects.toThrow('acme: payment status answered 503');
  });
});
