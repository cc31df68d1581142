import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: Kasa Hi-Lo, an instant game on the fair seeds (issue 11 §5, decision 0300). A signed-in player launches
// it, plays a round — guessing the likelier of higher/lower until one guess is right (then cashes out) or wrong —
// and sees the balance the server holds; then rotates the seed pair and the round's Verify link opens
// /provably-fair/hilo, where the browser deals the same cards from the revealed seed.

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');
const text = async (page: Page, id: string) => (await byTestId(page, id).innerText()).replace(/\s+/g, '');
/** "3.24× · 84.6%" → 84.6 (0 when the guess is not possible). */
const chanceOf = async (page: Page, guess: 'higher' | 'lower') => {
  const button = byTestId(page, `hilo-${guess}`);
  if (!(await button.isEnabled())) return 0;
  const match = /([\d.,]+)%/.exec(await button.innerText());
  return match ? Number(match[1]!.replace(',', '.')) : 0;
};

describe.each(viewports)('Kasa Hi-Lo at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player plays a Hi-Lo round, the balance follows the server, and the cards verify on /provably-fair/hilo', async () => {
    await inSession(
      browser(),
      viewport,
      'instant-hilo',
      async ({ page, context }) => {
        const shots = new Shots(viewport.name, 'hilo');
        const player = newPlayer('hilo');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        const launch = await callApi<string>('POST', 'casino/originalslaunchurl', {
          token,
          locale: 'en',
          body: { code: 'kasa-hilo', isMobile: viewport.isMobile },
        });
        expect(launch.status).toBe(200);
        expect(launch.body.data).toMatch(/^\/originals\/kasa-hilo\?session=[\w-]+$/);
        await page.goto(launch.body.data);
        const start = byTestId(page, 'hilo-start');
        await start.waitFor({ state: 'visible' });
        await expect.poll(() => text(page, 'fair-balance')).toBe(lira(100));
        await start.click();
        const cashout = byTestId(page, 'hilo-cashout');
        await cashout.waitFor({ state: 'visible' });
        await expect.poll(() => text(page, 'fair-balance')).toBe(lira(90));
        await shots.take(page, 'dealt');

        // Guess the likelier side until one guess is right (cash out) or wrong (the round is lost).
        for (let step = 0; step < 10; step++) {
          const guess =
            (await chanceOf(page, 'higher')) >= (await chanceOf(page, 'lower')) ? 'higher' : 'lower';
          const steps = await page.locator('.hilo-strip__item').count();
          await byTestId(page, `hilo-${guess}`).click();
          await expect.poll(() => page.locator('.hilo-strip__item').count()).toBe(steps + 1);
          if ((await byTestId(page, 'hilo-banner').count()) > 0) break;
          if (await cashout.isEnabled()) {
            await cashout.click();
            break;
          }
        }
        const banner = byTestId(page, 'hilo-banner');
        await banner.waitFor({ state: 'visible' });
        const history = byTestId(page, 'hilo-history').locator('tbody tr');
        await expect.poll(() => history.count()).toBe(1);
        const server = (await balanceOf(token)).balance;
        await expect.poll(() => text(page, 'fair-balance')).toBe(lira(server));
        const won = (await banner.innerText()).includes('₺');
        expect(server > 90).toBe(won);
        await shots.take(page, 'settled');

        const dealt = await page
          .locator('.hilo-strip [data-card]')
          .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-card'))));
        await byTestId(page, 'fair-open-fairness').click();
        await byTestId(page, 'fair-rotate').click();
        await byTestId(page, 'fair-revealed-seed').first().waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');

        const verifyOpened = context.waitForEvent('page');
        await history.first().getByRole('link').click();
        const verify = await verifyOpened;
        await verify.waitForLoadState('domcontentloaded');
        expect(new URL(verify.url()).pathname).toBe('/provably-fair/hilo');
        const verified = byTestId(verify, 'verify-cards-result');
        await verified.waitFor({ state: 'visible' });
        expect(
          await verified
            .locator('[data-card]')
            .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-card')))),
        ).toEqual(dealt);
        await byTestId(verify, 'verify-hash-ok').waitFor({ state: 'visible' });
        await shots.take(verify, 'verified');

        expect(await booksCheck()).toMatchObject({ ok: true, problems: [] });
      },
      { lang: 'en' },
    );
  });
});
