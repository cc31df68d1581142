import { HUB_PATH } from '@kasa/contract/api';
import type { SportsBook } from '@kasa/contract/sports';
import {
  SPORTS_EVENT,
  SPORTS_NAMESPACE,
  SPORTS_SUBSCRIBE,
  SPORTS_UNSUBSCRIBE,
  type SportsEventsRequest,
  type SportsHubMessage,
  type SportsLiveState,
} from '@kasa/contract/sports-api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { createStore, useStore } from '../../../lib/create-store';
import { sportsKeys, type LiveEvent, type LiveEventsData, type MyBetsPage } from '../api/sports-api';
import { patchEvent, patchEvents, patchMyBets, patchState } from '../utils/live-patch';
import { applyToSlip } from '../utils/slip-store';

// One socket on the hub's `/sports` namespace for every sports page (guests may watch; docs/decisions/0220). Pages
// say which rooms they need; a room is joined while at least one page needs it, and every room is joined again
// after a reconnect (the server forgets a dropped socket's rooms). Messages patch the cached answers in place.

let socket: Socket | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
let everConnected = false;
const roomCounts = new Map<string, number>();
const clients = new Set<QueryClient>();
const listeners = new Set<(message: SportsHubMessage) => void>();

export const sportsConnectedStore = createStore(false);

export function useSportsConnected(): boolean {
  return useStore(sportsConnectedStore);
}

/** Applies one hub message to every cached sports answer of `client` and to the bet slip. */
export function applyMessage(client: QueryClient, message: SportsHubMessage, now = Date.now()): void {
  for (const [key, data] of client.getQueriesData<LiveEventsData>({ queryKey: sportsKeys.eventsAll })) {
    if (!data) continue;
    const request = (key[2] ?? {}) as Partial<SportsEventsRequest>;
    const next = patchEvents(data, message, request.book ?? 'betco', now);
    if (next !== data) client.setQueryData(key, next);
  }
  for (const [key, data] of client.getQueriesData<LiveEvent>({ queryKey: sportsKeys.eventAll })) {
    if (!data) continue;
    const result = patchEvent(data, message, key[3] as SportsBook, now);
    if (result.value !== data) client.setQueryData(key, result.value);
    // A market this page has never seen (a new line in play): the event is read again.
    if (result.unknownMarket) void client.invalidateQueries({ queryKey: key, exact: true });
  }
  if (message.type === 'score') {
    for (const [key, data] of client.getQueriesData<MyBetsPage>({ queryKey: sportsKeys.myBetsAll })) {
      if (!data) continue;
      const next = patchMyBets(data, message, now);
      if (next !== data) client.setQueryData(key, next);
    }
    const key = sportsKeys.state(message.eventId);
    const state = client.getQueryData<SportsLiveState>(key);
    if (state) client.setQueryData(key, patchState(state, message));
  }
}

function dispatch(message: SportsHubMessage): void {
  if (!message || typeof message !== 'object' || typeof message.eventId !== 'string') return;
  for (const client of clients) applyMessage(client, message);
  applyToSlip(message);
  for (const listener of listeners) listener(message);
}

/** Calls `listener` with every message of the rooms joined (My Bets re-asks cash-out quotes on them). */
export function onSportsMessage(listener: (message: SportsHubMessage) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function ensureSocket(): Socket {
  if (closeTimer) {
    clearTimeout(closeTimer);
    closeTimer = null;
  }
  if (socket) return socket;
  const created = io(SPORTS_NAMESPACE, {
    path: HUB_PATH,
    transports: ['websocket'],
    upgrade: false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
  });
  socket = created;
  created.on('connect', () => {
    sportsConnectedStore.set(true);
    if (roomCounts.size > 0) created.emit(SPORTS_SUBSCRIBE, [...roomCounts.keys()]);
    // Back after a drop: prices and scores moved meanwhile, the pages read them again.
    if (everConnected)
      for (const client of clients) void client.invalidateQueries({ queryKey: sportsKeys.all });
    everConnected = true;
  });
  created.on('disconnect', () => sportsConnectedStore.set(false));
  created.on(SPORTS_EVENT, (message: SportsHubMessage) => dispatch(message));
  return created;
}

function join(rooms: string[]): void {
  if (rooms.length === 0) return;
  const fresh = rooms.filter((room) => {
    const count = roomCounts.get(room) ?? 0;
    roomCounts.set(room, count + 1);
    return count === 0;
  });
  const s = ensureSocket();
  if (fresh.length > 0 && s.connected) s.emit(SPORTS_SUBSCRIBE, fresh);
}

function leave(rooms: string[]): void {
  const gone = rooms.filter((room) => {
    const count = (roomCounts.get(room) ?? 0) - 1;
    if (count <= 0) roomCounts.delete(room);
    else roomCounts.set(room, count);
    return count <= 0;
  });
  if (socket?.connected && gone.length > 0) socket.emit(SPORTS_UNSUBSCRIBE, gone);
  if (roomCounts.size === 0 && socket && !closeTimer) {
    // Off the sports pages for a while: the socket closes (a quick page change keeps it).
    closeTimer = setTimeout(() => {
      closeTimer = null;
      if (roomCounts.size > 0 || !socket) return;
      socket.removeAllListeners();
      socket.disconnect();
      socket = null;
      everConnected = false;
      sportsConnectedStore.set(false);
    }, 10_000);
  }
}

/** Keeps this page's rooms joined while it is mounted; live messages patch the page's cached data. */
export function useSportsRooms(rooms: readonly string[]): void {
  const client = useQueryClient();
  const id = [...new Set(rooms)].sort().join('|');
  useEffect(() => {
    clients.add(client);
    const list = id ? id.split('|') : [];
    join(list);
    return () => leave(list);
  }, [client, id]);
}

/** Tests: forget the socket and the rooms. */
export function resetSportsLive(): void {
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  everConnected = false;
  roomCounts.clear();
  clients.clear();
  sportsConnectedStore.set(false);
}
