// API and rule messages of the content area, both languages (merged into messages.ts; the parity test covers them).
export const contentMessagesTr = {
  'e.pageNotFound': 'Aradığınız sayfa bulunamadı.',
  'e.promotionNotFound': 'Promosyon bulunamadı.',
  'e.contentCategoryUnknown': 'İçerik kategorisi bulunamadı.',
  's.contentSaved': 'İçerik kaydedildi.',
} satisfies Record<string, string>;

export const contentMessagesEn: Record<keyof typeof contentMessagesTr, string> = {
  'e.pageNotFound': 'The page you are looking for was not found.',
  'e.promotionNotFound': 'Promotion not found.',
  'e.contentCategoryUnknown': 'Content category not found.',
  's.contentSaved': 'Content saved.',
};
