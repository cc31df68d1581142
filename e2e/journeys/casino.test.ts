import { GameTransactionKind } from '@kasa/contract/enums';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import {
  favoritesOf,
  fundPlayer,
  gameFrame,
  gameHistoryOf,
  gameTile,
  originalsFrame,
  playModal,
  spinUntilWin,
} from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { balanceOf, booksCheck, shownBalance } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, dialog, logIn, openHome, storedSession, toasts } from '../support/site.ts';

// Journey: the casino (issue 4 §6). A guest is asked to log in before playing or marking a favourite; a player marks
// a favourite and finds it in their row, opens a Kasa Originals slot (on the page on wide screens, in the play modal
// on phones), spins until a spin pays, sees the header balance follow, and finds the bet and the win in the game
// history with the round's recall. On the phone the modal is closed by an `exit` window message from the game frame.
// In English so the server's toasts can be read word for word.

const SLOT = 'kasa-slots-sultans-gold';
const SLOT_NAME = "Sultan's Gold";
const FAVOURITE = 'kasa-slots-fruit-bazaar';
const { Win, Bet } = GameTransactionKind;

const lira = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount).replace(/\s+/g, '');

async function signedInPlayer(page: Page, prefix: string, funds: number) {
  const player = newPlayer(prefix);
  const registered = await registerPlayer(player);
  await fundPlayer(registered.token, player.username, funds);
  await openHome(page);
  await logIn(page, player.username, player.password);
  const session = await storedSession(page);
  expect(session).not.toBeNull();
  return { player, token: session!.token };
}

async function openLobby(page: Page, path: string) {
  await page.goto(path);
  await gameTile(page, SLOT).waitFor({ state: 'visible' });
}

