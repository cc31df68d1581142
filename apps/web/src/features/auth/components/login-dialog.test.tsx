import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogStore, openDialog } from '../../../lib/dialogs';
import { setLanguage } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { demoSession, fail, mockApi, ok, renderWithApp } from '../../../test/render';
import { LoginDialog } from './login-dialog';

describe('login dialog', () => {
  it('sends nothing while the form is invalid and shows the rule messages in the active language', async () => {
    const { fetchMock } = mockApi(() => ok());
    const user = userEvent.setup();
    renderWithApp(<LoginDialog />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Must be between 3 and 30 characters.')).toBeTruthy();
    expect(screen.getByText('Must be between 5 and 100 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await setLanguage('tr');
    expect(await screen.findByText('3 ile 30 karakter arasında olmalıdır.')).toBeTruthy();
  });

  it('on success stores the session, shows the server message and closes every dialog', async () => {
    const { calls } = mockApi(() => ok(demoSession, 'Welcome, kasademo!'));
    const user = userEvent.setup();
    openDialog('login');
    renderWithApp(<LoginDialog />);
    await user.type(screen.getByLabelText('Username'), 'kasademo');
    await user.type(screen.getByLabelText('Password'), 'Demo12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getSession()?.token).toBe('token-abc'));
    expect(calls[0]!.body).toEqual({ username: 'kasademo', password: 'Demo12345' });
    expect(screen.getByTestId('toast').textContent).toContain('Welcome, kasademo!');
    expect(screen.getByTestId('toast').dataset.kind).toBe('success');
    expect(dialogStore.get()).toHaveLength(0);
  });

  it('on failure shows the server message as an error toast and stays', async () => {
    mockApi(() => fail(401, 'Wrong username or password.'));
    const user = userEvent.setup();
    openDialog('login');
    renderWithApp(<LoginDialog />);
    await user.type(screen.getByLabelText('Username'), 'kasademo');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.kind).toBe('error');
    expect(toast.textContent).toContain('Wrong username or password.');
    expect(dialogStore.get().map((d) => d.kind)).toEqual(['login']);
    expect(getSession()).toBeNull();
  });
});
