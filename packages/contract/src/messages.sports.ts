// API messages of the sportsbook, both languages (merged into messages.ts; the parity test covers them).
export const sportsMessagesTr = {
  'e.sportsEventNotFound': 'Karşılaşma bulunamadı.',
  'e.sportsMarketTransition': 'Bahis seçeneğinin durumu {0} iken {1} yapılamaz.',
  'e.sportsMarketNotFound': 'Bahis seçeneği bulunamadı.',
} satisfies Record<string, string>;

export const sportsMessagesEn: Record<keyof typeof sportsMessagesTr, string> = {
  'e.sportsEventNotFound': 'The event could not be found.',
  'e.sportsMarketTransition': 'A market cannot go from {0} to {1}.',
  'e.sportsMarketNotFound': 'The market could not be found.',
};
