import { useEffect, useState } from 'react';

/**
 * The current time, drawn again every `everyMs` while `ticking`: for a countdown, a "3 min
 * ago" or a stuck mark. Stopped, it keeps the last time read; started again, it reads the
 * time at once.
 */
export function useNow(everyMs: number, ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, ticking]);
  return now;
}
