import { kurusToLira } from '@kasa/contract/wallet';

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Kuruş → '₺1.234,56': amounts in messages and notifications are Turkish-formatted in both languages (spec §2). */
export function formatKurus(kurus: number): string {
  return lira.format(kurusToLira(kurus));
}

/** BIGINT text from the database → kuruş, refusing what a double cannot hold exactly. */
export function kurusFromDb(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount out of range: ${text}`);
  return value;
}
