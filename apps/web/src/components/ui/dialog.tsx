import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

export type DialogSize = 'full' | 'medium' | 'sheet';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  /** Id of the element (usually the heading) that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  size: DialogSize;
  testId: string;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog: role=dialog + aria-modal, named by its heading, Escape closes, Tab stays inside, and the page
 * behind is inert while it is open. Sizes of spec §2: 'full' covers the screen, 'medium' is a centred panel that
 * becomes full-screen below 900 px;
 * 'sheet' is a bottom sheet (the phone Deposit modal).
 */
export function Dialog({ labelledBy, onClose, size, testId, children, className }: DialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.body.classList.add('has-dialog');
    const first = panel?.querySelector<HTMLElement>(
      'input:not([readonly]):not([disabled]), select, textarea',
    );
    (first ?? panel)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.hasAttribute('inert'),
      );
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstEl || document.activeElement === panel)) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Another dialog may already be mounting (opening one closes the others): only the last one lets go.
      if (document.querySelectorAll('.dialog').length <= 1) {
        root?.removeAttribute('inert');
        document.body.classList.remove('has-dialog');
      }
    };
  }, []);

  return createPortal(
    <div className={`dialog dialog--${size}`} data-testid={`${testId}-backdrop`}>
      <div
        className="dialog__backdrop"
        aria-hidden="true"
        onClick={() => {
          if (size !== 'full') onClose();
        }}
      />
      <div
        ref={panelRef}
        className={`dialog__panel ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
      >
        <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
