import type { NotifyMessage } from '@kasa/contract/notification';
import { createStore, useStore } from './create-store';

// What the rest of the site needs of the live hub without loading the connection itself (Socket.IO, the message
// schemas): its state for the bell's dot, a way to listen to its commands, and a way to close it. The connection
// (lib/hub.ts) is loaded only with a session, so a visitor's first page carries none of it (docs/decisions/0130).

/** Spec §4 states of the real-time connection. */
export type HubState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export const hubStateStore = createStore<HubState>('disconnected');

export function useHubState(): HubState {
  return useStore(hubStateStore);
}

type HubListener = (message: NotifyMessage) => void;
const listeners = new Set<HubListener>();

/**
 * Features react to the hub's commands here (notifications prepend, the wallet re-reads the balance); the hub itself
 * handles `error` and `disconnect`, which concern the session.
 */
export function onHubMessage(listener: HubListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the connection for every command the features may react to. */
export function emitHubMessage(message: NotifyMessage): void {
  for (const listener of [...listeners]) listener(message);
}

let stopConnection: (() => void) | null = null;

/** The connection registers how to close it when it loads. */
export function registerHubStopper(stop: () => void): void {
  stopConnection = stop;
}

/** Closes the hub if it was ever opened (logout must close it before telling the server). */
export function stopHubIfRunning(): void {
  stopConnection?.();
}
