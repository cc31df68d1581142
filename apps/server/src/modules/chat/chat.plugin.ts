import fp from 'fastify-plugin';
import type { Server, Socket } from 'socket.io';
import { API_BASE } from '@kasa/contract/api';
import {
  CHAT_EVENT,
  CHAT_NAMESPACE,
  CHAT_TYPING,
  ChatTypingPayload,
  type ChatEvent,
} from '@kasa/contract/chat';
import { msg, resolveLocale, translate } from '@kasa/contract/messages';
import type { NotifyMessage } from '@kasa/contract/notification';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { chatOpsRoutes, chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live chat (modules/chat, docs/decisions/0530). */
    chat: ChatService;
  }
}

/** Rooms of the `/chat` namespace: a player's sockets, a guest conversation's, every agent. */
export const chatPlayerRoom = (playerId: string) => `chat:p:${playerId}`;
export const chatGuestRoom = (conversationId: string) => `chat:c:${conversationId}`;
export const CHAT_AGENTS_ROOM = 'chat:agents';
const chatSessionRoom = (sessionId: string) => `chat:s:${sessionId}`;

type ChatSocketData =
  | { kind: 'player'; playerId: string; sessionId: string }
  | { kind: 'guest'; conversationId: string }
  | { kind: 'agent'; operatorId: string };

const TOKEN = /^[A-Za-z0-9_\-.~+/=]{16,200}$/;
const first = (value: unknown) => {
  const one = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof one === 'string' ? one : undefined;
};

/**
 * Live chat: the visitor's calls (chat/…), the agents' (ops/chat/…), and the hub's `/chat` namespace. A socket
 * authenticates at the handshake with `auth.token` (a player's session), `auth.chatToken` (a guest's conversation
 * token) or `auth.operatorToken` (an operator session whose roles may manage `Chat`). Emits go through the hub's
 * adapter, so with Redis they reach the sockets on every node.
 */
export const chatPlugin = fp(
  async (app) => {
    const namespace = (app.hub.io as unknown as Server).of(CHAT_NAMESPACE);
    const emit = (room: string, event: ChatEvent) => {
      namespace.to(room).emit(CHAT_EVENT, event);
    };
    const chat = createChatService({
      db: app.db,
      clock: app.clock,
      storage: createStorage(app.appConfig),
      mail: app.services.messaging.mail,
      playerOf: async (playerId) => {
        const player = await app.services.players.findById(playerId);
        return player ? { name: player.username, email: player.email } : null;
      },
      emit: {
        toVisitor: (conversation, event) =>
          emit(
            conversation.player_id !== null
              ? chatPlayerRoom(conversation.player_id)
              : chatGuestRoom(conversation.id),
            event,
          ),
        toAgents: (event) => emit(CHAT_AGENTS_ROOM, event),
      },
      log: app.log,
    });
    app.decorate('chat', chat);

    namespace.use((socket, next) => {
      const locale = resolveLocale(first(socket.handshake.query.locale));
      const refuse = (key: 'e.unauthorized' | 'e.operatorForbidden' | 'e.internal') => {
        const text = translate(locale, msg(key));
        const data: NotifyMessage = { command: 'error', message: text };
        next(Object.assign(new Error(text), { data }));
      };
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const token = first(auth.token);
      const chatToken = first(auth.chatToken);
      const operatorToken = first(auth.operatorToken);
      const resolve = async (): Promise<ChatSocketData | 'forbidden' | null> => {
        if (operatorToken && TOKEN.test(operatorToken)) {
          const operator = await app.services.ops.authenticate(operatorToken);
          if (!operator) return null;
          return operator.ability.can('manage', 'Chat')
            ? { kind: 'agent', operatorId: operator.operatorId }
            : 'forbidden';
        }
        if (token && TOKEN.test(token)) {
          const session = await app.services.auth.authenticate(token);
          return session
            ? { kind: 'player', playerId: session.playerId, sessionId: session.sessionId }
            : null;
        }
        if (chatToken && TOKEN.test(chatToken)) {
          const conversation = await chat.guestByToken(chatToken);
          return conversation ? { kind: 'guest', conversationId: conversation.id } : null;
        }
        return null;
      };
      resolve().then(
        (data) => {
          if (data === 'forbidden') return refuse('e.operatorForbidden');
          if (!data) return refuse('e.unauthorized');
          socket.data = data;
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'chat hub: handshake failed');
          refuse('e.internal');
        },
      );
    });

    namespace.on('connection', (socket: Socket) => {
      const data = socket.data as ChatSocketData;
      const room =
        data.kind === 'player'
          ? chatPlayerRoom(data.playerId)
          : data.kind === 'guest'
            ? chatGuestRoom(data.conversationId)
            : CHAT_AGENTS_ROOM;
      void socket.join(data.kind === 'player' ? [room, chatSessionRoom(data.sessionId)] : room);
      socket.on(CHAT_TYPING, (payload: unknown) => {
        const parsed = ChatTypingPayload.safeParse(payload);
        if (!parsed.success) return;
        const { typing, conversationId } = parsed.data;
        const relay = async () => {
          if (data.kind === 'agent') {
            if (conversationId) await chat.typing('agent', conversationId, typing);
          } else if (data.kind === 'guest') {
            await chat.typing('visitor', data.conversationId, typing);
          } else {
            const open = await chat.openOfPlayer(data.playerId);
            if (open) await chat.typing('visitor', open.id, typing);
          }
        };
        relay().catch((error: unknown) => app.log.warn({ err: error }, 'chat hub: typing not relayed'));
      });
    });

    // A player's ended session (logout, password change, a block) closes their chat sockets too, on every node (the
    // adapter carries the disconnect); only events raised on this node, as in the hub.
    const stop = app.events.subscribe('sessions.revoked', (event, { local }) => {
      if (!local) return;
      const target = event.sessionId
        ? namespace.in(chatSessionRoom(event.sessionId))
        : event.keepSessionId
          ? namespace.in(chatPlayerRoom(event.playerId)).except(chatSessionRoom(event.keepSessionId))
          : namespace.in(chatPlayerRoom(event.playerId));
      target.disconnectSockets(true);
    });
    app.addHook('onClose', async () => stop());

    const prefix = API_BASE.replace(/\/$/, '');
    await app.register(chatRoutes(chat, app.services.throttle), { prefix });
    await app.register(chatOpsRoutes(chat), { prefix });
  },
  { name: 'chat', dependencies: ['services', 'authenticate', 'realtime'] },
);
