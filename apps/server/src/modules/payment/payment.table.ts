import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MethodField } from './payment.methods.ts';

type Json<T> = ColumnType<T, string, string>;

export interface PaymentMethodsTable {
  id: number;
  code: string;
  /** TransactionType: 1 deposit, 2 withdraw. */
  type: number;
  provider: string;
  logo: string;
  title_tr: string;
  title_en: string;
  /** Kuruş, BIGINT read as text. */
  min_amount: ColumnType<string, string, string>;
  max_amount: ColumnType<string, string, string>;
  is_redirect: boolean;
  is_active: Generated<boolean>;
  sort_order: number;
  fields: Json<MethodField[]>;
  /** The operator's choices (migration 0058, docs/decisions/0513); null: the seed's value. */
  operator_disabled: Generated<boolean>;
  operator_min_amount: ColumnType<string | null, string | null | undefined, string | null>;
  operator_max_amount: ColumnType<string | null, string | null | undefined, string | null>;
  operator_sort_order: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PaymentsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  method_id: number;
  type: number;
  /** Kuruş, BIGINT read as text. */
  amount: ColumnType<string, string, never>;
  /** TransactionStatus (1 confirmed, 2 pending, 4 rejected…). */
  status: number;
  reference: string;
  provider_reference: string | null;
  detail: Json<Record<string, string | number>>;
  note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** When reconciliation last asked the provider about this Pending PSP deposit (migration 0047). */
  psp_checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PaymentAuditTable {
  id: ColumnType<string, never, never>;
  payment_id: string;
  actor: string;
  action: string;
  note: string | null;
  created_at: Date;
}

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentAuditRow = Selectable<PaymentAuditTable>;

export interface PaymentTables {
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  payment_audit: PaymentAuditTable;
}
