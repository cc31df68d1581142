import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubState } from '../../lib/hub-state';
import { BellIcon, CloseIcon } from '../ui/icons';

/**
 * Spec §2 notifications panel: 582 px high under the bell; up to 900 px wide a full-height bottom sheet. The body
 * (list and detail) comes from the notifications feature through the shell; without it the empty state shows.
 */
export function NotificationsPanel({
  onClose,
  isSheet,
  children,
}: {
  onClose: () => void;
  isSheet: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hubState = useHubState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    const onPointer = (event: PointerEvent) => {
      const bell = ref.current?.parentElement;
      const target = event.target as Element;
      // A press on a toast (e.g. its close button) is not a press "outside": the panel stays open.
      if (target.closest?.('.toasts')) return;
      if (bell && !bell.contains(target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    if (isSheet) document.body.classList.add('has-sheet');
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-sheet');
    };
  }, [onClose, isSheet]);
  return (
    <>
      {isSheet ? <div className="notifications-backdrop" aria-hidden="true" /> : null}
      <div
        ref={ref}
        className={`notifications-panel ${isSheet ? 'notifications-panel--sheet' : ''}`}
        role={isSheet ? 'dialog' : 'region'}
        aria-modal={isSheet ? true : undefined}
        aria-label={t('header.notifications')}
        tabIndex={-1}
        data-testid="notification-panel"
      >
        {isSheet ? <span className="sheet-handle" aria-hidden="true" /> : null}
        <div className="notifications-panel__head">
          <h2>{t('header.notifications')}</h2>
          <span className={`hub-pill hub-pill--${hubState}`} role="status">
            <span className={`hub-dot hub-dot--${hubState}`} aria-hidden="true" />
            {t(`hub.state.${hubState}`)}
          </span>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="notifications-panel__body">
          {children ?? (
            <div className="notice-empty">
              <span className="notice-empty__icon" aria-hidden="true">
                <BellIcon size={28} />
              </span>
              <p>{t('header.notificationsEmpty')}</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
