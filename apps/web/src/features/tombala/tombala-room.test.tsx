import type { TombalaEvent, TombalaGame, TombalaPlayerState, TombalaTicket } from '@kasa/contract/tombala';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { NumberBoard } from './components/number-board';
import { TombalaRoom } from './tombala-room';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const grid = [
  [1, 0, 21, 0, 41, 0, 61, 0, 81],
  [0, 12, 0, 32, 0, 52, 0, 72, 82],
  [3, 13, 0, 33, 0, 0, 63, 73, 0],
];
const game = (over: Partial<TombalaGame> = {}): TombalaGame => ({
  room: 'cinar',
  gameId: 9,
  seq: 9,
  phase: 'selling',
  opensAt: iso(-5_000),
  startsAt: iso(60_000),
  endedAt: null,
  callMs: 3_000,
  ticketPrice: 2,
  tickets: 0,
  players: 0,
  pool: 0,
  prizes: { cinko1: 0, cinko2: 0, tombala: 0 },
  stage: 'cinko1',
  called: [],
  winners: [],
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  jackpotCalls: 50,
  ...over,
});
const ticket: TombalaTicket = { ticketId: 501, gameId: 9, grid, price: 2, status: 'open', won: 0 };
const state = (over: Partial<TombalaPlayerState> = {}): TombalaPlayerState => ({
  serverTime: iso(0),
  room: 'cinar',
  game: game(),
  jackpot: 123.45,
  chat: [],
  gameCode: 'kasa-tombala-cinar',
  roomName: 'Çınar Tombala',
  myTickets: [],
  balance: 100,
  bonusBalance: 0,
  ...over,
});
const fire = (event: TombalaEvent) => act(() => lastSocket().fire('tombala', event));

describe('tombala room (features/tombala)', () => {
  it('joins the room, buys tickets for the game on sale and daubs them as the balls are called', async () => {
    let bought = false;
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/tombala/buy')) {
        bought = true;
        return ok({ tickets: [ticket], balance: 98, bonusBalance: 0 });
      }
      return ok(state({ myTickets: bought ? [ticket] : [] }));
    });
    renderWithApp(<TombalaRoom code="kasa-tombala-cinar" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    expect(lastSocket().emitted).toContainEqual({ event: 'join', args: ['cinar'] });
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), room: 'cinar', game: game(), jackpot: 123.45, chat: [] },
    });
    expect((await screen.findByTestId('tombala-status')).textContent).toMatch(/^Next game in (1:0\d|0:5\d)$/);
    fireEvent.click(screen.getByTestId('tombala-buy-button'));
    await waitFor(() => expect(screen.getAllByTestId('tombala-ticket')).toHaveLength(1));
    const buy = calls.find((c) => c.url.endsWith('originals/tombala/buy'));
    expect(buy?.body).toMatchObject({ gameId: 9, count: 1 });
    expect(buy?.headers['x-game-session']).toBe('sess-1');
    await waitFor(() => expect(screen.getByTestId('tombala-balance').textContent).toContain('98'));

    fire({
      type: 'game',
      serverTime: iso(61_000),
      game: game({ phase: 'running', startsAt: iso(0), players: 1, pool: 2 }),
      jackpot: 123.49,
    });
    for (const [i, n] of [1, 21, 41, 61].entries()) {
      fire({
        type: 'call',
        serverTime: iso(0),
        room: 'cinar',
        gameId: 9,
        number: n,
        call: i + 1,
        winners: [],
      });
    }
    // Four numbers of the top row daubed: one to go for 1. çinko.
    await waitFor(() => expect(document.querySelectorAll('[data-daubed="true"]')).toHaveLength(4));
    expect(screen.getByTestId('tombala-best-togo').textContent).toBe(
      'Best ticket: 1 to go for 1st Line (Çinko)',
    );
    expect(screen.getByTestId('tombala-last-ball').getAttribute('data-number')).toBe('61');
    expect(document.querySelectorAll('[data-called="true"]')).toHaveLength(4);
    // A repeated event changes nothing.
    fire({ type: 'call', serverTime: iso(0), room: 'cinar', gameId: 9, number: 61, call: 4, winners: [] });
    expect(document.querySelectorAll('[data-called="true"]')).toHaveLength(4);
  });

  it('shows the chat to a player without a session, read only', async () => {
    mockApi(() => ok(state()));
    renderWithApp(<TombalaRoom code="kasa-tombala-cinar" session="" />);
    act(() => lastSocket().fire('connect'));
    fire({
      type: 'snapshot',
      snapshot: {
        serverTime: iso(0),
        room: 'cinar',
        game: game(),
        jackpot: 0,
        chat: [{ id: 1, player: 'ay***e', text: 'Bol şans!', at: iso(0) }],
      },
    });
    expect((await screen.findByText('Bol şans!')).textContent).toBe('Bol şans!');
    expect(screen.queryByTestId('tombala-chat-input')).toBeNull();
  });

  it('draws the board of 90 with the called numbers lit', () => {
    render(<NumberBoard called={[5, 90, 17]} label="board" />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(90);
    expect(cells.filter((c) => c.getAttribute('data-called') === 'true').map((c) => c.textContent)).toEqual([
      '5',
      '17',
      '90',
    ]);
  });
});
