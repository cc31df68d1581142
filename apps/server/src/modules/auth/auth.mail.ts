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

/**
 * Someone tried to register with an address that already has an account (docs/decisions/0440): the owner learns it,
 * and how to get back in if it was them. Written in the owner's language; the register call's answer says nothing.
 */
export function registerAttemptMail(locale: Locale, to: string, username: string): MailMessage {
  return locale === 'en'
    ? {
        to,
        subject: 'Someone tried to open a Kasa account with your e-mail address',
        text: `Hello ${username},\n\nSomeone just tried to open a new Kasa account with this e-mail address. No account was opened: this address already belongs to your account (username ${username}).\n\nIf it was you, log in with that username; if you have forgotten your password, use "Recovery Password" on the login form.\n\nIf it was not you, you need do nothing: your account has not changed.\n\nKasa`,
      }
    : {
        to,
        subject: 'E-posta adresinizle Kasa hesabı açılmak istendi',
        text: `Merhaba ${username},\n\nBiraz önce bu e-posta adresiyle yeni bir Kasa hesabı açılmak istendi. Hesap açılmadı: bu adres zaten sizin hesabınıza (kullanıcı adı ${username}) kayıtlı.\n\nBu siz iseniz o kullanıcı adıyla giriş yapın; şifrenizi unuttuysanız giriş formundaki "Şifremi Unuttum" bağlantısını kullanın.\n\nBu siz değilseniz bir şey yapmanız gerekmez: hesabınızda hiçbir şey değişmedi.\n\nKasa`,
      };
}
