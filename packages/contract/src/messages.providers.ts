// API and rule messages of the providers area, both languages (merged into messages.ts; the parity test covers them).
export const providersMessagesTr = {
  'e.providerUnavailable': 'Bu oyun sağlayıcısı şu anda kullanılamıyor.',
  'e.providerLaunchFailed': 'Oyun şu anda başlatılamadı. Lütfen biraz sonra tekrar deneyin.',
  'e.gameTxRolledBack': 'Bu oyun işlemi daha önce geri alındı.',
  'e.gamePlayerLocked': 'Hesabınız geçici olarak kilitli; şu anda oyun başlatılamaz.',
  'e.gameRoundUnknown': 'Oyun turu bulunamadı.',
} satisfies Record<string, string>;

export const providersMessagesEn: Record<keyof typeof providersMessagesTr, string> = {
  'e.providerUnavailable': 'This game provider is currently unavailable.',
  'e.providerLaunchFailed': 'The game could not be started right now. Please try again shortly.',
  'e.gameTxRolledBack': 'This game transaction has already been rolled back.',
  'e.gamePlayerLocked': 'Your account is temporarily locked; games cannot be started right now.',
  'e.gameRoundUnknown': 'Game round not found.',
};
