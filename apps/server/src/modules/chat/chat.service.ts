import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_IMAGE_RULES,
  CHAT_PRESENCE_HEARTBEAT_MS,
  type ChatCloseTag,
  type ChatConversation,
  type ChatConversationView,
  type ChatEvent,
  type ChatMessage,
  type ChatOpenData,
  type ChatPresence,
  type ChatSide,
  type OpsChatAgent,
  type OpsChatCanned,
  type OpsChatConversationView,
  type OpsChatNote,
} from '@kasa/contract/chat';
import type { Locale } from '@kasa/contract/constants';
import { msg, translate } from '@kasa/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../lib/storage/object-storage.ts';
import { inspectDocument } from '../kyc/kyc.service.ts';
import type { MailSender } from '../messaging/messaging.service.ts';
import * as repo from './chat.repository.ts';
import type { AgentRow, ConversationRow, MessageRow, NoteRow } from './chat.repository.ts';

/** Where hub events go: the visitor's sockets (a player's room, or a guest conversation's), and/or every agent. */
export interface ChatEmitter {
  toVisitor(conversation: { id: string; player_id: string | null }, event: ChatEvent): void;
  toAgents(event: ChatEvent): void;
}

export interface ChatDeps {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
  mail: MailSender;
  /** A player's display name and e-mail address. */
  playerOf: (playerId: string) => Promise<{ name: string; email: string } | null>;
  emit: ChatEmitter;
  log: FastifyBaseLogger;
}

/** Who is on the visitor's side of a call: a signed-in player, or a guest holding one conversation's token. */
export type ChatVisitor =
  { kind: 'player'; playerId: string } | { kind: 'guest'; conversation: ConversationRow };

export interface ChatAgentIdentity {
  operatorId: string;
  username: string;
}

const unknown = () => new AppError(404, 'e.chatUnknown');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** How often an assignment is tried again when a concurrent one took the chosen agent's last place. */
const ASSIGN_ATTEMPTS = 20;

