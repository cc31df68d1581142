import type { SessionData } from '@kasa/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toasts } from '../components/ui/toasts';
import { i18n } from '../lib/i18n';
import { setSession } from '../lib/session';

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders `ui` inside the app's providers and a memory router (dialogs navigate, links need a router). */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: Providers }) };
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: Providers }) };
}

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/**
 * Replaces fetch with a scripted server: `reply` gets each call and returns [status, envelope].
 * Every call is recorded with its parsed body and headers.
 */
export function mockApi(reply: (call: FetchCall) => [number, unknown] | Promise<[number, unknown]>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const [status, body] = await reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (data: unknown = null, message = 'OK'): [number, unknown] => [
  200,
  { success: true, message, data },
];
export const fail = (status: number, message: string, data: unknown = null): [number, unknown] => [
  status,
  { success: false, message, data },
];

export const demoSession: SessionData = {
  token: 'token-abc',
  username: 'kasademo',
  usercode: '100001',
  balance: 1234.56,
  phone: '905551112233',
  smsVerified: false,
  fingerprint: 'fp-1',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
};

export function signIn(session: SessionData = demoSession) {
  setSession(session);
}
