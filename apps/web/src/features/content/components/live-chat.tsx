import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '../../../components/ui/icons';
import {
  CHAT_SCRIPT_KEY,
  useLiveChatConfig,
  useSiteOptions,
  useSupportContacts,
  type LiveChatConfig,
} from '../../../lib/settings';

/**
 * Live chat (spec §9): present site-wide only when the options chat-site-id and chat-div-id are active. The widget
 * lives in the element named by chat-div-id and owns the floating button every Live Chat button clicks
 * (lib/settings openLiveChat). A vendor script named by chat-script-url is added once with the site id; the built-in
 * panel offers the support contacts so the button is never dead (docs/decisions/0101).
 */
export function LiveChat() {
  const config = useLiveChatConfig();
  const scriptUrl = useSiteOptions().get(CHAT_SCRIPT_KEY) ?? null;
  useChatScript(config, scriptUrl);
  if (!config) return null;
  return <ChatWidget config={config} />;
}

function useChatScript(config: LiveChatConfig | null, scriptUrl: string | null) {
  useEffect(() => {
    if (!config || !scriptUrl) return;
    const id = 'kasa-chat-script';
    if (document.getElementById(id)) return;
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = scriptUrl;
    script.dataset.siteId = config.siteId;
    script.dataset.divId = config.divId;
    document.body.appendChild(script);
  }, [config, scriptUrl]);
}

function ChatWidget({ config }: { config: LiveChatConfig }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const contacts = useSupportContacts();
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div id={config.divId} className="live-chat" data-site-id={config.siteId} data-testid="live-chat">
      {isOpen ? (
        <section
          id={panelId}
          className="live-chat__panel"
          role="dialog"
          aria-labelledby={titleId}
          data-testid="live-chat-panel"
        >
          <header className="live-chat__head">
            <span className="live-chat__avatar" aria-hidden="true">
              <ChatIcon size={20} />
            </span>
            <div>
              <h2 className="live-chat__title" id={titleId}>
                {t('header.liveChat')}
              </h2>
              <p className="live-chat__status">{t('content.chat.online')}</p>
            </div>
            <button
              type="button"
              className="icon-button live-chat__close"
              aria-label={t('common.close')}
              onClick={() => setIsOpen(false)}
            >
              <CloseIcon size={18} />
            </button>
          </header>
          <div className="live-chat__body">
            <p className="live-chat__bubble">{t('content.chat.greeting')}</p>
            <p className="live-chat__hint">{t('content.chat.choose')}</p>
            <ul className="live-chat__contacts">
              {contacts.map((contact) => (
                <li key={contact.key}>
                  <a
                    className={`support-link support-link--${contact.app}`}
                    href={contact.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t(`content.support.${contact.app}`, { number: contact.number })}
                  </a>
                </li>
              ))}
            </ul>
            <p className="live-chat__ref">{t('content.chat.reference', { id: config.siteId })}</p>
          </div>
        </section>
      ) : null}
      <button
        type="button"
        className="live-chat__button"
        data-live-chat-button=""
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={t('header.liveChat')}
        onClick={() => setIsOpen((value) => !value)}
      >
        {isOpen ? <CloseIcon size={24} /> : <ChatIcon size={24} />}
      </button>
    </div>
  );
}
