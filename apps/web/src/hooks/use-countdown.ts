import { useEffect, useState } from 'react';

/** What a countdown needs of a clock: the game's and the session's both have it. */
export interface CountdownClock {
  remainingSeconds: number;
  /** Whether the time left is going down right now. */
  running: boolean;
}

/**
 * The time left, ticking down between two answers of the server: it counts from the
 * server's figure at the moment that answer arrived, and never invents time.
 */
export function useCountdown(clock: CountdownClock): number;
export function useCountdown(clock: CountdownClock | undefined): number | undefined;
export function useCountdown(clock: CountdownClock | undefined): number | undefined {
  // The moment this clock arrived, taken with the clock itself (not an effect later).
  const [received, setReceived] = useState({ clock, at: Date.now() });
  const [now, setNow] = useState(() => Date.now());
  if (received.clock !== clock) {
    const at = Date.now();
    setReceived({ clock, at });
    setNow(at);
  }
  useEffect(() => {
    if (!clock?.running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  if (!clock) return undefined;
  if (!clock.running) return clock.remainingSeconds;
  return Math.max(0, clock.remainingSeconds - Math.floor(Math.max(0, now - received.at) / 1000));
}
