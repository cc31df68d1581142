import type { TvRound } from '@kasa/contract/tv';
import { describe, expect, test } from 'vitest';
import { callApi, registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { fundPlayer, gameFrame, gameTile, originalsFrame, playModal } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, logIn, openHome, storedSession } from '../support/site.ts';

// Journey: Kasa TV Keno, a scheduled draw on the shared-round engine (issue 11 §3, decision 0320). A funded player
// opens TV Keno from /casino/tvbets (its tile counts down to the next draw), picks one number, plays ₺1 on the next
// draw, watches the 20 balls come out one by one, and sees the ticket settled — ×3.8 when the number came, nothing
// otherwise — with the balance the server holds; the draw verifies on /provably-fair/tv.

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

describe.each(viewports)('Kasa TV Keno at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a player opens TV Keno from /casino/tvbets, plays the next draw, sees the balls and the settlement', async () => {
    await inSession(
      browser(),
      viewport,
      'tv-games',
      async ({ page }) => {
        const shots = new Shots(viewport.name, 'tv-games');
        const player = newPlayer('tvk');
        const registered = await registerPlayer(player);
        await fundPlayer(registered.token, player.username, 100);
        await openHome(page);
        await logIn(page, player.username, player.password);
        const token = (await storedSession(page))!.token;

        await page.goto('/casino/tvbets');
        const tile = gameTile(page, 'kasa-tv-keno');
        await tile.waitFor({ state: 'visible' });
        await byTestId(tile, 'live-table-state').waitFor({ state: 'visible', timeout: 15_000 });
        await expect
          .poll(() =>
            tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        await shots.take(page, 'tv-lobby');
        await byTestId(tile, 'game-play').click();
        await page.waitForURL(/\/casino\/play\//);
        if (viewport.isMobile) await playModal(page).waitFor({ state: 'visible' });
        await gameFrame(page).waitFor({ state: 'visible' });
        const frame = await originalsFrame(page);
        await frame.getByTestId('tv-screen').waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await frame.getByTestId('tv-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(100));

        // Pick number 1 (a pick-1 ticket), ₺1, the next draw — sent while the countdown has a few seconds left.
        await frame.getByTestId('tv-pick-1').click();
        await frame.getByRole('radio', { name: lira(1) }).click();
        await expect
          .poll(
            async () => {
              const phase = await frame.getByTestId('tv-screen').getAttribute('data-phase');
              if (phase !== 'countdown') return false;
              const text = await frame.getByTestId('tv-countdown').innerText();
              const [m = '0', s = '0'] = text.split(':');
              return Number(m) * 60 + Number(s) >= 4;
            },
            { timeout: 60_000, interval: 250 },
          )
          .toBe(true);
        await frame.getByTestId('tv-confirm').click();
        await expect
          .poll(async () => (await frame.getByTestId('tv-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(99));
        const ticket = frame.getByTestId('tv-ticket').first();
        expect(await ticket.getAttribute('data-status')).toBe('open');
        const roundId = Number(await ticket.getAttribute('data-round'));
        await shots.take(page, 'ticket-placed');

        // The draw: balls one by one on the board, then the ticket settles when the last ball is out.
        await expect
          .poll(async () => frame.getByTestId('tv-screen').getAttribute('data-phase'), {
            timeout: 60_000,
            interval: 200,
          })
          .toBe('drawing');
        await frame.getByTestId('tv-ball').waitFor({ state: 'visible' });
        await frame.getByTestId('tv-screen').scrollIntoViewIfNeeded();
        await shots.take(page, 'drawing');
        const win = frame.getByTestId('tv-win');
        await win.waitFor({ state: 'visible', timeout: 60_000 });
        const rounds = await callApi<TvRound[]>('GET', 'originals/tv/rounds?game=keno&take=10');
        const round = rounds.body.data.find((r) => r.roundId === roundId)!;
        const hit = round.outcome?.game === 'keno' && round.outcome.balls.includes(1);
        const paid = hit ? 3.8 : 0;
        if (hit) expect((await win.innerText()).replace(/\s+/g, '')).toContain(lira(3.8));
        await expect
          .poll(async () => (await frame.getByTestId('tv-balance').innerText()).replace(/\s+/g, ''))
          .toContain(lira(99 + paid));
        expect((await balanceOf(token)).balance).toBeCloseTo(99 + paid, 2);
        expect(await frame.getByTestId('tv-ticket').first().getAttribute('data-status')).toBe('settled');
        expect(await frame.getByTestId('tv-board').locator('.is-drawn').count()).toBe(20);
        await frame.getByTestId('tv-screen').scrollIntoViewIfNeeded();
        await shots.take(page, 'settled');

        // The draw verifies in the browser from its revealed seed.
        await page.goto(`/provably-fair/tv?round=${roundId}`);
        const result = byTestId(page, 'tv-verify-result');
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
