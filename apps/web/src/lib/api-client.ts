import { API_BASE, Header } from '@kasa/contract/api';
import { STORAGE_KEYS, type Locale } from '@kasa/contract/constants';
import type { Envelope } from '@kasa/contract/envelope';
import { translate } from '@kasa/contract/messages';
import { clearSession, getToken } from './session';
import { readStorage, storedLocale } from './storage';

/** A call that did not succeed: the server's (already translated) message, HTTP status and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/**
 * Who a call speaks for: the site's signed-in player (the Bearer token, the default), or an in-house game frame —
 * its game session (`x-game-session`, or none for a public game call), never the site's token.
 */
export type CallAuth = { gameSession: string | null; locale?: Locale };

/** The request headers of spec §7, built fresh for each call so a language switch applies at once. */
export function buildHeaders(game?: CallAuth): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [Header.locale]: game?.locale ?? storedLocale(),
  };
  if (game) {
    if (game.gameSession) headers[Header.gameSession] = game.gameSession;
  } else {
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const fingerprint = readStorage(STORAGE_KEYS.fingerprint);
  if (fingerprint) headers[Header.fingerprint] = fingerprint;
  // Development builds stand behind no proxy; the server reads the client address from this header there.
  if (!import.meta.env.PROD) headers[Header.forwardedFor] = '127.0.0.1';
  return headers;
}

type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  game?: CallAuth;
  /** The start-up bootstrap, which goes out beside the fingerprint rather than after it. */
  isStartupCall?: boolean;
  /** Extra headers of one feature's calls (e.g. live chat's guest token). */
  headers?: Record<string, string>;
  /**
   * A call the page makes by itself (a poll), not the player: sent with `x-background: 1`, so it does not keep the
   * session from its idle timeout (docs/decisions/0420).
   */
  background?: boolean;
};

let pendingStartup: Promise<void> | null = null;

/**
 * Spec §4 start-up: the content bootstrap and the fingerprint come first, every other call after them (and with the
 * fingerprint header). The page may render as soon as the bootstrap is there (docs/decisions/0130); the calls its
 * components make wait here until `ready` settles (the fingerprint, at most its 5000 ms).
 */
export function holdCallsUntil(ready: Promise<unknown>): void {
  const gate: Promise<void> = ready.then(
    () => undefined,
    () => undefined,
  );
  pendingStartup = gate;
  void gate.then(() => {
    if (pendingStartup === gate) pendingStartup = null;
  });
}

/**
 * Calls `API_BASE + path` and resolves with the envelope when `success` is true. Anything else rejects with an
 * `ApiError` carrying the server's message. HTTP 401 on any site call means the session is gone (spec §8): it is
 * cleared here, once, for every caller. A game frame's 401 means only its game session ended: the site stays signed in.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  if (pendingStartup && !options.isStartupCall) await pendingStartup;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const locale = options.game?.locale ?? storedLocale();
  // A file upload (FormData) goes as multipart: the browser writes its content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers = { ...buildHeaders(options.game), ...options.headers };
  if (isForm) delete headers['content-type'];
  if (options.background) headers[Header.background] = '1';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(translate(locale, 'e.internal'), 0);
  }

  if (response.status === 401 && !options.game) clearSession();

  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError(translate(locale, 'e.internal'), response.status);
  }
  if (!response.ok || !envelope.success) {
    const data = envelope.data as { fields?: Record<string, string> } | null;
    throw new ApiError(envelope.message || translate(locale, 'e.internal'), response.status, data?.fields);
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body, signal }),
  /** The page's own polls (balance, notifications): they do not count as the player's activity. */
  background: {
    get: <T>(path: string, signal?: AbortSignal) =>
      apiRequest<T>(path, { method: 'GET', signal, background: true }),
    post: <T>(path: string, body: unknown, signal?: AbortSignal) =>
      apiRequest<T>(path, { method: 'POST', body, signal, background: true }),
  },
};

/** An in-house game frame's calls (features/originals): authenticated by its game session, see `CallAuth`. */
export const gameApi = {
  get: <T>(path: string) => apiRequest<T>(path, { method: 'GET', game: { gameSession: null } }),
  post: <T>(path: string, gameSession: string, body: unknown, locale?: Locale) =>
    apiRequest<T>(path, { method: 'POST', body, game: { gameSession, ...(locale ? { locale } : {}) } }),
};

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translate(storedLocale(), 'e.internal');
}
