// Turkish texts of the content area (owned by that feature); its shape is the shape of content.en.ts.
export const contentTr = {
  loadFailed: 'İçerik yüklenemedi',
  topBanner: {
    label: 'Adres duyurusu',
    text: 'Adresimiz değişiyor. Yeni adresimizi kaydedin, bize her zaman ulaşın.',
    current: 'Güncel adres',
    next: 'Yeni adres',
    close: 'Duyuruyu kapat',
  },
  carousel: {
    label: 'Kampanya afişleri',
    previous: 'Önceki afiş',
    next: 'Sonraki afiş',
    goTo: '{{index}}. afişe git',
  },
  home: {
    featured: 'Öne Çıkan Oyunlar',
    newGames: 'Yeni Oyunlar',
    casinoCategories: 'Casino Kategorileri',
    jackpots: 'Jackpotlar',
    questJackpot: 'Mısır Macerası',
    questText: 'Görevleri tamamla, büyük ödüle ortak ol.',
    seeAll: 'Tümünü gör',
  },
  promotions: {
    subtitle: 'Deneme bonusu, yatırım ödülleri, kayıp iadesi ve turnuvalar.',
    filter: 'Promosyon türü',
    category: {
      all: 'Tümü',
      casino: 'Casino',
      sports: 'Spor',
      bonus: 'Bonus',
    },
    details: '{{title}}: ayrıntılar',
    more: 'Ayrıntılar',
    validTo: 'Son gün: {{date}}',
    openEnded: 'Süresiz kampanya',
    terms: 'Kampanya kuralları',
    cta: 'Hemen Katıl',
  },
  popup: {
    hint: 'Kampanyayı görmek için görsele dokunun.',
  },
  pages: {
    subtitle: 'Kurallar, gizlilik, sorumlu oyun ve site hakkında her şey.',
    other: 'Diğer sayfalar',
    updated: 'Son güncelleme: {{date}}',
  },
  footer: {
    licenseVerification: 'Lisansı doğrula',
    gameSupplier: 'Oyun sağlayıcımız',
    providers: 'Oyun sağlayıcıları',
    comingSoon: 'Yakında',
  },
  support: {
    messaging: 'WhatsApp Destek {{number}}',
    chat: 'Telegram Destek {{number}}',
  },
  chat: {
    online: 'Çevrimiçi · genellikle birkaç dakikada yanıt verir',
    greeting: 'Merhaba! Kasa destek ekibine hoş geldiniz. Size nasıl yardımcı olabiliriz?',
    choose: 'Görüşmeyi sürdürmek istediğiniz kanalı seçin:',
    reference: 'Destek kodu: {{id}}',
  },
};
