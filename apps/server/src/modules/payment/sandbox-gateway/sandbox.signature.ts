import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a sandbox webhook carries: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signSandboxBody(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Checks the signature of the exact bytes received (never of re-serialised JSON), in constant time. */
export function isValidSandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signSandboxBody(secret, rawBody).slice('sha256='.length), 'hex');
  const actual = Buffer.from(header.slice('sha256='.length), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
