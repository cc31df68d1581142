import type { PaymentDetailField } from '@kasa/contract/payment';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '../../../lib/dialogs';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { NO_DATA_CLOSE_MS, PaymentDialog } from './payment-dialog';

const VALID_IBAN = 'TR330006100519786457841326';
const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';

const FIELDS: PaymentDetailField[] = [
  { key: 'amount', label: 'Amount', objectType: 'Decimal', mask: null, option: null, min: 50, max: 50000 },
  {
    key: 'bankId',
    label: 'Bank',
    objectType: 'Dropdown',
    mask: null,
    option: [
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
    ],
    min: null,
    max: null,
  },
  {
    key: 'network',
    label: 'Network',
    objectType: 'Dropdown',
    mask: null,
    option: [{ id: 'TRC20', name: 'Tron (TRC20)' }],
    min: null,
    max: null,
  },
  { key: 'iban', label: 'IBAN', objectType: 'String', mask: IBAN_MASK, option: null, min: null, max: null },
  {
    key: 'holder',
    label: 'Account holder',
    objectType: 'String',
    mask: null,
    option: null,
    min: null,
    max: null,
  },
];

function serve(reply: { detail?: [number, unknown]; submit?: [number, unknown] }) {
  return mockApi((call) => {
    if (call.url.endsWith('payment/methods')) return ok([]);
    if (call.url.endsWith('payment/detail')) return reply.detail ?? ok(FIELDS);
    return reply.submit ?? ok(null, 'Done.');
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const amount = await screen.findByTestId('payment-field-amount');
  fireEvent.focus(amount);
  fireEvent.change(amount, { target: { value: '1500,5' } });
  fireEvent.blur(amount);
  await user.selectOptions(screen.getByLabelText('Bank'), '2');
  await user.selectOptions(screen.getByLabelText('Network'), 'TRC20');
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: VALID_IBAN } });
  await user.type(screen.getByLabelText('Account holder'), 'Ali Veli');
}

const submitButton = () => screen.getByTestId('payment-submit') as HTMLButtonElement;

describe('dynamic payment dialog (spec §5, §4, §8)', () => {
  it('builds every field type, keeps submit disabled until all are valid, and sends numbers as numbers', async () => {
    signIn();
    const { calls } = serve({ submit: ok(null, 'Transfer reference KS-123') });
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog id={3} type={1} title="Havale/EFT" />);

    expect(
      (await screen.findByTestId('payment-field-amount')).closest('[data-testid="number-input"]'),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-field-bankId').tagName).toBe('SELECT');
    expect((screen.getByTestId('payment-field-iban') as HTMLInputElement).placeholder).toBe(
      'TR__ ____ ____ ____ ____ ____ __',
    );
    expect(screen.getByText('₺')).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(true));

    await fillValidForm(user);
    expect((screen.getByTestId('payment-field-amount') as HTMLInputElement).value).toBe('1.500,5');
    expect((screen.getByTestId('payment-field-iban') as HTMLInputElement).value).toBe(
      'TR33 0006 1005 1978 6457 8413 26',
    );
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.click(submitButton());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('payment/deposit'))).toBe(true));
    const depositCall = calls.find((c) => c.url.endsWith('payment/deposit'))!;
    expect(depositCall.body).toEqual({
      id: 3,
      target: 'pay',
      detail: { amount: 1500.5, bankId: 2, network: 'TRC20', iban: VALID_IBAN, holder: 'Ali Veli' },
    });
    // Not an address: the success message with the congratulations icon.
    expect(await screen.findByTestId('deposit-success')).toBeTruthy();
    expect(screen.getByText('Transfer reference KS-123')).toBeTruthy();
  });

  it('reports a half-filled mask, then a wrong IBAN, in the active language', async () => {
    signIn();
    serve({});
    renderWithApp(<PaymentDialog id={3} type={2} title="Banka Havalesi" />);
    const iban = await screen.findByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'TR12 3456' } });
    expect(await screen.findByText('Please fill in the whole field.')).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'TR120006100519786457841326' } });
    // The right shape (TR + 24 digits) with wrong check digits: the checksum message, not the format one.
    expect(
      await screen.findByText("The IBAN's check digits are wrong. Please check the number."),
    ).toBeTruthy();
    expect(screen.queryByText('Enter a valid TR IBAN (TR and 24 digits).')).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('pastes an IBAN from the clipboard into the mask, and copes with a refused clipboard', async () => {
    signIn();
    serve({});
    const readText = vi
      .fn()
      .mockResolvedValueOnce(' tr33 0006 1005 1978 6457 8413 26 ')
      .mockRejectedValueOnce(new Error('denied'));
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });
    renderWithApp(<PaymentDialog id={3} type={2} title="Banka Havalesi" />);
    await user.click(await screen.findByRole('button', { name: 'Paste: IBAN' }));
    await waitFor(() =>
      expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe(
        'TR33 0006 1005 1978 6457 8413 26',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Paste: IBAN' }));
    expect((await screen.findByTestId('toast')).dataset.kind).toBe('warning');
  });

  it("opens the payment page in a new tab when the answer is an address, with a 'continue' button", async () => {
    signIn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    serve({ submit: ok('http://localhost:8080/sandbox/pay/abc', 'Redirecting') });
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog id={1} type={1} title="Papara" />);
    await fillValidForm(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    const cont = await screen.findByTestId('deposit-continue');
    expect(open).toHaveBeenCalledWith('http://localhost:8080/sandbox/pay/abc', '_blank', 'noopener');
    await user.click(cont);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('shows a refused deposit as an error toast and keeps the form', async () => {
    signIn();
    serve({ submit: fail(400, 'Amount is above the limit.') });
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog id={1} type={1} title="Papara" />);
    await fillValidForm(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.kind).toBe('error');
    expect(toast.textContent).toContain('Amount is above the limit.');
    expect(screen.getByTestId('payment-submit')).toBeTruthy();
  });

  it('closes a withdrawal 500 ms after its success message', async () => {
    signIn();
    serve({ submit: ok(null, 'Your withdrawal request was received.') });
    const user = userEvent.setup();
    openDialog('withdraw', { id: 3, type: 2, title: 'Banka Havalesi' });
    renderWithApp(<PaymentDialog id={3} type={2} title="Banka Havalesi" />);
    await fillValidForm(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Your withdrawal request was received.',
    );
    expect(dialogStore.get()).toHaveLength(1);
    await waitFor(() => expect(dialogStore.get()).toHaveLength(0), { timeout: 1500 });
  });

  it.each([
    ['an empty field list', ok([])],
    ['a failed detail call', fail(500, 'Server error')],
  ])("shows 'No data found' for %s and closes the dialog after 100 ms", async (_case, detail) => {
    signIn();
    serve({ detail: detail as [number, unknown] });
    openDialog('deposit', { id: 9, type: 1, title: 'Kripto' });
    renderWithApp(<PaymentDialog id={9} type={1} title="Kripto" />);
    expect(await screen.findAllByText('No data found')).not.toHaveLength(0);
    const shownAt = Date.now();
    expect(dialogStore.get()).toHaveLength(1);
    await waitFor(() => expect(dialogStore.get()).toHaveLength(0));
    expect(Date.now() - shownAt).toBeLessThan(NO_DATA_CLOSE_MS + 400);
  });
});

