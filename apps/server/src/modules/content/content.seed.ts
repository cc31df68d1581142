import type { Db } from '../../db/create-db.ts';
import { BONUS_DEFINITION_ID } from '../bonus/bonus.service.ts';
import { CONTENT_CATEGORIES, CONTENT_PAGES, PAGE_ID } from './content.pages.data.ts';
import * as repo from './content.repository.ts';
import { sanitizeContentHtml } from './content.sanitize.ts';
import type { ContentBannersTable, ContentPromotionsTable } from './content.table.ts';

// Demo content in both languages, inserted once (an operator's later edit is never overwritten by a restart), from
// the content plugin at start-up. Image URLs carry `{locale}`, replaced by the request's language when served.

const bannerImages = (code: string) => ({
  image_default: `/media/banners/${code}-default-{locale}.svg`,
  image_1200: `/media/banners/${code}-1200-{locale}.svg`,
  image_992: `/media/banners/${code}-992-{locale}.svg`,
});

type SeedBanner = Omit<ContentBannersTable, 'updated_at' | 'image_default' | 'image_1200' | 'image_992'>;

const BANNERS: SeedBanner[] = [
  {
    id: 1,
    code: 'trial-bonus',
    slug: 'home',
    url: '/promotions',
    target: '_self',
    title_tr: '₺100 Deneme Bonusu',
    title_en: '₺100 Trial Bonus',
    text_tr: 'Telefonunu doğrula, ₺100 deneme bonusu anında hesabında.',
    text_en: 'Verify your phone and get a ₺100 trial bonus at once.',
    is_active: true,
    sort_order: 1,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 2,
    code: 'first-deposit',
    slug: 'home',
    url: '/dashboard/bonuses',
    target: '_self',
    title_tr: "%100 İlk Yatırım Bonusu ₺1.000'e kadar",
    title_en: '100% First Deposit Bonus up to ₺1,000',
    text_tr: 'İlk yatırımından önce talep et, ilk yatırımının %100’ü bonus olarak eklensin.',
    text_en: 'Request it before your first deposit and get 100% of it as a bonus.',
    is_active: true,
    sort_order: 2,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 3,
    code: 'aviator-tournament',
    slug: 'home',
    url: '/casino/games',
    target: '_self',
    title_tr: 'Aviator Turnuvası: ₺50.000 Ödül Havuzu',
    title_en: 'Aviator Tournament: ₺50,000 Prize Pool',
    text_tr: 'En yüksek çarpanı yakala, haftalık liderlik tablosunda yüksel.',
    text_en: 'Catch the highest multiplier and climb the weekly leaderboard.',
    is_active: true,
    sort_order: 3,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 4,
    code: 'sports-combo',
    slug: 'home',
    url: '/spor',
    target: '_self',
    title_tr: "Kombine Bahiste %50'ye Varan Kazanç Artışı",
    title_en: 'Up to 50% Winnings Boost on Accumulators',
    text_tr: '4 ve üzeri maçlık kombine kuponlarda ekstra kazanç.',
    text_en: 'Extra winnings on accumulators of 4 or more selections.',
    is_active: true,
    sort_order: 4,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 5,
    code: 'weekly-cashback',
    slug: 'home',
    url: '/promotions',
    target: '_self',
    title_tr: '%10 Haftalık Kayıp Bonusu',
    title_en: '10% Weekly Cashback',
    text_tr: "Haftalık net kaybının %10'u, ₺5.000'e kadar geri.",
    text_en: '10% of your weekly net losses back, up to ₺5,000.',
    is_active: true,
    sort_order: 5,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 6,
    code: 'jackpot-week',
    slug: 'home',
    url: '/casino/slot',
    target: '_self',
    title_tr: 'Slot Jackpot Haftası',
    title_en: 'Slots Jackpot Week',
    text_tr: 'Kasa Slots oyunlarında her dönüş jackpota katkı yapar.',
    text_en: 'Every spin on Kasa Slots feeds the jackpot.',
    is_active: true,
    sort_order: 6,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 7,
    code: 'slots-festival',
    slug: 'casino',
    url: '/casino/slot',
    target: '_self',
    title_tr: 'Binlerce Slot, Tek Adreste',
    title_en: 'Thousands of Slots, One Place',
    text_tr: 'Megaways, bonus satın alma ve klasik meyve makineleri.',
    text_en: 'Megaways, bonus buys and classic fruit machines.',
    is_active: true,
    sort_order: 1,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 8,
    code: 'live-tables',
    slug: 'casino',
    url: '/casino/live',
    target: '_self',
    title_tr: 'Gerçek Krupiyeler, Gerçek Masalar',
    title_en: 'Real Dealers, Real Tables',
    text_tr: 'Rulet, blackjack ve bakara 7/24 HD yayında.',
    text_en: 'Roulette, blackjack and baccarat 24/7 in HD.',
    is_active: true,
    sort_order: 2,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 9,
    code: 'live-vip',
    slug: 'live-casino',
    url: '/casino/live',
    target: '_self',
    title_tr: 'Yüksek Limitli VIP Masalar',
    title_en: 'High-Limit VIP Tables',
    text_tr: 'Özel masalarda ₺50.000’e varan bahis limitleri.',
    text_en: 'Private tables with bet limits up to ₺50,000.',
    is_active: true,
    sort_order: 1,
    valid_from: null,
    valid_to: null,
  },
];

