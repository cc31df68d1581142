import { CAROUSEL } from '@kasa/contract/constants';
import type { SliderItem } from '@kasa/contract/content';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useSliderItems } from '../hooks/use-slider-items';
import { PLACEHOLDER_COUNT } from '../utils/placeholder';
import { BannerPlaceholder, BannerSlide } from './banner-slide';

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

/**
 * The carousel itself (Swiper), loaded right after the first render: until it is there the page shows the same
 * slides laid out the same way without it (banner-carousel.tsx), so the first paint does not wait for Swiper's code.
 */
export function BannerSwiper({ sliderList }: { sliderList: readonly SliderItem[] | undefined }) {
  const { t } = useTranslation();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const refresh = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    swiper.update();
    // Spec §4: autoplay starts shortly after initialisation (and again once real slides replace placeholders).
    swiper.autoplay?.start();
  }, []);
  const items = useSliderItems(sliderList, refresh);
  const isPlaceholder = items === null || items.length === 0;

  return (
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
              <BannerPlaceholder />
            </SwiperSlide>
          ))
        : items.map((item, index) => (
            <SwiperSlide key={item.id} className="banner-slide">
              <BannerSlide item={item} isFirst={index === 0} />
            </SwiperSlide>
          ))}
    </Swiper>
  );
}
