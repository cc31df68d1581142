import type { SliderItem } from '@kasa/contract/content';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/pagination';
import { useBootstrap } from '../../../lib/bootstrap';
import { useStore } from '../../../lib/create-store';
import { activeSliderSlugStore } from '../../../lib/slider';
import { PLACEHOLDER_COUNT } from '../utils/placeholder';
import { BannerPlaceholder, BannerSlide } from './banner-slide';

type Engine = ComponentType<{ sliderList: readonly SliderItem[] | undefined }>;

// Swiper (about 27 KB compressed) loads once the page has rendered, not before (docs/decisions/0130). Kept once loaded,
// so coming back to the home page shows the carousel at once.
let loadedEngine: Engine | null = null;

/** The home banner carousel (spec §2/§4/§9). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const sliderList = useBootstrap()?.sliderList;
  const [engine, setEngine] = useState<Engine | null>(() => loadedEngine);
  useEffect(() => {
    // Asked for after the first commit, so the first render's code never waits for it.
    if (loadedEngine) return;
    let isMounted = true;
    void import('./banner-swiper').then(({ BannerSwiper }) => {
      loadedEngine = BannerSwiper;
      if (isMounted) setEngine(() => BannerSwiper);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  const Swiper = engine;
  return (
    <section
      className="banner-carousel"
      aria-label={t('content.carousel.label')}
      data-testid="banner-carousel"
    >
      {Swiper ? <Swiper sliderList={sliderList} /> : <StillSlides sliderList={sliderList} />}
    </section>
  );
}

/**
 * The carousel before Swiper's code is there: the same slides, in Swiper's markup and at the widths Swiper will give
 * them (styles/content.css), so the first banner paints at once and nothing moves when Swiper takes over.
 */
function StillSlides({ sliderList }: { sliderList: readonly SliderItem[] | undefined }) {
  const slug = useStore(activeSliderSlugStore);
  const items = sliderList?.filter((item) => item.slug === slug) ?? [];
  return (
    <div className="swiper" data-placeholder={items.length === 0 ? 'true' : undefined}>
      <div className="swiper-wrapper">
        {items.length === 0
          ? Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
              <div
                key={`placeholder-${index}`}
                className="swiper-slide banner-slide banner-slide--placeholder"
              >
                <BannerPlaceholder />
              </div>
            ))
          : items.map((item, index) => (
              <div key={item.id} className="swiper-slide banner-slide">
                <BannerSlide item={item} isFirst={index === 0} />
              </div>
            ))}
      </div>
    </div>
  );
}
