// API and rule messages of the content area, both languages (merged into messages.ts; the parity test covers them).
export const contentMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const contentMessagesEn: Record<keyof typeof contentMessagesTr, string> = {};
