import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer, gameHistoryOf, gameTile } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';

// Journey: the six slots of issue 11 §5 (docs/decisions/0340-more-slots.md). They show as tiles in the Slots lobby;
// each opens full frame from its launch address, spins once (a bet lands in the game history), and shows its rules
// with the RTP; Olympos Thunder's buy button asks for a confirmation first. In English.

const TITLES = [
  'kasa-slots-anatolian-spices',
  'kasa-slots-bosphorus-nights',
  'kasa-slots-kapadokya-balloons',
  'kasa-slots-olympos-thunder',
  'kasa-slots-gold-rush',
  'kasa-slots-pomegranate-ways',
];

describe.each(viewports)('more slots at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('the new titles are tiles in the Slots lobby; each opens, spins once and shows its rules with the RTP', async () => {
    const shots = new Shots(viewport.name, 'slots-more');
    await inSession(
      browser(),
      viewport,
      `slots-more-${viewport.name}`,
      async ({ page }) => {
        const player = newPlayer('slots');
        const { token } = await registerPlayer(player);
        await fundPlayer(token, player.username, 500);

        await page.goto('/casino/slot');
        for (const code of TITLES) await gameTile(page, code).waitFor({ state: 'attached' });
        await gameTile(page, TITLES[0]!).scrollIntoViewIfNeeded();
        await shots.take(page, 'lobby');

        for (const code of TITLES) {
          const launch = await callApi<string>('POST', 'casino/originalslaunchurl', {
            token,
            body: { code, isMobile: viewport.isMobile },
            locale: 'en',
          });
          expect(launch.status).toBe(200);
          const url = new URL(launch.body.data, 'http://x');
          await page.goto(`${url.pathname}${url.search}${url.search ? '&' : '?'}lang=en`);
          const spin = page.getByTestId('slots-spin');
          await spin.waitFor({ state: 'visible' });
          const name = code.replace('kasa-slots-', '');
          await shots.take(page, `${name}-open`);

          const bets = (await gameHistoryOf(token)).items.filter((i) => i.gameCode === code).length;
          await spin.click();
          await expect
            .poll(async () => (await gameHistoryOf(token)).items.filter((i) => i.gameCode === code).length)
            .toBeGreaterThan(bets);
          await page.waitForFunction(
            () =>
              !(document.querySelector('[data-testid="slots-spin"]') as HTMLButtonElement | null)?.disabled,
            undefined,
            { timeout: 60_000 },
          );
          await shots.take(page, `${name}-spun`);

          await page.getByRole('button', { name: 'Rules and paytable' }).click();
          const rules = page.getByRole('dialog', { name: 'Rules and paytable' });
          await rules.waitFor({ state: 'visible' });
          expect(await rules.innerText()).toMatch(/9[5-7]\.\d\d%/);
          await shots.take(page, `${name}-rules`);
          await rules.getByRole('button', { name: 'Close' }).click();

          if (code === 'kasa-slots-olympos-thunder') {
            await page.getByTestId('slots-buy').click();
            await page.getByTestId('slots-buy-confirm').waitFor({ state: 'visible' });
            await shots.take(page, `${name}-buy`);
            await page.getByRole('button', { name: 'Cancel' }).click();
          }
        }
        expect((await booksCheck()).ok).toBe(true);
      },
      { lang: 'en' },
    );
  });
});
