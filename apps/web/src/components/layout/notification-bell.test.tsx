import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { mockApi, ok, renderWithApp, signIn } from '../../test/render';
import { NotificationBell } from './header';

describe('notification bell and toasts', () => {
  it('clears the toasts on opening the panel, so they do not cover its header; later toasts still show', async () => {
    signIn();
    mockApi(() => ok([]));
    const user = userEvent.setup();
    renderWithApp(<NotificationBell />);
    act(() => {
      toast.success('Your withdrawal request has been received.');
      toast.info('Another message');
    });
    expect(await screen.findAllByTestId('toast')).toHaveLength(2);

    await user.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByTestId('notification-panel')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('toast')).toHaveLength(0));

    act(() => {
      toast.error('Something failed');
    });
    expect((await screen.findByTestId('toast')).dataset.kind).toBe('error');
  });
});
