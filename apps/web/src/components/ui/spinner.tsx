import { useTranslation } from 'react-i18next';

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** Spec §2 loading indicator: 'Loading...'. */
export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`loading ${className ?? ''}`} role="status" aria-live="polite">
      <Spinner size={22} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
