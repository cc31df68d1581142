import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnFocusAfterGame } from './game-launch';

// Closing a game must not leave the focus on <body> (issue 11 §6, axe and keyboard users): it goes back to the game's
// tile when the page the player returns to shows it, else to the page's main content.

function page(html: string) {
  document.body.innerHTML = html;
}
const tile = (code: string) =>
  `<article data-testid="game-tile" data-code="${code}"><button data-testid="game-play">${code}</button></article>`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('returnFocusAfterGame', () => {
  it('waits while the game’s page is still there, then focuses the game’s tile once the lobby has drawn it', () => {
    page('<div data-testid="play-page"><button id="close">×</button></div>');
    document.getElementById('close')!.focus();
    returnFocusAfterGame('kasa-dice');
    vi.advanceTimersByTime(300);
    expect(document.activeElement?.id).toBe('close');
    // The lobby replaces the game; its rows arrive a little later.
    page('<main id="content" tabindex="-1"></main>');
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(document.body);
    document.getElementById('content')!.innerHTML = tile('kasa-mines') + tile('kasa-dice');
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.closest('[data-code]')?.getAttribute('data-code')).toBe('kasa-dice');
  });

  it('falls back to the main content when the page the player returns to has no tile of the game', () => {
    page('<main id="content" tabindex="-1"><h1>Home</h1></main>');
    returnFocusAfterGame('kasa-roulette');
    vi.advanceTimersByTime(2900);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(200);
    expect(document.activeElement?.id).toBe('content');
  });

  it('leaves the focus alone when the player has already moved it', () => {
    page(`<main id="content" tabindex="-1"><input id="search" />${tile('kasa-dice')}</main>`);
    document.getElementById('search')!.focus();
    returnFocusAfterGame('kasa-dice');
    vi.advanceTimersByTime(3500);
    expect(document.activeElement?.id).toBe('search');
  });
});
