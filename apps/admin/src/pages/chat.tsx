import { useGetIdentity } from '@refinedev/core';
import { HUB_PATH } from '@kasa/contract/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENT,
  CHAT_PRESENCE_HEARTBEAT_MS,
  CHAT_NAMESPACE,
  CHAT_TYPING,
  ChatCloseTag,
  OpsChatPath,
  type ChatConversation,
  type ChatEvent,
  type ChatPresence,
  type OpsChatAgent,
  type OpsChatCanned,
  type OpsChatConversationView,
} from '@kasa/contract/chat';
import type { OpsMe } from '@kasa/contract/ops';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { io, type Socket } from 'socket.io-client';
import { Badge, Page } from '../components/ui';
import { errorText, fileUrl, fill, get, post, token } from '../lib/api';
import { dateTime } from '../lib/format';
import { currentLanguage, useT, type TextKey } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// The agents' live chat (issue 13 §3, docs/decisions/0530): presence and capacity, the queue and the agent's own
// conversations, one conversation at a time with the visitor's messages, canned replies in the operator's language,
// private notes, transfer and closing with a tag. Live over the hub's /chat namespace: new messages, typing, read
// marks, assignments.

const keys = {
  mine: ['chat', 'mine'] as const,
  queue: ['chat', 'queue'] as const,
  agents: ['chat', 'agents'] as const,
  canned: ['chat', 'canned'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
};

function useChatSocket(onEvent: (event: ChatEvent) => void): Socket | null {
  const [socket, setSocket] = useState<Socket | null>(null);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const made = io(CHAT_NAMESPACE, {
      path: HUB_PATH,
      transports: ['websocket'],
      auth: { operatorToken: token.get() },
    });
    made.on(CHAT_EVENT, (event: ChatEvent) => handler.current(event));
    setSocket(made);
    return () => {
      made.close();
    };
  }, []);
  return socket;
}

