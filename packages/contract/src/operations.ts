import {
  HiloCashoutRequest,
  HiloData,
  HiloGuessRequest,
  HiloStartRequest,
  InstantPath,
  InstantStateData,
  InstantStateRequest,
  KenoPlayData,
  KenoPlayRequest,
  LimboPlayData,
  LimboPlayRequest,
  PlinkoDropData,
  PlinkoDropRequest,
} from './instant.ts';
import { z } from 'zod';
import { str } from './text.ts';
import { ApiPath } from './api.ts';
import {
  ChatAttachmentBody,
  ChatConversation,
  ChatConversationQuery,
  ChatConversationView,
  ChatIdParams,
  ChatMessage,
  ChatOpenData,
  ChatOpenRequest,
  ChatPath,
  ChatRateRequest,
  ChatReceiptRequest,
  ChatSendRequest,
  ChatTranscriptRequest,
  OpsChatAgent,
  OpsChatCanned,
  OpsChatCloseRequest,
  OpsChatConversationView,
  OpsChatNote,
  OpsChatNoteRequest,
  OpsChatPath,
  OpsChatPresenceRequest,
  OpsChatTransferRequest,
} from './chat.ts';
import {
  AuthFormData,
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  LoginRequest,
  RegisterDefaultRequest,
  RegisterFastRequest,
  SendResetPasswordRequest,
  SessionData,
} from './auth.ts';
import {
  AmusnetLaunchRequest,
  CasinoGamesResponse,
  CasinoGamesRequest,
  CasinoHistoryData,
  CasinoHistoryRequest,
  CasinoRound,
  CasinoRoundRequest,
  CategoryGamesRequest,
  CategoryGamesResponse,
  DigitainLaunchRequest,
  EgtLaunchRequest,
  EveryMatrixLaunchRequest,
  GameProvider,
  Hub88LaunchRequest,
  LaunchResponse,
  LobbyData,
  LobbyRequest,
  OriginalsLaunchRequest,
  PlayerGamesRequest,
  PlayerGamesResponse,
  PragmaticLaunchRequest,
  ProvidersRequest,
  SoftGamingsLaunchRequest,
  ToggleFavoriteData,
  ToggleFavoriteRequest,
  OpsCasinoGame,
  OpsCasinoGameParams,
  OpsCasinoGameUpdate,
  OpsCasinoPath,
  // Casino (docs/decisions/0560)
  OpsCasinoCategories,
  OpsCasinoCategory,
  OpsCasinoCategoryOrder,
  OpsCasinoCategoryParams,
  OpsCasinoCategoryUpdate,
  OpsCasinoProvider,
  OpsJackpotLevel,
} from './casino.ts';
import {
  Bootstrap,
  ContentPage,
  ContentPageRequest,
  ContentPageSummary,
  OpsContentPath,
  OpsPageInput,
  OpsPromotionInput,
  OpsPromotionRecord,
  OpsSaved,
  OpsSiteOptionInput,
  Promotion,
  // Content (docs/decisions/0550)
  OpsBannerInput,
  OpsBannerOrderInput,
  OpsBannerRecord,
  OpsCategoryInput,
  OpsCategoryRecord,
  OpsContentImage,
  OpsContentImageBody,
  OpsPageRecord,
  OpsPopupInput,
  OpsPopupRecord,
  OpsTranslationInput,
  OpsTranslationRecord,
  SiteOption,
} from './content.ts';
import {
  CrashApiPath,
  CrashBetRequest,
  CrashBetResult,
  CrashChain,
  CrashPlayerState,
  CrashRound,
  CrashRoundDetail,
  CrashRoundQuery,
  CrashRoundsQuery,
  CrashSlotRequest,
  CrashStateRequest,
} from './crash.ts';
import {
  LiveTableState,
  RouletteApiPath,
  RouletteBetRequest,
  RouletteBetResult,
  RoulettePlayerState,
  RouletteRoundQuery,
  RouletteRoundsQuery,
  RouletteStateRequest,
  TableRound,
} from './roulette.ts';
import {
  BaccaratApiPath,
  BaccaratBetRequest,
  BaccaratBetResult,
  BaccaratPlayerState,
  BaccaratRound,
  BaccaratRoundQuery,
  BaccaratRoundsQuery,
  BaccaratStateRequest,
} from './baccarat.ts';
import {
  BlackjackActionRequest,
  BlackjackActionResult,
  BlackjackApiPath,
  BlackjackBetRequest,
  BlackjackBetResult,
  BlackjackPlayerState,
  BlackjackRound,
  BlackjackRoundQuery,
  BlackjackRoundsQuery,
  BlackjackStateRequest,
} from './blackjack.ts';
import {
  TvApiPath,
  TvBetRequest,
  TvBetResult,
  TvNextDraw,
  TvPlayerState,
  TvRound,
  TvRoundQuery,
  TvRoundsQuery,
  TvStateRequest,
} from './tv.ts';
import {
  TombalaApiPath,
  TombalaBuyRequest,
  TombalaBuyResult,
  TombalaChatMessage,
  TombalaChatRequest,
  TombalaGame,
  TombalaGameQuery,
  TombalaLiveState,
  TombalaPlayerState,
  TombalaStateRequest,
} from './tombala.ts';
import {
  AccountData,
  ChangePasswordRequest,
  SessionHistoryData,
  SessionHistoryRequest,
  UpdatePhoneRequest,
} from './customer.ts';
import {
  DevSportsFinishData,
  DevSportsFinishRequest,
  DevSportsRepriceData,
  DevSportsRepriceRequest,
  OutboxMessage,
  DevRealityCheckDueData,
  DevRealityCheckDueRequest,
} from './dev.ts';
import {
  DiceRollData,
  DiceRollRequest,
  FairClientSeedData,
  FairClientSeedRequest,
  FairPath,
  FairRotateData,
  FairRotateRequest,
  FairStateData,
  FairStateRequest,
  MinesCashoutRequest,
  MinesData,
  MinesRevealRequest,
  MinesStartRequest,
} from './fair.ts';
import { JackpotBootstrapCards, QuestJackpot } from './jackpot.ts';
import {
  AvailableBonus,
  BonusAvailableRequest,
  BonusListRequest,
  BonusRequestBody,
  PlayerBonus,
} from './bonus.ts';
import { Notification, NotificationListRequest, ReadNotificationRequest } from './notification.ts';
import {
  OpsAuditPage,
  OpsAuditQuery,
  OpsBooks,
  OpsCreateOperatorRequest,
  OpsCreatedOperator,
  OpsDecisionRequest,
  OpsLoginChallenge,
  OpsLoginRequest,
  OpsOperator,
  OpsOperatorParams,
  OpsPath,
  OpsPayment,
  OpsPaymentAuditEntry,
  OpsReconcileResult,
  OpsMarketingPath,
  OpsPlayerAuditEntry,
  OpsPlayerParams,
  OpsPromotionNotice,
  OpsPromotionResult,
  OpsPlayerPath,
  OpsReferenceParams,
  OpsSession,
  OpsTotpRequest,
  OpsUpdateOperatorRequest,
} from './ops.ts';
import {
  OpsBackOfficePath,
  OpsDashboard,
  OpsDashboardQuery,
  OpsLedgerPage,
  OpsPageQuery,
  OpsPlayerDetail,
  OpsPlayerNote,
  OpsPlayerNoteRequest,
  OpsPlayerPage,
  OpsPlayerPaymentPage,
  OpsPlayerSearchQuery,
  OpsPlayerSession,
  OpsAdjustment,
  OpsAdjustmentDecision,
  OpsAdjustmentPage,
  OpsAdjustmentParams,
  OpsAdjustmentQuery,
  OpsAdjustmentRequest,
  OpsAdjustmentResult,
  OpsBonusCancelRequest,
  OpsBonusDefinition,
  OpsBonusGrantRequest,
  OpsBonusParams,
  OpsBonusResult,
  OpsPaymentMethod,
  OpsPaymentMethodParams,
  OpsPaymentMethodUpdate,
  OpsPaymentsByMethod,
} from './ops-backoffice.ts';
import {
  DepositRequest,
  PaymentDetailField,
  PaymentDetailRequest,
  PaymentHistoryData,
  PaymentHistoryRequest,
  PaymentMethod,
  PaymentMethodsRequest,
  SandboxWebhookRequest,
  SandboxWebhookResult,
  WithdrawRequest,
} from './payment.ts';
import {
  SlotsFreeSpinData,
  SlotsFreeSpinRequest,
  SlotsInitData,
  SlotsBuyRequest,
  SlotsPath,
  SlotsSpinData,
  SlotsSpinRequest,
} from './slots.ts';
import {
  SportsEvent,
  SportsEventParams,
  SportsEventQuery,
  SportsEventsData,
  SportsEventsRequest,
  SportsFavouritesData,
  SportsFavouritesRequest,
  SportsLiveState,
  SportsPath,
  SportsTreeQuery,
  SportsTreeSport,
} from './sports-api.ts';
import {
  CashoutData,
  CashoutQuoteData,
  CashoutQuoteRequest,
  CashoutRequest,
  MyBetsData,
  MyBetsRequest,
  OpsSportsPath,
  OpsStakeFactorRequest,
  // Sportsbook (docs/decisions/0540)
  OpsSportsBetPage,
  OpsSportsBetsQuery,
  OpsSportsEventDetail,
  OpsSportsEventPage,
  OpsSportsEventsQuery,
  OpsSportsIdParams,
  OpsSportsMarketChange,
  OpsSportsMarketParams,
  OpsSportsVoidRequest,
  PlaceBetData,
  PlaceBetRequest,
  SportsBetsPath,
} from './sports-bets-api.ts';
import {
  KycDocument,
  KycDocumentParams,
  KycPath,
  KycStatusData,
  KycUploadBody,
  OpsKycApproveRequest,
  OpsKycAuditEntry,
  OpsKycDocument,
  OpsKycPath,
  OpsKycPlayerParams,
  OpsKycRejectRequest,
  OpsKycSettings,
} from './kyc.ts';
import {
  CloseAccountRequest,
  LimitsData,
  PlaySessionData,
  PlaySessionRequest,
  RealityCheckRequest,
  OpsReopenIdParams,
  OpsReopenRequest,
  OpsRgAuditEntry,
  ReopenRequest,
  RgOpsPath,
  RgPath,
  SelfExcludeRequest,
  SetLimitRequest,
  TimeoutRequest,
} from './responsible-gaming.ts';
import { BalanceData } from './wallet.ts';

