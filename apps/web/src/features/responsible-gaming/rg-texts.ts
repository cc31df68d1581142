import { addFeatureTexts } from '../../lib/i18n';
import { rgEn } from '../../locales/rg.en';
import { rgTr } from '../../locales/rg.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { rg: rgTr },
  en: { rg: rgEn },
});
