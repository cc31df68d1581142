import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: Kasa Dice, provably fair (issue 4 §4). A signed-in player launches the game (casino/originalslaunchurl →
// /originals/kasa-dice?session=…), rolls, sees the roll and the balance the server holds; then rotates the seed pair
// in the Fairness drawer — the revealed seed hashes to the hash shown before the roll — and the round's Verify link
// opens /provably-fair/dice in a new tab, where the browser recomputes the same roll from the seeds.

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');
const text = async (page: Page, id: string) => (await byTestId(page, id).innerText()).replace(/\s+/g, '');

describe.each(viewports)('provably fair dice at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player rolls Kasa Dice, sees the roll and the balance, rotates the seed and verifies the roll on /provably-fair/dice', async () => {
    await inSession(
      browser(),
      viewport,
      'fair-dice',
      async ({ page, context }) => {
        const shots = new Shots(viewport.name, 'fair');
        const player = newPlayer('fair');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        const launch = await callApi<string>('POST', 'casino/originalslaunchurl', {
          token,
          locale: 'en',
          body: { code: 'kasa-dice', isMobile: viewport.isMobile },
        });
        expect(launch.status).toBe(200);
        expect(launch.body.data).toMatch(/^\/originals\/kasa-dice\?session=[\w-]+$/);

        await page.goto(launch.body.data);
        const roll = byTestId(page, 'dice-roll');
        await roll.waitFor({ state: 'visible' });
        await expect.poll(() => text(page, 'fair-balance')).toBe(lira(100));
        await byTestId(page, 'fair-open-fairness').click();
        const committedHash = await byTestId(page, 'fair-server-hash').innerText();
        expect(committedHash).toMatch(/^[0-9a-f]{64}$/);
        await page.keyboard.press('Escape');
        await shots.take(page, 'dice');

        await roll.click();
        const history = byTestId(page, 'dice-history').locator('tbody tr');
        await expect.poll(() => history.count()).toBe(1);
        await expect.poll(() => roll.isEnabled()).toBe(true);
        const rolled = await byTestId(page, 'dice-result').innerText();
        expect(rolled).toMatch(/^\d{1,2}\.\d{2}$/);
        // Over 50.00 with ₺10: a roll above 50 pays ₺19,80, anything else loses the stake.
        const won = Number(rolled) > 50;
        const expected = won ? 100 - 10 + 19.8 : 90;
        expect((await balanceOf(token)).balance).toBeCloseTo(expected, 2);
        await expect.poll(() => text(page, 'fair-balance')).toBe(lira(expected));
        await expect.poll(() => text(page, 'dice-outcome')).toBe(won ? `+${lira(19.8)}` : 'Loss');
        await shots.take(page, 'rolled');

        await byTestId(page, 'fair-open-fairness').click();
        await byTestId(page, 'fair-rotate').click();
        const revealed = byTestId(page, 'fair-revealed-seed').first();
        await revealed.waitFor({ state: 'visible' });
        const serverSeed = await revealed.innerText();
        expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
        expect(await byTestId(page, 'fair-server-hash').innerText()).not.toBe(committedHash);
        expect(await byTestId(page, 'fair-nonce').innerText()).toBe('0');
        await shots.take(page, 'rotated');
        await page.keyboard.press('Escape');

        const verifyOpened = context.waitForEvent('page');
        await history.first().getByRole('link').click();
        const verify = await verifyOpened;
        await verify.waitForLoadState('domcontentloaded');
        expect(new URL(verify.url()).pathname).toBe('/provably-fair/dice');
        await expect.poll(() => byTestId(verify, 'verify-roll').innerText()).toBe(rolled);
        await byTestId(verify, 'verify-hash-ok').waitFor({ state: 'visible' });
        expect(await byTestId(verify, 'verify-computed-hash').innerText()).toBe(committedHash);
        expect(await byTestId(verify, 'verify-server-seed').inputValue()).toBe(serverSeed);
        await shots.take(verify, 'verified');

        expect(await booksCheck()).toMatchObject({ ok: true, problems: [] });
      },
      { lang: 'en' },
    );
  });
});
