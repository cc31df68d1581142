import type { FieldObjectType, FieldOption } from '@kasa/contract/payment';
import { TransactionType } from '@kasa/contract/enums';

/** A label in both languages; the API answers in the request's. */
export interface Bilingual {
  tr: string;
  en: string;
}

/** The extra rule a field's value must meet beyond its type and mask. */
export type FieldCheck = 'amount' | 'iban' | 'cardNumber' | 'walletAddress' | 'paparaNumber';

export interface MethodField {
  key: string;
  objectType: FieldObjectType;
  mask: string | null;
  label: Bilingual;
  options?: FieldOption[];
  check?: FieldCheck;
}

/** How a deposit completes: on the PSP's hosted page, or by the player sending money an operator then confirms. */
export type MethodProvider = 'bank' | 'papara' | 'card' | 'usdt';

export interface MethodDefinition {
  /** Fixed: the client opens a dialog by id, and payments refer to it. */
  id: number;
  code: string;
  type: TransactionType;
  provider: MethodProvider;
  /** File name of the logo served at /api/payment/logo/<logo>.svg. */
  logo: string;
  title: Bilingual;
  /** Limits in kuruş. */
  min: number;
  max: number;
  isRedirect: boolean;
  fields: MethodField[];
}

/** Turkish banks for the withdrawal dropdown: numeric ids (sent as numbers, spec §5). */
export const TURKISH_BANKS: FieldOption[] = [
  { id: 1, name: 'T.C. Ziraat Bankası' },
  { id: 2, name: 'Türkiye Halk Bankası' },
  { id: 3, name: 'VakıfBank' },
  { id: 4, name: 'Türkiye İş Bankası' },
  { id: 5, name: 'Garanti BBVA' },
  { id: 6, name: 'Yapı Kredi' },
  { id: 7, name: 'Akbank' },
  { id: 8, name: 'QNB' },
  { id: 9, name: 'DenizBank' },
  { id: 10, name: 'TEB' },
  { id: 11, name: 'ING' },
  { id: 12, name: 'Kuveyt Türk' },
  { id: 13, name: 'Albaraka Türk' },
  { id: 14, name: 'Şekerbank' },
  { id: 15, name: 'Fibabanka' },
  { id: 16, name: 'Enpara.com' },
];

/** Where a bank-transfer deposit is sent (a valid TR IBAN of the sandbox merchant). */
export const BANK_TRANSFER_ACCOUNT = {
  iban: 'TR94 0001 0009 8765 4321 0000 01',
  bank: 'T.C. Ziraat Bankası',
  holder: 'Kasa Ödeme Hizmetleri A.Ş.',
} as const;

/** The sandbox merchant's USDT (TRC20) deposit address. */
export const USDT_DEPOSIT_ADDRESS = 'TKasaSandboxDepositAddressUSDT2345';

export const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
export const CARD_MASK = '0000 0000 0000 0000';
/** A Papara account number: 10 digits, shown grouped; stored as the bare digits. */
export const PAPARA_MASK = '000 000 0000';

const lira = (amount: number) => amount * 100;

const amountField: MethodField = {
  key: 'amount',
  objectType: 'Decimal',
  mask: null,
  label: { tr: 'Tutar', en: 'Amount' },
  check: 'amount',
};
const fullNameField = (label: Bilingual): MethodField => ({
  key: 'fullName',
  objectType: 'String',
  mask: null,
  label,
});

const { Deposit, Withdraw } = TransactionType;

