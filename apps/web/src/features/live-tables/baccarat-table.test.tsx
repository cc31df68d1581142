import type {
  BaccaratEvent,
  BaccaratPlayerState,
  BaccaratRound,
  BaccaratTicket,
} from '@kasa/contract/baccarat';
import { dealCoup } from '@kasa/contract/baccarat-rules';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { BaccaratTable, cardsShown } from './baccarat-table';
import { BeadRoad, BigRoad } from './components/baccarat-roads';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const bettingRound: BaccaratRound = {
  table: 'baccarat-1',
  roundId: 7,
  seq: 7,
  phase: 'betting',
  opensAt: iso(-2_000),
  closesAt: iso(60_000),
  resultAt: iso(68_000),
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  outcome: null,
};
const history = [
  { winner: 'banker', playerPair: false, bankerPair: true, total: 7 },
  { winner: 'banker', playerPair: false, bankerPair: false, total: 6 },
  { winner: 'tie', playerPair: false, bankerPair: false, total: 5 },
  { winner: 'player', playerPair: true, bankerPair: false, total: 9 },
] as const;
const stats = { history: [...history], player: 1, banker: 2, tie: 1 };
const state = (over: Partial<BaccaratPlayerState> = {}): BaccaratPlayerState => ({
  serverTime: iso(0),
  table: 'baccarat-1',
  round: bettingRound,
  players: 0,
  stats,
  limits: { minChip: 1, maxMain: 20_000, maxSide: 2_500, maxRound: 25_000, chips: [1, 5, 10, 25, 100, 500] },
  myTickets: [],
  lastTickets: [],
  balance: 100,
  bonusBalance: 0,
  ...over,
});
const fire = (event: BaccaratEvent) => act(() => lastSocket().fire('table', event));
// Player K♠ 4♦ (4) draws 3♣ → 7; Banker 2♥ 5♦ (7) stands: a tie, 7 to 7.
// Cards 0–51: rank = c % 13 + 1, suit = ⌊c / 13⌋.
const coup = dealCoup([12, 13 + 1, 16, 26 + 4, 39 + 2]);

