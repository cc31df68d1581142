import type { ColumnType, Generated } from 'kysely';
import type { ChatCloseTag, ChatPresence, ChatSenderKind, ChatStatus } from '@kasa/contract/chat';

/** BIGINT identity, read as a string. */
type Id = ColumnType<string, never, never>;
type Big = ColumnType<string, string | undefined, string>;

export interface ChatAgentsTable {
  operator_id: string;
  name: string;
  status: ChatPresence;
  capacity: ColumnType<number, number | undefined, number>;
  /** Open conversations assigned to the agent; never above capacity (a CHECK, and the conditional UPDATE). */
  open_count: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

export interface ChatConversationsTable {
  id: Id;
  player_id: string | null;
  guest_name: string | null;
  /** SHA-256 of a guest's conversation token. */
  token_hash: string | null;
  locale: 'tr' | 'en';
  status: ChatStatus;
  agent_id: string | null;
  tag: ChatCloseTag | null;
  rating: number | null;
  rating_comment: string | null;
  transcript_sent_at: Date | null;
  /** What the visitor has received / read of the agent's side (message ids), and the agent of the visitor's. */
  visitor_delivered_upto: Big;
  visitor_read_upto: Big;
  agent_delivered_upto: Big;
  agent_read_upto: Big;
  created_at: Date;
  assigned_at: Date | null;
  closed_at: Date | null;
}

export interface ChatAttachmentsTable {
  id: Id;
  conversation_id: string;
  storage_key: string;
  media_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size_bytes: number;
  width: number;
  height: number;
  sha256: string;
  created_at: Date;
}

export interface ChatMessagesTable {
  id: Id;
  conversation_id: string;
  sender_kind: ChatSenderKind;
  sender_operator_id: string | null;
  text: string | null;
  attachment_id: string | null;
  created_at: Date;
}

export interface ChatNotesTable {
  id: Id;
  conversation_id: string;
  operator_id: string;
  text: string;
  created_at: Date;
}

export interface ChatCannedRepliesTable {
  id: Generated<string>;
  code: string;
  locale: 'tr' | 'en';
  title: string;
  text: string;
}

export interface ChatTables {
  chat_agents: ChatAgentsTable;
  chat_conversations: ChatConversationsTable;
  chat_attachments: ChatAttachmentsTable;
  chat_messages: ChatMessagesTable;
  chat_notes: ChatNotesTable;
  chat_canned_replies: ChatCannedRepliesTable;
}
