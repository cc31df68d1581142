import type { ColumnType, Selectable } from 'kysely';

/** BIGINT kuruş or id: read as a string, written as a string. */
type BigText = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;
type Generated<T> = ColumnType<T, never, never>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type TombalaPhaseText = 'selling' | 'running' | 'finished' | 'cancelled';

export interface TombalaGamesTable {
  id: Generated<string>;
  room_code: string;
  seq: number;
  phase: TombalaPhaseText;
  /** Secret until the game is over; its sha256 is published when sales open. */
  server_seed: string;
  seed_hash: string;
  opens_at: Date;
  starts_at: Date;
  ended_at: Date | null;
  call_ms: number;
  ticket_price: BigText;
  jackpot_calls: number;
  /** Balls called so far (the order comes from the seed). */
  calls: Defaulted<number>;
  /** The prize being played for: 0 1. çinko, 1 2. çinko, 2 Tombala, 3 over. */
  stage: Defaulted<number>;
  /** Ticket sales, kuruş. */
  pool: ColumnType<string, string | undefined, string>;
}

export interface TombalaTicketsTable {
  id: Generated<string>;
  game_id: BigText;
  player_id: BigText;
  player_label: string;
  request_id: string;
  idx: number;
  grid: Json<number[][]>;
  price: BigText;
  status: 'open' | 'settled' | 'refunded';
  won: ColumnType<string, string | undefined, string>;
  placed_at: Date;
}

export interface TombalaWinsTable {
  id: Generated<string>;
  game_id: BigText;
  ticket_id: BigText;
  player_id: BigText;
  player_label: string;
  prize: 'cinko1' | 'cinko2' | 'tombala' | 'jackpot';
  call: number;
  amount: BigText;
  created_at: Date;
}

export interface TombalaJackpotTable {
  name: string;
  amount: BigText;
  win_count: number;
  last_win_at: Date | null;
}

export interface TombalaChatTable {
  id: Generated<string>;
  room_code: string;
  player_id: BigText;
  player_label: string;
  text: string;
  created_at: Date;
}

export interface TombalaLeaseTable {
  name: string;
  holder: string | null;
  expires_at: Date | null;
}

export interface TombalaTables {
  tombala_games: TombalaGamesTable;
  tombala_tickets: TombalaTicketsTable;
  tombala_wins: TombalaWinsTable;
  tombala_jackpot: TombalaJackpotTable;
  tombala_chat: TombalaChatTable;
  tombala_lease: TombalaLeaseTable;
}

export type TombalaGameRow = Selectable<TombalaGamesTable>;
export type TombalaTicketRow = Selectable<TombalaTicketsTable>;
export type TombalaWinRow = Selectable<TombalaWinsTable>;
export type TombalaChatRow = Selectable<TombalaChatTable>;
