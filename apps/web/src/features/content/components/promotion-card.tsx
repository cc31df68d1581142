import type { Promotion } from '@kasa/contract/content';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, GiftIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { openPromotion } from '../../../lib/promotion-dialog';
import { cardImage } from '../utils/promotion';

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const image = cardImage(promotion);
  return (
    <article className="promo-card" data-testid="promotion-card" data-id={promotion.id}>
      <button
        type="button"
        className="promo-card__hit"
        aria-label={t('content.promotions.details', { title: promotion.title })}
        onClick={() => openPromotion(promotion)}
      />
      <div className="promo-card__media">
        {image ? (
          <img src={image} alt="" loading="lazy" />
        ) : (
          <span className="promo-card__placeholder" aria-hidden="true">
            <GiftIcon size={40} />
          </span>
        )}
        <span className={`promo-chip promo-chip--${promotion.category}`}>
          {t(`content.promotions.category.${promotion.category}`)}
        </span>
      </div>
      <div className="promo-card__body">
        <h2 className="promo-card__title">{promotion.title}</h2>
        {promotion.summary ? <p className="promo-card__summary">{promotion.summary}</p> : null}
        <div className="promo-card__foot">
          <span className="promo-card__valid">
            {promotion.validTo
              ? t('content.promotions.validTo', { date: formatDateTime(promotion.validTo) })
              : t('content.promotions.openEnded')}
          </span>
          <span className="promo-card__more" aria-hidden="true">
            {t('content.promotions.more')}
            <ChevronRightIcon size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}
