import type { Locale } from './constants.ts';
import { casinoMessagesEn, casinoMessagesTr } from './messages.casino.ts';
import { contentMessagesEn, contentMessagesTr } from './messages.content.ts';
import { crashMessagesEn, crashMessagesTr } from './messages.crash.ts';
import { fairMessagesEn, fairMessagesTr } from './messages.fair.ts';
import { instantMessagesEn, instantMessagesTr } from './messages.instant.ts';
import { chatMessagesEn, chatMessagesTr } from './messages.chat.ts';
import { kycMessagesEn, kycMessagesTr } from './messages.kyc.ts';
import { opsMessagesEn, opsMessagesTr } from './messages.ops.ts';
import { providersMessagesEn, providersMessagesTr } from './messages.providers.ts';
import { slotsMessagesEn, slotsMessagesTr } from './messages.slots.ts';
import { rgMessagesEn, rgMessagesTr } from './messages.responsible-gaming.ts';
import { sportsMessagesEn, sportsMessagesTr } from './messages.sports.ts';
import { tablesMessagesEn, tablesMessagesTr } from './messages.tables.ts';
import { tombalaMessagesEn, tombalaMessagesTr } from './messages.tombala.ts';

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
  'v.integer': 'Tam sayı girin.',
  'v.decimal': 'En fazla iki ondalık basamaklı bir tutar girin.',
  'v.option': 'Lütfen listeden bir seçim yapın.',
  'v.amountRange': 'Tutar {0} ile {1} arasında olmalıdır.',
  'v.iban': 'Geçerli bir TR IBAN girin (TR ve 24 rakam).',
  'v.cardNumber': 'Geçerli bir kart numarası girin.',
  'v.cardExpiry': 'Geçerli bir son kullanma tarihi girin (AA/YY).',
  'v.cardCvc': 'CVC 3 haneli olmalıdır.',
  'v.walletAddress': 'Geçerli bir USDT TRC20 cüzdan adresi girin (T ile başlayan 34 karakter).',
  'v.paparaNumber': 'Papara hesap numarası 10 haneli olmalıdır.',
  'v.nul': 'Metin alanlarında NUL (\\u0000) karakteri kullanılamaz.',
  // errors
  'e.invalidInput': 'Gönderilen bilgiler geçersiz.',
  'e.notFound': 'İstenen kaynak bulunamadı.',
  'e.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'e.unauthorized': 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  'e.invalidCredentials': 'Kullanıcı adı veya şifre hatalı.',
  'e.invalidCredentialsLastTry': 'Kullanıcı adı veya şifre hatalı. 1 deneme hakkınız kaldı.',
  'e.loginPaused':
    'Bu hesap için bu bağlantıdan çok fazla hatalı deneme yapıldı. {0} dakika sonra tekrar deneyin.',
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
  'e.paymentMethodUnknown': 'Ödeme yöntemi bulunamadı.',
  'e.withdrawExceedsBalance': 'Çekilebilir bakiyeniz ({0}) bu tutar için yetersiz.',
  'e.paymentUnknown': 'Ödeme işlemi bulunamadı.',
  'e.paymentDecided': 'Bu ödeme işlemi zaten sonuçlandırılmış.',
  'e.paymentByProvider': 'Bu ödeme ödeme kuruluşu tarafından sonuçlandırılır.',
  'e.paymentMismatch': 'Bildirilen ödeme bilgileri işlemle eşleşmiyor.',
  'e.signatureInvalid': 'İmza geçersiz.',
  'e.webhookStale':
    'Bildirimin imzalı zamanı sunucu saatinden 5 dakikadan fazla farklı (eski bir bildirimin tekrarı ya da yanlış saat); bildirim reddedildi.',
  'e.providerUnreachable': 'Ödeme kuruluşuna şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  'e.providerPaymentUnknown': 'Ödeme kuruluşu bu ödemeyi tanımıyor.',
  's.reconcileConfirmed': 'Ödeme kuruluşu ödemenin alındığını bildirdi; para yatırma onaylandı.',
  's.reconcileRejected': 'Ödeme kuruluşu ödemenin reddedildiğini bildirdi; para yatırma reddedildi.',
  's.reconcileReplayed': 'Ödeme kuruluşunun sonucu zaten uygulanmıştı; bir şey değişmedi.',
  's.reconcilePending': 'Ödeme kuruluşunda bu ödeme henüz tamamlanmadı; işlem beklemede kalıyor.',
  'e.bonusUnknown': 'Bonus bulunamadı.',
  'e.bonusPhoneNotVerified': 'Deneme bonusu için önce telefon numaranızı doğrulayın.',
  'e.bonusTrialUnavailable': 'Şu anda deneme bonusu sunulmuyor.',
  'e.bonusNoFingerprint': 'Cihazınız tanınamadı; deneme bonusu verilemiyor.',
  'e.bonusTrialClaimed': 'Deneme bonusunu zaten aldınız.',
  'e.bonusTrialPhoneUsed': 'Bu telefon numarasıyla deneme bonusu zaten alınmış.',
  'e.bonusTrialDeviceUsed': 'Bu cihazdan deneme bonusu zaten alınmış.',
  'e.bonusAlreadyRequested': 'İlk yatırım bonusunu zaten talep ettiniz.',
  'e.bonusDepositMade': 'İlk yatırım bonusu yalnızca ilk para yatırma işleminizden önce talep edilebilir.',
  'e.bonusCashbackWait': 'Kayıp bonusu haftada bir kez talep edilebilir. Bir sonraki talep: {0}.',
  'e.bonusCashbackTooSmall': 'Son 7 gündeki net kaybınıza göre kayıp bonusu {0}; en az {1} olmalıdır.',
  // successes
  's.login': 'Hoş geldiniz, {0}!',
  's.register': 'Kaydınız tamamlandı. Hoş geldiniz!',
  's.registerCheckEmail':
    'Kaydınızı sürdürmek için e-posta adresinize gönderdiğimiz mesajdaki adımları izleyin.',
  'e.accountSuspended':
    'Hesabınız güvenlik incelemesi nedeniyle kilitlendi. Lütfen canlı destekle iletişime geçin.',
  's.logout': 'Çıkış yapıldı.',
  's.resetCodeSent': 'Kullanıcı adı kayıtlıysa e-posta adresinize bir sıfırlama kodu gönderildi.',
  's.resetCodeValid': 'Kod doğrulandı. Yeni şifrenizi belirleyin.',
  's.passwordReset': 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
  's.smsSent': 'Doğrulama kodu telefonunuza gönderildi.',
  's.phoneVerified': 'Telefon numaranız doğrulandı.',
  's.passwordChanged': 'Şifreniz değiştirildi.',
  's.ok': 'İşlem başarılı.',
  's.depositRedirect': 'Ödeme sayfası hazır. İşlem numaranız: {0}.',
  's.depositBankTransfer':
    '{0} tutarını {1} IBAN numarasına ({2}, alıcı: {3}) gönderin ve açıklamaya {4} referansını yazın. Ödemeniz onaylandığında bakiyenize eklenecektir.',
  's.depositCrypto':
    '{0} karşılığı USDT tutarını TRC20 ağındaki {1} adresine gönderin. Referansınız: {2}. Ödemeniz onaylandığında bakiyenize eklenecektir.',
  's.withdrawRequested': 'Para çekme talebiniz alındı. Referans: {0}.',
  's.bonusGranted': '{0} tutarındaki {1} hesabınıza eklendi.',
  's.bonusRequested': '{0} talebiniz alındı; ilk onaylanan para yatırma işleminizde uygulanacak.',
  // notifications (written in the player's language when they are created)
  'n.depositConfirmed.title': 'Para yatırma onaylandı',
  'n.depositConfirmed.note': '{0} tutarındaki para yatırma işleminiz ({1}) onaylandı ve bakiyenize eklendi.',
  'n.depositRejected.title': 'Para yatırma reddedildi',
  'n.depositRejected.note': '{0} tutarındaki para yatırma işleminiz ({1}) reddedildi.',
  'n.withdrawRequested.title': 'Para çekme talebi alındı',
  'n.withdrawRequested.note': '{0} tutarındaki para çekme talebiniz ({1}) alındı ve onay bekliyor.',
  'n.withdrawApproved.title': 'Para çekme onaylandı',
  'n.withdrawApproved.note': '{0} tutarındaki para çekme talebiniz ({1}) onaylandı ve gönderildi.',
  'n.withdrawRejected.title': 'Para çekme reddedildi',
  'n.withdrawRejected.note':
    '{0} tutarındaki para çekme talebiniz ({1}) reddedildi; tutar bakiyenize iade edildi.',
  'n.bonusGranted.title': 'Bonus eklendi',
  'n.bonusGranted.note':
    '{0} tutarındaki {1} bonus bakiyenize eklendi. Çevrim şartı: {2} tutarında bahis, son gün {3}.',
  'n.bonusCompleted.title': 'Bonus çevrimi tamamlandı',
  'n.bonusCompleted.note': '{1} çevrim şartı tamamlandı; {0} çekilebilir bakiyenize aktarıldı.',
  'n.bonusExpired.title': 'Bonusun süresi doldu',
  'n.bonusExpired.note': '{1} süresi çevrim tamamlanmadan doldu; kalan {0} bonus bakiyenizden düşüldü.',
  'n.bonusCancelled.title': 'Bonus iptal edildi',
  'n.bonusCancelled.note': '{0} için ilk yatırımınız en az {1} olmalıydı; bonus iptal edildi.',
} as const;

