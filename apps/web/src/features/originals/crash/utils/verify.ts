import { crashHundredthsFromH, hFromHmacHex } from '@kasa/contract/crash';

// The published formula, computed in the browser with Web Crypto so nobody has to trust the server's answer.

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const isRoundHash = (value: string) => /^[0-9a-f]{64}$/.test(value);

/** SHA-256 over the hash's 32 raw bytes: what the previous round's hash (or the terminating hash) must be. */
export async function previousHashOf(hash: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', fromHex(hash)));
}

/** HMAC-SHA256(key = salt text, message = hash text) → first 52 bits → crash point (multiplier, two decimals). */
export async function crashPointOf(hash: string, salt: string): Promise<number> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const hmac = toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(hash)));
  return crashHundredthsFromH(hFromHmacHex(hmac)) / 100;
}
