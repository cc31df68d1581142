import type { Popup } from '@kasa/contract/content';
import { useEffect } from 'react';
import { useBootstrap } from '../../../lib/bootstrap';
import { createStore, useStore } from '../../../lib/create-store';
import { useOpenDialogs } from '../../../lib/dialogs';
import { useOpenPromotion } from '../../../lib/promotion-dialog';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Local key of the popup last shown: its content hash (the server changes it whenever the popup changes). */
export const POPUP_SEEN_KEY = 'popupSeen';

export function hasSeenPopup(popup: Pick<Popup, 'hash'>): boolean {
  return readStorage(POPUP_SEEN_KEY) === popup.hash;
}

/** The popup on screen, if any (one per page load at most). */
export const popupStore = createStore<Popup | null>(null);

export function closePopup(): void {
  if (popupStore.get() !== null) popupStore.set(null);
}

/**
 * Spec §2: the promotional popup is shown once per unique content. It waits while another dialog is open (a
 * `?register` link, the login form), is remembered as seen the moment it appears, and any other dialog closes it.
 */
export function usePromoPopup(): { popup: Popup | null; close: () => void } {
  const bootstrap = useBootstrap();
  const dialogs = useOpenDialogs();
  const promotion = useOpenPromotion();
  const shown = useStore(popupStore);
  const candidate = bootstrap?.popup ?? null;
  const isBlocked = dialogs.length > 0 || promotion !== null;

  useEffect(() => {
    if (isBlocked) {
      closePopup();
      return;
    }
    if (popupStore.get() || !candidate || hasSeenPopup(candidate)) return;
    writeStorage(POPUP_SEEN_KEY, candidate.hash);
    popupStore.set(candidate);
  }, [candidate, isBlocked]);

  return { popup: isBlocked ? null : shown, close: closePopup };
}
