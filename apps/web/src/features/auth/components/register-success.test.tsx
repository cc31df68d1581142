import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from '../../../lib/confetti';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { toastStore } from '../../../lib/toast';
import { RegisterSuccess } from './register-success';

vi.mock('../../../lib/confetti', () => ({ celebrate: vi.fn(async () => undefined) }));

const trialBonus = {
  id: 5,
  definitionId: 1,
  kind: 'trial',
  title: 'Trial bonus',
  status: 1,
  amount: 100,
  wageringRequired: 1000,
  wageringProgress: 0,
  settledAmount: null,
  requestedAt: '2026-03-14T09:05:00Z',
  grantedAt: '2026-03-14T09:05:00Z',
  expiresAt: '2026-03-21T09:05:00Z',
  completedAt: null,
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(celebrate).mockClear();
  signIn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('register success: the trial bonus Yes button (spec §4, §8)', () => {
  it('claims through bonus/definetrialbonus, says so in a toast, plays confetti and closes 1 s later', async () => {
    const { calls } = mockApi(() => ok(trialBonus, 'Bonus granted'));
    const onClose = vi.fn();
    renderWithApp(
      <RegisterSuccess titleId="t" trialBonusAmount={100} onDeposit={() => undefined} onClose={onClose} />,
    );
    expect(screen.getByText(/₺100,00/)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(celebrate).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url).toMatch(/\/bonus\/definetrialbonus$/);
    expect(celebrate).toHaveBeenCalledTimes(2);
    expect(toastStore.get().map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Your ₺100,00 trial bonus is in your balance.'],
    ]);
    await act(async () => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays silent when the claim is refused: no toast, no confetti, the dialog stays', async () => {
    mockApi(() => fail(409, 'The trial bonus has already been claimed.'));
    const onClose = vi.fn();
    renderWithApp(
      <RegisterSuccess titleId="t" trialBonusAmount={100} onDeposit={() => undefined} onClose={onClose} />,
    );
    await act(async () => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await flush();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('offers Deposit instead of Yes when there is no trial amount', () => {
    mockApi(() => ok(null));
    renderWithApp(
      <RegisterSuccess
        titleId="t"
        trialBonusAmount={0}
        onDeposit={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });
});
