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

/** How long a closed game's tile is waited for on the page the player returns to (lobby rows load after it). */
const RETURN_FOCUS_WAIT_MS = 3000;
let returnFocusTimer: ReturnType<typeof setInterval> | null = null;

/**
 * After a game closes, the focus goes back to where the player opened it — the game's tile on the page they return
 * to — or, when that page has no tile of it, to the page's main content; never to `<body>` (issue 11 §6). Called by
 * the play page just before it navigates away. Stops as soon as the player moves the focus somewhere themselves.
 */
export function returnFocusAfterGame(gameCode: string): void {
  if (returnFocusTimer) clearInterval(returnFocusTimer);
  const started = Date.now();
  const tileButton = `[data-testid="game-tile"][data-code="${CSS.escape(gameCode)}"] [data-testid="game-play"]`;
  const step = () => {
    const active = document.activeElement;
    // Still on the closing game's page (the next page may be loading): wait for it to go.
    if (
      active?.closest('[data-testid="play-page"], [data-testid="play-modal"]') &&
      Date.now() - started < RETURN_FOCUS_WAIT_MS
    ) {
      return;
    }
    const focusIsLost = active === null || active === document.body || !active.isConnected;
    const tile = document.querySelector<HTMLElement>(tileButton);
    const timedOut = Date.now() - started >= RETURN_FOCUS_WAIT_MS;
    if (!focusIsLost || tile || timedOut) {
      if (returnFocusTimer) clearInterval(returnFocusTimer);
      returnFocusTimer = null;
      if (!focusIsLost) return;
      const target = tile ?? document.getElementById('content');
      target?.focus({ preventScroll: tile === null });
    }
  };
  returnFocusTimer = setInterval(step, 100);
}

/** What an in-house game frame posts to the site around it after a bet or a win (the play page re-reads the balance). */
export const BALANCE_CHANGED_MESSAGE = 'kasa:balance';

/** Called inside a game frame: tells the site around it that the balance moved (same origin only). */
export function announceBalanceChange(): void {
  if (window.parent !== window) {
    window.parent.postMessage({ type: BALANCE_CHANGED_MESSAGE }, window.location.origin);
  }
}
