import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer, gameFrame, gameTile, originalsFrame, playModal } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: Kasa Blackjack, the live table on the shared-round engine's in-round hook (issue 11 §2, decision 0312). A
// funded player opens the table from the live casino lobby (the tile shows its live state), puts ₺10 on the main bet
// in the betting window, plays the hand (declines insurance if offered, then stands), watches the dealer's cards
// turn over and sees what the hand paid and the balance the server holds.

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe.each(viewports)('Kasa Blackjack at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player opens the table from /casino/live, bets, plays a hand and sees the balance change', async () => {
    await inSession(
      browser(),
      viewport,
      'blackjack',
      async ({ page }) => {
        const shots = new Shots(viewport.name, 'blackjack');
        const player = newPlayer('bj');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/casino/live');
        const tile = gameTile(page, 'kasa-blackjack');
        await tile.waitFor({ state: 'visible' });
        await byTestId(tile, 'live-table-state').waitFor({ state: 'attached' });
        await shots.take(page, 'live-lobby');
        await byTestId(tile, 'game-play').click();
        await page.waitForURL(/\/casino\/play\//);
        if (viewport.isMobile) await playModal(page).waitFor({ state: 'visible' });
        await gameFrame(page).waitFor({ state: 'visible' });
        await originalsFrame(page);
        // Resolved again on every use: the site may put the frame in again while the table loads.
        const frame = gameFrame(page).contentFrame();
        await frame.getByTestId('blackjack-game').waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await frame.getByTestId('blackjack-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(100));

        // A betting window with a few seconds left (a round may be in play when the table opens).
        await expect
          .poll(
            async () => {
              if ((await frame.getByTestId('blackjack-zone-bet').count()) === 0) return false;
              const text = await frame.getByTestId('blackjack-status').innerText();
              return Number(/\d+/.exec(text)?.[0] ?? 0) >= 6;
            },
            { timeout: 90_000, interval: 250 },
          )
          .toBe(true);
        await frame.getByRole('radio', { name: lira(5) }).click();
        await frame.getByTestId('blackjack-zone-bet').click();
        await frame.getByTestId('blackjack-zone-bet').click();
        // Confirmed before the picture: the screenshot and its accessibility check take seconds on a loaded machine,
        // and the window must not close in between.
        await frame.getByTestId('blackjack-confirm').click();
        await shots.take(page, 'chips');
        await expect
          .poll(async () => (await frame.getByTestId('blackjack-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(90));

        // Play the hand: decline insurance when offered, stand in our turn; the round may also end by itself
        // (a blackjack, or the dealer's).
        const win = frame.getByTestId('blackjack-win');
        let dealtShot = false;
        await expect
          .poll(
            async () => {
              if (await win.isVisible()) return true;
              if (!dealtShot && (await frame.locator('[data-testid^="blackjack-my-hand-"]').count()) > 0) {
                dealtShot = true;
                await shots.take(page, 'dealt');
              }
              const noInsurance = frame.getByTestId('blackjack-no-insurance');
              if (await noInsurance.isVisible()) await noInsurance.click().catch(() => undefined);
              const stand = frame.getByTestId('blackjack-stand');
              if ((await stand.isVisible()) && (await stand.isEnabled()))
                await stand.click().catch(() => undefined);
              return false;
            },
            { timeout: 90_000, interval: 300 },
          )
          .toBe(true);
        const text = await win.innerText();
        const paid = /\d/.test(text) ? amountOf(text) : 0;
        expect([0, 10, 20, 25]).toContain(paid);
        await expect
          .poll(async () => (await frame.getByTestId('blackjack-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(90 + paid));
        expect((await balanceOf(token)).balance).toBe(90 + paid);
        await shots.take(page, 'settled');
        expect((await booksCheck()).ok).toBe(true);
      },
      { lang: 'tr' },
    );
  }, 240_000);
});
