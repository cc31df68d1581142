import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHAT_IMAGE_RULES,
  CHAT_TOKEN_HEADER,
  ChatConversationQuery,
  ChatIdParams,
  ChatOpenRequest,
  ChatPath,
  ChatRateRequest,
  ChatReceiptRequest,
  ChatSendRequest,
  ChatText,
  ChatTranscriptRequest,
  OpsChatCloseRequest,
  OpsChatNoteRequest,
  OpsChatPath,
  OpsChatPresenceRequest,
  OpsChatTransferRequest,
} from '@kasa/contract/chat';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { clientInfo, headerValue, localeOf, ok, parseInput } from '../../lib/http.ts';
import type { RateLimit, ThrottleService } from '../throttle/throttle.service.ts';
import { noteAudit, requireOperator } from '../../plugins/operator.ts';
import type { ChatAgentIdentity, ChatService, ChatVisitor } from './chat.service.ts';

const MAX = CHAT_IMAGE_RULES.maxBytes;
const ENVELOPE_ALLOWANCE = 16 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** Guests opening conversations, per address; visitors' messages and images, per conversation. */
export const CHAT_GUEST_OPENS_PER_IP: RateLimit = { name: 'chat-open-ip', limit: 20, windowSeconds: 60 * 60 };
export const CHAT_MESSAGES_PER_CONVERSATION: RateLimit = {
  name: 'chat-message',
  limit: 30,
  windowSeconds: 60,
};

const tooLarge = () => new AppError(413, 'e.kycFileTooLarge', [MAX / 1024 / 1024]);

async function readCapped(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** An attachment's bytes: never cached or sniffed, rendered under a sandbox. */
function sendImage(reply: FastifyReply, file: { bytes: Buffer; mediaType: string }) {
  return reply
    .type(file.mediaType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self' data:; sandbox")
    .header('content-disposition', 'inline')
    .send(file.bytes);
}

/** The visitor's calls (chat/…): a signed-in player by their Bearer session, a guest by `x-chat-token`. */
export function chatRoutes(chat: ChatService, throttle: ThrottleService): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: 2 * MAX, files: 1, fields: 2, parts: 4, fieldSize: 8 * 1024, headerPairs: 20 },
    });

    const limitMessages = (visitor: ChatVisitor) =>
      throttle.consume(
        CHAT_MESSAGES_PER_CONVERSATION,
        visitor.kind === 'guest' ? `c${visitor.conversation.id}` : `p${visitor.playerId}`,
      );

    async function visitorOf(request: FastifyRequest): Promise<ChatVisitor> {
      const auth = await app.optionalAuth(request);
      if (auth) return { kind: 'player', playerId: auth.playerId };
      const token = headerValue(request, CHAT_TOKEN_HEADER);
      if (token && TOKEN.test(token)) {
        const conversation = await chat.guestByToken(token);
        if (conversation) return { kind: 'guest', conversation };
      }
      throw new AppError(401, 'e.chatNoVisitor');
    }

    app.post(`/${ChatPath.open}`, async (request) => {
      const auth = await app.optionalAuth(request);
      const body = parseInput(ChatOpenRequest, request.body);
      if (!auth) await throttle.consume(CHAT_GUEST_OPENS_PER_IP, clientInfo(request).ip);
      const who = auth ? { playerId: auth.playerId } : { guestName: body.name };
      return ok(request, await chat.open(who, localeOf(request)));
    });

    app.get(`/${ChatPath.conversation}`, async (request) => {
      const { id } = parseInput(ChatConversationQuery, request.query);
      return ok(request, await chat.view(await visitorOf(request), id));
    });

    app.get(`/${ChatPath.conversations}`, async (request) => {
      const visitor = await visitorOf(request);
      if (visitor.kind !== 'player') throw new AppError(401, 'e.unauthorized');
      return ok(request, await chat.list(visitor.playerId));
    });

    app.post(`/${ChatPath.messages}`, async (request) => {
      const visitor = await visitorOf(request);
      const { text } = parseInput(ChatSendRequest, request.body);
      await limitMessages(visitor);
      return ok(request, await chat.send(visitor, text));
    });

    app.post(`/${ChatPath.attachments}`, async (request, reply) => {
      const visitor = await visitorOf(request);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX + ENVELOPE_ALLOWANCE) {
        reply.header('connection', 'close');
        throw tooLarge();
      }
      if (!request.isMultipart()) throw badRequest('e.chatNoFile');
      let text: unknown;
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'text') text = part.value;
          } else if (part.fieldname === 'file' && bytes === null) {
            bytes = await readCapped(part.file);
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        request.raw.unpipe();
        request.raw.pause();
        reply.header('connection', 'close');
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw badRequest('e.chatNoFile');
      }
      const caption = typeof text === 'string' && text.trim() !== '' ? parseInput(ChatText, text) : null;
      if (!bytes) throw badRequest('e.chatNoFile');
      await limitMessages(visitor);
      return ok(request, await chat.attach(visitor, bytes, caption));
    });

    app.get(`/${ChatPath.attachment}`, async (request, reply) => {
      const { id } = parseInput(ChatIdParams, request.params);
      return sendImage(reply, await chat.attachment(await visitorOf(request), id));
    });

    app.post(`/${ChatPath.receipts}`, async (request) => {
      const visitor = await visitorOf(request);
      const { kind, upTo } = parseInput(ChatReceiptRequest, request.body);
      await chat.visitorReceipt(visitor, kind, upTo);
      return ok(request, null);
    });

    app.post(`/${ChatPath.rate}`, async (request) => {
      const visitor = await visitorOf(request);
      const { rating, comment } = parseInput(ChatRateRequest, request.body);
      await chat.rate(visitor, rating, comment);
      return ok(request, null);
    });

    app.post(`/${ChatPath.transcript}`, async (request) => {
      const visitor = await visitorOf(request);
      const { email } = parseInput(ChatTranscriptRequest, request.body);
      await chat.transcript(visitor, email);
      return ok(request, null, 's.chatTranscriptSent');
    });
  };
}

