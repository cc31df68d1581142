import { API_BASE } from '@kasa/contract/api';
import type { Envelope } from '@kasa/contract/envelope';
import { currentLanguage } from './texts';

// The back office's one way to call the server: the operator's session token as a Bearer header, the language as
// `x-locale` (server messages come back in it), the envelope unwrapped. A failed call throws ApiError with the
// server's message and HTTP status, which Refine's providers pass on as an HttpError.

const TOKEN_KEY = 'kasa-ops-token';

/** The session token lives for the tab only (sessionStorage): closing the tab signs the operator out locally. */
export const token = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (value: string): void => sessionStorage.setItem(TOKEN_KEY, value),
  clear: (): void => sessionStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** A failure as an operator reads it: the server's message, or what went wrong. */
export const errorText = (caught: unknown): string =>
  caught instanceof Error ? caught.message : String(caught);

type Query = Record<string, string | number | boolean | null | undefined>;

/** `ops/players/:playerId` + {playerId: '7'} → `ops/players/7`. */
export function fill(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function url(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function headers(body: boolean): Headers {
  const h = new Headers({ accept: 'application/json', 'x-locale': currentLanguage() });
  const value = token.get();
  if (value) h.set('authorization', `Bearer ${value}`);
  if (body) h.set('content-type', 'application/json');
  return h;
}

/** What happens when the server says the session is gone (set by the auth provider). */
let onUnauthorized: () => void = () => {};
export function whenUnauthorized(handler: () => void): void {
  onUnauthorized = handler;
}

export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<{ data: T; message: string }> {
  let response: Response;
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers: headers(options.body !== undefined),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      currentLanguage() === 'tr' ? 'Sunucuya ulaşılamadı.' : 'The server cannot be reached.',
      0,
    );
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!response.ok || !envelope?.success) {
    if (response.status === 401 && token.get()) onUnauthorized();
    throw new ApiError(envelope?.message || `HTTP ${response.status}`, response.status);
  }
  return { data: envelope.data, message: envelope.message };
}

export const get = async <T>(path: string, query?: Query): Promise<T> =>
  (await call<T>('GET', path, { query })).data;
export const post = <T>(path: string, body: unknown = {}) => call<T>('POST', path, { body });

/** A file the server only gives to a signed-in operator (a KYC document): fetched with the token, shown as a blob URL. */
export async function fileUrl(path: string): Promise<string> {
  const response = await fetch(url(path), { headers: headers(false) });
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status);
  return URL.createObjectURL(await response.blob());
}

/** Uploads one file as multipart/form-data (part `file`); the browser sets the boundary (docs/decisions/0550). */
export async function upload<T>(
  path: string,
  file: Blob,
  name = 'file',
): Promise<{ data: T; message: string }> {
  const form = new FormData();
  form.append(name, file);
  const h = headers(false);
  let response: Response;
  try {
    response = await fetch(url(path), { method: 'POST', headers: h, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      currentLanguage() === 'tr' ? 'Sunucuya ulaşılamadı.' : 'The server cannot be reached.',
      0,
    );
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!response.ok || !envelope?.success) {
    if (response.status === 401 && token.get()) onUnauthorized();
    throw new ApiError(envelope?.message || `HTTP ${response.status}`, response.status);
  }
  return { data: envelope.data, message: envelope.message };
}
