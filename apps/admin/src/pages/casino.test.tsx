import { Refine } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  OpsCasinoPath,
  type OpsCasinoCategories,
  type OpsCasinoProvider,
  type OpsJackpotLevel,
} from '@kasa/contract/casino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { token } from '../lib/api';
import { accessControlProvider } from '../providers/access-control';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { CasinoPage } from './casino';
import { moved } from './casino-panels';

// The casino screen's Categories and Jackpots & providers tabs (docs/decisions/0560) against a stubbed server.

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

const CATEGORIES: OpsCasinoCategories = {
  customOrder: false,
  categories: [
    {
      id: 1,
      nameTr: 'Popüler',
      nameEn: 'Popular',
      pages: ['slot', 'games'],
      hidden: false,
      customGameOrder: false,
      games: [
        { code: 'kasa-dice', name: 'Dice', provider: 'Kasa Originals', enabled: true },
        { code: 'kasa-mines', name: 'Mines', provider: 'Kasa Originals', enabled: false },
      ],
    },
    {
      id: 5,
      nameTr: 'Crash',
      nameEn: 'Crash',
      pages: ['games'],
      hidden: true,
      customGameOrder: false,
      games: [{ code: 'kasa-aviator', name: 'Aviator', provider: 'Kasa Originals', enabled: true }],
    },
  ],
};

const LEVELS: OpsJackpotLevel[] = [
  {
    instanceCode: 'clover-chance',
    instanceName: 'Clover Chance',
    level: 1,
    name: 'Clubs',
    value: 61.25,
    seed: 50,
    contributionPercent: 0.12,
    winCount: 1,
    largestWin: 75.5,
    lastWinAt: '2026-11-20T10:00:00Z',
    lastWinAmount: 75.5,
  },
];
const PROVIDERS: OpsCasinoProvider[] = [
  { id: 'kasa', name: 'Kasa Originals', configured: true, gameCount: 20, enabledCount: 19 },
  { id: 'pragmatic', name: 'Pragmatic Play', configured: false, gameCount: 40, enabledCount: 40 },
];

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <CasinoPage />
      </Refine>
    </MemoryRouter>,
  );
}

const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init?.body)) as Record<string, unknown>;
const posts = () => calls.filter((c) => c.init?.method === 'POST');

describe('casino screen: categories, jackpots and providers', () => {
  it('moves an item up or down, and not past either end', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });

  it('a casino operator reads the jackpots and providers; a payments operator may not; contract paths', async () => {
    token.set('t');
    serve((url) => (url.includes('ops/auth/me') ? ok(me([['read', 'Casino']])) : ok(null)));
    for (const resource of ['casino', 'casinoJackpots', 'casinoProviders'])
      expect((await accessControlProvider.can({ resource, action: 'list' })).can, resource).toBe(true);
    expect((await accessControlProvider.can({ resource: 'casino', action: 'edit' })).can).toBe(false);
    await authProvider.logout({});
    token.set('t');
    serve((url) => (url.includes('ops/auth/me') ? ok(me([['read', 'Payment']])) : ok([])));
    for (const resource of ['casinoJackpots', 'casinoProviders'])
      expect((await accessControlProvider.can({ resource, action: 'list' })).can, resource).toBe(false);
    for (const [resource, path] of [
      ['casinoJackpots', OpsCasinoPath.jackpots],
      ['casinoProviders', OpsCasinoPath.providers],
    ] as const) {
      await dataProvider.getList({ resource });
      expect(new URL(calls.at(-1)!.url, 'http://x').pathname).toBe(`/api/${path}`);
    }
  });

  it('orders the categories, shows a hidden one and orders a category’s games through the contract calls', async () => {
    serve((url, init) => {
      if (init?.method === 'POST') return ok(null, 'Kaydedildi.');
      return url.includes(OpsCasinoPath.categories) ? ok(CATEGORIES) : ok([]);
    });
    renderAt('/casino?tab=categories');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Kategoriler' });
    await within(table).findByText('Popüler');
    expect(within(table).getByText('Gizli')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yukarı taşı: Popüler' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Popüler' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toContain(OpsCasinoPath.categoryOrder);
    expect(bodyOf(posts()[0])).toEqual({ ids: [5, 1] });

    await user.click(within(table).getByRole('button', { name: 'Göster' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.url).toContain('ops/casino/categories/5');
    expect(bodyOf(posts()[1])).toEqual({ hidden: false });

    await user.click(within(table).getAllByRole('button', { name: 'Oyun sırası' })[0]!);
    const games = await screen.findByRole('table', { name: 'Popüler: oyunların sırası' });
    expect(within(games).getByText('Kapalı')).toBeTruthy();
    await user.click(within(games).getByRole('button', { name: 'Yukarı taşı: Mines' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]!.url).toContain('ops/casino/categories/1');
    expect(bodyOf(posts()[2])).toEqual({ games: ['kasa-mines', 'kasa-dice'] });
  });

  it('shows the jackpot pools and the providers’ configuration state', async () => {
    serve((url) =>
      url.includes(OpsCasinoPath.jackpots)
        ? ok(LEVELS)
        : url.includes(OpsCasinoPath.providers)
          ? ok(PROVIDERS)
          : ok([]),
    );
    renderAt('/casino?tab=jackpots');
    const jackpots = await screen.findByRole('table', { name: 'Jackpot havuzları' });
    await within(jackpots).findByText('Clover Chance');
    expect(within(jackpots).getByText('1 · Clubs')).toBeTruthy();
    expect(jackpots.textContent).toContain('61,25');
    expect(jackpots.textContent).toContain('%0,12');
    const providers = screen.getByRole('table', { name: 'Oyun sağlayıcıları' });
    await within(providers).findByText('Pragmatic Play');
    expect(within(providers).getByText('Yapılandırılmadı')).toBeTruthy();
    expect(within(providers).getByText('19 / 20 oyun açık')).toBeTruthy();
  });
});
