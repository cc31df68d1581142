// The Tombala rooms' call paths and lobby tile shape, apart from their zod schemas (tombala.ts): the casino lobby's
// first page reads the rooms' live state and must not load zod (the first-page budget, docs/decisions/0130).
export const TombalaApiPath = {
  state: 'originals/tombala/state',
  buy: 'originals/tombala/buy',
  chat: 'originals/tombala/chat',
  game: 'originals/tombala/game',
  live: 'originals/tombala/live',
} as const;

/** Every room's catalog game code starts with this. */
export const TOMBALA_GAME_PREFIX = 'kasa-tombala-';

/** A room's tile in the lobby (TombalaLiveState in tombala.ts is its schema). */
export interface TombalaLiveTile {
  gameCode: string;
  room: string;
  serverTime: string;
  phase: 'selling' | 'running' | 'finished' | 'cancelled' | null;
  startsAt: string | null;
  players: number;
  pool: number;
  jackpot: number;
  called: number;
}
