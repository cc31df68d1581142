import type { Promotion } from '@kasa/contract/content';
import { createStore, useStore } from './create-store';
import { closeAllDialogs, dialogStore } from './dialogs';

/**
 * The promotion detail dialog (spec §2). Kept beside the dialog manager rather than in it: any page (the home teaser,
 * /promotions) opens it by value, features/content renders it. Spec: opening a promotion closes every other dialog,
 * and like any dialog it gives way when another one opens.
 */
export const promotionDialogStore = createStore<Promotion | null>(null);

export function openPromotion(promotion: Promotion): void {
  closeAllDialogs();
  promotionDialogStore.set(promotion);
}

export function closePromotion(): void {
  if (promotionDialogStore.get() !== null) promotionDialogStore.set(null);
}

export function useOpenPromotion(): Promotion | null {
  return useStore(promotionDialogStore);
}

dialogStore.subscribe(() => {
  if (dialogStore.get().length > 0) closePromotion();
});
