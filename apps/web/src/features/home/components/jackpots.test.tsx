import { ApiPath } from '@kasa/contract/api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapStore } from '../../../lib/bootstrap';
import { bootstrapFixture } from '../../../lib/bootstrap.fixture';
import { formatLira } from '../../../lib/format';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { JACKPOTS_POLL_MS } from '../api/home';
import { Jackpots } from './jackpots';

const card = (top: number) => ({
  instanceName: 'Clover Chance',
  levelStats: [1, 2, 3, 4].map((level) => ({
    level,
    name: `L${level}`,
    value: level === 4 ? top : level * 100,
    seed: 0,
    winCount: 0,
    largestWin: 0,
    lastWinAt: null,
  })),
});

/** Lets the fetch settle and React Query deliver it (its notifications go through a zero timeout). */
async function flush() {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      vi.advanceTimersByTime(0);
    });
  }
}

afterEach(() => {
  bootstrapStore.set(null);
  vi.useRealTimers();
});

describe('jackpot section (live values through cms/jackpots, docs/decisions/0150)', () => {
  it('shows the bootstrap’s values without a request, then the current ones every JACKPOTS_POLL_MS', async () => {
    vi.useFakeTimers();
    bootstrapStore.set(bootstrapFixture({ egtJackpotCards: [card(5000)] }));
    let top = 5000;
    const { calls } = mockApi((call) =>
      call.url.endsWith(ApiPath.cmsJackpots)
        ? ok({ egtJackpotCards: [card(top)], jackpotCards: [] })
        : ok({ instanceName: 'Quest', currentLevelI: 14000 }),
    );
    const jackpotCalls = () => calls.filter((c) => c.url.endsWith(ApiPath.cmsJackpots)).length;
    renderWithApp(<Jackpots />);
    await flush();
    expect(screen.getByTestId('jackpot-card').querySelector('.jackpot-card__top')?.textContent).toBe(
      formatLira(5000),
    );
    expect(jackpotCalls()).toBe(0);

    top = 5250.5;
    await act(async () => vi.advanceTimersByTime(JACKPOTS_POLL_MS));
    await flush();
    expect(jackpotCalls()).toBe(1);
    expect(screen.getByTestId('jackpot-card').querySelector('.jackpot-card__top')?.textContent).toBe(
      formatLira(5250.5),
    );
  });
});
