import type { RoulettePlayerState, RouletteTicket, TableEvent, TableRound } from '@kasa/contract/roulette';
import { SPOTS } from '@kasa/contract/roulette-rules';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { RouletteLayout } from './components/roulette-layout';
import { RouletteTable } from './roulette-table';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const bettingRound: TableRound = {
  table: 'roulette-1',
  roundId: 41,
  seq: 41,
  phase: 'betting',
  opensAt: iso(-2_000),
  closesAt: iso(60_000),
  resultAt: iso(69_000),
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  outcome: null,
};
const stats = { last: [17, 0, 32], hot: [17], cold: [5], rounds: 3 };
const state = (over: Partial<RoulettePlayerState> = {}): RoulettePlayerState => ({
  serverTime: iso(0),
  table: 'roulette-1',
  round: bettingRound,
  players: 0,
  stats,
  limits: {
    minChip: 1,
    maxStraight: 500,
    maxOutside: 10_000,
    maxRound: 25_000,
    chips: [1, 5, 10, 25, 100, 500],
  },
  myTickets: [],
  lastTickets: [],
  balance: 100,
  bonusBalance: 0,
  ...over,
});
const ticket = (stakes: RouletteTicket['stakes'], payout: number | null = null): RouletteTicket => ({
  ticketId: 1,
  roundId: 41,
  stake: stakes.reduce((s, x) => s + x.amount, 0),
  payout,
  status: payout === null ? 'open' : 'settled',
  stakes,
  lines: [],
  placedAt: iso(0),
});
const fire = (event: TableEvent) => act(() => lastSocket().fire('table', event));

describe('roulette table (features/live-tables)', () => {
  it('joins the table’s room, places chips on the layout and the racetrack, and sends them as one ticket', async () => {
    let placed: RouletteTicket | null = null;
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/roulette/bet')) {
        const body = call.body as { stakes: RouletteTicket['stakes'] };
        // What the server would charge: every racetrack chip counts (tiers 6, neighbours ±2 five).
        placed = { ...ticket(body.stakes), stake: 65 };
        return ok({ ticket: placed, balance: 100 - placed.stake, bonusBalance: 0 });
      }
      return ok(state({ myTickets: placed ? [placed] : [] }));
    });
    renderWithApp(<RouletteTable code="kasa-roulette" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    expect(lastSocket().emitted).toContainEqual({ event: 'join', args: ['roulette-1'] });
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), table: 'roulette-1', round: bettingRound, players: 2, stats },
    });
    expect((await screen.findByTestId('roulette-balance')).textContent).toContain('100,00');
    expect(screen.getByTestId('roulette-last').textContent).toContain('17');

    const spot = (name: string) => document.querySelector(`[data-spot="${name}"]`)!;
    fireEvent.click(screen.getByRole('radio', { name: '₺5,00' }));
    fireEvent.click(spot('straight:17'));
    fireEvent.click(spot('split:17-20'));
    fireEvent.click(spot('red'));
    // Undo takes the last chip back.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Racetrack' }));
    fireEvent.click(document.querySelector('[data-call="tiers"]')!);
    fireEvent.click(document.querySelector('[data-neighbours="0"]')!);
    const confirm = screen.getByTestId('roulette-confirm');
    // 5 + 5 + tiers 6 × 5 + neighbours of 0 ±2: 5 × 5
    expect(confirm.textContent).toContain('65,00');
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('originals/roulette/bet'))).toBe(true));
    const bet = calls.find((c) => c.url.endsWith('originals/roulette/bet'))!;
    expect(bet.headers['x-game-session']).toBe('sess-1');
    expect(bet.body).toMatchObject({
      roundId: 41,
      stakes: [
        { spot: 'straight:17', amount: 5 },
        { spot: 'split:17-20', amount: 5 },
        { call: 'tiers', amount: 5 },
        { call: 'neighbours', number: 0, count: 2, amount: 5 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('roulette-balance').textContent).toContain('35,00'));
    expect(screen.getByTestId('roulette-mybets').textContent).toContain('65,00');
  });

  it('closes the felt when betting closes, spins to the result and shows the win when the wheel stops', async () => {
    let settled = false;
    mockApi(() =>
      ok(
        settled
          ? state({
              round: { ...bettingRound, phase: 'settled', outcome: 17, serverSeed: 'cd'.repeat(32) },
              myTickets: [ticket([{ spot: 'straight:17', amount: 2 }], 72)],
              balance: 170,
            })
          : state(),
      ),
    );
    renderWithApp(<RouletteTable code="kasa-roulette" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), table: 'roulette-1', round: bettingRound, players: 1, stats },
    });
    await screen.findByText('Place your bets');
    settled = true;
    const result: TableRound = {
      ...bettingRound,
      phase: 'settled',
      closesAt: iso(-5_000),
      resultAt: iso(-1),
      outcome: 17,
      serverSeed: 'cd'.repeat(32),
    };
    fire({
      type: 'result',
      serverTime: iso(0),
      round: result,
      stats: { ...stats, last: [17, ...stats.last] },
      winners: [{ player: 'ay***e', payout: 72 }],
    });
    expect((await screen.findByTestId('roulette-win')).textContent).toContain('72,00');
    expect(screen.getByTestId('roulette-wheel').getAttribute('data-outcome')).toBe('17');
    expect(screen.getByTestId('roulette-result').textContent).toBe('17');
    expect(screen.getByTestId('roulette-layout').classList.contains('is-closed')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('roulette-balance').textContent).toContain('170,00'));
  });

  it('takes bets from the keyboard: numbers and outside bets are named buttons', async () => {
    mockApi(() => ok(state()));
    renderWithApp(<RouletteTable code="kasa-roulette" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), table: 'roulette-1', round: bettingRound, players: 0, stats },
    });
    await screen.findByText('Place your bets');
    const seventeen = screen.getByRole('button', { name: '17 Black' });
    fireEvent.keyDown(seventeen, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Column 2 (2:1)' }), { key: ' ' });
    expect(screen.getByTestId('roulette-confirm').textContent).toContain('10,00');
  });

  it('draws a target for every bet of the layout, in both orientations', () => {
    for (const orientation of ['horizontal', 'vertical'] as const) {
      const view = renderWithApp(
        <RouletteLayout
          orientation={orientation}
          chips={{ confirmed: new Map(), pending: new Map() }}
          onPlace={() => undefined}
          disabled={false}
          winning={null}
        />,
      );
      const targets = new Set(
        [...document.querySelectorAll('[data-spot]')].map((e) => e.getAttribute('data-spot')),
      );
      expect([...SPOTS.keys()].filter((s) => !targets.has(s))).toEqual([]);
      view.unmount();
    }
  });
});
