import { CAROUSEL } from '@kasa/contract/constants';
import type { SliderItem } from '@kasa/contract/content';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useBootstrap } from '../../../lib/bootstrap';
import { pictureSources } from '../../../lib/responsive-image';
import { useSliderItems } from '../hooks/use-slider-items';
import { PLACEHOLDER_COUNT, PLACEHOLDER_IMAGE } from '../utils/placeholder';

/**
 * Swiper options of spec §9: one slide per view, two from 768 px and from 992 px, three from 1920 px; 20 px apart;
 * autoplay every 5000 ms that interaction does not stop; no loop.
 */
export const CAROUSEL_OPTIONS = {
  slidesPerView: CAROUSEL.slidesPerView.base,
  spaceBetween: CAROUSEL.spaceBetween,
  loop: CAROUSEL.loop,
  autoplay: { delay: CAROUSEL.autoplayMs, disableOnInteraction: false },
  breakpoints: {
    768: { slidesPerView: CAROUSEL.slidesPerView.from768 },
    992: { slidesPerView: CAROUSEL.slidesPerView.from992 },
    1920: { slidesPerView: CAROUSEL.slidesPerView.from1920 },
  },
} as const;

export function BannerCarousel() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const refresh = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    swiper.update();
    // Spec §4: autoplay starts shortly after initialisation (and again once real slides replace placeholders).
    swiper.autoplay?.start();
  }, []);
  const items = useSliderItems(bootstrap?.sliderList, refresh);
  const isPlaceholder = items === null || items.length === 0;

  return (
    <section
      className="banner-carousel"
      aria-label={t('content.carousel.label')}
      data-testid="banner-carousel"
    >
      <Swiper
        {...CAROUSEL_OPTIONS}
        modules={[Autoplay, Pagination, A11y]}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('content.carousel.previous'),
          nextSlideMessage: t('content.carousel.next'),
          paginationBulletMessage: t('content.carousel.goTo', { index: '{{index}}' }),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        data-placeholder={isPlaceholder ? 'true' : undefined}
      >
        {isPlaceholder
          ? Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
              <SwiperSlide key={`placeholder-${index}`} className="banner-slide banner-slide--placeholder">
                <img
                  className="banner-slide__image"
                  src={PLACEHOLDER_IMAGE}
                  alt=""
                  data-testid="banner-placeholder"
                />
              </SwiperSlide>
            ))
          : items.map((item) => (
              <SwiperSlide key={item.id} className="banner-slide">
                <BannerSlide item={item} />
              </SwiperSlide>
            ))}
      </Swiper>
    </section>
  );
}

function BannerSlide({ item }: { item: SliderItem }) {
  const { fallback, sources } = pictureSources(item.images, PLACEHOLDER_IMAGE);
  const picture = (
    <picture>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img className="banner-slide__image" src={fallback} alt={item.title} data-testid="banner-slide" />
    </picture>
  );
  const isSitePath = item.url.startsWith('/') && !item.url.startsWith('//');
  if (isSitePath && item.target === '_self') {
    return (
      <Link to={item.url} className="banner-slide__link" title={item.text || item.title}>
        {picture}
      </Link>
    );
  }
  return (
    <a
      href={item.url}
      target={item.target}
      rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
      className="banner-slide__link"
      title={item.text || item.title}
    >
      {picture}
    </a>
  );
}
