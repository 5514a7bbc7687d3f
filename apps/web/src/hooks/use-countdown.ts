import { useEffect, useRef, useState } from 'react';
import { useNow } from './use-now';
import { useStableCallback } from './use-stable-callback';

/** What a countdown needs of a clock: the game's and the session's both have it. */
export interface CountdownClock {
  remainingSeconds: number;
  /** Whether the time left is going down right now. */
  running: boolean;
  /**
   * When the request that brought this clock left (`Date.now()`, the web app's own note, not
   * the server's). The server's figure is at most one round trip younger than that, whereas
   * the moment the answer is drawn can be seconds later on a busy phone: counted from that,
   * the phone's clock would run behind the room's by as much (docs/product.md#pacing).
   */
  sentAt?: number;
}

/**
 * `value` with its clock counted from `sentAt`, when the request that brought it left: what
 * each fetcher of a clock does with the server's answer (see `CountdownClock.sentAt`).
 */
export function countedFrom<T extends { clock: CountdownClock }>(value: T, sentAt: number): T {
  const clock: CountdownClock = { ...value.clock, sentAt };
  return { ...value, clock };
}

/**
 * The whole seconds `clock` has run since the server's figure (counted from when its request
 * left, or, not told, from when the answer is drawn), drawn again every second while it runs;
 * 0 while it stands still.
 */
function useSecondsRun(clock: Pick<CountdownClock, 'running' | 'sentAt'> | undefined): number {
  // The moment this clock counts from, taken with the clock itself (not an effect later).
  const since = (next: typeof clock) => next?.sentAt ?? Date.now();
  const [received, setReceived] = useState(() => ({ clock, at: since(clock) }));
  const now = useNow(1_000, clock?.running === true);
  if (received.clock !== clock) setReceived({ clock, at: since(clock) });
  if (!clock?.running) return 0;
  return Math.floor(Math.max(0, now - received.at) / 1000);
}

/**
 * The time left, ticking down between two answers of the server: it counts from the
 * server's figure at the moment its request left (or, not told, when the answer is drawn),
 * and never invents time.
 */
export function useCountdown(clock: CountdownClock): number;
export function useCountdown(clock: CountdownClock | undefined): number | undefined;
export function useCountdown(clock: CountdownClock | undefined): number | undefined {
  const run = useSecondsRun(clock);
  if (!clock) return undefined;
  return Math.max(0, clock.remainingSeconds - run);
}

/** What counting time up needs of a clock: the time run so far, and whether it runs on. */
export interface ElapsedClock {
  elapsedSeconds: number;
  running: boolean;
  /** As `CountdownClock.sentAt`. */
  sentAt?: number;
}

/**
 * The time run so far, ticking up between two answers of the server as `useCountdown` ticks
 * down: the show screen's elapsed time of a self-paced session (docs/product.md#show-screen).
 */
export function useElapsed(clock: ElapsedClock): number {
  return clock.elapsedSeconds + useSecondsRun(clock);
}

/**
 * Calls `onEnd` when the countdown of `clock` reaches 0 — the moment `useCountdown` shows 0 —
 * and draws nothing meanwhile: a screen that only needs that moment need not draw itself
 * again every second, as the clock on it does. Once per end: a clock that arrives running
 * with no time left calls it at once, the next such clock not again.
 */
export function useCountdownEnd(clock: CountdownClock | undefined, onEnd: () => void): void {
  const end = useStableCallback(onEnd);
  const ended = useRef(false);
  useEffect(() => {
    if (!clock?.running) {
      ended.current = false;
      return;
    }
    const left = clock.remainingSeconds * 1000 - (Date.now() - (clock.sentAt ?? Date.now()));
    if (left > 0) ended.current = false;
    else if (ended.current) return;
    const timer = window.setTimeout(
      () => {
        ended.current = true;
        end();
      },
      Math.max(0, left),
    );
    return () => window.clearTimeout(timer);
  }, [clock, end]);
}
