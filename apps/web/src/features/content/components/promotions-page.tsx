import { PromotionCategory, type Promotion } from '@kasa/contract/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon, StarIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { usePromotions } from '../api/content';
import { PromotionCard } from './promotion-card';

type Filter = 'all' | Promotion['category'];
const FILTERS: Filter[] = ['all', ...Object.values(PromotionCategory)];

/** /promotions (cms/promotions): cards; each opens the promotion detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [filter, setFilter] = useState<Filter>('all');
  const list = promotions.data ?? [];
  const shown = filter === 'all' ? list : list.filter((promotion) => promotion.category === filter);
  const present = new Set(list.map((promotion) => promotion.category));

  return (
    <div className="page promotions-page">
      <PageHeader
        title={t('nav.promotions')}
        subtitle={t('content.promotions.subtitle')}
        icon={<StarIcon size={30} />}
      />
      {promotions.isPending ? (
        <Loading />
      ) : promotions.isError ? (
        <EmptyState
          icon={<GiftIcon size={34} />}
          title={t('content.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void promotions.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={34} />}
          title={t('pages.emptyPromotions')}
          text={t('pages.emptyPromotionsText')}
        />
      ) : (
        <>
          <div className="content-chips" role="group" aria-label={t('content.promotions.filter')}>
            {FILTERS.filter((value) => value === 'all' || present.has(value)).map((value) => (
              <button
                key={value}
                type="button"
                className={`pill-button content-chip ${filter === value ? 'content-chip--active' : ''}`}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`content.promotions.category.${value}`)}
              </button>
            ))}
          </div>
          <div className="promo-grid">
            {shown.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
