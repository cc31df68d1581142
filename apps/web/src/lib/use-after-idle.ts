import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser has had an idle moment, plus `delayMs`. For what must never compete
 * with the first paint (the promotional popup: it must not become the page's largest paint, docs/decisions/0130).
 */
export function useAfterIdle(delayMs = 0): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleHandle: number | undefined;
    const whenIdle = () => {
      const done = () => {
        timer = setTimeout(() => {
          if (!isCancelled) setIsIdle(true);
        }, delayMs);
      };
      // Safari has no requestIdleCallback; a timeout stands in for it.
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(done, { timeout: 2000 });
      } else {
        timer = setTimeout(done, 200);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      isCancelled = true;
      window.removeEventListener('load', whenIdle);
      if (timer) clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
  }, [delayMs]);
  return isIdle;
}