const promotionImages = (code: string) =>
  JSON.stringify([
    { type: 1, url: `/media/promotions/${code}-1-{locale}.svg` },
    { type: 2, url: `/media/promotions/${code}-2-{locale}.svg` },
  ]);

type SeedPromotion = Omit<ContentPromotionsTable, 'updated_at' | 'images'>;

export const PROMOTIONS: SeedPromotion[] = [
  {
    id: 1,
    code: 'trial-bonus',
    category: 'bonus',
    title_tr: 'Hoş Geldin: ₺100 Deneme Bonusu',
    title_en: 'Welcome: ₺100 Trial Bonus',
    summary_tr: 'Üye ol, telefonunu doğrula, ₺100 deneme bonusunu hemen al.',
    summary_en: 'Sign up, verify your phone and take your ₺100 trial bonus.',
    description_tr: `<p>Kasa’ya hoş geldiniz! Kayıt sırasında <strong>deneme bonusu</strong> kutusunu işaretleyin ve telefon numaranızı SMS koduyla doğrulayın: <strong>₺100</strong> deneme bonusu anında bonus bakiyenize eklenir.</p><p>Bonusla casino, slot ve Kasa Originals oyunlarını risksiz deneyin; çevrimi tamamladığınızda kalan tutar çekilebilir bakiyenize geçer.</p>`,
    description_en: `<p>Welcome to Kasa! Tick the <strong>trial bonus</strong> box when you register and verify your phone number with the SMS code: a <strong>₺100</strong> trial bonus lands in your bonus balance at once.</p><p>Try casino, slots and Kasa Originals with it; once wagering is complete, what remains moves to your withdrawable balance.</p>`,
    terms_tr: `<ul><li>Yalnızca telefon numarasını doğrulamış yeni üyeler içindir.</li><li>Oyuncu, telefon numarası ve cihaz başına bir kez verilir.</li><li>Çevrim şartı 10 katıdır (₺1.000 bahis).</li><li>Bonus 7 gün geçerlidir; süresinde tamamlanmayan çevrimde kalan bonus silinir.</li><li>Genel <a href="/pages/5">Bonus Kuralları</a> geçerlidir.</li></ul>`,
    terms_en: `<ul><li>For new players with a verified phone number only.</li><li>Given once per player, phone number and device.</li><li>Wagering requirement 10× (₺1,000 of bets).</li><li>Valid for 7 days; the remaining bonus is removed if wagering is not completed in time.</li><li>The general <a href="/pages/5">Bonus Rules</a> apply.</li></ul>`,
    bonus_definition_id: BONUS_DEFINITION_ID.trial,
    cta_url: null,
    is_active: true,
    sort_order: 1,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 2,
    code: 'first-deposit',
    category: 'bonus',
    title_tr: "%100 İlk Yatırım Bonusu (₺1.000'e kadar)",
    title_en: '100% First Deposit Bonus (up to ₺1,000)',
    summary_tr: 'İlk yatırımını ikiye katla: %100 bonus, en fazla ₺1.000.',
    summary_en: 'Double your first deposit: 100% bonus, up to ₺1,000.',
    description_tr: `<p>İlk para yatırma işleminizden <strong>önce</strong> “Bonuslar” sayfasından ilk yatırım bonusunu talep edin. İlk onaylanan yatırımınızın <strong>%100’ü</strong>, en fazla <strong>₺1.000</strong> bonus olarak eklenir.</p><p>Örnek: ₺500 yatırırsanız ₺500 bonus alır, ₺1.000 ile oynarsınız.</p>`,
    description_en: `<p>Request the first-deposit bonus on the “Bonuses” page <strong>before</strong> your first deposit. <strong>100%</strong> of your first confirmed deposit, up to <strong>₺1,000</strong>, is added as a bonus.</p><p>Example: deposit ₺500, receive a ₺500 bonus and play with ₺1,000.</p>`,
    terms_tr: `<ul><li>İlk para yatırma işleminden önce talep edilmelidir.</li><li>En az ₺50 yatırım gerekir; daha düşük ilk yatırımda talep iptal edilir.</li><li>Çevrim şartı bonus tutarının 20 katıdır.</li><li>Bonus 14 gün geçerlidir.</li><li>Hesap başına bir kez kullanılabilir.</li></ul>`,
    terms_en: `<ul><li>Must be requested before your first deposit.</li><li>Minimum deposit ₺50; a smaller first deposit cancels the request.</li><li>Wagering requirement 20× the bonus amount.</li><li>Valid for 14 days.</li><li>Once per account.</li></ul>`,
    bonus_definition_id: BONUS_DEFINITION_ID.firstDeposit,
    cta_url: '/dashboard/bonuses',
    is_active: true,
    sort_order: 2,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 3,
    code: 'weekly-cashback',
    category: 'casino',
    title_tr: '%10 Haftalık Kayıp Bonusu',
    title_en: '10% Weekly Cashback',
    summary_tr: 'Son 7 günün net kaybının %10’u, ₺5.000’e kadar geri.',
    summary_en: '10% of the last 7 days’ net losses back, up to ₺5,000.',
    description_tr: `<p>Şanssız bir hafta mı geçirdiniz? Son 7 gündeki net oyun kaybınızın <strong>%10’unu</strong> “Bonuslar” sayfasından haftada bir kez geri alın.</p><p>Net kayıp, nakit bakiyeden oynanan bahisler eksi kazançlardır. Kayıp bonusunun çevrimi yalnızca <strong>1 katıdır</strong>.</p>`,
    description_en: `<p>Had an unlucky week? Claim back <strong>10%</strong> of your net game losses of the last 7 days, once a week, on the “Bonuses” page.</p><p>Net losses are cash bets minus wins. Cashback wagering is only <strong>1×</strong>.</p>`,
    terms_tr: `<ul><li>Haftada bir kez talep edilebilir.</li><li>En az ₺10, en fazla ₺5.000.</li><li>Çevrim şartı 1 katıdır; bonus 7 gün geçerlidir.</li><li>Bonus bakiyesiyle oynanan bahisler hesaplamaya dahil edilmez.</li></ul>`,
    terms_en: `<ul><li>Can be claimed once a week.</li><li>Minimum ₺10, maximum ₺5,000.</li><li>Wagering 1×; valid for 7 days.</li><li>Bets placed with bonus money are not counted.</li></ul>`,
    bonus_definition_id: BONUS_DEFINITION_ID.cashback,
    cta_url: '/dashboard/bonuses',
    is_active: true,
    sort_order: 3,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 4,
    code: 'aviator-tournament',
    category: 'casino',
    title_tr: 'Aviator Turnuvası: ₺50.000 Ödül Havuzu',
    title_en: 'Aviator Tournament: ₺50,000 Prize Pool',
    summary_tr: 'En yüksek çarpanı yakalayan 50 oyuncu ödül havuzunu paylaşır.',
    summary_en: 'The 50 players with the highest multipliers share the pool.',
    description_tr: `<p>Her hafta Pazartesi 00:00 ile Pazar 23:59 arasında Kasa Aviator’da nakit çıkış yaptığınız <strong>en yüksek çarpan</strong> liderlik tablosundaki puanınızdır.</p><h3>Ödüller</h3><table><thead><tr><th>Sıra</th><th>Ödül</th></tr></thead><tbody><tr><td>1.</td><td>₺15.000</td></tr><tr><td>2.</td><td>₺8.000</td></tr><tr><td>3.</td><td>₺5.000</td></tr><tr><td>4. – 10.</td><td>₺1.000</td></tr><tr><td>11. – 50.</td><td>₺362,50</td></tr></tbody></table>`,
    description_en: `<p>Every week from Monday 00:00 to Sunday 23:59, the <strong>highest multiplier</strong> at which you cash out in Kasa Aviator is your leaderboard score.</p><h3>Prizes</h3><table><thead><tr><th>Rank</th><th>Prize</th></tr></thead><tbody><tr><td>1st</td><td>₺15,000</td></tr><tr><td>2nd</td><td>₺8,000</td></tr><tr><td>3rd</td><td>₺5,000</td></tr><tr><td>4th – 10th</td><td>₺1,000</td></tr><tr><td>11th – 50th</td><td>₺362.50</td></tr></tbody></table>`,
    terms_tr: `<ul><li>Yalnızca en az ₺10 tutarındaki bahisler sayılır.</li><li>Eşit çarpanlarda önce ulaşan oyuncu üst sırada yer alır.</li><li>Ödüller turnuvanın bitiminden sonraki 48 saat içinde nakit olarak yatırılır; çevrim şartı yoktur.</li><li>Kasa, kötüye kullanım durumunda oyuncuyu turnuvadan çıkarma hakkını saklı tutar.</li></ul>`,
    terms_en: `<ul><li>Only bets of at least ₺10 count.</li><li>On equal multipliers, the player who reached it first ranks higher.</li><li>Prizes are paid as cash within 48 hours of the end of the tournament, with no wagering.</li><li>Kasa may exclude a player from the tournament in case of abuse.</li></ul>`,
    bonus_definition_id: null,
    cta_url: '/casino/games',
    is_active: true,
    sort_order: 4,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 5,
    code: 'jackpot-week',
    category: 'casino',
    title_tr: 'Slot Jackpot Haftası',
    title_en: 'Slots Jackpot Week',
    summary_tr: 'Kasa Slots’ta her dönüş dört seviyeli jackpota katkı yapar.',
    summary_en: 'Every Kasa Slots spin feeds the four-level jackpot.',
    description_tr: `<p>Kasa Slots oyunlarında yaptığınız her dönüşün bir kısmı <strong>dört seviyeli jackpot</strong> havuzuna eklenir. Jackpot seviyelerinin anlık tutarlarını ana sayfadaki jackpot kartlarından izleyin.</p><p>Jackpot haftası boyunca her seviye kazanıldığında, kazanan oyuncuya ek olarak jackpot tutarının <strong>%10’u</strong> nakit bonus olarak verilir.</p>`,
    description_en: `<p>Part of every spin on Kasa Slots goes into a <strong>four-level jackpot</strong>. Follow the live amounts on the jackpot cards on the home page.</p><p>During jackpot week, whenever a level is won, the winner also receives <strong>10%</strong> of the jackpot amount as a cash bonus.</p>`,
    terms_tr: `<ul><li>Yalnızca Kasa Slots oyunları geçerlidir.</li><li>Jackpot kazancı anında nakit bakiyeye eklenir.</li><li>Ek %10 bonus 24 saat içinde nakit olarak yatırılır; çevrim şartı yoktur.</li></ul>`,
    terms_en: `<ul><li>Kasa Slots games only.</li><li>Jackpot wins are added to your cash balance at once.</li><li>The extra 10% is paid as cash within 24 hours, with no wagering.</li></ul>`,
    bonus_definition_id: null,
    cta_url: '/casino/slot',
    is_active: true,
    sort_order: 5,
    valid_from: null,
    valid_to: null,
  },
  {
    id: 6,
    code: 'sports-combo',
    category: 'sports',
    title_tr: "Kombine Bahiste %50'ye Varan Kazanç Artışı",
    title_en: 'Accumulator Boost: up to 50% Extra Winnings',
    summary_tr: '4 ve üzeri maçlık kazanan kuponlara %5’ten %50’ye kadar ekstra kazanç.',
    summary_en: 'From 5% up to 50% extra on winning slips of 4 or more picks.',
    description_tr: `<p>Kombine kuponunuz kazandığında, kupondaki maç sayısına göre net kazancınıza <strong>ekstra kazanç</strong> eklenir.</p><table><thead><tr><th>Maç sayısı</th><th>Artış</th></tr></thead><tbody><tr><td>4</td><td>%5</td></tr><tr><td>5</td><td>%10</td></tr><tr><td>6 – 7</td><td>%20</td></tr><tr><td>8 – 9</td><td>%35</td></tr><tr><td>10 ve üzeri</td><td>%50</td></tr></tbody></table>`,
    description_en: `<p>When your accumulator wins, <strong>extra winnings</strong> are added to your net winnings according to the number of selections.</p><table><thead><tr><th>Selections</th><th>Boost</th></tr></thead><tbody><tr><td>4</td><td>5%</td></tr><tr><td>5</td><td>10%</td></tr><tr><td>6 – 7</td><td>20%</td></tr><tr><td>8 – 9</td><td>35%</td></tr><tr><td>10 or more</td><td>50%</td></tr></tbody></table>`,
    terms_tr: `<ul><li>Her seçimin oranı en az 1,30 olmalıdır.</li><li>Ekstra kazanç en fazla ₺10.000’dir.</li><li>Nakit bakiyeyle oynanan ön maç ve canlı kuponlar geçerlidir; erken ödeme (cash out) yapılan kuponlar hariçtir.</li><li>Yüksek Oran (High Rate) fiyatlarıyla alınan seçimler kampanyaya dahil değildir; iptal edilen seçimler maç sayısına katılmaz.</li></ul>`,
    terms_en: `<ul><li>Every selection must have odds of at least 1.30.</li><li>Extra winnings are capped at ₺10,000.</li><li>Pre-match and live slips placed with cash count; slips that were cashed out early do not.</li><li>Selections taken at High Rate prices do not qualify; void selections do not count towards the number of selections.</li></ul>`,
    bonus_definition_id: null,
    cta_url: '/spor',
    is_active: true,
    sort_order: 6,
    valid_from: null,
    valid_to: null,
  },
];

