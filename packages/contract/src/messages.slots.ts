// API and rule messages of the slots area, both languages (merged into messages.ts; the parity test covers them).
export const slotsMessagesTr = {
  'e.slotsBetLevel': 'Bahis {0} ₺ ile {1} ₺ arasında, listedeki tutarlardan biri olmalıdır.',
  'e.slotsUnknownGame': 'Bu slot oyunu bulunamadı.',
  'e.slotsWrongGame': 'Oyun oturumu bu oyun için açılmadı. Lütfen oyunu yeniden başlatın.',
  'e.slotsFeaturePending': 'Önce kalan bedava dönüşlerinizi tamamlayın.',
  'e.slotsFeatureUnknown': 'Bedava dönüş turu bulunamadı veya tamamlandı.',
  'e.slotsNoBuy': 'Bu oyunda bedava dönüş satın alınamaz.',
  's.slotsJackpotTitle': 'Jackpot kazandınız!',
  's.slotsJackpotNote': '{0} jackpotunun {1} seviyesinden {2} kazandınız. Tutar bakiyenize eklendi.',
} satisfies Record<string, string>;

export const slotsMessagesEn: Record<keyof typeof slotsMessagesTr, string> = {
  'e.slotsBetLevel': 'The bet must be one of the listed amounts between ₺{0} and ₺{1}.',
  'e.slotsUnknownGame': 'This slot game was not found.',
  'e.slotsWrongGame': 'The game session was opened for another game. Please launch the game again.',
  'e.slotsFeaturePending': 'Finish your remaining free spins first.',
  'e.slotsFeatureUnknown': 'Free spins not found or already finished.',
  'e.slotsNoBuy': 'Free spins cannot be bought in this game.',
  's.slotsJackpotTitle': 'You won a jackpot!',
  's.slotsJackpotNote':
    'You won {2} from the {1} level of the {0} jackpot. It has been added to your balance.',
};
