// API and rule messages of Plinko, Limbo, Keno and Hi-Lo, both languages (merged into messages.ts; the parity test
// covers them).
export const instantMessagesTr = {
  'e.instantRisk': 'Risk düzeyi düşük, orta veya yüksek olmalıdır.',
  'e.plinkoRows': 'Sıra sayısı 8 ile 16 arasında olmalıdır.',
  'e.limboTarget': 'Hedef çarpan 1,01 ile 1.000.000 arasında, en fazla iki ondalıklı olmalıdır.',
  'e.kenoPicks': '1 ile 40 arasından 1–10 farklı sayı seçin.',
  'e.hiloGuess': 'Tahmin yüksek, düşük, aynı veya geç olmalıdır.',
  'e.hiloGuessNotAllowed': 'Bu kartla bu tahmin yapılamaz ya da çarpan üst sınırı aşar. Kazancınızı alın.',
  'e.hiloMaxCards': 'Bu turda kart sınırına ulaşıldı. Kazancınızı alın.',
  'e.hiloRoundOpen': 'Bitmemiş bir Hi-Lo turunuz var. Önce onu tamamlayın.',
  'e.hiloCashoutEarly': 'Kazancı almak için en az bir doğru tahmin yapın.',
  's.instantWin': 'Kazandınız: {0}',
  's.instantPaid': 'Hesabınıza eklendi: {0}',
  's.instantLoss': 'Kaybettiniz.',
  's.hiloStarted': 'Tur başladı. Sonraki kart yüksek mi, düşük mü?',
  's.hiloRight': 'Doğru tahmin!',
  's.hiloSkipped': 'Kart geçildi.',
  's.hiloLost': 'Yanlış tahmin.',
} satisfies Record<string, string>;

export const instantMessagesEn: Record<keyof typeof instantMessagesTr, string> = {
  'e.instantRisk': 'The risk must be low, medium or high.',
  'e.plinkoRows': 'The number of rows must be between 8 and 16.',
  'e.limboTarget': 'The target multiplier must be between 1.01 and 1,000,000 with at most two decimals.',
  'e.kenoPicks': 'Pick 1–10 different numbers from 1 to 40.',
  'e.hiloGuess': 'The guess must be higher, lower, same or skip.',
  'e.hiloGuessNotAllowed':
    'This guess is not possible on this card or would pass the maximum multiplier. Cash out.',
  'e.hiloMaxCards': 'This round has reached its card limit. Cash out.',
  'e.hiloRoundOpen': 'You have an unfinished Hi-Lo round. Finish it first.',
  'e.hiloCashoutEarly': 'Make at least one right guess before cashing out.',
  's.instantWin': 'You won {0}',
  's.instantPaid': 'Added to your balance: {0}',
  's.instantLoss': 'You lost.',
  's.hiloStarted': 'Round started. Is the next card higher or lower?',
  's.hiloRight': 'Right guess!',
  's.hiloSkipped': 'Card skipped.',
  's.hiloLost': 'Wrong guess.',
};
