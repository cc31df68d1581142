import { HUB_PATH } from '@kasa/contract/api';
import { TABLES_EVENT, TABLES_JOIN, TABLES_NAMESPACE } from '@kasa/contract/roulette';
import type { TvEvent, TvRound } from '@kasa/contract/tv';
import { useEffect, useReducer, useRef, useState } from 'react';
import { io } from 'socket.io-client';

export interface TvFeed {
  connected: boolean;
  /** Draws open for bets, soonest first. */
  upcoming: TvRound[];
  /** Finished draws, newest first. */
  history: TvRound[];
  players: number;
  winners: { player: string; payout: number }[];
  /** Server time minus this browser's time (ms). */
  offsetMs: number;
  /** Whether a snapshot arrived. */
  ready: boolean;
}

type Action = { kind: 'event'; event: TvEvent; receivedAt: number } | { kind: 'connected'; value: boolean };

const initial: TvFeed = {
  connected: false,
  upcoming: [],
  history: [],
  players: 0,
  winners: [],
  offsetMs: 0,
  ready: false,
};

const HISTORY = 12;

function reduce(state: TvFeed, action: Action): TvFeed {
  if (action.kind === 'connected') return { ...state, connected: action.value };
  const { event, receivedAt } = action;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        ready: true,
        upcoming: event.snapshot.upcoming,
        history: event.snapshot.history,
        players: event.snapshot.players,
        offsetMs: Date.parse(event.snapshot.serverTime) - receivedAt,
      };
    case 'round':
      return {
        ...state,
        upcoming: [...state.upcoming.filter((r) => r.roundId !== event.round.roundId), event.round].sort(
          (a, b) => a.seq - b.seq,
        ),
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
    case 'players':
      return state.upcoming[0]?.roundId === event.roundId ? { ...state, players: event.players } : state;
    case 'result':
      return {
        ...state,
        upcoming: state.upcoming.filter((r) => r.roundId !== event.round.roundId),
        history: [event.round, ...state.history.filter((r) => r.roundId !== event.round.roundId)].slice(
          0,
          HISTORY,
        ),
        players: 0,
        winners: event.winners,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
  }
}

/** A TV game's broadcast from the hub's `/tables` namespace (room `table:<table>`): the schedule and the results. */
export function useTvFeed(table: string, onEvent?: (event: TvEvent) => void): TvFeed {
  const [state, dispatch] = useReducer(reduce, initial);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });
  useEffect(() => {
    const socket = io(TABLES_NAMESPACE, {
      path: HUB_PATH,
      transports: ['websocket'],
      upgrade: false,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    socket.on('connect', () => {
      dispatch({ kind: 'connected', value: true });
      socket.emit(TABLES_JOIN, table);
    });
    socket.on('disconnect', () => dispatch({ kind: 'connected', value: false }));
    socket.on(TABLES_EVENT, (event: TvEvent) => {
      dispatch({ kind: 'event', event, receivedAt: Date.now() });
      listener.current?.(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [table]);
  return state;
}

/** The server's clock, ticking every `everyMs`. */
export function useServerNow(offsetMs: number, everyMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