const trAll = {
  ...tr,
  ...casinoMessagesTr,
  ...providersMessagesTr,
  ...slotsMessagesTr,
  ...crashMessagesTr,
  ...fairMessagesTr,
  ...instantMessagesTr,
  ...tablesMessagesTr,
  ...tombalaMessagesTr,
  ...contentMessagesTr,
  ...sportsMessagesTr,
  ...kycMessagesTr,
  ...rgMessagesTr,
  ...opsMessagesTr,
  ...chatMessagesTr,
};

export type MessageKey = keyof typeof trAll;

const enBase: Record<keyof typeof tr, string> = {
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
  'v.integer': 'Enter a whole number.',
  'v.decimal': 'Enter an amount with at most two decimals.',
  'v.option': 'Please choose from the list.',
  'v.amountRange': 'The amount must be between {0} and {1}.',
  'v.iban': 'Enter a valid TR IBAN (TR and 24 digits).',
  'v.cardNumber': 'Enter a valid card number.',
  'v.cardExpiry': 'Enter a valid expiry date (MM/YY).',
  'v.cardCvc': 'The CVC must be 3 digits.',
  'v.walletAddress': 'Enter a valid USDT TRC20 wallet address (34 characters starting with T).',
  'v.paparaNumber': 'The Papara account number must be 10 digits.',
  'v.nul': 'Text fields cannot contain the NUL (\\u0000) character.',
  'e.invalidInput': 'The information sent is not valid.',
  'e.notFound': 'The requested resource was not found.',
  'e.internal': 'Something went wrong. Please try again later.',
  'e.unauthorized': 'Your session has ended. Please log in again.',
  'e.invalidCredentials': 'Wrong username or password.',
  'e.invalidCredentialsLastTry': 'Wrong username or password. 1 attempt left.',
  'e.loginPaused': 'Too many failed attempts on this account from your connection. Try again in {0} minutes.',
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
  'e.paymentMethodUnknown': 'Payment method not found.',
  'e.withdrawExceedsBalance': 'Your withdrawable balance ({0}) is not enough for this amount.',
  'e.paymentUnknown': 'Payment not found.',
  'e.paymentDecided': 'This payment has already been decided.',
  'e.paymentByProvider': 'This payment is decided by the payment provider.',
  'e.paymentMismatch': 'The reported payment details do not match the transaction.',
  'e.signatureInvalid': 'Invalid signature.',
  'e.webhookStale':
    'The webhook was signed more than 5 minutes away from the server’s time (a replayed delivery or a wrong clock); it was refused.',
  'e.providerUnreachable': 'The payment provider cannot be reached right now. Please try again shortly.',
  'e.providerPaymentUnknown': 'The payment provider does not know this payment.',
  's.reconcileConfirmed': 'The payment provider reports the payment received; the deposit is confirmed.',
  's.reconcileRejected': 'The payment provider reports the payment declined; the deposit is rejected.',
  's.reconcileReplayed': 'The payment provider’s outcome had already been applied; nothing changed.',
  's.reconcilePending': 'The payment provider has not completed this payment yet; it stays pending.',
  'e.bonusUnknown': 'Bonus not found.',
  'e.bonusPhoneNotVerified': 'Verify your phone number first to get the trial bonus.',
  'e.bonusTrialUnavailable': 'No trial bonus is offered at the moment.',
  'e.bonusNoFingerprint': 'Your device could not be recognised; the trial bonus cannot be given.',
  'e.bonusTrialClaimed': 'You have already received the trial bonus.',
  'e.bonusTrialPhoneUsed': 'The trial bonus has already been given for this phone number.',
  'e.bonusTrialDeviceUsed': 'The trial bonus has already been given on this device.',
  'e.bonusAlreadyRequested': 'You have already requested the first-deposit bonus.',
  'e.bonusDepositMade': 'The first-deposit bonus can only be requested before your first deposit.',
  'e.bonusCashbackWait': 'Cashback can be requested once a week. Next request from {0}.',
  'e.bonusCashbackTooSmall': 'Your net losses of the last 7 days give a cashback of {0}; the minimum is {1}.',
  's.login': 'Welcome, {0}!',
  's.register': 'Your registration is complete. Welcome!',
  's.registerCheckEmail':
    'To continue your registration, follow the steps in the message we sent to your e-mail address.',
  'e.accountSuspended': 'Your account has been locked for a security review. Please contact live chat.',
  's.logout': 'You have logged out.',
  's.resetCodeSent': 'If the username is registered, a reset code has been sent to its e-mail address.',
  's.resetCodeValid': 'Code confirmed. Choose your new password.',
  's.passwordReset': 'Password change successful. You are now directed to the login page.',
  's.smsSent': 'A verification code has been sent to your phone.',
  's.phoneVerified': 'Your phone number is verified.',
  's.passwordChanged': 'Your password has been changed.',
  's.ok': 'Done.',
  's.depositRedirect': 'The payment page is ready. Your reference: {0}.',
  's.depositBankTransfer':
    'Send {0} to IBAN {1} ({2}, recipient: {3}) and write the reference {4} in the description. It is added to your balance once confirmed.',
  's.depositCrypto':
    'Send the USDT equivalent of {0} on the TRC20 network to {1}. Your reference: {2}. It is added to your balance once confirmed.',
  's.withdrawRequested': 'Your withdrawal request has been received. Reference: {0}.',
  's.bonusGranted': 'Your {1} of {0} has been added to your account.',
  's.bonusRequested': 'Your {0} request is noted; it is applied to your first confirmed deposit.',
  'n.depositConfirmed.title': 'Deposit confirmed',
  'n.depositConfirmed.note': 'Your deposit of {0} ({1}) has been confirmed and added to your balance.',
  'n.depositRejected.title': 'Deposit rejected',
  'n.depositRejected.note': 'Your deposit of {0} ({1}) was rejected.',
  'n.withdrawRequested.title': 'Withdrawal request received',
  'n.withdrawRequested.note': 'Your withdrawal request of {0} ({1}) has been received and awaits approval.',
  'n.withdrawApproved.title': 'Withdrawal approved',
  'n.withdrawApproved.note': 'Your withdrawal of {0} ({1}) has been approved and sent.',
  'n.withdrawRejected.title': 'Withdrawal rejected',
  'n.withdrawRejected.note':
    'Your withdrawal request of {0} ({1}) was rejected; the amount has been returned to your balance.',
  'n.bonusGranted.title': 'Bonus added',
  'n.bonusGranted.note':
    'Your {1} of {0} has been added to your bonus balance. Wagering: bets of {2} by {3}.',
  'n.bonusCompleted.title': 'Bonus wagering completed',
  'n.bonusCompleted.note':
    'You completed the wagering of your {1}; {0} has been moved to your withdrawable balance.',
  'n.bonusExpired.title': 'Bonus expired',
  'n.bonusExpired.note':
    'Your {1} expired before its wagering was completed; the remaining {0} has been removed from your bonus balance.',
  'n.bonusCancelled.title': 'Bonus cancelled',
  'n.bonusCancelled.note':
    'Your first deposit needed to be at least {1} for the {0}; the bonus has been cancelled.',
};

const en: Record<MessageKey, string> = {
  ...enBase,
  ...casinoMessagesEn,
  ...providersMessagesEn,
  ...slotsMessagesEn,
  ...crashMessagesEn,
  ...fairMessagesEn,
  ...instantMessagesEn,
  ...tablesMessagesEn,
  ...tombalaMessagesEn,
  ...contentMessagesEn,
  ...sportsMessagesEn,
  ...kycMessagesEn,
  ...rgMessagesEn,
  ...opsMessagesEn,
  ...chatMessagesEn,
};

export const messages: Record<Locale, Record<MessageKey, string>> = { tr: trAll, en };

/** Builds a message reference: `msg('v.length', 3, 30)` → 'v.length:3:30'. */
export function msg(key: MessageKey, ...args: Array<string | number>): string {
  return [key, ...args].join(':');
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(trAll, value);
}

/** Turns a message reference into text; text that is not a reference is returned as it is. */
export function translate(locale: Locale, reference: string): string {
  const [key, ...args] = reference.split(':');
  if (key === undefined || !isMessageKey(key)) return reference;
  return messages[locale][key].replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

export { resolveLocale } from './locale.ts';
