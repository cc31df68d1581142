// Messages of the operators' sign-in, roles and four-eyes rule (modules/ops, docs/decisions/0500), both languages
// (merged into messages.ts; the parity test covers them).
export const opsMessagesTr = {
  'e.operatorForbidden': 'Rolünüz bu işleme izin vermiyor.',
  'e.totpInvalid': 'Doğrulama kodu hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu girin.',
  'e.loginChallengeExpired': 'Giriş adımının süresi doldu; kullanıcı adı ve şifreyle yeniden başlayın.',
  'e.fourEyesSameOperator':
    'Bu para çekme işlemini siz onayladınız; serbest bırakma işlemini başka bir operatör yapmalıdır.',
  'e.fourEyesNotApproved':
    'Bu para çekme işlemi serbest bırakılmadan önce bir operatör tarafından onaylanmalıdır.',
  'e.fourEyesAlreadyApproved':
    'Bu para çekme işlemi {0} tarafından onaylandı; başka bir operatörün serbest bırakması bekleniyor.',
  'e.operatorExists': 'Bu kullanıcı adıyla bir operatör zaten var.',
  'e.operatorUnknown': 'Operatör bulunamadı.',
  'e.operatorSelf': 'Kendi hesabınızı devre dışı bırakamaz, yönetici rolünüzü kaldıramazsınız.',
  's.operatorPassword': 'Şifre doğru; doğrulama uygulamanızdaki kodu girin.',
  's.withdrawalAwaitingRelease':
    'Onayınız kaydedildi; para çekme işlemini başka bir operatör serbest bırakmalıdır.',
  's.playerLoggedOut': 'Oyuncunun tüm oturumları sonlandırıldı.',
  's.playerNoteAdded': 'Not eklendi.',
} as const;

export const opsMessagesEn: Record<keyof typeof opsMessagesTr, string> = {
  'e.operatorForbidden': 'Your role does not allow this action.',
  'e.totpInvalid': 'The verification code is wrong or was already used. Enter the new code from your app.',
  'e.loginChallengeExpired': 'This sign-in step has expired; start again with your username and password.',
  'e.fourEyesSameOperator': 'You approved this withdrawal; a different operator must release it.',
  'e.fourEyesNotApproved': 'This withdrawal must be approved by an operator before it can be released.',
  'e.fourEyesAlreadyApproved':
    'This withdrawal was approved by {0} and is waiting for a different operator to release it.',
  'e.operatorExists': 'An operator with this username already exists.',
  'e.operatorUnknown': 'Operator not found.',
  'e.operatorSelf': 'You cannot disable your own account or remove your own admin role.',
  's.operatorPassword': 'Password accepted; enter the code from your authenticator app.',
  's.withdrawalAwaitingRelease':
    'Your approval is recorded; a different operator must release the withdrawal.',
  's.playerLoggedOut': 'Every session of the player has been ended.',
  's.playerNoteAdded': 'Note added.',
};
