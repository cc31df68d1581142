import { DEFAULT_LANGUAGE, STORAGE_KEYS, type Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/locale';

// Local storage access in one place: the keys are part of the spec (§3 "Other local keys").

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the app keeps working without persistence.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeStorage
  }
}

/**
 * Logout clears all storage (spec §4) except the chosen language: it is the visitor's preference, not the session's,
 * and a Turkish player logging out must not land on an English page (docs/decisions/0350).
 */
export function clearAllStorage(): void {
  try {
    const lang = window.localStorage.getItem(STORAGE_KEYS.lang);
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (lang !== null) window.localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    // see writeStorage
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function storedLocale(): Locale {
  return resolveLocale(readStorage(STORAGE_KEYS.lang) ?? DEFAULT_LANGUAGE);
}
