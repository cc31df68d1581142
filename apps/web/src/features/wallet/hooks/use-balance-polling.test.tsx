import { BALANCE_POLL_MS } from '@kasa/contract/constants';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHub } from '../../../lib/hub';
import { getSession } from '../../../lib/session';
import { lastSocket } from '../../../test/fake-socket';
import { bonusBalanceStore } from '../../../lib/wallet';
import { mockApi, ok, signIn } from '../../../test/render';
import { useBalancePolling } from './use-balance-polling';

function Poller() {
  useBalancePolling();
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the fetch promise chain settle under fake timers. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('balance polling (spec §4, §9: every 3 s while logged in and visible)', () => {
  it('fetches at start-up, every 3 s, pauses while the tab is hidden and resumes at once when it is back', async () => {
    vi.useFakeTimers();
    signIn();
    let balance = 100;
    const { calls } = mockApi(() => ok({ balance: (balance += 1), bonusBalance: 25 }));
    const balanceCalls = () => calls.filter((c) => c.url.endsWith('user/balance')).length;
    render(<Poller />);
    await flush();
    expect(balanceCalls()).toBe(1);
    expect(getSession()?.balance).toBe(101);
    expect(bonusBalanceStore.get()).toBe(25);

    await act(async () => vi.advanceTimersByTime(BALANCE_POLL_MS));
    await flush();
    expect(balanceCalls()).toBe(2);
    expect(getSession()?.balance).toBe(102);

    setVisibility('hidden');
    await act(async () => vi.advanceTimersByTime(BALANCE_POLL_MS * 5));
    await flush();
    expect(balanceCalls()).toBe(2);

    setVisibility('visible');
    await flush();
    expect(balanceCalls()).toBe(3);
    await act(async () => vi.advanceTimersByTime(BALANCE_POLL_MS));
    await flush();
    expect(balanceCalls()).toBe(4);
  });

  it('does not poll without a session', async () => {
    vi.useFakeTimers();
    const { fetchMock } = mockApi(() => ok({ balance: 1, bonusBalance: 0 }));
    render(<Poller />);
    await act(async () => vi.advanceTimersByTime(BALANCE_POLL_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-reads the balance at once when the hub pushes a notification (a confirmed deposit)', async () => {
    vi.useFakeTimers();
    signIn();
    let balance = 100;
    const { calls } = mockApi(() => ok({ balance, bonusBalance: 0 }));
    const balanceCalls = () => calls.filter((c) => c.url.endsWith('user/balance')).length;
    render(<Poller />);
    await flush();
    expect(balanceCalls()).toBe(1);
    startHub('token-abc');
    balance = 600;
    act(() => lastSocket().fire('NotifyMessage', { command: 'Notification', message: null }));
    await flush();
    expect(balanceCalls()).toBe(2);
    expect(getSession()?.balance).toBe(600);
  });
});
