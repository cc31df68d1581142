import type { SliderItem } from '@kasa/contract/content';
import { Link } from 'react-router';
import { pictureSources } from '../../../lib/responsive-image';
import { PLACEHOLDER_IMAGE } from '../utils/placeholder';

/** The artwork's default size (720×400); the stylesheet gives each breakpoint its own proportions. */
const BANNER_WIDTH = 720;
const BANNER_HEIGHT = 400;

/** A slide before the banners are known (spec §4: three placeholders with a default image). */
export function BannerPlaceholder() {
  return (
    <img
      className="banner-slide__image"
      src={PLACEHOLDER_IMAGE}
      alt=""
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      data-testid="banner-placeholder"
    />
  );
}

/**
 * One banner: a linked responsive picture (spec §3: entry 0 default, 1 from 1200 px, 2 from 992 px). The first one is
 * the home page's largest paint: fetched at high priority (lib/bootstrap.ts also preloads it).
 */
export function BannerSlide({ item, isFirst }: { item: SliderItem; isFirst: boolean }) {
  const { fallback, sources } = pictureSources(item.images, PLACEHOLDER_IMAGE);
  const picture = (
    <picture>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img
        className="banner-slide__image"
        src={fallback}
        alt={item.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority={isFirst ? 'high' : 'auto'}
        data-testid="banner-slide"
      />
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
