import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderRoutes, signIn } from '../test/render';
import { routes } from './router';

// Pages and dialogs load on demand (docs/decisions/0130): the first import of each compiles it, which takes longer
// than findBy's default second on a busy machine.
const LOADS = { timeout: 15_000 };

describe('protected routes (spec §6)', { timeout: 20_000 }, () => {
  it('a guest loading /dashboard/deposit lands on home with the login dialog open', async () => {
    mockApi(() => ok());
    const { router } = renderRoutes(routes, '/dashboard/deposit');
    expect(await screen.findByTestId('dialog-login', {}, LOADS)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a guest following a link to the dashboard stays where they are and gets the login dialog', async () => {
    mockApi(() => ok());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/promotions');
    await user.click((await screen.findAllByRole('link', { name: 'Promotions' }, LOADS))[0]!);
    await router.navigate('/dashboard/account');
    expect(await screen.findByTestId('dialog-login', {}, LOADS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('a signed-in player reaches the dashboard and sees the balance in lira', async () => {
    mockApi(() => ok());
    signIn();
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('tile-change-password', {}, LOADS)).toBeTruthy();
    expect(screen.getByTestId('header-balance').textContent).toBe('₺1.234,56');
    expect(screen.queryByTestId('dialog-login')).toBeNull();
  });
});