describe('account numbers, IBANs and card numbers are text, never number widgets (issue 12 §3 fault 10)', () => {
  // A server that still calls the Papara number a Long, an IBAN without a mask, a card number: all text.
  const IDENTIFIERS: PaymentDetailField[] = [
    { key: 'amount', label: 'Amount', objectType: 'Decimal', mask: null, option: null, min: 50, max: 50000 },
    {
      key: 'paparaNumber',
      label: 'Papara account number',
      objectType: 'Long',
      mask: null,
      option: null,
      min: null,
      max: null,
    },
    { key: 'iban', label: 'IBAN', objectType: 'String', mask: null, option: null, min: null, max: null },
    {
      key: 'cardNumber',
      label: 'Card number',
      objectType: 'String',
      mask: '0000 0000 0000 0000',
      option: null,
      min: null,
      max: null,
    },
  ];

  it('renders them as numeric-keyboard text inputs without stepper or separators, keeping leading zeros', async () => {
    signIn();
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('payment/methods')) return ok([]);
      if (call.url.endsWith('payment/detail')) return ok(IDENTIFIERS);
      return ok(null, 'Done.');
    });
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog id={12} type={2} title="Papara" />);

    const papara = (await screen.findByTestId('payment-field-paparaNumber')) as HTMLInputElement;
    for (const key of ['paparaNumber', 'iban', 'cardNumber']) {
      const input = screen.getByTestId(`payment-field-${key}`) as HTMLInputElement;
      expect(input.type).toBe('text');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('pattern')).toBeTruthy();
      // Not inside the number widget: no +/- stepper, no spinbutton role.
      expect(input.closest('[data-testid="number-input"]')).toBeNull();
      expect(input.getAttribute('role')).not.toBe('spinbutton');
    }
    expect(screen.getAllByTestId('number-input')).toHaveLength(1); // the amount only

    await user.type(papara, '0012345678');
    fireEvent.blur(papara);
    // Leading zeros kept, no thousands separators ("12.345.678").
    expect(papara.value).toBe('0012345678');
    expect(papara.value).not.toContain('.');
    // Arrow keys do not step an account number.
    fireEvent.keyDown(papara, { key: 'ArrowUp' });
    expect(papara.value).toBe('0012345678');

    const iban = screen.getByTestId('payment-field-iban') as HTMLInputElement;
    fireEvent.change(iban, { target: { value: VALID_IBAN.slice(2) } });
    // Digits typed on the numeric keyboard are laid into the TR IBAN groups.
    expect(iban.value).toBe('TR33 0006 1005 1978 6457 8413 26');
    fireEvent.change(screen.getByTestId('payment-field-cardNumber'), {
      target: { value: '4111111111111111' },
    });
    const amount = screen.getByTestId('payment-field-amount');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.blur(amount);

    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('payment/withdraw'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('payment/withdraw'))!.body as { detail: object };
    expect(sent.detail).toEqual({
      amount: 100,
      paparaNumber: '0012345678',
      iban: VALID_IBAN,
      cardNumber: '4111111111111111',
    });
  });
});
