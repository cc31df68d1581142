// API and rule messages of the content area, both languages (merged into messages.ts; the parity test covers them).
export const contentMessagesTr = {
  'e.pageNotFound': 'Aradığınız sayfa bulunamadı.',
  'e.promotionNotFound': 'Promosyon bulunamadı.',
  'e.contentCategoryUnknown': 'İçerik kategorisi bulunamadı.',
  's.contentSaved': 'İçerik kaydedildi.',
  // Back-office content screens (docs/decisions/0550)
  'e.bannerNotFound': 'Banner bulunamadı.',
  'e.popupNotFound': 'Açılır pencere bulunamadı.',
  'e.contentColumnNotFound': 'Alt bilgi sütunu bulunamadı.',
  'e.bannerOrderMismatch': 'Sıralama, bu karuseldeki bannerların tamamını bir kez içermeli.',
  'e.contentNoFile': 'Lütfen yüklenecek görseli seçin.',
  'e.contentImageType': 'Yalnızca PNG, JPEG veya WebP görseli yükleyebilirsiniz.',
  'e.contentImageTooLarge': 'Görsel en fazla {0} MB olabilir.',
  'e.contentImageDamaged': 'Görsel okunamadı; bozuk olabilir.',
  'e.contentImageDimensions': 'Görsel en az {0}×{1}, en fazla {2}×{3} piksel olmalı.',
  's.contentImageUploaded': 'Görsel yüklendi.',
} satisfies Record<string, string>;

export const contentMessagesEn: Record<keyof typeof contentMessagesTr, string> = {
  'e.pageNotFound': 'The page you are looking for was not found.',
  'e.promotionNotFound': 'Promotion not found.',
  'e.contentCategoryUnknown': 'Content category not found.',
  's.contentSaved': 'Content saved.',
  // Back-office content screens (docs/decisions/0550)
  'e.bannerNotFound': 'Banner not found.',
  'e.popupNotFound': 'Popup not found.',
  'e.contentColumnNotFound': 'Footer column not found.',
  'e.bannerOrderMismatch': 'The order must name every banner of this carousel exactly once.',
  'e.contentNoFile': 'Please choose the image to upload.',
  'e.contentImageType': 'You can upload a PNG, JPEG or WebP image only.',
  'e.contentImageTooLarge': 'The image may be at most {0} MB.',
  'e.contentImageDamaged': 'The image could not be read; it may be damaged.',
  'e.contentImageDimensions': 'The image must be at least {0}×{1} and at most {2}×{3} pixels.',
  's.contentImageUploaded': 'Image uploaded.',
};
