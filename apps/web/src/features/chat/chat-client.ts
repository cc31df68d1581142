import { API_BASE, HUB_PATH } from '@kasa/contract/api';
import {
  CHAT_EVENT,
  CHAT_NAMESPACE,
  CHAT_TOKEN_HEADER,
  CHAT_TYPING,
  ChatPath,
  type ChatConversationView,
  type ChatEvent,
  type ChatMessage,
  type ChatOpenData,
} from '@kasa/contract/chat';
import { io, type Socket } from 'socket.io-client';
import { apiRequest, buildHeaders } from '../../lib/api-client';
import { readStorage, removeStorage, storedLocale, writeStorage } from '../../lib/storage';

/** A guest's conversation token (chat/open answers it once): a reload resumes that conversation. */
export const CHAT_TOKEN_KEY = 'kasa.chatToken';

export const guestToken = {
  get: () => readStorage(CHAT_TOKEN_KEY),
  set: (token: string) => writeStorage(CHAT_TOKEN_KEY, token),
  clear: () => removeStorage(CHAT_TOKEN_KEY),
};

/** Who the calls speak for: a signed-in player by the session (the API client adds it), a guest by its token. */
function chatHeaders(): Record<string, string> | undefined {
  const token = guestToken.get();
  return token ? { [CHAT_TOKEN_HEADER]: token } : undefined;
}

const call = async <T>(path: string, body?: unknown): Promise<T> =>
  (await apiRequest<T>(path, { body, headers: chatHeaders() })).data as T;

export const chatApi = {
  open: (name?: string) => call<ChatOpenData>(ChatPath.open, name ? { name } : {}),
  conversation: () => call<ChatConversationView>(ChatPath.conversation),
  send: (text: string) => call<ChatMessage>(ChatPath.messages, { text }),
  attach: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<ChatMessage>(ChatPath.attachments, form);
  },
  receipt: (kind: 'delivered' | 'read', upTo: string) => call<null>(ChatPath.receipts, { kind, upTo }),
  rate: (rating: number) => call<null>(ChatPath.rate, { rating }),
  transcript: async (email?: string) =>
    (await apiRequest<null>(ChatPath.transcript, { body: email ? { email } : {}, headers: chatHeaders() }))
      .message,
  /** An attachment's bytes: the call needs the visitor's headers, so an <img> gets an object URL. */
  image: async (id: string): Promise<Blob> => {
    const headers: Record<string, string> = { ...buildHeaders(), ...chatHeaders() };
    delete headers['content-type'];
    headers.accept = 'image/*';
    const response = await fetch(`${API_BASE}${ChatPath.attachment.replace(':id', encodeURIComponent(id))}`, {
      headers,
    });
    if (!response.ok) throw new Error(String(response.status));
    return response.blob();
  },
};

/**
 * The hub's `/chat` namespace (docs/decisions/0530), on the same path and transport as the main hub (lib/hub.ts):
 * WebSocket only, the player's session (`auth.token`) or the guest's conversation token (`auth.chatToken`). The
 * library reconnects by itself; every `connect` after the first tells the window to fetch what it missed.
 */
export function connectChat(
  auth: { token: string } | { chatToken: string },
  handlers: {
    onEvent: (event: ChatEvent) => void;
    onResume: () => void;
    onState: (connected: boolean) => void;
  },
): { typing: (typing: boolean, conversationId: string) => void; close: () => void } {
  const socket: Socket = io(CHAT_NAMESPACE, {
    path: HUB_PATH,
    transports: ['websocket'],
    upgrade: false,
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
    auth,
    query: { locale: storedLocale() },
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    handlers.onState(true);
    if (connectedBefore) handlers.onResume();
    connectedBefore = true;
  });
  socket.on('disconnect', () => handlers.onState(false));
  socket.on(CHAT_EVENT, (event: ChatEvent) => {
    if (event && typeof event === 'object' && typeof event.type === 'string') handlers.onEvent(event);
  });
  return {
    typing: (typing, conversationId) => {
      socket.emit(CHAT_TYPING, { conversationId, typing });
    },
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

/** Message ids are decimal bigints: compare them as such. */
export function idAtMost(id: string, upTo: string): boolean {
  return id.length !== upTo.length ? id.length < upTo.length : id <= upTo;
}
