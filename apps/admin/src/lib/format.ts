import { currentLanguage } from './texts';

const locale = () => (currentLanguage() === 'tr' ? 'tr-TR' : 'en-GB');

/** Lira with two decimals: ₺1.234,50 in Turkish, ₺1,234.50 in English. */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
  }).format(value);
}

/** Whole lira for chart axes and big cards. */
export function moneyShort(value: number): string {
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'TRY',
    notation: Math.abs(value) >= 100_000 ? 'compact' : 'standard',
    maximumFractionDigits: Math.abs(value) >= 100_000 ? 1 : 0,
  }).format(value);
}

export function count(value: number): string {
  return new Intl.NumberFormat(locale()).format(value);
}

/** Date and time in Türkiye's time, where the site's days are counted. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(), {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
}

/** 2026-11-24 → 24 Kas / 24 Nov. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
