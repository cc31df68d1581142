import { en } from '../../apps/web/src/locales/en.ts';
import { tr } from '../../apps/web/src/locales/tr.ts';

// The web app's own catalogues, so a journey checks that the language changed without pinning the wording.

const catalogues = { tr, en } as const;
export type UiLocale = keyof typeof catalogues;

/** The UI text under a dotted key ('header.login') in one language. */
export function uiText(locale: UiLocale, key: string): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no UI text ${locale}:${key}`);
  return node;
}
