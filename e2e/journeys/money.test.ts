import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { newPlayer } from '../support/data.ts';
import {
  balanceOf,
  booksCheck,
  callOps,
  fillAmount,
  hubState,
  paymentHistoryOf,
  pendingPaymentsOf,
  shownBalance,
  unreadBadge,
} from '../support/money.ts';
import { verifyIdentity } from '../support/kyc.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession, toasts, visibleTestId } from '../support/site.ts';
import { uiText } from '../support/texts.ts';

// Journey: money (issue 3 §9). A new player deposits through the sandbox PSP's page, sees the balance and the bell
// change without a reload (the hub's push), withdraws to an IBAN (a wrong one refused first), an operator approves,
// and the financial history shows both. In English, so the server's notification titles can be checked word for word.

const PAPARA_DEPOSIT = 2;
const BANK_WITHDRAW = 11;
const WRONG_IBAN = 'TR330006100519786457841327'; // valid format, mod-97 check fails
const GOOD_IBAN = 'TR330006100519786457841326';
const HOLDER = 'Ayşe Yılmaz';
const BANK_ID = '4'; // Türkiye İş Bankası

const { Deposit, Withdraw } = TransactionType;
const { Confirmed, Pending, Rejected } = TransactionStatus;

/** New player via the API (setup), then a real login through the site's dialog, with the live hub connected. */
async function signedInPlayer(page: Page, prefix: string) {
  const player = newPlayer(prefix);
  const registered = await registerPlayer(player);
  // A withdrawal needs an approved identity (docs/decisions/0410): given before the login, so the bell starts with it.
  await verifyIdentity(registered.token, player);
  await openHome(page);
  await logIn(page, player.username, player.password);
  const session = await storedSession(page);
  expect(session).not.toBeNull();
  await expect.poll(() => hubState(page)).toBe('connected');
  return { player, token: session!.token };
}

/**
 * `/dashboard/deposit` → Papara → amount → Start Deposit: the dialog turns to 'Operation active' and the PSP's page
 * opens in a new tab, which is returned.
 */
async function startPaparaDeposit(page: Page, amount: string, shots: Shots): Promise<Page> {
  await page.goto('/dashboard/deposit');
  const tile = byTestId(page, `payment-tile-${PAPARA_DEPOSIT}`);
  await tile.waitFor({ state: 'visible' });
  await shots.take(page, 'deposit-page');
  await tile.click();
  const dialog = byTestId(page, 'dialog-deposit');
  await dialog.waitFor({ state: 'visible' });
  await fillAmount(dialog, 'amount', amount);
  const submit = byTestId(dialog, 'payment-submit');
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await shots.take(page, 'deposit-dialog');

  const pspPageOpened = page.context().waitForEvent('page');
  await submit.click();
  const psp = await pspPageOpened;
  await byTestId(dialog, 'deposit-active').waitFor({ state: 'visible' });
  await expect
    .poll(() => byTestId(dialog, 'deposit-active').innerText())
    .toContain(uiText('en', 'payment.activeTitle'));
  await shots.take(page, 'operation-active');

  // From here the site's tab must not load again: a reload would hide whether the hub pushed the changes.
  await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  await psp.waitForLoadState('domcontentloaded');
  expect(new URL(psp.url()).pathname).toMatch(/^\/sandbox\/pay\/[^/]+$/);
  return psp;
}

/** The marker set on the site's tab is still there: the tab was not reloaded since. */
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload === true);

