import { addFeatureTexts } from '../../lib/i18n';
import { sportsEn } from '../../locales/sports.en';
import { sportsTr } from '../../locales/sports.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { sports: sportsTr },
  en: { sports: sportsEn },
});
