import type { ColumnType } from 'kysely';

/** BIGINT kuruş: read as a string, written as a string. */
type Kurus = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** A slots round: the paid spin and its free spins, all decided and paid at bet time (migration 0007). */
export interface SlotRoundsTable {
  id: ColumnType<string, never, never>;
  round_id: string;
  player_id: string;
  game_code: string;
  bet: Kurus;
  base: Json<unknown>;
  free_spins: Json<unknown[]>;
  fs_total: number;
  fs_shown: ColumnType<number, number | undefined, number>;
  jackpot: ColumnType<unknown, string | null, string | null>;
  total_win: Kurus;
  created_at: Date;
}

// Tables owned by this module, merged into db/schema.ts's Database.
export interface SlotsTables {
  slot_rounds: SlotRoundsTable;
}
