import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { dismissPopup } from '../support/content.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, dialog, logIn, openHome, storedSession, toasts } from '../support/site.ts';

// Journey: the sportsbook's pages (issue 10 §3, docs/decisions/0220). A guest picks prices from the list into the
// slip and is asked to log in when placing (spec §6); a funded player builds a combo of two matches and places it
// through `sports/placebet`, the stake leaves the balance and the slip empties. The prices are the built-in
// simulator's. In English so the toasts can be read word for word.

/** Takes the first open price of the first `count` event rows (different matches). */
async function pickFromRows(page: Page, count: number) {
  const rows = byTestId(page, 'event-row');
  await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
  for (let i = 0; i < count; i++)
    await rows.nth(i).locator('[data-testid=odds]:not([disabled])').first().click();
}

/** The slip: the right column on wide screens, the bottom sheet (opened from its bar) on phones. */
async function openSlip(page: Page, viewport: Viewport) {
  if (viewport.width < 1200) {
    await byTestId(page, 'slip-bar').click();
    await byTestId(page, 'slip-sheet').waitFor({ state: 'visible' });
  }
  return byTestId(page, 'bet-slip');
}

describe.each(viewports)('sports at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a guest picks prices into the slip and gets the login dialog when placing', async () => {
    const shots = new Shots(viewport.name, 'sports-guest');
    await inSession(
      browser(),
      viewport,
      `sports-guest-${viewport.name}`,
      async ({ page }) => {
        await page.goto('/spor');
        // A fresh visitor gets the promotional popup once the page is idle: closed first.
        await dismissPopup(page);
        await pickFromRows(page, 2);
        if (viewport.width < 1200) expect(await byTestId(page, 'slip-badge').textContent()).toBe('2');
        await shots.take(page, 'list-with-picks');
        const slip = await openSlip(page, viewport);
        expect(await byTestId(slip, 'slip-selection').count()).toBe(2);
        await shots.take(page, 'slip');
        await byTestId(slip, 'place-bet').click();
        await dialog(page, 'login').waitFor({ state: 'visible' });
        await shots.take(page, 'login-for-bet');
        // The slip is kept for after the login (local storage).
        const stored = await page.evaluate(() => window.localStorage.getItem('sportsSlip'));
        expect((JSON.parse(stored!) as { selections: unknown[] }).selections).toHaveLength(2);
      },
      { lang: 'en' },
    );
  });

  test('a player places a combo of two matches: the stake leaves the balance and the slip empties', async () => {
    const shots = new Shots(viewport.name, 'sports-combo');
    await inSession(
      browser(),
      viewport,
      `sports-combo-${viewport.name}`,
      async ({ page }) => {
        const player = newPlayer('sports');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/spor/betco');
        // The promotional popup (once per visitor, after the page went idle) is closed first.
        await dismissPopup(page);
        await pickFromRows(page, 2);
        const slip = await openSlip(page, viewport);
        await slip.getByRole('tab', { name: 'Combo' }).click();
        await slip.getByRole('button', { name: '10', exact: true }).click();
        expect(await byTestId(slip, 'slip-total-stake').textContent()).toBe('₺10,00');
        await slip.getByRole('radio', { name: 'Accept any' }).click();
        await shots.take(page, 'combo-ready');
        await byTestId(slip, 'place-bet').click();
        await toasts(page, 'success')
          .filter({ hasText: 'Your bet is placed.' })
          .waitFor({ state: 'visible' });
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(90);
        const stored = await page.evaluate(() => window.localStorage.getItem('sportsSlip'));
        expect((JSON.parse(stored!) as { selections: unknown[] }).selections).toHaveLength(0);
        await shots.take(page, 'combo-placed');
      },
      { lang: 'en' },
    );
  });
});
