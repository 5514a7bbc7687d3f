import { useEffect, useState } from 'react';
import type { SessionClock } from '@coulisses/shared/session/session.schema';

/**
 * The session's time left, ticking down between two answers of the server while it runs:
 * counted from the server's figure at the moment it arrived, never invented.
 */
export function useSessionRemaining(clock: SessionClock): number {
  const [received, setReceived] = useState({ clock, at: Date.now() });
  const [now, setNow] = useState(() => Date.now());
  if (received.clock !== clock) {
    const at = Date.now();
    setReceived({ clock, at });
    setNow(at);
  }
  useEffect(() => {
    if (!clock.running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  if (!clock.running) return clock.remainingSeconds;
  return Math.max(0, clock.remainingSeconds - Math.floor(Math.max(0, now - received.at) / 1000));
}

/** The current time, refreshed every `everyMs`: for "3 min ago" and the stuck marks. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