describe.each(viewports)('money at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player deposits ₺250 on the sandbox PSP page and sees balance and bell update live, a wrong IBAN is refused, a ₺100 withdrawal is approved by an operator and notified live, and the financial history shows both as Confirmed', async () => {
    const shots = new Shots(viewport.name, 'money');
    await inSession(
      browser(),
      viewport,
      `money-${viewport.name}`,
      async ({ page }) => {
        const { player, token } = await signedInPlayer(page, 'money');
        expect(await balanceOf(token)).toMatchObject({ balance: 0 });
        await expect.poll(() => shownBalance(page)).toBe('₺0,00');
        const unreadAtStart = await unreadBadge(page);

        // ---- Deposit ₺250 through Papara (redirect method) ----
        const psp = await startPaparaDeposit(page, '250', shots);
        await psp.getByRole('heading', { name: 'Secure payment' }).waitFor({ state: 'visible' });
        expect(await psp.locator('dd.amount').innerText()).toMatch(/250,00/);
        await shots.take(psp, 'sandbox-page');
        await psp.getByRole('button', { name: 'Pay', exact: true }).click();
        const outcome = psp.locator('[role="status"][data-outcome]');
        await outcome.waitFor({ state: 'visible' });
        expect(await outcome.getAttribute('data-outcome')).toBe('paid');
        await shots.take(psp, 'sandbox-paid');
        await psp.close();

        // Back on the site's tab, not reloaded: the balance and the bell changed by themselves.
        await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe('₺250,00');
        await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(unreadAtStart + 1);
        expect(await hubState(page)).toBe('connected');
        expect(await notReloaded(page)).toBe(true);
        expect(await balanceOf(token)).toMatchObject({ balance: 250 });
        // The dialog still shows 'Operation active' (full screen on phones, over the tab bar); the player closes it.
        await page.keyboard.press('Escape');
        await byTestId(page, 'dialog-deposit').waitFor({ state: 'hidden' });
        expect(await shownBalance(page)).toBe('₺250,00');
        await shots.take(page, 'balance-updated');

        // ---- Withdraw: a wrong IBAN first ----
        await page.goto('/dashboard/withdraw');
        const tile = byTestId(page, `payment-tile-${BANK_WITHDRAW}`);
        await tile.waitFor({ state: 'visible' });
        await tile.click();
        const dialog = byTestId(page, 'dialog-withdraw');
        await dialog.waitFor({ state: 'visible' });
        await fillAmount(dialog, 'amount', '100');
        await byTestId(dialog, 'payment-field-fullName').fill(HOLDER);
        await byTestId(dialog, 'payment-field-bank').selectOption(BANK_ID);
        const iban = byTestId(dialog, 'payment-field-iban');

        const withdrawCalls: Request[] = [];
        const onRequest = (request: Request) => {
          if (request.url().includes('/api/payment/withdraw')) withdrawCalls.push(request);
        };
        page.on('request', onRequest);
        await iban.fill(WRONG_IBAN);
        await iban.press('Tab');
        expect(await iban.inputValue()).toBe('TR33 0006 1005 1978 6457 8413 27');
        const ibanError = dialog.getByRole('alert').filter({ hasText: uiText('en', 'payment.ibanInvalid') });
        await ibanError.waitFor({ state: 'visible' });
        expect(await iban.getAttribute('aria-invalid')).toBe('true');
        const submit = byTestId(dialog, 'payment-submit');
        expect(await submit.isDisabled()).toBe(true);
        // Enter in the field does not send it either.
        await iban.press('Enter');
        await shots.take(page, 'withdraw-iban-error');
        // The server refuses it on its own too (a client that skips the form's check).
        const direct = await callApi('POST', 'payment/withdraw', {
          token,
          locale: 'en',
          body: {
            id: BANK_WITHDRAW,
            detail: { amount: 100, fullName: HOLDER, iban: WRONG_IBAN, bank: Number(BANK_ID) },
          },
        });
        expect(direct.status).toBe(400);
        expect(direct.body.success).toBe(false);
        expect(JSON.stringify(direct.body.data)).toContain('iban');
        expect(withdrawCalls).toHaveLength(0);
        expect(await balanceOf(token)).toMatchObject({ balance: 250 });
        expect(await shownBalance(page)).toBe('₺250,00');
        expect(await pendingPaymentsOf(player.username)).toHaveLength(0);

        // ---- The valid IBAN ----
        await iban.fill(GOOD_IBAN);
        await iban.press('Tab');
        await ibanError.waitFor({ state: 'detached' });
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await submit.click();
        const success = toasts(page, 'success').filter({
          hasText: 'Your withdrawal request has been received',
        });
        await success.waitFor({ state: 'visible' });
        await shots.take(page, 'withdraw-success');
        await dialog.waitFor({ state: 'hidden' });
        page.off('request', onRequest);
        await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
        expect(withdrawCalls).toHaveLength(1);
        expect(withdrawCalls[0]!.postDataJSON()).toEqual({
          id: BANK_WITHDRAW,
          detail: { amount: 100, fullName: HOLDER, iban: GOOD_IBAN, bank: Number(BANK_ID) },
        });
        const reference = /\b(WD-[0-9A-Z]{6})\b/.exec(await success.innerText())?.[1];
        expect(reference, 'the success message names the reference').toBeDefined();

        // Reserved at once: ₺150 left, shown without reload; the request itself is notified too.
        await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe('₺150,00');
        expect(await balanceOf(token)).toMatchObject({ balance: 150 });
        await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(unreadAtStart + 2);
        const pending = await pendingPaymentsOf(player.username);
        expect(pending).toEqual([
          expect.objectContaining({ reference, type: Withdraw, status: Pending, amount: 100 }),
        ]);

        // ---- The operator approves ----
        const approved = await callOps<{ status: number }>('POST', `withdrawals/${reference}/approve`, {
          note: 'e2e',
        });
        expect(approved.status).toBe(200);
        expect(approved.body.data.status).toBe(Confirmed);
        await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(unreadAtStart + 3);
        expect(await notReloaded(page)).toBe(true);
        expect(await balanceOf(token)).toMatchObject({ balance: 150 });
        expect(await shownBalance(page)).toBe('₺150,00');

        await visibleTestId(page, 'notification-bell').click();
        const panel = byTestId(page, 'notification-panel');
        await panel.waitFor({ state: 'visible' });
        const items = byTestId(panel, 'notification-item');
        await expect.poll(() => items.count()).toBeGreaterThanOrEqual(3);
        // Newest first: the approval, then the request, then the deposit.
        const titles = (await items.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
        expect(titles.slice(0, 3)).toEqual([
          'Withdrawal approved',
          'Withdrawal request received',
          'Deposit confirmed',
        ]);
        expect(await items.first().getAttribute('data-read')).toBe('false');
        await shots.take(page, 'notifications-panel');
        await items.first().click();
        const detail = byTestId(panel, 'notification-detail');
        await detail.waitFor({ state: 'visible' });
        expect(await detail.innerText()).toContain(reference!);
        await shots.take(page, 'notification-detail');
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });

        // ---- Financial history ----
        await page.goto('/dashboard/financial-activities');
        const rows = byTestId(page, 'fin-row');
        await expect.poll(() => rows.count()).toBe(2);
        const shown = await rows.evaluateAll((elements) =>
          elements.map((el) => [el.getAttribute('data-type'), el.getAttribute('data-status')]),
        );
        expect(shown).toEqual([
          [String(Withdraw), String(Confirmed)],
          [String(Deposit), String(Confirmed)],
        ]);
        const rowTexts = await rows.allInnerTexts();
        expect(rowTexts[0]).toContain(reference!);
        expect(rowTexts[0]).toMatch(/100,00/);
        expect(rowTexts[1]).toMatch(/250,00/);
        expect(rowTexts.every((text) => text.includes('Confirmed'))).toBe(true);
        await shots.take(page, 'financial-history');

        const history = await paymentHistoryOf(token);
        expect(history.items.map(({ type, status, amount }) => ({ type, status, amount }))).toEqual([
          { type: Withdraw, status: Confirmed, amount: 100 },
          { type: Deposit, status: Confirmed, amount: 250 },
        ]);
        expect(await booksCheck()).toMatchObject({ ok: true, problems: [] });
      },
      { lang: 'en' },
    );
  });
});

