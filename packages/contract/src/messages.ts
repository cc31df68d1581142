import type { Locale } from './constants.ts';

/**
 * Every message the API or a form rule can produce, in both languages. Schemas and the server carry keys, optionally
 * with arguments after colons ('v.length:3:30'); `translate` turns a key into text for a locale. The web app loads the
 * same catalogue into i18next, so a rule reads the same in the browser and in an API error.
 */
const tr = {
  // form rules
  'v.required': 'Bu alan zorunludur.',
  'v.length': '{0} ile {1} karakter arasında olmalıdır.',
  'v.minLength': 'En az {0} karakter olmalıdır.',
  'v.lettersDigits': 'Yalnızca harf (a-z) ve rakam kullanılabilir.',
  'v.email': 'Geçerli bir e-posta adresi girin.',
  'v.phone': 'Telefon numarası {0} ile {1} rakam arasında olmalıdır.',
  'v.mask': 'Lütfen alanı eksiksiz doldurun.',
  'v.personalNo.length': 'TC Kimlik No 11 haneli olmalıdır.',
  'v.personalNo.invalid': 'Geçerli bir TC Kimlik No girin.',
  'v.country': 'Lütfen bir ülke seçin.',
  'v.birthDay': 'Gün 01 ile 31 arasında olmalıdır.',
  'v.birthMonth': 'Ay 01 ile 12 arasında olmalıdır.',
  'v.birthYear': 'Geçerli bir yıl girin.',
  'v.birthDate': 'Geçerli bir doğum tarihi girin.',
  'v.age': 'Kayıt olmak için en az {0} yaşında olmalısınız.',
  'v.passwordMismatch': 'Şifreler eşleşmiyor.',
  'v.code': 'Kod {0} haneli olmalıdır.',
  'v.trialBonus': 'Lütfen deneme bonusu tercihinizi belirtin.',
  'v.invalid': 'Geçersiz değer.',
  // errors
  'e.invalidInput': 'Gönderilen bilgiler geçersiz.',
  'e.notFound': 'İstenen kaynak bulunamadı.',
  'e.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'e.unauthorized': 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  'e.invalidCredentials': 'Kullanıcı adı veya şifre hatalı.',
  'e.accountLocked': 'Çok fazla hatalı giriş denemesi. Hesabınız {0} dakika süreyle kilitlendi.',
  'e.accountDisabled': 'Hesabınız kullanıma kapatılmıştır. Lütfen destek ile iletişime geçin.',
  'e.tooManyRequests': 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  'e.usernameTaken': 'Bu kullanıcı adı zaten kullanılıyor.',
  'e.emailTaken': 'Bu e-posta adresi zaten kayıtlı.',
  'e.personalNoTaken': 'Bu TC Kimlik No ile kayıtlı bir hesap zaten var.',
  'e.refIdUnknown': 'Referans kodu geçerli değil.',
  'e.countryUnknown': 'Seçilen ülke geçerli değil.',
  'e.resetCodeInvalid': 'Sıfırlama kodu hatalı.',
  'e.resetCodeExpired': 'Sıfırlama kodunun süresi doldu veya kod kullanıldı. Lütfen yeni kod isteyin.',
  'e.resetCodeAttempts': 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
  'e.smsResendWait': 'Yeni kod istemek için {0} saniye bekleyin.',
  'e.smsCodeInvalid': 'Doğrulama kodu hatalı.',
  'e.smsCodeExpired': 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  'e.smsNoCode': 'Önce doğrulama kodu isteyin.',
  'e.phoneInUse': 'Bu telefon numarası başka bir hesapta doğrulanmış.',
  'e.phoneAlreadyVerified': 'Bu telefon numarası zaten doğrulanmış.',
  'e.oldPasswordWrong': 'Mevcut şifreniz hatalı.',
  'e.samePassword': 'Yeni şifre mevcut şifrenizden farklı olmalıdır.',
  'e.insufficientFunds': 'Bakiyeniz bu işlem için yetersiz.',
  'e.idempotencyConflict': 'Bu işlem numarası farklı bilgilerle daha önce kullanıldı.',
  'e.alreadyReversed': 'Bu işlem daha önce geri alındı.',
  // successes
  's.login': 'Hoş geldiniz, {0}!',
  's.register': 'Kaydınız tamamlandı. Hoş geldiniz!',
  's.logout': 'Çıkış yapıldı.',
  's.resetCodeSent': 'Kullanıcı adı kayıtlıysa e-posta adresinize bir sıfırlama kodu gönderildi.',
  's.resetCodeValid': 'Kod doğrulandı. Yeni şifrenizi belirleyin.',
  's.passwordReset': 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
  's.smsSent': 'Doğrulama kodu telefonunuza gönderildi.',
  's.phoneVerified': 'Telefon numaranız doğrulandı.',
  's.passwordChanged': 'Şifreniz değiştirildi.',
  's.ok': 'İşlem başarılı.',
} as const;

