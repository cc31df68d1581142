// API and rule messages of the crash area, both languages (merged into messages.ts; the parity test covers them).
export const crashMessagesTr = {
  'e.crashBettingClosed': 'Bahisler bu tur için kapandı. Bir sonraki turu bekleyin.',
  'e.crashSlotTaken': 'Bu bahis alanında bu tur için zaten bir bahsiniz var.',
  'e.crashNoBet': 'Bu bahis alanında açık bir bahsiniz yok.',
  'e.crashNotRunning': 'Tur henüz başlamadı.',
  'e.crashTooLate': 'Çok geç: uçak {0}× değerinde uçup gitti.',
  'e.crashAutoRange': 'Otomatik nakit çekme {0}× ile {1}× arasında olmalıdır.',
  'e.crashHashFormat': 'Tur hash değeri 64 onaltılık karakter olmalıdır.',
  'e.crashRoundUnknown': 'Bu tur bulunamadı ya da henüz bitmedi.',
  's.crashBetPlaced': '{0} tutarında bahsiniz alındı.',
  's.crashBetCancelled': 'Bahsiniz iptal edildi, {0} iade edildi.',
  's.crashCashedOut': '{0}× ile nakit çektiniz: {1} kazandınız.',
} satisfies Record<string, string>;

export const crashMessagesEn: Record<keyof typeof crashMessagesTr, string> = {
  'e.crashBettingClosed': 'Betting is closed for this round. Wait for the next one.',
  'e.crashSlotTaken': 'You already have a bet in this slot for this round.',
  'e.crashNoBet': 'You have no open bet in this slot.',
  'e.crashNotRunning': 'The round has not started yet.',
  'e.crashTooLate': 'Too late: the plane flew away at {0}×.',
  'e.crashAutoRange': 'Auto cash-out must be between {0}× and {1}×.',
  'e.crashHashFormat': 'A round hash is 64 hexadecimal characters.',
  'e.crashRoundUnknown': 'This round does not exist or has not finished yet.',
  's.crashBetPlaced': 'Your bet of {0} is placed.',
  's.crashBetCancelled': 'Your bet is cancelled, {0} returned.',
  's.crashCashedOut': 'Cashed out at {0}×: you won {1}.',
};
