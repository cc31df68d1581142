import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { ContentPage } from '@kasa/contract/content';
import {
  Bootstrap,
  OpsBannerRecord,
  OpsContentPath,
  OpsPageRecord,
  OpsPopupRecord,
  contentPagePath,
  type OpsCategoryRecord,
  type OpsContentImage,
  type OpsSaved,
  type SiteOption,
} from '@kasa/contract/content';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartUpload, samplePdf, samplePng, sampleJpeg, sampleWebp } from '../kyc/kyc.test-support.ts';
import { signInOperator } from '../ops/ops.test-support.ts';

// The back office's content screens (docs/decisions/0550): pages, site options, popup, banners and their images,
// each saved through the operator API and seen by the player site at once.

let t: TestApp;
let client: ReturnType<typeof api>;
let ops: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  ops = { headers: (await signInOperator(t.app, ['content'])).headers };
});
afterAll(async () => t.close());

const bootstrap = async (locale: 'tr' | 'en' = 'tr') =>
  Bootstrap.parse((await client.get(ApiPath.cmsGrouped, { locale })).body.data);

const upload = (bytes: Buffer, name = 'banner.png', type = 'image/png') => {
  const form = multipartUpload(null, bytes, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/${OpsContentPath.images}`,
    payload: form.payload,
    headers: { ...ops.headers, ...form.headers },
  });
};

describe('pages (GET/POST ops/content/pages)', () => {
  it('lists every page in both languages, inactive ones too, with the footer columns', async () => {
    const res = await client.get<OpsPageRecord[]>(OpsContentPath.pages, ops);
    expect(res.status).toBe(200);
    const pages = res.body.data.map((page) => OpsPageRecord.parse(page));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.every((page) => page.titleTr && page.titleEn && page.bodyTr && page.bodyEn)).toBe(true);

    const first = pages[0]!;
    const off = await client.post<OpsSaved>(
      OpsContentPath.pages,
      { ...first, isActive: false, updatedAt: undefined },
      ops,
    );
    expect(off.status).toBe(200);
    const again = (await client.get<OpsPageRecord[]>(OpsContentPath.pages, ops)).body.data;
    expect(again.find((page) => page.id === first.id)?.isActive).toBe(false);
    expect((await client.get(contentPagePath(first.id))).status).toBe(404);
    await client.post(OpsContentPath.pages, { ...first, updatedAt: undefined }, ops);
    expect((await client.get(contentPagePath(first.id))).status).toBe(200);

    const columns = await client.get<OpsCategoryRecord[]>(OpsContentPath.categories, ops);
    expect(columns.status).toBe(200);
    expect(columns.body.data.length).toBeGreaterThan(0);
    expect(columns.body.data.every((c) => c.titleTr && c.titleEn)).toBe(true);
  });

  it('a new page keeps no <script> or onerror, and the site shows its text at once (page, footer)', async () => {
    await bootstrap(); // cached before the save
    const [column] = (await client.get<OpsCategoryRecord[]>(OpsContentPath.categories, ops)).body.data;
    const res = await client.post<OpsSaved>(
      OpsContentPath.pages,
      {
        categoryId: column!.id,
        titleTr: 'Yeni kurallar',
        titleEn: 'New rules',
        bodyTr: '<p>Merhaba<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        bodyEn: '<p onclick="steal()">Hello <a href="javascript:alert(3)">there</a></p>',
        sortOrder: 1,
      },
      ops,
    );
    expect(res.status).toBe(200);
    const stored = res.body.data.stored;
    for (const html of [stored.body_tr!, stored.body_en!]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    }
    expect(stored.body_tr).toBe('<p>Merhaba</p>');
    // The audit row keeps the page as stored before and after (here: none before, the sanitised body after).
    const audit = await t.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'content.page')
      .where('target_id', '=', String(res.body.data.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit)).toContain('<p>Merhaba</p>');
    expect(JSON.stringify(audit)).not.toContain('onerror');

    const page = await client.get<ContentPage>(contentPagePath(res.body.data.id), { locale: 'en' });
    expect(page.status).toBe(200);
    expect(page.body.data.title).toBe('New rules');
    expect(page.body.data.body).toContain('Hello');
    expect(page.body.data.body).not.toMatch(/onclick|javascript:/);
    const footer = (await bootstrap('en')).categoryList.flatMap((c) => c.contentList);
    expect(footer).toContainEqual({ id: res.body.data.id, title: 'New rules' });

    // An edit shows at once too.
    await client.post(
      OpsContentPath.pages,
      {
        id: res.body.data.id,
        categoryId: column!.id,
        titleTr: 'Yeni kurallar 2',
        titleEn: 'New rules 2',
        bodyTr: '<p>İki</p>',
        bodyEn: '<p>Two</p>',
      },
      ops,
    );
    const edited = await client.get<ContentPage>(contentPagePath(res.body.data.id), { locale: 'en' });
    expect(edited.body.data.body).toBe('<p>Two</p>');
    expect((await bootstrap('en')).categoryList.flatMap((c) => c.contentList)).toContainEqual({
      id: res.body.data.id,
      title: 'New rules 2',
    });
  });

  it('refuses bad input with 400 or 404 in the request language, never 500', async () => {
    const bodies: unknown[] = [
      {},
      null,
      'text',
      [],
      { categoryId: 'x', titleTr: 'a', titleEn: 'b', bodyTr: '', bodyEn: '' },
      { categoryId: 1, titleTr: '', titleEn: 'b', bodyTr: '', bodyEn: '' },
      { categoryId: 1, titleTr: 'a', titleEn: 'b', bodyTr: 'x'.repeat(100_001), bodyEn: '' },
      { categoryId: 1, titleTr: 'a', titleEn: 'b', bodyTr: '', bodyEn: '', sortOrder: 1.5 },
    ];
    for (const body of bodies) {
      const res = await client.post(OpsContentPath.pages, body, { ...ops, locale: 'en' });
      // A body that is not JSON at all is refused by the parser (415), anything else by the contract (400).
      expect([400, 415], JSON.stringify(body)?.slice(0, 80)).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    // A long page in both languages fits (the route takes up to 1 MB, above the app's 64 KB).
    const long = `<p>${'Uzun metin. '.repeat(7_000)}</p>`;
    const [column0] = (await client.get<OpsCategoryRecord[]>(OpsContentPath.categories, ops)).body.data;
    const big = await client.post(
      OpsContentPath.pages,
      { categoryId: column0!.id, titleTr: 'a', titleEn: 'b', bodyTr: long, bodyEn: long, isActive: false },
      ops,
    );
    expect(big.status).toBe(200);
    const unknown = await client.post(
      OpsContentPath.pages,
      { id: 999_999, categoryId: 1, titleTr: 'a', titleEn: 'b', bodyTr: '', bodyEn: '' },
      { ...ops, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The page you are looking for was not found.');
    const column = await client.post(
      OpsContentPath.pages,
      { categoryId: 999, titleTr: 'a', titleEn: 'b', bodyTr: '', bodyEn: '' },
      ops,
    );
    expect(column.status).toBe(400);
    expect(column.body.message).toBe('İçerik kategorisi bulunamadı.');
  });
});

describe('site options (GET ops/content/site-options)', () => {
  it('lists every option, inactive ones too; a switch shows in the bootstrap at once', async () => {
    const res = await client.get<SiteOption[]>(OpsContentPath.siteOptions, ops);
    expect(res.status).toBe(200);
    expect(res.body.data.some((option) => !option.status)).toBe(true);
    const snowfall = res.body.data.find((option) => option.key === 'snowfall')!;
    await bootstrap();
    await client.post(OpsContentPath.siteOptions, { ...snowfall, status: !snowfall.status }, ops);
    expect((await bootstrap()).siteOption.find((o) => o.key === 'snowfall')?.status).toBe(!snowfall.status);
    await client.post(OpsContentPath.siteOptions, snowfall, ops);
  });
});

describe('popup (GET/POST ops/content/popup)', () => {
  it('answers the newest popup; a save shows in the bootstrap at once with a new hash; deactivated, it is gone', async () => {
    const res = await client.get<OpsPopupRecord | null>(OpsContentPath.popup, ops);
    expect(res.status).toBe(200);
    const popup = OpsPopupRecord.parse(res.body.data);
    const before = await bootstrap('en');
    expect(before.popup?.id).toBe(popup.id);

    const saved = await client.post<OpsPopupRecord>(
      OpsContentPath.popup,
      {
        id: popup.id,
        titleTr: 'Hafta sonu',
        titleEn: 'Weekend',
        imageDefault: '/media/popup/first-deposit-week-default-{locale}.svg',
        image1200: '',
        image992: '',
        linkUrl: '/promotions',
        linkTarget: '_self',
        isActive: true,
      },
      ops,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.image992).toBe('/media/popup/first-deposit-week-default-{locale}.svg');
    const after = await bootstrap('en');
    expect(after.popup?.title).toBe('Weekend');
    expect(after.popup?.hash).not.toBe(before.popup?.hash);
    expect(after.popup?.images[2]?.url).toBe('/media/popup/first-deposit-week-default-en.svg');

    await client.post(OpsContentPath.popup, { ...saved.body.data, isActive: false }, ops);
    expect((await bootstrap('en')).popup).toBeNull();
    await client.post(OpsContentPath.popup, { ...popup, updatedAt: undefined }, ops);
    expect((await bootstrap('en')).popup?.id).toBe(popup.id);
  });

  it('refuses bad popups: script links, foreign images, missing titles, unknown ids', async () => {
    const good = {
      titleTr: 'a',
      titleEn: 'b',
      imageDefault: '/media/popup/x.svg',
      linkUrl: '/promotions',
    };
    for (const body of [
      {},
      { ...good, linkUrl: 'javascript:alert(1)' },
      { ...good, linkUrl: '//evil.example' },
      { ...good, imageDefault: 'http://evil.example/x.png' },
      { ...good, image1200: 'data:image/png;base64,AAAA' },
      { ...good, titleTr: ' ' },
      { ...good, linkTarget: '_top' },
    ]) {
      const res = await client.post(OpsContentPath.popup, body, ops);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await client.post(
      OpsContentPath.popup,
      { ...good, id: 999_999 },
      { ...ops, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Popup not found.');
  });
});

describe('banners (ops/content/banners, images)', () => {
  it('creates, edits, orders and switches banners per carousel; the slider shows each change at once', async () => {
    const all = await client.get<OpsBannerRecord[]>(OpsContentPath.banners, ops);
    expect(all.status).toBe(200);
    all.body.data.forEach((banner) => OpsBannerRecord.parse(banner));
    const home = all.body.data.filter((banner) => banner.slug === 'home');
    expect(home.length).toBeGreaterThan(1);
    await bootstrap();

    const image = await upload(samplePng(1200, 400));
    expect(image.statusCode, image.body).toBe(200);
    const uploaded = image.json<{ data: OpsContentImage }>().data;
    expect(uploaded).toMatchObject({ mediaType: 'image/png', width: 1200, height: 400 });
    expect(uploaded.url).toMatch(/^\/media\/content\/[0-9a-f]{32}\.png$/);

    const created = await client.post<OpsBannerRecord>(
      OpsContentPath.banners,
      {
        slug: 'home',
        url: '/casino',
        titleTr: 'Yeni banner',
        titleEn: 'New banner',
        imageDefault: uploaded.url,
        sortOrder: -1,
      },
      ops,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const banner = created.body.data;
    expect(banner.code).toBe(`banner-${banner.id}`);
    expect(banner.image1200).toBe(uploaded.url);

    let slider = (await bootstrap('en')).sliderList.filter((item) => item.slug === 'home');
    expect(slider[0]).toMatchObject({ id: banner.id, title: 'New banner', url: '/casino' });
    expect(slider[0]!.images.map((i) => i.url)).toEqual([uploaded.url, uploaded.url, uploaded.url]);

    // The uploaded image is served to anyone; the seeded ones keep their drawn art.
    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(samplePng(1200, 400))).toBe(true);
    const art = await t.app.inject({ method: 'GET', url: slider[1]!.images[0]!.url });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/svg/);

    // Last in the order, then switched off.
    const order = [...home.map((b) => b.id), banner.id];
    const ordered = await client.post<OpsBannerRecord[]>(
      OpsContentPath.bannerOrder,
      { slug: 'home', ids: order },
      ops,
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((b) => b.id)).toEqual(order);
    slider = (await bootstrap('en')).sliderList.filter((item) => item.slug === 'home');
    expect(slider.at(-1)?.id).toBe(banner.id);
    expect(slider.map((item) => item.id)).toEqual(
      order.filter((id) => slider.some((item) => item.id === id)),
    );

    const off = await client.post<OpsBannerRecord>(
      OpsContentPath.banners,
      { ...ordered.body.data.at(-1)!, isActive: false, code: undefined, updatedAt: undefined },
      ops,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await bootstrap()).sliderList.some((item) => item.id === banner.id)).toBe(false);
  });

  it('refuses an order that is not exactly the carousel’s banners, and bad banners', async () => {
    const home = (await client.get<OpsBannerRecord[]>(OpsContentPath.banners, ops)).body.data
      .filter((b) => b.slug === 'home')
      .map((b) => b.id);
    for (const body of [
      { slug: 'home', ids: home.slice(1) },
      { slug: 'home', ids: [...home, home[0]] },
      { slug: 'home', ids: [...home.slice(1), 999_999] },
      { slug: 'nowhere', ids: [1] },
      { slug: 'Home!', ids: home },
      { slug: 'home', ids: [] },
      {},
    ]) {
      const res = await client.post(OpsContentPath.bannerOrder, body, { ...ops, locale: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const good = {
      slug: 'home',
      url: '/casino',
      titleTr: 'a',
      titleEn: 'b',
      imageDefault: '/media/banners/x.svg',
    };
    for (const body of [
      {},
      { ...good, url: 'javascript:alert(1)' },
      { ...good, imageDefault: 'https:/x' },
      { ...good, imageDefault: '../secret' },
      { ...good, slug: '../kyc' },
      { ...good, validFrom: 'tomorrow' },
      { ...good, sortOrder: 1e12 },
    ]) {
      const res = await client.post(OpsContentPath.banners, body, ops);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await client.post(
      OpsContentPath.banners,
      { ...good, id: 999_999 },
      { ...ops, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Banner not found.');
  });

  it('image uploads: JPEG and WebP too; refuses other bytes, tiny or huge images, large files, no file', async () => {
    expect((await upload(sampleJpeg(800, 300), 'a.jpg', 'image/jpeg')).statusCode).toBe(200);
    const webp = await upload(sampleWebp(600, 200), 'a.webp', 'image/webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.json<{ data: OpsContentImage }>().data.url).toMatch(/\.webp$/);

    const refused = [
      [samplePdf(), 'e.contentImageType'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'type'],
      [samplePng(100, 50), 'dimensions'],
      [samplePng(5000, 400), 'dimensions'],
      [Buffer.concat([samplePng(1200, 400), Buffer.alloc(3 * 1024 * 1024)]), 'size'],
    ] as const;
    for (const [bytes, why] of refused) {
      const res = await upload(bytes);
      expect(res.statusCode, why).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, why).toBeLessThan(500);
      expect(res.json<{ success: boolean }>().success).toBe(false);
    }
    const tiny = await t.app.inject({
      method: 'POST',
      url: `/api/${OpsContentPath.images}`,
      payload: (() => {
        const form = multipartUpload(null, samplePng(10, 10));
        return form.payload;
      })(),
      headers: { ...ops.headers, 'content-type': 'multipart/form-data; boundary=wrong', 'x-locale': 'en' },
    });
    expect(tiny.statusCode).toBe(400);
    const json = await client.post(OpsContentPath.images, { file: 'x' }, { ...ops, locale: 'en' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please choose the image to upload.');
    const small = await upload(samplePng(100, 50));
    expect(small.json<{ message: string }>().message).toBe(
      'Görsel en az 300×100, en fazla 4000×4000 piksel olmalı.',
    );
  });

  it('the image route serves only uploaded content images: no other stored file, no odd names', async () => {
    // A KYC document is in the same storage, under its own prefix.
    await createStorage(t.app.appConfig).put(
      'kyc/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
      samplePng(400, 400),
      'image/png',
    );
    for (const url of [
      '/media/content/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
      '/media/content/..%2Fkyc%2Faaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
      '/media/content/x.png',
      '/media/content/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/media/content/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ success: boolean }>().success).toBe(false);
    }
  });
});

describe('footer columns (POST ops/content/categories)', () => {
  it('renames a column and adds one; the footer shows them at once (a column without active pages stays hidden)', async () => {
    const [first] = (await client.get<OpsCategoryRecord[]>(OpsContentPath.categories, ops)).body.data;
    await bootstrap('en');
    const renamed = await client.post<OpsCategoryRecord>(
      OpsContentPath.categories,
      { ...first, titleEn: 'Renamed column' },
      ops,
    );
    expect(renamed.status).toBe(200);
    expect((await bootstrap('en')).categoryList.map((c) => c.title)).toContain('Renamed column');

    const added = await client.post<OpsCategoryRecord>(
      OpsContentPath.categories,
      { titleTr: 'Yeni sütun', titleEn: 'New column', sortOrder: 999 },
      ops,
    );
    expect(added.status).toBe(200);
    expect((await bootstrap('en')).categoryList.map((c) => c.title)).not.toContain('New column');
    await client.post(
      OpsContentPath.pages,
      { categoryId: added.body.data.id, titleTr: 'S', titleEn: 'P', bodyTr: '<p>a</p>', bodyEn: '<p>b</p>' },
      ops,
    );
    expect((await bootstrap('en')).categoryList.at(-1)).toMatchObject({ title: 'New column' });
    await client.post(OpsContentPath.categories, first, ops);
  });

  it('refuses bad columns', async () => {
    for (const body of [{}, { titleTr: '', titleEn: 'x' }, { titleTr: 'x', titleEn: 'y', sortOrder: 'z' }]) {
      expect((await client.post(OpsContentPath.categories, body, ops)).status).toBe(400);
    }
    const unknown = await client.post(
      OpsContentPath.categories,
      { id: 999_999, titleTr: 'x', titleEn: 'y' },
      { ...ops, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Footer column not found.');
  });
});

describe('translations (GET/POST ops/content/translations)', () => {
  it('lists the texts with both languages side by side; a save is in the bootstrap of each language at once', async () => {
    const list = await client.get<Array<{ key: string; tr: string; en: string }>>(
      OpsContentPath.translations,
      ops,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.key === 'site.name')).toEqual({
      key: 'site.name',
      tr: 'Kasa',
      en: 'Kasa',
    });
    await bootstrap('tr');
    const saved = await client.post(
      OpsContentPath.translations,
      { key: 'header.login', tr: 'Giriş yap!', en: 'Sign in!' },
      ops,
    );
    expect(saved.status).toBe(200);
    expect((await bootstrap('tr')).translationList).toContainEqual({
      key: 'header.login',
      value: 'Giriş yap!',
    });
    expect((await bootstrap('en')).translationList).toContainEqual({
      key: 'header.login',
      value: 'Sign in!',
    });
    const again = await client.get<Array<{ key: string; tr: string; en: string }>>(
      OpsContentPath.translations,
      ops,
    );
    expect(again.body.data.find((row) => row.key === 'header.login')).toEqual({
      key: 'header.login',
      tr: 'Giriş yap!',
      en: 'Sign in!',
    });
  });

  it('refuses bad keys and empty texts', async () => {
    for (const body of [
      {},
      { key: '', tr: 'a', en: 'b' },
      { key: 'a b', tr: 'a', en: 'b' },
      { key: '../x', tr: 'a', en: 'b' },
      { key: 'a.', tr: 'a', en: 'b' },
      { key: 'a', tr: '', en: 'b' },
      { key: 'a', tr: 'a', en: 'x'.repeat(2001) },
    ]) {
      expect((await client.post(OpsContentPath.translations, body, ops)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});
