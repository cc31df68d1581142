import { messages } from '@kasa/contract/messages';
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { uniqueUsername } from '../support/data.ts';
import { Shots } from '../support/shots.ts';
import {
  guestLoginButton,
  chooseLanguage,
  dialog,
  openHome,
  openLoginDialog,
  storedLang,
  submitLogin,
  toasts,
} from '../support/site.ts';
import { uiText } from '../support/texts.ts';

// Journey 4: Turkish by default, English on request and back; the UI and the API's messages follow at once.

describe.each(viewports)('language switch at $name ($width×$height)', (viewport) => {
  const browser = useBrowser();

  test('switching to English and back changes the texts on screen and the language of the server messages', async () => {
    const shots = new Shots(viewport.name, 'j4');
    const stranger = uniqueUsername('nobody');

    await inSession(browser(), viewport, 'j4-language', async ({ page }) => {
      const loginCalls: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/login') loginCalls.push(request);
      });

      // The check below only proves a switch if the two catalogues differ here.
      expect(uiText('en', 'header.login')).not.toBe(uiText('tr', 'header.login'));
      await openHome(page);
      const loginButton = guestLoginButton(page).first();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr');
      await expect.poll(() => loginButton.innerText()).toBe(uiText('tr', 'header.login'));
      await shots.take(page, 'home-tr');

      // A failed login answers in Turkish.
      await openLoginDialog(page);
      await submitLogin(page, stranger, 'wrong-password');
      await toasts(page, 'error')
        .getByText(messages.tr['e.invalidCredentials'])
        .waitFor({ state: 'visible' });
      expect(loginCalls.at(-1)?.headers()['x-locale']).toBe('tr');
      await shots.take(page, 'login-error-tr');
      await page.keyboard.press('Escape');
      await dialog(page, 'login').waitFor({ state: 'hidden' });

      await chooseLanguage(page, 'en');
      await expect.poll(() => loginButton.innerText()).toBe(uiText('en', 'header.login'));
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await storedLang(page)).toBe('en');
      await shots.take(page, 'home-en');

      // The same failed login now answers in English: the client sends x-locale: en and the server follows.
      await openLoginDialog(page);
      await submitLogin(page, stranger, 'wrong-password');
      await toasts(page, 'error')
        .getByText(messages.en['e.invalidCredentials'])
        .waitFor({ state: 'visible' });
      expect(loginCalls.at(-1)?.headers()['x-locale']).toBe('en');
      await shots.take(page, 'login-error-en');
      await page.keyboard.press('Escape');
      await dialog(page, 'login').waitFor({ state: 'hidden' });

      // The choice survives a reload, and switching back restores Turkish.
      await page.reload();
      await expect.poll(() => loginButton.innerText()).toBe(uiText('en', 'header.login'));
      await chooseLanguage(page, 'tr');
      await expect.poll(() => loginButton.innerText()).toBe(uiText('tr', 'header.login'));
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr');
      expect(await storedLang(page)).toBe('tr');
      await shots.take(page, 'home-tr-again');
    });
  });
});
