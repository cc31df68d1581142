import { addFeatureTexts } from '../../lib/i18n';
import { tombalaEn } from '../../locales/tombala.en';
import { tombalaTr } from '../../locales/tombala.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { tombala: tombalaTr },
  en: { tombala: tombalaEn },
});
