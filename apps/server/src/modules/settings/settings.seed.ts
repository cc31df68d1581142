import type { Db } from '../../db/create-db.ts';
import { COUNTRIES } from './countries.data.ts';
import * as repo from './settings.repository.ts';

// Site options (spec §3 siteOption: key, value, status) and server-side translations. Inserted once: an operator's
// later change is never overwritten by a restart. Keys as the client reads them (lower-cased there: 'liveTv' → 'livetv');
// the list of keys is SiteOptionKey in @kasa/contract/content (docs/decisions/0100-content-and-bootstrap.md).
const SITE_OPTIONS = [
  { key: 'telegram', value: 'https://t.me/kasa', is_active: true },
  { key: 'twitter', value: 'https://x.com/kasa', is_active: true },
  { key: 'instagram', value: 'https://instagram.com/kasa', is_active: true },
  { key: 'domain-current', value: 'kasa.bet', is_active: true },
  { key: 'domain-next', value: 'kasa2.bet', is_active: true },
  // Lira; read by the bonus module (bonus/definetrialbonus). 0 = no trial bonus offered.
  { key: 'trial-bonus-amount', value: '100', is_active: true },
  // The Live TV application (menu "Live TV" opens the app configured under liveTv): a path on this site opens it
  // inside the site (our live centre, docs/decisions/0240), an address opens it in a new window.
  { key: 'liveTv', value: '/canli-tv', is_active: true },
  // Live chat: seeded INACTIVE so no third-party widget loads by default; the client hides the Live Chat buttons until
  // an operator fills in the provider's ids and activates both.
  { key: 'chat-site-id', value: 'kasa-demo-site', is_active: false },
  { key: 'chat-div-id', value: 'kasa-demo-chat', is_active: false },
  // Footer support contacts: two on a messaging app (WhatsApp), two on a chat app (Telegram); opened in new windows.
  { key: 'support-whatsapp-1', value: 'https://wa.me/905550000001', is_active: true },
  { key: 'support-whatsapp-2', value: 'https://wa.me/905550000002', is_active: true },
  { key: 'support-telegram-1', value: 'https://t.me/kasa_destek', is_active: true },
  { key: 'support-telegram-2', value: 'https://t.me/kasa_vip_destek', is_active: true },
  // Footer: the regulator's licence-verification page and the game-supplier company site.
  {
    key: 'license-verification',
    value: 'https://www.pagcor.ph/regulatory/gaming-licensees.php',
    is_active: true,
  },
  { key: 'game-supplier', value: 'https://www.hub88.io', is_active: true },
  // Decorations and notices: snowfall off by default (seasonal); the top banner's domain notice on.
  { key: 'snowfall', value: '1', is_active: false },
  { key: 'top-banner', value: '1', is_active: true },
];

// Server-provided texts: they override the web's bundled strings of the same key (the operator's wording), in the
// request's language. Keys are the web's i18n keys.
const TRANSLATIONS = [
  { locale: 'tr', key: 'site.name', value: 'Kasa' },
  { locale: 'en', key: 'site.name', value: 'Kasa' },
  {
    locale: 'tr',
    key: 'home.heroTitle',
    value: 'Canlı masalar, binlerce slot ve spor bahisleri Kasa’da',
  },
  {
    locale: 'en',
    key: 'home.heroTitle',
    value: 'Live tables, thousands of slots and sports betting at Kasa',
  },
  {
    locale: 'tr',
    key: 'home.heroText',
    value: 'Bir dakikada üye ol, telefonunu doğrula, ₺100 deneme bonusunla Türk lirası ile oynamaya başla.',
  },
  {
    locale: 'en',
    key: 'home.heroText',
    value: 'Join in a minute, verify your phone and start playing in Turkish lira with a ₺100 trial bonus.',
  },
  {
    locale: 'tr',
    key: 'footer.supportText',
    value: 'Destek ekibimiz 7/24 canlı destek, WhatsApp ve Telegram üzerinden yanınızda.',
  },
  {
    locale: 'en',
    key: 'footer.supportText',
    value: 'Our support team is with you 24/7 on live chat, WhatsApp and Telegram.',
  },
  {
    locale: 'tr',
    key: 'footer.licence',
    value:
      'Kasa, Filipinler Cumhuriyeti düzenleyici kurumu tarafından verilen e-oyun lisansı ile işletilmektedir. Lisans durumunu düzenleyicinin sitesinden doğrulayabilirsiniz. Tüm oyunlar lisanslı sağlayıcılar tarafından sunulur.',
  },
  {
    locale: 'en',
    key: 'footer.licence',
    value:
      "Kasa is operated under an e-gaming licence issued by a regulator of the Republic of the Philippines. You can verify the licence on the regulator's site. All games are supplied by licensed providers.",
  },
];

export async function seedSettings(db: Db): Promise<void> {
  await repo.upsertCountries(
    db,
    COUNTRIES.map(([id, code, nameTr, nameEn]) => ({ id, code, name_tr: nameTr, name_en: nameEn })),
  );
  await repo.insertMissingSiteOptions(db, SITE_OPTIONS);
  await repo.insertMissingTranslations(db, TRANSLATIONS);
}
