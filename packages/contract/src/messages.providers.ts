// API and rule messages of the providers area, both languages (merged into messages.ts; the parity test covers them).
export const providersMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const providersMessagesEn: Record<keyof typeof providersMessagesTr, string> = {};
