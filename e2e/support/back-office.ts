import type { OpsCreatedOperator } from '@kasa/contract/ops';
import type { Page } from 'playwright-core';
import { totpCode } from '../../apps/server/src/modules/ops/ops.totp.ts';
import { callOps } from './money.ts';
import { byTestId } from './site.ts';

// The back office at /admin/ (decision 0520): an operator of its own for a journey (the demo operator's TOTP code is
// spent by the global setup's sign-in, and a code is good for one sign-in), the two-step sign-in, and the menu.

export const OPERATOR_PASSWORD = 'Back-office-journey-2026';

/** A fresh operator with `roles`, made by the demo admin through the API; its TOTP secret comes back once. */
export async function newOperator(roles: string[]): Promise<OpsCreatedOperator> {
  const username = `bo${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await callOps<OpsCreatedOperator>('POST', 'operators', {
    username,
    password: OPERATOR_PASSWORD,
    roles,
  });
  if (created.status !== 200)
    throw new Error(`ops/operators: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** Password, then the authenticator's code, in the browser; resolves on the signed-in frame. */
export async function signInToBackOffice(
  page: Page,
  operator: OpsCreatedOperator,
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  if (!/\/admin\/login/.test(page.url())) await page.goto('/admin/login');
  await page.locator('input[name="username"]').fill(operator.operator.username);
  await page.locator('input[name="password"]').fill(OPERATOR_PASSWORD);
  await beforeSubmit?.();
  await page.locator('form button[type="submit"]').click();
  const code = page.locator('input[name="code"]');
  await code.waitFor({ state: 'visible' });
  await code.fill(totpCode(operator.totpSecret, new Date()));
  await page.locator('form button[type="submit"]').click();
  await byTestId(page, 'operator-name').filter({ hasText: operator.operator.username }).waitFor();
}

/** On a phone the menu folds behind its button. */
export async function openBackOfficeMenu(page: Page, resource: string): Promise<void> {
  const toggle = byTestId(page, 'menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await byTestId(page, `nav-${resource}`).click();
}
