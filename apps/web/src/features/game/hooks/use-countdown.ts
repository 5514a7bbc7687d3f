import type { Clock } from '@coulisses/shared/game/game.schema';
import { useEffect, useState } from 'react';

/**
 * The time left, ticking down between two answers of the server: it counts from the
 * server's figure at the moment that answer arrived, and never invents time.
 */
export function useCountdown(clock: Clock | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [clock]);
  useEffect(() => {
    if (!clock?.running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  if (!clock) return undefined;
  if (!clock.running) return clock.remainingSeconds;
  return Math.max(0, clock.remainingSeconds - Math.floor((now - receivedAt) / 1000));
}

export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
