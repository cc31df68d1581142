import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PlayersTable {
  /** BIGINT, read as a string; also the public usercode. */
  id: ColumnType<string, never, never>;
  username: string;
  email: string;
  password_hash: string;
  name: string;
  surname: string;
  phone: string | null;
  sms_verified: Generated<boolean>;
  personal_no: string | null;
  /** DATE, read as 'YYYY-MM-DD'. */
  birth_date: string | null;
  country_id: number | null;
  currency_id: number;
  trial_bonus: boolean;
  is_fast: boolean;
  referrer_id: string | null;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  /** The player's language ('tr' | 'en'): notifications are written in it. Updated from x-locale at login. */
  locale: Generated<string>;
  /** An operator locked the account (docs/decisions/0440): no login, every session ended. Null: not locked. */
  operator_locked_at: Generated<Date | null>;
  operator_lock_note: Generated<string | null>;
  created_at: Date;
  updated_at: Date;
}

/** Operators' changes to an account (the lock), kept apart from the player's own activity. */
export interface PlayerAuditTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  actor: string;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
}

export type PlayerRow = Selectable<PlayersTable>;

export interface PlayersTables {
  players: PlayersTable;
  player_audit: PlayerAuditTable;
}
