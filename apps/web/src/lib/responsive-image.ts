/**
 * Spec §3: a banner's (and the popup's) images are entry 0 the default, entry 1 for 1200 px and wider, entry 2 for
 * 992 px and wider. A <picture> takes the first matching <source>, so the wider one comes first.
 */
export const RESPONSIVE_BREAKPOINTS = [
  { index: 1, media: '(min-width: 1200px)' },
  { index: 2, media: '(min-width: 992px)' },
] as const;

export type PictureSources = { fallback: string; sources: Array<{ media: string; srcSet: string }> };

export function pictureSources(images: ReadonlyArray<{ url: string }>, placeholder = ''): PictureSources {
  const fallback = images[0]?.url ?? placeholder;
  const sources = RESPONSIVE_BREAKPOINTS.flatMap(({ index, media }) => {
    const url = images[index]?.url;
    return url ? [{ media, srcSet: url }] : [];
  });
  return { fallback, sources };
}