const POPUP = {
  id: 1,
  title_tr: "İlk yatırımına %100 bonus, ₺1.000'e kadar",
  title_en: '100% bonus on your first deposit, up to ₺1,000',
  image_default: '/media/popup/first-deposit-week-default-{locale}.svg',
  image_1200: '/media/popup/first-deposit-week-1200-{locale}.svg',
  image_992: '/media/popup/first-deposit-week-992-{locale}.svg',
  link_url: '/promotions',
  link_target: '_self' as const,
  is_active: true,
};

/**
 * Corrections of text an earlier release seeded: the inserts above never touch an existing row, so a database seeded
 * before the fix would keep the old wording. Each replaces one exact phrase where the page still holds it; run at
 * every start, a no-op once applied (and on a new database, which gets the corrected text from the inserts).
 */
export const SEEDED_TEXT_FIXES = [
  // The privacy page named bcrypt; passwords are hashed with scrypt (lib/secrets.ts).
  {
    page: PAGE_ID.privacy,
    column: 'body_tr',
    was: 'biçimde (bcrypt) saklanır',
    now: 'biçimde (scrypt) saklanır',
  },
  { page: PAGE_ID.privacy, column: 'body_en', was: 'irreversibly (bcrypt);', now: 'irreversibly (scrypt);' },
] as const;

