import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/create-store';
import { dismissToast, toastStore, type ToastKind } from '../../lib/toast';
import { AlertIcon, CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from './icons';
import { Spinner } from './spinner';

const ICONS: Record<ToastKind, ReactNode> = {
  success: <CheckCircleIcon size={20} />,
  error: <ErrorIcon size={20} />,
  warning: <AlertIcon size={20} />,
  info: <InfoIcon size={20} />,
  loading: <Spinner size={18} />,
};

/** Top-centre stack (spec §9). Lives outside #root so it stays visible and announced while a dialog is open. */
export function Toasts() {
  const toasts = useStore(toastStore);
  const { t } = useTranslation();
  return createPortal(
    <div className="toasts" data-testid="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          data-testid="toast"
          data-kind={item.kind}
          role={item.kind === 'error' ? 'alert' : 'status'}
          style={{ ['--toast-duration' as string]: `${item.durationMs}ms` }}
        >
          <span className="toast__icon">{ICONS[item.kind]}</span>
          <span className="toast__message">{item.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.close')}
            onClick={() => dismissToast(item.id)}
          >
            <CloseIcon size={16} />
          </button>
          <span className="toast__progress" aria-hidden="true" />
        </div>
      ))}
    </div>,
    document.body,
  );
}
