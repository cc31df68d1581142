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
  // Balance adjustments and operator bonuses (docs/decisions/0512).
  's.adjustmentApplied': 'Bakiye düzeltmesi uygulandı.',
  's.adjustmentPending': 'Düzeltme {0} tutarını aştığı için ikinci bir operatörün onayını bekliyor.',
  's.adjustmentRejected': 'Bakiye düzeltmesi reddedildi; bakiye değişmedi.',
  'e.adjustmentUnknown': 'Bakiye düzeltmesi bulunamadı.',
  'e.adjustmentDecided': 'Bu düzeltme için zaten karar verildi.',
  'e.adjustmentSameOperator':
    'Bu düzeltmeyi siz istediniz; onaylama ya da reddetme işlemini başka bir operatör yapmalıdır.',
  'e.adjustmentInsufficient': 'Oyuncunun nakit bakiyesi ({0}) bu düşümü karşılamıyor; bakiye eksiye düşemez.',
  'e.adjustmentConflict': 'Bu istek anahtarı farklı bir düzeltme için kullanıldı.',
  's.bonusGrantedByOperator': 'Bonus verildi.',
  's.bonusCancelledByOperator': 'Bonus iptal edildi; kalan {0} kasaya döndü.',
  'e.bonusNotActive': 'Yalnızca etkin bir bonus iptal edilebilir.',
  'e.paymentMethodLimits': 'En düşük tutar en yüksek tutardan büyük olamaz.',
  'e.paymentMethodUnavailable': 'Bu yöntem sitenin tanımında yok; açılamaz.',
  's.paymentMethodSaved': 'Ödeme yöntemi kaydedildi.',
  'n.adjustmentCredit.title': 'Bakiyenize ekleme yapıldı',
  'n.adjustmentCredit.note': 'Hesabınıza {0} eklendi. Yeni bakiyeniz: {1}.',
  'n.adjustmentDebit.title': 'Bakiyenizden düşüm yapıldı',
  'n.adjustmentDebit.note':
    'Hesabınızdan {0} düşüldü. Yeni bakiyeniz: {1}. Sorularınız için canlı desteğe yazın.',
  'n.bonusCancelledByOperator.title': 'Bonus iptal edildi',
  'n.bonusCancelledByOperator.note': '{0} iptal edildi; kalan {1} bonus bakiyenizden düşüldü.',
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
  's.adjustmentApplied': 'The balance adjustment has been applied.',
  's.adjustmentPending': 'The adjustment is above {0}, so it waits for a second operator to approve it.',
  's.adjustmentRejected': 'The balance adjustment was rejected; the balance did not change.',
  'e.adjustmentUnknown': 'Balance adjustment not found.',
  'e.adjustmentDecided': 'This adjustment has already been decided.',
  'e.adjustmentSameOperator':
    'You asked for this adjustment; a different operator must approve or reject it.',
  'e.adjustmentInsufficient':
    "The player's cash balance ({0}) does not cover this debit; a balance cannot go below zero.",
  'e.adjustmentConflict': 'This request key was already used for a different adjustment.',
  's.bonusGrantedByOperator': 'The bonus has been granted.',
  's.bonusCancelledByOperator': 'The bonus has been cancelled; the remaining {0} went back to the house.',
  'e.bonusNotActive': 'Only an active bonus can be cancelled.',
  'e.paymentMethodLimits': 'The minimum cannot be above the maximum.',
  'e.paymentMethodUnavailable': 'This method is not in the site’s definition; it cannot be switched on.',
  's.paymentMethodSaved': 'The payment method has been saved.',
  'n.adjustmentCredit.title': 'Your balance was credited',
  'n.adjustmentCredit.note': '{0} has been added to your account. Your balance is now {1}.',
  'n.adjustmentDebit.title': 'Your balance was debited',
  'n.adjustmentDebit.note':
    '{0} has been taken from your account. Your balance is now {1}. Questions? Write to live support.',
  'n.bonusCancelledByOperator.title': 'Bonus cancelled',
  'n.bonusCancelledByOperator.note':
    'The {0} has been cancelled; the remaining {1} was removed from your bonus balance.',
};
