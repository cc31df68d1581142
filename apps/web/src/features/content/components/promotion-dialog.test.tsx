import type { Promotion } from '@kasa/contract/content';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore, openDialog } from '../../../lib/dialogs';
import { closePromotion, openPromotion, promotionDialogStore } from '../../../lib/promotion-dialog';
import { renderWithApp } from '../../../test/render';
import { PromotionDialogHost } from './promotion-dialog';

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 7,
  category: 'bonus',
  title: 'Weekly cashback',
  summary: '10% back',
  description: '<p>Get <strong>10%</strong> back.</p>',
  terms: '<ul><li>Min ₺100 loss</li></ul>',
  images: [
    { type: 1, url: '/media/promotions/card.svg' },
    { type: 2, url: '/media/promotions/detail.svg' },
  ],
  bonusDefinitionId: null,
  ctaUrl: '/dashboard/bonuses',
  validTo: null,
  ...overrides,
});

afterEach(() => closePromotion());

describe('promotion detail dialog (spec §2)', () => {
  it('shows the image of type 2, the title and the description HTML', () => {
    renderWithApp(<PromotionDialogHost />);
    act(() => openPromotion(promotion()));
    const dialog = screen.getByTestId('dialog-promotion');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/promotions/detail.svg');
    expect(within(dialog).getByRole('heading', { name: 'Weekly cashback' })).toBeTruthy();
    expect(dialog.querySelector('.promo-dialog__description strong')?.textContent).toBe('10%');
  });

  it('falls back to the first image when there is no type 2', () => {
    renderWithApp(<PromotionDialogHost />);
    act(() => openPromotion(promotion({ images: [{ type: 1, url: '/media/promotions/only.svg' }] })));
    expect(screen.getByTestId('dialog-promotion').querySelector('img')?.getAttribute('src')).toBe(
      '/media/promotions/only.svg',
    );
  });

  it('closes every other dialog when it opens, and gives way when another dialog opens', () => {
    openDialog('login');
    renderWithApp(<PromotionDialogHost />);
    act(() => openPromotion(promotion()));
    expect(dialogStore.get()).toEqual([]);
    expect(screen.getByTestId('dialog-promotion')).toBeTruthy();
    act(() => openDialog('register'));
    expect(promotionDialogStore.get()).toBeNull();
    expect(screen.queryByTestId('dialog-promotion')).toBeNull();
  });
});

// The second sanitising pass (DOMPurify) is proved in a real browser (e2e/journeys/content.test.ts): happy-dom's
// NodeIterator loses its place when DOMPurify removes nodes, so DOMPurify cannot be exercised here.
