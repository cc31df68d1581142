import { BANNER_HIDE_MS, STORAGE_KEYS } from '@kasa/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

export type TopBannerState = 'hidden' | 'visible' | 'closing';

/**
 * Spec §4: the top banner is visible until dismissed, then hidden after 500 ms and remembered as
 * `topNotifyRead = yes`. It lives on the home page, so each visit to '/' checks again and leaving '/' takes it away.
 */
export function useTopBanner(isEnabled: boolean): { state: TopBannerState; dismiss: () => void } {
  const [isDismissed, setIsDismissed] = useState(() => readStorage(STORAGE_KEYS.topNotifyRead) === 'yes');
  const [isClosing, setIsClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.topNotifyRead, 'yes');
    setIsClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setIsClosing(false);
      setIsDismissed(true);
    }, BANNER_HIDE_MS);
  }, []);

  if (!isEnabled || isDismissed) return { state: 'hidden', dismiss };
  return { state: isClosing ? 'closing' : 'visible', dismiss };
}
