import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  FastRegisterForm,
  LoginRequest,
  RegisterDefaultRequest,
  RegisterFastRequest,
  RegisterForm,
  SendResetPasswordRequest,
  registerSchemaFor,
} from './auth.ts';
import { translate } from './messages.ts';

/** The first message a schema gives for `field` (translated to English), or undefined when the field passes. */
function errorOf(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === field);
  return issue ? translate('en', issue.message) : undefined;
}

const chars = (n: number, c = 'a') => c.repeat(n);

function birthOfAge(years: number, dayOffset = 0) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayOffset));
  const day = String(d.getUTCDate()).padStart(2, '0');
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  const year = String(d.getUTCFullYear());
  return {
    birthDateDay: day,
    birthDateMonth: month,
    birthDateYear: year,
    birthDate: `${year}-${month}-${day}`,
  };
}

const validDefault = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  password: 'secret1',
  password2: 'secret1',
  PersonalNo: '10000000146',
  country: 235,
  currencyId: 1,
  trialBonus: 1,
  ...birthOfAge(30),
};

const validFast = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  password: 'secret1',
  password2: 'secret1',
  country: 235,
  currencyId: 1,
  trialBonus: 0,
  isFast: true,
};

describe('login rules (§5: username 3-30, password 5-100, both required)', () => {
  const ok = { username: 'abc', password: '12345' };
  it.each([
    ['username', '', 'This field is required.'],
    ['username', 'ab', 'Must be between 3 and 30 characters.'],
    ['username', chars(31), 'Must be between 3 and 30 characters.'],
    ['password', '', 'This field is required.'],
    ['password', '1234', 'Must be between 5 and 100 characters.'],
    ['password', chars(101), 'Must be between 5 and 100 characters.'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(errorOf(LoginRequest, { ...ok, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['username', 'abc'],
    ['username', chars(30)],
    ['password', '12345'],
    ['password', chars(100)],
  ])('accepts %s at the boundary (%j)', (field, value) => {
    expect(LoginRequest.safeParse({ ...ok, [field]: value }).success).toBe(true);
  });

  it('refuses a missing field as required', () => {
    expect(errorOf(LoginRequest, { password: '12345' }, 'username')).toBe('This field is required.');
  });
});

describe('register rules, default variant (§5)', () => {
  it('accepts a complete valid form', () => {
    expect(RegisterDefaultRequest.safeParse(validDefault).success).toBe(true);
  });

  it.each([
    ['name', 'A', 'Must be between 2 and 100 characters.'],
    ['name', chars(101), 'Must be between 2 and 100 characters.'],
    ['surname', '', 'This field is required.'],
    ['surname', chars(101), 'Must be between 2 and 100 characters.'],
    ['username', 'abcd', 'Must be between 5 and 30 characters.'],
    ['username', chars(31), 'Must be between 5 and 30 characters.'],
    ['username', 'ayse_1990', 'Only letters (a-z) and digits are allowed.'],
    ['username', 'ayşe1990', 'Only letters (a-z) and digits are allowed.'],
    ['email', 'a@b', 'Must be between 5 and 100 characters.'],
    ['email', 'not-an-email', 'Enter a valid e-mail address.'],
    ['email', `${chars(95)}@x.com`, 'Must be between 5 and 100 characters.'],
    ['phone', '1234', 'Phone number must be 5 to 20 digits.'],
    ['phone', '1'.repeat(21), 'Phone number must be 5 to 20 digits.'],
    ['phone', '90532123456a', 'Phone number must be 5 to 20 digits.'],
    ['PersonalNo', '1000000014', 'TC No must be exactly 11 digits.'],
    ['PersonalNo', '100000001460', 'TC No must be exactly 11 digits.'],
    ['PersonalNo', '10000000147', 'Enter a valid TC No.'],
    ['password', '1234', 'Must be at least 5 characters.'],
    ['password2', '', 'This field is required.'],
    ['birthDateDay', '32', 'Day must be between 01 and 31.'],
    ['birthDateDay', '1', 'Day must be between 01 and 31.'],
    ['birthDateMonth', '13', 'Month must be between 01 and 12.'],
    ['birthDateYear', '90', 'Enter a valid year.'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(errorOf(RegisterDefaultRequest, { ...validDefault, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['name', 'Al'],
    ['name', chars(100)],
    ['username', 'abcde'],
    ['username', 'a'.repeat(29) + '9'],
    ['email', `${chars(94)}@x.com`],
    ['phone', '12345'],
    ['phone', '1'.repeat(20)],
    ['password', '12345'],
  ])('accepts %s at the boundary (%j)', (field, value) => {
    const form = { ...validDefault, [field]: value };
    if (field === 'password') form.password2 = value;
    expect(RegisterDefaultRequest.safeParse(form).success).toBe(true);
  });

  it('refuses passwords that do not match, on the confirmation field', () => {
    expect(errorOf(RegisterDefaultRequest, { ...validDefault, password2: 'secret2' }, 'password2')).toBe(
      'Passwords do not match.',
    );
  });

  it('refuses a missing country and a trial bonus other than 0 or 1', () => {
    expect(errorOf(RegisterForm, { ...validDefault, country: undefined }, 'country')).toBe(
      'Please choose a country.',
    );
    expect(errorOf(RegisterDefaultRequest, { ...validDefault, trialBonus: 2 }, 'trialBonus')).toBe(
      'Please choose whether you want the trial bonus.',
    );
  });

  it('refuses a day that does not exist', () => {
    const form = {
      ...validDefault,
      birthDateDay: '31',
      birthDateMonth: '04',
      birthDateYear: '1990',
      birthDate: '1990-04-31',
    };
    expect(errorOf(RegisterDefaultRequest, form, 'birthDateDay')).toBe('Enter a valid date of birth.');
  });

  it('refuses a birthDate that disagrees with its three inputs', () => {
    expect(errorOf(RegisterDefaultRequest, { ...validDefault, birthDate: '1970-01-01' }, 'birthDate')).toBe(
      'Enter a valid date of birth.',
    );
  });

  it('accepts a player who turns 18 today and refuses one who turns 18 tomorrow', () => {
    expect(RegisterDefaultRequest.safeParse({ ...validDefault, ...birthOfAge(18) }).success).toBe(true);
    expect(errorOf(RegisterDefaultRequest, { ...validDefault, ...birthOfAge(18, 1) }, 'birthDateYear')).toBe(
      'You must be at least 18 years old to register.',
    );
  });

  it('defaults currency to 1 and keeps an optional numeric referral', () => {
    const parsed = RegisterDefaultRequest.parse({ ...validDefault, currencyId: undefined, refId: 42 });
    expect(parsed.currencyId).toBe(1);
    expect(parsed.refId).toBe(42);
  });
});

describe('register rules, fast variant', () => {
  it('accepts the fast form without national number, birth date or country inputs', () => {
    const parsed = RegisterFastRequest.parse(validFast);
    expect(parsed).toMatchObject({ isFast: true, country: 235, currencyId: 1 });
    expect(FastRegisterForm.safeParse(validFast).success).toBe(true);
  });

  it('still applies the shared field rules and the password match', () => {
    expect(errorOf(RegisterFastRequest, { ...validFast, username: 'abc' }, 'username')).toBe(
      'Must be between 5 and 30 characters.',
    );
    expect(errorOf(RegisterFastRequest, { ...validFast, password2: 'other' }, 'password2')).toBe(
      'Passwords do not match.',
    );
  });

  it('is chosen by isFast = true; anything else is the default variant', () => {
    expect(registerSchemaFor(validFast)).toBe(RegisterFastRequest);
    expect(registerSchemaFor({ ...validFast, isFast: 'true' })).toBe(RegisterDefaultRequest);
    expect(registerSchemaFor(validDefault)).toBe(RegisterDefaultRequest);
    expect(registerSchemaFor(null)).toBe(RegisterDefaultRequest);
  });

  it('makes a default-variant body without its national number fail', () => {
    const { PersonalNo: _omit, ...withoutNo } = validDefault;
    expect(errorOf(RegisterDefaultRequest, withoutNo, 'PersonalNo')).toBe('This field is required.');
  });
});

describe('recovery rules (§5: username 3-20, code 3-20, passwords min 5 and matching)', () => {
  it.each([
    ['ab', 'Must be between 3 and 20 characters.'],
    [chars(21), 'Must be between 3 and 20 characters.'],
    ['', 'This field is required.'],
  ])('refuses username %j', (username, message) => {
    expect(errorOf(SendResetPasswordRequest, { username }, 'username')).toBe(message);
  });

  it('accepts usernames of 3 and 20 characters', () => {
    expect(SendResetPasswordRequest.safeParse({ username: 'abc' }).success).toBe(true);
    expect(SendResetPasswordRequest.safeParse({ username: chars(20) }).success).toBe(true);
  });

  it.each([
    ['12', 'Must be between 3 and 20 characters.'],
    [chars(21, '1'), 'Must be between 3 and 20 characters.'],
  ])('refuses reset code %j', (code, message) => {
    expect(errorOf(CheckResetCodeRequest, { username: 'ayse1990', code }, 'code')).toBe(message);
  });

  it('accepts reset codes of 3 and 20 characters', () => {
    expect(CheckResetCodeRequest.safeParse({ username: 'ayse1990', code: '123' }).success).toBe(true);
    expect(CheckResetCodeRequest.safeParse({ username: 'ayse1990', code: chars(20, '1') }).success).toBe(
      true,
    );
  });

  const reset = { username: 'ayse1990', code: '123456', password: 'newpass', password2: 'newpass' };
  it('refuses a new password under 5 characters and a confirmation that differs', () => {
    expect(
      errorOf(ChangePasswordWithCodeRequest, { ...reset, password: '1234', password2: '1234' }, 'password'),
    ).toBe('Must be at least 5 characters.');
    expect(errorOf(ChangePasswordWithCodeRequest, { ...reset, password2: '1234' }, 'password2')).toBe(
      'Must be at least 5 characters.',
    );
    expect(errorOf(ChangePasswordWithCodeRequest, { ...reset, password2: 'newpasX' }, 'password2')).toBe(
      'Passwords do not match.',
    );
  });

  it('accepts a 5-character matching password', () => {
    expect(
      ChangePasswordWithCodeRequest.safeParse({ ...reset, password: '12345', password2: '12345' }).success,
    ).toBe(true);
  });
});