/** The seeded methods (upserted by code at every start; a method dropped from this list is deactivated). */
export const PAYMENT_METHODS: MethodDefinition[] = [
  {
    id: 1,
    code: 'bank-transfer-deposit',
    type: Deposit,
    provider: 'bank',
    logo: 'havale',
    title: { tr: 'Havale / EFT', en: 'Bank transfer (Havale/EFT)' },
    min: lira(100),
    max: lira(100_000),
    isRedirect: false,
    fields: [amountField, fullNameField({ tr: 'Gönderen ad soyad', en: 'Sender full name' })],
  },
  {
    id: 2,
    code: 'papara-deposit',
    type: Deposit,
    provider: 'papara',
    logo: 'papara',
    title: { tr: 'Papara', en: 'Papara' },
    min: lira(50),
    max: lira(50_000),
    isRedirect: true,
    fields: [amountField],
  },
  {
    id: 3,
    code: 'card-deposit',
    type: Deposit,
    provider: 'card',
    logo: 'card',
    title: { tr: 'Kredi Kartı / Banka Kartı', en: 'Credit / debit card' },
    min: lira(50),
    max: lira(20_000),
    isRedirect: true,
    // The card itself is typed on the PSP's page, never on ours.
    fields: [amountField],
  },
  {
    id: 4,
    code: 'usdt-trc20-deposit',
    type: Deposit,
    provider: 'usdt',
    logo: 'usdt',
    title: { tr: 'USDT (TRC20)', en: 'USDT (TRC20)' },
    min: lira(500),
    max: lira(250_000),
    isRedirect: false,
    fields: [amountField],
  },
  {
    id: 11,
    code: 'bank-transfer-withdraw',
    type: Withdraw,
    provider: 'bank',
    logo: 'havale',
    title: { tr: 'Havale / EFT', en: 'Bank transfer (Havale/EFT)' },
    min: lira(100),
    max: lira(250_000),
    isRedirect: false,
    fields: [
      amountField,
      fullNameField({ tr: 'Hesap sahibinin ad soyadı', en: 'Account holder full name' }),
      {
        key: 'iban',
        objectType: 'String',
        mask: IBAN_MASK,
        label: { tr: 'IBAN', en: 'IBAN' },
        check: 'iban',
      },
      {
        key: 'bank',
        objectType: 'Dropdown',
        mask: null,
        label: { tr: 'Banka', en: 'Bank' },
        options: TURKISH_BANKS,
      },
    ],
  },
  {
    id: 12,
    code: 'papara-withdraw',
    type: Withdraw,
    provider: 'papara',
    logo: 'papara',
    title: { tr: 'Papara', en: 'Papara' },
    min: lira(100),
    max: lira(50_000),
    isRedirect: false,
    fields: [
      amountField,
      {
        key: 'paparaNumber',
        // An account number is text, never a number (docs/decisions/0440): a number widget groups it with thousands
        // separators, drops leading zeros and has a stepper that changes where the money goes.
        objectType: 'String',
        mask: PAPARA_MASK,
        label: { tr: 'Papara hesap numarası', en: 'Papara account number' },
        check: 'paparaNumber',
      },
    ],
  },
  {
    id: 13,
    code: 'card-withdraw',
    type: Withdraw,
    provider: 'card',
    logo: 'card',
    title: { tr: 'Kredi Kartı / Banka Kartı', en: 'Credit / debit card' },
    min: lira(100),
    max: lira(25_000),
    isRedirect: false,
    fields: [
      amountField,
      {
        key: 'cardNumber',
        objectType: 'String',
        mask: CARD_MASK,
        label: { tr: 'Kart numarası', en: 'Card number' },
        check: 'cardNumber',
      },
    ],
  },
  {
    id: 14,
    code: 'usdt-trc20-withdraw',
    type: Withdraw,
    provider: 'usdt',
    logo: 'usdt',
    title: { tr: 'USDT (TRC20)', en: 'USDT (TRC20)' },
    min: lira(500),
    max: lira(250_000),
    isRedirect: false,
    fields: [
      amountField,
      {
        key: 'walletAddress',
        objectType: 'String',
        mask: null,
        label: { tr: 'USDT TRC20 cüzdan adresi', en: 'USDT TRC20 wallet address' },
        check: 'walletAddress',
      },
    ],
  },
];
