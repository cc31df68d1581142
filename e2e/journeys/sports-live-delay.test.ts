import type { MyBetsData } from '@kasa/contract/sports-bets-api';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { dismissPopup } from '../support/content.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession, toasts, visibleTestId } from '../support/site.ts';

// Journey: the live delay (issue 10 §2, docs/decisions/0210 and 0240). A player places two live singles on the same
// price from the browser, one with "Ask me" (no change accepted) and one with "Accept any"; during the delay the
// price moves (`dev/sports/reprice`, development only, also holds the simulator's own next price for its cadence);
// at the delay's end the first is refused with its stake returned and the second is accepted at the new price; the
// player sees both under My Bets and is notified of each. In English so the texts read word for word.

async function openSlip(page: Page, viewport: Viewport) {
  if (viewport.width < 1200) {
    await byTestId(page, 'slip-bar').click();
    await byTestId(page, 'slip-sheet').waitFor({ state: 'visible' });
  }
  return byTestId(page, 'bet-slip');
}

async function closeSheet(page: Page, viewport: Viewport) {
  if (viewport.width < 1200 && (await byTestId(page, 'slip-sheet').count()) > 0)
    await page.keyboard.press('Escape');
}

describe.each(viewports)('live delay at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('the left menu’s Live TV opens the live centre: every match in play with its tracker, and the TV draws', async () => {
    const shots = new Shots(viewport.name, 'live-centre');
    await inSession(
      browser(),
      viewport,
      `live-centre-${viewport.name}`,
      async ({ page }) => {
        await openHome(page);
        await dismissPopup(page);
        const menuEntry = byTestId(page, 'menu-livetv');
        if (!(await menuEntry.isVisible())) {
          await page
            .getByRole('button', { name: 'Open menu', exact: true })
            .filter({ visible: true })
            .first()
            .click();
        }
        await menuEntry.click();
        await page.waitForURL('**/canli-tv');
        await byTestId(page, 'live-centre').waitFor({ state: 'visible' });
        const cards = byTestId(page, 'live-card');
        await cards.first().waitFor({ state: 'visible', timeout: 30_000 });
        expect(await cards.first().locator('.tracker svg').count()).toBe(1);
        expect(await byTestId(cards.first(), 'live-score').innerText()).toMatch(/^\d+ : \d+$/);
        // The TV games' next draws (GET originals/tv/next), each with its countdown.
        await expect.poll(() => byTestId(page, 'tv-draw').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await byTestId(page, 'tv-draws').innerText()).toMatch(
          /Kasa (Lucky 6|TV Keno|Wheel of Fortune)/,
        );
        await shots.take(page, 'live-centre');
        await byTestId(page, 'tv-draws').scrollIntoViewIfNeeded();
        await shots.take(page, 'tv-draws');
      },
      { lang: 'en' },
    );
  });

  test('a price that moves during the delay refuses the “Ask me” bet and takes the “Accept any” one', async () => {
    const shots = new Shots(viewport.name, 'sports-live-delay');
    await inSession(
      browser(),
      viewport,
      `sports-live-delay-${viewport.name}`,
      async ({ page }) => {
        const player = newPlayer('livedelay');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/livespor/betco');
        await dismissPopup(page);
        // A football match in play whose first column's price is open (the list starts on football; a phone hides
        // the other columns). The row and the price are then pinned by their ids: a list that re-sorts, or a
        // market suspended for a moment after a goal, must not move the test onto another match or a hidden column.
        const candidate = page
          .locator(
            '[data-testid=event-row]:has(.ev__col:not(.ev__col--extra) [data-testid=odds]:not([disabled]))',
          )
          .first();
        await candidate.waitFor({ state: 'visible', timeout: 30_000 });
        const eventId = (await candidate.getAttribute('data-event'))!;
        const row = page.locator(`[data-testid=event-row][data-event="${eventId}"]`);
        const selectionId = (await row
          .locator('.ev__col:not(.ev__col--extra) [data-testid=odds]:not([disabled])')
          .first()
          .getAttribute('data-selection'))!;
        const price = row.locator(`[data-testid=odds][data-selection="${selectionId}"]`);
        // What each placement answered (a pending live bet at the price the slip held): the accepted bet's final
        // price must differ from it, the new price taken at the end of the delay.
        const placedOdds: number[] = [];
        page.on('response', (response) => {
          if (!response.url().endsWith('/sports/placebet') || response.status() !== 200) return;
          void response
            .json()
            .then((body: { data?: { bet?: { legs?: { odds: number }[] } } }) => {
              const odds = body.data?.bet?.legs?.[0]?.odds;
              if (typeof odds === 'number') placedOdds.push(odds);
            })
            .catch(() => undefined);
        });

        const placeSingle = async (policy: 'Ask me' | 'Accept any') => {
          await price.click();
          const slip = await openSlip(page, viewport);
          await slip.getByRole('button', { name: '10', exact: true }).click();
          await slip.getByRole('radio', { name: policy }).click();
          const place = byTestId(slip, 'place-bet');
          await place.click();
          // The simulator may have re-priced between the look and the tap: the slip then asks to accept the change
          // (the button reads "Accept odds changes"), and places on the next tap. Whichever comes first decides; a
          // loaded machine can take seconds for either.
          const placed = toasts(page, 'success').filter({ hasText: 'Your bet is placed.' }).first();
          const accept = place.filter({ hasText: 'Accept odds changes' });
          await Promise.race([
            placed.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => undefined),
            accept.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => undefined),
          ]);
          if (
            !(await placed.isVisible().catch(() => false)) &&
            (await accept.isVisible().catch(() => false))
          ) {
            await accept.click();
            await place.click();
            await placed.waitFor({ state: 'visible', timeout: 30_000 });
          }
          await closeSheet(page, viewport);
          return placed;
        };
        // Each bet's price moves while it is held (5–8 s): the move follows its placement at once, so a loaded
        // machine cannot let the delay run out first.
        const reprice = async () => {
          const moved = await callApi<{ moved: boolean }>('POST', 'dev/sports/reprice', {
            body: { eventId },
          });
          expect(moved.body.data.moved).toBe(true);
        };
        const first = await placeSingle('Ask me');
        await reprice();
        // The next bet's "placed" toast must be its own, not the first one still on screen.
        await first.waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => undefined);
        await placeSingle('Accept any');
        await reprice();

        const all = async () =>
          (await callApi<MyBetsData>('POST', 'sports/mybets', { token, body: {}, locale: 'en' })).body.data
            .bets;
        await expect
          .poll(async () => (await all()).map((b) => b.status).sort(), { timeout: 30_000 })
          .toEqual(['open', 'refused']);
        const bets = await all();
        // Newest first: the "Accept any" bet, then the "Ask me" one.
        expect(bets[0]).toMatchObject({ status: 'open' });
        expect(bets[1]).toMatchObject({ status: 'refused' });
        expect(bets[1]!.refusal!.message).toContain('odds');
        // The refusal names the price now, which is not the one asked for; the "Accept any" bet runs at a price
        // other than the one it was placed at (the move during its delay, or the simulator's own since).
        expect(bets[1]!.refusal!.odds).not.toBe(bets[1]!.legs[0]!.odds);
        expect(placedOdds).toHaveLength(2);
        expect(bets[0]!.legs[0]!.odds).not.toBe(placedOdds[1]);
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(90);

        // Notified of each: the bell's two newest items.
        await visibleTestId(page, 'notification-bell').click();
        const panel = byTestId(page, 'notification-panel');
        await panel.waitFor({ state: 'visible' });
        const items = byTestId(panel, 'notification-item');
        const titles = async () =>
          (await items.allInnerTexts())
            .map((text) => text.split('\n')[0]!.trim())
            .slice(0, 2)
            .sort();
        await expect
          .poll(titles, { timeout: 10_000 })
          .toEqual(['Your live bet was accepted', 'Your live bet was not accepted']);
        await shots.take(page, 'notified');
        await page.keyboard.press('Escape');
        await page.goto('/spor/bahislerim');
        await page.getByRole('tab', { name: 'All' }).click();
        await expect.poll(() => byTestId(page, 'mybets-bet').count(), { timeout: 15_000 }).toBe(2);
        await shots.take(page, 'accepted-and-refused');
      },
      { lang: 'en' },
    );
  });
});
