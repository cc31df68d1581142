import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer, gameFrame, gameTile, originalsFrame, playModal } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: a Tombala room (issue 11 §4, decision 0330). A funded player opens the Çınar room from /casino/bingo (its
// tile shows the next game's countdown, players and pool), buys two tickets while sales are open, and watches the
// balls called by the server daub the tickets; the price left the balance the server holds and the books balance.
// The journeys' server runs short games (global-setup: 15 s of sales, a ball every 0.7 s).

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

describe.each(viewports)('Tombala at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a funded player opens a room from /casino/bingo, buys tickets and watches the numbers daub', async () => {
    await inSession(
      browser(),
      viewport,
      'tombala',
      async ({ page }) => {
        const shots = new Shots(viewport.name, 'tombala');
        const player = newPlayer('tomb');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/casino/bingo');
        const tile = gameTile(page, 'kasa-tombala-cinar');
        await tile.waitFor({ state: 'visible' });
        await byTestId(tile, 'tombala-live-state').waitFor({ state: 'visible' });
        await shots.take(page, 'bingo-lobby');
        await byTestId(tile, 'game-play').click();
        await page.waitForURL(/\/casino\/play\//);
        if (viewport.isMobile) await playModal(page).waitFor({ state: 'visible' });
        await gameFrame(page).waitFor({ state: 'visible' });
        await originalsFrame(page);
        // A frame locator, not the frame: it follows the game frame should the play page attach it again.
        const frame = gameFrame(page).contentFrame();
        await frame.getByTestId('tombala-room').waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await frame.getByTestId('tombala-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(100));

        // Wait for a game on sale with a few seconds left (a game may be running when the room opens).
        const buyButton = frame.getByTestId('tombala-buy-button');
        await expect
          .poll(
            async () => {
              if ((await frame.getByTestId('tombala-room').getAttribute('data-phase')) !== 'selling')
                return false;
              const text = await frame.getByTestId('tombala-status').innerText();
              const match = /(\d+):(\d\d)/.exec(text);
              const left = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
              return left >= 4 && (await buyButton.isEnabled());
            },
            { timeout: 120_000, interval: 250 },
          )
          .toBe(true);
        await frame.getByRole('button', { name: /Bir bilet fazla/ }).click();
        await expect.poll(() => frame.getByTestId('tombala-buy-count').innerText()).toBe('2');
        await buyButton.click();
        await expect.poll(() => frame.getByTestId('tombala-ticket').count()).toBe(2);
        await expect
          .poll(async () => (await frame.getByTestId('tombala-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(96));
        expect((await balanceOf(token)).balance).toBe(96);
        await shots.take(page, 'tickets-bought');

        // The game starts; the balls come over the hub and the tickets are daubed as they are called.
        await expect
          .poll(() => frame.getByTestId('tombala-room').getAttribute('data-phase'), { timeout: 30_000 })
          .toBe('running');
        await expect
          .poll(() => frame.locator('[data-testid="tombala-ticket"] [data-daubed="true"]').count(), {
            timeout: 60_000,
            interval: 250,
          })
          .toBeGreaterThan(2);
        const called = await frame.locator('[data-testid="tombala-board"] [data-called="true"]').count();
        expect(called).toBeGreaterThan(2);
        // Every daubed number has been called on the board (read after the tickets, so the board has at least those).
        const daubed = await frame
          .locator('[data-testid="tombala-ticket"] [data-daubed="true"] b')
          .allInnerTexts();
        const board = new Set(
          await frame.locator('[data-testid="tombala-board"] [data-called="true"]').allInnerTexts(),
        );
        for (const n of daubed) expect(board.has(n), n).toBe(true);
        await expect(frame.getByTestId('tombala-best-togo').innerText()).resolves.toMatch(/\d|Kazandı/);
        await shots.take(page, 'daubing');
        expect((await booksCheck()).ok).toBe(true);
      },
      { lang: 'tr' },
    );
  }, 240_000);
});
