import type { ColumnType } from 'kysely';

/** BIGINT kuruş: read as a string, written as a string. */
type Kurus = ColumnType<string, string, string>;

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

// Tables owned by this module (created by migration 0007 with the slots), merged into db/schema.ts's Database.
export interface JackpotTables {
  jackpot_levels: JackpotLevelsTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_wins: JackpotWinsTable;
}
