import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LoginRequest } from './auth.ts';
import { PaymentDetailValues } from './payment.ts';
import { str } from './text.ts';

describe('the contract string (docs/decisions/0420)', () => {
  it('refuses a NUL character with v.nul and accepts every other text', () => {
    expect(str().safeParse('a\u0000b').error?.issues[0]?.message).toBe('v.nul');
    expect(str().safeParse('Ayşe Yılmaz \u{1F600}').success).toBe(true);
    expect(
      LoginRequest.safeParse({ username: 'ab\u0000cd', password: 'secret' }).error?.issues[0]?.message,
    ).toBe('v.nul');
    expect(PaymentDetailValues.safeParse({ fullName: 'A\u0000' }).success).toBe(false);
  });

  it('is the only way the contract builds a string schema', () => {
    const dir = new URL('.', import.meta.url);
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && f !== 'text.ts' && !f.endsWith('.test.ts'))
      .filter((f) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
