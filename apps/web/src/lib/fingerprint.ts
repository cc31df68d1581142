import { FINGERPRINT_TIMEOUT_MS, STORAGE_KEYS } from '@kasa/contract/constants';
import { readStorage, writeStorage } from './storage';

/**
 * Spec §4/§9: the browser fingerprint is computed once (FingerprintJS, at most 5000 ms) and kept under
 * 'fingerprint'. When the library fails or times out the app starts anyway; the next load tries again.
 */
export async function ensureFingerprint(timeoutMs = FINGERPRINT_TIMEOUT_MS): Promise<string | null> {
  const stored = readStorage(STORAGE_KEYS.fingerprint);
  if (stored) return stored;
  const compute = async () => {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load();
    const result = await agent.get();
    return result.visitorId;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const visitorId = await Promise.race([compute(), timeout]);
    if (visitorId) writeStorage(STORAGE_KEYS.fingerprint, visitorId);
    return visitorId;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
