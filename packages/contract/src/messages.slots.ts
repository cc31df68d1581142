// API and rule messages of the slots area, both languages (merged into messages.ts; the parity test covers them).
export const slotsMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const slotsMessagesEn: Record<keyof typeof slotsMessagesTr, string> = {};