/**
 * The same for promotions: the combo boost's terms lacked two rules the settlement applies (contract COMBO_BOOST,
 * docs/decisions/0240): High Rate legs do not qualify, void legs do not count towards the number of selections.
 */
export const SEEDED_PROMOTION_FIXES = [
  // Turkish decimals take a comma (1,30).
  { promotion: 6, column: 'terms_tr', was: 'en az 1.30 olmalıdır', now: 'en az 1,30 olmalıdır' },
  {
    promotion: 6,
    column: 'terms_tr',
    was: 'kuponlar hariçtir.</li></ul>',
    now: 'kuponlar hariçtir.</li><li>Yüksek Oran (High Rate) fiyatlarıyla alınan seçimler kampanyaya dahil değildir; iptal edilen seçimler maç sayısına katılmaz.</li></ul>',
  },
  {
    promotion: 6,
    column: 'terms_en',
    was: 'slips that were cashed out early do not.</li></ul>',
    now: 'slips that were cashed out early do not.</li><li>Selections taken at High Rate prices do not qualify; void selections do not count towards the number of selections.</li></ul>',
  },
] as const;

export async function seedContent(db: Db, now: Date): Promise<void> {
  await repo.insertMissing(db, 'content_categories', CONTENT_CATEGORIES);
  await repo.insertMissing(
    db,
    'content_pages',
    CONTENT_PAGES.map((page) => ({
      ...page,
      body_tr: sanitizeContentHtml(page.body_tr),
      body_en: sanitizeContentHtml(page.body_en),
      is_active: true,
      updated_at: now,
    })),
  );
  await repo.insertMissing(
    db,
    'content_banners',
    BANNERS.map((banner) => ({ ...banner, ...bannerImages(banner.code), updated_at: now })),
  );
  await repo.insertMissing(
    db,
    'content_promotions',
    PROMOTIONS.map((promotion) => ({
      ...promotion,
      description_tr: sanitizeContentHtml(promotion.description_tr),
      description_en: sanitizeContentHtml(promotion.description_en),
      terms_tr: sanitizeContentHtml(promotion.terms_tr),
      terms_en: sanitizeContentHtml(promotion.terms_en),
      images: promotionImages(promotion.code),
      updated_at: now,
    })),
  );
  await repo.insertMissing(db, 'content_popups', [{ ...POPUP, updated_at: now }]);
  for (const fix of SEEDED_TEXT_FIXES) {
    await repo.replaceInPageBody(db, fix.page, fix.column, fix.was, fix.now, now);
  }
  for (const fix of SEEDED_PROMOTION_FIXES) {
    await repo.replaceInPromotion(db, fix.promotion, fix.column, fix.was, fix.now, now);
  }
}
