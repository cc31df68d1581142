import { addFeatureTexts } from '../../lib/i18n';
import { rouletteEn } from '../../locales/roulette.en';
import { rouletteTr } from '../../locales/roulette.tr';
import { baccaratEn } from '../../locales/baccarat.en';
import { baccaratTr } from '../../locales/baccarat.tr';
import { blackjackEn } from '../../locales/blackjack.en';
import { blackjackTr } from '../../locales/blackjack.tr';

// This feature's texts load with its code, not with the first page's language chunk (lib/i18n.ts addFeatureTexts).
addFeatureTexts({
  tr: { roulette: rouletteTr, baccarat: baccaratTr, blackjack: blackjackTr },
  en: { roulette: rouletteEn, baccarat: baccaratEn, blackjack: blackjackEn },
});
