import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { screenshotsDir } from './paths.ts';

export type ViewportName = 'desktop' | 'phone';

export interface Viewport {
  name: ViewportName;
  width: number;
  height: number;
  isMobile: boolean;
}

export const viewports: Viewport[] = [
  { name: 'desktop', width: 1440, height: 900, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
];

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium (Playwright's own download is not available here); `CHROMIUM_PATH` overrides it. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page, for the report when a step fails. */
  pageErrors: string[];
}

export interface SessionOptions {
  /** Start with this language stored under `lang` (the site's default is tr). */
  lang?: 'tr' | 'en';
}

/** A fresh context (empty storage, own cookies) sized for the viewport, with one page on the site's home. */
export async function openSession(
  browser: Browser,
  viewport: Viewport,
  options: SessionOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    deviceScaleFactor: viewport.isMobile ? 2 : 1,
    ...(viewport.isMobile ? { userAgent: PHONE_USER_AGENT } : {}),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  if (options.lang) {
    // Only when nothing is stored: a language the player picks later stays; after logout (which clears storage)
    // the reloaded page starts in this language again, as for a player whose browser asks for it.
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
    }, options.lang);
  }
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** One Chromium for the file's journeys (launching costs about a second; contexts keep journeys apart). */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser did not start');
    return browser;
  };
}

/**
 * Runs `journey` in a fresh session and always closes it. When a step fails, the page as it was is saved as
 * `artifacts/screenshots/<viewport>/FAILED-<name>.png` and errors the page threw are added to the failure.
 */
export async function inSession(
  browser: Browser,
  viewport: Viewport,
  name: string,
  journey: (session: Session) => Promise<void>,
  options: SessionOptions = {},
): Promise<void> {
  const session = await openSession(browser, viewport, options);
  try {
    await journey(session);
  } catch (error) {
    const file = path.join(screenshotsDir, viewport.name, `FAILED-${name}.png`);
    await mkdir(path.dirname(file), { recursive: true });
    await session.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) {
      error.message += `\n  url: ${session.page.url()}\n  screenshot: ${file}`;
      if (session.pageErrors.length > 0)
        error.message += `\n  page errors: ${session.pageErrors.join(' | ')}`;
    }
    throw error;
  } finally {
    await session.context.close();
  }
}
