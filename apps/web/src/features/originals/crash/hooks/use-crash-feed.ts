import { HUB_PATH } from '@kasa/contract/api';
import {
  CRASH_EVENT,
  CRASH_NAMESPACE,
  type CrashBet,
  type CrashEvent,
  type CrashHistoryItem,
  type CrashRound,
} from '@kasa/contract/crash';
import { useEffect, useReducer, useRef } from 'react';
import { io } from 'socket.io-client';

export interface CrashFeed {
  connected: boolean;
  round: CrashRound | null;
  bets: CrashBet[];
  history: CrashHistoryItem[];
  /** Server time minus this browser's time (ms), so the flight is drawn from the server's start time. */
  offsetMs: number;
  /** Increments on every change a listener may want to react to (crash, my cash-out). */
  version: number;
}

type Action =
  { kind: 'event'; event: CrashEvent; receivedAt: number } | { kind: 'connected'; value: boolean };

const initial: CrashFeed = { connected: false, round: null, bets: [], history: [], offsetMs: 0, version: 0 };

function upsert(list: CrashBet[], bets: CrashBet[]): CrashBet[] {
  const next = [...list];
  for (const bet of bets) {
    const i = next.findIndex((b) => b.betId === bet.betId);
    if (i >= 0) next[i] = bet;
    else next.push(bet);
  }
  return next;
}

function reduce(state: CrashFeed, action: Action): CrashFeed {
  if (action.kind === 'connected') return { ...state, connected: action.value };
  const { event, receivedAt } = action;
  const version = state.version + 1;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        round: event.snapshot.round,
        bets: event.snapshot.bets,
        history: event.snapshot.history,
        offsetMs: Date.parse(event.snapshot.serverTime) - receivedAt,
        version,
      };
    case 'round': {
      const newRound = state.round?.roundId !== event.round.roundId;
      return {
        ...state,
        round: event.round,
        bets: newRound ? [] : state.bets,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
        version,
      };
    }
    case 'bet':
      if (event.bet.roundId !== state.round?.roundId) return state;
      return { ...state, bets: upsert(state.bets, [event.bet]), version };
    case 'cancel':
      return { ...state, bets: state.bets.filter((b) => b.betId !== event.betId), version };
    case 'cashout':
      return { ...state, bets: upsert(state.bets, event.bets), version };
    case 'crash':
      return {
        ...state,
        round: event.round,
        bets: event.bets,
        history: event.history,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
        version,
      };
  }
}

/**
 * The live picture of the shared rounds from the hub's `/crash` namespace (guests may watch). Socket.IO reconnects by
 * itself; every (re)connection starts with a snapshot, so a client that was away catches up at once.
 */
export function useCrashFeed(onEvent?: (event: CrashEvent) => void): CrashFeed {
  const [state, dispatch] = useReducer(reduce, initial);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });
  useEffect(() => {
    const socket = io(CRASH_NAMESPACE, {
      path: HUB_PATH,
      transports: ['websocket'],
      upgrade: false,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    socket.on('connect', () => dispatch({ kind: 'connected', value: true }));
    socket.on('disconnect', () => dispatch({ kind: 'connected', value: false }));
    socket.on(CRASH_EVENT, (event: CrashEvent) => {
      dispatch({ kind: 'event', event, receivedAt: Date.now() });
      listener.current?.(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, []);
  return state;
}
