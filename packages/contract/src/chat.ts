import { z } from 'zod';
import { msg } from './messages.ts';
import { str } from './text.ts';

// Live chat (issue 13 §3, docs/decisions/0530): players and guests talk to support agents (operators with the `Chat`
// permission). HTTP under chat/… for the visitor (a signed-in player by their Bearer session; a guest by the
// conversation token from chat/open in the `x-chat-token` header) and ops/chat/… for agents; live events in the hub's
// `/chat` namespace.

export const ChatPath = {
  /** POST: open a conversation (guest: name; player: the session) or answer the open one. */
  open: 'chat/open',
  /** GET: the visitor's conversation (?id= one of a player's earlier ones; default the latest) with its messages. */
  conversation: 'chat/conversation',
  /** GET: a signed-in player's conversations, newest first. */
  conversations: 'chat/conversations',
  /** POST: a text message. */
  messages: 'chat/messages',
  /** POST multipart/form-data: one `file` part (an image), optional `text` field. */
  attachments: 'chat/attachments',
  /** GET: an attachment's bytes (participants only). */
  attachment: 'chat/attachments/:id',
  /** POST: delivered / read marks for the agent's messages, up to a message id. */
  receipts: 'chat/receipts',
  /** POST: 1–5 after the conversation is closed, once. */
  rate: 'chat/rate',
  /** POST: e-mail the transcript (a player's own address, or the one a guest gives), once per conversation. */
  transcript: 'chat/transcript',
} as const;

export const OpsChatPath = {
  /** POST: the agent's presence and capacity. */
  presence: 'ops/chat/presence',
  /** GET: agents, their presence, capacity and open conversations. */
  agents: 'ops/chat/agents',
  /** GET: conversations waiting for an agent, oldest first. */
  queue: 'ops/chat/queue',
  /** GET: the calling agent's open conversations. */
  mine: 'ops/chat/conversations',
  conversation: 'ops/chat/conversations/:id',
  messages: 'ops/chat/conversations/:id/messages',
  receipts: 'ops/chat/conversations/:id/receipts',
  take: 'ops/chat/conversations/:id/take',
  transfer: 'ops/chat/conversations/:id/transfer',
  close: 'ops/chat/conversations/:id/close',
  notes: 'ops/chat/conversations/:id/notes',
  attachment: 'ops/chat/attachments/:id',
  canned: 'ops/chat/canned',
} as const;

/** The visitor's conversation token header (guests). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Hub: namespace, the one server→client event, and the client→server events. */
export const CHAT_NAMESPACE = '/chat';
export const CHAT_EVENT = 'chat';
/** Client → server: `{ conversationId?: string, typing: boolean }` (a visitor's conversation is known). */
export const CHAT_TYPING = 'chat:typing';

export const CHAT_DEFAULT_CAPACITY = 3;
export const CHAT_MAX_CAPACITY = 20;
export const CHAT_TEXT_MAX = 2000;

export const ChatSenderKind = ['player', 'guest', 'agent', 'system'] as const;
export type ChatSenderKind = (typeof ChatSenderKind)[number];

export const ChatStatus = ['queued', 'assigned', 'closed'] as const;
export type ChatStatus = (typeof ChatStatus)[number];

export const ChatCloseTag = ['payments', 'bonus', 'account', 'technical', 'other'] as const;
export type ChatCloseTag = (typeof ChatCloseTag)[number];

export const ChatPresence = ['online', 'away', 'offline'] as const;
/**
 * An agent's back office repeats their presence this often while its chat screen is open; an 'online' not repeated
 * for three of these counts as offline (a closed tab, a lost network), so no visitor waits on a gone agent.
 */
export const CHAT_PRESENCE_HEARTBEAT_MS = 30_000;
export type ChatPresence = (typeof ChatPresence)[number];

export const ChatSide = ['visitor', 'agent'] as const;
export type ChatSide = (typeof ChatSide)[number];

/** Attachments: images only, decided by their bytes. */
export const CHAT_IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 1,
  minHeight: 1,
  maxWidth: 8_000,
  maxHeight: 8_000,
  maxMegapixels: 40,
  accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
} as const;

export const ChatId = str().regex(/^[1-9]\d{0,17}$/, msg('e.chatUnknown'));
export const ChatIdParams = z.object({ id: ChatId });

/** Trimmed, 1–2000 characters, no NUL. */
export const ChatText = str()
  .trim()
  .min(1, msg('e.chatTextLength', 1, CHAT_TEXT_MAX))
  .max(CHAT_TEXT_MAX, msg('e.chatTextLength', 1, CHAT_TEXT_MAX));

export const ChatOpenRequest = z.object({
  /** Guests only (a signed-in player's name comes from the account). */
  name: str().trim().min(1, msg('e.chatName')).max(60, msg('e.chatName')).optional(),
});
export type ChatOpenRequest = z.infer<typeof ChatOpenRequest>;

export const ChatConversationQuery = z.object({ id: ChatId.optional() });

export const ChatSendRequest = z.object({ text: ChatText });
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;

