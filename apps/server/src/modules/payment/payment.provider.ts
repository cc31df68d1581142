import type { Locale } from '@kasa/contract/constants';
import type { Db } from '../../db/create-db.ts';

// The payments port (DESIGN.md, "Ports"): what the payment module needs from a payment service provider. The built-in
// adapter is the sandbox PSP (sandbox-gateway/); a real provider is one more adapter of the same shape
// (psp-http.adapter.ts shows it for a typical REST PSP). docs/decisions/0040, 0430.

/** A payment as the provider sees it. `unknown`: the provider has no such payment. */
export type ProviderPaymentState = 'open' | 'paid' | 'declined' | 'unknown';

export interface ProviderPaymentStatus {
  state: ProviderPaymentState;
  /** The provider's own id of the payment (null when unknown). */
  providerReference: string | null;
  /** Our reference (DP-…) as the provider recorded it. */
  reference: string;
  /** Kuruş, as the provider took it (null when unknown). */
  amount: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  /** Short name: the ledger key `psp:<name>:<provider reference>` and the audit actor `psp:<name>`. */
  readonly name: string;
  /** Opens the provider's hosted payment page for one of our deposits (in the caller's transaction when it has one). */
  createSession(
    input: { merchantReference: string; amount: number; method: string; locale: Locale },
    tx?: Db,
  ): Promise<{ providerReference: string; pageUrl: string }>;
  /**
   * Asks the provider for a payment's status by our reference (reconciliation and the operator's "ask the provider"):
   * the answer is applied through the same idempotent path as the provider's webhook.
   */
  status(reference: string): Promise<ProviderPaymentStatus>;
}
