import { z } from 'zod';
import { str } from './text.ts';
import { MAX_TICKETS, TombalaPrize } from './tombala-rules.ts';

// Tombala rooms (issue 11 §4; docs/decisions/0330): scheduled 90-ball games per room, tickets over HTTP with the game
// session (a room is a catalog game, kasa-tombala-<room>), the live picture and the room's chat over the hub's
// `/tombala` namespace (room `tombala:<room>`). Lira in the API.

export const TOMBALA_NAMESPACE = '/tombala';
export const TOMBALA_EVENT = 'tombala';
export const TOMBALA_JOIN = 'join';
export const TOMBALA_LEAVE = 'leave';

export interface TombalaRoomDef {
  /** The room's code (hub room, lease name). */
  room: string;
  /** Its catalog game (launched like every Kasa Original). */
  gameCode: string;
  name: string;
  /** Ticket price, kuruş. */
  ticketPrice: number;
  /** Fewer players than this at the start: the game is cancelled and every ticket refunded. */
  minPlayers: number;
}

export const TOMBALA_ROOMS: readonly TombalaRoomDef[] = [
  { room: 'cinar', gameCode: 'kasa-tombala-cinar', name: 'Çınar Tombala', ticketPrice: 200, minPlayers: 1 },
  {
    room: 'bogazici',
    gameCode: 'kasa-tombala-bogazici',
    name: 'Boğaziçi Tombala',
    ticketPrice: 1_000,
    minPlayers: 1,
  },
];
export const roomOfGameCode = (code: string) => TOMBALA_ROOMS.find((r) => r.gameCode === code) ?? null;

export { TOMBALA_GAME_PREFIX, TombalaApiPath } from './tombala-paths.ts';

export const TombalaPhase = ['selling', 'running', 'finished', 'cancelled'] as const;
export type TombalaPhase = (typeof TombalaPhase)[number];

export const TombalaWinner = z.object({
  prize: z.enum(TombalaPrize).or(z.literal('jackpot')),
  player: str(),
  ticketId: z.number().int(),
  call: z.number().int(),
  amount: z.number(),
});
export type TombalaWinner = z.infer<typeof TombalaWinner>;

export const TombalaGame = z.object({
  room: str(),
  gameId: z.number().int(),
  seq: z.number().int(),
  phase: z.enum(TombalaPhase),
  opensAt: str(),
  /** Sales close and the first ball comes `callMs` later. */
  startsAt: str(),
  endedAt: str().nullable(),
  callMs: z.number().int(),
  ticketPrice: z.number(),
  tickets: z.number().int(),
  players: z.number().int(),
  /** Ticket sales so far (lira). */
  pool: z.number(),
  prizes: z.object({ cinko1: z.number(), cinko2: z.number(), tombala: z.number() }),
  /** The prize being played for (null once the game is over). */
  stage: z.enum(TombalaPrize).nullable(),
  /** The balls called so far, in order. */
  called: z.array(z.number().int()),
  winners: z.array(TombalaWinner),
  seedHash: str(),
  /** Revealed once the game is over. */
  serverSeed: str().nullable(),
  jackpotCalls: z.number().int(),
});
export type TombalaGame = z.infer<typeof TombalaGame>;

export const TombalaChatMessage = z.object({
  id: z.number().int(),
  player: str(),
  text: str(),
  at: str(),
});
export type TombalaChatMessage = z.infer<typeof TombalaChatMessage>;

export const TombalaSnapshot = z.object({
  serverTime: str(),
  room: str(),
  game: TombalaGame.nullable(),
  jackpot: z.number(),
  chat: z.array(TombalaChatMessage),
});
export type TombalaSnapshot = z.infer<typeof TombalaSnapshot>;

/** What a room receives (event TOMBALA_EVENT). */
export type TombalaEvent =
  | { type: 'snapshot'; snapshot: TombalaSnapshot }
  | { type: 'game'; serverTime: string; game: TombalaGame; jackpot: number }
  | { type: 'sales'; room: string; gameId: number; tickets: number; players: number; pool: number }
  | {
      type: 'call';
      serverTime: string;
      room: string;
      gameId: number;
      number: number;
      call: number;
      winners: TombalaWinner[];
    }
  | { type: 'chat'; room: string; message: TombalaChatMessage };

export const TombalaTicket = z.object({
  ticketId: z.number().int(),
  gameId: z.number().int(),
  grid: z.array(z.array(z.number().int())),
  price: z.number(),
  status: z.enum(['open', 'settled', 'refunded']),
  /** Won on this ticket (lira). */
  won: z.number(),
});
export type TombalaTicket = z.infer<typeof TombalaTicket>;

export const TombalaStateRequest = z.object({}).strip();
export const TombalaPlayerState = TombalaSnapshot.extend({
  gameCode: str(),
  roomName: str(),
  myTickets: z.array(TombalaTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type TombalaPlayerState = z.infer<typeof TombalaPlayerState>;

export const TombalaBuyRequest = z.object({
  gameId: z.number({ error: 'v.required' }).int('v.invalid').positive('v.invalid'),
  requestId: str().uuid('v.invalid'),
  count: z.number({ error: 'v.required' }).int('v.invalid').min(1, 'v.invalid').max(MAX_TICKETS, 'v.invalid'),
});
export type TombalaBuyRequest = z.input<typeof TombalaBuyRequest>;

export const TombalaBuyResult = z.object({
  tickets: z.array(TombalaTicket),
  balance: z.number(),
  bonusBalance: z.number(),
});
export type TombalaBuyResult = z.infer<typeof TombalaBuyResult>;

export const TombalaChatRequest = z.object({
  text: str({ error: 'v.required' }).trim().min(1, 'v.required').max(200, 'v.invalid'),
});
export type TombalaChatRequest = z.input<typeof TombalaChatRequest>;

export const TombalaGameQuery = z.object({ id: z.coerce.number().int().positive() });

/** A room's tile in the lobby. */
export const TombalaLiveState = z.object({
  gameCode: str(),
  room: str(),
  serverTime: str(),
  phase: z.enum(TombalaPhase).nullable(),
  startsAt: str().nullable(),
  players: z.number().int(),
  pool: z.number(),
  jackpot: z.number(),
  called: z.number().int(),
});
export type TombalaLiveState = z.infer<typeof TombalaLiveState>;
