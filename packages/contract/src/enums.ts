// Enumerations of spec §3, with the numbers the API carries. These are the wire values: never renumber.

export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const TransactionType = { Deposit: 1, Withdraw: 2 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const ProcessStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ProcessStatus = (typeof ProcessStatus)[keyof typeof ProcessStatus];

export const GameTransactionKind = { Win: 1, Bet: 2 } as const;
export type GameTransactionKind = (typeof GameTransactionKind)[keyof typeof GameTransactionKind];

export const FieldDataType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldDataType = (typeof FieldDataType)[keyof typeof FieldDataType];

export const PhoneVerificationPage = {
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const;
export type PhoneVerificationPage = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

export const PlatformCode = { Desktop: 1, Mobile: 2 } as const;
export type PlatformCode = (typeof PlatformCode)[keyof typeof PlatformCode];

export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** Phone validation step of §3: 0 not started, 1 enter phone, 2 enter code. */
export const PhoneValidationStep = { NotStarted: 0, EnterPhone: 1, EnterCode: 2 } as const;
export type PhoneValidationStep = (typeof PhoneValidationStep)[keyof typeof PhoneValidationStep];

/** Kinds of entries in a player's session history (our naming; the spec does not show them). */
export const AccountActivityType = {
  Login: 1,
  Logout: 2,
  PasswordChange: 3,
  PhoneVerified: 4,
  FailedLogin: 5,
  PasswordReset: 6,
  Register: 7,
} as const;
export type AccountActivityType = (typeof AccountActivityType)[keyof typeof AccountActivityType];

/** The casino categories' ids (systemCategory values). Stable: the web and the cms bootstrap carry them. */
export const CasinoCategoryId = {
  Popular: 1,
  New: 2,
  Slots: 3,
  Jackpot: 4,
  Crash: 5,
  TableInstant: 6,
  LiveCasino: 7,
  LiveGameShows: 8,
  Bingo: 9,
  TvBets: 10,
  Originals: 11,
} as const;
export type CasinoCategoryId = (typeof CasinoCategoryId)[keyof typeof CasinoCategoryId];
