import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlotsInitData, SlotsSpinData, SpinView } from '@kasa/contract/slots';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { cascadeWin, heldCoins, SlotsGame } from './slots-game';

// The slots client with the titles of issue 11 §5: the buy feature (confirmation, charge, call), the sound toggle
// (off by default, remembered), coin values of a hold-and-win title and the replay helpers of cascades and respins.

const emptySpin = (grid: string[][], over: Partial<SpinView> = {}): SpinView => ({
  stops: grid.map(() => 0),
  grid,
  lineWins: [],
  scatter: { count: 0, positions: [], win: 0, freeSpinsAwarded: 0 },
  multiplier: 1,
  win: 0,
  ...over,
});

const olympos: SlotsInitData = {
  code: 'kasa-slots-olympos-thunder',
  name: 'Olympos Thunder',
  rtp: 96.31,
  volatility: 'high',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'bolt', kind: 'wild', pays: { 3: 50, 4: 250, 5: 1000 } },
    { id: 'zeus', kind: 'regular', pays: { 3: 25, 4: 100, 5: 500 } },
    { id: 'temple', kind: 'scatter', pays: { 3: 2 } },
  ],
  strips: Array.from({ length: 5 }, () => ['zeus', 'bolt', 'temple', 'zeus']),
  lines: Array.from({ length: 20 }, () => [1, 1, 1, 1, 1]),
  mechanic: 'lines',
  payUnit: 20,
  ways: 0,
  cluster: null,
  holdAndWin: null,
  buy: { cost: 100, spins: 10, rtp: 96.2 },
  freeSpins: { awards: { 3: 10 }, multiplier: 3, maxTotal: 60 },
  betLevels: [1, 2, 5],
  minBet: 1,
  maxBet: 5,
  jackpotShare: 1,
  balance: 500,
  bonusBalance: 0,
  locale: 'en',
  feature: null,
  lastSpin: null,
  jackpots: [],
};

afterEach(() => window.localStorage.clear());

describe('slots client, more titles', () => {
  it('buys the free spins after a confirmation showing the charge and the feature RTP', async () => {
    const bought: SlotsSpinData = {
      roundId: 'r1',
      bet: 1,
      spin: emptySpin(Array.from({ length: 5 }, () => ['zeus', 'zeus', 'zeus'])),
      feature: { roundId: 'r1', bet: 1, total: 10, shown: 0, multiplier: 3, wonSoFar: 0 },
      cost: 100,
      bought: true,
      jackpot: null,
      roundWin: 12,
      balance: 412,
      bonusBalance: 0,
      jackpots: [],
    };
    const { calls } = mockApi((call) => {
      if (call.url.includes('originals/slots/init')) return ok(olympos);
      if (call.url.includes('originals/slots/buy')) return ok(bought);
      return ok(null);
    });
    renderWithApp(<SlotsGame code={olympos.code} session="sess-1" />, { path: '/?lang=en' });
    const buy = await screen.findByTestId('slots-buy');
    expect(buy.textContent).toContain('100');
    fireEvent.click(buy);
    const dialog = screen.getByTestId('slots-buy-confirm');
    expect(dialog.textContent).toContain('10 free spins');
    expect(dialog.textContent).toContain('96.20%');
    fireEvent.click(within(dialog).getByTestId('slots-buy-yes'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('originals/slots/buy'))).toBe(true));
    expect(calls.find((c) => c.url.includes('originals/slots/buy'))!.body).toEqual({ bet: 1 });
    expect(calls.some((c) => c.url.includes('originals/slots/spin'))).toBe(false);
  });

  it('the rules panel states the RTP, the bought feature’s RTP and the buy rule', async () => {
    mockApi(() => ok(olympos));
    renderWithApp(<SlotsGame code={olympos.code} session="sess-1" />, { path: '/?lang=en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rules and paytable' }));
    const rules = screen.getByRole('dialog', { name: 'Rules and paytable' });
    expect(rules.textContent).toContain('96.31%');
    expect(rules.textContent).toContain('96.20%');
    expect(rules.textContent).toContain('10 free spins for 100 × the bet');
  });

  it('sound is off by default and the choice is remembered', async () => {
    mockApi(() => ok(olympos));
    const first = renderWithApp(<SlotsGame code={olympos.code} session="sess-1" />, { path: '/?lang=en' });
    const toggle = await screen.findByTestId('slots-sound');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('kasa.slots.sound')).toBe('on');
    first.unmount();
    renderWithApp(<SlotsGame code={olympos.code} session="sess-1" />, { path: '/?lang=en' });
    expect((await screen.findByTestId('slots-sound')).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the value of every gold coin of a hold-and-win title and no buy button', async () => {
    const grid = Array.from({ length: 5 }, () => ['coin', 'miner', 'coin']);
    const goldRush: SlotsInitData = {
      ...olympos,
      code: 'kasa-slots-gold-rush',
      name: 'Gold Rush',
      symbols: [
        { id: 'miner', kind: 'regular', pays: { 3: 20 } },
        { id: 'coin', kind: 'coin', pays: {} },
      ],
      buy: null,
      freeSpins: null,
      holdAndWin: { trigger: 6, respins: 3, values: [0.5, 1, 50], grand: 200 },
      lastSpin: emptySpin(grid, { coins: [{ reel: 0, row: 0, value: 25 }] }),
    };
    mockApi(() => ok(goldRush));
    renderWithApp(<SlotsGame code={goldRush.code} session="sess-2" />, { path: '/?lang=en' });
    await screen.findByTestId('slots-game');
    expect(screen.queryByTestId('slots-buy')).toBeNull();
    expect(screen.getByTestId('slots-game').querySelector('.slots-cell__value')?.textContent).toContain('25');
  });
});

describe('replay helpers', () => {
  it('heldCoins adds each respin’s coins in turn and marks the latest', () => {
    const spin = emptySpin([], {
      coins: [{ reel: 0, row: 0, value: 1 }],
      holdAndWin: {
        respins: [
          { landed: [], left: 2 },
          { landed: [{ reel: 1, row: 2, value: 5 }], left: 3 },
        ],
        coins: [],
        full: false,
        grand: 0,
        win: 6,
      },
    });
    expect([...heldCoins(spin, 0).keys()]).toEqual(['0:0']);
    expect(heldCoins(spin, 1).size).toBe(1);
    const all = heldCoins(spin, 2);
    expect(all.get('1:2')).toEqual({ reel: 1, row: 2, value: 5, fresh: true });
    expect(all.get('0:0')!.fresh).toBe(false);
  });

  it('cascadeWin sums the grids shown so far', () => {
    const step = (win: number) => ({ grid: [], clusters: [], multiplier: 1, win });
    const spin = emptySpin([], { cascades: [step(0.1), step(0.2), step(0)] });
    expect(cascadeWin(spin, 0)).toBe(0.1);
    expect(cascadeWin(spin, 1)).toBe(0.3);
    expect(cascadeWin(spin, 2)).toBe(0.3);
  });
});