export function ChatPage() {
  const { t } = useT();
  const client = useQueryClient();
  const { data: me } = useGetIdentity<OpsMe>();
  const [selected, setSelected] = useState<string | null>(null);
  const [typing, setTyping] = useState<Record<string, boolean>>({});

  const mine = useQuery({ queryKey: keys.mine, queryFn: () => get<ChatConversation[]>(OpsChatPath.mine) });
  const queue = useQuery({ queryKey: keys.queue, queryFn: () => get<ChatConversation[]>(OpsChatPath.queue) });
  const agents = useQuery({ queryKey: keys.agents, queryFn: () => get<OpsChatAgent[]>(OpsChatPath.agents) });
  const me_agent = agents.data?.find((agent) => agent.id === me?.id);

  const socket = useChatSocket((event) => {
    if (event.type === 'typing' && event.side === 'visitor') {
      setTyping((current) => ({ ...current, [event.conversationId]: event.typing }));
      return;
    }
    void client.invalidateQueries({ queryKey: ['chat'] });
  });

  // The heartbeat (docs/decisions/0530): while this screen is open and the agent online, say so again every
  // CHAT_PRESENCE_HEARTBEAT_MS; a closed tab stops it and the server counts the agent offline soon after.
  const online = me_agent?.status === 'online';
  useEffect(() => {
    if (!online) return;
    const timer = window.setInterval(() => {
      void post(OpsChatPath.presence, { status: 'online' }).catch(() => undefined);
    }, CHAT_PRESENCE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [online]);

  const setPresence = async (status: ChatPresence, capacity?: number) => {
    try {
      await post(OpsChatPath.presence, { status, ...(capacity ? { capacity } : {}) });
      await client.invalidateQueries({ queryKey: ['chat'] });
    } catch (caught) {
      notificationProvider.open({ type: 'error', message: errorText(caught) });
    }
  };

  const take = async (id: string) => {
    try {
      const { message } = await post(fill(OpsChatPath.take, { id }));
      notificationProvider.open({ type: 'success', message });
      setSelected(id);
      await client.invalidateQueries({ queryKey: ['chat'] });
    } catch (caught) {
      notificationProvider.open({ type: 'error', message: errorText(caught) });
    }
  };

  const list = (items: ChatConversation[] | undefined, kind: 'mine' | 'queue') => (
    <ul className="chat-list" data-testid={`chat-${kind}`}>
      {(items ?? []).length === 0 ? <li className="muted chat-empty">{t('chat.none')}</li> : null}
      {(items ?? []).map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={`chat-item${selected === conversation.id ? ' is-selected' : ''}`}
            data-testid="chat-conversation"
            data-id={conversation.id}
            onClick={() => (kind === 'queue' ? void take(conversation.id) : setSelected(conversation.id))}
          >
            <span className="chat-item-name">
              {conversation.visitor.name}
              {conversation.visitor.kind === 'guest' ? <Badge tone="muted">{t('chat.guest')}</Badge> : null}
            </span>
            <span className="muted small-text">{dateTime(conversation.createdAt)}</span>
            {typing[conversation.id] ? <span className="chat-typing-dot">{t('chat.typing')}</span> : null}
            {kind === 'queue' ? <span className="chat-take">{t('chat.take')}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Page
      title={t('nav.chat')}
      actions={
        <div className="row-actions" role="group" aria-label={t('chat.presence')}>
          {(['online', 'away', 'offline'] as const).map((status) => (
            <button
              key={status}
              type="button"
              className="small"
              aria-pressed={me_agent?.status === status}
              data-testid={`presence-${status}`}
              onClick={() => void setPresence(status)}
            >
              {t(`chat.presenceNames.${status}` as TextKey)}
            </button>
          ))}
          <label className="capacity">
            <span>{t('chat.capacity')}</span>
            <select
              value={me_agent?.capacity ?? 3}
              onChange={(event) => void setPresence(me_agent?.status ?? 'online', Number(event.target.value))}
            >
              {[1, 2, 3, 4, 5, 6, 8, 10].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
    >
      <div className="chat-layout">
        <aside className="chat-side card">
          <h2 className="card-title">
            {t('chat.mine')} <span className="muted">({mine.data?.length ?? 0})</span>
          </h2>
          {list(mine.data, 'mine')}
          <h2 className="card-title">
            {t('chat.queue')} <span className="muted">({queue.data?.length ?? 0})</span>
          </h2>
          {list(queue.data, 'queue')}
          <h2 className="card-title">{t('chat.agents')}</h2>
          <ul className="plain small-text">
            {(agents.data ?? []).map((agent) => (
              <li key={agent.id}>
                <Badge tone={agent.status === 'online' ? 'ok' : agent.status === 'away' ? 'warn' : 'muted'}>
                  {t(`chat.presenceNames.${agent.status}` as TextKey)}
                </Badge>{' '}
                {agent.name} <span className="muted">{`${agent.open}/${agent.capacity}`}</span>
              </li>
            ))}
          </ul>
        </aside>
        {selected ? (
          <Conversation
            key={selected}
            id={selected}
            socket={socket}
            visitorTyping={typing[selected] ?? false}
            agents={agents.data ?? []}
            meId={me?.id ?? ''}
            onGone={() => setSelected(null)}
          />
        ) : (
          <div className="card chat-placeholder muted">{t('chat.pick')}</div>
        )}
      </div>
    </Page>
  );
}

function AttachmentImage({ id }: { id: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    fileUrl(fill(OpsChatPath.attachment, { id }))
      .then((url) => {
        made = url;
        setSrc(url);
      })
      .catch(() => setSrc(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return src ? <img className="chat-image" src={src} alt="" /> : null;
}

function Conversation(props: {
  id: string;
  socket: Socket | null;
  visitorTyping: boolean;
  agents: OpsChatAgent[];
  meId: string;
  onGone: () => void;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [closeTag, setCloseTag] = useState<ChatCloseTag>('other');
  const [transferTo, setTransferTo] = useState('');
  const view = useQuery({
    queryKey: keys.conversation(props.id),
    queryFn: () => get<OpsChatConversationView>(fill(OpsChatPath.conversation, { id: props.id })),
  });
  const canned = useQuery({ queryKey: keys.canned, queryFn: () => get<OpsChatCanned[]>(OpsChatPath.canned) });
  const log = useRef<HTMLDivElement>(null);
  const lastTyping = useRef(0);

  const messages = view.data?.messages ?? [];
  const lastVisitorMessage = [...messages]
    .reverse()
    .find((m) => m.sender === 'player' || m.sender === 'guest');

  // What the agent has on screen is read: one mark up to the newest visitor message.
  useEffect(() => {
    if (lastVisitorMessage && !lastVisitorMessage.read) {
      void post(fill(OpsChatPath.receipts, { id: props.id }), {
        kind: 'read',
        upTo: lastVisitorMessage.id,
      }).catch(() => undefined);
    }
  }, [lastVisitorMessage, props.id]);
  // The newest message in view: the list scrolls, not the page.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  const refresh = () => client.invalidateQueries({ queryKey: ['chat'] });
  const act = async (path: string, body: unknown) => {
    setError(null);
    try {
      await post(fill(path, { id: props.id }), body);
      await refresh();
      return true;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    }
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await act(OpsChatPath.messages, { text })) setText('');
    props.socket?.emit(CHAT_TYPING, { conversationId: props.id, typing: false });
  };
  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current > 2000) {
      lastTyping.current = now;
      props.socket?.emit(CHAT_TYPING, { conversationId: props.id, typing: value.length > 0 });
    }
  };

  if (view.isError) {
    return (
      <div className="card chat-main">
        <p className="form-error">{view.error.message}</p>
      </div>
    );
  }
  if (!view.data) {
    return (
      <div className="card chat-main">
        <p className="muted">{t('loading')}</p>
      </div>
    );
  }
  const { conversation, notes } = view.data;
  const closed = conversation.status === 'closed';
  const language = currentLanguage();

  return (
    <section className="card chat-main" aria-label={conversation.visitor.name} data-testid="chat-view">
      <header className="chat-head">
        <div>
          <strong>{conversation.visitor.name}</strong>{' '}
          {conversation.visitor.playerId ? (
            <Link to={`/players/${conversation.visitor.playerId}`}>{t('chat.profile')}</Link>
          ) : (
            <Badge tone="muted">{t('chat.guest')}</Badge>
          )}
          <div className="muted small-text">
            {conversation.agent ? `${t('chat.agent')}: ${conversation.agent.name}` : t('chat.unassigned')} ·{' '}
            {t(`chat.status.${conversation.status}` as TextKey)}
            {conversation.rating ? ` · ${'★'.repeat(conversation.rating)}` : ''}
          </div>
        </div>
        {!closed ? (
          <div className="row-actions">
            <select
              aria-label={t('chat.transferTo')}
              value={transferTo}
              onChange={(e) => setTransferTo(e.target.value)}
            >
              <option value="">{t('chat.transferTo')}</option>
              {props.agents
                .filter((agent) => agent.id !== props.meId && agent.status === 'online')
                .map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.name} ({agent.open}/{agent.capacity})
                  </option>
                ))}
            </select>
            <button
              type="button"
              className="small"
              disabled={!transferTo}
              onClick={async () => {
                if (await act(OpsChatPath.transfer, { operatorId: transferTo })) props.onGone();
              }}
            >
              {t('chat.transfer')}
            </button>
            <select
              aria-label={t('chat.tag')}
              value={closeTag}
              onChange={(e) => setCloseTag(e.target.value as ChatCloseTag)}
              data-testid="chat-close-tag"
            >
              {ChatCloseTag.map((tag) => (
                <option key={tag} value={tag}>
                  {t(`chat.tags.${tag}` as TextKey)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="small danger"
              data-testid="chat-close"
              onClick={() => void act(OpsChatPath.close, { tag: closeTag })}
            >
              {t('chat.close')}
            </button>
          </div>
        ) : (
          <Badge tone="muted">
            {conversation.tag ? t(`chat.tags.${conversation.tag}` as TextKey) : t('chat.status.closed')}
          </Badge>
        )}
      </header>

      <div className="chat-messages" role="log" aria-live="polite" ref={log}>
        {messages.map((message) => (
          <div
            key={message.id}
            className={`chat-bubble from-${message.sender}`}
            data-testid="chat-message"
            data-from={message.sender}
          >
            {message.text ? <p>{message.text}</p> : null}
            {message.attachment ? <AttachmentImage id={message.attachment.id} /> : null}
            <span className="chat-meta">
              {message.senderName ? `${message.senderName} · ` : ''}
              {dateTime(message.createdAt)}
              {message.sender === 'agent' ? (message.read ? ' ✓✓' : message.delivered ? ' ✓' : '') : ''}
            </span>
          </div>
        ))}
        {props.visitorTyping ? (
          <div className="chat-typing muted" data-testid="chat-typing">
            {t('chat.typing')}
          </div>
        ) : null}
      </div>

      {!closed ? (
        <form className="chat-compose" onSubmit={send}>
          <select
            aria-label={t('chat.canned')}
            value=""
            onChange={(event) => {
              const picked = canned.data?.find((item) => item.id === event.target.value);
              if (picked) setText(picked.text);
            }}
          >
            <option value="">{t('chat.canned')}</option>
            {(canned.data ?? [])
              .filter((item) => item.locale === language)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
          </select>
          <textarea
            name="reply"
            rows={2}
            aria-label={t('chat.reply')}
            placeholder={t('chat.reply')}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send(event);
              }
            }}
          />
          <button type="submit" className="primary" data-testid="chat-send">
            {t('chat.send')}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}

      <details className="chat-notes">
        <summary>
          {t('chat.notes')} ({notes.length})
        </summary>
        <ul className="notes">
          {notes.map((item) => (
            <li key={item.id}>
              <div className="note-head">
                <strong>{item.operatorName}</strong> <span className="muted">{dateTime(item.createdAt)}</span>
              </div>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <form
          className="chat-compose"
          onSubmit={async (event) => {
            event.preventDefault();
            if (note.trim() && (await act(OpsChatPath.notes, { text: note }))) setNote('');
          }}
        >
          <textarea
            rows={2}
            aria-label={t('chat.noteHint')}
            placeholder={t('chat.noteHint')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit">{t('players.addNote')}</button>
        </form>
      </details>
    </section>
  );
}
