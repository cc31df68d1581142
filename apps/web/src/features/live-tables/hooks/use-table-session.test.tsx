import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useAtResult, useTableSession } from './use-table-session';

const apply = vi.fn();
afterEach(() => {
  apply.mockReset();
  vi.useRealTimers();
});

describe('useTableSession (live tables)', () => {
  it('loads the player state with the session and hands it to apply; refresh loads it again', async () => {
    const load = vi.fn(async (session: string) => ({ session, balance: 7 }));
    const { result } = renderHook(() => useTableSession('sess-1', load, apply));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ session: 'sess-1', balance: 7 }));
    expect(result.current.sessionLost).toBe(false);
    await act(async () => {
      expect(await result.current.refresh()).toEqual({ session: 'sess-1', balance: 7 });
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('marks the session lost on a 401, not on other errors, and from the start without a session', async () => {
    const lost = renderHook(() =>
      useTableSession('sess-1', () => Promise.reject(new ApiError('expired', 401)), apply),
    );
    await waitFor(() => expect(lost.result.current.sessionLost).toBe(true));
    const failing = renderHook(() =>
      useTableSession('sess-1', () => Promise.reject(new ApiError('down', 503)), apply),
    );
    await act(async () => {
      expect(await failing.result.current.refresh()).toBeNull();
    });
    expect(failing.result.current.sessionLost).toBe(false);
    const none = renderHook(() => useTableSession('', vi.fn(), apply));
    expect(none.result.current.sessionLost).toBe(true);
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('useAtResult (live tables)', () => {
  it('runs only the latest result’s work when its result is on the screens, and nothing after unmount', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, unmount } = renderHook(() => useAtResult());
    const at = (resultIn: number) => ({
      serverTime: '2026-01-01T00:00:00.000Z',
      round: { resultAt: new Date(Date.parse('2026-01-01T00:00:00.000Z') + resultIn).toISOString() },
    });
    result.current(at(5_000), first);
    result.current(at(3_000), second);
    vi.advanceTimersByTime(2_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(first).not.toHaveBeenCalled();
    const late = vi.fn();
    result.current(at(1_000), late);
    unmount();
    vi.advanceTimersByTime(2_000);
    expect(late).not.toHaveBeenCalled();
  });
});
