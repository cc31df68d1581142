import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogStore } from '../../../lib/dialogs';
import { fail, mockApi, ok, renderWithApp, type FetchCall } from '../../../test/render';
import { RecoveryFlow } from './recovery-dialog';

describe('account recovery', () => {
  it('moves through the four steps only when each call succeeds, then opens login 1 s later', async () => {
    let codeAttempts = 0;
    const { calls } = mockApi((call: FetchCall) => {
      if (call.url.endsWith('checkresetcode')) {
        codeAttempts += 1;
        return codeAttempts === 1 ? fail(400, 'The reset code is wrong.') : ok();
      }
      return ok();
    });
    const user = userEvent.setup();
    renderWithApp(<RecoveryFlow titleId="t" />);

    // An invalid form sends nothing.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Username'), 'kasademo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
      ),
    ).toBeTruthy();
    expect(calls[0]!.body).toEqual({ username: 'kasademo' });

    await user.type(screen.getByLabelText('Reset Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.kind).toBe('error');
    // Refused: still on the code step.
    expect(screen.getByLabelText('Reset Code')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your new password')).toBeTruthy();
    expect(calls[2]!.body).toEqual({ code: '123456', username: 'kasademo' });

    await user.type(screen.getByLabelText('Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByText('Password change successful. You are now directed to the login page.'),
      ).toBeTruthy();
      expect(calls[3]!.body).toEqual({
        password: 'newpass1',
        password2: 'newpass1',
        username: 'kasademo',
        code: '123456',
      });
      expect(dialogStore.get()).toHaveLength(0);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(dialogStore.get().map((d) => d.kind)).toEqual(['login']));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Not a Member?')).toBeTruthy();
  });
});
