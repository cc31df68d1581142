import type { TableRound } from '@kasa/contract/roulette';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer, gameFrame, gameTile, originalsFrame, playModal } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: Kasa Roulette, the live table on the shared-round engine (issue 11 §1–2, decision 0310). A funded player
// opens the table from the live casino lobby, covers the whole wheel (the three dozens and zero, so the bet wins
// whatever comes), sends the chips in the betting window, watches the wheel spin and stop on the server's number,
// and sees the win and the balance the server holds; the round verifies on /provably-fair/roulette.

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

describe.each(viewports)('Kasa Roulette at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player opens the table from /casino/live, bets, sees the spin land and the win paid', async () => {
    await inSession(
      browser(),
      viewport,
      'roulette',
      async ({ page }) => {
        const shots = new Shots(viewport.name, 'roulette');
        const player = newPlayer('roul');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/casino/live');
        const tile = gameTile(page, 'kasa-roulette');
        await tile.waitFor({ state: 'visible' });
        await shots.take(page, 'live-lobby');
        await byTestId(tile, 'game-play').click();
        await page.waitForURL(/\/casino\/play\//);
        if (viewport.isMobile) await playModal(page).waitFor({ state: 'visible' });
        await gameFrame(page).waitFor({ state: 'visible' });
        let frame = await originalsFrame(page);
        const session = new URL(frame.url()).searchParams.get('session') ?? '';
        await frame.getByTestId('roulette-layout').waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await frame.getByTestId('roulette-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(100));

        // Wait for a window with time to place four chips (a round may be spinning when the table opens).
        await expect
          .poll(
            async () => {
              const text = await frame.getByTestId('roulette-status').innerText();
              const seconds = Number(/\d+/.exec(text)?.[0] ?? 0);
              return (await frame.locator('.rt-status.is-betting').count()) > 0 && seconds >= 4;
            },
            { timeout: 60_000, interval: 250 },
          )
          .toBe(true);
        await frame.getByRole('radio', { name: lira(1) }).click();
        for (const spot of ['dozen:1', 'dozen:2', 'dozen:3', 'straight:0']) {
          await frame.locator(`[data-spot="${spot}"]`).first().click();
        }
        await frame.getByTestId('roulette-confirm').click();
        await expect
          .poll(async () => (await frame.getByTestId('roulette-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(96));
        await shots.take(page, 'bet-placed');

        // The wheel spins to the server's number; the win shows when it stops: 3 (a dozen) or 36 (zero).
        // On a loaded machine the game's frame has been seen replaced while the round ran (the page then loads the
        // table again, with the player's bets in it): the win is looked for in whichever frame is there.
        await expect
          .poll(
            async () => {
              try {
                frame = await originalsFrame(page);
                return await frame.getByTestId('roulette-win').isVisible();
              } catch {
                return false;
              }
            },
            { timeout: 60_000, interval: 250 },
          )
          .toBe(true);
        const win = frame.getByTestId('roulette-win');
        const outcome = Number(await frame.getByTestId('roulette-wheel').getAttribute('data-outcome'));
        const paid = outcome === 0 ? 36 : 3;
        expect((await win.innerText()).replace(/\s+/g, '')).toContain(lira(paid));
        await expect
          .poll(async () => (await frame.getByTestId('roulette-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(96 + paid));
        expect((await balanceOf(token)).balance).toBe(96 + paid);
        expect(await frame.getByTestId('roulette-last').innerText()).toContain(String(outcome));
        await shots.take(page, 'won');

        // The round verifies in the browser from its revealed seed.
        const rounds = await callApi<TableRound[]>('GET', 'originals/roulette/rounds?take=5');
        const round = rounds.body.data.find((r) => r.outcome === outcome)!;
        expect(session).not.toBe('');
        await page.goto(`/provably-fair/roulette?round=${round.roundId}`);
        const result = byTestId(page, 'roulette-verify-result');
        await result.waitFor({ state: 'visible' });
        expect(await result.locator('.rt-verify__bad').count()).toBe(0);
        expect(await result.locator('.rt-verify__ok').count()).toBe(2);
        await shots.take(page, 'verified');
        expect((await booksCheck()).ok).toBe(true);
      },
      { lang: 'tr' },
    );
  }, 180_000);
});