export const ChatReceiptRequest = z.object({
  kind: z.enum(['delivered', 'read'], { message: 'e.invalidInput' }),
  upTo: ChatId,
});
export type ChatReceiptRequest = z.infer<typeof ChatReceiptRequest>;

export const ChatRateRequest = z.object({
  rating: z
    .number({ message: msg('e.chatRating') })
    .int(msg('e.chatRating'))
    .min(1, msg('e.chatRating'))
    .max(5, msg('e.chatRating')),
  comment: str().trim().max(500).optional(),
});
export type ChatRateRequest = z.infer<typeof ChatRateRequest>;

export const ChatTranscriptRequest = z.object({
  /** Guests must give one; a player's account address is used when absent. */
  email: str().trim().email(msg('e.chatEmail')).max(254).optional(),
});
export type ChatTranscriptRequest = z.infer<typeof ChatTranscriptRequest>;

export const ChatAttachment = z.object({
  id: str(),
  mediaType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

export const ChatMessage = z.object({
  id: str(),
  conversationId: str(),
  sender: z.enum(ChatSenderKind),
  /** The agent's display name on agent messages, the guest's or player's name on theirs; null for system. */
  senderName: str().nullable(),
  text: str().nullable(),
  attachment: ChatAttachment.nullable(),
  createdAt: str(),
  /** By the other side. */
  delivered: z.boolean(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatConversation = z.object({
  id: str(),
  status: z.enum(ChatStatus),
  visitor: z.object({ kind: z.enum(['player', 'guest']), name: str(), playerId: str().nullable() }),
  agent: z.object({ id: str(), name: str() }).nullable(),
  tag: z.enum(ChatCloseTag).nullable(),
  rating: z.number().int().nullable(),
  createdAt: str(),
  closedAt: str().nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

export const ChatConversationView = z.object({
  conversation: ChatConversation,
  messages: z.array(ChatMessage),
});
export type ChatConversationView = z.infer<typeof ChatConversationView>;

export const ChatOpenData = ChatConversationView.extend({
  /** Guests: the token that resumes the conversation (header x-chat-token, hub auth `chatToken`); shown once. */
  token: str().nullable(),
  /** False: no agent is online; the conversation waits in the queue (an offline message was added). */
  agentsOnline: z.boolean(),
});
export type ChatOpenData = z.infer<typeof ChatOpenData>;

// agents

export const OpsChatPresenceRequest = z.object({
  status: z.enum(ChatPresence, { message: 'e.invalidInput' }),
  capacity: z.number().int().min(1).max(CHAT_MAX_CAPACITY).optional(),
});
export type OpsChatPresenceRequest = z.infer<typeof OpsChatPresenceRequest>;

export const OpsChatAgent = z.object({
  id: str(),
  name: str(),
  status: z.enum(ChatPresence),
  capacity: z.number().int(),
  open: z.number().int(),
});
export type OpsChatAgent = z.infer<typeof OpsChatAgent>;

export const OpsChatTransferRequest = z.object({ operatorId: ChatId });
export const OpsChatCloseRequest = z.object({ tag: z.enum(ChatCloseTag, { message: 'e.chatTag' }) });
export const OpsChatNoteRequest = z.object({ text: ChatText });

export const OpsChatNote = z.object({
  id: str(),
  conversationId: str(),
  operatorId: str(),
  operatorName: str(),
  text: str(),
  createdAt: str(),
});
export type OpsChatNote = z.infer<typeof OpsChatNote>;

export const OpsChatConversationView = ChatConversationView.extend({ notes: z.array(OpsChatNote) });
export type OpsChatConversationView = z.infer<typeof OpsChatConversationView>;

export const OpsChatCanned = z.object({
  id: str(),
  code: str(),
  locale: z.enum(['tr', 'en']),
  title: str(),
  text: str(),
});
export type OpsChatCanned = z.infer<typeof OpsChatCanned>;

// hub payloads (event `chat`)

export type ChatEvent =
  | { type: 'message'; conversationId: string; message: ChatMessage }
  | { type: 'receipt'; conversationId: string; side: ChatSide; kind: 'delivered' | 'read'; upTo: string }
  | { type: 'typing'; conversationId: string; side: ChatSide; typing: boolean }
  /** agent null: back in the queue. */
  | { type: 'assigned'; conversationId: string; agent: { id: string; name: string } | null }
  | { type: 'queued'; conversationId: string }
  | { type: 'closed'; conversationId: string; tag: ChatCloseTag | null }
  /** Agents only. */
  | { type: 'note'; conversationId: string; note: OpsChatNote }
  | { type: 'rated'; conversationId: string; rating: number };

export const ChatTypingPayload = z.object({ conversationId: ChatId.optional(), typing: z.boolean() });

/** The attachment upload as the API document shows it. */
export const ChatAttachmentBody = z.object({
  file: str().meta({ format: 'binary', description: 'JPEG, PNG or WebP; at most 5 MB' }),
  text: ChatText.optional(),
});
