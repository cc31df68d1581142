// Texts of identity verification (features/kyc), loaded with the feature (features/kyc/kyc-texts.ts).
export const kycTr = {
  title: 'Kimlik doğrulama',
  subtitle:
    'Kazancınızı güvenle çekebilmeniz için kimliğinizi bir kez doğrularız. Belgeleriniz yalnızca sizin ve yetkili ekibimiz tarafından görülebilir.',
  identity: {
    none: 'Doğrulanmadı',
    pending: 'İnceleniyor',
    rejected: 'Yeniden yükleyin',
    approved: 'Kimliğiniz doğrulandı',
  },
  why: 'İlk para çekme işleminiz ve bir günde {{threshold}} üzerindeki çekimler için kimlik kartınızın iki yüzü de onaylanmış olmalıdır.',
  status: {
    missing: 'Yüklenmedi',
    pending: 'İnceleniyor',
    approved: 'Onaylandı',
    rejected: 'Reddedildi',
  },
  kinds: {
    id_front: {
      title: 'Kimlik kartı — ön yüz',
      hint: 'Adınız, soyadınız ve TC Kimlik No okunabilir olmalı.',
    },
    id_back: {
      title: 'Kimlik kartı — arka yüz',
      hint: 'Kartın arka yüzünün tamamı görünmeli.',
    },
    address: {
      title: 'Adres belgesi',
      hint: 'Son 3 aya ait fatura veya e-Devlet yerleşim yeri belgesi.',
    },
    payment_method: {
      title: 'Ödeme yöntemi belgesi',
      hint: 'Kullandığınız kartın veya hesabın sizin adınıza olduğunu gösteren belge.',
    },
  },
  required: 'Zorunlu',
  optional: 'İstenirse',
  upload: 'Dosya seç ve yükle',
  replace: 'Yeni dosya yükle',
  uploading: 'Yükleniyor…',
  view: 'Görüntüle',
  reason: 'Ret nedeni',
  uploadedAt: 'Yüklendi: {{date}}',
  fileRules: 'JPEG, PNG, WebP veya PDF · en fazla 10 MB · en az 320×320 piksel',
  uploaded: 'Belgeniz yüklendi ve incelemeye alındı.',
  loadError: 'Doğrulama bilgileri yüklenemedi.',
  withdraw: {
    title: 'Para çekmek için kimlik doğrulaması',
    none: 'İlk para çekme işleminiz ve bir günde {{threshold}} üzerindeki çekimler için kimliğinizin doğrulanması gerekir. Kimlik kartınızın ön ve arka yüzünü yükleyin.',
    pending:
      'Kimlik belgeleriniz inceleniyor. Onaylandığında para çekebilirsiniz; sonucu bildirim olarak alacaksınız.',
    rejected: 'Kimlik belgelerinizden biri reddedildi. Nedenini görüp yeni bir belge yükleyin.',
    approved: 'Kimliğiniz doğrulandı.',
    ownName: 'Para yalnızca kendi adınıza kayıtlı bir hesaba çekilebilir.',
    go: 'Belgeleri yükle',
    goRejected: 'Nedeni gör ve yeniden yükle',
  },
};
