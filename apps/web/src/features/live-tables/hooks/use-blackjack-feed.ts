import type { BlackjackEvent, BlackjackRound } from '@kasa/contract/blackjack';
import { useReducer } from 'react';
import { useTablesRoom } from './use-table-feed';

export interface BlackjackFeed {
  connected: boolean;
  round: BlackjackRound | null;
  players: number;
  /** The dealer's last totals, newest first (22 = bust). */
  last: number[];
  winners: { player: string; payout: number }[];
  /** Server time minus this browser's time (ms). */
  offsetMs: number;
}

type Action =
  { kind: 'event'; event: BlackjackEvent; receivedAt: number } | { kind: 'connected'; value: boolean };

const initial: BlackjackFeed = {
  connected: false,
  round: null,
  players: 0,
  last: [],
  winners: [],
  offsetMs: 0,
};

/** A late event of an older round never replaces a newer one. */
const newer = (state: BlackjackFeed, round: BlackjackRound) =>
  !state.round || round.roundId >= state.round.roundId;

function reduce(state: BlackjackFeed, action: Action): BlackjackFeed {
  if (action.kind === 'connected') return { ...state, connected: action.value };
  const { event, receivedAt } = action;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        round: event.snapshot.round,
        players: event.snapshot.players,
        last: event.snapshot.last,
        offsetMs: Date.parse(event.snapshot.serverTime) - receivedAt,
      };
    case 'round':
      return newer(state, event.round)
        ? {
            ...state,
            round: event.round,
            players: 0,
            winners: [],
            offsetMs: Date.parse(event.serverTime) - receivedAt,
          }
        : state;
    case 'play':
      return newer(state, event.round)
        ? {
            ...state,
            round: event.round,
            players: event.round.play?.seats.length ?? state.players,
            offsetMs: Date.parse(event.serverTime) - receivedAt,
          }
        : state;
    case 'players':
      return state.round?.roundId === event.roundId ? { ...state, players: event.players } : state;
    case 'result':
      return newer(state, event.round)
        ? {
            ...state,
            round: event.round,
            last: event.last,
            winners: event.winners,
            offsetMs: Date.parse(event.serverTime) - receivedAt,
          }
        : state;
  }
}

/** The blackjack table's live picture from the hub's `/tables` namespace (room `table:blackjack-1`). */
export function useBlackjackFeed(table: string, onEvent?: (event: BlackjackEvent) => void): BlackjackFeed {
  const [state, dispatch] = useReducer(reduce, initial);
  useTablesRoom(table, dispatch, onEvent);
  return state;
}
