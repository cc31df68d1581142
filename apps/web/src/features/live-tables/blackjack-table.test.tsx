import type {
  BlackjackEvent,
  BlackjackPlay,
  BlackjackPlayerState,
  BlackjackRound,
} from '@kasa/contract/blackjack';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { BlackjackTable, dealerCardsShown } from './blackjack-table';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const shoe = { shoe: 3, seedHash: 'ab'.repeat(32), serverSeed: null, cutCard: 234, dealt: 40 };
const bettingRound: BlackjackRound = {
  table: 'blackjack-1',
  roundId: 9,
  seq: 9,
  phase: 'betting',
  opensAt: iso(-2_000),
  closesAt: iso(60_000),
  resultAt: iso(60_000),
  shoe,
  play: null,
};
// Cards 0–51: rank = c % 13 + 1, suit = ⌊c / 13⌋. Seat 0: 9♥ 2♠ (11); dealer 6♦ up, hole hidden.
const dealt: BlackjackPlay = {
  stage: 'players',
  deadline: iso(8_000),
  turn: 0,
  dealer: [26 + 5, null],
  dealerTotal: 6,
  seats: [{ seat: 0, player: 'te***', bet: 10, pairs: 0, pairsResult: null, insurance: null, payout: null }],
  hands: [
    {
      seat: 0,
      cards: [13 + 8, 1],
      total: 11,
      soft: false,
      bet: 10,
      doubled: false,
      fromSplit: false,
      status: 'playing',
      result: null,
      payout: null,
    },
  ],
  from: 40,
  next: 44,
  sequence: null,
};
const state = (over: Partial<BlackjackPlayerState> = {}): BlackjackPlayerState => ({
  serverTime: iso(0),
  table: 'blackjack-1',
  round: bettingRound,
  players: 0,
  last: [20, 22, 18],
  limits: {
    minBet: 5,
    maxBet: 5_000,
    maxPairs: 500,
    chips: [5, 10, 25, 100, 500, 1000],
    seats: 7,
    decisionMs: 10_000,
  },
  mySeat: null,
  lastBet: null,
  balance: 100,
  bonusBalance: 0,
  ...over,
});
const fire = (event: BlackjackEvent) => act(() => lastSocket().fire('table', event));

describe('blackjack table (features/live-tables)', () => {
  it('takes a seat with chips on the main bet and Perfect Pairs, sent as one bet', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/blackjack/bet'))
        return ok({ seat: 0, stake: 11, balance: 89, bonusBalance: 0 });
      return ok(state());
    });
    renderWithApp(<BlackjackTable code="kasa-blackjack" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    expect(lastSocket().emitted).toContainEqual({ event: 'join', args: ['blackjack-1'] });
    fire({
      type: 'snapshot',
      snapshot: { serverTime: iso(0), table: 'blackjack-1', round: bettingRound, players: 0, last: [] },
    });
    expect((await screen.findByTestId('blackjack-balance')).textContent).toContain('100,00');
    expect(screen.getByTestId('blackjack-status').textContent).toContain('Place your bets');
    expect(screen.getByTestId('blackjack-rules').textContent).toContain('S17');

    fireEvent.click(screen.getByRole('radio', { name: '₺5,00' }));
    fireEvent.click(screen.getByTestId('blackjack-zone-bet'));
    fireEvent.click(screen.getByTestId('blackjack-zone-bet'));
    fireEvent.click(screen.getByTestId('blackjack-zone-pairs'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('radio', { name: '₺10,00' }));
    fireEvent.click(screen.getByTestId('blackjack-confirm'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('originals/blackjack/bet'))).toBe(true));
    const bet = calls.find((c) => c.url.endsWith('originals/blackjack/bet'))!;
    expect(bet.headers['x-game-session']).toBe('sess-1');
    expect(bet.body).toMatchObject({ roundId: 9, bet: 10 });
    expect(bet.body).not.toHaveProperty('pairs');
    await waitFor(() => expect(screen.getByTestId('blackjack-balance').textContent).toContain('89,00'));
  });

  it('offers only the legal moves in the player’s turn, hides the hole card, and sends the move for that hand', async () => {
    const playing: BlackjackRound = { ...bettingRound, phase: 'playing', closesAt: iso(-1_000), play: dealt };
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/blackjack/action')) {
        return ok({ round: playing, balance: 80, bonusBalance: 0 });
      }
      return ok(state({ round: playing, mySeat: 0, balance: 90 }));
    });
    renderWithApp(<BlackjackTable code="kasa-blackjack" session="sess-1" />);
    act(() => lastSocket().fire('connect'));
    fire({ type: 'play', serverTime: iso(0), round: playing });
    await screen.findByTestId('blackjack-hit');
    expect(screen.getByTestId('blackjack-status').textContent).toContain('Your turn');
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect((screen.getByTestId('blackjack-split') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('blackjack-double') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('blackjack-double'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('originals/blackjack/action'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('originals/blackjack/action'))!.body).toMatchObject({
      roundId: 9,
      action: 'double',
      hand: 0,
    });
  });

  it('turns the dealer’s cards over one at a time before the result', () => {
    const settled: BlackjackRound = {
      ...bettingRound,
      phase: 'settled',
      resultAt: iso(2_700),
      play: { ...dealt, stage: 'done', dealer: [5, 7, 3, 9], dealerTotal: 20 },
    };
    expect(dealerCardsShown(settled, now)).toBe(2);
    expect(dealerCardsShown(settled, now + 900)).toBe(3);
    expect(dealerCardsShown(settled, now + 2_700)).toBe(4);
  });
});
