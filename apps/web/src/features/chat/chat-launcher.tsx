import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '../../components/ui/icons';
import { useIsLiveChatConfigured } from '../../lib/settings';

// The window, its texts and styles load only when the chat is first opened: none of it is on the first page.
const ChatWindow = lazy(async () => ({ default: (await import('./chat-window')).ChatWindow }));

/**
 * Our own live chat (issue 13 §3, docs/decisions/0530): the default when no external widget is configured
 * (chat-site-id / chat-div-id). Its floating button carries `data-live-chat-button`, so every Live Chat button
 * (lib/settings openLiveChat) opens this window.
 */
export function ChatLauncher() {
  const hasExternalWidget = useIsLiveChatConfigured();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  if (hasExternalWidget) return null;
  return (
    <div className={`live-chat chat-launcher${isOpen ? ' chat-launcher--open' : ''}`}>
      {isOpen ? (
        <Suspense fallback={null}>
          <ChatWindow onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="live-chat__button chat-launcher__button"
        data-live-chat-button=""
        data-testid="chat-button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        aria-label={t('header.liveChat')}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        {isOpen ? <CloseIcon size={24} /> : <ChatIcon size={24} />}
      </button>
    </div>
  );
}
