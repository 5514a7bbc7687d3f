import type { Clock } from '@coulisses/shared/game/game.schema';
import { useEffect, useState } from 'react';

/**
 * The time left, ticking down between two answers of the server: it counts from the
 * server's figure at the moment that answer arrived, and never invents time.
 */
export function useCountdown(clock: Clock | undefined): number | undefined {
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

export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
