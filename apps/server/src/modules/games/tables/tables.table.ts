import type { ColumnType, Selectable } from 'kysely';

/** BIGINT kuruş or id: read as a string, written as a string. */
type BigText = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type TableGameText = 'roulette' | 'baccarat' | 'lucky6' | 'keno' | 'wheel' | 'blackjack';
/** 'playing': a game with an in-round phase (blackjack's turns) between the betting window and the settlement. */
export type TablePhaseText = 'betting' | 'playing' | 'settled';

export interface TableRoundsTable {
  id: ColumnType<string, never, never>;
  table_code: string;
  seq: number;
  game: TableGameText;
  phase: TablePhaseText;
  /** Secret until the round is settled; its sha256 is published when betting opens. */
  server_seed: string;
  seed_hash: string;
  opens_at: Date;
  closes_at: Date;
  result_at: Date;
  /** The game's outcome (roulette: { pocket }), written at settlement. */
  outcome: Json<unknown> | null;
  settled_at: Date | null;
}

/** One layout bet of a ticket, kuruş. */
export interface TicketLine {
  spot: string;
  amount: number;
  payout: number | null;
}

export interface TableTicketsTable {
  id: ColumnType<string, never, never>;
  round_id: BigText;
  player_id: BigText;
  player_label: string;
  request_id: string;
  /** What the player sent (kuruş per chip; racetrack calls as calls). */
  stakes: Json<unknown>;
  lines: Json<TicketLine[]>;
  stake: BigText;
  payout: ColumnType<string | null, string | null, string | null>;
  status: 'open' | 'settled';
  placed_at: Date;
  settled_at: Date | null;
}

export interface TableLeaseTable {
  name: string;
  holder: string | null;
  expires_at: Date | null;
}

/** A blackjack shoe (docs/decisions/0312): its seed committed before its first round, revealed when it ends. */
export interface BlackjackShoesTable {
  id: ColumnType<string, never, never>;
  table_code: string;
  shoe_no: number;
  server_seed: string;
  seed_hash: string;
  cut_card: number;
  dealt: ColumnType<number, number | undefined, number>;
  opened_at: Date;
  ended_at: Date | null;
}

export interface TablesTables {
  blackjack_shoes: BlackjackShoesTable;
  table_rounds: TableRoundsTable;
  table_tickets: TableTicketsTable;
  table_lease: TableLeaseTable;
}

export type TableRoundRow = Selectable<TableRoundsTable>;
export type TableTicketRow = Selectable<TableTicketsTable>;
export type BlackjackShoeRow = Selectable<BlackjackShoesTable>;
