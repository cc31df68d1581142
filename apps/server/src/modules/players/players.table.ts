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
  created_at: Date;
  updated_at: Date;
}

export type PlayerRow = Selectable<PlayersTable>;

export interface PlayersTables {
  players: PlayersTable;
}
