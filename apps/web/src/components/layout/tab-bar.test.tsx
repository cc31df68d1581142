import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bonusBalanceStore } from '../../lib/wallet';
import { mockApi, ok, renderWithApp, signIn } from '../../test/render';
import { TabBar } from './tab-bar';

afterEach(() => bonusBalanceStore.set(0));

describe('phone tab bar balance (issue 11 §6)', () => {
  it('shows the bonus balance beside the cash balance once there is bonus money', () => {
    mockApi(() => ok());
    signIn();
    renderWithApp(<TabBar />);
    expect(screen.queryByTestId('header-bonus-balance')).toBeNull();
    act(() => bonusBalanceStore.set(100));
    expect(screen.getByTestId('header-bonus-balance').textContent).toContain('₺100,00');
    expect(screen.getByTestId('header-balance').textContent).toBe('₺1.234,56');
  });
});
