import { PromotionImageType, type Promotion } from '@kasa/contract/content';

/** Spec §2: the detail dialog shows the image of type 2, otherwise the first one. */
export function detailImage(promotion: Pick<Promotion, 'images'>): string | null {
  const image =
    promotion.images.find((candidate) => candidate.type === PromotionImageType.Detail) ?? promotion.images[0];
  return image?.url ?? null;
}

/** Cards use the card image (type 1), otherwise whatever the promotion has. */
export function cardImage(promotion: Pick<Promotion, 'images'>): string | null {
  const image =
    promotion.images.find((candidate) => candidate.type === PromotionImageType.Card) ?? promotion.images[0];
  return image?.url ?? null;
}

/** An internal site path ('/promotions') is followed by the router; anything else is an outside address. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