export function createChatService({ db, clock, storage, mail, playerOf, emit, log }: ChatDeps) {
  const nameCache = new Map<string, string>();
  /** The oldest presence that still counts as online now. */
  const presenceSince = () => new Date(clock.now().getTime() - CHAT_PRESENCE_TTL_MS);
  const isOnline = (row: AgentRow) => row.status === 'online' && row.updated_at >= presenceSince();
  async function visitorName(row: ConversationRow): Promise<string> {
    if (row.guest_name !== null) return row.guest_name;
    const id = row.player_id!;
    const cached = nameCache.get(id);
    if (cached) return cached;
    const name = (await playerOf(id))?.name ?? `#${id}`;
    nameCache.set(id, name);
    return name;
  }

  async function agentOf(operatorId: string | null) {
    if (operatorId === null) return null;
    const agent = await repo.findAgent(db, operatorId);
    return { id: operatorId, name: agent?.name ?? `#${operatorId}` };
  }

  async function conversationView(row: ConversationRow): Promise<ChatConversation> {
    return {
      id: row.id,
      status: row.status,
      visitor: {
        kind: row.player_id !== null ? 'player' : 'guest',
        name: await visitorName(row),
        playerId: row.player_id,
      },
      agent: await agentOf(row.agent_id),
      tag: row.tag,
      rating: row.rating,
      createdAt: row.created_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    };
  }

  function messageView(m: MessageRow, conv: ConversationRow, visitor: string): ChatMessage {
    const id = BigInt(m.id);
    const fromVisitor = m.sender_kind === 'player' || m.sender_kind === 'guest';
    const delivered =
      m.sender_kind === 'system' ||
      id <= BigInt(fromVisitor ? conv.agent_delivered_upto : conv.visitor_delivered_upto);
    const read =
      m.sender_kind === 'system' || id <= BigInt(fromVisitor ? conv.agent_read_upto : conv.visitor_read_upto);
    return {
      id: m.id,
      conversationId: m.conversation_id,
      sender: m.sender_kind,
      senderName: m.sender_kind === 'agent' ? (m.agent_name ?? null) : fromVisitor ? visitor : null,
      text: m.text,
      attachment: m.attachment
        ? {
            id: m.attachment.id,
            mediaType: m.attachment.media_type,
            size: m.attachment.size_bytes,
            width: m.attachment.width,
            height: m.attachment.height,
          }
        : null,
      createdAt: m.created_at.toISOString(),
      delivered,
      read,
    };
  }

  async function fullView(row: ConversationRow): Promise<ChatConversationView> {
    const conversation = await conversationView(row);
    const messages = (await repo.listMessages(db, row.id)).map((m) =>
      messageView(m, row, conversation.visitor.name),
    );
    return { conversation, messages };
  }

  /** Writes a message and sends it to both sides. */
  async function post(
    conv: ConversationRow,
    sender: ChatMessage['sender'],
    content: { text: string | null; attachmentId?: string | null; operatorId?: string | null },
  ): Promise<ChatMessage> {
    const inserted = await repo.insertMessage(db, {
      conversationId: conv.id,
      sender,
      operatorId: content.operatorId ?? null,
      text: content.text,
      attachmentId: content.attachmentId ?? null,
      now: clock.now(),
    });
    const [row] = (await repo.listMessages(db, conv.id)).filter((m) => m.id === inserted.id);
    const message = messageView(row!, conv, await visitorName(conv));
    const event: ChatEvent = { type: 'message', conversationId: conv.id, message };
    emit.toVisitor(conv, event);
    emit.toAgents(event);
    return message;
  }

  const system = (conv: ConversationRow, key: Parameters<typeof msg>[0], ...args: string[]) =>
    post(conv, 'system', { text: translate(conv.locale, msg(key, ...args)) });

  /**
   * Gives a queued conversation to the least loaded online agent with room, or leaves it queued (null). One
   * transaction: the agent's place (conditional UPDATE of the open count) and the owner (only while still queued);
   * if either fails nothing is kept.
   */
  async function autoAssign(conversationId: string): Promise<AgentRow | null> {
    for (let attempt = 0; attempt < ASSIGN_ATTEMPTS; attempt++) {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const slot = await repo.claimAgentSlot(trx, presenceSince());
          if (!slot) return { kind: 'none' as const };
          const assigned = await repo.assignIfQueued(trx, conversationId, slot.operator_id, clock.now());
          if (!assigned) throw new NotQueued();
          return { kind: 'assigned' as const, agent: slot, conversation: assigned };
        })
        .catch((error: unknown) => {
          if (error instanceof NotQueued) return { kind: 'gone' as const };
          throw error;
        });
      if (outcome.kind === 'gone') return null;
      if (outcome.kind === 'assigned') {
        await announceAssigned(outcome.conversation, outcome.agent);
        return outcome.agent;
      }
      // No place taken: a concurrent assignment may have filled the chosen agent; try again while one has room.
      const agents = await repo.listAgents(db);
      if (!agents.some((a) => isOnline(a) && a.open_count < a.capacity)) return null;
    }
    return null;
  }

  async function announceAssigned(conv: ConversationRow, agent: AgentRow) {
    const event: ChatEvent = {
      type: 'assigned',
      conversationId: conv.id,
      agent: { id: agent.operator_id, name: agent.name },
    };
    emit.toVisitor(conv, event);
    emit.toAgents(event);
    await system(conv, 'chat.assigned', agent.name);
  }

  /** Hands waiting conversations, oldest first, to agents with room. */
  async function drainQueue(): Promise<void> {
    for (const conv of await repo.listQueued(db)) {
      const agent = await autoAssign(conv.id);
      if (!agent) {
        const agents = await repo.listAgents(db);
        if (!agents.some((a) => isOnline(a) && a.open_count < a.capacity)) return;
      }
    }
  }

  async function openConversation(id: string): Promise<ConversationRow> {
    const row = await repo.findConversation(db, id);
    if (!row) throw unknown();
    return row;
  }

  async function visitorConversation(visitor: ChatVisitor, id?: string): Promise<ConversationRow> {
    if (visitor.kind === 'guest') {
      if (id !== undefined && id !== visitor.conversation.id) throw unknown();
      return openConversation(visitor.conversation.id);
    }
    if (id !== undefined) {
      const row = await repo.findConversation(db, id);
      if (!row || row.player_id !== visitor.playerId) throw unknown();
      return row;
    }
    const [latest] = await repo.listOfPlayer(db, visitor.playerId, 1);
    if (!latest) throw unknown();
    return latest;
  }

  const activeOf = async (visitor: ChatVisitor) => {
    const conv = await visitorConversation(visitor);
    if (conv.status === 'closed') throw conflict('e.chatClosed');
    return conv;
  };

  async function agentConversation(agent: ChatAgentIdentity, id: string, mustOwn: boolean) {
    const conv = await openConversation(id);
    if (mustOwn) {
      if (conv.status === 'closed') throw conflict('e.chatClosed');
      if (conv.agent_id !== agent.operatorId) throw new AppError(403, 'e.chatNotYours');
    }
    return conv;
  }

  function noteView(n: NoteRow): OpsChatNote {
    return {
      id: n.id,
      conversationId: n.conversation_id,
      operatorId: n.operator_id,
      operatorName: n.operator_name,
      text: n.text,
      createdAt: n.created_at.toISOString(),
    };
  }

  async function receipt(conv: ConversationRow, side: ChatSide, kind: 'delivered' | 'read', upTo: string) {
    await repo.advanceReceipt(db, conv.id, side, kind, upTo);
    const event: ChatEvent = { type: 'receipt', conversationId: conv.id, side, kind, upTo };
    emit.toVisitor(conv, event);
    emit.toAgents(event);
  }

  return {
    /** A guest's conversation by its token (null: no such conversation). */
    async guestByToken(token: string): Promise<ConversationRow | null> {
      return (await repo.findByTokenHash(db, hashToken(token))) ?? null;
    },

    /**
     * Opens a conversation: a player's open one is answered again (with its history); a new one is offered to the
     * agents at once, or waits in the queue — the visitor is told when no agent is online.
     */
    async open(
      who: { playerId: string } | { guestName: string | undefined },
      locale: Locale,
    ): Promise<ChatOpenData> {
      const online = await repo.anyAgentOnline(db, presenceSince());
      if ('playerId' in who) {
        const existing = await repo.findOpenOfPlayer(db, who.playerId);
        if (existing) return { ...(await fullView(existing)), token: null, agentsOnline: online };
      } else if (!who.guestName) {
        throw badRequest('e.chatName');
      }
      const token = 'playerId' in who ? null : randomBytes(32).toString('base64url');
      let conv: ConversationRow;
      try {
        conv = await repo.insertConversation(db, {
          playerId: 'playerId' in who ? who.playerId : null,
          guestName: 'playerId' in who ? null : who.guestName!,
          tokenHash: token ? hashToken(token) : null,
          locale,
          now: clock.now(),
        });
      } catch (error) {
        // Two opens of one player at once: the unique index kept one; answer it.
        if ('playerId' in who) {
          const existing = await repo.findOpenOfPlayer(db, who.playerId);
          if (existing) return { ...(await fullView(existing)), token: null, agentsOnline: online };
        }
        throw error;
      }
      emit.toAgents({ type: 'queued', conversationId: conv.id });
      const agent = online ? await autoAssign(conv.id) : null;
      if (!agent) await system(conv, online ? 'chat.queued' : 'chat.offline');
      const fresh = await openConversation(conv.id);
      return { ...(await fullView(fresh)), token, agentsOnline: online };
    },

    async view(visitor: ChatVisitor, id?: string): Promise<ChatConversationView> {
      return fullView(await visitorConversation(visitor, id));
    },

    async list(playerId: string): Promise<ChatConversation[]> {
      return Promise.all((await repo.listOfPlayer(db, playerId)).map(conversationView));
    },

    async send(visitor: ChatVisitor, text: string): Promise<ChatMessage> {
      const conv = await activeOf(visitor);
      return post(conv, conv.player_id !== null ? 'player' : 'guest', { text });
    },

    /** An image: its bytes decide its type; dimensions from its header; stored under a random key. */
    async attach(visitor: ChatVisitor, bytes: Buffer, text: string | null): Promise<ChatMessage> {
      const conv = await activeOf(visitor);
      let inspected;
      try {
        inspected = inspectDocument(
          bytes,
          CHAT_IMAGE_RULES as unknown as Parameters<typeof inspectDocument>[1],
        );
      } catch (error) {
        if (error instanceof AppError && error.message.startsWith('e.kycFileType'))
          throw badRequest('e.chatImageType');
        if (error instanceof AppError && error.message.startsWith('e.kycNoFile'))
          throw badRequest('e.chatNoFile');
        throw error;
      }
      if (inspected.mediaType === 'application/pdf' || inspected.width === null || inspected.height === null)
        throw badRequest('e.chatImageType');
      const key = `chat/${randomBytes(16).toString('hex')}`;
      await storage.put(key, bytes, inspected.mediaType);
      const attachment = await repo.insertAttachment(db, {
        conversation_id: conv.id,
        storage_key: key,
        media_type: inspected.mediaType,
        size_bytes: bytes.length,
        width: inspected.width,
        height: inspected.height,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        created_at: clock.now(),
      });
      return post(conv, conv.player_id !== null ? 'player' : 'guest', { text, attachmentId: attachment.id });
    },

    /** An attachment's bytes, for the conversation's visitor (`visitor`) or any agent (null). */
    async attachment(visitor: ChatVisitor | null, id: string): Promise<{ bytes: Buffer; mediaType: string }> {
      const row = await repo.findAttachment(db, id);
      if (!row) throw unknown();
      if (visitor) {
        const conv = await repo.findConversation(db, row.conversation_id);
        const mine =
          visitor.kind === 'guest'
            ? conv?.id === visitor.conversation.id
            : conv?.player_id === visitor.playerId;
        if (!mine) throw unknown();
      }
      const bytes = await storage.get(row.storage_key);
      if (!bytes) throw unknown();
      return { bytes, mediaType: row.media_type };
    },

    async visitorReceipt(visitor: ChatVisitor, kind: 'delivered' | 'read', upTo: string) {
      const conv = await visitorConversation(visitor);
      await receipt(conv, 'visitor', kind, upTo);
    },

    async rate(visitor: ChatVisitor, rating: number, comment: string | undefined) {
      const conv = await visitorConversation(visitor);
      if (conv.status !== 'closed') throw conflict('e.chatNotClosed');
      if (!(await repo.rate(db, conv.id, rating, comment ?? null))) throw conflict('e.chatRated');
      emit.toAgents({ type: 'rated', conversationId: conv.id, rating });
    },

    /** E-mails the transcript once per conversation; a sending failure gives the chance back. */
    async transcript(visitor: ChatVisitor, email: string | undefined): Promise<void> {
      const conv = await visitorConversation(visitor);
      const to = email ?? (conv.player_id !== null ? (await playerOf(conv.player_id))?.email : undefined);
      if (!to) throw badRequest('e.chatEmail');
      if (!(await repo.markTranscriptSent(db, conv.id, clock.now()))) throw conflict('e.chatTranscriptSent');
      const { conversation, messages } = await fullView(conv);
      const t = (key: Parameters<typeof msg>[0], ...args: string[]) =>
        translate(conv.locale, msg(key, ...args));
      const lines = messages.map((m) => {
        const who =
          m.sender === 'system'
            ? t('chat.transcript.system')
            : m.sender === 'agent'
              ? `${t('chat.transcript.agent')} ${m.senderName ?? ''}`.trim()
              : conversation.visitor.name;
        const body = [m.text, m.attachment ? t('chat.transcript.image') : null].filter(Boolean).join(' ');
        return `[${m.createdAt.slice(0, 19).replace('T', ' ')} UTC] ${who}: ${body}`;
      });
      try {
        await mail.send({
          to,
          subject: t('chat.transcript.subject', conv.id),
          text: `${lines.join('\n')}\n`,
        });
      } catch (error) {
        log.warn({ err: error, conversation: conv.id }, 'chat: transcript not sent');
        await repo.clearTranscriptSent(db, conv.id);
        throw error;
      }
    },

    /** Typing (not stored): a visitor's goes to the agents, an agent's to the visitor. */
    async typing(side: ChatSide, conversationId: string, typing: boolean) {
      const conv = await repo.findConversation(db, conversationId);
      if (!conv || conv.status === 'closed') return;
      const event: ChatEvent = { type: 'typing', conversationId, side, typing };
      if (side === 'visitor') emit.toAgents(event);
      else emit.toVisitor(conv, event);
    },

    /** The open conversation of a player (for typing over the hub). */
    async openOfPlayer(playerId: string) {
      return (await repo.findOpenOfPlayer(db, playerId)) ?? null;
    },

    // agents

    async setPresence(
      agent: ChatAgentIdentity,
      status: ChatPresence,
      capacity: number | undefined,
    ): Promise<OpsChatAgent> {
      const row = await repo.upsertAgent(db, {
        operatorId: agent.operatorId,
        name: agent.username,
        status,
        capacity,
        now: clock.now(),
      });
      if (status === 'online') await drainQueue();
      const fresh = (await repo.findAgent(db, agent.operatorId)) ?? row;
      return agentView(fresh, isOnline(fresh));
    },

    async agents(): Promise<OpsChatAgent[]> {
      return (await repo.listAgents(db)).map((row) => agentView(row, isOnline(row)));
    },

    async queue(): Promise<ChatConversation[]> {
      return Promise.all((await repo.listQueued(db)).map(conversationView));
    },

    async mine(agent: ChatAgentIdentity): Promise<ChatConversation[]> {
      return Promise.all((await repo.listAssignedTo(db, agent.operatorId)).map(conversationView));
    },

    async opsView(id: string): Promise<OpsChatConversationView> {
      const conv = await openConversation(id);
      return { ...(await fullView(conv)), notes: (await repo.listNotes(db, id)).map(noteView) };
    },

    async agentSend(agent: ChatAgentIdentity, id: string, text: string): Promise<ChatMessage> {
      const conv = await agentConversation(agent, id, true);
      return post(conv, 'agent', { text, operatorId: agent.operatorId });
    },

    async agentReceipt(agent: ChatAgentIdentity, id: string, kind: 'delivered' | 'read', upTo: string) {
      const conv = await agentConversation(agent, id, false);
      await receipt(conv, 'agent', kind, upTo);
    },

    /** An agent takes a queued conversation: their own place (capacity) and the owner, in one transaction. */
    async take(agent: ChatAgentIdentity, id: string): Promise<ChatConversation> {
      const conv = await openConversation(id);
      if (conv.status === 'closed') throw conflict('e.chatClosed');
      if (conv.status === 'assigned') throw conflict('e.chatTaken');
      await repo.upsertAgentName(db, agent.operatorId, agent.username, clock.now());
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const slot = await repo.claimSlotOf(trx, agent.operatorId);
          if (!slot) throw conflict('e.chatAgentFull');
          const assigned = await repo.assignIfQueued(trx, id, agent.operatorId, clock.now());
          if (!assigned) throw new NotQueued();
          return { slot, assigned };
        })
        .catch((error: unknown) => {
          if (error instanceof NotQueued) throw conflict('e.chatTaken');
          throw error;
        });
      await announceAssigned(outcome.assigned, outcome.slot);
      return conversationView(outcome.assigned);
    },

    /** The owner hands a conversation to another agent with room (their place taken in the same transaction). */
    async transfer(agent: ChatAgentIdentity, id: string, to: string): Promise<ChatConversation> {
      await agentConversation(agent, id, true);
      if (to === agent.operatorId) throw conflict('e.chatTaken');
      const target = await repo.findAgent(db, to);
      if (!target || target.status === 'offline') throw new AppError(404, 'e.chatAgentUnknown');
      const moved = await db
        .transaction()
        .execute(async (trx) => {
          const slot = await repo.claimSlotOf(trx, to);
          if (!slot) throw conflict('e.chatAgentFull');
          const row = await repo.reassign(trx, id, agent.operatorId, to, clock.now());
          if (!row) throw new NotQueued();
          await repo.releaseSlot(trx, agent.operatorId);
          return { row, slot };
        })
        .catch((error: unknown) => {
          if (error instanceof NotQueued) throw new AppError(403, 'e.chatNotYours');
          throw error;
        });
      const event: ChatEvent = {
        type: 'assigned',
        conversationId: id,
        agent: { id: moved.slot.operator_id, name: moved.slot.name },
      };
      emit.toVisitor(moved.row, event);
      emit.toAgents(event);
      await system(moved.row, 'chat.transferred', moved.slot.name);
      await drainQueue();
      return conversationView(moved.row);
    },

    async close(agent: ChatAgentIdentity, id: string, tag: ChatCloseTag): Promise<ChatConversation> {
      const conv = await agentConversation(agent, id, true);
      await system(conv, 'chat.closed');
      const closed = await db.transaction().execute(async (trx) => {
        const row = await repo.closeConversation(trx, id, tag, clock.now());
        if (row) await repo.releaseSlot(trx, agent.operatorId);
        return row;
      });
      if (!closed) throw conflict('e.chatClosed');
      const event: ChatEvent = { type: 'closed', conversationId: id, tag };
      emit.toVisitor(conv, event);
      emit.toAgents(event);
      await drainQueue();
      return conversationView(await openConversation(id));
    },

    async addNote(agent: ChatAgentIdentity, id: string, text: string): Promise<OpsChatNote> {
      await openConversation(id);
      await repo.upsertAgentName(db, agent.operatorId, agent.username, clock.now());
      const row = await repo.insertNote(db, {
        conversationId: id,
        operatorId: agent.operatorId,
        text,
        now: clock.now(),
      });
      const note = noteView({ ...row, operator_name: agent.username });
      emit.toAgents({ type: 'note', conversationId: id, note });
      return note;
    },

    async canned(): Promise<OpsChatCanned[]> {
      return (await repo.listCanned(db)).map((r) => ({
        id: String(r.id),
        code: r.code,
        locale: r.locale,
        title: r.title,
        text: r.text,
      }));
    },

    drainQueue,
  };
}

/**
 * How long an agent's 'online' lasts without being said again: the back office repeats it every
 * CHAT_PRESENCE_HEARTBEAT_MS while its chat screen is open and online (contract, docs/decisions/0530).
 */
export const CHAT_PRESENCE_TTL_MS = 3 * CHAT_PRESENCE_HEARTBEAT_MS;

/** An agent as the screens show them: 'online' past its heartbeat shows (and counts) as offline. */
function agentView(row: AgentRow, online: boolean): OpsChatAgent {
  return {
    id: row.operator_id,
    name: row.name,
    status: row.status === 'online' && !online ? 'offline' : row.status,
    capacity: row.capacity,
    open: row.open_count,
  };
}

/** The conversation was no longer queued (or no longer the caller's) when the transaction reached it. */
class NotQueued extends Error {}

export type ChatService = ReturnType<typeof createChatService>;
