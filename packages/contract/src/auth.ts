import { z } from 'zod';
import { str } from './text.ts';
import { DEFAULT_COUNTRY_ID, DEFAULT_CURRENCY_ID, MINIMUM_AGE } from './constants.ts';
import { envelope } from './envelope.ts';
import { msg } from './messages.ts';
import {
  BirthDay,
  BirthMonth,
  BirthYear,
  CountryId,
  Email,
  PersonalNo,
  PhoneDigits,
  TrialBonusFlag,
  Username,
  isAdultOn,
  passwordField,
  realDate,
  textBetween,
} from './rules.ts';

// ---- auth/login (spec §3 login payload, §5 login rules) ----

export const LoginRequest = z.object({
  username: textBetween(3, 30),
  password: str({ error: msg('v.required') })
    .min(1, msg('v.required'))
    .min(5, msg('v.length', 5, 100))
    .max(100, msg('v.length', 5, 100)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The stored session of spec §3 (`authData`): what login and register return. Balance is in lira. */
export const SessionData = z.object({
  token: str(),
  username: str(),
  usercode: str(),
  balance: z.number(),
  phone: str().nullable(),
  smsVerified: z.boolean(),
  fingerprint: str().nullable(),
  // Partner sportsbook fields: null until that integration exists.
  betsyCid: str().nullable(),
  betsyUrl: str().nullable(),
  betsyToken: str().nullable(),
  betcoToken: str().nullable(),
  betcoUrl: str().nullable(),
});
export type SessionData = z.infer<typeof SessionData>;
export const LoginResponse = envelope(SessionData);

// ---- auth/form ----

export const Country = z.object({ id: z.number().int(), name: str() });
export type Country = z.infer<typeof Country>;
export const AuthFormData = z.object({ countries: z.array(Country) });
export type AuthFormData = z.infer<typeof AuthFormData>;
export const AuthFormResponse = envelope(AuthFormData);

// ---- auth/register (spec §3 register payload, §5 register rules) ----

const passwordPair = {
  password: passwordField(),
  password2: passwordField(),
};

/** Fields both variants ask the player for. */
const commonRegisterFields = {
  name: textBetween(2, 100),
  surname: textBetween(2, 100),
  username: Username,
  email: Email,
  phone: PhoneDigits,
  ...passwordPair,
  trialBonus: TrialBonusFlag,
};

/** Fields the client adds: country and currency (the fast form sends defaults), an optional stored referral. */
const registerEnvelopeFields = {
  country: CountryId.default(DEFAULT_COUNTRY_ID),
  currencyId: z.number().int().positive().default(DEFAULT_CURRENCY_ID),
  refId: z.number().int().positive().nullish(),
};

function passwordsMatch(value: { password: string; password2: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password2) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: msg('v.passwordMismatch') });
  }
}

/** Birth date from the three inputs must be a real day, agree with `birthDate`, and make the player an adult. */
function checkBirthDate(
  value: { birthDateDay: string; birthDateMonth: string; birthDateYear: string; birthDate?: string },
  ctx: z.RefinementCtx,
  today: Date,
) {
  const date = realDate(
    Number(value.birthDateYear),
    Number(value.birthDateMonth),
    Number(value.birthDateDay),
  );
  if (!date || date > today) {
    ctx.addIssue({ code: 'custom', path: ['birthDateDay'], message: msg('v.birthDate') });
    return;
  }
  const composed = `${value.birthDateYear}-${value.birthDateMonth}-${value.birthDateDay}`;
  if (value.birthDate !== undefined && value.birthDate !== composed) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: msg('v.birthDate') });
    return;
  }
  if (!isAdultOn(date, today)) {
    ctx.addIssue({ code: 'custom', path: ['birthDateYear'], message: msg('v.age', MINIMUM_AGE) });
  }
}

const birthDateParts = {
  birthDateDay: BirthDay,
  birthDateMonth: BirthMonth,
  birthDateYear: BirthYear,
};

/** The default register form as the player fills it (phone is the full digit string, e.g. 905321234567). */
export const RegisterForm = z
  .object({
    ...commonRegisterFields,
    PersonalNo: PersonalNo,
    country: CountryId,
    ...birthDateParts,
  })
  .superRefine(passwordsMatch)
  .superRefine((value, ctx) => checkBirthDate(value, ctx, new Date()));
export type RegisterForm = z.infer<typeof RegisterForm>;

export const FastRegisterForm = z.object({ ...commonRegisterFields }).superRefine(passwordsMatch);
export type FastRegisterForm = z.infer<typeof FastRegisterForm>;

export const RegisterDefaultRequest = z
  .object({
    ...commonRegisterFields,
    ...registerEnvelopeFields,
    PersonalNo: PersonalNo,
    country: CountryId,
    birthDate: str({ error: msg('v.birthDate') }).regex(/^\d{4}-\d{2}-\d{2}$/, msg('v.birthDate')),
    ...birthDateParts,
    isFast: z.literal(false).optional(),
  })
  .superRefine(passwordsMatch)
  .superRefine((value, ctx) => checkBirthDate(value, ctx, new Date()));
export type RegisterDefaultRequest = z.infer<typeof RegisterDefaultRequest>;

export const RegisterFastRequest = z
  .object({ ...commonRegisterFields, ...registerEnvelopeFields, isFast: z.literal(true) })
  .superRefine(passwordsMatch);
export type RegisterFastRequest = z.infer<typeof RegisterFastRequest>;

export type RegisterRequest = RegisterDefaultRequest | RegisterFastRequest;

/** The variant is chosen by `isFast` (spec §3), so errors name the fields of the form the player actually used. */
export function registerSchemaFor(body: unknown) {
  const isFast = typeof body === 'object' && body !== null && (body as { isFast?: unknown }).isFast === true;
  return isFast ? RegisterFastRequest : RegisterDefaultRequest;
}
/**
 * A session (the player is logged in), or null: the address needs verifying — today when it already has an account —
 * and the message says to check the e-mail (docs/decisions/0440). No account was created then.
 */
export const RegisterResponse = envelope(SessionData.nullable());

// ---- recovery (spec §5 recovery rules) ----

export const SendResetPasswordRequest = z.object({ username: textBetween(3, 20) });
export type SendResetPasswordRequest = z.infer<typeof SendResetPasswordRequest>;

export const CheckResetCodeRequest = z.object({ code: textBetween(3, 20), username: textBetween(3, 20) });
export type CheckResetCodeRequest = z.infer<typeof CheckResetCodeRequest>;

export const NewPasswordForm = z.object({ ...passwordPair }).superRefine(passwordsMatch);
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ChangePasswordWithCodeRequest = z
  .object({ ...passwordPair, username: textBetween(3, 20), code: textBetween(3, 20) })
  .superRefine(passwordsMatch);
export type ChangePasswordWithCodeRequest = z.infer<typeof ChangePasswordWithCodeRequest>;

export const MessageOnlyResponse = envelope(z.null());
