import { CAROUSEL } from '@kasa/contract/constants';
import type { SliderItem } from '@kasa/contract/content';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../../lib/create-store';
import { activeSliderSlugStore } from '../../../lib/slider';

/**
 * Spec §4: the carousel listens to the action store's active slider slug. A new, different slug (or a new stored
 * list: the bootstrap arrived, another language) filters the stored list, replaces the items, and 100 ms later
 * the carousel is refreshed (`onRefresh`: swiper.update()) so it measures the new slides. Until the list is there the
 * items are null (the carousel shows its placeholders).
 */
export function useSliderItems(
  sliderList: readonly SliderItem[] | undefined,
  onRefresh: () => void,
): SliderItem[] | null {
  const slug = useStore(activeSliderSlugStore);
  const [items, setItems] = useState<SliderItem[] | null>(null);
  const applied = useRef<{ slug: string; list: readonly SliderItem[] } | null>(null);
  const refresh = useRef(onRefresh);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    refresh.current = onRefresh;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // A remount (StrictMode's rehearsal included) applies the list again and schedules its own refresh.
      applied.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!sliderList) return;
    const last = applied.current;
    if (last && last.slug === slug && last.list === sliderList) return;
    applied.current = { slug, list: sliderList };
    setItems(sliderList.filter((item) => item.slug === slug));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => refresh.current(), CAROUSEL.refreshMs);
  }, [slug, sliderList]);

  return items;
}
