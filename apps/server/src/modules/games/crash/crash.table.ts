import type { ColumnType, Generated, Selectable } from 'kysely';

/** BIGINT kuruş or id: read as a string, written as a string. */
type BigText = ColumnType<string, string, string>;

export interface CrashChainsTable {
  id: ColumnType<string, never, never>;
  /** h[N], secret until the chain is used up. */
  seed: string;
  /** h[0], published before the first round of the chain. */
  terminating_hash: string;
  salt: string;
  length: number;
  /** The position the next round takes (1 … length). */
  next_position: Generated<number>;
  is_current: Generated<boolean>;
  created_at: Date;
}

export type CrashPhaseText = 'betting' | 'running' | 'crashed';
export type CrashBetStatusText = 'open' | 'cashed' | 'lost' | 'cancelled';

export interface CrashRoundsTable {
  id: ColumnType<string, never, never>;
  chain_id: BigText;
  position: number;
  hash: string;
  /** Hundredths. */
  crash_point: number;
  phase: CrashPhaseText;
  betting_opens_at: Date;
  starts_at: Date;
  crashes_at: Date;
  crashed_at: Date | null;
}

export interface CrashBetsTable {
  id: ColumnType<string, never, never>;
  round_id: BigText;
  player_id: BigText;
  player_label: string;
  slot: number;
  amount: BigText;
  auto_cashout: number | null;
  status: CrashBetStatusText;
  cashout_multiplier: number | null;
  is_auto: Generated<boolean>;
  payout: ColumnType<string, string | undefined, string>;
  placed_at: Date;
  settled_at: Date | null;
}

export interface CrashDriverLeaseTable {
  name: string;
  holder: string | null;
  expires_at: Date | null;
}

export type CrashChainRow = Selectable<CrashChainsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;

// Tables owned by this module, merged into db/schema.ts's Database.
export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  crash_driver_lease: CrashDriverLeaseTable;
}
