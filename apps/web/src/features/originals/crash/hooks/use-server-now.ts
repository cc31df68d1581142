import { useEffect, useState } from 'react';

/** The server's time (this browser's clock corrected by `offsetMs`), re-read every `everyMs` for phase changes. */
export function useServerNow(offsetMs: number, everyMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
