import type { Locale } from '@kasa/contract/constants';
import { RESET_CODE_TTL_SECONDS } from '@kasa/contract/constants';
import type { MailMessage } from '../messaging/messaging.service.ts';

/** The recovery e-mail, in the language the player used when asking for it. */
export function resetCodeMail(locale: Locale, to: string, username: string, code: string): MailMessage {
  const minutes = RESET_CODE_TTL_SECONDS / 60;
  return locale === 'en'
    ? {
        to,
        subject: 'Kasa password reset code',
        text: `Hello ${username},\n\nYour password reset code is ${code}. It is valid for ${minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n\nKasa`,
      }
    : {
        to,
        subject: 'Kasa şifre sıfırlama kodu',
        text: `Merhaba ${username},\n\nŞifre sıfırlama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir ve bir kez kullanılabilir.\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.\n\nKasa`,
      };
}
