import AsyncLock from 'async-lock';
import { ApiError } from '../http-error.js';

/** One at a time, per key: the changes of one game, or the writes of one notepad. */
export interface Turns {
  /** Whether a change of `key` runs or waits now. */
  isBusy(key: string): boolean;
  /** Runs `work` once the changes of `key` before it are done; 429 RATE_LIMITED in a flood. */
  take<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/**
 * Changes of one thing taken in turn on this instance, in the order they came
 * (docs/decisions/0020-teams.md). Beyond `maxPending` waiting, or after `timeoutMs` without
 * its turn — its client has given up by then — a change is refused with 429 and `refusal`:
 * the client tries again later.
 */
export function turns({
  maxPending,
  timeoutMs,
  refusal,
}: {
  maxPending: number;
  timeoutMs: number;
  refusal: string;
}): Turns {
  const lock = new AsyncLock({ maxPending, timeout: timeoutMs });
  return {
    isBusy: (key) => lock.isBusy(key),
    take: (key, work) =>
      lock.acquire(key, work).catch((error: unknown) => {
        if (error instanceof Error && /pending tasks|timed out in queue/.test(error.message)) {
          throw new ApiError(429, 'RATE_LIMITED', refusal);
        }
        throw error;
      }),
  };
}
