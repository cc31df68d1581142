import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ViewportName } from './browser.ts';
import { screenshotsDir } from './paths.ts';

/**
 * Full-page screenshots of every screen a journey passes, as artifacts to look at:
 * `artifacts/screenshots/<viewport>/<journey>-<nn>-<name>.png`, numbered in the order taken.
 */
export class Shots {
  private count = 0;

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
    return file;
  }
}
