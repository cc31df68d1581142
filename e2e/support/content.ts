import type { Bootstrap, ContentPageSummary, Promotion } from '@kasa/contract/content';
import type { Locator, Page } from 'playwright-core';
import { callApi } from './api.ts';
import { byTestId } from './site.ts';

// Content journeys (issue 5): the start-up object and lists as the server serves them, and the site's content pieces.

export async function serverBootstrap(locale: 'tr' | 'en' = 'tr'): Promise<Bootstrap> {
  const { body } = await callApi<Bootstrap>('GET', 'cms/grouped', { locale });
  if (!body.success) throw new Error(`cms/grouped failed: ${body.message}`);
  return body.data;
}

export async function serverPromotions(locale: 'tr' | 'en' = 'tr'): Promise<Promotion[]> {
  const { body } = await callApi<Promotion[]>('GET', 'cms/promotions', { locale });
  return body.data;
}

export async function serverPages(locale: 'tr' | 'en' = 'tr'): Promise<ContentPageSummary[]> {
  const { body } = await callApi<ContentPageSummary[]>('GET', 'cms/pages', { locale });
  return body.data;
}

export function translation(bootstrap: Bootstrap, key: string): string {
  const entry = bootstrap.translationList.find((item) => item.key === key);
  if (!entry) throw new Error(`the server serves no translation for ${key}`);
  return entry.value;
}

export const topBanner = (page: Page) => byTestId(page, 'top-banner');
export const promoPopup = (page: Page) => byTestId(page, 'promo-popup');

/**
 * Closes the promotional popup (a fresh visitor gets it once). It appears only after the page went idle
 * (docs/decisions/0130), so when the stored bootstrap has a popup this visitor has not seen, it is waited for first.
 */
export async function dismissPopup(page: Page) {
  const popup = promoPopup(page);
  // The bootstrap is stored when it arrives: only then can the page know whether a popup is due.
  await page
    .waitForFunction(() => localStorage.getItem('bootstrap') !== null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  const isDue = await page.evaluate(() => {
    const hash = (
      JSON.parse(localStorage.getItem('bootstrap') ?? 'null') as { popup?: { hash?: string } } | null
    )?.popup?.hash;
    return typeof hash === 'string' && localStorage.getItem('popupSeen') !== hash;
  });
  if (isDue) await popup.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  if (await popup.isVisible()) {
    await popup.locator('.promo-popup__close').click();
    await popup.waitFor({ state: 'hidden' });
  }
}

/** Waits for the carousel's real slides (placeholders replaced) and for Swiper to have laid them out. */
export async function waitForBanners(page: Page) {
  await byTestId(page, 'banner-slide').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('.banner-carousel .swiper-initialized') !== null);
}

/** How many slides lie entirely inside the carousel's box right now. */
export async function slidesInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector('.banner-carousel .swiper')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('.banner-carousel .swiper-slide')).filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** The breadcrumb bar's labels, in order. */
export async function breadcrumbLabels(page: Page): Promise<string[]> {
  const items = page.locator('.breadcrumbs li:not(.breadcrumbs__sep)');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

export function footerContentLink(page: Page, id: number): Locator {
  return page.locator(`[data-testid="footer-content-link"][data-id="${id}"]`);
}

/** Loads every lazy image now and waits for them, so a full-page screenshot shows the whole page. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll('img'));
    images.forEach((img) => (img.loading = 'eager'));
    await Promise.all(
      images.map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}
