// Business constants and limits of spec §9 (and the few timings of §2/§4 the client needs).

export const DEFAULT_COUNTRY_ID = 235; // Türkiye
export const DEFAULT_CURRENCY_ID = 1; // Turkish lira
export const DEFAULT_LANGUAGE = 'tr';
export const LANGUAGES = ['tr', 'en'] as const;
export type Locale = (typeof LANGUAGES)[number];
/** The left menu's language selector starts on 'en' in the spec; the stored language still defaults to tr. */
export const MENU_LANGUAGE_DEFAULT = 'en';

export const STORAGE_KEYS = {
  authData: 'authData',
  lang: 'lang',
  fingerprint: 'fingerprint',
  topNotifyRead: 'topNotifyRead',
  bootstrap: 'bootstrap',
  refId: 'refId',
} as const;

export const TOAST = {
  position: 'top-center',
  maxVisible: 5,
  durationMs: 4000,
  loadingDurationMs: 30000,
} as const;

export const BALANCE_POLL_MS = 3000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 20;
export const PHONE_PREFIX = '90';
export const PHONE_LOCAL_DIGITS = 10;
export const CODE_LENGTH = 6;
export const NATIONAL_NUMBER_LENGTH = 11;
export const PASSWORD_MIN = 5;
export const MINIMUM_AGE = 18;

export const RESET_CODE_TTL_SECONDS = 15 * 60;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const UNREAD_BADGE_CAP = 9; // shown as '9+'
export const NOTIFICATION_PAGE = { skip: 0, take: 100 } as const;
export const GAME_SEARCH_TAKE = 4;

export const HEADER_HIDE_SCROLL_PX = 100;
export const BREAKPOINT_MOBILE_HEADER_PX = 900;
export const BREAKPOINT_HAMBURGER_PX = 1100;
export const BANNER_HIDE_MS = 500;
export const SOCIAL_LINK_DELAY_MS = 1000;
export const COUNTRY_LIST_DELAY_MS = 300;
export const CELEBRATION_DELAY_MS = 100;
export const BONUS_CLAIM_CLOSE_MS = 1000;
export const CONFETTI = { particleCount: 150, spread: 180 } as const;
export const LOGIN_AFTER_PASSWORD_CHANGE_MS = 1000;
export const FINGERPRINT_TIMEOUT_MS = 5000;

export const CAROUSEL = {
  slidesPerView: { base: 1, from768: 2, from992: 2, from1920: 3 },
  spaceBetween: 20,
  autoplayMs: 5000,
  loop: false,
  refreshMs: 100,
} as const;

export const HUB = {
  reconnectDelaysMs: [0, 2000, 10000, 30000],
  serverTimeoutMs: 30000,
  keepAliveMs: 15000,
} as const;

export const JACKPOT = {
  levelsRequired: 4,
  shown: ['Clover Chance', 'High Cash'],
  questSentinel: 14000,
} as const;
export const SNOWFALL = { flakes: 50, minSize: 5, maxSize: 15, speed: 2 } as const;
