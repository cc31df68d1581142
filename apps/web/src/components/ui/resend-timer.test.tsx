import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendTimer } from './resend-timer';

describe('resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts 60 s down with 'Resend code in', then offers the resend link", () => {
    const onResend = vi.fn();
    render(<ResendTimer onResend={onResend} />);
    expect(screen.getByText(/Resend code in/)).toBeTruthy();
    expect(screen.getByText('60 s')).toBeTruthy();
    for (let i = 0; i < 59; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('1 s')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const link = screen.getByRole('button', { name: "Didn't get a code ? Click to resend" });
    act(() => link.click());
    expect(onResend).toHaveBeenCalledOnce();
  });
});
