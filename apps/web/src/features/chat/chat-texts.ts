import { addFeatureTexts } from '../../lib/i18n';
import { chatEn } from '../../locales/chat.en';
import { chatTr } from '../../locales/chat.tr';

// The chat window's texts load with its (lazy) code, not with the first page's language chunk (lib/i18n.ts).
addFeatureTexts({
  tr: { chat: chatTr },
  en: { chat: chatEn },
});
