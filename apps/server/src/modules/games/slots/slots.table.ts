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

/** A level of a jackpot instance; its value is the sum of its pools (one per house shard). */
export interface JackpotLevelsTable {
  id: ColumnType<string, never, never>;
  instance_code: string;
  level: number;
  seed: Kurus;
  seeded_total: ColumnType<string, string | undefined, string>;
  win_count: ColumnType<number, number | undefined, number>;
  largest_win: ColumnType<string, string | undefined, string>;
  last_win_at: Date | null;
  created_at: Date;
}

export interface JackpotPoolsTable {
  level_id: string;
  shard: number;
  /** numeric(24,4): kuruş with four decimals, read as text. */
  amount: ColumnType<string, string | undefined, string>;
}

export interface JackpotWinsTable {
  id: ColumnType<string, never, never>;
  level_id: string;
  player_id: string;
  game_code: string;
  round_id: string;
  amount: Kurus;
  created_at: Date;
}

// Tables owned by this module and the jackpot module, merged into db/schema.ts's Database.
export interface SlotsTables {
  slot_rounds: SlotRoundsTable;
  jackpot_levels: JackpotLevelsTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_wins: JackpotWinsTable;
}
