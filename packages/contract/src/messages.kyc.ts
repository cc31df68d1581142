// Messages of identity checks (KYC) and the withdrawal rules that depend on them, both languages (merged into
// messages.ts; the parity test covers them). A refusal says what to do next: which documents to upload, and where.
export const kycMessagesTr = {
  'e.kycKind': 'Lütfen belge türünü seçin.',
  'e.kycNoFile': 'Lütfen yüklenecek dosyayı seçin.',
  'e.kycFileTooLarge': 'Dosya en fazla {0} MB olabilir.',
  'e.kycFileType': 'Yalnızca JPEG, PNG, WebP fotoğrafı veya PDF belgesi yükleyebilirsiniz.',
  'e.kycFileDamaged': 'Dosya okunamadı; bozuk olabilir. Lütfen başka bir fotoğraf veya PDF yükleyin.',
  'e.kycImageTooSmall': 'Fotoğraf en az {0}×{1} piksel olmalı; belge net okunamıyor.',
  'e.kycImageTooLarge': 'Fotoğraf en fazla {0}×{1} piksel ve {2} megapiksel olabilir.',
  'e.kycPdfActive': 'PDF etkin içerik (JavaScript, eylem veya gömülü dosya) içeremez.',
  'e.kycAlreadyApproved': 'Bu belge zaten onaylandı; yeniden yüklemeniz gerekmiyor.',
  'e.kycTooManyUploads': 'Son 24 saatte çok fazla belge yüklediniz. Lütfen daha sonra tekrar deneyin.',
  'e.kycDocumentUnknown': 'Belge bulunamadı.',
  'e.kycDecided': 'Bu belge zaten incelendi.',
  'e.kycIdentityFieldsRequired':
    'Kimlik kartının ön yüzü için belgedeki ad, soyad ve TC Kimlik No girilmelidir.',
  'e.kycNameMismatch': 'Belgedeki ad soyad ({0}) hesaptaki ad soyadla ({1}) eşleşmiyor; belge onaylanamaz.',
  'e.kycPersonalNoMismatch': 'Belgedeki TC Kimlik No hesaptakiyle eşleşmiyor; belge onaylanamaz.',
  'e.kycAccountNoPersonalNo':
    'Hesapta TC Kimlik No kayıtlı değil; oyuncu önce hesabına TC Kimlik No eklemeli. Belge onaylanamaz.',
  'e.kycReasonRequired': 'Oyuncunun göreceği ret nedenini yazın.',
  'e.kycWithdrawFirst':
    'İlk para çekme işleminiz için kimliğinizin doğrulanması gerekiyor. Hesabım › Kimlik doğrulama bölümünden kimlik kartınızın ön ve arka yüzünü yükleyin.',
  'e.kycWithdrawThreshold':
    'Bir günde {0} üzerindeki para çekme işlemleri için kimliğinizin doğrulanması gerekiyor (bugün çekilen: {1}). Hesabım › Kimlik doğrulama bölümünden kimlik kartınızın ön ve arka yüzünü yükleyin.',
  'e.kycWithdrawPending':
    'Kimlik belgeleriniz inceleniyor. Onaylandığında para çekebilirsiniz; sonucu bildirim olarak alacaksınız.',
  'e.kycHolderName':
    'Para yalnızca kendi adınıza kayıtlı bir hesaba çekilebilir. Hesap sahibinin adı ({0}) hesabınızdaki adla ({1}) eşleşmiyor.',
  's.kycUploaded': 'Belgeniz yüklendi ve incelemeye alındı.',
  'n.kycApproved.title': 'Belgeniz onaylandı',
  'n.kycApproved.note': '{0} belgeniz onaylandı.',
  'n.kycRejected.title': 'Belgeniz reddedildi',
  'n.kycRejected.note':
    '{0} belgeniz reddedildi. Nedenini Hesabım › Kimlik doğrulama bölümünde görebilir, yeni bir belge yükleyebilirsiniz.',
  'kyc.kind.id_front': 'Kimlik kartı (ön yüz)',
  'kyc.kind.id_back': 'Kimlik kartı (arka yüz)',
  'kyc.kind.address': 'Adres belgesi',
  'kyc.kind.payment_method': 'Ödeme yöntemi belgesi',
} satisfies Record<string, string>;

export const kycMessagesEn: Record<keyof typeof kycMessagesTr, string> = {
  'e.kycKind': 'Please choose the document type.',
  'e.kycNoFile': 'Please choose the file to upload.',
  'e.kycFileTooLarge': 'The file may be at most {0} MB.',
  'e.kycFileType': 'You can upload a JPEG, PNG or WebP photo or a PDF document only.',
  'e.kycFileDamaged': 'The file could not be read; it may be damaged. Please upload another photo or PDF.',
  'e.kycImageTooSmall': 'The photo must be at least {0}×{1} pixels; the document cannot be read clearly.',
  'e.kycImageTooLarge': 'The photo may be at most {0}×{1} pixels and {2} megapixels.',
  'e.kycPdfActive': 'The PDF may not contain active content (JavaScript, actions or embedded files).',
  'e.kycAlreadyApproved': 'This document is already approved; you do not need to upload it again.',
  'e.kycTooManyUploads': 'You uploaded too many documents in the last 24 hours. Please try again later.',
  'e.kycDocumentUnknown': 'Document not found.',
  'e.kycDecided': 'This document has already been reviewed.',
  'e.kycIdentityFieldsRequired':
    'For the front of the identity card, enter the name, surname and TC No as written on the document.',
  'e.kycNameMismatch':
    'The name on the document ({0}) does not match the name on the account ({1}); it cannot be approved.',
  'e.kycPersonalNoMismatch': 'The TC No on the document does not match the account; it cannot be approved.',
  'e.kycAccountNoPersonalNo':
    'The account has no TC No; the player must add it to the account first. The document cannot be approved.',
  'e.kycReasonRequired': 'Write the reason the player will see.',
  'e.kycWithdrawFirst':
    'Your first withdrawal needs a verified identity. Upload the front and back of your identity card under My account › Verification.',
  'e.kycWithdrawThreshold':
    'Withdrawals above {0} a day need a verified identity (withdrawn today: {1}). Upload the front and back of your identity card under My account › Verification.',
  'e.kycWithdrawPending':
    'Your identity documents are being reviewed. You can withdraw once they are approved; you will get a notification.',
  'e.kycHolderName':
    'Money can only be withdrawn to an account in your own name. The account holder ({0}) does not match the name on your account ({1}).',
  's.kycUploaded': 'Your document has been uploaded and is waiting for review.',
  'n.kycApproved.title': 'Document approved',
  'n.kycApproved.note': 'Your {0} has been approved.',
  'n.kycRejected.title': 'Document rejected',
  'n.kycRejected.note':
    'Your {0} was rejected. See the reason and upload a new document under My account › Verification.',
  'kyc.kind.id_front': 'Identity card (front)',
  'kyc.kind.id_back': 'Identity card (back)',
  'kyc.kind.address': 'Proof of address',
  'kyc.kind.payment_method': 'Proof of payment method',
};
