import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, otpauthUri, totpCode } from './ops.totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890" (base32 below); an authenticator app
// shows the last six digits of the eight-digit vectors.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('are the RFC 6238 codes an authenticator app shows', () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924');
  });

  it('are accepted one step either side of the server’s time, naming the step they belong to; others are refused', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(
      step - 1,
    );
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(
      step + 1,
    );
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() - 90_000)), at)).toBeNull();
    const other = newTotpSecret();
    expect(matchTotpStep(other, totpCode(RFC_SECRET, at), at)).toBeNull();
  });

  it('come from a fresh 160-bit secret in an otpauth:// URI naming Kasa and the operator', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'ayse'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kasa:ayse');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Kasa');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
