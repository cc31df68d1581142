import { createHmac } from 'node:crypto';
import type {
  HiloData,
  HiloRound,
  InstantStateData,
  KenoPlayData,
  LimboPlayData,
  PlinkoDropData,
} from '@kasa/contract/instant';
import type { HmacSha256 } from '@kasa/contract/fair';
import { computeHiloCards, computeKenoDraw, computeLimbo, computePlinko } from '@kasa/contract/instant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { FairVerifyPage } from './fair-verify-page';
import { HiloGame } from './hilo-game';
import { KenoGame } from './keno-game';
import { LimboGame } from './limbo-game';
import { PlinkoGame } from './plinko-game';

// The known-vector seeds of packages/contract/src/fair.test.ts.
const SERVER_SEED = 'a3f1c2e4b5d6978812345678909abcdef0fedcba9876543210aabbccddeeff00';
const HASH = '88b250140be6417a3eb15ff0050f3b1c2d892f5240593319bbc5d8d063ec714e';
const SEEDS = { serverSeed: SERVER_SEED, clientSeed: 'kasa-player-seed', nonce: 7 };
const nodeHmac: HmacSha256 = async (key, message) => createHmac('sha256', key).update(message).digest();
const query = `serverSeed=${SERVER_SEED}&hash=${HASH}&clientSeed=kasa-player-seed&nonce=7`;

const state = (over: Partial<InstantStateData> = {}): InstantStateData => ({
  balance: 100,
  bonusBalance: 0,
  seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 0 },
  previousSeeds: [],
  dice: [],
  mines: [],
  openMines: null,
  limits: { minStake: 1, maxStake: 10_000, houseEdge: 1 },
  rounds: [],
  openHilo: null,
  ...over,
});

describe('verification page, instant games', () => {
  it('recomputes the Plinko path (Web Crypto, in the page) as the server computes it', async () => {
    const expected = await computePlinko(nodeHmac, SEEDS, 14);
    renderWithApp(<FairVerifyPage game="plinko" />, { path: `/provably-fair/plinko?${query}&rows=14` });
    expect((await screen.findByTestId('verify-slot')).textContent).toBe(String(expected.slot));
    expect(screen.getByTestId('verify-result').textContent).toContain(expected.path.join(' '));
    expect(screen.getByTestId('verify-hash-ok')).toBeTruthy();
  });

  it('recomputes Limbo, Keno and Hi-Lo', async () => {
    const limbo = await computeLimbo(nodeHmac, SEEDS);
    const first = renderWithApp(<FairVerifyPage game="limbo" />, { path: `/provably-fair/limbo?${query}` });
    expect((await screen.findByTestId('verify-limbo')).textContent).toContain(
      (Math.floor(limbo) / 100).toFixed(2),
    );
    first.unmount();

    const drawn = await computeKenoDraw(nodeHmac, SEEDS);
    const second = renderWithApp(<FairVerifyPage game="keno" />, { path: `/provably-fair/keno?${query}` });
    expect((await screen.findByTestId('verify-drawn')).textContent).toBe(drawn.join(', '));
    second.unmount();

    const cards = await computeHiloCards(nodeHmac, SEEDS, 6);
    renderWithApp(<FairVerifyPage game="hilo" />, { path: `/provably-fair/hilo?${query}&cards=6` });
    const dealt = await screen.findByTestId('verify-cards-result');
    expect(
      [...dealt.querySelectorAll('[data-card]')].map((el) => Number(el.getAttribute('data-card'))),
    ).toEqual(cards);
    fireEvent.change(screen.getByTestId('verify-cards'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect((await screen.findByTestId('verify-error')).textContent).toContain('card limit');
  });
});

const openRound = (over: Partial<HiloRound> = {}): HiloRound => ({
  game: 'hilo',
  roundId: 'h1',
  status: 'open',
  amount: 5,
  multiplier: 1.0725,
  payout: 5.36,
  win: false,
  startCard: 20, // a 6
  steps: [{ guess: 'higher', card: 32, correct: true, multiplier: 1.0725 }], // a 9
  next: { higher: 3.48, lower: 1.74, same: 13.94 },
  autoSettled: false,
  serverSeedHash: HASH,
  clientSeed: 'abc',
  nonce: 3,
  createdAt: new Date().toISOString(),
  settledAt: null,
  ...over,
});

describe('Kasa Hi-Lo client', () => {
  it('resumes an open round and sends a guess with the game session; a wrong guess ends it', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/instant/state')) return ok(state({ openHilo: openRound() }));
      const lost: HiloData = {
        round: openRound({
          status: 'lost',
          multiplier: 0,
          payout: 0,
          next: null,
          steps: [...openRound().steps, { guess: 'lower', card: 48, correct: false, multiplier: 0 }],
          settledAt: new Date().toISOString(),
        }),
        balance: 95,
        bonusBalance: 0,
        seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 4 },
      };
      return ok(lost);
    });
    renderWithApp(<HiloGame code="kasa-hilo" session="sess-h" />);
    const cashout = await screen.findByTestId('hilo-cashout');
    expect(cashout.textContent).toContain('₺5,36');
    expect(screen.getByTestId('hilo-multiplier').textContent).toBe('1.07×');
    expect(screen.getByTestId('hilo-higher').textContent).toContain('3.48×');
    expect(within(screen.getByTestId('hilo-current')).getByRole('img').getAttribute('aria-label')).toBe('9♠');

    fireEvent.click(screen.getByTestId('hilo-lower'));
    await waitFor(() => expect(screen.getByTestId('hilo-banner').textContent).toBe('You lost'));
    const guess = calls.find((c) => c.url.endsWith('originals/hilo/guess'))!;
    expect(guess.body).toEqual({ roundId: 'h1', guess: 'lower' });
    expect(guess.headers['x-game-session']).toBe('sess-h');
    expect(screen.getByTestId('hilo-start')).toBeTruthy();
  });
});