export type MessageKey = keyof typeof tr;

const en: Record<MessageKey, string> = {
  'v.required': 'This field is required.',
  'v.length': 'Must be between {0} and {1} characters.',
  'v.minLength': 'Must be at least {0} characters.',
  'v.lettersDigits': 'Only letters (a-z) and digits are allowed.',
  'v.email': 'Enter a valid e-mail address.',
  'v.phone': 'Phone number must be {0} to {1} digits.',
  'v.mask': 'Please fill in the whole field.',
  'v.personalNo.length': 'TC No must be exactly 11 digits.',
  'v.personalNo.invalid': 'Enter a valid TC No.',
  'v.country': 'Please choose a country.',
  'v.birthDay': 'Day must be between 01 and 31.',
  'v.birthMonth': 'Month must be between 01 and 12.',
  'v.birthYear': 'Enter a valid year.',
  'v.birthDate': 'Enter a valid date of birth.',
  'v.age': 'You must be at least {0} years old to register.',
  'v.passwordMismatch': 'Passwords do not match.',
  'v.code': 'The code must be {0} digits.',
  'v.trialBonus': 'Please choose whether you want the trial bonus.',
  'v.invalid': 'Invalid value.',
  'e.invalidInput': 'The information sent is not valid.',
  'e.notFound': 'The requested resource was not found.',
  'e.internal': 'Something went wrong. Please try again later.',
  'e.unauthorized': 'Your session has ended. Please log in again.',
  'e.invalidCredentials': 'Wrong username or password.',
  'e.accountLocked': 'Too many failed login attempts. Your account is locked for {0} minutes.',
  'e.accountDisabled': 'Your account is disabled. Please contact support.',
  'e.tooManyRequests': 'Too many requests. Please try again in a moment.',
  'e.usernameTaken': 'This username is already taken.',
  'e.emailTaken': 'This e-mail address is already registered.',
  'e.personalNoTaken': 'An account with this TC No already exists.',
  'e.refIdUnknown': 'The referral code is not valid.',
  'e.countryUnknown': 'The selected country is not valid.',
  'e.resetCodeInvalid': 'The reset code is wrong.',
  'e.resetCodeExpired': 'The reset code has expired or was already used. Please request a new one.',
  'e.resetCodeAttempts': 'Too many wrong attempts. Please request a new code.',
  'e.smsResendWait': 'Please wait {0} seconds before requesting a new code.',
  'e.smsCodeInvalid': 'The verification code is wrong.',
  'e.smsCodeExpired': 'The verification code has expired. Please request a new one.',
  'e.smsNoCode': 'Please request a verification code first.',
  'e.phoneInUse': 'This phone number is verified on another account.',
  'e.phoneAlreadyVerified': 'This phone number is already verified.',
  'e.oldPasswordWrong': 'Your current password is wrong.',
  'e.samePassword': 'The new password must differ from the current one.',
  'e.insufficientFunds': 'Your balance is not enough for this operation.',
  'e.idempotencyConflict': 'This operation reference was already used with different details.',
  'e.alreadyReversed': 'This operation has already been reversed.',
  's.login': 'Welcome, {0}!',
  's.register': 'Your registration is complete. Welcome!',
  's.logout': 'You have logged out.',
  's.resetCodeSent': 'If the username is registered, a reset code has been sent to its e-mail address.',
  's.resetCodeValid': 'Code confirmed. Choose your new password.',
  's.passwordReset': 'Password change successful. You are now directed to the login page.',
  's.smsSent': 'A verification code has been sent to your phone.',
  's.phoneVerified': 'Your phone number is verified.',
  's.passwordChanged': 'Your password has been changed.',
  's.ok': 'Done.',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { tr, en };

/** Builds a message reference: `msg('v.length', 3, 30)` → 'v.length:3:30'. */
export function msg(key: MessageKey, ...args: Array<string | number>): string {
  return [key, ...args].join(':');
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(tr, value);
}

/** Turns a message reference into text; text that is not a reference is returned as it is. */
export function translate(locale: Locale, reference: string): string {
  const [key, ...args] = reference.split(':');
  if (key === undefined || !isMessageKey(key)) return reference;
  return messages[locale][key].replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

export function resolveLocale(value: string | undefined | null): Locale {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return short === 'en' ? 'en' : 'tr';
}
