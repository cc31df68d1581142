import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import type { ViewportName } from './browser.ts';
import { screenshotsDir } from './paths.ts';

/**
 * Full-page screenshots of every screen a journey passes, as artifacts to look at:
 * `artifacts/screenshots/<viewport>/<journey>-<nn>-<name>.png`, numbered in the order taken. Each screen is also
 * checked with axe-core (support/axe.ts): a serious or critical violation fails the journey. A screen is checked once
 * per journey (the same path with or without a dialog), so a journey that photographs a page ten times pays once.
 */
export class Shots {
  private count = 0;
  private readonly checked = new Set<string>();

  constructor(
    private readonly viewport: ViewportName,
    private readonly journey: string,
  ) {}

  async take(page: Page, name: string): Promise<string> {
    this.count += 1;
    const dir = path.join(screenshotsDir, this.viewport);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${this.journey}-${String(this.count).padStart(2, '0')}-${name}.png`);
    // An open dialog is fixed to the viewport: the viewport is the screen the player sees. Otherwise the whole page.
    // The notifications panel is a popover fixed under the bell: the same holds for it.
    const hasDialog = await page
      .locator('[role="dialog"], [data-testid="notification-panel"]')
      .filter({ visible: true })
      .count();
    // Finished CSS transitions make the picture show the screen, not the animation frame it was caught in.
    await page.screenshot({ path: file, fullPage: hasDialog === 0, animations: 'disabled' });
    const screen = `${new URL(page.url()).pathname}${hasDialog > 0 ? ' (dialog)' : ''}`;
    if (process.env.E2E_AXE !== 'off' && !this.checked.has(screen)) {
      this.checked.add(screen);
      await expectAccessible(page, `${screen} [${this.viewport}, ${name}]`);
    }
    return file;
  }
}