/**
 * Who may call an operation:
 * - `none`: anyone; `optional`: anyone, a valid player token adds the player's marks (favourites);
 * - `player`: `Authorization: Bearer <session token>` (auth/login, auth/register);
 * - `gameSession`: `x-game-session` from casino/originalslaunchurl (the in-house games' frame);
 * - `operator`: `Authorization: Bearer <OPERATOR_TOKEN>`;
 * - `signature`: the payment provider's HMAC of the timestamp and raw body (`X-Sandbox-Signature: t=…,v1=…`).
 * - `operator`: `Authorization: Bearer <operator session token>` from ops/auth/totp, the route's role checked;
 * - `signature`: the payment provider's HMAC of the raw body (`X-Sandbox-Signature`).
 */
export type OperationAuth = 'none' | 'optional' | 'player' | 'gameSession' | 'operator' | 'signature';

/** One API call, as the server answers it: the source of the OpenAPI document at /api/docs/json. */
export interface Operation {
  method: 'GET' | 'POST';
  /** Relative to the API base (`/api/`), path parameters as `:name`. */
  path: string;
  summary: string;
  tag: OperationTag;
  auth: OperationAuth;
  /** JSON body (POST). */
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** The envelope's `data` on success; absent with `produces`. */
  data?: z.ZodType;
  /** Not the envelope: the success answer's media type (images; a stored document of any accepted type). */
  produces?: 'image/svg+xml' | 'application/octet-stream';
  /** The body's media type when it is not JSON (a file upload). */
  bodyMedia?: 'multipart/form-data';
  /** Registered only outside production. */
  developmentOnly?: boolean;
}

export const OPERATION_TAGS = {
  auth: 'Sign-up, sign-in and password recovery',
  customer: 'The signed-in player’s account and notifications',
  wallet: 'Balances',
  payment: 'Deposits, withdrawals and the payment provider’s webhook',
  bonus: 'Bonuses',
  casino: 'Casino lobby, favourites, history and game launch',
  originals:
    'Kasa Originals (slots, crash, dice, mines, plinko, limbo, keno, hi-lo), called from the game frame with its game session',
  content: 'Site content: the start-up object, promotions, pages',
  sports: 'The sportsbook: sports, leagues, events, markets, live scores, bets and cash-out',
  operator: 'Operator calls: two-step sign-in, roles, four-eyes, the audit log',
  chat: 'Live chat: a player (Bearer session) or a guest (x-chat-token) with support agents',
  development: 'Development helpers (not in production)',
} as const;
export type OperationTag = keyof typeof OPERATION_TAGS;

const nothing = z.null();
const get = (
  path: string,
  tag: OperationTag,
  auth: OperationAuth,
  summary: string,
  rest: Partial<Operation>,
) => ({ method: 'GET', path, tag, auth, summary, ...rest }) satisfies Operation;
const post = (
  path: string,
  tag: OperationTag,
  auth: OperationAuth,
  summary: string,
  rest: Partial<Operation>,
) => ({ method: 'POST', path, tag, auth, summary, ...rest }) satisfies Operation;

const launch = (path: string, provider: string, body: z.ZodType) =>
  post(path, 'casino', 'player', `Launch address of a ${provider} game`, {
    body,
    data: LaunchResponse.shape.data,
  });

const decision = (path: string, summary: string) =>
  post(path, 'operator', 'operator', summary, {
    params: OpsReferenceParams,
    body: OpsDecisionRequest,
    data: OpsPayment,
  });

/**
 * Every call under /api/ (spec §7 and ours), in one list. The server's test checks that every route it registers under
 * /api/ is here, so the document cannot fall behind the code. Left out on purpose: Hub88's wallet API under
 * /api/hub88/… (Hub88's own signed protocol, registered only when Hub88 is configured) and the docs themselves.
 */
