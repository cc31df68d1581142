import { readFile } from 'node:fs/promises';
import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { newPlayer } from '../support/data.ts';
import { verifyIdentity } from '../support/kyc.ts';
import { balanceOf, booksCheck, callOps, paymentHistoryOf, pendingPaymentsOf } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { newOperator, openBackOfficeMenu as openMenu, signInToBackOffice } from '../support/back-office.ts';
import { byTestId } from '../support/site.ts';

// Journey: the back office at /admin/ (issue 13, decisions 0500, 0510, 0520). A payments-and-support operator signs
// in with password and authenticator code, sees the pending deposit on the dashboard's queue, confirms it from the
// payments queue with a note, finds the player by name and sees the money on the account and in its ledger, then
// credits a goodwill adjustment on the player page, then approves the player's withdrawal, which the player's
// history shows confirmed. The menu
// shows only what the roles allow (no audit log, no operator accounts), and sign-out ends the session.

const BANK_DEPOSIT = 1;
const BANK_WITHDRAW = 11;
const IBAN = 'TR330006100519786457841326';

describe.each(viewports)('the back office at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();
  // Desktop in Turkish (the default), the phone in English: both languages are walked through.
  const language = viewport.isMobile ? 'en' : 'tr';

  test('an operator signs in with a TOTP code, confirms a pending deposit from the queue and finds it on the player', async () => {
    const player = newPlayer('bo');
    const registered = await registerPlayer(player);
    const deposit = await callApi<unknown>('POST', 'payment/deposit', {
      token: registered.token,
      body: { id: BANK_DEPOSIT, target: 'pay', detail: { amount: 150, fullName: 'Ayşe Yılmaz' } },
    });
    expect(deposit.status).toBe(200);
    const [pending] = await pendingPaymentsOf(player.username);
    expect(pending).toBeDefined();
    const operator = await newOperator(['payments', 'support']);

    await inSession(browser(), viewport, 'back-office', async ({ context, page }) => {
      await context.addInitScript((lang) => window.localStorage.setItem('kasa-ops-lang', lang), language);
      const shots = new Shots(viewport.name, 'back-office');

      // Any address of the back office sends a signed-out visitor to the sign-in.
      await page.goto('/admin/payments');
      await page.waitForURL(/\/admin\/login/);
      await signInToBackOffice(page, operator, () => shots.take(page, 'sign-in').then(() => undefined));

      // The dashboard, with the deposit waiting in its queue.
      await byTestId(page, 'queue-pendingDeposits').waitFor({ state: 'visible' });
      expect(Number(await byTestId(page, 'queue-pendingDeposits').innerText())).toBeGreaterThanOrEqual(1);
      // Payments and support may not read the audit log or manage operators: the menu does not offer them.
      await expect.poll(() => byTestId(page, 'nav-payments').count()).toBe(1);
      expect(await byTestId(page, 'nav-audit').count()).toBe(0);
      expect(await byTestId(page, 'nav-operators').count()).toBe(0);
      await page.locator('.recharts-surface').first().waitFor({ state: 'visible' });
      await shots.take(page, 'dashboard');

      // The payments queue: confirm the player's deposit with a note.
      await openMenu(page, 'payments');
      const row = page.locator(`tr[data-key="${pending!.reference}"]`);
      await row.waitFor({ state: 'visible' });
      await shots.take(page, 'payments');
      await row.locator('[data-action="confirm"]').click();
      const dialog = byTestId(page, 'action-dialog');
      await dialog.locator('textarea[name="note"]').fill('Bank statement checked');
      await shots.take(page, 'confirm-dialog');
      await dialog.locator('button[type="submit"]').click();
      await row.waitFor({ state: 'detached' });
      await expect.poll(async () => (await balanceOf(registered.token)).balance).toBe(150);

      // The player, found by name: the balance and the ledger line of the deposit.
      await openMenu(page, 'players');
      await page.locator('input[name="q"]').fill(player.username);
      await page.locator('form[role="search"] button[type="submit"]').click();
      const link = page.getByRole('link', { name: player.username, exact: true });
      await link.waitFor({ state: 'visible' });
      await shots.take(page, 'players');
      await link.click();
      await expect
        .poll(async () => (await byTestId(page, 'player-balance').innerText()).replace(/\s+/g, ''))
        .toMatch(/150[,.]00/);
      await shots.take(page, 'player');
      await page.locator('#tab-ledger').click();
      await page.locator('#player-panel tbody tr[data-key]').first().waitFor({ state: 'visible' });
      expect(await page.locator('#player-panel').innerText()).toMatch(/150[,.]00/);
      await shots.take(page, 'player-ledger');

      // A goodwill credit of ₺25,50 (below the four-eyes threshold: applied at once through the ledger), typed the
      // Turkish way; the player's balance follows and the Adjustments tab lists it (decision 0512).
      await byTestId(page, 'adjust-balance').click();
      await dialog.locator('select[name="direction"]').selectOption('credit');
      await dialog.locator('input[name="amount"]').fill('25,50');
      await dialog.locator('textarea[name="reason"]').fill('Goodwill: a round lost to a dropped connection');
      await shots.take(page, 'adjust-dialog');
      await dialog.locator('button[type="submit"]').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await balanceOf(registered.token)).balance).toBe(175.5);
      // The open player page follows without a reload.
      await expect
        .poll(async () => (await byTestId(page, 'player-balance').innerText()).replace(/\s+/g, ''))
        .toMatch(/175[,.]50/);
      await page.locator('#tab-adjustments').click();
      await page.locator('#player-panel tbody tr[data-key]').first().waitFor({ state: 'visible' });
      expect(await page.locator('#player-panel').innerText()).toMatch(/25[,.]50/);
      await shots.take(page, 'player-adjustments');

      // The player asks for ₺100 to an IBAN; the operator approves it from the queue, and the player's financial
      // history then shows it confirmed.
      await verifyIdentity(registered.token, player);
      const withdrawal = await callApi<unknown>('POST', 'payment/withdraw', {
        token: registered.token,
        body: {
          id: BANK_WITHDRAW,
          detail: { amount: 100, fullName: `${player.name} ${player.surname}`, iban: IBAN, bank: 4 },
        },
      });
      expect(withdrawal.status).toBe(200);
      const [request] = (await pendingPaymentsOf(player.username)).filter(
        (p) => p.type === TransactionType.Withdraw,
      );
      expect(request).toBeDefined();
      await openMenu(page, 'payments');
      const withdrawalRow = page.locator(`tr[data-key="${request!.reference}"]`);
      await withdrawalRow.waitFor({ state: 'visible' });
      await withdrawalRow.locator('[data-action="approve"]').click();
      await dialog.locator('textarea[name="note"]').fill('IBAN holder matches the account');
      await dialog.locator('button[type="submit"]').click();
      await withdrawalRow.waitFor({ state: 'detached' });
      await shots.take(page, 'withdrawal-approved');
      await expect
        .poll(async () => {
          const history = await paymentHistoryOf(registered.token);
          return history.items.find((item) => item.reference === request!.reference)?.status;
        })
        .toBe(TransactionStatus.Confirmed);
      expect((await balanceOf(registered.token)).balance).toBe(75.5);

      // Reports: the books check is green, and the period's figures come as a CSV file.
      await openMenu(page, 'reports');
      await expect.poll(() => byTestId(page, 'books-card').getAttribute('data-ok')).toBe('true');
      await page.locator('tr[data-key]').first().waitFor({ state: 'visible' });
      await shots.take(page, 'reports');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        byTestId(page, 'report-csv').click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toContain('date,deposits,withdrawals,ggr_casino');
      expect(csv.split('\r\n')).toHaveLength(32);

      // Signing out ends the session on the server too.
      const token = await page.evaluate(() => window.sessionStorage.getItem('kasa-ops-token'));
      expect(token).toBeTruthy();
      await byTestId(page, 'sign-out').click();
      await page.waitForURL(/\/admin\/login/);
      const after = await fetch(new URL('/api/ops/auth/me', page.url()), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(401);
    });

    // The confirmation is in the audit log under the operator's name, from the session, not a header.
    const audit = await callOps<{ items: { actor: string; action: string; targetId: string | null }[] }>(
      'GET',
      `audit?targetId=${pending!.reference}`,
    );
    expect(
      audit.body.data.items.some(
        (entry) => entry.action === 'deposit.confirm' && entry.actor.includes(operator.operator.username),
      ),
    ).toBe(true);
    expect((await booksCheck()).ok).toBe(true);
  }, 120_000);
});
