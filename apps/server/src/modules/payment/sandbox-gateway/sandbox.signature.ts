import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The header a sandbox webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (Stripe's shape).
 * The timestamp is signed with the body, so a captured delivery cannot be replayed later with a fresh `t`, and a
 * delivery older than the tolerance is refused (docs/decisions/0430, issue 12 §3 fault 11).
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A delivery signed more than this far from the receiver's clock (either way) is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The header value for `rawBody` sent at `at` (the sender's clock). */
export function signSandboxBody(secret: string, rawBody: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

/**
 * Checks the signature of the exact bytes received (never of re-serialised JSON), in constant time, then the signed
 * timestamp against `now`: `invalid` (missing, malformed, or no `v1` matches — a changed `t` is invalid too, as it is
 * signed), `stale` (a genuine signature more than SIGNATURE_TOLERANCE_SECONDS before or after `now`), else `valid`.
 * Several `v1` entries are allowed (a secret being rotated); each is compared.
 */
export function checkSandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header || header.length > 1024) return 'invalid';
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, extra] = part.trim().split('=');
    if (extra !== undefined || value === undefined) return 'invalid';
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return 'invalid';
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return 'invalid';
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (v0, future versions) are ignored, as Stripe's receivers do.
  }
  if (timestamp === null || signatures.length === 0) return 'invalid';
  const expected = hmac(secret, timestamp, rawBody);
  let matched = false;
  // Every entry is compared (no early exit), each in constant time.
  for (const signature of signatures) {
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) matched = true;
  }
  if (!matched) return 'invalid';
  const skew = Math.abs(now.getTime() / 1000 - timestamp);
  return skew > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
