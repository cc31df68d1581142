// API and rule messages of the casino area, both languages (merged into messages.ts; the parity test covers them).
export const casinoMessagesTr = {
  's.favoriteAdded': 'Favorilere eklendi',
  's.favoriteRemoved': 'Favorilerden çıkarıldı',
  'e.gameNotFound': 'Oyun bulunamadı.',
  'e.gameLaunchMismatch': 'Bu oyun bu sağlayıcı üzerinden açılamaz.',
  // Casino (docs/decisions/0560)
  'e.categoryNotFound': 'Kategori bulunamadı.',
  'e.categoryOrderMismatch': 'Sıralama her kategoriyi bir kez içermeli.',
  'e.categoryGamesMismatch':
    'Sıralama kategorinin her oyununu bir kez içermeli; kategoride olmayan oyun olamaz.',
} satisfies Record<string, string>;

export const casinoMessagesEn: Record<keyof typeof casinoMessagesTr, string> = {
  's.favoriteAdded': 'Added to favorites',
  's.favoriteRemoved': 'Removed from favorites',
  'e.gameNotFound': 'The game could not be found.',
  'e.gameLaunchMismatch': 'This game cannot be opened through this provider.',
  // Casino (docs/decisions/0560)
  'e.categoryNotFound': 'The category could not be found.',
  'e.categoryOrderMismatch': 'The order must list every category exactly once.',
  'e.categoryGamesMismatch':
    'The order must list every game of the category exactly once, and only its games.',
};