describe('Kasa Keno client', () => {
  it('plays the picked numbers at the chosen risk and shows the hits', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/instant/state')) return ok(state());
      const body = call.body as { picks: number[] };
      const data: KenoPlayData = {
        bet: {
          game: 'keno',
          roundId: 'k1',
          amount: 10,
          multiplier: 1.32,
          payout: 13.2,
          win: true,
          risk: 'high',
          picks: [...body.picks].sort((a, b) => a - b),
          drawn: [5, 9, 12, 1, 2, 3, 4, 6, 7, 8],
          hits: 3,
          serverSeedHash: HASH,
          clientSeed: 'abc',
          nonce: 0,
          createdAt: new Date().toISOString(),
        },
        balance: 103.2,
        bonusBalance: 0,
        seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 1 },
      };
      return ok(data);
    });
    renderWithApp(<KenoGame code="kasa-keno" session="sess-k" />);
    for (const n of [5, 9, 12, 30]) fireEvent.click(await screen.findByTestId(`keno-${n}`));
    expect(screen.getByTestId('keno-paytable').children).toHaveLength(5);
    fireEvent.click(screen.getByTestId('risk-high'));
    fireEvent.click(screen.getByTestId('keno-play'));
    await waitFor(() => expect(screen.getByTestId('keno-12').getAttribute('data-state')).toBe('hit'), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByTestId('fair-balance').textContent).toContain('103,20'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('keno-30').getAttribute('data-state')).toBe('picked');
    const play = calls.find((c) => c.url.endsWith('originals/keno/play'))!;
    expect(play.body).toEqual({ amount: 10, picks: [5, 9, 12, 30], risk: 'high' });
    expect(play.headers['x-game-session']).toBe('sess-k');
  });
});

const bet = {
  serverSeedHash: HASH,
  clientSeed: 'abc',
  nonce: 0,
  createdAt: new Date().toISOString(),
};
const after = { bonusBalance: 0, seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 1 } };

describe('Kasa Plinko client', () => {
  it('drops a ball with the chosen rows and risk; the balance changes when it lands', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/instant/state')) return ok(state());
      const data: PlinkoDropData = {
        ...after,
        balance: 111.1,
        bet: {
          ...bet,
          game: 'plinko',
          roundId: 'p1',
          amount: 10,
          multiplier: 2.11,
          payout: 21.1,
          win: true,
          rows: 9,
          risk: 'high',
          path: [1, 1, 0, 1, 1, 1, 1, 0, 1],
          slot: 7,
        },
      };
      return ok(data);
    });
    renderWithApp(<PlinkoGame code="kasa-plinko" session="sess-p" />);
    fireEvent.click(await screen.findByTestId('risk-high'));
    fireEvent.change(screen.getByTestId('plinko-rows'), { target: { value: '9' } });
    expect(screen.getByTestId('plinko-board').querySelectorAll('[data-testid^="plinko-slot-"]')).toHaveLength(
      10,
    );
    fireEvent.click(screen.getByTestId('plinko-drop'));
    await waitFor(() => expect(screen.getByTestId('plinko-result').textContent).toBe('2.11×'), {
      timeout: 4000,
    });
    expect(screen.getByTestId('fair-balance').textContent).toContain('111,10');
    const drop = calls.find((c) => c.url.endsWith('originals/plinko/drop'))!;
    expect(drop.body).toEqual({ amount: 10, rows: 9, risk: 'high' });
    expect(drop.headers['x-game-session']).toBe('sess-p');
  });
});

describe('Kasa Limbo client', () => {
  it('bets at the typed target, shows its win chance, then the result rising to the outcome', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('originals/instant/state')) return ok(state());
      const data: LimboPlayData = {
        ...after,
        balance: 90,
        bet: {
          ...bet,
          game: 'limbo',
          roundId: 'l1',
          amount: 10,
          multiplier: 3,
          payout: 0,
          win: false,
          target: 3,
          result: 1.42,
        },
      };
      return ok(data);
    });
    renderWithApp(<LimboGame code="kasa-limbo" session="sess-l" />);
    fireEvent.change(await screen.findByTestId('limbo-target'), { target: { value: '3' } });
    expect(screen.getByTestId('limbo-chance').textContent).toBe('33.00%');
    fireEvent.click(screen.getByTestId('limbo-play'));
    await waitFor(() => expect(screen.getByTestId('limbo-outcome').textContent).toBe('You lost'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('limbo-result').textContent).toBe('1.42×');
    expect(calls.find((c) => c.url.endsWith('originals/limbo/play'))!.body).toEqual({
      amount: 10,
      target: 3,
    });
  });
});
