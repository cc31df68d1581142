import type { AccountData, SessionHistoryData } from '@kasa/contract/customer';
import type { SessionData } from '@kasa/contract/auth';
import { baseUrl } from './browser.ts';
import type { NewPlayer } from './data.ts';

// Direct calls to the API, to set up players and to check server state behind what the browser shows.

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export async function callApi<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; locale?: 'tr' | 'en' } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-locale': options.locale ?? 'tr',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Registers a player through the API (default variant, no trial bonus) and returns the session it opens. */
export async function registerPlayer(player: NewPlayer): Promise<SessionData> {
  const { day, month, year } = player.birth;
  const { status, body } = await callApi<SessionData>('POST', 'auth/register', {
    body: {
      name: player.name,
      surname: player.surname,
      username: player.username,
      email: player.email,
      password: player.password,
      password2: player.password,
      phone: player.phone,
      PersonalNo: player.personalNo,
      country: 235,
      currencyId: 1,
      birthDate: `${year}-${month}-${day}`,
      birthDateDay: day,
      birthDateMonth: month,
      birthDateYear: year,
      trialBonus: 0,
    },
  });
  if (status !== 200 || !body.success)
    throw new Error(`API register failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function accountOf(token: string): Promise<AccountData> {
  const { status, body } = await callApi<AccountData>('GET', 'customer/account', { token });
  if (status !== 200 || !body.success)
    throw new Error(`customer/account failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function sessionHistoryOf(token: string): Promise<SessionHistoryData> {
  const { status, body } = await callApi<SessionHistoryData>('POST', 'customer/sessionhistory', {
    token,
    body: { skip: 0, take: 100 },
  });
  if (status !== 200 || !body.success) {
    throw new Error(`customer/sessionhistory failed: ${status} ${JSON.stringify(body)}`);
  }
  return body.data;
}
