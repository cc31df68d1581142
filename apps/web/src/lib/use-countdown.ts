import { useEffect, useState } from 'react';

/** Seconds left from `seconds` down to 0, ticking once a second from mount. Remount to start again. */
export function useCountdown(seconds: number): { remaining: number } {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const remaining = Math.max(0, seconds - Math.floor((now - startedAt) / 1000));
  useEffect(() => {
    if (remaining === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000 - ((Date.now() - startedAt) % 1000));
    return () => clearTimeout(timer);
  }, [remaining, now, startedAt]);
  return { remaining };
}
