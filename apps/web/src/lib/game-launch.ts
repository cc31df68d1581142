/**
 * Opening a casino game from anywhere (menu items, the home page, banners) without importing the casino feature:
 * features/casino registers the opener at start-up; components and lib call these functions.
 */

/** The game object of spec §3 as the client passes it around (and serialises into /casino/play/{encoded}). */
export interface LaunchableGame {
  gameCode: string;
  name: string;
  providerName: string;
  mainProviderId: number;
  system: string;
  productId: number | string | null;
  systemCategory: number | string | null;
}

export interface GameOpener {
  /** Opens a game (guests get the login dialog). */
  open(game: LaunchableGame): void;
  /** Searches (casino/games, take 4) and opens the first game found; nothing happens when none is found. */
  openBySearch(search: string, live: boolean): void;
}

let opener: GameOpener | null = null;

export function registerGameOpener(next: GameOpener): () => void {
  opener = next;
  return () => {
    if (opener === next) opener = null;
  };
}

export function openGame(game: LaunchableGame): void {
  opener?.open(game);
}

export function openGameBySearch(search: string, live = false): void {
  opener?.openBySearch(search, live);
}

/** What an in-house game frame posts to the site around it after a bet or a win (the play page re-reads the balance). */
export const BALANCE_CHANGED_MESSAGE = 'kasa:balance';

/** Called inside a game frame: tells the site around it that the balance moved (same origin only). */
export function announceBalanceChange(): void {
  if (window.parent !== window) {
    window.parent.postMessage({ type: BALANCE_CHANGED_MESSAGE }, window.location.origin);
  }
}
