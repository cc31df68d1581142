import type { SessionData } from '@kasa/contract/auth';
import { STORAGE_KEYS } from '@kasa/contract/constants';
import { createStore, useStore } from './create-store';
import { readJson, removeStorage, writeStorage } from './storage';

/**
 * The auth state of spec §3 (has-login flag, user name, balance) backed by the stored session `authData`.
 * Later issues hang balance polling and the notification hub off `isLoggedIn`.
 */
export const sessionStore = createStore<SessionData | null>(null);

export function getSession(): SessionData | null {
  return sessionStore.get();
}

export function getToken(): string | null {
  return sessionStore.get()?.token ?? null;
}

export function setSession(session: SessionData): void {
  writeStorage(STORAGE_KEYS.authData, JSON.stringify(session));
  sessionStore.set(session);
}

export function updateSession(patch: Partial<SessionData>): void {
  const current = sessionStore.get();
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  removeStorage(STORAGE_KEYS.authData);
  sessionStore.set(null);
}

/**
 * Start-up: take the stored session back if it still has the shape we expect; anything else is discarded. The schema
 * (zod) is loaded only when something is stored: a visitor's first page does without it (docs/decisions/0130).
 */
export async function restoreSession(): Promise<SessionData | null> {
  const stored = readJson(STORAGE_KEYS.authData);
  if (stored === null) {
    clearSession();
    return null;
  }
  const { SessionData } = await import('@kasa/contract/auth');
  const parsed = SessionData.safeParse(stored);
  if (!parsed.success) {
    clearSession();
    return null;
  }
  sessionStore.set(parsed.data);
  return parsed.data;
}

export type AuthState = {
  isLoggedIn: boolean;
  username: string | null;
  balance: number;
  session: SessionData | null;
};

export function useAuth(): AuthState {
  const session = useStore(sessionStore);
  return {
    isLoggedIn: session !== null,
    username: session?.username ?? null,
    balance: session?.balance ?? 0,
    session,
  };
}
