import { LANGUAGES, STORAGE_KEYS, type Locale } from '@kasa/contract/constants';
import { messages, resolveLocale, translate } from '@kasa/contract/messages';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Translation } from '../locales/tr';
import { storedLocale, writeStorage } from './storage';

export const i18n = i18next.createInstance();

// Each language's UI texts are a chunk of their own, loaded when the language is used: a visitor downloads one
// language, not both (docs/decisions/0130).
const UI_TEXTS: Record<Locale, () => Promise<Translation>> = {
  tr: async () => (await import('../locales/tr')).tr,
  en: async () => (await import('../locales/en')).en,
};
const bundled = new Set<Locale>();

/**
 * Adds the language's bundled UI texts unless they are there. Texts the server sent for that language (the bootstrap's
 * translationList, lib/bootstrap.ts) may have arrived first: they are kept (no overwrite).
 */
export async function loadUiTexts(locale: Locale): Promise<void> {
  if (bundled.has(locale)) return;
  const texts = await UI_TEXTS[locale]();
  i18n.addResourceBundle(locale, 'translation', texts, true, false);
  bundled.add(locale);
}

/**
 * UI texts live in `translation`; the contract's rule and API messages are loaded as `msg` so a form error reads
 * exactly like the same error coming back from the server. Resolves when the language's texts are in.
 */
export async function initI18n(locale: Locale = storedLocale()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'tr',
      supportedLngs: [...LANGUAGES],
      resources: {
        tr: { msg: messages.tr },
        en: { msg: messages.en },
      },
      ns: ['translation', 'msg'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  document.documentElement.lang = locale;
  await loadUiTexts(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return i18n;
}

export function currentLocale(): Locale {
  return resolveLocale(i18n.language);
}

/** Changes the UI at once and, through the stored `lang`, the `x-locale` header of every later call. */
export async function setLanguage(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, locale);
  document.documentElement.lang = locale;
  await loadUiTexts(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Adds a feature's texts under their namespaces in both languages, when the feature's code loads: a game's or a
 * page's texts travel with it, not with the first page's language chunk (docs/decisions/0130's budget). A language
 * switch later needs nothing more.
 */
export function addFeatureTexts(texts: { tr: Record<string, object>; en: Record<string, object> }): void {
  const add = (): void => {
    i18n.addResourceBundle('tr', 'translation', texts.tr, true, true);
    i18n.addResourceBundle('en', 'translation', texts.en, true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** Translates a contract message reference ('v.length:3:30') in the active language. */
export function useTranslateRef(): (reference: string | undefined) => string {
  const { i18n: instance } = useTranslation();
  const locale = resolveLocale(instance.language);
  return (reference) => (reference ? translate(locale, reference) : '');
}
