/**
 * The server's throttle on wrong attempts (docs/product.md#answer-throttle): after a few wrong attempts on a
 * lock, each further one waits twice as long as the last, up to five minutes — about
 * 20 attempts an hour, so a 4-digit code (10,000) cannot be brute-forced through the API.
 * This is security, not a case's rule, so it is not in the scenario format.
 */
export const THROTTLE_FREE_ATTEMPTS = 5;
export const THROTTLE_BASE_SECONDS = 5;
export const THROTTLE_MAX_SECONDS = 300;

/** How long a player waits after their n-th wrong attempt on one lock (n from 1). */
export function throttleSeconds(wrongAttempts: number): number {
  if (wrongAttempts < THROTTLE_FREE_ATTEMPTS) return 0;
  const doublings = wrongAttempts - THROTTLE_FREE_ATTEMPTS;
  return Math.min(THROTTLE_MAX_SECONDS, THROTTLE_BASE_SECONDS * 2 ** Math.min(doublings, 16));
}
