import { sql, type Selectable } from 'kysely';
import type { ChatCloseTag, ChatPresence, ChatSenderKind } from '@kasa/contract/chat';
import type { Db } from '../../db/create-db.ts';
import type {
  ChatAgentsTable,
  ChatAttachmentsTable,
  ChatConversationsTable,
  ChatMessagesTable,
  ChatNotesTable,
} from './chat.table.ts';

export type ConversationRow = Selectable<ChatConversationsTable>;
export type MessageRow = Selectable<ChatMessagesTable> & {
  attachment: Selectable<ChatAttachmentsTable> | null;
  agent_name: string | null;
};
export type AgentRow = Selectable<ChatAgentsTable>;
export type NoteRow = Selectable<ChatNotesTable> & { operator_name: string };
export type AttachmentRow = Selectable<ChatAttachmentsTable>;

// agents

export async function upsertAgent(
  db: Db,
  agent: { operatorId: string; name: string; status: ChatPresence; capacity: number | undefined; now: Date },
): Promise<AgentRow> {
  return db
    .insertInto('chat_agents')
    .values({
      operator_id: agent.operatorId,
      name: agent.name,
      status: agent.status,
      ...(agent.capacity !== undefined ? { capacity: agent.capacity } : {}),
      updated_at: agent.now,
    })
    .onConflict((oc) =>
      oc.column('operator_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        status: eb.ref('excluded.status'),
        // A capacity below the open count would break the check: it is raised to the open count.
        ...(agent.capacity !== undefined
          ? { capacity: sql<number>`greatest(excluded.capacity, chat_agents.open_count)` }
          : {}),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findAgent = (db: Db, operatorId: string) =>
  db.selectFrom('chat_agents').selectAll().where('operator_id', '=', operatorId).executeTakeFirst();

export const listAgents = (db: Db) =>
  db.selectFrom('chat_agents').selectAll().orderBy('operator_id').execute();

/**
 * Online is a presence the agent's back office keeps saying (a heartbeat, docs/decisions/0530): 'online' set or
 * repeated at `since` or later. An agent whose tab closed or lost the network drops out of assignment on their own.
 */
export const anyAgentOnline = async (db: Db, since: Date) =>
  (await db
    .selectFrom('chat_agents')
    .select('operator_id')
    .where('status', '=', 'online')
    .where('updated_at', '>=', since)
    .executeTakeFirst()) !== undefined;

/**
 * Takes one place of an online agent's capacity: the least loaded first. A conditional UPDATE — the count is checked
 * against the capacity on the row as it is when the update runs (after any concurrent one commits), so two
 * conversations arriving at once never push an agent over capacity. Null when no online agent has room.
 */
export async function claimAgentSlot(db: Db, since: Date, only?: string): Promise<AgentRow | null> {
  const row = await db
    .updateTable('chat_agents')
    .set({ open_count: sql<number>`open_count + 1` })
    .where(
      'operator_id',
      '=',
      db
        .selectFrom('chat_agents')
        .select('operator_id')
        .where('status', '=', 'online')
        .where('updated_at', '>=', since)
        .where(sql<boolean>`open_count < capacity`)
        .$if(only !== undefined, (qb) => qb.where('operator_id', '=', only!))
        .orderBy('open_count')
        .orderBy('operator_id')
        .limit(1),
    )
    .where(sql<boolean>`open_count < capacity`)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The same for one named agent, whatever their presence (an agent taking a conversation themself). */
export async function claimSlotOf(db: Db, operatorId: string): Promise<AgentRow | null> {
  const row = await db
    .updateTable('chat_agents')
    .set({ open_count: sql<number>`open_count + 1` })
    .where('operator_id', '=', operatorId)
    .where(sql<boolean>`open_count < capacity`)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export const releaseSlot = (db: Db, operatorId: string) =>
  db
    .updateTable('chat_agents')
    .set({ open_count: sql<number>`greatest(open_count - 1, 0)` })
    .where('operator_id', '=', operatorId)
    .execute();

// conversations

export async function insertConversation(
  db: Db,
  row: {
    playerId: string | null;
    guestName: string | null;
    tokenHash: string | null;
    locale: 'tr' | 'en';
    now: Date;
  },
): Promise<ConversationRow> {
  return db
    .insertInto('chat_conversations')
    .values({
      player_id: row.playerId,
      guest_name: row.guestName,
      token_hash: row.tokenHash,
      locale: row.locale,
      status: 'queued',
      agent_id: null,
      tag: null,
      rating: null,
      rating_comment: null,
      transcript_sent_at: null,
      created_at: row.now,
      assigned_at: null,
      closed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findConversation = (db: Db, id: string) =>
  db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();

export const findByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('chat_conversations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const findOpenOfPlayer = (db: Db, playerId: string) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();

export const listOfPlayer = (db: Db, playerId: string, limit = 50) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const listQueued = (db: Db, limit = 100) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();

export const listAssignedTo = (db: Db, operatorId: string) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('status', '=', 'assigned')
    .where('agent_id', '=', operatorId)
    .orderBy('id')
    .execute();

/** Queued → assigned, only if it is still queued (so one conversation never gets two owners). */
export async function assignIfQueued(db: Db, id: string, operatorId: string, now: Date) {
  return db
    .updateTable('chat_conversations')
    .set({ status: 'assigned', agent_id: operatorId, assigned_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** Moves an assigned conversation from one agent to another, only if `from` still owns it. */
export async function reassign(db: Db, id: string, from: string, to: string, now: Date) {
  return db
    .updateTable('chat_conversations')
    .set({ agent_id: to, assigned_at: now })
    .where('id', '=', id)
    .where('status', '=', 'assigned')
    .where('agent_id', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function closeConversation(db: Db, id: string, tag: ChatCloseTag | null, now: Date) {
  return db
    .updateTable('chat_conversations')
    .set({ status: 'closed', agent_id: null, tag, closed_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'closed')
    .returning(['id'])
    .executeTakeFirst();
}

/** The visitor's rating, once, and only after closing. */
export async function rate(db: Db, id: string, rating: number, comment: string | null) {
  return db
    .updateTable('chat_conversations')
    .set({ rating, rating_comment: comment })
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .where('rating', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
}

/** Marks the transcript sent, once: false when it already was. */
export async function markTranscriptSent(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('chat_conversations')
    .set({ transcript_sent_at: now })
    .where('id', '=', id)
    .where('transcript_sent_at', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

export const clearTranscriptSent = (db: Db, id: string) =>
  db.updateTable('chat_conversations').set({ transcript_sent_at: null }).where('id', '=', id).execute();

type ReceiptColumn =
  'visitor_delivered_upto' | 'visitor_read_upto' | 'agent_delivered_upto' | 'agent_read_upto';

/** Moves a receipt mark forward (never back); read implies delivered. Answers the marks after. */
export async function advanceReceipt(
  db: Db,
  id: string,
  side: 'visitor' | 'agent',
  kind: 'delivered' | 'read',
  upTo: string,
) {
  const delivered: ReceiptColumn = `${side}_delivered_upto`;
  const read: ReceiptColumn = `${side}_read_upto`;
  const set: Partial<Record<ReceiptColumn, ReturnType<typeof sql<string>>>> = {
    [delivered]: sql<string>`greatest(${sql.ref(delivered)}, ${upTo}::bigint)`,
  };
  if (kind === 'read') set[read] = sql<string>`greatest(${sql.ref(read)}, ${upTo}::bigint)`;
  return db
    .updateTable('chat_conversations')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// messages

export async function insertMessage(
  db: Db,
  row: {
    conversationId: string;
    sender: ChatSenderKind;
    operatorId: string | null;
    text: string | null;
    attachmentId: string | null;
    now: Date;
  },
) {
  return db
    .insertInto('chat_messages')
    .values({
      conversation_id: row.conversationId,
      sender_kind: row.sender,
      sender_operator_id: row.operatorId,
      text: row.text,
      attachment_id: row.attachmentId,
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_attachments as a', 'a.id', 'm.attachment_id')
    .leftJoin('chat_agents as g', 'g.operator_id', 'm.sender_operator_id')
    .selectAll('m')
    .select([
      'a.storage_key',
      'a.media_type',
      'a.size_bytes',
      'a.width',
      'a.height',
      'a.sha256',
      'a.created_at as a_created_at',
      'g.name as agent_name',
    ])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    conversation_id: r.conversation_id,
    sender_kind: r.sender_kind,
    sender_operator_id: r.sender_operator_id,
    text: r.text,
    attachment_id: r.attachment_id,
    created_at: r.created_at,
    agent_name: r.agent_name,
    attachment:
      r.attachment_id !== null
        ? {
            id: r.attachment_id,
            conversation_id: r.conversation_id,
            storage_key: r.storage_key!,
            media_type: r.media_type!,
            size_bytes: r.size_bytes!,
            width: r.width!,
            height: r.height!,
            sha256: r.sha256!,
            created_at: r.a_created_at!,
          }
        : null,
  }));
}

export async function insertAttachment(db: Db, row: Omit<AttachmentRow, 'id'>): Promise<AttachmentRow> {
  return db.insertInto('chat_attachments').values(row).returningAll().executeTakeFirstOrThrow();
}

export const findAttachment = (db: Db, id: string) =>
  db.selectFrom('chat_attachments').selectAll().where('id', '=', id).executeTakeFirst();

// notes and canned replies

export async function insertNote(
  db: Db,
  row: { conversationId: string; operatorId: string; text: string; now: Date },
) {
  return db
    .insertInto('chat_notes')
    .values({
      conversation_id: row.conversationId,
      operator_id: row.operatorId,
      text: row.text,
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listNotes(db: Db, conversationId: string): Promise<NoteRow[]> {
  const rows = await db
    .selectFrom('chat_notes as n')
    .leftJoin('chat_agents as g', 'g.operator_id', 'n.operator_id')
    .selectAll('n')
    .select('g.name')
    .where('n.conversation_id', '=', conversationId)
    .orderBy('n.id')
    .execute();
  return rows.map(({ name, ...n }) => ({ ...n, operator_name: name ?? `#${n.operator_id}` }));
}

export const listCanned = (db: Db) =>
  db.selectFrom('chat_canned_replies').selectAll().orderBy('code').orderBy('locale').execute();

/** Makes sure an operator writing notes has a row (for their name), without changing their presence. */
export const upsertAgentName = (db: Db, operatorId: string, name: string, now: Date) =>
  db
    .insertInto('chat_agents')
    .values({ operator_id: operatorId, name, status: 'offline', updated_at: now })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet({ name }))
    .execute();
