import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { dismissPopup } from '../support/content.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, shownBalance } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession, toasts } from '../support/site.ts';

// Journey: My Bets and cash-out (issue 10 §2–3, docs/decisions/0230). A funded player places a single and a combo on
// pre-match prices of the simulator, finds both under My Bets (legs, stake, potential payout, bet id) with a live
// cash-out value, cashes the single out through the confirmation, and the balance — on the server and in the header —
// takes the amount paid; the bet moves to Settled as "Cashed out"; the dashboard's bet history lists both. In English so the texts can be read word for word.

const lira = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const formatLira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

/** Picks the first open price of `count` pre-match rows (different matches; no live delay, no goals). */
async function pickPrematch(page: Page, count: number) {
  const rows = page.locator('[data-testid=event-row]:not(.ev--live)');
  await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
  for (let i = 0; i < count; i++)
    await rows.nth(i).locator('[data-testid=odds]:not([disabled])').first().click();
}

async function openSlip(page: Page, viewport: Viewport) {
  if (viewport.width < 1200) {
    await byTestId(page, 'slip-bar').click();
    await byTestId(page, 'slip-sheet').waitFor({ state: 'visible' });
  }
  return byTestId(page, 'bet-slip');
}

async function place(page: Page, viewport: Viewport, type: 'Single' | 'Combo') {
  const slip = await openSlip(page, viewport);
  await slip.getByRole('tab', { name: type }).click();
  await slip.getByRole('button', { name: '10', exact: true }).click();
  await slip.getByRole('radio', { name: 'Accept any' }).click();
  await byTestId(slip, 'place-bet').click();
  await toasts(page, 'success')
    .filter({ hasText: 'Your bet is placed.' })
    .first()
    .waitFor({ state: 'visible' });
  if (viewport.width < 1200 && (await byTestId(page, 'slip-sheet').count()) > 0)
    await page.keyboard.press('Escape');
}

describe.each(viewports)('my bets at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player sees the bets placed under My Bets and cashes one out: the balance follows', async () => {
    const shots = new Shots(viewport.name, 'sports-mybets');
    await inSession(
      browser(),
      viewport,
      `sports-mybets-${viewport.name}`,
      async ({ page }) => {
        const player = newPlayer('mybets');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/spor/betco');
        await dismissPopup(page);
        // Each row links to its event page with the count of its markets: "+N" (at the end of the time line on
        // phones, after the prices on wide screens).
        const row = page.locator('[data-testid=event-row]:not(.ev--live)').first();
        await row.waitFor({ state: 'visible', timeout: 30_000 });
        const label = await byTestId(row, 'event-more').getAttribute('aria-label');
        expect(label).toMatch(/^\d+ markets$/);
        expect(await row.innerText()).toContain(`+${label!.split(' ')[0]}`);
        await shots.take(page, 'list-with-market-counts');

        await pickPrematch(page, 1);
        await place(page, viewport, 'Single');
        await pickPrematch(page, 2);
        await place(page, viewport, 'Combo');
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(80);

        await page.goto('/spor/bahislerim');
        const bets = byTestId(page, 'mybets-bet');
        await expect.poll(() => bets.count(), { timeout: 15_000 }).toBe(2);
        // Newest first: the combo with its two legs, then the single.
        const combo = bets.nth(0);
        const single = bets.nth(1);
        expect(await byTestId(combo, 'mybets-leg').count()).toBe(2);
        expect(await byTestId(single, 'mybets-leg').count()).toBe(1);
        expect(await byTestId(single, 'mybets-status').innerText()).toBe('Open');
        expect(await byTestId(single, 'mybets-id').innerText()).toMatch(/^Bet ID \d+$/);
        const cashout = byTestId(single, 'cashout-button');
        await cashout.waitFor({ state: 'visible', timeout: 15_000 });
        await shots.take(page, 'open-bets');

        await cashout.click();
        const confirm = byTestId(single, 'cashout-confirm');
        await confirm.waitFor({ state: 'visible' });
        await shots.take(page, 'cashout-confirm');
        await byTestId(single, 'cashout-confirm-button').click();
        const done = toasts(page, 'success').filter({ hasText: 'Cashed out:' });
        await done.waitFor({ state: 'visible' });
        const paid = lira((await done.innerText()).split(':')[1]!.split('added')[0]!);
        expect(paid).toBeGreaterThan(0);
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(80 + paid);
        await expect.poll(() => shownBalance(page)).toBe(formatLira(80 + paid));

        // The single leaves Open and is under Settled as cashed out, with the amount.
        await expect.poll(() => bets.count()).toBe(1);
        await page.getByRole('tab', { name: 'Settled' }).click();
        await expect.poll(() => byTestId(page, 'mybets-status').first().innerText()).toBe('Cashed out');
        expect(lira(await byTestId(page, 'mybets-cashedout').first().innerText())).toBe(paid);
        await shots.take(page, 'settled');

        // The dashboard's bet history: every bet (the All tab), reached from its tile.
        await page.goto('/dashboard');
        await byTestId(page, 'tile-bet-history').click();
        await page.waitForURL('**/dashboard/bet-history');
        await expect.poll(() => byTestId(page, 'mybets-bet').count(), { timeout: 15_000 }).toBe(2);
        await shots.take(page, 'dashboard-history');
        await page.goto('/spor/bahislerim');
        await byTestId(page, 'my-bets').waitFor({ state: 'visible' });

        // The slip's second tab lists the same bets.
        if (viewport.width >= 1200) {
          await byTestId(page, 'slip-mybets-tab').click();
          await byTestId(page, 'slip-mybets').waitFor({ state: 'visible' });
          await expect.poll(() => byTestId(byTestId(page, 'slip-mybets'), 'mybets-bet').count()).toBe(1);
          await shots.take(page, 'slip-mybets-tab');
        }
      },
      { lang: 'en' },
    );
  });
});
