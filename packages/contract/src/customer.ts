import { z } from 'zod';
import { str } from './text.ts';
import { AccountActivityType, PhoneValidationStep } from './enums.ts';
import { envelope } from './envelope.ts';
import { msg } from './messages.ts';
import { PhoneDigits, SmsCode, passwordField } from './rules.ts';

// ---- customer/updatephone (spec §3 phone validation, §5 phone rules) ----

/** Step 1 sends a code to `phone`; step 2 checks `code`. The SMS dialog sends the whole form, code included. */
export const UpdatePhoneRequest = z
  .object({
    step: z.union([z.literal(PhoneValidationStep.EnterPhone), z.literal(PhoneValidationStep.EnterCode)], {
      error: msg('v.invalid'),
    }),
    phone: PhoneDigits,
    code: str().optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.step !== PhoneValidationStep.EnterCode) return;
    const result = SmsCode.safeParse(value.code ?? '');
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: result.error.issues[0]?.message ?? msg('v.code', 6),
      });
    }
  });
export type UpdatePhoneRequest = z.infer<typeof UpdatePhoneRequest>;

/** The phone form of the dialogs: `code` is checked only on the code step. */
export const PhoneForm = z.object({ phone: PhoneDigits });
export const CodeForm = z.object({ code: SmsCode });

// ---- customer/changepassword (spec §5 change password rules) ----

export const ChangePasswordRequest = z
  .object({ oldPassword: passwordField(), password: passwordField(), confirmPassword: passwordField() })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: msg('v.passwordMismatch') });
    }
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

// ---- customer/sessionhistory (our naming: the spec shows the page, not the call) ----

export const SessionHistoryRequest = z.object({
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type SessionHistoryRequest = z.input<typeof SessionHistoryRequest>;

export const AccountActivity = z.object({
  id: str(),
  type: z.enum(AccountActivityType),
  time: str(), // ISO 8601, UTC
  ip: str().nullable(),
  device: str().nullable(), // a short description parsed from the user agent, e.g. "Chrome · Android"
  userAgent: str().nullable(),
  fingerprint: str().nullable(),
  /** For logins: the session is still open (not logged out, not revoked). */
  isActive: z.boolean(),
  /** For logins: this is the session making the request. */
  isCurrent: z.boolean(),
});
export type AccountActivity = z.infer<typeof AccountActivity>;

export const SessionHistoryData = z.object({ total: z.number().int(), items: z.array(AccountActivity) });
export type SessionHistoryData = z.infer<typeof SessionHistoryData>;
export const SessionHistoryResponse = envelope(SessionHistoryData);

// ---- customer/account (our naming): personal information given at registration ----

export const AccountData = z.object({
  username: str(),
  usercode: str(),
  name: str(),
  surname: str(),
  email: str(),
  phone: str().nullable(),
  smsVerified: z.boolean(),
  /** Masked except for the first two and last two digits; null for fast registrations. */
  personalNo: str().nullable(),
  birthDate: str().nullable(), // YYYY-MM-DD
  country: z.object({ id: z.number().int(), name: str() }).nullable(),
  currencyId: z.number().int(),
  currencyCode: str(),
  isFastRegistration: z.boolean(),
  createdAt: str(),
});
export type AccountData = z.infer<typeof AccountData>;
export const AccountResponse = envelope(AccountData);
