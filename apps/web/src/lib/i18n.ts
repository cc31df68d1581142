import { LANGUAGES, STORAGE_KEYS, type Locale } from '@kasa/contract/constants';
import { messages, resolveLocale, translate } from '@kasa/contract/messages';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '../locales/en';
import { tr } from '../locales/tr';
import { storedLocale, writeStorage } from './storage';

export const i18n = i18next.createInstance();

/**
 * UI texts live in `translation`; the contract's rule and API messages are loaded as `msg` so a form error reads
 * exactly like the same error coming back from the server.
 */
export function initI18n(locale: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'tr',
      supportedLngs: [...LANGUAGES],
      resources: {
        tr: { translation: tr, msg: messages.tr },
        en: { translation: en, msg: messages.en },
      },
      ns: ['translation', 'msg'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  document.documentElement.lang = locale;
  return i18n;
}

export function currentLocale(): Locale {
  return resolveLocale(i18n.language);
}

/** Changes the UI at once and, through the stored `lang`, the `x-locale` header of every later call. */
export async function setLanguage(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

/** Translates a contract message reference ('v.length:3:30') in the active language. */
export function useTranslateRef(): (reference: string | undefined) => string {
  const { i18n: instance } = useTranslation();
  const locale = resolveLocale(instance.language);
  return (reference) => (reference ? translate(locale, reference) : '');
}
