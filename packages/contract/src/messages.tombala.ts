// API messages of the Tombala rooms (docs/decisions/0330), both languages (merged into messages.ts; the parity test
// covers them).
export const tombalaMessagesTr = {
  'e.tombalaRoomUnknown': 'Bu tombala salonu bulunamadı.',
  'e.tombalaSalesClosed': 'Bu oyunun bilet satışı kapandı. Bir sonraki oyunu bekleyin.',
  'e.tombalaTicketMax': 'Bir oyunda en fazla {0} bilet alınabilir.',
  'e.tombalaRequestReused': 'Bu istek kimliği başka bir bilet alımı için kullanıldı.',
  'e.tombalaGameUnknown': 'Bu oyun bulunamadı ya da henüz bitmedi.',
  'e.tombalaChatTooFast': 'Çok hızlı yazıyorsunuz. Birkaç saniye sonra tekrar deneyin.',
  'e.tombalaChatGuest': 'Sohbete yazmak için giriş yapın.',
  's.tombalaBought': '{0} bilet alındı ({1}).',
  's.tombalaChatSent': 'Mesajınız gönderildi.',
} satisfies Record<string, string>;

export const tombalaMessagesEn: Record<keyof typeof tombalaMessagesTr, string> = {
  'e.tombalaRoomUnknown': 'This Tombala room does not exist.',
  'e.tombalaSalesClosed': 'Ticket sales for this game are closed. Wait for the next game.',
  'e.tombalaTicketMax': 'At most {0} tickets can be bought for one game.',
  'e.tombalaRequestReused': 'This request id was used for another ticket purchase.',
  'e.tombalaGameUnknown': 'This game does not exist or has not finished yet.',
  'e.tombalaChatTooFast': 'You are writing too fast. Try again in a few seconds.',
  'e.tombalaChatGuest': 'Sign in to write in the chat.',
  's.tombalaBought': '{0} tickets bought ({1}).',
  's.tombalaChatSent': 'Your message was sent.',
};
