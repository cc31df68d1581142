import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string | null, never>;

export interface OperatorsTable {
  id: ColumnType<string, never, never>;
  username: string;
  password_hash: string;
  /** Base32; shown once when the account is made. */
  totp_secret: string;
  /** The last TOTP step (unix seconds / 30) a code was accepted for (bigint, read as text). */
  totp_last_step: ColumnType<string | null, string | null, string | null>;
  /** OperatorRole values (the contract's ops.ts). */
  roles: string[];
  failed_logins: Generated<number>;
  locked_until: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface OperatorLoginChallengesTable {
  token_hash: string;
  operator_id: string;
  ip: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface OperatorSessionsTable {
  id: ColumnType<string, never, never>;
  operator_id: string;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface WithdrawalApprovalsTable {
  reference: string;
  operator_id: string;
  note: string | null;
  approved_at: Date;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): insert and select only. */
export interface OperatorAuditTable {
  id: ColumnType<string, never, never>;
  operator_id: string | null;
  actor: string;
  action: string;
  route: string | null;
  target_type: string | null;
  target_id: string | null;
  before: Json<unknown>;
  after: Json<unknown>;
  status: number | null;
  ip: string | null;
  request_id: string | null;
  created_at: Date;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type OperatorSessionRow = Selectable<OperatorSessionsTable>;
export type OperatorAuditRow = Selectable<OperatorAuditTable>;

export interface OpsTables {
  operators: OperatorsTable;
  operator_login_challenges: OperatorLoginChallengesTable;
  operator_sessions: OperatorSessionsTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
  operator_audit: OperatorAuditTable;
}
