import { messages, msg, translate } from '@kasa/contract/messages';
import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { newPlayer } from '../support/data.ts';
import { Shots } from '../support/shots.ts';
import {
  guestLoginButton,
  dialog,
  expectSignedIn,
  field,
  openHome,
  openLoginDialog,
  storedSession,
  submitLogin,
  toasts,
} from '../support/site.ts';

// Journey 5: the login form's failures: the server's message for a wrong password, nothing sent for an invalid form.

describe.each(viewports)('login failures at $name ($width×$height)', (viewport) => {
  const browser = useBrowser();

  test('a wrong password shows the server’s error toast and leaves the player in the login dialog', async () => {
    const player = newPlayer('wrong');
    await registerPlayer(player);
    const shots = new Shots(viewport.name, 'j5a');

    await inSession(browser(), viewport, 'j5-wrong-password', async ({ page }) => {
      const responses: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/auth/login') responses.push(response.status());
      });
      await openHome(page);
      await openLoginDialog(page);
      await submitLogin(page, player.username, `${player.password}-not`);

      await toasts(page, 'error')
        .getByText(messages.tr['e.invalidCredentials'])
        .waitFor({ state: 'visible' });
      // One call, refused (a client error; which 4xx is the server's choice, never 200 or 5xx).
      expect(responses).toHaveLength(1);
      expect(responses[0]).toBeGreaterThanOrEqual(400);
      expect(responses[0]).toBeLessThan(500);
      expect(await dialog(page, 'login').isVisible()).toBe(true);
      expect(await storedSession(page)).toBeNull();
      expect(await guestLoginButton(page).first().isVisible()).toBe(true);
      // The typed username stays for a second try.
      expect(await field(dialog(page, 'login'), 'username').inputValue()).toBe(player.username);
      await shots.take(page, 'wrong-password');
    });
  });

  test('an invalid login form shows field errors and sends no request; the corrected form sends exactly one', async () => {
    const player = newPlayer('valid');
    await registerPlayer(player);
    const shots = new Shots(viewport.name, 'j5b');

    await inSession(browser(), viewport, 'j5-invalid-form', async ({ page }) => {
      let loginRequests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/login') loginRequests += 1;
      });
      await openHome(page);
      await openLoginDialog(page);
      const login = dialog(page, 'login');

      // Both empty: required.
      await login.locator('button[type="submit"]').click();
      await login.getByText(messages.tr['v.required']).first().waitFor({ state: 'visible' });
      // Too short: username needs 3–30 characters, password 5–100 (spec §5).
      await submitLogin(page, 'ab', '1234');
      await login.getByText(translate('tr', msg('v.length', 3, 30))).waitFor({ state: 'visible' });
      await login.getByText(translate('tr', msg('v.length', 5, 100))).waitFor({ state: 'visible' });
      await shots.take(page, 'invalid-login-form');

      expect(await login.isVisible()).toBe(true);
      expect(await toasts(page, 'error').count()).toBe(0);

      // Corrected, the form goes through: the counter sees this one request and only it, so the invalid tries
      // above really sent nothing (requests are reported in order).
      await submitLogin(page, player.username, player.password);
      await login.waitFor({ state: 'hidden' });
      await expectSignedIn(page, player.username);
      expect(loginRequests).toBe(1);
    });
  });
});
