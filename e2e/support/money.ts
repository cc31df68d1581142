import type { BalanceData } from '@kasa/contract/wallet';
import type { PaymentHistoryData } from '@kasa/contract/payment';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { callApi } from './api.ts';
import { baseUrl } from './browser.ts';
import { byTestId, visibleTestId } from './site.ts';

// Money on the site (issue 3): the player's balance and payments behind what the browser shows, the operator's
// endpoints (`/api/ops/…`), and the header's balance and bell in the player's terms.

/** The demo operator's session, signed in once by the global setup (decision 0500). */
export const operatorToken = () => inject('operatorToken');

export async function balanceOf(token: string): Promise<BalanceData> {
  const { status, body } = await callApi<BalanceData>('GET', 'user/balance', { token });
  if (status !== 200 || !body.success)
    throw new Error(`user/balance failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function paymentHistoryOf(token: string): Promise<PaymentHistoryData> {
  const { status, body } = await callApi<PaymentHistoryData>('POST', 'payment/history', {
    token,
    body: { skip: 0, take: 50 },
  });
  if (status !== 200 || !body.success)
    throw new Error(`payment/history failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export interface OpsPayment {
  reference: string;
  type: number;
  status: number;
  method: string;
  amount: number;
  playerId: string;
  username: string | null;
}

/** An operator call with the demo operator's session (`Authorization: Bearer <token>`). */
export async function callOps<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { success: boolean; message: string; data: T } }> {
  const response = await fetch(`${baseUrl()}/api/ops/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${operatorToken()}`,
      'x-locale': 'en',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as never };
}

export async function pendingPaymentsOf(username: string): Promise<OpsPayment[]> {
  const { status, body } = await callOps<OpsPayment[]>('GET', 'payments/pending');
  if (status !== 200 || !body.success)
    throw new Error(`ops/payments/pending failed: ${status} ${JSON.stringify(body)}`);
  return body.data.filter((payment) => payment.username?.toLowerCase() === username.toLowerCase());
}

/** `GET /api/ops/books`: the ledger's own consistency check. */
export async function booksCheck(): Promise<{ ok: boolean; problems: string[] }> {
  const { status, body } = await callOps<{ ok: boolean; problems: string[] }>('GET', 'books');
  if (status !== 200 || !body.success) throw new Error(`ops/books failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The balance the header shows (the tab bar below 900 px), without spaces: '₺250,00'. */
export async function shownBalance(page: Page): Promise<string> {
  return (await visibleTestId(page, 'header-balance').innerText()).replace(/\s+/g, '');
}

/** The unread count on the bell (0 when the badge is absent; '9+' counts as 10). */
export async function unreadBadge(page: Page): Promise<number> {
  const bell = visibleTestId(page, 'notification-bell');
  const badge = byTestId(bell, 'notification-badge');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.innerText()).trim();
  return text === '9+' ? 10 : Number(text);
}

export function hubState(page: Page): Promise<string | null> {
  return byTestId(visibleTestId(page, 'notification-bell'), 'hub-status').getAttribute('data-state');
}

/** A numeric payment field: type the value like a player, then leave the field so it is clamped and validated. */
export async function fillAmount(scope: Locator, key: string, value: string) {
  const input = byTestId(scope, `payment-field-${key}`);
  await input.fill(value);
  await input.press('Tab');
}
