import type { SessionData } from '@kasa/contract/auth';
import type { Locator, Page } from 'playwright-core';
import type { NewPlayer } from './data.ts';
import { uiText, type UiLocale } from './texts.ts';

// What the journeys do on the site, in the player's terms. Locators use the test ids of apps/web/TESTIDS.md, the
// contract's field names (react-hook-form names the inputs after them) and accessible roles; accessible names are
// matched in both languages, so the helpers work whatever language is active.

export const byTestId = (scope: Page | Locator, id: string) => scope.getByTestId(id);

/** The visible one of possibly several elements with a test id (wide and small layouts can both render one). */
export const visibleTestId = (scope: Page | Locator, id: string) =>
  scope.getByTestId(id).filter({ visible: true }).first();

/** A locator built for each language, matching whichever is on screen. */
function inEitherLanguage(build: (locale: UiLocale) => Locator): Locator {
  return build('tr').or(build('en'));
}

export type DialogKind =
  'login' | 'register' | 'recovery' | 'change-password' | 'phone-verification' | 'sms-verify';

export function dialog(page: Page, kind: DialogKind) {
  return byTestId(page, `dialog-${kind}`);
}

/** An input by its form field name (the contract's field names). */
export function field(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[name="${name}"]`).first();
}

export function toasts(page: Page, kind?: 'error' | 'success' | 'warning' | 'info' | 'loading'): Locator {
  const toast = byTestId(page, 'toast');
  return kind ? toast.and(page.locator(`[data-kind="${kind}"]`)) : toast;
}

/** The session the site keeps in localStorage under `authData` (spec §3), or null for a guest. */
export async function storedSession(page: Page): Promise<SessionData | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authData'));
  return raw ? (JSON.parse(raw) as SessionData) : null;
}

export async function storedLang(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('lang'));
}

// Below 900 px the header's account controls move to the bottom tab bar, which carries the same test ids
// (apps/web/TESTIDS.md); both are in the DOM, so the visible one is taken.

/** The guest's Login control: the header button on wide screens, the tab on small ones. */
export function guestLoginButton(page: Page): Locator {
  return visibleTestId(page, 'header-login');
}

export function guestRegisterButton(page: Page): Locator {
  return visibleTestId(page, 'header-register');
}

/** The signed-in player's link to /dashboard: 'My Account' + name in the header, the Account tab on phones. */
export function accountEntry(page: Page): Locator {
  return visibleTestId(page, 'header-account');
}

/** Waits until the app has rendered its header (guest or signed in). */
export async function waitForApp(page: Page) {
  await guestLoginButton(page).or(accountEntry(page)).first().waitFor({ state: 'visible' });
}

export async function openHome(page: Page) {
  await page.goto('/');
  await waitForApp(page);
}

export async function openLoginDialog(page: Page) {
  await guestLoginButton(page).first().click();
  await dialog(page, 'login').waitFor({ state: 'visible' });
}

export async function openRegisterDialog(page: Page) {
  await guestRegisterButton(page).first().click();
  await dialog(page, 'register').waitFor({ state: 'visible' });
}

/** Fills the login dialog and presses its submit button; does not wait for the outcome. */
export async function submitLogin(page: Page, username: string, password: string) {
  const login = dialog(page, 'login');
  await field(login, 'username').fill(username);
  await field(login, 'password').fill(password);
  await submitDialog(login);
}

/** Logs in through the header's Login control and waits until the site shows the player. */
export async function logIn(page: Page, username: string, password: string) {
  await openLoginDialog(page);
  await submitLogin(page, username, password);
  await dialog(page, 'login').waitFor({ state: 'hidden' });
  await expectSignedIn(page, username);
}

/** Signed in as `username`: the header (or tab bar) shows the account entry and the stored session is theirs. */
export async function expectSignedIn(page: Page, username: string) {
  await accountEntry(page).first().waitFor({ state: 'visible' });
  await page.waitForFunction((name) => {
    const raw = window.localStorage.getItem('authData');
    return (
      raw !== null &&
      (JSON.parse(raw) as { username?: string }).username?.toLowerCase() === name.toLowerCase()
    );
  }, username);
}

/**
 * Logout (spec §4: the server is called, storage cleared, the home page reloaded): the header's button on wide
 * screens; on small screens, where the header has no room for it, the dashboard's Log out tile.
 */
export async function logOut(page: Page) {
  let logout = visibleTestId(page, 'header-logout');
  if (!(await logout.isVisible())) {
    await page.goto('/dashboard');
    logout = byTestId(page, 'tile-logout');
  }
  const reloaded = page.waitForEvent('load');
  await logout.click();
  await reloaded;
  await guestLoginButton(page).first().waitFor({ state: 'visible' });
}

/**
 * The left menu's language selector. When the menu is closed (always on phones, where it is a drawer) it is opened
 * with the menu button and closed again afterwards, as a player would.
 */
export async function chooseLanguage(page: Page, locale: UiLocale) {
  const select = byTestId(page, 'language-select');
  const isMenuClosed = !(await select.isVisible());
  if (isMenuClosed) {
    await inEitherLanguage((active) =>
      page.getByRole('button', { name: uiText(active, 'header.openMenu'), exact: true }),
    )
      .filter({ visible: true })
      .first()
      .click();
    await select.waitFor({ state: 'visible' });
  }
  await select.selectOption(locale);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
  if (isMenuClosed) {
    // The drawer covers the header's toggle: its own close button is the one a player can reach.
    const menu = inEitherLanguage((active) =>
      page.getByRole('complementary', { name: uiText(active, 'nav.mainMenu'), exact: true }),
    );
    await inEitherLanguage((active) =>
      menu.getByRole('button', { name: uiText(active, 'header.closeMenu'), exact: true }),
    )
      .first()
      .click();
    await select.waitFor({ state: 'hidden' });
  }
}

/** Fills the register dialog's fields the player types (both variants share most of them). */
export async function fillRegisterForm(
  page: Page,
  player: NewPlayer,
  options: { variant: 'default' | 'fast'; trialBonus: boolean },
) {
  const form = dialog(page, 'register');
  await field(form, 'name').fill(player.name);
  await field(form, 'surname').fill(player.surname);
  await field(form, 'username').fill(player.username);
  await field(form, 'email').fill(player.email);
  // The phone input shows the ten local digits behind a fixed +90 (mask '(000) 000 00 00').
  await field(form, 'phone').fill(player.phone.slice(2));
  if (options.variant === 'default') {
    await field(form, 'PersonalNo').fill(player.personalNo);
    await field(form, 'birthDateDay').fill(player.birth.day);
    await field(form, 'birthDateMonth').fill(player.birth.month);
    await field(form, 'birthDateYear').fill(player.birth.year);
  }
  await field(form, 'password').fill(player.password);
  await field(form, 'password2').fill(player.password);
  await field(form, 'trialBonus').setChecked(options.trialBonus);
}

export async function submitDialog(scope: Locator) {
  await scope.locator('button[type="submit"]').first().click();
}
