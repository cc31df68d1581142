import type { CasinoHistoryData, CasinoGame } from '@kasa/contract/casino';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './api.ts';
import { callOps, pendingPaymentsOf } from './money.ts';
import { byTestId, visibleTestId } from './site.ts';

// The casino on the site (issue 4): money for a new player (a sandbox deposit an operator confirms), the catalogue,
// game history and favourites behind what the browser shows, and the lobby, tiles and play frame in player's terms.

// Bank transfer: an operator confirms it (redirect methods are settled by the PSP's own page instead).
const BANK_DEPOSIT = 1;

/** Puts `amount` lira on the player's balance the way money really arrives: a deposit, confirmed by an operator. */
export async function fundPlayer(token: string, username: string, amount: number): Promise<void> {
  const { status, body } = await callApi<unknown>('POST', 'payment/deposit', {
    token,
    body: { id: BANK_DEPOSIT, target: 'pay', detail: { amount, fullName: 'Ayşe Yılmaz' } },
  });
  if (status !== 200 || !body.success)
    throw new Error(`payment/deposit failed: ${status} ${JSON.stringify(body)}`);
  const [pending] = await pendingPaymentsOf(username);
  if (!pending) throw new Error(`no pending deposit for ${username}`);
  const confirmed = await callOps<unknown>('POST', `deposits/${pending.reference}/confirm`, {});
  if (confirmed.status !== 200 || !confirmed.body.success) {
    throw new Error(`ops confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
}

/** casino/games {search, live, skip 0, take} flattened, as the site does it. */
export async function findGames(search: string, live = false, take = 20): Promise<CasinoGame[]> {
  const { status, body } = await callApi<CasinoGame[][]>('POST', 'casino/games', {
    body: { search, live, skip: 0, take },
  });
  if (status !== 200 || !body.success)
    throw new Error(`casino/games failed: ${status} ${JSON.stringify(body)}`);
  return body.data.flat();
}

export async function gameHistoryOf(token: string): Promise<CasinoHistoryData> {
  const { status, body } = await callApi<CasinoHistoryData>('POST', 'casino/history', {
    token,
    body: { skip: 0, take: 50 },
  });
  if (status !== 200 || !body.success)
    throw new Error(`casino/history failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function favoritesOf(token: string): Promise<string[]> {
  const { status, body } = await callApi<CasinoGame[]>('POST', 'casino/favorites', { token, body: {} });
  if (status !== 200 || !body.success)
    throw new Error(`casino/favorites failed: ${status} ${JSON.stringify(body)}`);
  return body.data.map((game) => game.gameCode);
}

/** A game's tile in a section of the lobby (the first one when the game shows in several rows). */
export function gameTile(scope: Page | Locator, gameCode: string): Locator {
  return scope.locator(`[data-testid="game-tile"][data-code="${gameCode}"]`).first();
}

/** The game frame, wherever it is shown: the play page on wide screens, the play modal on phones. */
export function gameFrame(page: Page): Locator {
  return visibleTestId(page, 'game-frame');
}

export function playModal(page: Page): Locator {
  return byTestId(page, 'play-modal');
}

/** The in-house game's own frame (its document, for the slot's controls and for posting window messages). */
export async function originalsFrame(page: Page) {
  await gameFrame(page).waitFor({ state: 'visible' });
  const handle = await gameFrame(page).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  await frame.waitForURL(/\/originals\//);
  return frame;
}

const historyCount = (items: CasinoHistoryData['items'], kind: number, gameCode: string) =>
  items.filter((item) => item.kind === kind && item.gameCode === gameCode).length;

/** How long the spin button may stay away while free spins play themselves. */
const FREE_SPINS_WAIT_MS = 180_000;

/**
 * Spins the slot in the game frame like a player, one spin at a time (each waits for its bet in the history and for
 * the button to come back), until a spin has paid: returns how many spins it took.
 */
export async function spinUntilWin(
  page: Page,
  token: string,
  gameCode: string,
  maxSpins = 40,
): Promise<number> {
  const frame = await originalsFrame(page);
  const spin = frame.getByTestId('slots-spin');
  for (let spins = 1; spins <= maxSpins; spins += 1) {
    const before = (await gameHistoryOf(token)).items;
    const bets = historyCount(before, 2, gameCode);
    await spin.waitFor({ state: 'visible' });
    await frame.waitForFunction(
      () => !(document.querySelector('[data-testid="slots-spin"]') as HTMLButtonElement | null)?.disabled,
      undefined,
      // A win may start free spins, which play on by themselves (up to 20 spins with their animations; over a minute
      // on a loaded machine) before the button is back.
      { timeout: FREE_SPINS_WAIT_MS },
    );
    await spin.click();
    let after = before;
    await expect
      .poll(async () => {
        after = (await gameHistoryOf(token)).items;
        return historyCount(after, 2, gameCode);
      })
      .toBeGreaterThan(bets);
    if (historyCount(after, 1, gameCode) > historyCount(before, 1, gameCode)) {
      await frame.waitForFunction(
        () => !(document.querySelector('[data-testid="slots-spin"]') as HTMLButtonElement | null)?.disabled,
        undefined,
        { timeout: FREE_SPINS_WAIT_MS },
      );
      return spins;
    }
  }
  throw new Error(`no win in ${maxSpins} spins`);
}