describe('baccarat table (features/live-tables)', () => {
  it('joins the table’s room, places chips on the felt’s zones and sends them as one ticket', async () => {
    let placed: BaccaratTicket | null = null;
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/baccarat/bet')) {
        const body = call.body as {
          stakes: { spot: BaccaratTicket['lines'][number]['spot']; amount: number }[];
        };
        placed = {
          ticketId: 1,
          roundId: 7,
          stake: 16,
          payout: null,
          status: 'open',
          lines: body.stakes.map((s) => ({ ...s, payout: null })),
          placedAt: iso(0),
        };
        return ok({ ticket: placed, balance: 84, bonusBalance: 0 });
      }
      return ok(state({ myTickets: placed ? [placed] : [] }));
    });
    renderWithApp(<BaccaratTable code="kasa-baccarat" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    expect(lastSocket().emitted).toContainEqual({ event: 'join', args: ['baccarat-1'] });
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), table: 'baccarat-1', round: bettingRound, players: 3, stats },
    });
    expect((await screen.findByTestId('baccarat-balance')).textContent).toContain('100,00');
    expect(screen.getByTestId('baccarat-status').textContent).toContain('Place your bets');

    fireEvent.click(screen.getByRole('radio', { name: '₺5,00' }));
    fireEvent.click(screen.getByTestId('baccarat-zone-banker'));
    fireEvent.click(screen.getByTestId('baccarat-zone-banker'));
    fireEvent.click(screen.getByRole('radio', { name: '₺1,00' }));
    fireEvent.click(screen.getByTestId('baccarat-zone-tie'));
    fireEvent.click(screen.getByTestId('baccarat-zone-playerPair'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' })); // the pair chip comes back
    const confirm = screen.getByTestId('baccarat-confirm');
    expect(confirm.textContent).toContain('11,00');
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('originals/baccarat/bet'))).toBe(true));
    const bet = calls.find((c) => c.url.endsWith('originals/baccarat/bet'))!;
    expect(bet.headers['x-game-session']).toBe('sess-1');
    expect(bet.body).toMatchObject({
      roundId: 7,
      stakes: [
        { spot: 'banker', amount: 10 },
        { spot: 'tie', amount: 1 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('baccarat-balance').textContent).toContain('84,00'));
  });

  it('deals the coup face up one card at a time, then shows the totals and the winner', async () => {
    mockApi(() => ok(state()));
    renderWithApp(<BaccaratTable code="kasa-baccarat" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    const settled: BaccaratRound = {
      ...bettingRound,
      phase: 'settled',
      opensAt: iso(-20_000),
      closesAt: iso(-9_000),
      resultAt: iso(-1_000),
      serverSeed: 'cd'.repeat(32),
      outcome: coup,
    };
    fire({ type: 'result', serverTime: iso(0), round: settled, stats, winners: [] });
    await waitFor(() => expect(screen.getByTestId('baccarat-winner').textContent).toContain('Tie'));
    expect(screen.getByTestId('baccarat-hand-player').querySelectorAll('[data-card]')).toHaveLength(3);
    expect(screen.getByTestId('baccarat-hand-banker').querySelectorAll('[data-card]')).toHaveLength(2);
    expect(screen.getByTestId('baccarat-total-player').textContent).toBe('7');
    expect(screen.getByTestId('baccarat-total-banker').textContent).toBe('7');
    expect(screen.getByTestId('baccarat-zone-tie').className).toContain('is-won');
    expect(screen.getByTestId('baccarat-rules').textContent).toContain('1.06');

    // During the deal: none at the close, then one more every step (5 cards, 8 s: a card every 1.23 s).
    const dealing = { ...settled, closesAt: iso(0), resultAt: iso(8_000) };
    expect(cardsShown(dealing, now)).toBe(0);
    expect(cardsShown(dealing, now + 1_300)).toBe(1);
    expect(cardsShown(dealing, now + 4_000)).toBe(3);
    expect(cardsShown(dealing, now + 7_999)).toBe(5);
  });

  it('draws the bead road by coup and the big road by streak with the tie on the last ring', () => {
    const letters = { player: 'P', banker: 'B', tie: 'T' };
    const { container } = render(
      <>
        <BeadRoad history={[...history]} letters={letters} label="bead" />
        <BigRoad history={[...history]} label="big" />
      </>,
    );
    const beads = container.querySelectorAll('[data-testid="baccarat-bead-road"] .bc-bead');
    expect([...beads].map((b) => b.textContent)).toEqual(['B', 'B', 'T', 'P']);
    const rings = container.querySelectorAll('[data-testid="baccarat-big-road"] .bc-ring');
    expect(rings).toHaveLength(3);
    expect(rings[1]!.querySelector('.bc-ring__tie')).not.toBeNull();
    expect(rings[2]!.getAttribute('class')).toContain('is-player');
  });
});

describe('baccarat verify page', () => {
  it('checks the seed against the hash and deals the shoe again: the same cards as the table', async () => {
    const { createHash, createHmac } = await import('node:crypto');
    const { baccaratCoup } = await import('@kasa/contract/baccarat-rules');
    const { BaccaratVerifyPage } = await import('./baccarat-verify-page');
    const seed = createHash('sha256').update('verify').digest('hex');
    const hmac = async (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    const outcome = await baccaratCoup(hmac, seed, 'baccarat-1', 12);
    const settled: BaccaratRound = {
      ...bettingRound,
      roundId: 12,
      seq: 12,
      phase: 'settled',
      serverSeed: seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      outcome,
    };
    const forged = {
      ...settled,
      roundId: 13,
      outcome: { ...outcome, player: [(outcome.player[0]! + 1) % 52, ...outcome.player.slice(1)] },
    };
    mockApi((call) => {
      if (call.url.includes('round?id=13')) return ok(forged);
      if (call.url.includes('round?id=')) return ok(settled);
      return ok([settled]);
    });
    renderWithApp(<BaccaratVerifyPage />, { path: '/provably-fair/baccarat?round=12' });
    const result = await screen.findByTestId('baccarat-verify-result', {}, { timeout: 5_000 });
    expect(result.textContent).toContain('The seed’s hash matches the published hash.');
    expect(result.textContent).toContain('The cards match those dealt at the table.');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('baccarat-verify-result').textContent).toContain('do NOT match those dealt'),
    );
  });
});
