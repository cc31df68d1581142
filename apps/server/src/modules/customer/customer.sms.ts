import type { Locale } from '@kasa/contract/constants';
import { SMS_CODE_TTL_SECONDS } from '@kasa/contract/constants';
import type { SmsMessage } from '../messaging/messaging.service.ts';

export function phoneCodeSms(locale: Locale, to: string, code: string): SmsMessage {
  const minutes = SMS_CODE_TTL_SECONDS / 60;
  return locale === 'en'
    ? { to, text: `Your Kasa verification code is ${code}. Valid for ${minutes} minutes.` }
    : { to, text: `Kasa doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir.` };
}
