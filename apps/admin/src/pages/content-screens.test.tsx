import { Refine } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpsContentPath, type OpsBannerRecord } from '@kasa/contract/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { token, upload } from '../lib/api';
import { accessControlProvider } from '../providers/access-control';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { BannersPage } from './content-banners';
import { ContentPageEditPage } from './content-pages';
import { SiteOptionsPage } from './content-site';
import { TranslationsPage } from './content-texts';

// The content screens (docs/decisions/0550) against a stubbed server: who may open them, the lists they read, the
// image upload's request, and the banner and site-option screens' calls.

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = '') => answer(200, { success: true, message, data });

function serve(handler: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
}

const me = (can: Array<[string, string]>) => ({
  id: '5',
  username: 'editor',
  roles: ['content'],
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
  can,
});

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(async () => {
  vi.stubGlobal('fetch', async () => ok(null));
  await authProvider.logout({});
  vi.unstubAllGlobals();
});

function banner(id: number, slug: string, sortOrder: number, isActive = true): OpsBannerRecord {
  return {
    id,
    code: `banner-${id}`,
    slug,
    url: '/promotions',
    target: '_self',
    titleTr: `Banner ${id}`,
    titleEn: `Banner ${id} en`,
    textTr: '',
    textEn: '',
    imageDefault: `/media/banners/b${id}-default-{locale}.svg`,
    image1200: `/media/banners/b${id}-1200-{locale}.svg`,
    image992: `/media/banners/b${id}-992-{locale}.svg`,
    isActive,
    sortOrder,
    validFrom: null,
    validTo: null,
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

function renderScreen(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        {element}
      </Refine>
    </MemoryRouter>,
  );
}

const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

describe('content screens: access and lists', () => {
  it('a content operator may open pages, banners, popup and site options; a payments operator may not', async () => {
    token.set('t');
    serve((url) => (url.includes('ops/auth/me') ? ok(me([['update', 'Content']])) : ok(null)));
    for (const resource of [
      'contentPages',
      'banners',
      'popup',
      'siteOptions',
      'promotions',
      'contentCategories',
      'translations',
    ]) {
      expect((await accessControlProvider.can({ resource, action: 'list' })).can, resource).toBe(true);
    }
    await authProvider.logout({});
    token.set('t');
    serve((url) => (url.includes('ops/auth/me') ? ok(me([['read', 'Payment']])) : ok(null)));
    for (const resource of ['contentPages', 'banners', 'popup', 'siteOptions']) {
      expect((await accessControlProvider.can({ resource, action: 'list' })).can, resource).toBe(false);
    }
  });

  it('reads the pages, footer columns, banners and site options from their contract paths', async () => {
    serve(() => ok([]));
    for (const [resource, path] of [
      ['contentPages', OpsContentPath.pages],
      ['contentCategories', OpsContentPath.categories],
      ['banners', OpsContentPath.banners],
      ['siteOptions', OpsContentPath.siteOptions],
      ['translations', OpsContentPath.translations],
    ] as const) {
      await dataProvider.getList({ resource });
      expect(new URL(calls.at(-1)!.url, 'http://x').pathname).toBe(`/api/${path}`);
    }
  });

  it('uploads an image as multipart with the session, and passes the server’s refusal on', async () => {
    token.set('session');
    serve(() => answer(400, { success: false, message: 'PNG, JPEG veya WebP', data: null }));
    const file = new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' });
    await expect(upload(OpsContentPath.images, file)).rejects.toMatchObject({
      message: 'PNG, JPEG veya WebP',
      statusCode: 400,
    });
    const call = calls[0]!;
    expect(call.url).toBe(`/api/${OpsContentPath.images}`);
    const headers = new Headers(call.init?.headers);
    expect(headers.get('authorization')).toBe('Bearer session');
    // The browser writes the multipart boundary itself: no JSON content type.
    expect(headers.get('content-type')).toBeNull();
    expect((call.init?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('banners screen', () => {
  it('groups banners by carousel, moves one down and unpublishes one through the contract calls', async () => {
    const list = [banner(1, 'home', 10), banner(2, 'home', 20), banner(3, 'casino', 10, false)];
    serve((url, init) => {
      if (init?.method === 'POST') return ok([], 'İçerik kaydedildi.');
      return url.includes(OpsContentPath.banners) ? ok(list) : ok([]);
    });
    renderScreen(<BannersPage />);
    const home = await screen.findByTestId('carousel-home');
    expect(within(home).getByText('Banner 1')).toBeTruthy();
    expect(within(screen.getByTestId('carousel-casino')).getByText('Banner 3')).toBeTruthy();
    // The live-casino carousel has none yet: its table says so.
    expect(within(screen.getByTestId('carousel-live-casino')).getByRole('table')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(home).getAllByRole('button', { name: /Aşağı taşı: Banner 1/ })[0]!);
    await waitFor(() => expect(calls.some((c) => c.url.includes(OpsContentPath.bannerOrder))).toBe(true));
    expect(bodyOf(calls.find((c) => c.url.includes(OpsContentPath.bannerOrder)))).toEqual({
      slug: 'home',
      ids: [2, 1],
    });

    await user.click(await screen.findByTestId('toggle-banner-2'));
    await waitFor(() =>
      expect(calls.some((c) => c.init?.method === 'POST' && c.url.endsWith(OpsContentPath.banners))).toBe(
        true,
      ),
    );
    const saved = bodyOf(
      calls.find((c) => c.init?.method === 'POST' && c.url.endsWith(OpsContentPath.banners)),
    );
    expect(saved).toMatchObject({ id: 2, slug: 'home', isActive: false });
    expect(saved).not.toHaveProperty('code');
    expect(saved).not.toHaveProperty('updatedAt');
  });
});

describe('site options screen', () => {
  it('saves one option’s value and switch together', async () => {
    serve((_url, init) =>
      init?.method === 'POST'
        ? ok(null, 'İçerik kaydedildi.')
        : ok([
            { key: 'snowfall', value: '1', status: false },
            { key: 'telegram', value: 'https://t.me/kasa', status: true },
          ]),
    );
    renderScreen(<SiteOptionsPage />);
    const save = await screen.findByTestId('save-option-snowfall');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    const row = save.closest('.option-row') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const call = calls.find((c) => c.init?.method === 'POST');
    expect(call?.url).toBe(`/api/${OpsContentPath.siteOptions}`);
    expect(bodyOf(call)).toEqual({ key: 'snowfall', value: '1', status: true });
  });
});

describe('page editor', () => {
  it('shows both languages side by side, saves the page and shows the HTML the server kept', async () => {
    const page = {
      id: 5,
      categoryId: 2,
      titleTr: 'Kurallar',
      titleEn: 'Rules',
      summaryTr: '',
      summaryEn: '',
      bodyTr: '<p>Eski</p>',
      bodyEn: '<p>Old</p>',
      isActive: true,
      sortOrder: 10,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    serve((url, init) => {
      if (init?.method === 'POST')
        return ok(
          { id: 5, stored: { body_tr: '<p>Temiz</p>', body_en: '<p>Clean</p>' } },
          'İçerik kaydedildi.',
        );
      if (url.includes(OpsContentPath.categories))
        return ok([
          { id: 1, titleTr: 'Yardım', titleEn: 'Help', sortOrder: 1 },
          { id: 2, titleTr: 'Kurumsal', titleEn: 'Company', sortOrder: 2 },
        ]);
      return ok([page]);
    });
    render(
      <MemoryRouter initialEntries={['/content/pages/5']}>
        <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path="/content/pages/:id" element={<ContentPageEditPage />} />
          </Routes>
        </Refine>
      </MemoryRouter>,
    );
    const titleTr = (await screen.findByDisplayValue('Kurallar')) as HTMLInputElement;
    expect(screen.getByDisplayValue('Rules')).toBeTruthy();
    expect(screen.getByTestId('bodyTr').textContent).toContain('Eski');
    expect(screen.getByTestId('bodyEn').textContent).toContain('Old');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('2');

    const user = userEvent.setup();
    await user.clear(titleTr);
    await user.type(titleTr, 'Yeni');
    await user.click(screen.getByTestId('save-page'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const call = calls.find((c) => c.init?.method === 'POST');
    expect(call?.url).toBe(`/api/${OpsContentPath.pages}`);
    expect(bodyOf(call)).toMatchObject({
      id: 5,
      categoryId: 2,
      titleTr: 'Yeni',
      titleEn: 'Rules',
      bodyTr: '<p>Eski</p>',
      bodyEn: '<p>Old</p>',
      isActive: true,
      sortOrder: 10,
    });
    await waitFor(() => expect(screen.getByTestId('bodyTr').textContent).toContain('Temiz'));
    expect(screen.getByTestId('bodyEn').textContent).toContain('Clean');
  });
});

describe('translations screen', () => {
  it('shows each key with both languages side by side, saves one and adds a new key', async () => {
    serve((_url, init) =>
      init?.method === 'POST'
        ? ok({ key: 'x', tr: 'x', en: 'x' }, 'İçerik kaydedildi.')
        : ok([
            { key: 'header.login', tr: 'Giriş', en: 'Sign in' },
            { key: 'site.name', tr: 'Kasa', en: 'Kasa' },
          ]),
    );
    renderScreen(<TranslationsPage />);
    const row = await screen.findByTestId('translation-header.login');
    const [tr, en] = within(row).getAllByRole('textbox') as HTMLTextAreaElement[];
    expect([tr!.value, en!.value]).toEqual(['Giriş', 'Sign in']);
    const user = userEvent.setup();
    await user.type(en!, '!');
    await user.click(within(row).getByRole('button'));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.init?.method === 'POST'))).toEqual({
      key: 'header.login',
      tr: 'Giriş',
      en: 'Sign in!',
    });

    const fresh = screen.getByTestId('translation-new');
    const [key, newTr, newEn] = within(fresh).getAllByRole('textbox');
    await user.type(key!, 'footer.note');
    await user.type(newTr!, 'Not');
    await user.type(newEn!, 'Note');
    await user.click(within(fresh).getByRole('button'));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(2));
    expect(bodyOf(calls.filter((c) => c.init?.method === 'POST')[1])).toEqual({
      key: 'footer.note',
      tr: 'Not',
      en: 'Note',
    });
    expect(
      calls.every(
        (c) => !c.init?.method || c.init.method === 'GET' || c.url.endsWith(OpsContentPath.translations),
      ),
    ).toBe(true);

    // The filter narrows the list by key or text.
    await user.type(screen.getByRole('searchbox'), 'kasa');
    expect(screen.queryByTestId('translation-header.login')).toBeNull();
    expect(screen.getByTestId('translation-site.name')).toBeTruthy();
  });
});
