import { describe, expect, test } from 'vitest';
import { accountOf } from '../support/api.ts';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { newPlayer } from '../support/data.ts';
import { Shots } from '../support/shots.ts';
import {
  accountEntry,
  byTestId,
  dialog,
  expectSignedIn,
  field,
  fillRegisterForm,
  storedSession,
  submitDialog,
  waitForApp,
} from '../support/site.ts';

// Journey 2: the fast register variant, reached only through the register dialog's tab value (spec §2).

describe.each(viewports)('fast registration at $name ($width×$height)', (viewport) => {
  const browser = useBrowser();

  test('the fast variant asks for no national number, birth date or country and logs the player in at once', async () => {
    const player = newPlayer('fast');
    const shots = new Shots(viewport.name, 'j2');

    await inSession(browser(), viewport, `j2-${player.username}`, async ({ page }) => {
      await page.goto('/?register=fast');
      await waitForApp(page);
      const register = dialog(page, 'register');
      await register.waitFor({ state: 'visible' });
      await field(register, 'username').waitFor({ state: 'visible' });
      for (const absent of ['PersonalNo', 'birthDateDay', 'birthDateMonth', 'birthDateYear', 'country']) {
        expect(
          await register.locator(`[name="${absent}"]`).count(),
          `${absent} is not in the fast form`,
        ).toBe(0);
      }
      await shots.take(page, 'register-fast-dialog');

      await fillRegisterForm(page, player, { variant: 'fast', trialBonus: false });
      await shots.take(page, 'register-fast-filled');
      await submitDialog(register);

      // Without the trial bonus the celebration shows at once (spec §4) and the player is signed in.
      await byTestId(page, 'register-success').waitFor({ state: 'visible' });
      await shots.take(page, 'register-fast-success');
      await expectSignedIn(page, player.username);

      const session = await storedSession(page);
      const account = await accountOf(session!.token);
      expect(account).toMatchObject({
        username: player.username,
        email: player.email,
        isFastRegistration: true,
        personalNo: null,
        birthDate: null,
      });
      // The fast form still sends the default country and currency (spec §3).
      expect(account.country?.id).toBe(235);
      expect(account.currencyId).toBe(1);

      // The player's name is on screen: in the header on wide screens; on phones the header has only the Account
      // tab, which leads to the dashboard greeting the player by name.
      await page.keyboard.press('Escape');
      await dialog(page, 'register').waitFor({ state: 'hidden' });
      if (!viewport.isMobile) {
        await expect.poll(() => accountEntry(page).innerText()).toContain(player.username);
      } else {
        await accountEntry(page).click();
        await page.waitForURL('**/dashboard');
        await page.getByText(player.username).filter({ visible: true }).first().waitFor({ state: 'visible' });
      }
      await shots.take(page, 'signed-in-after-fast-register');
    });
  });
});
