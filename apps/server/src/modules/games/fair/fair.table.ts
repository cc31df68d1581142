import type { ColumnType, Generated, Selectable } from 'kysely';

// Tables of the provably fair instant games (migration 0009-fair), merged into db/schema.ts's Database.

type Json<T> = ColumnType<T, string, string>;
/** BIGINT read as text. */
type Bigint = ColumnType<string, string | number, string | number>;

export interface FairSeedsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  /** 64 hex characters; secret until revealed_at is set. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The next bet's nonce. */
  nonce: Generated<number>;
  created_at: Date;
  revealed_at: Date | null;
}

export type FairGameName = 'dice' | 'mines' | 'plinko' | 'limbo' | 'keno' | 'hilo';
export type FairRoundStatus = 'open' | 'won' | 'lost';

export interface FairRoundsTable {
  id: ColumnType<string, never, never>;
  round_id: string;
  player_id: string;
  seed_id: string;
  game: FairGameName;
  game_code: string;
  nonce: number;
  client_seed: string;
  stake: Bigint;
  payout: ColumnType<string, string | number | undefined, string | number>;
  status: FairRoundStatus;
  dice_target: number | null;
  dice_direction: 'over' | 'under' | null;
  dice_roll: number | null;
  mines_count: number | null;
  mines_layout: Json<number[]> | null;
  mines_revealed: ColumnType<number[], string | undefined, string>;
  mines_hit: number | null;
  /** Plinko, Limbo, Keno and Hi-Lo (migration 0030): the game's choices and outcome (fair.instant.ts). */
  instant: Json<InstantDetail> | null;
  auto_settled: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
}

/** The `instant` column: what a Plinko, Limbo, Keno or Hi-Lo round chose and got (multipliers in hundredths). */
export type InstantDetail =
  | {
      game: 'plinko';
      rows: number;
      risk: 'low' | 'medium' | 'high';
      path: number[];
      slot: number;
      multiplier: number;
    }
  | { game: 'limbo'; target: number; result: number }
  | {
      game: 'keno';
      risk: 'low' | 'medium' | 'high';
      picks: number[];
      drawn: number[];
      hits: number;
      multiplier: number;
    }
  | {
      game: 'hilo';
      /** Every card dealt so far, the first at the bet. */
      cards: number[];
      guesses: Array<'higher' | 'lower' | 'same' | 'skip'>;
    };

export type FairSeedRow = Selectable<FairSeedsTable>;
export type FairRoundRow = Selectable<FairRoundsTable>;

export interface FairTables {
  fair_seeds: FairSeedsTable;
  fair_rounds: FairRoundsTable;
}
