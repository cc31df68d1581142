import { describe, expect, test } from 'vitest';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { Shots } from '../support/shots.ts';
import { dialog, storedSession, waitForApp } from '../support/site.ts';
import { uiText } from '../support/texts.ts';

// Journey 3: protected routes (spec §6): a guest gets the login form and the page stays closed.

describe.each(viewports)('protected routes at $name ($width×$height)', (viewport) => {
  const browser = useBrowser();

  test('a guest opening /dashboard/deposit gets the login dialog and not the deposit page', async () => {
    const shots = new Shots(viewport.name, 'j3');

    await inSession(browser(), viewport, 'j3-deposit-guest', async ({ page }) => {
      await page.goto('/dashboard/deposit');
      await waitForApp(page);
      await dialog(page, 'login').waitFor({ state: 'visible' });
      await shots.take(page, 'deposit-as-guest');
      expect(await storedSession(page)).toBeNull();
      // The guest is taken home, with the login form over it (apps/web/TESTIDS.md).
      expect(new URL(page.url()).pathname).toBe('/');

      // Nothing of the deposit page is rendered, not even behind the dialog (the page behind a dialog is inert,
      // so this looks at the DOM's text rather than the accessibility tree).
      const pageTexts = ['dashboard.deposit', 'pages.emptyPayment'].flatMap((key) => [
        uiText('tr', key),
        uiText('en', key),
      ]);
      const headings = await page.locator('h1').allInnerTexts();
      for (const text of pageTexts) expect(headings).not.toContain(text);
      for (const text of pageTexts.slice(2))
        expect(await page.getByText(text, { exact: true }).count()).toBe(0);
    });
  });
});
