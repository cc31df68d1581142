import { ApiPath, HUB_PATH } from '@kasa/contract/api';
import { HUB, STORAGE_KEYS } from '@kasa/contract/constants';
import { translate } from '@kasa/contract/messages';
import { HUB_EVENT, NotifyMessage } from '@kasa/contract/notification';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from './api-client';
import { emitHubMessage, hubStateStore, registerHubStopper } from './hub-state';
import { i18n } from './i18n';
import { clearSession, useAuth } from './session';
import { readStorage, storedLocale } from './storage';
import { toast } from './toast';

/** How long one connection attempt may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 10_000;

type Connection = {
  token: string;
  socket: Socket | null;
  attempt: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** The socket dropped since it was last connected: events may have been missed. */
  dropped: boolean;
  /** The socket that already told the features to catch up (`reconnected`) after a drop. */
  caughtUp: Socket | null;
};
let current: Connection | null = null;

function isAuthText(text: string): boolean {
  return text === translate('tr', 'e.unauthorized') || text === translate('en', 'e.unauthorized');
}

/** The hub's session ended or was refused: the same as an HTTP 401 (spec §8), the session is cleared. */
function loseSession(): void {
  stopHub();
  clearSession();
}

/**
 * A refusal we cannot read for sure (the server's text may be "unauthorized" or "internal"): an authenticated call
 * decides. Its 401 clears the session in the API client, which also stops the hub through `useHubConnection`.
 */
function probeSession(): void {
  api.get(ApiPath.balance).catch(() => undefined);
}

function dispatch(raw: unknown): void {
  const parsed = NotifyMessage.safeParse(raw);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.command === 'error') {
    const text =
      typeof message.message === 'string' && message.message
        ? message.message
        : translate(storedLocale(), 'e.internal');
    toast.error(text);
    if (isAuthText(text)) loseSession();
    return;
  }
  if (message.command === 'disconnect') {
    // The server ended this session (logout elsewhere, password changed or reset): it will not take us back.
    toast.info(i18n.t('hub.sessionEnded'));
    loseSession();
    return;
  }
  emitHubMessage(message);
}

/** Spec §4/§9: after a drop, try again after 0, 2, 10 and 30 s; then give up (disconnected). */
function scheduleRetry(connection: Connection): void {
  if (current !== connection) return;
  const delay = HUB.reconnectDelaysMs[connection.attempt];
  if (delay === undefined) {
    hubStateStore.set('disconnected');
    return;
  }
  connection.attempt += 1;
  hubStateStore.set('reconnecting');
  connection.timer = setTimeout(() => {
    connection.timer = null;
    open(connection);
  }, delay);
}

function open(connection: Connection): void {
  if (current !== connection) return;
  connection.socket?.removeAllListeners();
  connection.socket?.disconnect();
  // WebSocket only, without the long-polling negotiation; the library's own reconnection is off so the
  // schedule above is the only one. The server's ping (15 s) and timeout (30 s) are enforced by the engine:
  // a silent server ends in a 'ping timeout' disconnect, which is a drop like any other.
  const socket = io({
    path: HUB_PATH,
    transports: ['websocket'],
    upgrade: false,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
    auth: { token: connection.token },
    query: { fingerprint: readStorage(STORAGE_KEYS.fingerprint) ?? '', locale: storedLocale() },
  });
  connection.socket = socket;

  socket.on('connect', () => {
    if (current !== connection) return;
    connection.attempt = 0;
    hubStateStore.set('connected');
    // Back after a drop: whatever was published meanwhile was missed. The server says `reconnected` only when it saw
    // the drop; a node that died (kill -9, power) saw nothing, and the socket came back through another node
    // (docs/decisions/0142). So the client says it to itself, once per reconnect.
    if (connection.dropped) {
      connection.dropped = false;
      connection.caughtUp = socket;
      emitHubMessage({ command: 'reconnected', message: null });
    }
  });
  socket.on(HUB_EVENT, (message: unknown) => {
    if (current !== connection) return;
    const isReconnected =
      typeof message === 'object' &&
      message !== null &&
      (message as { command?: unknown }).command === 'reconnected';
    // The server's own `reconnected` for a reconnect this client already caught up on: one refetch is enough.
    if (isReconnected && connection.caughtUp === socket) return;
    dispatch(message);
  });
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    if (current !== connection) return;
    // A refused handshake carries a NotifyMessage in `data`; a network failure carries nothing.
    const refusal = NotifyMessage.safeParse(error.data);
    if (refusal.success && typeof refusal.data.message === 'string' && isAuthText(refusal.data.message)) {
      loseSession();
      return;
    }
    if (refusal.success) probeSession();
    scheduleRetry(connection);
  });
  socket.on('disconnect', (reason) => {
    if (current !== connection) return;
    if (reason === 'io client disconnect') return;
    if (reason === 'io server disconnect') {
      // Deliberate on the server's side (normally after a 'disconnect' command): no retry; check the session.
      hubStateStore.set('disconnected');
      probeSession();
      return;
    }
    connection.dropped = true;
    scheduleRetry(connection);
  });
}

/** Opens the hub for this session token (spec §4: at login and on a restored session). Idempotent per token. */
export function startHub(token: string): void {
  if (current?.token === token) return;
  stopHub();
  const connection: Connection = {
    token,
    socket: null,
    attempt: 0,
    timer: null,
    dropped: false,
    caughtUp: null,
  };
  current = connection;
  hubStateStore.set('connecting');
  open(connection);
}

/** Closes the hub (logout, session lost) and cancels any pending retry. */
export function stopHub(): void {
  const connection = current;
  current = null;
  if (connection) {
    if (connection.timer) clearTimeout(connection.timer);
    connection.socket?.removeAllListeners();
    connection.socket?.disconnect();
  }
  hubStateStore.set('disconnected');
}

registerHubStopper(stopHub);

/** After giving up, coming back online (or to the tab) starts the schedule again rather than staying offline. */
function resumeIfGivenUp(): void {
  const connection = current;
  if (!connection || hubStateStore.get() !== 'disconnected' || connection.timer) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  connection.attempt = 0;
  scheduleRetry(connection);
}

/** Mounted once in the layout: the hub follows the session token. */
export function useHubConnection(): void {
  const { session } = useAuth();
  const token = session?.token ?? null;
  useEffect(() => {
    if (!token) return;
    startHub(token);
    window.addEventListener('online', resumeIfGivenUp);
    document.addEventListener('visibilitychange', resumeIfGivenUp);
    return () => {
      window.removeEventListener('online', resumeIfGivenUp);
      document.removeEventListener('visibilitychange', resumeIfGivenUp);
      stopHub();
    };
  }, [token]);
}
