import type { AvailableBonus, PlayerBonus } from '@kasa/contract/bonus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startHub } from '../../../lib/hub';
import { lastSocket } from '../../../test/fake-socket';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { BonusesPage } from './bonuses-page';

const active: PlayerBonus = {
  id: 11,
  definitionId: 2,
  kind: 'first_deposit',
  title: 'First deposit bonus',
  status: 1,
  amount: 250,
  wageringRequired: 2500,
  wageringProgress: 625,
  settledAmount: null,
  requestedAt: '2026-03-10T09:00:00Z',
  grantedAt: '2026-03-10T09:05:00Z',
  expiresAt: '2026-04-09T09:05:00Z',
  completedAt: null,
};

const expired: PlayerBonus = {
  ...active,
  id: 7,
  kind: 'cashback',
  title: 'Cashback',
  status: 4,
  amount: 40,
  wageringRequired: 200,
  wageringProgress: 50,
  settledAmount: 40,
};

const trialOffer: AvailableBonus = {
  definitionId: 1,
  kind: 'trial',
  title: 'Trial bonus',
  description: 'Free money for a verified phone.',
  percent: null,
  maxAmount: null,
  minAmount: 0,
  wageringMultiplier: 10,
  validDays: 7,
  amount: 100,
  eligible: true,
  reason: null,
};

const cashbackOffer: AvailableBonus = {
  definitionId: 3,
  kind: 'cashback',
  title: 'Weekly cashback',
  description: '10% of your net losses of the last 7 days.',
  percent: 10,
  maxAmount: 1000,
  minAmount: 20,
  wageringMultiplier: 1,
  validDays: 7,
  amount: null,
  eligible: false,
  reason: 'You have no net losses in the last 7 days.',
};

describe('/dashboard/bonuses (issue 3 §7)', () => {
  it('lists current bonuses with amount, wagering progress, status and expiry', async () => {
    signIn();
    mockApi((call) =>
      call.url.endsWith('bonus/list') ? ok([active, expired]) : ok([trialOffer, cashbackOffer]),
    );
    renderWithApp(<BonusesPage />);
    const rows = await screen.findAllByTestId('bonus-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('First deposit bonus')).toBeTruthy();
    expect(first.getByText('₺250,00')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('₺625,00 of ₺2.500,00')).toBeTruthy();
    expect(first.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(first.getByText(/^Expires /)).toBeTruthy();
    expect(rows[1]!.dataset.status).toBe('4');
    expect(within(rows[1]!).getByText('₺40,00 forfeited on expiry')).toBeTruthy();
  });

  it('shows why a bonus cannot be requested and keeps its button disabled', async () => {
    signIn();
    mockApi((call) => (call.url.endsWith('bonus/list') ? ok([]) : ok([trialOffer, cashbackOffer])));
    renderWithApp(<BonusesPage />);
    expect(await screen.findByText('You have no bonuses yet')).toBeTruthy();
    const cashback = await screen.findByTestId('bonus-available-3');
    expect(within(cashback).getByText('You have no net losses in the last 7 days.')).toBeTruthy();
    expect(within(cashback).getByText('10% up to ₺1.000,00')).toBeTruthy();
    expect((screen.getByTestId('bonus-request-3') as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId('bonus-available-1')).getByText('You get ₺100,00')).toBeTruthy();
    expect((screen.getByTestId('bonus-request-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('requests a bonus, shows the server message and reads both lists again', async () => {
    signIn();
    let isGranted = false;
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('bonus/request')) {
        isGranted = true;
        return ok(
          { ...active, id: 12, kind: 'trial', title: 'Trial bonus', amount: 100 },
          '₺100,00 Trial bonus granted',
        );
      }
      if (call.url.endsWith('bonus/list'))
        return ok(isGranted ? [{ ...active, id: 12, title: 'Trial bonus' }] : []);
      return ok(
        isGranted
          ? [{ ...trialOffer, eligible: false, amount: null, reason: 'Already claimed' }]
          : [trialOffer],
      );
    });
    const user = userEvent.setup();
    renderWithApp(<BonusesPage />);
    await user.click(await screen.findByTestId('bonus-request-1'));
    expect(calls.find((call) => call.url.endsWith('bonus/request'))!.body).toEqual({ definitionId: 1 });
    expect(await screen.findByText('₺100,00 Trial bonus granted')).toBeTruthy();
    expect(screen.getAllByTestId('toast')[0]!.dataset.kind).toBe('success');
    expect(await screen.findByTestId('bonus-row')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('bonus-request-1') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('Already claimed')).toBeTruthy();
  });

  it('shows a refused request as an error toast', async () => {
    signIn();
    mockApi((call) => {
      if (call.url.endsWith('bonus/request')) return fail(409, 'Make a deposit first.');
      return call.url.endsWith('bonus/list') ? ok([]) : ok([trialOffer]);
    });
    const user = userEvent.setup();
    renderWithApp(<BonusesPage />);
    await user.click(await screen.findByTestId('bonus-request-1'));
    expect(await screen.findByText('Make a deposit first.')).toBeTruthy();
    expect(screen.getAllByTestId('toast')[0]!.dataset.kind).toBe('error');
  });

  it('reads the lists again when the hub pushes a notification', async () => {
    signIn();
    let list: PlayerBonus[] = [];
    const { calls } = mockApi((call) => (call.url.endsWith('bonus/list') ? ok(list) : ok([])));
    renderWithApp(<BonusesPage />);
    expect(await screen.findByText('You have no bonuses yet')).toBeTruthy();
    startHub('token-abc');
    list = [active];
    act(() => lastSocket().fire('NotifyMessage', { command: 'Notification', message: null }));
    expect(await screen.findByTestId('bonus-row')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('bonus/list'))).toHaveLength(2);
  });
});