describe('money, declined at the PSP (desktop)', () => {
  const browser = useBrowser();
  const viewport = viewports.find((v) => v.name === 'desktop')!;

  test('a deposit declined on the sandbox page leaves the balance at ₺0, is notified live and shows as Rejected in the financial history', async () => {
    const shots = new Shots(viewport.name, 'money-decline');
    await inSession(
      browser(),
      viewport,
      'money-decline',
      async ({ page }) => {
        const { token } = await signedInPlayer(page, 'decl');
        const unreadAtStart = await unreadBadge(page);

        const psp = await startPaparaDeposit(page, '250', shots);
        await psp.getByRole('button', { name: 'Decline', exact: true }).click();
        const outcome = psp.locator('[role="status"][data-outcome]');
        await outcome.waitFor({ state: 'visible' });
        expect(await outcome.getAttribute('data-outcome')).toBe('declined');
        expect(await outcome.innerText()).toBe('Payment declined.');
        await shots.take(psp, 'sandbox-declined');
        await psp.close();

        await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(unreadAtStart + 1);
        expect(await notReloaded(page)).toBe(true);
        await page.keyboard.press('Escape');
        await byTestId(page, 'dialog-deposit').waitFor({ state: 'hidden' });
        await visibleTestId(page, 'notification-bell').click();
        const panel = byTestId(page, 'notification-panel');
        await panel.waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await byTestId(panel, 'notification-item').first().innerText()).split('\n')[0])
          .toBe('Deposit rejected');
        await shots.take(page, 'notifications-panel');
        await page.keyboard.press('Escape');
        expect(await shownBalance(page)).toBe('₺0,00');
        expect(await balanceOf(token)).toMatchObject({ balance: 0 });

        await page.goto('/dashboard/financial-activities');
        const rows = byTestId(page, 'fin-row');
        await expect.poll(() => rows.count()).toBe(1);
        expect(await rows.first().getAttribute('data-type')).toBe(String(Deposit));
        expect(await rows.first().getAttribute('data-status')).toBe(String(Rejected));
        expect(await rows.first().innerText()).toContain('Rejected');
        await shots.take(page, 'financial-history');
        expect(await booksCheck()).toMatchObject({ ok: true, problems: [] });
      },
      { lang: 'en' },
    );
  });
});
