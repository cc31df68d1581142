import { addFeatureTexts } from '../../../lib/i18n';
import { fairEn } from '../../../locales/fair.en';
import { fairTr } from '../../../locales/fair.tr';
import { instantEn } from '../../../locales/instant.en';
import { instantTr } from '../../../locales/instant.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { fair: fairTr, instant: instantTr },
  en: { fair: fairEn, instant: instantEn },
});
