import { ApiPath } from '@kasa/contract/api';
import { STORAGE_KEYS, type Locale } from '@kasa/contract/constants';
import type { Bootstrap as ServerBootstrap, SiteOption, Translation } from '@kasa/contract/content';
import { resolveLocale } from '@kasa/contract/locale';
import { apiRequest } from './api-client';
import { createStore, useStore } from './create-store';
import { i18n } from './i18n';
import { preloadPicture } from './responsive-image';
import { DEFAULT_SLIDER_SLUG } from './slider';
import { readJson, storedLocale, writeStorage } from './storage';

/**
 * The start-up data of spec §3 (`cms/grouped`), kept under localStorage `bootstrap`. The store holds the copy in use:
 * the fresh answer, or the stored one when the call fails (spec §4). Components read it through `useBootstrap()`.
 */
export type Bootstrap = ServerBootstrap & {
  /** The language the copy was served in (added by the client when storing: the server answers in x-locale). */
  locale?: Locale;
};

export const bootstrapStore = createStore<Bootstrap | null>(null);

export function useBootstrap(): Bootstrap | null {
  return useStore(bootstrapStore);
}

export function readStoredBootstrap(): Bootstrap | null {
  const stored = readJson<Bootstrap>(STORAGE_KEYS.bootstrap);
  return stored && typeof stored === 'object' ? stored : null;
}

/** Spec §3: only active site options are used, and their keys are lower-cased. Empty values count as missing. */
export function activeSiteOptions(options: readonly SiteOption[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const option of options ?? []) {
    // The contract says boolean; a stored copy from an older build may carry 1/0.
    const status: unknown = option.status;
    const isActive = status === true || status === 1;
    if (isActive && typeof option.value === 'string' && option.value !== '') {
      map.set(option.key.toLowerCase(), option.value);
    }
  }
  return map;
}

/**
 * Server translations are flat dotted keys ('home.heroTitle'); i18next looks nested keys up first, so they are turned
 * into the nested shape before being merged, or a bundled nested string would win over them.
 */
export function nestTranslations(list: readonly Translation[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { key, value } of list) {
    if (!key || typeof value !== 'string') continue;
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return root;
}

/** Spec §3/§4: server texts override the bundled ones in that language (deep merge, overwrite). */
export function applyServerTranslations(locale: Locale, list: readonly Translation[]): void {
  if (list.length === 0) return;
  i18n.addResourceBundle(locale, 'translation', nestTranslations(list), true, true);
  // Rendered texts only change on a language event: emit one so components read the new strings.
  if (resolveLocale(i18n.language) === locale) void i18n.changeLanguage(locale);
}

/**
 * On the home page the first banner is the largest paint: its image is asked for as soon as its address is known
 * (here, with the bootstrap), while the app still starts, rather than once the carousel renders.
 */
function preloadFirstBanner(bootstrap: Bootstrap): void {
  if (typeof window === 'undefined' || window.location.pathname !== '/') return;
  const first = bootstrap.sliderList?.find((item) => item.slug === DEFAULT_SLIDER_SLUG);
  if (first) preloadPicture(first.images);
}

function adopt(bootstrap: Bootstrap): void {
  preloadFirstBanner(bootstrap);
  const locale = resolveLocale(bootstrap.locale ?? storedLocale());
  // The store first: merging texts emits a language event, which must see this copy as the current one.
  bootstrapStore.set(bootstrap);
  applyServerTranslations(locale, bootstrap.translationList ?? []);
}

/** `cms/grouped`; spec §7: a failure (success false or no answer) is simply null. */
export async function fetchBootstrap(signal?: AbortSignal): Promise<Bootstrap | null> {
  try {
    const envelope = await apiRequest<Bootstrap>(ApiPath.cmsGrouped, { signal, isStartupCall: true });
    return envelope.data && typeof envelope.data === 'object' ? envelope.data : null;
  } catch {
    return null;
  }
}

let latestRequest = 0;

/**
 * Loads the bootstrap in the stored language. Success: stored and used. Failure: the stored copy is used (spec §4).
 * A later call (a language switch) wins over an earlier one still in flight.
 */
export async function loadBootstrap(): Promise<Bootstrap | null> {
  const request = ++latestRequest;
  const locale = storedLocale();
  const fresh = await fetchBootstrap();
  if (request !== latestRequest) return bootstrapStore.get();
  if (fresh) {
    const bootstrap: Bootstrap = { ...fresh, locale: fresh.locale ?? locale };
    writeStorage(STORAGE_KEYS.bootstrap, JSON.stringify(bootstrap));
    adopt(bootstrap);
    return bootstrap;
  }
  const stored = readStoredBootstrap();
  if (stored) adopt(stored);
  return stored;
}

let isListening = false;

/**
 * Start-up (spec §4): the stored copy is used at once when there is one, the fresh one replaces it. The server
 * answers in the request's language, so a language switch loads the bootstrap again for the new language.
 * Resolves when the first load settled or after `timeoutMs`, whichever comes first (the load still completes).
 */
export async function startBootstrap(timeoutMs = 5000): Promise<void> {
  const stored = readStoredBootstrap();
  if (stored && resolveLocale(stored.locale ?? storedLocale()) === storedLocale()) adopt(stored);
  else if (stored) bootstrapStore.set(stored);
  if (!isListening) {
    isListening = true;
    i18n.on('languageChanged', (language: string) => {
      const current = bootstrapStore.get();
      // The event also fires after server texts were merged; only a real switch loads again.
      if (current && resolveLocale(current.locale ?? '') === resolveLocale(language)) return;
      void loadBootstrap();
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadBootstrap(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
