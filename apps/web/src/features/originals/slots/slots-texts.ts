import { addFeatureTexts } from '../../../lib/i18n';
import { slotsEn } from '../../../locales/slots.en';
import { slotsTr } from '../../../locales/slots.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { slots: slotsTr },
  en: { slots: slotsEn },
});
