import { type HmacSha256, toHex } from '@kasa/contract/fair';

// The browser's side of the shared algorithm (@kasa/contract/fair): the same code the server runs, with Web Crypto's
// HMAC instead of node:crypto's. Web Crypto exists only in secure contexts (HTTPS, localhost).

export const hasWebCrypto = () => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

const encoder = new TextEncoder();

export const webHmac: HmacSha256 = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}