describe.each(viewports)('casino at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a guest clicking a game or its heart gets the login dialog, and no game opens', async () => {
    const shots = new Shots(viewport.name, 'casino-guest');
    await inSession(
      browser(),
      viewport,
      `casino-guest-${viewport.name}`,
      async ({ page }) => {
        await openLobby(page, '/casino/slot');
        await shots.take(page, 'slots-lobby');
        await byTestId(gameTile(page, SLOT), 'game-play').click();
        await dialog(page, 'login').waitFor({ state: 'visible' });
        expect(new URL(page.url()).pathname).toBe('/casino/slot');
        await shots.take(page, 'login-for-play');
        await page.keyboard.press('Escape');
        await dialog(page, 'login').waitFor({ state: 'hidden' });

        await byTestId(gameTile(page, FAVOURITE), 'game-favorite').click();
        await dialog(page, 'login').waitFor({ state: 'visible' });
        expect(await toasts(page).count()).toBe(0);

        // Live casino on a fresh machine: the in-house roulette table (decision 0310).
        await page.keyboard.press('Escape');
        await page.goto('/casino/live');
        await gameTile(page, 'kasa-roulette').waitFor({ state: 'visible' });
        await shots.take(page, 'live-lobby');
      },
      { lang: 'en' },
    );
  });

  test('a player marks a favourite, opens a slot, spins until it pays, sees the header balance follow, and finds the bet and the win in game history', async () => {
    const shots = new Shots(viewport.name, 'casino-play');
    await inSession(
      browser(),
      viewport,
      `casino-play-${viewport.name}`,
      async ({ page }) => {
        const { token } = await signedInPlayer(page, 'casino', 200);
        await expect.poll(() => shownBalance(page)).toBe('₺200,00');

        // ---- Favourite: toast, the heart's mark, the favourites row ----
        await openLobby(page, '/casino/slot');
        const heart = byTestId(gameTile(page, FAVOURITE), 'game-favorite');
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        await toasts(page, 'success').filter({ hasText: 'Added to favorites' }).waitFor({ state: 'visible' });
        const favourites = byTestId(page, 'lobby-row-favorites');
        await gameTile(favourites, FAVOURITE).waitFor({ state: 'visible' });
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
        expect(await favoritesOf(token)).toEqual([FAVOURITE]);
        await shots.take(page, 'favourite-added');

        // ---- Play: the slot opens on the page (wide) or in the play modal (phone) ----
        await byTestId(gameTile(page, SLOT), 'game-play').click();
        await page.waitForURL(/\/casino\/play\//);
        if (viewport.isMobile) await playModal(page).waitFor({ state: 'visible' });
        else await byTestId(page, 'play-page').waitFor({ state: 'visible' });
        await gameFrame(page).waitFor({ state: 'visible' });
        const frame = await originalsFrame(page);
        await frame.getByTestId('slots-spin').waitFor({ state: 'visible' });
        await shots.take(page, 'slot-open');

        const spins = await spinUntilWin(page, token, SLOT);
        expect(spins).toBeGreaterThan(0);
        // The balance moved by exactly what the history shows: the stakes out, the wins in (a win may equal its stake).
        const played = (await gameHistoryOf(token)).items.filter((item) => item.gameCode === SLOT);
        const total = (kind: GameTransactionKind) =>
          played.filter((item) => item.kind === kind).reduce((sum, item) => sum + Math.abs(item.amount), 0);
        expect(played.filter((item) => item.kind === GameTransactionKind.Bet)).toHaveLength(spins);
        expect(total(GameTransactionKind.Win)).toBeGreaterThan(0);
        const { balance } = await balanceOf(token);
        expect(balance).toBeCloseTo(200 - total(GameTransactionKind.Bet) + total(GameTransactionKind.Win), 2);
        await shots.take(page, 'slot-won');

        if (viewport.isMobile) {
          // The game says `exit` (spec §4): the modal closes and the player is back in the lobby.
          await frame.evaluate(() => window.parent.postMessage('exit', '*'));
          await playModal(page).waitFor({ state: 'hidden' });
          await page.waitForURL((url) => url.pathname === '/casino/slot');
        } else {
          // The header followed the game while it stayed open.
          await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(lira(balance));
          await byTestId(page, 'play-close').click();
          await page.waitForURL((url) => url.pathname === '/casino/slot');
        }
        // The focus is back on the game's tile, not on <body> (issue 11 §6).
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document.activeElement?.closest('[data-testid="game-tile"]')?.getAttribute('data-code') ??
                document.activeElement?.tagName,
            ),
          )
          .toBe(SLOT);
        await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(lira(balance));

        // ---- Game history: the bet and the win, and the round's recall ----
        const history = await gameHistoryOf(token);
        const win = history.items.find((item) => item.kind === Win && item.gameCode === SLOT);
        expect(win).toBeDefined();
        expect(history.items.some((item) => item.kind === Bet && item.roundId === win!.roundId)).toBe(true);
        await page.goto('/dashboard/game-history');
        const rows = byTestId(page, 'game-history-row');
        await rows.first().waitFor({ state: 'visible' });
        const winRow = rows.and(page.locator(`[data-kind="${Win}"]`)).first();
        const betRow = rows.and(page.locator(`[data-kind="${Bet}"]`)).first();
        await winRow.waitFor({ state: 'visible' });
        await betRow.waitFor({ state: 'visible' });
        expect(await winRow.innerText()).toContain(SLOT_NAME);
        expect((await winRow.innerText()).replace(/\s+/g, '')).toContain(lira(win!.amount));
        await shots.take(page, 'game-history');

        await winRow.click();
        const round = byTestId(page, 'dialog-round');
        await round.waitFor({ state: 'visible' });
        await byTestId(round, 'recall-slots').waitFor({ state: 'visible' });
        expect((await byTestId(round, 'round-payout').innerText()).replace(/\s+/g, '')).toBe(
          lira(win!.amount),
        );
        await shots.take(page, 'round-recall');

        expect((await booksCheck()).ok).toBe(true);
      },
      { lang: 'en' },
    );
  }, 420_000);
});
