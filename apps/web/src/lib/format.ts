import { PHONE_PREFIX, UNREAD_BADGE_CAP } from '@kasa/contract/constants';

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Balances are always shown the Turkish way, whatever the UI language: ₺1.234,56. */
export function formatLira(amount: number): string {
  return lira.format(amount);
}

const liraWhole = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Limits and round amounts without empty decimals: ₺50, ₺50.000, ₺12,50. */
export function formatLiraCompact(amount: number): string {
  return liraWhole.format(amount);
}

/** Spec §2: the unread badge shows the number, or '9+' from 9 on. */
export function formatUnreadBadge(count: number): string {
  return count >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy HH:mm in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD → dd.MM.yyyy, leaving anything else untouched. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/** A stored phone is '90' + ten digits; people read it without the country code: (532) 123 45 67. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const local = stripPhonePrefix(stored);
  if (local.length !== 10) return local;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}`;
}

export function stripPhonePrefix(stored: string): string {
  return stored.startsWith(PHONE_PREFIX) ? stored.slice(PHONE_PREFIX.length) : stored;
}
