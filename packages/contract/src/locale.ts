import type { Locale } from './constants.ts';

/** A language tag ('en-GB', 'tr') → one of ours; anything else is Turkish. Apart from the message catalogue. */
export function resolveLocale(value: string | undefined | null): Locale {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return short === 'en' ? 'en' : 'tr';
}