const agentOf = (request: FastifyRequest): ChatAgentIdentity => {
  const operator = requireOperator(request);
  return { operatorId: operator.operatorId, username: operator.username };
};

/** The agents' calls (ops/chat/…), behind the operator guard with the `Chat` rule. */
export function chatOpsRoutes(chat: ChatService): FastifyPluginAsync {
  return async (app) => {
    app.post(`/${OpsChatPath.presence}`, async (request) => {
      const { status, capacity } = parseInput(OpsChatPresenceRequest, request.body);
      const agent = await chat.setPresence(agentOf(request), status, capacity);
      noteAudit(request, { targetType: 'chat-agent', targetId: agent.id, after: agent });
      return ok(request, agent);
    });
    app.get(`/${OpsChatPath.agents}`, async (request) => ok(request, await chat.agents()));
    app.get(`/${OpsChatPath.queue}`, async (request) => ok(request, await chat.queue()));
    app.get(`/${OpsChatPath.mine}`, async (request) => ok(request, await chat.mine(agentOf(request))));
    app.get(`/${OpsChatPath.conversation}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      return ok(request, await chat.opsView(id));
    });
    app.post(`/${OpsChatPath.messages}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const { text } = parseInput(ChatSendRequest, request.body);
      return ok(request, await chat.agentSend(agentOf(request), id, text));
    });
    app.post(`/${OpsChatPath.receipts}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const { kind, upTo } = parseInput(ChatReceiptRequest, request.body);
      await chat.agentReceipt(agentOf(request), id, kind, upTo);
      return ok(request, null);
    });
    app.post(`/${OpsChatPath.take}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const conversation = await chat.take(agentOf(request), id);
      noteAudit(request, {
        targetType: 'chat-conversation',
        targetId: id,
        after: { agent: conversation.agent },
      });
      return ok(request, conversation);
    });
    app.post(`/${OpsChatPath.transfer}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const { operatorId } = parseInput(OpsChatTransferRequest, request.body);
      const conversation = await chat.transfer(agentOf(request), id, operatorId);
      noteAudit(request, {
        targetType: 'chat-conversation',
        targetId: id,
        after: { agent: conversation.agent },
      });
      return ok(request, conversation);
    });
    app.post(`/${OpsChatPath.close}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const { tag } = parseInput(OpsChatCloseRequest, request.body);
      const conversation = await chat.close(agentOf(request), id, tag);
      noteAudit(request, { targetType: 'chat-conversation', targetId: id, after: { status: 'closed', tag } });
      return ok(request, conversation);
    });
    app.post(`/${OpsChatPath.notes}`, async (request) => {
      const { id } = parseInput(ChatIdParams, request.params);
      const { text } = parseInput(OpsChatNoteRequest, request.body);
      return ok(request, await chat.addNote(agentOf(request), id, text));
    });
    app.get(`/${OpsChatPath.attachment}`, async (request, reply) => {
      const { id } = parseInput(ChatIdParams, request.params);
      return sendImage(reply, await chat.attachment(null, id));
    });
    app.get(`/${OpsChatPath.canned}`, async (request) => ok(request, await chat.canned()));
  };
}
