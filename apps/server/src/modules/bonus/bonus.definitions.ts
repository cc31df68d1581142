import type { BonusDefinitionsTable } from './bonus.table.ts';

/** Fixed ids: the client requests a bonus by id. Upserted at every start (bonus.seed.ts). Amounts in kuruş. */
export const BONUS_DEFINITION_ID = { trial: 1, firstDeposit: 2, cashback: 3 } as const;

/**
 * The sports rule of every seeded bonus (docs/decisions/0240): a settled sports bet counts towards wagering when each
 * of its counting legs was taken at 1.50 or more; the descriptions say so in both languages.
 */
export const SPORTS_MIN_ODDS = 150;

export const BONUS_DEFINITIONS: BonusDefinitionsTable[] = [
  {
    id: BONUS_DEFINITION_ID.trial,
    kind: 'trial',
    title_tr: 'Deneme bonusu',
    title_en: 'Trial bonus',
    description_tr:
      'Telefonunu doğrulayan oyuncuya bir kez verilir (oyuncu, telefon ve cihaz başına bir kez). 10 katı çevrim, 7 gün geçerli. Spor bahisleri sonuçlandığında sayılır: her seçim en az 1,50 oranlı olmalı (kombine ve sistem dahil); erken ödenen (cash out) kuponlar sayılmaz.',
    description_en:
      'Given once to a player with a verified phone (once per player, phone and device). Wagering 10×, valid 7 days. Sports bets count when settled if every selection is at odds 1.50 or more (combos and systems included); cashed-out bets do not count.',
    percent: null,
    max_amount: null,
    min_amount: '0',
    wagering_multiplier: 10,
    valid_days: 7,
    sports_min_odds: SPORTS_MIN_ODDS,
    is_active: true,
    sort_order: 1,
  },
  {
    id: BONUS_DEFINITION_ID.firstDeposit,
    kind: 'first_deposit',
    title_tr: 'İlk yatırım bonusu',
    title_en: 'First-deposit bonus',
    description_tr:
      'İlk para yatırma işleminden önce talep edin: ilk onaylanan yatırımınızın %100’ü, en fazla ₺1.000 (en az ₺50 yatırım). 20 katı çevrim, 14 gün geçerli. Spor bahisleri sonuçlandığında sayılır: her seçim en az 1,50 oranlı olmalı (kombine ve sistem dahil); erken ödenen (cash out) kuponlar sayılmaz.',
    description_en:
      'Request it before your first deposit: 100% of your first confirmed deposit, up to ₺1.000 (deposit at least ₺50). Wagering 20×, valid 14 days. Sports bets count when settled if every selection is at odds 1.50 or more (combos and systems included); cashed-out bets do not count.',
    percent: 100,
    max_amount: '100000',
    min_amount: '5000',
    wagering_multiplier: 20,
    valid_days: 14,
    sports_min_odds: SPORTS_MIN_ODDS,
    is_active: true,
    sort_order: 2,
  },
  {
    id: BONUS_DEFINITION_ID.cashback,
    kind: 'cashback',
    title_tr: 'Haftalık kayıp bonusu',
    title_en: 'Weekly cashback',
    description_tr:
      'Son 7 gündeki oyun kaybınızın (bahisler − kazançlar, nakit bakiyeden) %10’u, en fazla ₺5.000, en az ₺10. Haftada bir talep edilir; 1 katı çevrim, 7 gün geçerli. Spor bahisleri sonuçlandığında sayılır: her seçim en az 1,50 oranlı olmalı (kombine ve sistem dahil); erken ödenen (cash out) kuponlar sayılmaz.',
    description_en:
      '10% of your net game losses of the last 7 days (bets − wins, from cash), up to ₺5.000, at least ₺10. Once a week; wagering 1×, valid 7 days. Sports bets count when settled if every selection is at odds 1.50 or more (combos and systems included); cashed-out bets do not count.',
    percent: 10,
    max_amount: '500000',
    min_amount: '1000',
    wagering_multiplier: 1,
    valid_days: 7,
    sports_min_odds: SPORTS_MIN_ODDS,
    is_active: true,
    sort_order: 3,
  },
];
