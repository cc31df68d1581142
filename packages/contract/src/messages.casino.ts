// API and rule messages of the casino area, both languages (merged into messages.ts; the parity test covers them).
export const casinoMessagesTr = {
  's.favoriteAdded': 'Favorilere eklendi',
  's.favoriteRemoved': 'Favorilerden çıkarıldı',
  'e.gameNotFound': 'Oyun bulunamadı.',
  'e.gameLaunchMismatch': 'Bu oyun bu sağlayıcı üzerinden açılamaz.',
} satisfies Record<string, string>;

export const casinoMessagesEn: Record<keyof typeof casinoMessagesTr, string> = {
  's.favoriteAdded': 'Added to favorites',
  's.favoriteRemoved': 'Removed from favorites',
  'e.gameNotFound': 'The game could not be found.',
  'e.gameLaunchMismatch': 'This game cannot be opened through this provider.',
};
