import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { token } from '../lib/api';
import { accessControlProvider, allows } from './access-control';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';

// The back office's Refine providers against a stubbed server: what an operator's roles let the screens show, how a
// page of a list becomes the server's skip/take and filters, and how the envelope's errors reach Refine.

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(async () => {
  // Forget the signed-in operator (the provider keeps "who am I") while the stub still answers.
  vi.stubGlobal('fetch', async () => answer(200, { success: true, message: '', data: null }));
  await authProvider.logout({});
  vi.unstubAllGlobals();
});

function serve(handler: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
}

describe('access control', () => {
  it('reads CASL rules the way the server does: manage is every action, all every subject', () => {
    expect(allows([['manage', 'all']], ['approve', 'Withdrawal'])).toBe(true);
    expect(allows([['read', 'Payment']], ['read', 'Payment'])).toBe(true);
    expect(allows([['read', 'Payment']], ['approve', 'Withdrawal'])).toBe(false);
    expect(allows([['manage', 'Kyc']], ['approve', 'Kyc'])).toBe(true);
    expect(allows([['manage', 'Kyc']], ['approve', 'Withdrawal'])).toBe(false);
  });

  it('lets a payments operator open the payments queue but not the audit log, from the server’s “who am I”', async () => {
    token.set('session-token');
    serve((url) =>
      url.includes('ops/auth/me')
        ? answer(200, {
            success: true,
            message: '',
            data: {
              id: '2',
              username: 'pay',
              roles: ['payments'],
              disabled: false,
              createdAt: '2026-01-01T00:00:00Z',
              can: [
                ['read', 'Payment'],
                ['approve', 'Withdrawal'],
              ],
            },
          })
        : answer(404, { success: false, message: 'no', data: null }),
    );
    expect((await accessControlProvider.can({ resource: 'payments', action: 'list' })).can).toBe(true);
    expect((await accessControlProvider.can({ resource: 'payments', action: 'approve' })).can).toBe(true);
    expect((await accessControlProvider.can({ resource: 'payments', action: 'release' })).can).toBe(false);
    expect((await accessControlProvider.can({ resource: 'audit', action: 'list' })).can).toBe(false);
    // A screen with no rule is refused rather than shown.
    expect((await accessControlProvider.can({ resource: 'unknown', action: 'list' })).can).toBe(false);
    // The session token went with the call.
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer session-token');
  });
});

describe('data provider', () => {
  it('asks the server for page 3 of a player search as skip/take with the query, and reads the total', async () => {
    serve(() => answer(200, { success: true, message: '', data: { total: 61, items: [{ id: '7' }] } }));
    const page = await dataProvider.getList({
      resource: 'players',
      pagination: { currentPage: 3, pageSize: 25, mode: 'server' },
      filters: [{ field: 'q', operator: 'eq', value: 'ayşe' }],
    });
    expect(page).toEqual({ data: [{ id: '7' }], total: 61 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/ops/players');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'ayşe', skip: '50', take: '25' });
  });

  it('fills a player’s id into the ledger path and passes the server’s message and status on as an HttpError', async () => {
    serve(() => answer(404, { success: false, message: 'No such player.', data: null }));
    await expect(
      dataProvider.getList({ resource: 'playerLedger', meta: { params: { playerId: '42' } } }),
    ).rejects.toEqual({ message: 'No such player.', statusCode: 404 });
    expect(new URL(calls[0]!.url, 'http://x').pathname).toBe('/api/ops/players/42/ledger');
  });

  it('sends the chosen language, so the server’s messages come back in it', async () => {
    localStorage.setItem('kasa-ops-lang', 'en');
    serve(() => answer(200, { success: true, message: '', data: [] }));
    await dataProvider.getList({ resource: 'payments' });
    expect(new Headers(calls[0]!.init?.headers).get('x-locale')).toMatch(/^(tr|en)$/);
  });
});

describe('auth provider', () => {
  it('opens the session with the challenge and code, and a 401 later signs the operator out', async () => {
    serve((url) => {
      if (url.includes('ops/auth/totp'))
        return answer(200, {
          success: true,
          message: 'Welcome',
          data: { token: 'fresh', operator: {}, expiresAt: '', idleMinutes: 30 },
        });
      return answer(200, {
        success: true,
        message: '',
        data: {
          id: '1',
          username: 'a',
          roles: ['admin'],
          disabled: false,
          createdAt: '',
          can: [['manage', 'all']],
        },
      });
    });
    const result = await authProvider.login({ challenge: 'c'.repeat(20), code: '123456' });
    expect(result).toMatchObject({ success: true, redirectTo: '/' });
    expect(token.get()).toBe('fresh');
    expect(await authProvider.check()).toEqual({ authenticated: true });
    const { ApiError } = await import('../lib/api');
    expect(await authProvider.onError(new ApiError('expired', 401))).toMatchObject({ logout: true });
    expect(token.get()).toBeNull();
  });
});
