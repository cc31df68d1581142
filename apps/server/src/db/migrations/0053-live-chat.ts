import { sql, type Kysely } from 'kysely';

// Live chat (modules/chat, docs/decisions/0530): agents' presence and capacity with a count of their open
// conversations (assignment is a conditional UPDATE of that count), conversations of players or guests, messages,
// image attachments (bytes in the file storage), agents' private notes and canned replies in both languages.
const statements = [
  `create table chat_agents (
     operator_id bigint primary key references operators (id),
     -- The operator's username when they last set their presence: the name visitors see.
     name text not null,
     status text not null default 'offline' check (status in ('online', 'away', 'offline')),
     capacity integer not null default 3 check (capacity between 1 and 20),
     open_count integer not null default 0 check (open_count >= 0 and open_count <= capacity),
     updated_at timestamptz not null
   )`,
  `create table chat_conversations (
     id bigint generated always as identity primary key,
     player_id bigint references players (id),
     guest_name text,
     token_hash text unique,
     locale text not null,
     status text not null check (status in ('queued', 'assigned', 'closed')),
     agent_id bigint references operators (id),
     tag text,
     rating smallint check (rating between 1 and 5),
     rating_comment text,
     transcript_sent_at timestamptz,
     visitor_delivered_upto bigint not null default 0,
     visitor_read_upto bigint not null default 0,
     agent_delivered_upto bigint not null default 0,
     agent_read_upto bigint not null default 0,
     created_at timestamptz not null,
     assigned_at timestamptz,
     closed_at timestamptz,
     check ((player_id is null) <> (guest_name is null)),
     check ((status = 'assigned') = (agent_id is not null))
   )`,
  // One open conversation per player: opening again answers it.
  `create unique index chat_conversations_open_player on chat_conversations (player_id) where status <> 'closed'`,
  `create index chat_conversations_player_idx on chat_conversations (player_id, id desc)`,
  `create index chat_conversations_queue_idx on chat_conversations (id) where status = 'queued'`,
  `create index chat_conversations_agent_idx on chat_conversations (agent_id) where status = 'assigned'`,
  `create table chat_attachments (
     id bigint generated always as identity primary key,
     conversation_id bigint not null references chat_conversations (id),
     storage_key text not null,
     media_type text not null,
     size_bytes integer not null,
     width integer not null,
     height integer not null,
     sha256 text not null,
     created_at timestamptz not null
   )`,
  `create table chat_messages (
     id bigint generated always as identity primary key,
     conversation_id bigint not null references chat_conversations (id),
     sender_kind text not null check (sender_kind in ('player', 'guest', 'agent', 'system')),
     sender_operator_id bigint references operators (id),
     text text check (text is null or length(text) between 1 and 2000),
     attachment_id bigint references chat_attachments (id),
     created_at timestamptz not null,
     check (text is not null or attachment_id is not null)
   )`,
  `create index chat_messages_conversation_idx on chat_messages (conversation_id, id)`,
  `create table chat_notes (
     id bigint generated always as identity primary key,
     conversation_id bigint not null references chat_conversations (id),
     operator_id bigint not null references operators (id),
     text text not null check (length(text) between 1 and 2000),
     created_at timestamptz not null
   )`,
  `create index chat_notes_conversation_idx on chat_notes (conversation_id, id)`,
  `create table chat_canned_replies (
     id bigint generated always as identity primary key,
     code text not null,
     locale text not null check (locale in ('tr', 'en')),
     title text not null,
     text text not null,
     unique (code, locale)
   )`,
  `insert into chat_canned_replies (code, locale, title, text) values
     ('greeting', 'tr', 'Karşılama', 'Merhaba, Kasa canlı desteğe hoş geldiniz. Size nasıl yardımcı olabilirim?'),
     ('greeting', 'en', 'Greeting', 'Hello, welcome to Kasa live support. How can I help you?'),
     ('checking', 'tr', 'Kontrol ediyorum', 'Hesabınızı kontrol ediyorum, lütfen bir dakika bekleyin.'),
     ('checking', 'en', 'Checking', 'I am checking your account, please wait a moment.'),
     ('withdrawal-time', 'tr', 'Çekim süresi', 'Para çekme talepleri genellikle 30 dakika içinde sonuçlanır.'),
     ('withdrawal-time', 'en', 'Withdrawal time', 'Withdrawal requests are usually processed within 30 minutes.'),
     ('kyc', 'tr', 'Kimlik doğrulama', 'Hesabım › Kimlik doğrulama bölümünden kimlik kartınızın iki yüzünü yükleyebilirsiniz.'),
     ('kyc', 'en', 'Identity check', 'You can upload both sides of your identity card under My account › Identity check.'),
     ('goodbye', 'tr', 'Kapanış', 'Başka bir sorunuz yoksa görüşmeyi kapatıyorum. İyi günler dileriz.'),
     ('goodbye', 'en', 'Goodbye', 'If you have no other questions, I will close the conversation. Have a nice day.')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_canned_replies',
    'chat_notes',
    'chat_messages',
    'chat_attachments',
    'chat_conversations',
    'chat_agents',
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
