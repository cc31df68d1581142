import { HUB_PATH } from '@kasa/contract/api';
import {
  TOMBALA_EVENT,
  TOMBALA_JOIN,
  TOMBALA_NAMESPACE,
  type TombalaChatMessage,
  type TombalaEvent,
  type TombalaGame,
} from '@kasa/contract/tombala';
import { TombalaPrize } from '@kasa/contract/tombala-rules';
import { useEffect, useReducer, useRef, useState } from 'react';
import { io } from 'socket.io-client';

export interface TombalaFeed {
  connected: boolean;
  game: TombalaGame | null;
  jackpot: number;
  chat: TombalaChatMessage[];
  /** Server time minus this browser's time (ms). */
  offsetMs: number;
}

type Action =
  { kind: 'event'; event: TombalaEvent; receivedAt: number } | { kind: 'connected'; value: boolean };

const initial: TombalaFeed = { connected: false, game: null, jackpot: 0, chat: [], offsetMs: 0 };
const CHAT_KEPT = 60;

/** A ball called: appended once (a repeated event changes nothing), the prizes won move the stage on. */
function withCall(game: TombalaGame, event: Extract<TombalaEvent, { type: 'call' }>): TombalaGame {
  if (game.gameId !== event.gameId || game.called.length >= event.call) return game;
  const winners = [...game.winners, ...event.winners];
  const won = new Set(winners.map((w) => w.prize));
  const stage = TombalaPrize.find((p) => !won.has(p)) ?? null;
  return {
    ...game,
    phase: stage === null ? 'finished' : 'running',
    called: [...game.called, event.number],
    winners,
    stage,
  };
}

function reduce(state: TombalaFeed, action: Action): TombalaFeed {
  if (action.kind === 'connected') return { ...state, connected: action.value };
  const { event, receivedAt } = action;
  switch (event.type) {
    case 'snapshot':
      return {
        ...state,
        game: event.snapshot.game,
        jackpot: event.snapshot.jackpot,
        chat: event.snapshot.chat,
        offsetMs: Date.parse(event.snapshot.serverTime) - receivedAt,
      };
    case 'game':
      return {
        ...state,
        game: event.game,
        jackpot: event.jackpot,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
    case 'sales':
      return state.game?.gameId === event.gameId
        ? {
            ...state,
            game: { ...state.game, tickets: event.tickets, players: event.players, pool: event.pool },
          }
        : state;
    case 'call': {
      const jackpotWon = event.winners.some((w) => w.prize === 'jackpot');
      return {
        ...state,
        game: state.game ? withCall(state.game, event) : state.game,
        jackpot: jackpotWon ? 0 : state.jackpot,
        offsetMs: Date.parse(event.serverTime) - receivedAt,
      };
    }
    case 'chat':
      return state.chat.some((m) => m.id === event.message.id)
        ? state
        : { ...state, chat: [...state.chat, event.message].slice(-CHAT_KEPT) };
  }
}

/** A Tombala room's live picture from the hub's `/tombala` namespace (guests may watch and read the chat). */
export function useTombalaFeed(room: string, onEvent?: (event: TombalaEvent) => void): TombalaFeed {
  const [state, dispatch] = useReducer(reduce, initial);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });
  useEffect(() => {
    if (!room) return;
    const socket = io(TOMBALA_NAMESPACE, {
      path: HUB_PATH,
      transports: ['websocket'],
      upgrade: false,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    socket.on('connect', () => {
      dispatch({ kind: 'connected', value: true });
      socket.emit(TOMBALA_JOIN, room);
    });
    socket.on('disconnect', () => dispatch({ kind: 'connected', value: false }));
    socket.on(TOMBALA_EVENT, (event: TombalaEvent) => {
      dispatch({ kind: 'event', event, receivedAt: Date.now() });
      listener.current?.(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [room]);
  return state;
}

/** The server's clock, ticking every `everyMs`. */
export function useServerNow(offsetMs: number, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
