import type { Locale } from '@kasa/contract/constants';
import type { ArtCopy, ArtTheme } from './content.art.ts';

// The artwork the seed refers to, by kind and code: its theme and its words in both languages. Served by the media
// route as /media/<kind>/<code>-<size>-<locale>.svg (content.routes.ts). Offers agree with the bonus module's
// definitions (modules/bonus/bonus.definitions.ts) and the site option trial-bonus-amount (₺100).

export type ArtKind = 'banners' | 'promotions' | 'popup';

export interface ArtEntry {
  theme: ArtTheme;
  copy: Record<Locale, ArtCopy>;
}

const SMALL = { tr: '18+ | Şartlar ve koşullar geçerlidir', en: '18+ | Terms and conditions apply' };

const entry = (theme: ArtTheme, tr: Omit<ArtCopy, 'small'>, en: Omit<ArtCopy, 'small'>): ArtEntry => ({
  theme,
  copy: { tr: { ...tr, small: SMALL.tr }, en: { ...en, small: SMALL.en } },
});

const TRIAL = entry(
  'trial',
  {
    eyebrow: 'Yeni üyelere',
    headline: ['₺100 Deneme', 'Bonusu'],
    sub: 'Telefonunu doğrula, bonusun anında hesabında.',
    cta: 'Hemen Üye Ol',
  },
  {
    eyebrow: 'For new players',
    headline: ['₺100 Trial', 'Bonus'],
    sub: 'Verify your phone and the bonus is yours at once.',
    cta: 'Sign Up Now',
  },
);
const FIRST_DEPOSIT = entry(
  'welcome',
  {
    eyebrow: 'Hoş geldin paketi',
    headline: ['%100 İlk Yatırım', "Bonusu ₺1.000'e kadar"],
    sub: 'İlk yatırımından önce talep et, bakiyeni ikiye katla.',
    cta: 'Bonusu Talep Et',
  },
  {
    eyebrow: 'Welcome package',
    headline: ['100% First Deposit', 'Bonus up to ₺1,000'],
    sub: 'Request it before your first deposit and double it.',
    cta: 'Claim Bonus',
  },
);
const AVIATOR = entry(
  'aviator',
  {
    eyebrow: 'Aviator turnuvası',
    headline: ['₺50.000 Ödül', 'Havuzu'],
    sub: 'En yüksek çarpanı yakala, liderlik tablosuna yüksel.',
    cta: 'Şimdi Uç',
  },
  {
    eyebrow: 'Aviator tournament',
    headline: ['₺50,000 Prize', 'Pool'],
    sub: 'Catch the highest multiplier and climb the leaderboard.',
    cta: 'Fly Now',
  },
);
const SPORTS = entry(
  'sports',
  {
    eyebrow: 'Kombine bahis',
    headline: ["%50'ye Varan", 'Kazanç Artışı'],
    sub: '4 ve üzeri maçlık kuponlarda ekstra kazanç.',
    cta: 'Kupon Yap',
  },
  {
    eyebrow: 'Combo boost',
    headline: ['Up to 50%', 'Winnings Boost'],
    sub: 'Extra winnings on accumulators of 4 or more picks.',
    cta: 'Build a Slip',
  },
);
const CASHBACK = entry(
  'cashback',
  {
    eyebrow: 'Her hafta',
    headline: ['%10 Kayıp', 'Bonusu'],
    sub: "Haftalık net kaybının %10'u, ₺5.000'e kadar geri.",
    cta: 'Detaylar',
  },
  {
    eyebrow: 'Every week',
    headline: ['10% Weekly', 'Cashback'],
    sub: '10% of your weekly net losses back, up to ₺5,000.',
    cta: 'Details',
  },
);
const JACKPOT = entry(
  'jackpot',
  {
    eyebrow: 'Slot jackpot haftası',
    headline: ['Jackpotlar', 'Büyüyor'],
    sub: 'Kasa Slots oyunlarında her dönüş jackpota katkı yapar.',
    cta: 'Slotlara Git',
  },
  {
    eyebrow: 'Slots jackpot week',
    headline: ['Jackpots Are', 'Growing'],
    sub: 'Every spin on Kasa Slots feeds the jackpot.',
    cta: 'Go to Slots',
  },
);
const LIVE = entry(
  'live',
  {
    eyebrow: 'Canlı casino',
    headline: ['Gerçek Krupiyeler,', 'Gerçek Masalar'],
    sub: 'Rulet, blackjack ve bakara 7/24 HD yayında.',
    cta: 'Masalara Katıl',
  },
  {
    eyebrow: 'Live casino',
    headline: ['Real Dealers,', 'Real Tables'],
    sub: 'Roulette, blackjack and baccarat 24/7 in HD.',
    cta: 'Join a Table',
  },
);
const LIVE_VIP = entry(
  'live',
  {
    eyebrow: 'VIP salon',
    headline: ['Yüksek Limitli', 'VIP Masalar'],
    sub: 'Özel masalarda ₺50.000’e varan bahis limitleri.',
    cta: 'VIP Masalar',
  },
  {
    eyebrow: 'VIP lounge',
    headline: ['High-Limit', 'VIP Tables'],
    sub: 'Private tables with bet limits up to ₺50,000.',
    cta: 'VIP Tables',
  },
);
const SLOTS = entry(
  'slots',
  {
    eyebrow: 'Slot festivali',
    headline: ['Binlerce Slot,', 'Tek Adreste'],
    sub: 'Megaways, bonus satın alma ve klasik meyveler.',
    cta: 'Oyunları Keşfet',
  },
  {
    eyebrow: 'Slots festival',
    headline: ['Thousands of Slots,', 'One Place'],
    sub: 'Megaways, bonus buys and classic fruit machines.',
    cta: 'Explore Games',
  },
);
const POPUP = entry(
  'welcome',
  {
    eyebrow: 'Sadece bu hafta',
    headline: ['İlk Yatırımına', '%100 Bonus'],
    sub: "₺1.000'e kadar, ₺50'den başlayan yatırımlarda.",
    cta: 'Hemen Yararlan',
  },
  {
    eyebrow: 'This week only',
    headline: ['100% Bonus On', 'Your First Deposit'],
    sub: 'Up to ₺1,000 on deposits from ₺50.',
    cta: 'Get It Now',
  },
);

export const ART: Record<ArtKind, Record<string, ArtEntry>> = {
  banners: {
    'trial-bonus': TRIAL,
    'first-deposit': FIRST_DEPOSIT,
    'aviator-tournament': AVIATOR,
    'sports-combo': SPORTS,
    'weekly-cashback': CASHBACK,
    'jackpot-week': JACKPOT,
    'slots-festival': SLOTS,
    'live-tables': LIVE,
    'live-vip': LIVE_VIP,
  },
  promotions: {
    'trial-bonus': TRIAL,
    'first-deposit': FIRST_DEPOSIT,
    'weekly-cashback': CASHBACK,
    'aviator-tournament': AVIATOR,
    'jackpot-week': JACKPOT,
    'sports-combo': SPORTS,
  },
  popup: { 'first-deposit-week': POPUP },
};