export const OPERATIONS: readonly Operation[] = [
  // auth
  get(ApiPath.authForm, 'auth', 'none', 'Registration form data (countries)', { data: AuthFormData }),
  post(ApiPath.register, 'auth', 'none', 'Register (default form, or the fast one with isFast: true)', {
    body: z.union([RegisterDefaultRequest, RegisterFastRequest]),
    // null: "check your e-mail" (an address that needs verifying), no session (docs/decisions/0440)
    data: SessionData.nullable(),
  }),
  post(ApiPath.login, 'auth', 'none', 'Sign in', { body: LoginRequest, data: SessionData }),
  get(ApiPath.logout, 'auth', 'player', 'Sign out (ends this session)', { data: nothing }),
  post(ApiPath.sendResetPassword, 'auth', 'none', 'E-mail a password reset code', {
    body: SendResetPasswordRequest,
    data: nothing,
  }),
  post(ApiPath.checkResetCode, 'auth', 'none', 'Check a password reset code', {
    body: CheckResetCodeRequest,
    data: nothing,
  }),
  post(ApiPath.changePasswordWithCode, 'auth', 'none', 'Set a new password with a reset code', {
    body: ChangePasswordWithCodeRequest,
    data: nothing,
  }),

  // customer
  get(ApiPath.account, 'customer', 'player', 'The account page', { data: AccountData }),
  post(ApiPath.updatePhone, 'customer', 'player', 'Send an SMS code to a phone, or verify it with the code', {
    body: UpdatePhoneRequest,
    data: nothing,
  }),
  post(ApiPath.changePassword, 'customer', 'player', 'Change the password', {
    body: ChangePasswordRequest,
    data: nothing,
  }),
  post(ApiPath.sessionHistory, 'customer', 'player', 'Sign-ins and other account activity', {
    body: SessionHistoryRequest,
    data: SessionHistoryData,
  }),
  post(ApiPath.notifications, 'customer', 'player', 'The player’s notifications, newest first', {
    body: NotificationListRequest,
    data: z.array(Notification),
  }),
  post(ApiPath.readNotification, 'customer', 'player', 'Mark a notification read', {
    body: ReadNotificationRequest,
    data: nothing,
  }),

  // wallet
  get(ApiPath.balance, 'wallet', 'player', 'Cash and bonus balance (lira); polled every 3 s', {
    data: BalanceData,
  }),

  // payment
  post(ApiPath.paymentMethods, 'payment', 'player', 'Deposit or withdrawal methods', {
    body: PaymentMethodsRequest,
    data: z.array(PaymentMethod),
  }),
  post(ApiPath.paymentDetail, 'payment', 'player', 'The form fields of a method', {
    body: PaymentDetailRequest,
    data: z.array(PaymentDetailField),
  }),
  post(ApiPath.deposit, 'payment', 'player', 'Start a deposit (data: the payment page address, or null)', {
    body: DepositRequest,
    data: str().nullable(),
  }),
  post(ApiPath.withdraw, 'payment', 'player', 'Request a withdrawal (the amount is reserved at once)', {
    body: WithdrawRequest,
    data: nothing,
  }),
  post(ApiPath.paymentHistory, 'payment', 'player', 'The player’s deposits and withdrawals', {
    body: PaymentHistoryRequest,
    data: PaymentHistoryData,
  }),
  get('payment/logo/:file', 'payment', 'none', 'A payment method’s logo (SVG)', {
    params: z.object({ file: str().regex(/^[a-z0-9-]+\.svg$/) }),
    produces: 'image/svg+xml',
  }),
  post('payment/webhook/sandbox', 'payment', 'signature', 'The sandbox payment provider’s webhook', {
    body: SandboxWebhookRequest,
    data: SandboxWebhookResult,
  }),

  // bonus
  get(ApiPath.defineTrialBonus, 'bonus', 'player', 'Claim the trial bonus', { data: PlayerBonus }),
  post(ApiPath.bonusList, 'bonus', 'player', 'The player’s bonuses', {
    body: BonusListRequest,
    data: z.array(PlayerBonus),
  }),
  post(ApiPath.bonusAvailable, 'bonus', 'player', 'Bonuses the player may request', {
    body: BonusAvailableRequest,
    data: z.array(AvailableBonus),
  }),
  post(ApiPath.bonusRequest, 'bonus', 'player', 'Request a bonus', {
    body: BonusRequestBody,
    data: PlayerBonus,
  }),

  // casino
  post(ApiPath.casinoGames, 'casino', 'optional', 'Search games', {
    body: CasinoGamesRequest,
    data: CasinoGamesResponse.shape.data,
  }),
  post(ApiPath.casinoCategoryGames, 'casino', 'optional', 'The games of a system category', {
    body: CategoryGamesRequest,
    data: CategoryGamesResponse.shape.data,
  }),
  post(ApiPath.casinoLobby, 'casino', 'optional', 'A lobby page: filters, sort, paging', {
    body: LobbyRequest,
    data: LobbyData,
  }),
  post(ApiPath.casinoProviders, 'casino', 'optional', 'Game providers', {
    body: ProvidersRequest,
    data: z.array(GameProvider),
  }),
  post(ApiPath.casinoToggleFavorite, 'casino', 'player', 'Add or remove a favourite game', {
    body: ToggleFavoriteRequest,
    data: ToggleFavoriteData,
  }),
  post(ApiPath.casinoFavorites, 'casino', 'player', 'The player’s favourite games', {
    body: PlayerGamesRequest,
    data: PlayerGamesResponse.shape.data,
  }),
  post(ApiPath.casinoRecent, 'casino', 'player', 'Recently played games', {
    body: PlayerGamesRequest,
    data: PlayerGamesResponse.shape.data,
  }),
  post(ApiPath.gameHistory, 'casino', 'player', 'Game rounds played', {
    body: CasinoHistoryRequest,
    data: CasinoHistoryData,
  }),
  post(ApiPath.gameRound, 'casino', 'player', 'One round’s recall', {
    body: CasinoRoundRequest,
    data: CasinoRound,
  }),
  launch(ApiPath.pragmaticLaunch, 'Pragmatic Play', PragmaticLaunchRequest),
  launch(ApiPath.digitainLaunch, 'Digitain', DigitainLaunchRequest),
  launch(ApiPath.everyMatrixLaunch, 'EveryMatrix', EveryMatrixLaunchRequest),
  launch(ApiPath.amusnetLaunch, 'Amusnet', AmusnetLaunchRequest),
  launch(ApiPath.egtLaunch, 'EGT Digital', EgtLaunchRequest),
  launch(ApiPath.hub88Launch, 'Hub88', Hub88LaunchRequest),
  launch(ApiPath.softGamingsLaunch, 'SoftGamings', SoftGamingsLaunchRequest),
  launch(ApiPath.originalsLaunch, 'Kasa Originals', OriginalsLaunchRequest),
  get(ApiPath.casinoEgyptQuest, 'casino', 'none', 'The quest jackpot', { data: QuestJackpot }),

  // Kasa Originals
  post(SlotsPath.init, 'originals', 'gameSession', 'Slots: the game, the balance and an unfinished feature', {
    data: SlotsInitData,
  }),
  post(SlotsPath.spin, 'originals', 'gameSession', 'Slots: spin', {
    body: SlotsSpinRequest,
    data: SlotsSpinData,
  }),
  post(SlotsPath.buy, 'originals', 'gameSession', 'Slots: buy the free-spin feature', {
    body: SlotsBuyRequest,
    data: SlotsSpinData,
  }),
  post(SlotsPath.freeSpin, 'originals', 'gameSession', 'Slots: reveal the next free spin', {
    body: SlotsFreeSpinRequest,
    data: SlotsFreeSpinData,
  }),
  post(CrashApiPath.state, 'originals', 'gameSession', 'Crash: the round, my bets, my balance', {
    body: CrashStateRequest,
    data: CrashPlayerState,
  }),
  post(CrashApiPath.bet, 'originals', 'gameSession', 'Crash: bet on the next round', {
    body: CrashBetRequest,
    data: CrashBetResult,
  }),
  post(CrashApiPath.cancel, 'originals', 'gameSession', 'Crash: cancel a bet before the round starts', {
    body: CrashSlotRequest,
    data: CrashBetResult,
  }),
  post(CrashApiPath.cashout, 'originals', 'gameSession', 'Crash: cash out while the round flies', {
    body: CrashSlotRequest,
    data: CrashBetResult,
  }),
  get(CrashApiPath.rounds, 'originals', 'none', 'Crash: finished rounds with their hashes', {
    query: CrashRoundsQuery,
    data: z.array(CrashRound),
  }),
  get(CrashApiPath.round, 'originals', 'none', 'Crash: one finished round (by id or hash)', {
    query: CrashRoundQuery,
    data: CrashRoundDetail,
  }),
  get(CrashApiPath.chain, 'originals', 'none', 'Crash: the published hash chains', {
    data: z.array(CrashChain),
  }),
  post(
    RouletteApiPath.state,
    'originals',
    'gameSession',
    'Roulette: the table, my bets this round, my balance',
    {
      body: RouletteStateRequest,
      data: RoulettePlayerState,
    },
  ),
  post(
    RouletteApiPath.bet,
    'originals',
    'gameSession',
    'Roulette: bets (layout and racetrack) on the open round',
    {
      body: RouletteBetRequest,
      data: RouletteBetResult,
    },
  ),
  get(RouletteApiPath.rounds, 'originals', 'none', 'Roulette: settled rounds with their revealed seeds', {
    query: RouletteRoundsQuery,
    data: z.array(TableRound),
  }),
  get(RouletteApiPath.round, 'originals', 'none', 'Roulette: one settled round (the verify page)', {
    query: RouletteRoundQuery,
    data: TableRound,
  }),
  post(
    BaccaratApiPath.state,
    'originals',
    'gameSession',
    'Baccarat: the table, my bets this round, my balance',
    {
      body: BaccaratStateRequest,
      data: BaccaratPlayerState,
    },
  ),
  post(
    BaccaratApiPath.bet,
    'originals',
    'gameSession',
    'Baccarat: bets (player, banker, tie, pairs) on the open round',
    {
      body: BaccaratBetRequest,
      data: BaccaratBetResult,
    },
  ),
  get(BaccaratApiPath.rounds, 'originals', 'none', 'Baccarat: settled rounds with their revealed seeds', {
    query: BaccaratRoundsQuery,
    data: z.array(BaccaratRound),
  }),
  get(BaccaratApiPath.round, 'originals', 'none', 'Baccarat: one settled round (the verify page)', {
    query: BaccaratRoundQuery,
    data: BaccaratRound,
  }),
  post(
    BlackjackApiPath.state,
    'originals',
    'gameSession',
    'Blackjack: the table, my seat and hands, my balance',
    {
      body: BlackjackStateRequest,
      data: BlackjackPlayerState,
    },
  ),
  post(
    BlackjackApiPath.bet,
    'originals',
    'gameSession',
    'Blackjack: a seat with the main bet (and Perfect Pairs)',
    {
      body: BlackjackBetRequest,
      data: BlackjackBetResult,
    },
  ),
  post(
    BlackjackApiPath.action,
    'originals',
    'gameSession',
    'Blackjack: hit, stand, double, split or insurance on my hand in its turn',
    { body: BlackjackActionRequest, data: BlackjackActionResult },
  ),
  get(BlackjackApiPath.rounds, 'originals', 'none', 'Blackjack: settled rounds', {
    query: BlackjackRoundsQuery,
    data: z.array(BlackjackRound),
  }),
  get(BlackjackApiPath.round, 'originals', 'none', 'Blackjack: one settled round with its shoe positions', {
    query: BlackjackRoundQuery,
    data: BlackjackRound,
  }),
  post(
    TvApiPath.state,
    'originals',
    'gameSession',
    'TV games: the draws open for bets, my tickets, my balance',
    {
      body: TvStateRequest,
      data: TvPlayerState,
    },
  ),
  post(TvApiPath.bet, 'originals', 'gameSession', 'TV games: a ticket on the next 1–5 draws', {
    body: TvBetRequest,
    data: TvBetResult,
  }),
  get(TvApiPath.rounds, 'originals', 'none', 'TV games: settled draws with their revealed seeds', {
    query: TvRoundsQuery,
    data: z.array(TvRound),
  }),
  get(TvApiPath.round, 'originals', 'none', 'TV games: one settled draw (the verify page)', {
    query: TvRoundQuery,
    data: TvRound,
  }),
  get(TvApiPath.next, 'originals', 'none', 'TV games: the next draw of each game (the live centre)', {
    data: z.array(TvNextDraw),
  }),
  get(RouletteApiPath.live, 'originals', 'none', 'Live tables: each table’s state for the lobby tiles', {
    data: z.array(LiveTableState),
  }),
  post(
    TombalaApiPath.state,
    'originals',
    'gameSession',
    'Tombala: the room, its game, my tickets, my balance',
    {
      body: TombalaStateRequest,
      data: TombalaPlayerState,
    },
  ),
  post(TombalaApiPath.buy, 'originals', 'gameSession', 'Tombala: 1–6 tickets for the game on sale', {
    body: TombalaBuyRequest,
    data: TombalaBuyResult,
  }),
  post(TombalaApiPath.chat, 'originals', 'gameSession', 'Tombala: a line in the room chat', {
    body: TombalaChatRequest,
    data: TombalaChatMessage,
  }),
  get(TombalaApiPath.game, 'originals', 'none', 'Tombala: one finished game with its revealed seed', {
    query: TombalaGameQuery,
    data: TombalaGame,
  }),
  get(TombalaApiPath.live, 'originals', 'none', 'Tombala: each room’s state for the lobby tiles', {
    data: z.array(TombalaLiveState),
  }),
  post(FairPath.state, 'originals', 'gameSession', 'Dice/Mines: seeds, limits, an open Mines round', {
    body: FairStateRequest,
    data: FairStateData,
  }),
  post(
    FairPath.rotate,
    'originals',
    'gameSession',
    'Dice/Mines: reveal the server seed and start a new pair',
    {
      body: FairRotateRequest,
      data: FairRotateData,
    },
  ),
  post(FairPath.clientSeed, 'originals', 'gameSession', 'Dice/Mines: set the client seed', {
    body: FairClientSeedRequest,
    data: FairClientSeedData,
  }),
  post(FairPath.diceRoll, 'originals', 'gameSession', 'Dice: roll', {
    body: DiceRollRequest,
    data: DiceRollData,
  }),
  post(FairPath.minesStart, 'originals', 'gameSession', 'Mines: start a round', {
    body: MinesStartRequest,
    data: MinesData,
  }),
  post(FairPath.minesReveal, 'originals', 'gameSession', 'Mines: reveal a tile', {
    body: MinesRevealRequest,
    data: MinesData,
  }),
  post(FairPath.minesCashout, 'originals', 'gameSession', 'Mines: cash out', {
    body: MinesCashoutRequest,
    data: MinesData,
  }),
  post(
    InstantPath.state,
    'originals',
    'gameSession',
    'Plinko/Limbo/Keno/Hi-Lo: seeds, recent rounds, open round',
    {
      body: InstantStateRequest,
      data: InstantStateData,
    },
  ),
  post(InstantPath.plinkoDrop, 'originals', 'gameSession', 'Plinko: drop a ball', {
    body: PlinkoDropRequest,
    data: PlinkoDropData,
  }),
  post(InstantPath.limboPlay, 'originals', 'gameSession', 'Limbo: play to a target multiplier', {
    body: LimboPlayRequest,
    data: LimboPlayData,
  }),
  post(InstantPath.kenoPlay, 'originals', 'gameSession', 'Keno (instant): play picked numbers', {
    body: KenoPlayRequest,
    data: KenoPlayData,
  }),
  post(InstantPath.hiloStart, 'originals', 'gameSession', 'Hi-Lo: start a round', {
    body: HiloStartRequest,
    data: HiloData,
  }),
  post(InstantPath.hiloGuess, 'originals', 'gameSession', 'Hi-Lo: guess the next card', {
    body: HiloGuessRequest,
    data: HiloData,
  }),
  post(InstantPath.hiloCashout, 'originals', 'gameSession', 'Hi-Lo: cash out', {
    body: HiloCashoutRequest,
    data: HiloData,
  }),

  // content
  get(
    ApiPath.cmsGrouped,
    'content',
    'none',
    'The start-up object: languages, texts, menus, banners, options',
    {
      data: Bootstrap,
    },
  ),
  get(ApiPath.cmsJackpots, 'content', 'none', 'The bootstrap’s jackpot cards with current values', {
    data: JackpotBootstrapCards,
  }),
  get(ApiPath.promotions, 'content', 'none', 'Promotions', { data: z.array(Promotion) }),
  get(ApiPath.contentPages, 'content', 'none', 'Content pages (titles)', {
    data: z.array(ContentPageSummary),
  }),
  get(ApiPath.contentPage, 'content', 'none', 'One content page (?id=)', {
    query: ContentPageRequest,
    data: ContentPage,
  }),
  get(`${ApiPath.contentPage}/:id`, 'content', 'none', 'One content page', {
    params: ContentPageRequest,
    data: ContentPage,
  }),

  // identity checks (KYC)
  get(
    KycPath.status,
    'customer',
    'player',
    'Identity documents, their review state and the withdrawal rule',
    {
      data: KycStatusData,
    },
  ),
  post(KycPath.upload, 'customer', 'player', 'Upload an identity document (multipart: kind, then file)', {
    body: KycUploadBody,
    bodyMedia: 'multipart/form-data',
    data: KycDocument,
  }),
  get(KycPath.file, 'customer', 'player', 'One of the player’s own documents (its bytes)', {
    params: KycDocumentParams,
    produces: 'application/octet-stream',
  }),

  // sports
  get(SportsPath.tree, 'sports', 'none', 'Sports and their leagues with live and pre-match event counts', {
    query: SportsTreeQuery,
    data: z.array(SportsTreeSport),
  }),
  post(SportsPath.events, 'sports', 'none', 'Events with their main markets (by sport, league, live, book)', {
    body: SportsEventsRequest,
    data: SportsEventsData,
  }),
  get(`${SportsPath.event}/:id`, 'sports', 'none', 'One event with every market of the book', {
    params: SportsEventParams,
    query: SportsEventQuery,
    data: SportsEvent,
  }),
  get(`${SportsPath.state}/:id`, 'sports', 'none', 'One event’s scoreboard, clock and timeline', {
    params: SportsEventParams,
    data: SportsLiveState,
  }),
  get(SportsPath.favourites, 'sports', 'player', 'The player’s favourite leagues', {
    data: SportsFavouritesData,
  }),
  post(SportsPath.favourites, 'sports', 'player', 'Star or unstar leagues (a guest’s stars moved at login)', {
    body: SportsFavouritesRequest,
    data: SportsFavouritesData,
  }),
  post(
    SportsBetsPath.placeBet,
    'sports',
    'player',
    'Place a single, combo or system bet (idempotent by requestId)',
    {
      body: PlaceBetRequest,
      data: PlaceBetData,
    },
  ),
  post(
    SportsBetsPath.myBets,
    'sports',
    'player',
    'The player’s sports bets, newest first (open or settled)',
    {
      body: MyBetsRequest,
      data: MyBetsData,
    },
  ),
  post(SportsBetsPath.cashoutQuote, 'sports', 'player', 'What cashing a bet out pays now', {
    body: CashoutQuoteRequest,
    data: CashoutQuoteData,
  }),
  post(
    SportsBetsPath.cashout,
    'sports',
    'player',
    'Cash a bet out at the quoted amount (within the tolerance)',
    {
      body: CashoutRequest,
      data: CashoutData,
    },
  ),

  // player protection (issue 12 §1)
  get(
    RgPath.limits,
    'customer',
    'player',
    'The player’s limits (in force and pending), reality check and block',
    {
      data: LimitsData,
    },
  ),
  post(
    RgPath.setLimit,
    'customer',
    'player',
    'Set, raise or remove a limit (raising or removing waits 24 hours)',
    {
      body: SetLimitRequest,
      data: LimitsData,
    },
  ),
  post(RgPath.timeout, 'customer', 'player', 'Take a time-out (24 hours to 6 weeks)', {
    body: TimeoutRequest,
    data: LimitsData,
  }),
  post(RgPath.selfExclude, 'customer', 'player', 'Self-exclude (6 months to permanent; never shortened)', {
    body: SelfExcludeRequest,
    data: LimitsData,
  }),
  post(
    RgPath.realityCheck,
    'customer',
    'player',
    'Set the reality-check interval (15, 30, 60 minutes or off)',
    {
      body: RealityCheckRequest,
      data: LimitsData,
    },
  ),
  post(RgPath.playSession, 'customer', 'player', 'The play session: clock, net result, reality check due', {
    body: PlaySessionRequest,
    data: PlaySessionData,
  }),
  post(RgPath.continuePlay, 'customer', 'player', 'Answer the reality check with Continue', {
    data: PlaySessionData,
  }),
  post(
    RgPath.skipLimitPrompt,
    'customer',
    'player',
    'Skip the deposit-limit prompt (asked again in 6 months)',
    {
      data: LimitsData,
    },
  ),
  post(RgPath.closeAccount, 'customer', 'player', 'Close the account at the player’s request', {
    body: CloseAccountRequest,
    data: LimitsData,
  }),
  post(
    RgPath.requestReopen,
    'customer',
    'player',
    'Ask to reopen after a self-exclusion has ended or a closure (24-hour cooling-off, then an operator decides)',
    { body: ReopenRequest, data: LimitsData },
  ),
  post(RgPath.reviewLimits, 'customer', 'player', 'Mark the limits reviewed (asked again in 6 months)', {
    data: LimitsData,
  }),
  get(RgOpsPath.reopenRequests, 'operator', 'operator', 'Requests to reopen waiting for a decision', {
    data: z.array(OpsReopenRequest),
  }),
  post(
    RgOpsPath.approveReopen,
    'operator',
    'operator',
    'Approve a request to reopen (after its cooling-off)',
    {
      params: OpsReopenIdParams,
      body: OpsDecisionRequest,
      data: nothing,
    },
  ),
  post(RgOpsPath.rejectReopen, 'operator', 'operator', 'Decline a request to reopen', {
    params: OpsReopenIdParams,
    body: OpsDecisionRequest,
    data: nothing,
  }),
  get(RgOpsPath.audit, 'operator', 'operator', 'A player’s protection audit trail, newest first', {
    params: OpsPlayerParams,
    data: z.array(OpsRgAuditEntry),
  }),
  post(OpsPlayerPath.lock, 'operator', 'operator', 'Lock an account: no login, every session ended', {
    params: OpsPlayerParams,
    body: OpsDecisionRequest,
    data: nothing,
  }),
  post(OpsPlayerPath.unlock, 'operator', 'operator', 'Lift an operator’s lock', {
    params: OpsPlayerParams,
    body: OpsDecisionRequest,
    data: nothing,
  }),
  post(
    OpsMarketingPath.notify,
    'operator',
    'operator',
    'Send a promotional notification (never to excluded, timed-out, closed or locked accounts)',
    { body: OpsPromotionNotice, data: OpsPromotionResult },
  ),
  get(OpsPlayerPath.audit, 'operator', 'operator', 'Operators’ changes to an account, newest first', {
    params: OpsPlayerParams,
    data: z.array(OpsPlayerAuditEntry),
  }),

  // the back office (docs/decisions/0510)
  get(
    OpsBackOfficePath.dashboard,
    'operator',
    'operator',
    'Dashboard: per-day deposits, GGR by product, NGR, queues',
    {
      query: OpsDashboardQuery,
      data: OpsDashboard,
    },
  ),
  get(
    OpsBackOfficePath.players,
    'operator',
    'operator',
    'Search players (name, username, phone, e-mail, TC No, IBAN, id)',
    {
      query: OpsPlayerSearchQuery,
      data: OpsPlayerPage,
    },
  ),
  get(
    OpsBackOfficePath.player,
    'operator',
    'operator',
    'One player: profile, balances, protection, KYC, bonuses',
    {
      params: OpsPlayerParams,
      data: OpsPlayerDetail,
    },
  ),
  get(
    OpsBackOfficePath.playerLedger,
    'operator',
    'operator',
    'A player’s ledger transactions, newest first',
    {
      params: OpsPlayerParams,
      query: OpsPageQuery,
      data: OpsLedgerPage,
    },
  ),
  get(
    OpsBackOfficePath.playerPayments,
    'operator',
    'operator',
    'A player’s deposits and withdrawals, newest first',
    {
      params: OpsPlayerParams,
      query: OpsPageQuery,
      data: OpsPlayerPaymentPage,
    },
  ),
  get(
    OpsBackOfficePath.playerSessions,
    'operator',
    'operator',
    'A player’s site sessions (IP, device), newest first',
    {
      params: OpsPlayerParams,
      data: z.array(OpsPlayerSession),
    },
  ),
  post(
    OpsBackOfficePath.playerLogout,
    'operator',
    'operator',
    'End every session of a player (force logout)',
    {
      params: OpsPlayerParams,
      data: nothing,
    },
  ),
  get(OpsBackOfficePath.playerNotes, 'operator', 'operator', 'Operators’ notes on a player, newest first', {
    params: OpsPlayerParams,
    data: z.array(OpsPlayerNote),
  }),
  post(OpsBackOfficePath.playerNotes, 'operator', 'operator', 'Add a note on a player (append-only)', {
    params: OpsPlayerParams,
    body: OpsPlayerNoteRequest,
    data: OpsPlayerNote,
  }),
  // Balance adjustments and operator bonuses (docs/decisions/0512).
  get(
    OpsBackOfficePath.playerAdjustments,
    'operator',
    'operator',
    'A player’s balance adjustments, newest first',
    {
      params: OpsPlayerParams,
      query: OpsPageQuery,
      data: OpsAdjustmentPage,
    },
  ),
  post(
    OpsBackOfficePath.playerAdjustments,
    'operator',
    'operator',
    'Adjust a player’s cash through the ledger (four-eyes above the threshold)',
    { params: OpsPlayerParams, body: OpsAdjustmentRequest, data: OpsAdjustmentResult },
  ),
  get(OpsBackOfficePath.adjustments, 'operator', 'operator', 'Balance adjustments of every player', {
    query: OpsAdjustmentQuery,
    data: OpsAdjustmentPage,
  }),
  post(
    OpsBackOfficePath.approveAdjustment,
    'operator',
    'operator',
    'Apply a pending adjustment (a different operator)',
    { params: OpsAdjustmentParams, body: OpsAdjustmentDecision, data: OpsAdjustment },
  ),
  post(
    OpsBackOfficePath.rejectAdjustment,
    'operator',
    'operator',
    'Reject a pending adjustment (a different operator, note required)',
    { params: OpsAdjustmentParams, body: OpsAdjustmentDecision, data: OpsAdjustment },
  ),
  get(OpsBackOfficePath.bonusDefinitions, 'operator', 'operator', 'Bonus kinds an operator may grant', {
    data: z.array(OpsBonusDefinition),
  }),
  post(OpsBackOfficePath.playerBonuses, 'operator', 'operator', 'Grant a bonus to a player', {
    params: OpsPlayerParams,
    body: OpsBonusGrantRequest,
    data: OpsBonusResult,
  }),
  post(OpsBackOfficePath.cancelBonus, 'operator', 'operator', 'Cancel a player’s active bonus', {
    params: OpsBonusParams,
    body: OpsBonusCancelRequest,
    data: OpsBonusResult,
  }),
  // Payment methods and payments per method (docs/decisions/0513).
  get(
    OpsBackOfficePath.paymentMethods,
    'operator',
    'operator',
    'Payment methods with the operator’s settings',
    {
      data: z.array(OpsPaymentMethod),
    },
  ),
  post(
    OpsBackOfficePath.paymentMethod,
    'operator',
    'operator',
    'Switch a payment method, its limits and order',
    {
      params: OpsPaymentMethodParams,
      body: OpsPaymentMethodUpdate,
      data: OpsPaymentMethod,
    },
  ),
  get(OpsBackOfficePath.paymentsByMethod, 'operator', 'operator', 'Payments per method over a period', {
    query: OpsDashboardQuery,
    data: OpsPaymentsByMethod,
  }),

  // operator
  post(OpsPath.login, 'operator', 'none', 'Operator sign-in, step 1: username and password → a challenge', {
    body: OpsLoginRequest,
    data: OpsLoginChallenge,
  }),
  post(OpsPath.totp, 'operator', 'none', 'Operator sign-in, step 2: challenge and TOTP code → a session', {
    body: OpsTotpRequest,
    data: OpsSession,
  }),
  post(OpsPath.logout, 'operator', 'operator', 'End this operator session', { data: nothing }),
  get(OpsPath.me, 'operator', 'operator', 'The signed-in operator and their roles', { data: OpsOperator }),
  get(OpsPath.audit, 'operator', 'operator', 'Search the operator audit log (newest first, paginated)', {
    query: OpsAuditQuery,
    data: OpsAuditPage,
  }),
  get(OpsPath.operators, 'operator', 'operator', 'Operator accounts', { data: z.array(OpsOperator) }),
  post(OpsPath.operators, 'operator', 'operator', 'Create an operator (the TOTP secret is shown once)', {
    body: OpsCreateOperatorRequest,
    data: OpsCreatedOperator,
  }),
  post(OpsPath.operator, 'operator', 'operator', 'Change an operator’s roles, or disable / enable them', {
    params: OpsOperatorParams,
    body: OpsUpdateOperatorRequest,
    data: OpsOperator,
  }),
  post(OpsContentPath.promotions, 'operator', 'operator', 'Create or update a promotion', {
    body: OpsPromotionInput,
    data: OpsSaved,
  }),
  get(OpsCasinoPath.games, 'operator', 'operator', 'Every casino game with the operator’s switches', {
    data: z.array(OpsCasinoGame),
  }),
  post(OpsCasinoPath.game, 'operator', 'operator', 'Switch a game off or on, or set its featuring', {
    params: OpsCasinoGameParams,
    body: OpsCasinoGameUpdate,
    data: OpsCasinoGame,
  }),
  // Casino (docs/decisions/0560)
  get(OpsCasinoPath.categories, 'operator', 'operator', 'Casino categories in lobby order with their games', {
    data: OpsCasinoCategories,
  }),
  post(OpsCasinoPath.categoryOrder, 'operator', 'operator', 'Order the casino categories in the lobby menu', {
    body: OpsCasinoCategoryOrder,
    data: OpsCasinoCategories,
  }),
  post(OpsCasinoPath.category, 'operator', 'operator', 'Hide or show a casino category, or order its games', {
    params: OpsCasinoCategoryParams,
    body: OpsCasinoCategoryUpdate,
    data: OpsCasinoCategory,
  }),
  get(OpsCasinoPath.jackpots, 'operator', 'operator', 'The jackpot pools (read-only)', {
    data: z.array(OpsJackpotLevel),
  }),
  get(OpsCasinoPath.providers, 'operator', 'operator', 'Game providers and whether each is configured', {
    data: z.array(OpsCasinoProvider),
  }),
  // Casino (docs/decisions/0560) end.
  get(OpsContentPath.promotions, 'operator', 'operator', 'Every promotion, both languages (the editor)', {
    data: z.array(OpsPromotionRecord),
  }),
  post(OpsContentPath.pages, 'operator', 'operator', 'Create or update a content page', {
    body: OpsPageInput,
    data: OpsSaved,
  }),
  post(OpsContentPath.siteOptions, 'operator', 'operator', 'Switch a site option', {
    body: OpsSiteOptionInput,
    data: nothing,
  }),
  // Content (docs/decisions/0550)
  get(OpsContentPath.pages, 'operator', 'operator', 'Every content page, both languages (the editor)', {
    data: z.array(OpsPageRecord),
  }),
  get(OpsContentPath.categories, 'operator', 'operator', 'The footer columns pages belong to', {
    data: z.array(OpsCategoryRecord),
  }),
  post(OpsContentPath.categories, 'operator', 'operator', 'Create or update a footer column', {
    body: OpsCategoryInput,
    data: OpsCategoryRecord,
  }),
  get(OpsContentPath.translations, 'operator', 'operator', 'The site’s server-side texts, both languages', {
    data: z.array(OpsTranslationRecord),
  }),
  post(OpsContentPath.translations, 'operator', 'operator', 'Save one text in both languages', {
    body: OpsTranslationInput,
    data: OpsTranslationRecord,
  }),
  get(OpsContentPath.siteOptions, 'operator', 'operator', 'Every site option, active or not', {
    data: z.array(SiteOption),
  }),
  get(OpsContentPath.popup, 'operator', 'operator', 'The newest popup, active or not (null: none)', {
    data: OpsPopupRecord.nullable(),
  }),
  post(OpsContentPath.popup, 'operator', 'operator', 'Create or update the popup', {
    body: OpsPopupInput,
    data: OpsPopupRecord,
  }),
  get(OpsContentPath.banners, 'operator', 'operator', 'Every banner of every carousel, active or not', {
    data: z.array(OpsBannerRecord),
  }),
  post(OpsContentPath.banners, 'operator', 'operator', 'Create or update a banner', {
    body: OpsBannerInput,
    data: OpsBannerRecord,
  }),
  post(OpsContentPath.bannerOrder, 'operator', 'operator', 'Order one carousel’s banners', {
    body: OpsBannerOrderInput,
    data: z.array(OpsBannerRecord),
  }),
  post(OpsContentPath.images, 'operator', 'operator', 'Upload a banner or popup image (multipart `file`)', {
    body: OpsContentImageBody,
    bodyMedia: 'multipart/form-data',
    data: OpsContentImage,
  }),
  // Content (docs/decisions/0550) end.
  get(OpsPath.pendingPayments, 'operator', 'operator', 'Payments waiting for a decision', {
    data: z.array(OpsPayment),
  }),
  get(OpsPath.paymentAudit, 'operator', 'operator', 'A payment’s audit log', {
    params: OpsReferenceParams,
    data: z.array(OpsPaymentAuditEntry),
  }),
  decision(
    OpsPath.approveWithdrawal,
    'Approve a withdrawal (the money leaves; above the four-eyes threshold, the first approval)',
  ),
  decision(OpsPath.releaseWithdrawal, 'Release a withdrawal another operator approved (four-eyes)'),
  decision(OpsPath.rejectWithdrawal, 'Reject a withdrawal (the money returns to the player)'),
  decision(OpsPath.confirmDeposit, 'Confirm a bank-transfer or crypto deposit'),
  decision(OpsPath.rejectDeposit, 'Reject a deposit'),
  post(
    OpsPath.reconcileDeposit,
    'operator',
    'operator',
    'Ask the payment provider about a pending PSP deposit and apply its answer (audited)',
    { params: OpsReferenceParams, body: OpsDecisionRequest, data: OpsReconcileResult },
  ),
  get(OpsPath.books, 'operator', 'operator', 'Check the books; house account totals', { data: OpsBooks }),
  post(OpsSportsPath.stakeFactor, 'operator', 'operator', 'Set a player’s factor on the sports max stakes', {
    body: OpsStakeFactorRequest,
    data: nothing,
  }),
  // Sportsbook (docs/decisions/0540)
  get(
    OpsSportsPath.events,
    'operator',
    'operator',
    'Live and upcoming events with open bets, stake and worst-case liability',
    { query: OpsSportsEventsQuery, data: OpsSportsEventPage },
  ),
  get(
    OpsSportsPath.event,
    'operator',
    'operator',
    'One event’s markets: status, hold, both books’ prices, stake and liability per outcome',
    { params: OpsSportsIdParams, data: OpsSportsEventDetail },
  ),
  post(
    OpsSportsPath.suspendMarket,
    'operator',
    'operator',
    'Suspend a market by an operator’s hold (the feed cannot reopen it)',
    { params: OpsSportsMarketParams, data: OpsSportsMarketChange },
  ),
  post(
    OpsSportsPath.unsuspendMarket,
    'operator',
    'operator',
    'Lift an operator’s hold (the market takes the feed’s status)',
    { params: OpsSportsMarketParams, data: OpsSportsMarketChange },
  ),
  post(
    OpsSportsPath.voidMarket,
    'operator',
    'operator',
    'Void (cancel) a market with a reason; its bets are settled void',
    { params: OpsSportsMarketParams, body: OpsSportsVoidRequest, data: OpsSportsMarketChange },
  ),
  get(OpsSportsPath.openBets, 'operator', 'operator', 'Open and pending sports bets, newest first', {
    query: OpsSportsBetsQuery,
    data: OpsSportsBetPage,
  }),

  get(OpsKycPath.pending, 'operator', 'operator', 'Identity documents waiting for review, oldest first', {
    data: z.array(OpsKycDocument),
  }),
  get(
    OpsKycPath.document,
    'operator',
    'operator',
    'One identity document with the account’s name and TC No',
    {
      params: KycDocumentParams,
      data: OpsKycDocument,
    },
  ),
  get(OpsKycPath.file, 'operator', 'operator', 'An identity document’s bytes (the view is audited)', {
    params: KycDocumentParams,
    produces: 'application/octet-stream',
  }),
  post(
    OpsKycPath.approve,
    'operator',
    'operator',
    'Approve a document (ID front: what the card says must match)',
    {
      params: KycDocumentParams,
      body: OpsKycApproveRequest,
      data: OpsKycDocument,
    },
  ),
  post(OpsKycPath.reject, 'operator', 'operator', 'Reject a document with the reason the player sees', {
    params: KycDocumentParams,
    body: OpsKycRejectRequest,
    data: OpsKycDocument,
  }),
  get(OpsKycPath.audit, 'operator', 'operator', 'A player’s identity-check audit log', {
    params: OpsKycPlayerParams,
    data: z.array(OpsKycAuditEntry),
  }),
  get(OpsKycPath.settings, 'operator', 'operator', 'Identity-check settings', { data: OpsKycSettings }),
  post(OpsKycPath.settings, 'operator', 'operator', 'Change the identity-check settings (audited)', {
    body: OpsKycSettings,
    data: OpsKycSettings,
  }),

  // live chat (docs/decisions/0530): `optional` = a player's Bearer session, or a guest's x-chat-token
  post(ChatPath.open, 'chat', 'optional', 'Open a conversation (a guest gives a name and gets its token)', {
    body: ChatOpenRequest,
    data: ChatOpenData,
  }),
  get(ChatPath.conversation, 'chat', 'optional', 'The visitor’s conversation with its messages', {
    query: ChatConversationQuery,
    data: ChatConversationView,
  }),
  get(ChatPath.conversations, 'chat', 'player', 'A player’s conversations, newest first', {
    data: z.array(ChatConversation),
  }),
  post(ChatPath.messages, 'chat', 'optional', 'Send a message', { body: ChatSendRequest, data: ChatMessage }),
  post(ChatPath.attachments, 'chat', 'optional', 'Send an image (multipart: file, optional text)', {
    body: ChatAttachmentBody,
    bodyMedia: 'multipart/form-data',
    data: ChatMessage,
  }),
  get(ChatPath.attachment, 'chat', 'optional', 'An attachment of the visitor’s conversation (its bytes)', {
    params: ChatIdParams,
    produces: 'application/octet-stream',
  }),
  post(ChatPath.receipts, 'chat', 'optional', 'Delivered / read marks for the agent’s messages', {
    body: ChatReceiptRequest,
    data: nothing,
  }),
  post(ChatPath.rate, 'chat', 'optional', 'Rate a closed conversation 1–5 (once)', {
    body: ChatRateRequest,
    data: nothing,
  }),
  post(ChatPath.transcript, 'chat', 'optional', 'E-mail the transcript (once per conversation)', {
    body: ChatTranscriptRequest,
    data: nothing,
  }),
  post(OpsChatPath.presence, 'operator', 'operator', 'Chat agent: presence and capacity', {
    body: OpsChatPresenceRequest,
    data: OpsChatAgent,
  }),
  get(OpsChatPath.agents, 'operator', 'operator', 'Chat agents with presence and load', {
    data: z.array(OpsChatAgent),
  }),
  get(OpsChatPath.queue, 'operator', 'operator', 'Conversations waiting for an agent, oldest first', {
    data: z.array(ChatConversation),
  }),
  get(OpsChatPath.mine, 'operator', 'operator', 'The calling agent’s open conversations', {
    data: z.array(ChatConversation),
  }),
  get(OpsChatPath.conversation, 'operator', 'operator', 'A conversation with messages and private notes', {
    params: ChatIdParams,
    data: OpsChatConversationView,
  }),
  post(OpsChatPath.messages, 'operator', 'operator', 'Answer in an own conversation', {
    params: ChatIdParams,
    body: ChatSendRequest,
    data: ChatMessage,
  }),
  post(OpsChatPath.receipts, 'operator', 'operator', 'Delivered / read marks for the visitor’s messages', {
    params: ChatIdParams,
    body: ChatReceiptRequest,
    data: nothing,
  }),
  post(OpsChatPath.take, 'operator', 'operator', 'Take a conversation from the queue', {
    params: ChatIdParams,
    data: ChatConversation,
  }),
  post(OpsChatPath.transfer, 'operator', 'operator', 'Transfer an own conversation to another agent', {
    params: ChatIdParams,
    body: OpsChatTransferRequest,
    data: ChatConversation,
  }),
  post(OpsChatPath.close, 'operator', 'operator', 'Close an own conversation with a tag', {
    params: ChatIdParams,
    body: OpsChatCloseRequest,
    data: ChatConversation,
  }),
  post(
    OpsChatPath.notes,
    'operator',
    'operator',
    'A private note on a conversation (never sent to the visitor)',
    {
      params: ChatIdParams,
      body: OpsChatNoteRequest,
      data: OpsChatNote,
    },
  ),
  get(OpsChatPath.attachment, 'operator', 'operator', 'A chat attachment’s bytes', {
    params: ChatIdParams,
    produces: 'application/octet-stream',
  }),
  get(OpsChatPath.canned, 'operator', 'operator', 'Canned replies in both languages', {
    data: z.array(OpsChatCanned),
  }),

  // development
  get(ApiPath.devOutbox, 'development', 'none', 'E-mails and SMS kept locally, newest first', {
    data: z.array(OutboxMessage),
    developmentOnly: true,
  }),
  post(ApiPath.devSportsFinish, 'development', 'none', 'The simulator plays these matches to their end now', {
    body: DevSportsFinishRequest,
    data: DevSportsFinishData,
    developmentOnly: true,
  }),
  post(ApiPath.devSportsReprice, 'development', 'none', 'A price move now on a simulated match in play', {
    body: DevSportsRepriceRequest,
    data: DevSportsRepriceData,
    developmentOnly: true,
  }),
  post(ApiPath.devRealityCheckDue, 'development', 'none', 'A player’s reality check falls due now', {
    body: DevRealityCheckDueRequest,
    data: DevRealityCheckDueData,
    developmentOnly: true,
  }),
];
