// API and rule messages of the crash area, both languages (merged into messages.ts; the parity test covers them).
export const crashMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const crashMessagesEn: Record<keyof typeof crashMessagesTr, string> = {};
