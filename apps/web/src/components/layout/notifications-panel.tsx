import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, CloseIcon } from '../ui/icons';

/** Spec §2 notifications panel. The list arrives with the notifications issue; until then it shows its empty state. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const bell = ref.current?.parentElement;
      if (bell && !bell.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div
      ref={ref}
      className="notifications-panel"
      role="region"
      aria-label={t('header.notifications')}
      tabIndex={-1}
    >
      <div className="notifications-panel__head">
        <h2>{t('header.notifications')}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="notifications-panel__empty">
        <span className="notifications-panel__icon" aria-hidden="true">
          <BellIcon size={28} />
        </span>
        <p>{t('header.notificationsEmpty')}</p>
      </div>
    </div>
  );
}
