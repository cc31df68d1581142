import { addFeatureTexts } from '../../../lib/i18n';
import { crashEn } from '../../../locales/crash.en';
import { crashTr } from '../../../locales/crash.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { crash: crashTr },
  en: { crash: crashEn },
});
