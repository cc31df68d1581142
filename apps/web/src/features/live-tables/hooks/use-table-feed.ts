import { HUB_PATH } from '@kasa/contract/api';
import {
  TABLES_EVENT,
  TABLES_JOIN,
  TABLES_NAMESPACE,
  type RouletteStats,
  type RouletteWinner,
  type TableEvent,
  type TableRound,
} from '@kasa/contract/roulette';
import { useEffect, useReducer, useRef, useState } from 'react';
import { io } from 'socket.io-client';

/** A live table's picture: the round, its player count, the table's stats and the last result's winners. */
export interface LiveTableFeed<TRound, TStats> {
  connected: boolean;
  round: TRound | null;
  players: number;
  stats: TStats;
  winners: RouletteWinner[];
  /** Server time minus this browser's time (ms), so countdowns and the spin follow the server's clock. */
  offsetMs: number;
}

/** What every table game's room sends (roulette's TableEvent, baccarat's BaccaratEvent). */
export type LiveTableEvent<TRound, TStats> =
  | {
      type: 'snapshot';
      snapshot: { round: TRound | null; players: number; stats: TStats; serverTime: string };
    }
  | { type: 'round'; round: TRound; serverTime: string }
  | { type: 'players'; roundId: number; players: number }
  | { type: 'result'; round: TRound; stats: TStats; winners: RouletteWinner[]; serverTime: string };

export type TableFeed = LiveTableFeed<TableRound, RouletteStats>;

type Action<TRound, TStats> =
  | { kind: 'event'; event: LiveTableEvent<TRound, TStats>; receivedAt: number }
  | { kind: 'connected'; value: boolean };

const emptyStats: RouletteStats = { last: [], hot: [], cold: [], rounds: 0 };

function reduce<TRound extends { roundId: number }, TStats>(
  state: LiveTableFeed<TRound, TStats>,
  action: Action<TRound, TStats>,
): LiveTableFeed<TRound, TStats> {
  if (action.kind === 'connected') return { ...state, connected: action.value };
  const { event, receivedAt } = action;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        round: event.snapshot.round,
        players: event.snapshot.players,
        stats: event.snapshot.stats,
        offsetMs: Date.parse(event.snapshot.serverTime) - receivedAt,
      };
    case 'round':
      return {
        ...state,
        round: event.round,
        players: 0,
        winners: [],
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
    case 'players':
      return state.round?.roundId === event.roundId ? { ...state, players: event.players } : state;
    case 'result':
      return {
        ...state,
        round: event.round,
        stats: event.stats,
        winners: event.winners,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
  }
}

const initialOf = <TStats>(stats: TStats) => ({
  connected: false,
  round: null,
  players: 0,
  stats,
  winners: [],
  offsetMs: 0,
});

/**
 * A table's live picture from the hub's `/tables` namespace (guests may watch): join the table's room, get its
 * snapshot, then every round, player count and result. Every (re)connection joins again and starts from a snapshot.
 * `emptyStats` until the snapshot; the game's own event type for `onEvent`.
 */
export function useLiveTableFeed<
  TRound extends { roundId: number },
  TStats,
  TEvent extends LiveTableEvent<TRound, TStats>,
>(table: string, emptyStats: TStats, onEvent?: (event: TEvent) => void): LiveTableFeed<TRound, TStats> {
  const [state, dispatch] = useReducer(reduce<TRound, TStats>, emptyStats, initialOf);
  useTablesRoom(table, dispatch, onEvent);
  return state;
}

/**
 * The hub's `/tables` room of one table: joined on every (re)connection, each event to `dispatch` (with the time it
 * arrived) and then to the latest `onEvent`; the connection state too.
 */
export function useTablesRoom<TEvent>(
  table: string,
  dispatch: (
    action: { kind: 'event'; event: TEvent; receivedAt: number } | { kind: 'connected'; value: boolean },
  ) => void,
  onEvent?: (event: TEvent) => void,
) {
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
    socket.on(TABLES_EVENT, (event: TEvent) => {
      dispatch({ kind: 'event', event, receivedAt: Date.now() });
      listener.current?.(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [table, dispatch]);
}

/** Roulette's table feed. */
export function useTableFeed(table: string, onEvent?: (event: TableEvent) => void): TableFeed {
  return useLiveTableFeed<TableRound, RouletteStats, TableEvent>(table, emptyStats, onEvent);
}

/** The server's time, re-read every `everyMs`. */
export function useServerNow(offsetMs: number, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
