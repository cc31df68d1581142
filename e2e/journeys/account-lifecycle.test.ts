import { AccountActivityType } from '@kasa/contract/enums';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountOf, sessionHistoryOf } from '../support/api.ts';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { newPlayer } from '../support/data.ts';
import { latestResetCode, latestSmsCode, outboxMark } from '../support/outbox.ts';
import { Shots } from '../support/shots.ts';
import {
  byTestId,
  dialog,
  expectSignedIn,
  field,
  fillRegisterForm,
  logIn,
  logOut,
  openHome,
  openLoginDialog,
  openRegisterDialog,
  storedSession,
  submitDialog,
  submitLogin,
  toasts,
} from '../support/site.ts';

// Journey 1: one player's whole account life, in English so the spec's own texts (§2) can be checked word for word.

describe.each(viewports)('account life at $name ($width×$height)', (viewport) => {
  const browser = useBrowser();

  test('a player registers, verifies the phone by SMS (a wrong code refused and cleared), logs out and in, recovers the password by e-mail, changes it, and sees those logins in the session history', async () => {
    const player = newPlayer('acct');
    const shots = new Shots(viewport.name, 'j1');

    await inSession(
      browser(),
      viewport,
      `j1-${player.username}`,
      async ({ page }) => {
        await openHome(page);
        await shots.take(page, 'home-guest');

        // Register, default variant, trial bonus ticked: the phone step sends the phone at once (spec §4).
        await openRegisterDialog(page);
        const register = dialog(page, 'register');
        // Default country Türkiye (id 235), listed after 300 ms.
        await expect.poll(() => field(register, 'country').inputValue()).toBe('235');
        await shots.take(page, 'register-dialog');
        await fillRegisterForm(page, player, { variant: 'default', trialBonus: true });
        await shots.take(page, 'register-filled');
        const beforeSms = await outboxMark();
        await submitDialog(register);

        const phoneStep = byTestId(page, 'register-phone-step');
        await phoneStep.waitFor({ state: 'visible' });
        // The new player is signed in at once; the phone is prefilled and locked.
        await expectSignedIn(page, player.username);
        const phoneInput = field(phoneStep, 'phone');
        expect((await phoneInput.inputValue()).replace(/\D/g, '')).toBe(player.phone.slice(2));
        expect(await phoneInput.getAttribute('readonly')).not.toBeNull();
        const code = await latestSmsCode(player.phone, beforeSms);
        const codeInput = field(phoneStep, 'code');
        await codeInput.waitFor({ state: 'visible' });
        await shots.take(page, 'register-phone-step');
        const validate = phoneStep.getByRole('button', { name: 'Validate' });

        // A wrong code: the server's message as an error toast, the code field cleared (spec §8), still on the step.
        const wrongCode = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
        await codeInput.fill(wrongCode);
        await validate.click();
        await toasts(page, 'error')
          .getByText('The verification code is wrong.')
          .waitFor({ state: 'visible' });
        await expect.poll(() => codeInput.inputValue()).toBe('');
        await shots.take(page, 'register-phone-wrong-code');
        expect(await byTestId(page, 'register-success').count()).toBe(0);

        await codeInput.fill(code);
        await validate.click();

        const success = byTestId(page, 'register-success');
        await success.waitFor({ state: 'visible' });
        await expect.poll(() => success.innerText()).toContain('Congratulations');
        await shots.take(page, 'register-success');

        // The server recorded the registration and the verified phone.
        const registered = await storedSession(page);
        expect(registered).not.toBeNull();
        const account = await accountOf(registered!.token);
        expect(account).toMatchObject({
          username: player.username,
          email: player.email,
          phone: player.phone,
          smsVerified: true,
          isFastRegistration: false,
          birthDate: `${player.birth.year}-${player.birth.month}-${player.birth.day}`,
        });
        expect(account.country?.id).toBe(235);

        await closeSuccessScreen(page);
        await shots.take(page, 'deposit-after-success');

        // Logout ends the session on the server too.
        await logOut(page);
        expect(await storedSession(page)).toBeNull();
        const revoked = await fetch(new URL('/api/customer/account', page.url()), {
          headers: { authorization: `Bearer ${registered!.token}` },
        });
        expect(revoked.status).toBe(401);
        await shots.take(page, 'after-logout');

        // Login with the new credentials.
        await openLoginDialog(page);
        await shots.take(page, 'login-dialog');
        await submitLogin(page, player.username, player.password);
        await dialog(page, 'login').waitFor({ state: 'hidden' });
        await expectSignedIn(page, player.username);
        await toasts(page, 'success').first().waitFor({ state: 'visible' });
        await shots.take(page, 'login-success');
        await logOut(page);

        // Recovery: username → e-mailed code → new password → success, then the login form opens by itself.
        await openLoginDialog(page);
        await dialog(page, 'login').getByRole('button', { name: 'Recovery Password' }).click();
        const recovery = dialog(page, 'recovery');
        await recovery.waitFor({ state: 'visible' });
        await expect.poll(() => dialog(page, 'login').isVisible()).toBe(false);
        await shots.take(page, 'recovery-1-username');
        await field(recovery, 'username').fill(player.username);
        const beforeMail = await outboxMark();
        await recovery.getByRole('button', { name: 'Continue' }).click();

        await recovery
          .getByText(
            'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
          )
          .waitFor({ state: 'visible' });
        await shots.take(page, 'recovery-2-code');
        const resetCode = await latestResetCode(player.email, beforeMail);
        await field(recovery, 'code').fill(resetCode);
        await recovery.getByRole('button', { name: 'Continue' }).click();

        await recovery.getByText('Please enter your new password').waitFor({ state: 'visible' });
        await shots.take(page, 'recovery-3-new-password');
        const recoveredPassword = `${player.password}R`;
        await field(recovery, 'password').fill(recoveredPassword);
        await field(recovery, 'password2').fill(recoveredPassword);
        await recovery.getByRole('button', { name: 'Continue' }).click();

        await recovery
          .getByText('Password change successful. You are now directed to the login page.')
          .waitFor({ state: 'visible' });
        await shots.take(page, 'recovery-4-success');
        // Spec §4: the login form opens 1 s after the success step.
        await dialog(page, 'login').waitFor({ state: 'visible', timeout: 5_000 });
        await expect.poll(() => recovery.isVisible()).toBe(false);
        await shots.take(page, 'login-after-recovery');

        // The old password no longer works; the recovered one does.
        await submitLogin(page, player.username, player.password);
        await toasts(page, 'error').first().waitFor({ state: 'visible' });
        expect(await dialog(page, 'login').isVisible()).toBe(true);
        await submitLogin(page, player.username, recoveredPassword);
        await dialog(page, 'login').waitFor({ state: 'hidden' });
        await expectSignedIn(page, player.username);

        // Change password from the dashboard tile.
        await page.goto('/dashboard');
        await byTestId(page, 'tile-change-password').waitFor({ state: 'visible' });
        await shots.take(page, 'dashboard');
        await byTestId(page, 'tile-change-password').click();
        const change = dialog(page, 'change-password');
        await change.waitFor({ state: 'visible' });
        await shots.take(page, 'change-password-dialog');
        const changedPassword = `${recoveredPassword}C`;
        await field(change, 'oldPassword').fill(recoveredPassword);
        await field(change, 'password').fill(changedPassword);
        await field(change, 'confirmPassword').fill(changedPassword);
        await submitDialog(change);
        await toasts(page, 'success')
          .getByText('Your password has been changed.')
          .waitFor({ state: 'visible' });
        await shots.take(page, 'change-password-done');

        // Log in again with the changed password.
        await logOut(page);
        await logIn(page, player.username, changedPassword);

        // The session history page lists the journey's logins and activities, newest first.
        await page.goto('/dashboard/session-history');
        const rows = byTestId(page, 'session-row');
        await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
        await shots.take(page, 'session-history');

        const current = await storedSession(page);
        const history = await sessionHistoryOf(current!.token);
        const { Register, PhoneVerified, Logout, Login, FailedLogin, PasswordReset, PasswordChange } =
          AccountActivityType;
        // What this journey did, oldest first; the server may record more between these (e.g. the session that
        // registration opens), but these must be there in this order.
        expectInOrder(history.items.map((item) => item.type).reverse(), [
          Register,
          PhoneVerified,
          Logout,
          Login,
          Logout,
          PasswordReset,
          FailedLogin,
          Login,
          PasswordChange,
          Logout,
          Login,
        ]);
        const logins = history.items.filter((item) => item.type === Login);
        expect(logins[0]!.isCurrent).toBe(true);
        expect(logins.slice(1).every((login) => !login.isActive)).toBe(true);

        // The page shows what the API holds: every entry (they fit on the first page), the newest first, and each
        // login as a row of the login type.
        expect(await rows.count()).toBe(history.items.length);
        const rowTexts = await rows.allInnerTexts();
        expect(rowTexts[0]).toMatch(/\bLogin\b/);
        expect(rowTexts.filter((text) => /\bLogin\b/.test(text))).toHaveLength(logins.length);
      },
      { lang: 'en' },
    );
  });
});

/** The success screen offers Yes (trial bonus) or Deposit / Live Chat; any of them closes the register dialog. */
async function closeSuccessScreen(page: Page) {
  const success = byTestId(page, 'register-success');
  const yes = success.getByRole('button', { name: 'Yes' });
  const deposit = success.getByRole('button', { name: 'Deposit' });
  if (await yes.isVisible()) await yes.click();
  else await deposit.click();
  await dialog(page, 'register').waitFor({ state: 'hidden' });
}

/** `expected` appears in `actual` as a subsequence (same order, other entries allowed in between). */
function expectInOrder<T>(actual: T[], expected: T[]) {
  let next = 0;
  for (const item of actual) if (next < expected.length && item === expected[next]) next += 1;
  expect(next, `${JSON.stringify(expected)} in order within ${JSON.stringify(actual)}`).toBe(expected.length);
}
