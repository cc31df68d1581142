import { createStore } from './create-store';

/**
 * The action store of spec §4 for the banner carousel: whoever wants other banners (the home page, a lobby)
 * dispatches a slider slug; the carousel reacts only to a new, different slug.
 */
export const DEFAULT_SLIDER_SLUG = 'home';

export const activeSliderSlugStore = createStore<string>(DEFAULT_SLIDER_SLUG);

export function selectSliderSlug(slug: string): void {
  if (activeSliderSlugStore.get() !== slug) activeSliderSlugStore.set(slug);
}
