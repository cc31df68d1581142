import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { demoSession, mockApi, ok, renderWithApp, type FetchCall } from '../../../test/render';
import { RegisterFormView } from './register-form';

const countries = {
  countries: [
    { id: 1, name: 'Afghanistan' },
    { id: 235, name: 'Türkiye' },
  ],
};

function serve() {
  return mockApi((call: FetchCall) =>
    call.url.endsWith('auth/form') ? ok(countries) : ok(demoSession, 'Registered'),
  );
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ayşe');
  await user.type(screen.getByLabelText('Surname'), 'Yılmaz');
  await user.type(screen.getByLabelText('Username'), 'ayse2024');
  await user.type(screen.getByLabelText('E-mail'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Phone'), '5321234567');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Password (again)'), 'secret1');
}

const registerCall = (calls: FetchCall[]) => calls.find((c) => c.url.endsWith('auth/register'));

describe('register form', () => {
  it('default variant sends TC No, country and birthDate built as YYYY-MM-DD', async () => {
    const { calls } = serve();
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <RegisterFormView variant="default" titleId="t" onRegistered={onRegistered} onSignIn={() => {}} />,
    );
    await fillCommon(user);
    await user.type(screen.getByLabelText('TC No'), '10000000146');
    await user.type(screen.getByLabelText('Day'), '07');
    await user.type(screen.getByLabelText('Month'), '05');
    await user.type(screen.getByLabelText('Year'), '1990');
    // The country list appears after 300 ms with Türkiye chosen.
    await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).disabled).toBe(false));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('235');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(registerCall(calls)).toBeDefined());
    expect(registerCall(calls)!.body).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phone: '905321234567',
      password: 'secret1',
      password2: 'secret1',
      trialBonus: 0,
      PersonalNo: '10000000146',
      country: 235,
      currencyId: 1,
      birthDate: '1990-05-07',
      birthDateDay: '07',
      birthDateMonth: '05',
      birthDateYear: '1990',
    });
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith({ phone: '905321234567', wantsTrialBonus: false }),
    );
    expect(getSession()?.username).toBe('kasademo');
  });

  it('fast variant has no TC No, birth date or country inputs but sends country 235, currency 1 and isFast', async () => {
    const { calls } = serve();
    window.localStorage.setItem('refId', '42');
    const user = userEvent.setup();
    renderWithApp(
      <RegisterFormView variant="fast" titleId="t" onRegistered={() => {}} onSignIn={() => {}} />,
    );
    expect(screen.queryByLabelText('TC No')).toBeNull();
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(screen.queryByLabelText('Country')).toBeNull();
    await fillCommon(user);
    await user.click(screen.getByLabelText(/trial bonus/));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(registerCall(calls)).toBeDefined());
    expect(registerCall(calls)!.body).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phone: '905321234567',
      password: 'secret1',
      password2: 'secret1',
      trialBonus: 1,
      country: 235,
      currencyId: 1,
      isFast: true,
      refId: 42,
    });
  });

  it('shows the phone as a +90 mask and refuses a half-filled one with the mask message', async () => {
    const { fetchMock } = serve();
    const user = userEvent.setup();
    renderWithApp(
      <RegisterFormView variant="fast" titleId="t" onRegistered={() => {}} onSignIn={() => {}} />,
    );
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '532123');
    expect(phone.value).toBe('(532) 123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please fill in the whole field.')).toBeTruthy();
    await user.type(phone, '4567');
    expect(phone.value).toBe('(532) 123 45 67');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('auth/register'))).toBe(false);
  });
});

describe('register answer without a session (docs/decisions/0440)', () => {
  it('shows "check your e-mail", stores no session and does not go on to the phone step', async () => {
    const message =
      'To continue your registration, follow the steps in the message we sent to your e-mail address.';
    mockApi((call: FetchCall) => (call.url.endsWith('auth/form') ? ok(countries) : ok(null, message)));
    const onRegistered = vi.fn();
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <RegisterFormView variant="fast" titleId="t" onRegistered={onRegistered} onSignIn={onSignIn} />,
    );
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const panel = await screen.findByTestId('register-check-email');
    expect(panel.textContent).toContain('Check your e-mail');
    expect(panel.textContent).toContain(message);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    await user.click(screen.getByRole('button', { name: /Sign In Now/ }));
    expect(onSignIn).toHaveBeenCalled();
  });
});
