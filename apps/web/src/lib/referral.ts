import { STORAGE_KEYS } from '@kasa/contract/constants';
import { readStorage, writeStorage } from './storage';

/** `?ref=<number>` on any URL names the referring player; it is kept until registration sends it as `refId`. */
export function captureReferral(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref && /^\d+$/.test(ref) && Number(ref) > 0) writeStorage(STORAGE_KEYS.refId, ref);
}

export function storedReferral(): number | null {
  const value = readStorage(STORAGE_KEYS.refId);
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
