import { useEffect, useState } from 'react';

/** The time now, ticking every second while `running` (a live clock); otherwise read once per render. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? now : Date.now();
}
