import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordRequest, CodeForm, SessionHistoryRequest, UpdatePhoneRequest } from './customer.ts';
import { translate } from './messages.ts';

function errorOf(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === field);
  return issue ? translate('en', issue.message) : undefined;
}

describe('phone validation (§5: phone 5-20 digits, code exactly 6)', () => {
  it('step 1 needs only a phone of 5 to 20 digits', () => {
    expect(UpdatePhoneRequest.safeParse({ step: 1, phone: '12345' }).success).toBe(true);
    expect(UpdatePhoneRequest.safeParse({ step: 1, phone: '1'.repeat(20), code: '' }).success).toBe(true);
    expect(errorOf(UpdatePhoneRequest, { step: 1, phone: '1234' }, 'phone')).toBe(
      'Phone number must be 5 to 20 digits.',
    );
    expect(errorOf(UpdatePhoneRequest, { step: 1, phone: '1'.repeat(21) }, 'phone')).toBe(
      'Phone number must be 5 to 20 digits.',
    );
    expect(errorOf(UpdatePhoneRequest, { step: 1, phone: '' }, 'phone')).toBe('This field is required.');
  });

  it('step 2 needs a code of exactly six digits', () => {
    expect(UpdatePhoneRequest.safeParse({ step: 2, phone: '905321234567', code: '123456' }).success).toBe(
      true,
    );
    expect(errorOf(UpdatePhoneRequest, { step: 2, phone: '905321234567', code: '12345' }, 'code')).toBe(
      'The code must be 6 digits.',
    );
    expect(errorOf(UpdatePhoneRequest, { step: 2, phone: '905321234567', code: '1234567' }, 'code')).toBe(
      'The code must be 6 digits.',
    );
    expect(errorOf(UpdatePhoneRequest, { step: 2, phone: '905321234567' }, 'code')).toBe(
      'This field is required.',
    );
  });

  it('refuses steps other than 1 and 2', () => {
    expect(UpdatePhoneRequest.safeParse({ step: 0, phone: '905321234567' }).success).toBe(false);
    expect(UpdatePhoneRequest.safeParse({ step: 3, phone: '905321234567' }).success).toBe(false);
  });

  it('the code form refuses separators left in the value', () => {
    expect(CodeForm.safeParse({ code: '123-456' }).success).toBe(false);
    expect(CodeForm.safeParse({ code: '123456' }).success).toBe(true);
  });
});

describe('change password (§5: each required, min 5; new and confirm match)', () => {
  const ok = { oldPassword: 'oldpass', password: 'newpass', confirmPassword: 'newpass' };
  it('accepts a valid change at the 5-character boundary', () => {
    expect(ChangePasswordRequest.safeParse(ok).success).toBe(true);
    expect(
      ChangePasswordRequest.safeParse({ oldPassword: '12345', password: '54321', confirmPassword: '54321' })
        .success,
    ).toBe(true);
  });

  it.each(['oldPassword', 'password', 'confirmPassword'])('refuses %s shorter than 5 or empty', (field) => {
    expect(errorOf(ChangePasswordRequest, { ...ok, [field]: '1234' }, field)).toBe(
      'Must be at least 5 characters.',
    );
    expect(errorOf(ChangePasswordRequest, { ...ok, [field]: '' }, field)).toBe('This field is required.');
  });

  it('refuses a confirmation that differs', () => {
    expect(errorOf(ChangePasswordRequest, { ...ok, confirmPassword: 'newpasX' }, 'confirmPassword')).toBe(
      'Passwords do not match.',
    );
  });
});

describe('session history paging', () => {
  it('defaults to the first 20 and caps a page at 100', () => {
    expect(SessionHistoryRequest.parse({})).toEqual({ skip: 0, take: 20 });
    expect(SessionHistoryRequest.safeParse({ take: 101 }).success).toBe(false);
    expect(SessionHistoryRequest.safeParse({ skip: -1 }).success).toBe(false);
  });
});
