import { Secret, TOTP } from 'otpauth';

// The operators' second factor: RFC 6238 TOTP as every authenticator app reads it (SHA-1, 6 digits, 30 seconds),
// through otpauth. A code is accepted one step either side of the server's time (clock drift); the step it matched is
// returned so the caller can refuse a replay (ops.repository.ts useTotpStep).

const ISSUER = 'Kasa';
export const TOTP_PERIOD_SECONDS = 30;

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32), as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app imports (by QR code or by hand). */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code for `at` (tests, the development helper). */
export function totpCode(secret: string, at: Date, username = 'operator'): string {
  return totpOf(secret, username).generate({ timestamp: at.getTime() });
}

/** The time step `code` belongs to (within one step of `at`), or null when it is not a current code. */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret, 'operator');
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}
