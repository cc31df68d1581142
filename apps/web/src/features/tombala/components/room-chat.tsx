import '../tombala-texts';
import type { TombalaChatMessage } from '@kasa/contract/tombala';
import { CHAT_LIMIT } from '@kasa/contract/tombala-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The room's chat: the last lines, newest at the bottom; a player writes, a guest (no session) only reads. */
export function RoomChat({
  messages,
  canWrite,
  onSend,
}: {
  messages: readonly TombalaChatMessage[];
  canWrite: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const line = text.trim();
    if (!line || sending) return;
    setSending(true);
    if (await onSend(line)) setText('');
    setSending(false);
  };
  return (
    <section className="tb-chat" aria-label={t('tombala.chat.title')} data-testid="tombala-chat">
      <h2 className="tb-panel-title">{t('tombala.chat.title')}</h2>
      <ol className="tb-chat__list" ref={list} aria-live="polite">
        {messages.length === 0 && <li className="tb-chat__empty">{t('tombala.chat.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className="tb-chat__line">
            <b>{m.player}</b> <span>{m.text}</span>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <form className="tb-chat__form" onSubmit={(e) => void submit(e)}>
          <input
            className="tb-chat__input"
            value={text}
            maxLength={CHAT_LIMIT.maxLength}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('tombala.chat.placeholder')}
            aria-label={t('tombala.chat.placeholder')}
            data-testid="tombala-chat-input"
          />
          <button type="submit" className="tb-btn" disabled={sending || !text.trim()}>
            {t('tombala.chat.send')}
          </button>
        </form>
      ) : (
        <p className="tb-chat__guest">{t('tombala.chat.guest')}</p>
      )}
    </section>
  );
}
