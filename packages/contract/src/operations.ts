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
import { ApiPath } from './api.ts';
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
} from './casino.ts';
import {
  Bootstrap,
  ContentPage,
  ContentPageRequest,
  ContentPageSummary,
  OpsContentPath,
  OpsPageInput,
  OpsPromotionInput,
  OpsSaved,
  OpsSiteOptionInput,
  Promotion,
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
  AccountData,
  ChangePasswordRequest,
  SessionHistoryData,
  SessionHistoryRequest,
  UpdatePhoneRequest,
} from './customer.ts';
import { OutboxMessage } from './dev.ts';
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
  OpsBooks,
  OpsDecisionRequest,
  OpsPath,
  OpsPayment,
  OpsPaymentAuditEntry,
  OpsReferenceParams,
} from './ops.ts';
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
  PlaceBetData,
  PlaceBetRequest,
  SportsBetsPath,
} from './sports-bets-api.ts';
import { BalanceData } from './wallet.ts';

/**
 * Who may call an operation:
 * - `none`: anyone; `optional`: anyone, a valid player token adds the player's marks (favourites);
 * - `player`: `Authorization: Bearer <session token>` (auth/login, auth/register);
 * - `gameSession`: `x-game-session` from casino/originalslaunchurl (the in-house games' frame);
 * - `operator`: `Authorization: Bearer <OPERATOR_TOKEN>`;
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
  /** Not the envelope: the success answer's media type (images). */
  produces?: 'image/svg+xml';
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
  operator: 'Operator endpoints until the back office exists',
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
    data: SessionData,
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
    data: z.string().nullable(),
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
    params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
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

  // operator
  post(OpsContentPath.promotions, 'operator', 'operator', 'Create or update a promotion', {
    body: OpsPromotionInput,
    data: OpsSaved,
  }),
  post(OpsContentPath.pages, 'operator', 'operator', 'Create or update a content page', {
    body: OpsPageInput,
    data: OpsSaved,
  }),
  post(OpsContentPath.siteOptions, 'operator', 'operator', 'Switch a site option', {
    body: OpsSiteOptionInput,
    data: nothing,
  }),
  get(OpsPath.pendingPayments, 'operator', 'operator', 'Payments waiting for a decision', {
    data: z.array(OpsPayment),
  }),
  get(OpsPath.paymentAudit, 'operator', 'operator', 'A payment’s audit log', {
    params: OpsReferenceParams,
    data: z.array(OpsPaymentAuditEntry),
  }),
  decision(OpsPath.approveWithdrawal, 'Approve a withdrawal (the money leaves)'),
  decision(OpsPath.rejectWithdrawal, 'Reject a withdrawal (the money returns to the player)'),
  decision(OpsPath.confirmDeposit, 'Confirm a bank-transfer or crypto deposit'),
  decision(OpsPath.rejectDeposit, 'Reject a deposit'),
  get(OpsPath.books, 'operator', 'operator', 'Check the books; house account totals', { data: OpsBooks }),
  post(OpsSportsPath.stakeFactor, 'operator', 'operator', 'Set a player’s factor on the sports max stakes', {
    body: OpsStakeFactorRequest,
    data: nothing,
  }),

  // development
  get(ApiPath.devOutbox, 'development', 'none', 'E-mails and SMS kept locally, newest first', {
    data: z.array(OutboxMessage),
    developmentOnly: true,
  }),
];
