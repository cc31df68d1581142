import { addFeatureTexts } from '../../lib/i18n';
import { tvEn } from '../../locales/tv.en';
import { tvTr } from '../../locales/tv.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { tv: tvTr },
  en: { tv: tvEn },
});
