// Paths of the calls, relative to the API base (`/api/`). Spec §7 paths are the contract: keep them exactly.
export const ApiPath = {
  login: 'auth/login',
  authForm: 'auth/form',
  register: 'auth/register',
  sendResetPassword: 'auth/sendresetpassword',
  checkResetCode: 'auth/checkresetcode',
  changePasswordWithCode: 'auth/changepasswordwithcode',
  logout: 'auth/logout',
  updatePhone: 'customer/updatephone',
  changePassword: 'customer/changepassword',
  balance: 'user/balance',
  paymentMethods: 'payment/methods',
  paymentDetail: 'payment/detail',
  deposit: 'payment/deposit',
  withdraw: 'payment/withdraw',
  notifications: 'customer/notification',
  readNotification: 'customer/readnotification',
  defineTrialBonus: 'bonus/definetrialbonus',
  casinoGames: 'casino/games',
  casinoCategoryGames: 'casino/categorygames',
  casinoToggleFavorite: 'casino/togglefavorite',
  casinoEgyptQuest: 'casino/eqyptquest',
  pragmaticLaunch: 'casino/pragmaticlaunchurl',
  digitainLaunch: 'casino/dtlaunchurl',
  everyMatrixLaunch: 'casino/emlaunchurl',
  amusnetLaunch: 'casino/amusnetlaunchurl',
  egtLaunch: 'casino/egtlaunchurl',
  hub88Launch: 'casino/hub88launchurl',
  softGamingsLaunch: 'casino/softgamingslaunchurl',
  cmsGrouped: 'cms/grouped',
  // Not in the spec (it shows the pages, not the calls): our naming.
  sessionHistory: 'customer/sessionhistory',
  account: 'customer/account',
  paymentHistory: 'payment/history',
  bonusList: 'bonus/list',
  bonusAvailable: 'bonus/available',
  bonusRequest: 'bonus/request',
  devOutbox: 'dev/outbox',
  /** Development and journeys: the simulator plays these matches to their end now (docs/decisions/0240). */
  devSportsFinish: 'dev/sports/finish',
  /** Development and journeys: a price move now on a match in play (docs/decisions/0240). */
  devSportsReprice: 'dev/sports/reprice',
  /** The player's reality check falls due now (journeys only, docs/decisions/0400). */
  devRealityCheckDue: 'dev/rg/realitycheckdue',
  // Casino (issue 4), our naming.
  originalsLaunch: 'casino/originalslaunchurl',
  casinoLobby: 'casino/lobby',
  casinoFavorites: 'casino/favorites',
  casinoRecent: 'casino/recent',
  casinoProviders: 'casino/providers',
  gameHistory: 'casino/history',
  gameRound: 'casino/round',
  // Content (issue 5), our naming.
  promotions: 'cms/promotions',
  contentPages: 'cms/pages',
  contentPage: 'cms/page',
  // The bootstrap's jackpot cards with current values (issue 9): the page keeps them live without the bootstrap.
  cmsJackpots: 'cms/jackpots',
} as const;
export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];

export const API_BASE = '/api/';
export const HUB_PATH = '/hub';

/** Request headers of spec §7. */
export const Header = {
  locale: 'x-locale',
  fingerprint: 'x-fingerprint',
  forwardedFor: 'x-forwarded-for',
  /** An in-house game's calls carry their game session token here (providers.ts GAME_SESSION_HEADER). */
  gameSession: 'x-game-session',
  /**
   * `1` on the calls an open page makes by itself (balance and notification polls): they do not keep a session from
   * its idle timeout (docs/decisions/0420). Our naming.
   */
  background: 'x-background',
} as const;
