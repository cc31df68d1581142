import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { pictureSources } from '../../../lib/responsive-image';
import { usePromoPopup } from '../hooks/use-popup';
import { isSitePath } from '../utils/promotion';

/**
 * The promotional popup (spec §2): a linked responsive image (default, ≥1200 px, ≥992 px), shown once per content.
 * A non-modal card over the page rather than a modal: it must never stand between a visitor and the header's
 * Login/Register (docs/decisions/0101). Escape, its close button, another dialog or leaving the page close it.
 */
export function PromoPopup() {
  const { t } = useTranslation();
  const { popup, close } = usePromoPopup();
  const titleId = useId();
  const { pathname } = useLocation();
  const shownOn = useRef<string | null>(null);

  useEffect(() => {
    if (!popup) {
      shownOn.current = null;
      return;
    }
    shownOn.current ??= pathname;
    if (shownOn.current !== pathname) close();
  }, [popup, pathname, close]);

  useEffect(() => {
    if (!popup) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [popup, close]);

  if (!popup) return null;
  const { fallback, sources } = pictureSources(popup.images);
  const picture = (
    <picture>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img className="promo-popup__image" src={fallback} alt={popup.title} />
    </picture>
  );
  const { url, target } = popup.link;
  return (
    <div className="promo-popup" role="dialog" aria-labelledby={titleId} data-testid="promo-popup">
      <h2 id={titleId} className="visually-hidden">
        {popup.title}
      </h2>
      <button type="button" className="promo-popup__close" aria-label={t('common.close')} onClick={close}>
        <CloseIcon size={18} />
      </button>
      {isSitePath(url) && target === '_self' ? (
        <Link to={url} className="promo-popup__link" onClick={close}>
          {picture}
        </Link>
      ) : (
        <a
          href={url}
          target={target}
          rel={target === '_blank' ? 'noopener noreferrer' : undefined}
          className="promo-popup__link"
          onClick={close}
        >
          {picture}
        </a>
      )}
      <p className="promo-popup__hint">{t('content.popup.hint')}</p>
    </div>
  );
}
