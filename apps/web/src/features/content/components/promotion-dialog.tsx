import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { GiftIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { closePromotion, useOpenPromotion } from '../../../lib/promotion-dialog';
import { detailImage, isSitePath } from '../utils/promotion';
import { CmsHtml } from './cms-html';

/** The promotion detail dialog (spec §2): the image of type 2 (else the first), the title, the description HTML. */
export function PromotionDialogHost() {
  const promotion = useOpenPromotion();
  const { t } = useTranslation();
  const titleId = useId();
  if (!promotion) return null;
  const image = detailImage(promotion);
  return (
    <Dialog
      labelledBy={titleId}
      onClose={closePromotion}
      size="medium"
      testId="dialog-promotion"
      className="promo-dialog"
    >
      {image ? (
        <img className="promo-dialog__image" src={image} alt="" />
      ) : (
        <div className="promo-dialog__image promo-dialog__image--empty" aria-hidden="true">
          <GiftIcon size={48} />
        </div>
      )}
      <div className="promo-dialog__body">
        <span className={`promo-chip promo-chip--${promotion.category}`}>
          {t(`content.promotions.category.${promotion.category}`)}
        </span>
        <h2 className="promo-dialog__title" id={titleId}>
          {promotion.title}
        </h2>
        {promotion.validTo ? (
          <p className="promo-dialog__valid">
            {t('content.promotions.validTo', { date: formatDateTime(promotion.validTo) })}
          </p>
        ) : null}
        <CmsHtml html={promotion.description} className="promo-dialog__description" />
        {promotion.terms ? (
          <details className="promo-dialog__terms">
            <summary>{t('content.promotions.terms')}</summary>
            <CmsHtml html={promotion.terms} />
          </details>
        ) : null}
        {promotion.ctaUrl ? (
          <div className="promo-dialog__actions">
            {isSitePath(promotion.ctaUrl) ? (
              <Link
                to={promotion.ctaUrl}
                className="btn btn--gold btn--lg btn--block"
                onClick={closePromotion}
              >
                <span className="btn__label">{t('content.promotions.cta')}</span>
              </Link>
            ) : (
              <a
                href={promotion.ctaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn--gold btn--lg btn--block"
              >
                <span className="btn__label">{t('content.promotions.cta')}</span>
              </a>
            )}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
