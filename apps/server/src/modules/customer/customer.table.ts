import type { Generated, Selectable } from 'kysely';

export interface PhoneCodesTable {
  player_id: string;
  phone: string;
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
}

export type PhoneCodeRow = Selectable<PhoneCodesTable>;

export interface CustomerTables {
  phone_codes: PhoneCodesTable;
}
