import type { DiceBet, FairStateData } from '@kasa/contract/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { DiceGame } from './dice-game';
import { FairVerifyPage } from './fair-verify-page';
import { MinesGame } from './mines-game';

// Vectors of packages/contract/src/fair.test.ts (computed independently with Python's hmac).
const SERVER_SEED = 'a3f1c2e4b5d6978812345678909abcdef0fedcba9876543210aabbccddeeff00';
const HASH = '88b250140be6417a3eb15ff0050f3b1c2d892f5240593319bbc5d8d063ec714e';

const state = (over: Partial<FairStateData> = {}): FairStateData => ({
  balance: 100,
  bonusBalance: 0,
  seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 0 },
  previousSeeds: [],
  dice: [],
  mines: [],
  openMines: null,
  limits: { minStake: 1, maxStake: 10_000, houseEdge: 1 },
  ...over,
});

describe('verification page', () => {
  it('recomputes the dice roll in the browser and checks the committed hash', async () => {
    renderWithApp(<FairVerifyPage game="dice" />, {
      path: `/provably-fair/dice?serverSeed=${SERVER_SEED}&hash=${HASH}&clientSeed=kasa-player-seed&nonce=0`,
    });
    expect((await screen.findByTestId('verify-roll')).textContent).toContain('29.72');
    expect(screen.getByTestId('verify-hash-ok')).toBeTruthy();

    fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('verify-hash'), { target: { value: 'f'.repeat(64) } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(screen.getByTestId('verify-roll').textContent).toContain('45.38'));
    expect(screen.getByTestId('verify-hash-bad')).toBeTruthy();
  });

  it('shows the mines layout and refuses a seed that is not 64 hex characters', async () => {
    renderWithApp(<FairVerifyPage game="mines" />, {
      path: `/provably-fair/mines?serverSeed=${SERVER_SEED}&clientSeed=kasa-player-seed&nonce=7&mines=5`,
    });
    const layout = await screen.findByTestId('verify-layout');
    const mines = [...layout.querySelectorAll('[data-state="mine"]')].map((el) =>
      [...layout.children].indexOf(el),
    );
    expect(mines).toEqual([3, 5, 7, 9, 21]);

    fireEvent.change(screen.getByTestId('verify-server-seed'), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect((await screen.findByTestId('verify-error')).textContent).toContain(
      'The server seed must be 64 hexadecimal characters.',
    );
  });
});

describe('Kasa Dice client', () => {
  it('rolls with the game session header, shows the roll and balance, and tells the site to read its balance', async () => {
    const bet: DiceBet = {
      roundId: 'r1',
      amount: 10,
      target: 50,
      direction: 'over',
      roll: 72.13,
      win: true,
      multiplier: 1.9803,
      payout: 19.8,
      serverSeedHash: HASH,
      clientSeed: 'abc',
      nonce: 0,
      createdAt: new Date().toISOString(),
    };
    const { calls } = mockApi((call) =>
      call.url.endsWith('originals/fair/state')
        ? ok(state())
        : ok({
            bet,
            balance: 109.8,
            bonusBalance: 0,
            seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 1 },
          }),
    );
    // Inside the game iframe: a parent window other than this one.
    const posted = vi.fn();
    const realParent = window.parent;
    Object.defineProperty(window, 'parent', { value: { postMessage: posted }, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'parent', { value: realParent, configurable: true });
    });
    renderWithApp(<DiceGame code="kasa-dice" session="sess-1" />);
    fireEvent.click(await screen.findByTestId('dice-roll'));

    await waitFor(() => expect(screen.getByTestId('dice-result').textContent).toContain('72.13'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('fair-balance').textContent?.replace(/\s/g, '')).toBe('₺109,80');
    const roll = calls.find((c) => c.url.endsWith('originals/dice/roll'))!;
    expect(roll.headers['x-game-session']).toBe('sess-1');
    expect(roll.headers.authorization).toBeUndefined();
    expect(roll.body).toEqual({ amount: 10, target: 50, direction: 'over' });
    expect(posted).toHaveBeenCalledWith({ type: 'kasa:balance' }, window.location.origin);
  });
});

describe('Kasa Mines client', () => {
  it('resumes an open round from the server with its gems, stake and cash-out value', async () => {
    mockApi(() =>
      ok(
        state({
          openMines: {
            roundId: 'm1',
            status: 'open',
            amount: 5,
            mines: 3,
            revealed: [4, 12],
            hit: null,
            layout: null,
            multiplier: 1.2857,
            payout: 6.42,
            nextMultiplier: 1.4785,
            autoSettled: false,
            serverSeedHash: HASH,
            clientSeed: 'abc',
            nonce: 3,
            createdAt: new Date().toISOString(),
            settledAt: null,
          },
        }),
      ),
    );
    renderWithApp(<MinesGame code="kasa-mines" session="sess-2" />);
    const cashout = await screen.findByTestId('mines-cashout');
    expect(cashout.textContent).toContain('₺6,42');
    expect(screen.getByTestId('mines-tile-4').getAttribute('data-state')).toBe('gem');
    expect(screen.getByTestId('mines-tile-12').getAttribute('data-state')).toBe('gem');
    expect(screen.getByTestId('mines-tile-0').getAttribute('data-state')).toBe('hidden');
    expect(screen.getByTestId('mines-current').textContent).toContain('1.28×');
    expect(screen.getByTestId('mines-next').textContent).toContain('1.47×');
    expect((screen.getByTestId('fair-stake') as HTMLInputElement).value).toBe('5');
  });
});
