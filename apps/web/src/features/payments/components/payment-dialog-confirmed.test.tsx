import type { PaymentDetailField } from '@kasa/contract/payment';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useHubConnection } from '../../../lib/hub';
import { getSession, updateSession } from '../../../lib/session';
import { lastSocket } from '../../../test/fake-socket';
import { mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { PaymentDialog } from './payment-dialog';

const FIELDS: PaymentDetailField[] = [
  { key: 'amount', label: 'Amount', objectType: 'Decimal', mask: null, option: null, min: 50, max: 50000 },
];

const notification = (title: string, type = 1) => ({
  id: 41,
  title,
  note: 'Your deposit of ₺250,00 (Papara) …',
  type,
  timeStamp: '2026-03-14T09:05:00Z',
  isRead: false,
});

function LiveDialog() {
  useHubConnection();
  return <PaymentDialog id={1} type={1} title="Papara" />;
}

/** Fills the amount, starts the deposit and waits for 'Operation active'. */
async function startRedirectDeposit() {
  signIn();
  vi.spyOn(window, 'open').mockImplementation(() => null);
  mockApi((call) => {
    if (call.url.endsWith('payment/methods')) return ok([]);
    if (call.url.endsWith('payment/detail')) return ok(FIELDS);
    return ok('http://localhost:8080/sandbox/pay/abc', 'Redirecting');
  });
  const user = userEvent.setup();
  renderWithApp(<LiveDialog />);
  const amount = await screen.findByTestId('payment-field-amount');
  fireEvent.focus(amount);
  fireEvent.change(amount, { target: { value: '250' } });
  fireEvent.blur(amount);
  const submit = screen.getByTestId('payment-submit') as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  await user.click(submit);
  await screen.findByTestId('deposit-active');
  act(() => lastSocket().fire('connect'));
}

describe("deposit dialog after the payment page (spec §4: 'Operation active' does not go stale)", () => {
  it("turns into the success state when the live 'deposit confirmed' notification arrives", async () => {
    await startRedirectDeposit();
    act(() =>
      lastSocket().fire('NotifyMessage', {
        command: 'Notification',
        message: notification('Deposit confirmed'),
      }),
    );
    const success = await screen.findByTestId('deposit-success');
    expect(screen.queryByTestId('deposit-active')).toBeNull();
    expect(success.textContent).toContain('Congratulations!');
    expect(success.textContent).toContain('Payment received — your balance has been updated.');
  });

  it('turns into the success state when the balance rises while the payment page is open', async () => {
    await startRedirectDeposit();
    act(() => updateSession({ balance: (getSession()?.balance ?? 0) + 250 }));
    expect(await screen.findByTestId('deposit-success')).toBeTruthy();
  });

  it('stays active for a rejected deposit, another notification type, or an unchanged balance', async () => {
    await startRedirectDeposit();
    act(() => {
      lastSocket().fire('NotifyMessage', {
        command: 'Notification',
        message: notification('Deposit rejected'),
      });
      lastSocket().fire('NotifyMessage', {
        command: 'Notification',
        message: notification('Deposit confirmed', 4),
      });
      updateSession({ balance: getSession()?.balance ?? 0 });
    });
    expect(screen.getByTestId('deposit-active')).toBeTruthy();
    expect(screen.queryByTestId('deposit-success')).toBeNull();
  });
});
