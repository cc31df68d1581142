// Turkish texts of Plinko, Limbo, Keno and Hi-Lo (features/originals/fair) and their verification; instant.en.ts has
// the same shape.
export const instantTr = {
  common: {
    risk: 'Risk',
    low: 'Düşük',
    medium: 'Orta',
    high: 'Yüksek',
    rules: 'Kurallar ve RTP',
    rtpLine: 'Oyuncuya dönüş (RTP): %{{rtp}} · Kasa avantajı: %{{edge}}',
    rtpExact: 'Bu tablonun tam RTP değeri: %{{rtp}}',
    empty: 'Henüz oyun yok. İlk bahsinizi yapın!',
    history: 'Son oyunlar',
    result: 'Sonuç',
    chance: 'Kazanma şansı',
    profit: 'Kazanç',
    lastResults: 'Son sonuçlar',
  },
  plinko: {
    title: 'Kasa Plinko',
    rows: 'Sıra',
    drop: 'Top bırak',
    slot: 'Kutu',
    rules:
      'Top her sırada eşit olasılıkla sola veya sağa sekerek alttaki kutulardan birine düşer. Kutunun çarpanı kazancınızdır; kenarlar nadir ama yüksek öder. 8–16 sıra ve üç risk düzeyi seçilebilir.',
    rtpNote:
      'Her tablo %98,90–99,00 RTP verir; kutu olasılıkları binom dağılımından (C(sıra, k) / 2^sıra) tam hesaplanır.',
  },
  limbo: {
    title: 'Kasa Limbo',
    target: 'Hedef çarpan',
    play: 'Bahis yap',
    rules:
      'Her bahiste 1,00× ile 1.000.000× arasında bir çarpan çıkar. Sonuç hedefinize eşit veya büyükse bahsiniz hedef çarpanla ödenir.',
    rtpNote:
      'Kazanma şansı = %99 / hedef; her hedefte RTP %99 (2³² olası sonuç üzerinden tam hesap, en yüksek hedefte en fazla %0,0005 eksik).',
    win: 'Kazandınız',
    loss: 'Kaybettiniz',
  },
  keno: {
    title: 'Kasa Keno',
    pick: '1–10 sayı seçin',
    picked: '{{count}}/10 seçildi',
    random: 'Rastgele seç',
    clear: 'Temizle',
    play: 'Oyna',
    hits: 'İsabet',
    paytable: 'Ödeme tablosu ({{count}} sayı)',
    noPicks: 'Tabloyu görmek için sayı seçin.',
    rules:
      '40 sayıdan 1–10 tanesini seçin; her oyunda 10 sayı çekilir. Kazancınız seçtiğiniz sayı adedine, isabet sayısına ve risk düzeyine göre tablodan ödenir.',
    rtpNote:
      'Her tablo %98,90–99,00 RTP verir; isabet olasılıkları hipergeometrik dağılımdan (C(p, h) × C(40 − p, 10 − h) / C(40, 10)) tam hesaplanır.',
    number: 'Sayı {{n}}',
  },
  hilo: {
    title: 'Kasa Hi-Lo',
    start: 'Başla',
    higher: 'Yüksek',
    lower: 'Düşük',
    same: 'Aynı',
    skip: 'Geç',
    cashout: 'Kazancı al',
    current: 'Şu anki çarpan',
    chanceOf: '%{{chance}}',
    startHint: 'Bahsinizi yapın: ilk kart açılır, sonraki kartın yüksek mi düşük mü olacağını tahmin edin.',
    rules:
      'As en düşük, Papaz en yüksek karttır; kartlar her seferinde 52 kartlık desteden yeniden çekilir. Yüksek, düşük veya aynı tahmin edin; her doğru tahmin çarpanı büyütür, yanlış tahmin bahsi kaybettirir. Bir kartı geçebilir, dilediğiniz an kazancınızı alabilirsiniz.',
    rtpNote:
      'Her doğru tahmin adil oranla öder (13 / kazandıran kart sayısı); %1 kasa avantajı yalnızca bir kez uygulanır. Böylece hangi tahmini yaparsanız yapın ve ne zaman çekilirseniz çekilin RTP %99 olur. 24 saat hareketsiz kalan tur o anki çarpanla otomatik kapatılır.',
    resumed: 'Bitmemiş turunuz geri yüklendi.',
    lost: 'Kaybettiniz',
    won: 'Kazancınız: {{amount}}',
    cards: 'Kartlar',
    steps: 'Adım',
    autoSettled: 'otomatik',
    card: '{{rank}} {{suit}}',
  },
  verify: {
    plinko: 'Plinko',
    limbo: 'Limbo',
    keno: 'Keno',
    hilo: 'Hi-Lo',
    rows: 'Sıra',
    cards: 'Kart sayısı',
    path: 'Topun yolu (0 = sol, 1 = sağ)',
    slot: 'Kutu',
    limboResult: 'Sonuç çarpanı',
    drawn: 'Çekilen sayılar',
    dealt: 'Dağıtılan kartlar',
    howPlinko: 'Plinko: her sıra için bir sayı; sayı < 0,5 ise sol, değilse sağ. Kutu = sağa sekme sayısı.',
    howLimbo:
      'Limbo: ilk 4 bayt w için sonuç = floor(99 × 2³² / (2³² − w)) / 100, 1,00× ile 1.000.000× arasında.',
    howKeno:
      'Keno: 1–40 sayıları; i. adımda kalan sayılardan floor(sayı_i × (40 − i)) sıradaki çekilir (Fisher–Yates), 10 adım.',
    howHilo:
      'Hi-Lo: i. kart = floor(sayı_i × 52); sıra = floor(kart / 4) + 1 (As = 1 … Papaz = 13), renk = kart mod 4 (♠ ♥ ♦ ♣).',
  },
};
