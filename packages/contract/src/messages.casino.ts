// API and rule messages of the casino area, both languages (merged into messages.ts; the parity test covers them).
export const casinoMessagesTr = {
  // 'e.example': 'Türkçe metin.',
} satisfies Record<string, string>;

export const casinoMessagesEn: Record<keyof typeof casinoMessagesTr, string> = {};
