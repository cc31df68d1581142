import type { ColumnType, Generated, Selectable } from 'kysely';

export interface SessionsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  token_hash: string;
  fingerprint: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface AccountActivityTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  /** AccountActivityType of the contract. */
  type: number;
  session_id: string | null;
  ip: string | null;
  user_agent: string | null;
  fingerprint: string | null;
  created_at: Date;
}

export interface PasswordResetCodesTable {
  player_id: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
}

export type SessionRow = Selectable<SessionsTable>;
export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

export interface AuthTables {
  sessions: SessionsTable;
  account_activity: AccountActivityTable;
  password_reset_codes: PasswordResetCodesTable;
}
