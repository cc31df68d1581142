import type { SliderItem } from '@kasa/contract/content';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSliderSlugStore, DEFAULT_SLIDER_SLUG, selectSliderSlug } from '../../../lib/slider';
import { useSliderItems } from './use-slider-items';

const item = (id: number, slug: string): SliderItem => ({
  id,
  slug,
  url: '/promotions',
  target: '_self',
  title: `Banner ${id}`,
  text: '',
  images: [{ url: `/media/banners/${id}-default.svg` }],
});
const list = [item(1, 'home'), item(2, 'home'), item(3, 'casino'), item(4, 'live-casino')];
const ids = (items: SliderItem[] | null) => items?.map((entry) => entry.id) ?? null;

describe('carousel slug store (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    activeSliderSlugStore.set(DEFAULT_SLIDER_SLUG);
  });
  afterEach(() => vi.useRealTimers());

  it('has no items (placeholders) until the stored list exists', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useSliderItems(undefined, refresh));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('filters the list by the active slug and refreshes the carousel 100 ms later', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useSliderItems(list, refresh));
    expect(ids(result.current)).toEqual([1, 2]);
    act(() => vi.advanceTimersByTime(99));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('replaces the items when a new, different slug arrives, and ignores the same slug again', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useSliderItems(list, refresh));
    act(() => vi.advanceTimersByTime(100));
    act(() => selectSliderSlug('casino'));
    expect(ids(result.current)).toEqual([3]);
    act(() => vi.advanceTimersByTime(100));
    expect(refresh).toHaveBeenCalledTimes(2);

    act(() => selectSliderSlug('casino'));
    act(() => vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(ids(result.current)).toEqual([3]);
  });

  it('applies a new stored list (another language) for the same slug', () => {
    const refresh = vi.fn();
    const { result, rerender } = renderHook(({ source }) => useSliderItems(source, refresh), {
      initialProps: { source: list },
    });
    act(() => vi.advanceTimersByTime(100));
    rerender({ source: [item(10, 'home'), item(11, 'casino')] });
    expect(ids(result.current)).toEqual([10]);
    act(() => vi.advanceTimersByTime(100));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
