import type { TvEvent, TvPlayerState, TvRound, TvTicket } from '@kasa/contract/tv';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { ballsShown, TvGameClient } from './tv-game';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const draw = (seq: number, closesIn: number, over: Partial<TvRound> = {}): TvRound => ({
  game: 'keno',
  table: 'tvkeno-1',
  roundId: seq,
  seq,
  phase: 'betting',
  opensAt: iso(-5_000),
  closesAt: iso(closesIn),
  resultAt: iso(closesIn + 40_000),
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  outcome: null,
  ...over,
});
const balls = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const upcoming = [draw(11, 60_000), draw(12, 240_000), draw(13, 420_000)];
const state = (over: Partial<TvPlayerState> = {}): TvPlayerState => ({
  serverTime: iso(0),
  game: 'keno',
  table: 'tvkeno-1',
  upcoming,
  history: [],
  players: 0,
  limits: {
    minStake: 1,
    maxStake: 5_000,
    maxWin: 500_000,
    maxDraw: 25_000,
    chips: [1, 5, 10, 25, 100],
    drawsAhead: 5,
  },
  myTickets: [],
  balance: 100,
  bonusBalance: 0,
  ...over,
});
const fire = (event: TvEvent) => act(() => lastSocket().fire('table', event));

describe('TV game client (features/tv-games)', () => {
  it('joins the game’s room, counts down to the next draw, and sends picks for several draws as one ticket', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/tv/bet')) {
        const tickets: TvTicket[] = [11, 12].map((seq) => ({
          ticketId: seq,
          roundId: seq,
          seq,
          stake: 5,
          payout: null,
          status: 'open',
          lines: [{ spot: 'pick:7-42', amount: 5, payout: null }],
          placedAt: iso(0),
        }));
        return ok({ tickets, balance: 90, bonusBalance: 0 });
      }
      return ok(state());
    });
    renderWithApp(<TvGameClient code="kasa-tv-keno" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    expect(lastSocket().emitted).toContainEqual({ event: 'join', args: ['tvkeno-1'] });
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), game: 'keno', table: 'tvkeno-1', upcoming, history: [], players: 2 },
    });
    expect((await screen.findByTestId('tv-balance')).textContent).toContain('100,00');
    expect(screen.getByTestId('tv-screen').getAttribute('data-phase')).toBe('countdown');
    expect(screen.getByTestId('tv-countdown').textContent).toMatch(/^(1:0[01]|0:59)$/);

    fireEvent.click(screen.getByTestId('tv-pick-42'));
    fireEvent.click(screen.getByTestId('tv-pick-7'));
    fireEvent.click(screen.getByRole('radio', { name: '₺5,00' }));
    fireEvent.click(screen.getByTestId('tv-draws-2'));
    expect(screen.getByTestId('tv-confirm').textContent).toContain('10,00');
    fireEvent.click(screen.getByTestId('tv-confirm'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('originals/tv/bet'))).toBe(true));
    const bet = calls.find((c) => c.url.endsWith('originals/tv/bet'))!;
    expect(bet.headers['x-game-session']).toBe('sess-1');
    expect(bet.body).toMatchObject({
      game: 'keno',
      roundId: 11,
      draws: 2,
      lines: [{ spot: 'pick:7-42', amount: 5 }],
    });
    await waitFor(() => expect(screen.getByTestId('tv-balance').textContent).toContain('90,00'));
    expect(screen.getAllByTestId('tv-ticket')).toHaveLength(2);
    // The rules panel states every pick count's exact return to player.
    const rtp = screen.getByTestId('tv-rtp').textContent ?? '';
    expect(rtp).toContain('Pick 9');
    expect(rtp).toContain('96.50%');
    expect(rtp).toContain('94.20%');
  });

  it('draws the balls one by one over the draw time, then lights all 20 on the board', async () => {
    mockApi(() => ok(state()));
    renderWithApp(<TvGameClient code="kasa-tv-keno" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    const drawing = draw(10, -10_000, {
      phase: 'settled',
      resultAt: iso(10_000),
      serverSeed: 'cd'.repeat(32),
      outcome: { game: 'keno', balls },
    });
    fire({
      type: 'snapshot',
      snapshot: {
        serverTime: iso(0),
        game: 'keno',
        table: 'tvkeno-1',
        upcoming,
        history: [drawing],
        players: 0,
      },
    });
    await waitFor(() => expect(screen.getByTestId('tv-screen').getAttribute('data-phase')).toBe('drawing'));
    // Half the draw time gone: 20 balls one every 20 s / 21 → 10 out.
    expect(ballsShown(drawing, now)).toBe(10);
    expect(ballsShown(drawing, now + 10_000)).toBe(20);
    expect(ballsShown(drawing, now - 10_000)).toBe(0);
    const shown = screen.getByTestId('tv-board').querySelectorAll('.is-drawn').length;
    expect(shown).toBeGreaterThanOrEqual(9);
    expect(shown).toBeLessThanOrEqual(11);
  });
});
