// API and rule messages of the fair area, both languages (merged into messages.ts; the parity test covers them).
export const fairMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const fairMessagesEn: Record<keyof typeof fairMessagesTr, string> = {};
