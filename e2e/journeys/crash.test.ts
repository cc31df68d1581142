import { describe, expect, it } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { crashStateOf, launchAviator } from '../support/crash.ts';
import { newPlayer } from '../support/data.ts';
import { Shots } from '../support/shots.ts';

// A crash round with a cash-out (issue 4 §6): a funded player opens Kasa Aviator from its launch address, bets in the
// betting phase, cashes out while the plane flies, and sees the cash-out in the live list and the balance move.

const browser = useBrowser();

describe('crash game', () => {
  for (const viewport of viewports) {
    it(`bets, cashes out and sees the win (${viewport.name})`, async () => {
      const player = newPlayer('crash');
      const { token } = await registerPlayer(player);
      await fundPlayer(token, player.username, 500);
      const { url, session } = await launchAviator(token);

      const shots = new Shots(viewport.name, 'crash');
      await inSession(browser(), viewport, 'crash-cashout', async ({ page }) => {
        await page.goto(url);
        const balance = page.getByTestId('crash-balance');
        await expect.poll(() => balance.textContent()).toContain('500,00');
        // Wait for a betting phase (a round in flight lets the bet wait for the next one, which also works).
        await page.getByTestId('crash-amount-1').fill('10');
        await page.getByTestId('crash-bet-1').click();
        // A bet made while a round flies waits for the next betting phase: a long round (6× takes 30 s, 100× 77 s)
        // delays it, so this wait covers all but the rarest rounds.
        await page
          .getByTestId('crash-cancel-1')
          .or(page.getByTestId('crash-cashout-1'))
          .waitFor({ timeout: 110_000 });
        await expect.poll(() => balance.textContent(), { timeout: 30_000 }).toContain('490,00');
        await shots.take(page, 'bet-placed');

        // Take-off: cash out as soon as the button offers it (an instant 1.00× crash loses; then try the next round).
        let cashed = false;
        for (let attempt = 0; attempt < 4 && !cashed; attempt++) {
          const cashout = page.getByTestId('crash-cashout-1');
          const appeared = await cashout.waitFor({ timeout: 30_000 }).then(
            () => true,
            () => false,
          );
          if (appeared) {
            await cashout.click().catch(() => undefined);
            // The click resolves before the server has answered: give the cash-out a moment to land.
            const isCashed = async () => {
              const state = await crashStateOf(session);
              return state.myRecent.concat(state.myBets).some((b) => b.status === 'cashed');
            };
            cashed = await expect
              .poll(isCashed, { timeout: 5_000 })
              .toBe(true)
              .then(
                () => true,
                () => false,
              );
          }
          // Bet again, unless a bet is still waiting for take-off (its button then offers to cancel it).
          if (!cashed && !(await page.getByTestId('crash-cancel-1').isVisible())) {
            await page.getByTestId('crash-bet-1').click({ timeout: 30_000 });
          }
        }
        expect(cashed).toBe(true);
        await expect.poll(() => page.getByTestId('crash-notice').textContent()).toMatch(/×|x/);
        const mine = page.locator('.crash-bets__row.is-mine.is-cashed');
        await expect.poll(() => mine.count()).toBeGreaterThan(0);
        const state = await crashStateOf(session);
        expect(state.balance).toBeGreaterThan(490);
        await shots.take(page, 'cashed-out');
      });
    }, 300_000);
  }
});
