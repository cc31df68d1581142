import type { PaymentProvider, ProviderPaymentState, ProviderPaymentStatus } from './payment.provider.ts';

/**
 * The shape of a real payment provider's adapter (docs/decisions/0430): a REST PSP with a hosted page and a status
 * API, as most have (Stripe's Checkout Sessions, Adyen's /payments, iyzico, PayTR). Not wired to a provider yet — the
 * sandbox PSP is the default; a provider's contract fills in the paths and status names below, its webhook verifier
 * goes beside `sandbox.signature.ts`. What the payment module relies on is only `PaymentProvider`.
 *
 *   POST {baseUrl}/v1/payments          {reference, amount (kuruş), currency, method, locale, returnUrl}
 *                                       → {id, redirectUrl}
 *   GET  {baseUrl}/v1/payments?reference=DP-…   → 200 {id, reference, status, amount, currency} | 404
 */
export interface HttpPspOptions {
  name: string;
  baseUrl: string;
  apiKey: string;
  /** Where the provider's page sends the payer back. */
  returnUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The provider's status words → ours; anything else is taken as still open (asked again later). */
const STATES: Record<string, ProviderPaymentState> = {
  pending: 'open',
  requires_action: 'open',
  processing: 'open',
  succeeded: 'paid',
  paid: 'paid',
  failed: 'declined',
  declined: 'declined',
  canceled: 'declined',
  expired: 'declined',
};

export function createHttpPspAdapter(options: HttpPspOptions): PaymentProvider {
  const call = options.fetch ?? fetch;
  const headers = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);

  return {
    name: options.name,

    async createSession(input) {
      const response = await call(`${options.baseUrl}/v1/payments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          reference: input.merchantReference,
          amount: input.amount,
          currency: 'TRY',
          method: input.method,
          locale: input.locale,
          returnUrl: options.returnUrl,
        }),
        signal: signal(),
      });
      if (!response.ok) throw new Error(`${options.name}: create payment answered ${response.status}`);
      const body = (await response.json()) as { id: string; redirectUrl: string };
      return { providerReference: body.id, pageUrl: body.redirectUrl };
    },

    async status(reference): Promise<ProviderPaymentStatus> {
      const response = await call(
        `${options.baseUrl}/v1/payments?reference=${encodeURIComponent(reference)}`,
        { headers, signal: signal() },
      );
      if (response.status === 404)
        return { state: 'unknown', providerReference: null, reference, amount: null, currency: null };
      // Anything but an answer is the provider's trouble: the caller retries later (502 to an operator).
      if (!response.ok) throw new Error(`${options.name}: payment status answered ${response.status}`);
      const body = (await response.json()) as {
        id: string;
        reference: string;
        status: string;
        amount: number;
        currency: string;
      };
      return {
        state: STATES[body.status] ?? 'open',
        providerReference: body.id,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
      };
    },
  };
}
