/**
 * Spec §3: a banner's (and the popup's) images are entry 0 the default, entry 1 for 1200 px and wider, entry 2 for
 * 992 px and wider. A <picture> takes the first matching <source>, so the wider one comes first.
 */
export const RESPONSIVE_BREAKPOINTS = [
  { index: 1, minWidth: 1200 },
  { index: 2, minWidth: 992 },
] as const;

export type PictureSources = { fallback: string; sources: Array<{ media: string; srcSet: string }> };

export function pictureSources(images: ReadonlyArray<{ url: string }>, placeholder = ''): PictureSources {
  const fallback = images[0]?.url ?? placeholder;
  const sources = RESPONSIVE_BREAKPOINTS.flatMap(({ index, minWidth }) => {
    const url = images[index]?.url;
    return url ? [{ media: `(min-width: ${minWidth}px)`, srcSet: url }] : [];
  });
  return { fallback, sources };
}

/**
 * Asks the browser for the one image of a picture it will show, before the picture is rendered: a
 * `<link rel="preload" as="image">` per candidate, each with the viewport range in which the picture picks it, so only
 * the matching one is fetched. Used for the home page's largest paint, the first banner (docs/decisions/0130).
 */
export function preloadPicture(images: ReadonlyArray<{ url: string }>): void {
  if (typeof document === 'undefined') return;
  let below: number | null = null;
  const candidates: Array<{ url: string | undefined; minWidth: number | null }> = [
    ...RESPONSIVE_BREAKPOINTS.map(({ index, minWidth }) => ({ url: images[index]?.url, minWidth })),
    { url: images[0]?.url, minWidth: null },
  ];
  for (const { url, minWidth } of candidates) {
    if (!url) continue;
    const range = [
      ...(minWidth !== null ? [`(min-width: ${minWidth}px)`] : []),
      ...(below !== null ? [`(max-width: ${below - 0.02}px)`] : []),
    ].join(' and ');
    if (minWidth !== null) below = minWidth;
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = 'high';
    if (range) link.media = range;
    document.head.appendChild(link);
  }
}
