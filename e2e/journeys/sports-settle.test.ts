import type { DevSportsFinishData } from '@kasa/contract/dev';
import type { MyBetsData } from '@kasa/contract/sports-bets-api';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { dismissPopup } from '../support/content.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, shownBalance, unreadBadge } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession, toasts, visibleTestId } from '../support/site.ts';

// Journey: a combo to its settlement (issue 10, docs/decisions/0240). A funded player builds a combo of two pre-match
// matches in the browser and places it; the simulator is fast-forwarded (`dev/sports/finish`, development only) and
// both matches end; the settlement job pays the win, the balance in the header follows and the bell shows "Your bet
// won". The picks are the winners: the simulator's results are fixed by the event, and the dry run of the same call
// says them beforehand, so the journey proves the paid path every time. In English so the texts read word for word.
// (Cash-out is the journey of sports-mybets.test.ts; a live bet's odds-change policy is proven on the server.)

const ONE_X_TWO = ['1', 'x', '2'];
const formatLira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

async function finish(eventIds: string[], dryRun = false): Promise<DevSportsFinishData> {
  const { status, body } = await callApi<DevSportsFinishData>('POST', 'dev/sports/finish', {
    body: { eventIds, dryRun },
  });
  if (status !== 200) throw new Error(`dev/sports/finish: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The event id of a list row (its "+N" link goes to the event page). */
async function eventIdOf(row: Locator): Promise<string> {
  const href = await byTestId(row, 'event-more').getAttribute('href');
  return decodeURIComponent(href!.split('/').pop()!);
}

async function openSlip(page: Page, viewport: Viewport) {
  if (viewport.width < 1200) {
    await byTestId(page, 'slip-bar').click();
    await byTestId(page, 'slip-sheet').waitFor({ state: 'visible' });
  }
  return byTestId(page, 'bet-slip');
}

describe.each(viewports)('sports settlement at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a combo placed in the browser wins when the simulator ends its matches: paid, shown and notified', async () => {
    const shots = new Shots(viewport.name, 'sports-settle');
    await inSession(
      browser(),
      viewport,
      `sports-settle-${viewport.name}`,
      async ({ page }) => {
        const player = newPlayer('settle');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;
        const unreadAtStart = await unreadBadge(page);

        await page.goto('/spor/betco');
        await dismissPopup(page);
        // Two pre-match matches whose 1X2 is open; each one's winner, as the simulator will play it.
        const rows = page.locator('[data-testid=event-row]:not(.ev--live)');
        await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
        const picked: { row: Locator; eventId: string }[] = [];
        for (let i = 0; picked.length < 2 && i < 10; i++) {
          const row = rows.nth(i);
          if ((await row.locator('[data-testid=odds]:not([disabled])').count()) < 3) continue;
          picked.push({ row, eventId: await eventIdOf(row) });
        }
        expect(picked).toHaveLength(2);
        const preview = await finish(
          picked.map((p) => p.eventId),
          true,
        );
        expect(preview.ended).toBe(0);
        for (const { row, eventId } of picked) {
          const markets = preview.results.find((r) => r.eventId === eventId)!.markets;
          const winner = markets.find((m) => m.market === '1x2')!.won[0]!;
          await row.locator('[data-testid=odds]').nth(ONE_X_TWO.indexOf(winner)).click();
        }

        const slip = await openSlip(page, viewport);
        await slip.getByRole('tab', { name: 'Combo' }).click();
        await slip.getByRole('button', { name: '10', exact: true }).click();
        await slip.getByRole('radio', { name: 'Accept any' }).click();
        await shots.take(page, 'winning-combo');
        await byTestId(slip, 'place-bet').click();
        await toasts(page, 'success')
          .filter({ hasText: 'Your bet is placed.' })
          .first()
          .waitFor({ state: 'visible' });
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(90);
        if (viewport.width < 1200 && (await byTestId(page, 'slip-sheet').count()) > 0)
          await page.keyboard.press('Escape');

        // The simulator plays both matches to the end now; the settlement job pays.
        expect((await finish(picked.map((p) => p.eventId))).ended).toBe(2);
        const settled = async () =>
          (await callApi<MyBetsData>('POST', 'sports/mybets', { token, body: { status: 'settled' } })).body
            .data.bets;
        await expect.poll(async () => (await settled()).length, { timeout: 30_000 }).toBe(1);
        const [bet] = await settled();
        expect(bet).toMatchObject({ status: 'won' });
        const payout = bet!.payout!;
        expect(payout).toBeGreaterThan(10);
        const expected = Math.round((90 + payout) * 100) / 100;
        await expect.poll(async () => (await balanceOf(token)).balance).toBe(expected);
        await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(formatLira(expected));

        // Notified: the bell counts it and its first item says the bet won.
        await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBeGreaterThan(unreadAtStart);
        await visibleTestId(page, 'notification-bell').click();
        const panel = byTestId(page, 'notification-panel');
        await panel.waitFor({ state: 'visible' });
        const items = byTestId(panel, 'notification-item');
        await expect
          .poll(async () => (await items.first().innerText()).split('\n')[0]!.trim())
          .toBe('Your bet won');
        await shots.take(page, 'won-notified');
        await page.keyboard.press('Escape');

        // My Bets: under Settled, won, with the amount paid.
        await page.goto('/spor/bahislerim');
        await page.getByRole('tab', { name: 'Settled' }).click();
        await expect
          .poll(() => byTestId(page, 'mybets-status').first().innerText(), { timeout: 15_000 })
          .toBe('Won');
        await shots.take(page, 'mybets-won');
      },
      { lang: 'en' },
    );
  });
});
