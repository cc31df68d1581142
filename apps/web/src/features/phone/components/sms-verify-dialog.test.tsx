import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { fail, mockApi, ok, renderWithApp, signIn, type FetchCall } from '../../../test/render';
import { SmsVerifyDialog } from './sms-verify-dialog';

describe('SMS verify dialog', () => {
  it('sends the phone, clears a refused code, and marks the session verified on the right code', async () => {
    let verifyAttempts = 0;
    const { calls } = mockApi((call: FetchCall) => {
      const body = call.body as { step: number };
      if (body.step === 2) {
        verifyAttempts += 1;
        return verifyAttempts === 1 ? fail(400, 'The verification code is wrong.') : ok(null, 'Verified');
      }
      return ok(null, 'Code sent');
    });
    signIn();
    const user = userEvent.setup();
    renderWithApp(<SmsVerifyDialog />);
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.value).toBe('(555) 111 22 33');
    await user.clear(phone);
    await user.type(phone, '5321234567');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ step: 1, phone: '905321234567' });

    const code = (await screen.findByLabelText('SMS Code')) as HTMLInputElement;
    expect(screen.getByText(/Resend code in/)).toBeTruthy();
    await user.type(code, '123456');
    expect(code.value).toBe('123-456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ step: 2, phone: '905321234567', code: '123456' });
    await waitFor(() => expect((screen.getByLabelText('SMS Code') as HTMLInputElement).value).toBe(''));

    await user.type(screen.getByLabelText('SMS Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number +90 (532) 123 45 67 has been verified.')).toBeTruthy();
    expect(getSession()).toMatchObject({ smsVerified: true, phone: '905321234567' });
  });
});
