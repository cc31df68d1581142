import './chat-texts';
import '../../styles/chat.css';
import {
  CHAT_IMAGE_RULES,
  CHAT_TEXT_MAX,
  type ChatConversation,
  type ChatEvent,
  type ChatMessage,
} from '@kasa/contract/chat';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon, PlusCircleIcon, StarIcon } from '../../components/ui/icons';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/session';
import { chatApi, connectChat, guestToken, idAtMost } from './chat-client';

/** Our typing signal goes out at most this often while the player types, and stops after this much quiet. */
const TYPING_THROTTLE_MS = 2_000;
const TYPING_IDLE_MS = 3_000;

type Phase = 'loading' | 'name' | 'chat';

function addMessage(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((one) => one.id === message.id)) return list;
  return [...list, message].sort((a, b) => (idAtMost(a.id, b.id) ? -1 : 1));
}

/**
 * The player's chat window (issue 13 §3): a guest gives a name first; a signed-in player is known by the session and
 * sees their latest conversation. Messages come over HTTP (ours) and the hub's `/chat` namespace (the agent's,
 * typing, receipts, assignment, closing).
 */
export function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { session } = useAuth();
  const sessionToken = session?.token ?? null;
  const titleId = useId();
  const dialogRef = useRef<HTMLElement>(null);

  const [phase, setPhase] = useState<Phase>(() => (sessionToken || guestToken.get() ? 'loading' : 'name'));
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentsOnline, setAgentsOnline] = useState(true);
  const [agentTyping, setAgentTyping] = useState(false);
  const [connected, setConnected] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [guestReady, setGuestReady] = useState(() => guestToken.get() !== null);

  // The conversation: at opening, and again after the hub reconnects (whatever was missed meanwhile).
  const [loadCount, setLoadCount] = useState(0);
  const reload = useCallback(() => setLoadCount((count) => count + 1), []);
  useEffect(() => {
    // A guest without a conversation starts at the name form (the initial phase).
    if (!sessionToken && !guestToken.get()) return;
    let live = true;
    chatApi.conversation().then(
      (view) => {
        if (!live) return;
        setConversation(view.conversation);
        setMessages(view.messages);
        setPhase('chat');
      },
      (failure: unknown) => {
        if (!live) return;
        if (!sessionToken) {
          // The guest's token no longer opens a conversation: start again with a name.
          guestToken.clear();
          setGuestReady(false);
          setPhase('name');
          return;
        }
        // A player without any conversation yet: the first message opens one.
        if (!(failure instanceof ApiError) || failure.status !== 404) setError(errorMessage(failure));
        setPhase('chat');
      },
    );
    return () => {
      live = false;
    };
  }, [sessionToken, loadCount]);

  // Focus: the first field of the window when it opens (and when the phase changes); Escape closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    const field =
      dialog?.querySelector<HTMLElement>('[data-testid="chat-name"], [data-testid="chat-input"]') ??
      dialog?.querySelector<HTMLElement>('.chat-window__close');
    field?.focus();
  }, [phase]);

  const conversationId = conversation?.id ?? null;
  const isClosed = conversation?.status === 'closed';

  // The hub: the player's session, or the guest's conversation token once there is one.
  const hubRef = useRef<ReturnType<typeof connectChat> | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const chatToken = guestReady ? guestToken.get() : null;
    const auth = sessionToken ? { token: sessionToken } : chatToken ? { chatToken } : null;
    if (!auth) return;
    const hub = connectChat(auth, {
      onEvent: (event: ChatEvent) => {
        if (event.type === 'message') {
          setMessages((list) => addMessage(list, event.message));
          if (event.message.sender === 'agent') setAgentTyping(false);
        } else if (event.type === 'typing') {
          if (event.side === 'agent') setAgentTyping(event.typing);
        } else if (event.type === 'receipt') {
          if (event.side !== 'agent') return;
          setMessages((list) =>
            list.map((message) =>
              message.sender !== 'agent' && message.sender !== 'system' && idAtMost(message.id, event.upTo)
                ? { ...message, delivered: true, read: message.read || event.kind === 'read' }
                : message,
            ),
          );
        } else if (event.type === 'assigned') {
          setAgentsOnline(true);
          setConversation((current) =>
            current && current.id === event.conversationId
              ? { ...current, agent: event.agent, status: event.agent ? 'assigned' : 'queued' }
              : current,
          );
        } else if (event.type === 'closed') {
          setAgentTyping(false);
          setConversation((current) =>
            current && current.id === event.conversationId
              ? { ...current, status: 'closed', tag: event.tag }
              : current,
          );
        }
      },
      onResume: reload,
      onState: setConnected,
    });
    hubRef.current = hub;
    return () => {
      hubRef.current = null;
      hub.close();
    };
  }, [sessionToken, guestReady, reload]);

  // Our typing signal, throttled; it stops after a quiet spell or when the message goes.
  const lastTypingAt = useRef(0);
  const stopTyping = useCallback(() => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = null;
    if (lastTypingAt.current && conversationId) hubRef.current?.typing(false, conversationId);
    lastTypingAt.current = 0;
  }, [conversationId]);
  const signalTyping = () => {
    if (!conversationId || isClosed) return;
    const now = Date.now();
    if (now - lastTypingAt.current >= TYPING_THROTTLE_MS) {
      lastTypingAt.current = now;
      hubRef.current?.typing(true, conversationId);
    }
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  useEffect(() => () => stopTyping(), [stopTyping]);

  // Read marks: the agent's latest message, once it is shown in the open window.
  const lastAgent = [...messages].reverse().find((message) => message.sender === 'agent');
  const readUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (!lastAgent || readUpTo.current === lastAgent.id) return;
    readUpTo.current = lastAgent.id;
    chatApi.receipt('read', lastAgent.id).catch(() => undefined);
  }, [lastAgent]);

  const applyOpen = (data: Awaited<ReturnType<typeof chatApi.open>>) => {
    if (data.token) {
      guestToken.set(data.token);
      setGuestReady(true);
    }
    setConversation(data.conversation);
    setMessages(data.messages);
    setAgentsOnline(data.agentsOnline);
    setPhase('chat');
  };

  /** A player's first message (or one after a closed conversation) opens a conversation first. */
  const ensureOpen = async () => {
    if (conversation && conversation.status !== 'closed') return;
    applyOpen(await chatApi.open());
  };

  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const [name, setName] = useState('');
  const start = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    void run(async () => applyOpen(await chatApi.open(trimmed)));
  };

  const [text, setText] = useState('');
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    stopTyping();
    void run(async () => {
      await ensureOpen();
      const message = await chatApi.send(trimmed);
      setText('');
      setMessages((list) => addMessage(list, message));
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const fileRef = useRef<HTMLInputElement>(null);
  const attach = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      await ensureOpen();
      const message = await chatApi.attach(file);
      setMessages((list) => addMessage(list, message));
    });
    if (fileRef.current) fileRef.current.value = '';
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, agentTyping]);

  const timeFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const agentName = conversation?.agent?.name ?? null;

  return (
    <section
      ref={dialogRef}
      className="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-window"
      onKeyDown={onDialogKeyDown}
    >
      <header className="chat-window__head">
        <span className="chat-window__avatar" aria-hidden="true">
          <ChatIcon size={20} />
        </span>
        <div className="chat-window__heading">
          <h2 className="chat-window__title" id={titleId}>
            {t('chat.title')}
          </h2>
          <p className="chat-window__status">
            {!connected
              ? t('chat.reconnecting')
              : agentName
                ? agentName
                : conversation && conversation.status === 'queued'
                  ? t('chat.waiting')
                  : t('chat.subtitle')}
          </p>
        </div>
        <button
          type="button"
          className="icon-button chat-window__close"
          aria-label={t('chat.close')}
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      </header>

      {phase === 'loading' ? (
        <p className="chat-window__note" role="status">
          {t('chat.loading')}
        </p>
      ) : phase === 'name' ? (
        <form className="chat-window__name" onSubmit={start}>
          <p>{t('chat.nameIntro')}</p>
          <label className="chat-window__label" htmlFor={`${titleId}-name`}>
            {t('chat.name')}
          </label>
          <input
            id={`${titleId}-name`}
            className="input chat-window__field"
            data-testid="chat-name"
            autoComplete="name"
            maxLength={60}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {error ? (
            <p className="chat-window__error" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn--primary chat-window__start"
            disabled={busy || !name.trim()}
          >
            {t('chat.start')}
          </button>
        </form>
      ) : (
        <>
          <ol
            className="chat-window__messages"
            ref={listRef}
            aria-label={t('chat.messages')}
            aria-live="polite"
          >
            {messages.length === 0 ? <li className="chat-window__empty">{t('chat.empty')}</li> : null}
            {messages.map((message) => {
              const from =
                message.sender === 'agent' ? 'agent' : message.sender === 'system' ? 'system' : 'me';
              return (
                <li
                  key={message.id}
                  className={`chat-bubble chat-bubble--${from}`}
                  data-testid="chat-message"
                  data-from={from}
                >
                  {from === 'agent' && message.senderName ? (
                    <span className="chat-bubble__name">{message.senderName}</span>
                  ) : null}
                  {message.attachment ? (
                    <ChatImage id={message.attachment.id} alt={t('chat.attachment')} />
                  ) : null}
                  {message.text ? <p className="chat-bubble__text">{message.text}</p> : null}
                  {from === 'system' ? null : (
                    <span className="chat-bubble__meta">
                      <time dateTime={message.createdAt}>
                        {timeFormat.format(new Date(message.createdAt))}
                      </time>
                      {from === 'me' ? (
                        <span
                          className={`chat-bubble__mark${message.read ? ' chat-bubble__mark--read' : ''}`}
                          data-mark={message.read ? 'read' : message.delivered ? 'delivered' : 'sent'}
                          title={t(
                            message.read ? 'chat.read' : message.delivered ? 'chat.delivered' : 'chat.sent',
                          )}
                          aria-label={t(
                            message.read ? 'chat.read' : message.delivered ? 'chat.delivered' : 'chat.sent',
                          )}
                        >
                          {message.delivered || message.read ? '✓✓' : '✓'}
                        </span>
                      ) : null}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {agentTyping ? (
            <p className="chat-window__typing" data-testid="chat-typing" role="status">
              {agentName ? t('chat.typing', { name: agentName }) : t('chat.typingAnon')}
            </p>
          ) : null}
          {!agentsOnline && !isClosed ? (
            <p className="chat-window__offline" data-testid="chat-offline" role="status">
              {t('chat.offline')}
            </p>
          ) : null}
          {error ? (
            <p className="chat-window__error" role="alert">
              {error}
            </p>
          ) : null}
          {isClosed && conversation ? (
            <ChatClosed
              key={conversation.id}
              isGuest={!sessionToken}
              initialRating={conversation.rating}
              onNewChat={() => {
                if (!sessionToken) {
                  guestToken.clear();
                  setGuestReady(false);
                  setConversation(null);
                  setMessages([]);
                  setPhase('name');
                } else {
                  void run(async () => applyOpen(await chatApi.open()));
                }
              }}
            />
          ) : (
            <div className="chat-window__compose">
              <input
                ref={fileRef}
                id={`${titleId}-file`}
                type="file"
                className="visually-hidden"
                accept={CHAT_IMAGE_RULES.accept}
                tabIndex={-1}
                aria-label={t('chat.attach')}
                onChange={(event) => attach(event.target.files?.[0])}
              />
              <button
                type="button"
                className="icon-button chat-window__attach"
                aria-label={t('chat.attach')}
                disabled={busy}
                onClick={() => fileRef.current?.click()}
              >
                <PlusCircleIcon size={20} />
              </button>
              <label className="visually-hidden" htmlFor={`${titleId}-input`}>
                {t('chat.input')}
              </label>
              <textarea
                id={`${titleId}-input`}
                className="chat-window__input"
                data-testid="chat-input"
                rows={1}
                maxLength={CHAT_TEXT_MAX}
                placeholder={t('chat.placeholder')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (event.target.value) signalTyping();
                }}
                onKeyDown={onKeyDown}
              />
              <button
                type="button"
                className="btn btn--primary btn--sm chat-window__send"
                data-testid="chat-send"
                disabled={busy || !text.trim()}
                onClick={send}
              >
                {t('chat.send')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** An attachment: fetched with the visitor's headers and shown from an object URL. */
function ChatImage({ id, alt }: { id: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    chatApi
      .image(id)
      .then((blob) => {
        if (!live || typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url ? (
    <img className="chat-bubble__image" src={url} alt={alt} />
  ) : (
    <span className="chat-bubble__image chat-bubble__image--pending" role="img" aria-label={alt} />
  );
}

/** After the agent closed the conversation: a 1–5 rating, once, and the transcript by e-mail. */
function ChatClosed({
  isGuest,
  initialRating,
  onNewChat,
}: {
  isGuest: boolean;
  initialRating: number | null;
  onNewChat: () => void;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(initialRating);
  const [email, setEmail] = useState('');
  const [transcriptDone, setTranscriptDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  const rate = async (value: number) => {
    setBusy(true);
    setError(null);
    try {
      await chatApi.rate(value);
      setRating(value);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const sendTranscript = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const message = await chatApi.transcript(isGuest ? email.trim() : undefined);
      setTranscriptDone(message || t('chat.transcriptSent'));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chat-closed">
      <p className="chat-closed__note">{t('chat.closed')}</p>
      <fieldset className="chat-closed__rating" data-testid="chat-rating" disabled={busy || rating !== null}>
        <legend>{rating !== null ? t('chat.rated') : t('chat.rate')}</legend>
        <div className="chat-closed__stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              className={`chat-closed__star${rating !== null && value <= rating ? ' chat-closed__star--on' : ''}`}
              aria-label={t('chat.star', { count: value })}
              aria-pressed={rating === value}
              onClick={() => void rate(value)}
            >
              <StarIcon size={22} />
            </button>
          ))}
        </div>
      </fieldset>
      {transcriptDone ? (
        <p className="chat-closed__done" role="status">
          {transcriptDone}
        </p>
      ) : (
        <form
          className="chat-closed__transcript"
          data-testid="chat-transcript"
          onSubmit={(e) => void sendTranscript(e)}
        >
          {isGuest ? (
            <>
              <p className="chat-closed__note">{t('chat.transcript')}</p>
              <label className="chat-window__label" htmlFor={emailId}>
                {t('chat.email')}
              </label>
              <input
                id={emailId}
                type="email"
                className="input chat-window__field"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </>
          ) : null}
          <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
            {isGuest ? t('chat.sendTranscript') : t('chat.transcript')}
          </button>
        </form>
      )}
      {error ? (
        <p className="chat-window__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--ghost btn--sm chat-closed__new" onClick={onNewChat}>
        {t('chat.newChat')}
      </button>
    </div>
  );
}
