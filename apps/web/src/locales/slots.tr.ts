// Turkish texts of the slots area (owned by that feature); its shape is the shape of slots.en.ts.
export const slotsTr = {
  loading: 'Oyun yükleniyor…',
  loadFailed: 'Oyun açılamadı',
  errorGeneric: 'Bağlantı kurulamadı. Lütfen tekrar deneyin.',
  insufficient: 'Bakiyeniz bu bahis için yetersiz. Bahsi düşürün veya para yatırın.',
  balance: 'Bakiye',
  bet: 'Bahis',
  betUp: 'Bahsi artır',
  betDown: 'Bahsi azalt',
  spin: 'ÇEVİR',
  free: 'BEDAVA',
  win: 'Kazanç',
  lastWin: 'Son kazanç',
  linesWon_one: '{{count}} çizgi',
  linesWon_other: '{{count}} çizgi',
  hint: 'Bahsinizi seçin ve çevirin — iyi şanslar!',
  featureHint: 'Bedava dönüşler kendiliğinden oynanıyor…',
  featureStart: '{{count}} bedava dönüş kazandınız!',
  featureDone: 'Bedava dönüşler bitti: toplam {{amount}} kazanç.',
  freeSpins: 'Bedava dönüş',
  jackpot: 'JACKPOT!',
  jackpotLevel: '{{level}} seviyesi kazanıldı',
  collect: 'Harika!',
  rules: 'Kurallar ve ödeme tablosu',
  close: 'Kapat',
  rtp: 'Oyuncuya dönüş (RTP)',
  volatility: 'Oynaklık',
  vol: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
  lines: 'Ödeme çizgisi',
  betRange: 'Bahis aralığı',
  paytable: 'Ödeme tablosu',
  paytableNote:
    'Tutarlar seçili bahse göredir; çizgi kazançları bahsin {{lines}}’de biri olan çizgi bahsiyle ödenir.',
  kind: { wild: 'Joker', scatter: 'Scatter — her yerde öder' },
  howTo: 'Nasıl oynanır',
  ruleLines:
    'Çizgi kazançları en soldaki makaradan başlayarak art arda gelen aynı sembollerle ödenir; her çizgide yalnızca en yüksek kazanç sayılır.',
  ruleWild:
    'Joker, scatter dışındaki tüm sembollerin yerine geçer; yalnızca jokerlerden oluşan seri kendi tablosundan öder.',
  ruleScatter: 'Scatter ekranın herhangi bir yerinde öder; kazancı toplam bahsin katıdır.',
  ruleFree:
    'Bedava dönüşler: {{awards}} scatter. Bedava dönüşlerde tüm kazançlar ×{{multiplier}}; yeniden tetiklenebilir, en fazla {{max}} dönüş.',
  ruleFair:
    'Her dönüşün sonucu bahis alındığında sunucuda kriptografik rastgele sayı üreteciyle belirlenir; bakiyenize bağlı değildir. Bağlantı koparsa tur kurallarına göre tamamlanır, dönüşte sonucu görürsünüz.',
  ruleJackpot:
    'Her bahsin %{{share}}’i ilerleyen jackpota eklenir; jackpot her dönüşte rastgele kazanılabilir ve bahis büyüdükçe şans artar.',
  ruleMalfunction: 'Arıza tüm ödemeleri ve oyunları geçersiz kılar.',
};
