/**
 * A budget of password checks with growing delays (docs/decisions/0014-sign-in-and-shared-limits.md):
 * the first `free` checks of a streak impose no wait; each later one makes the next wait
 * `firstDelayMs`, doubled each time up to `maxDelayMs`. A streak ends after
 * `quietMs` without a check. Every check counts, right or wrong, from the moment it
 * starts: checks running in parallel cannot outrun the budget.
 */
export interface ThrottleRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  quietMs: number;
}

export interface ThrottleState {
  /** Checks in the current streak. */
  count: number;
  /** Epoch ms before which no further check may start. */
  nextAt: number;
  /** Epoch ms of the streak's latest check. */
  lastAt: number;
}

export type Take = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The wait imposed after the streak's `count`-th check. */
export function delayAfter(count: number, rule: ThrottleRule): number {
  if (count <= rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.free - 1));
}

/** Takes one check from `state` at `now`: the new state, or how long to wait. */
export function takeCheck(
  state: ThrottleState | undefined,
  rule: ThrottleRule,
  now: number,
): { state: ThrottleState } | { retryAfterMs: number } {
  const current = state && now - state.lastAt < rule.quietMs ? state : { count: 0, nextAt: 0, lastAt: 0 };
  if (current.nextAt > now) return { retryAfterMs: current.nextAt - now };
  const count = current.count + 1;
  return { state: { count, nextAt: now + delayAfter(count, rule), lastAt: now } };
}

/**
 * The account's budget against a spray from anywhere: 6 checks at once, then waits of
 * 1, 2, 4 … 32 s, then 40 s: at most 100 checks in any hour (throttle-rule.test.ts).
 */
export const ACCOUNT_RULE: ThrottleRule = {
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 40_000,
  quietMs: 3_600_000,
};

/**
 * A device or address that signed in to the account before has a budget of its own,
 * which a spray from elsewhere does not touch: its own typos slow it down, up to 5 minutes.
 */
export const KNOWN_RULE: ThrottleRule = {
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 300_000,
  quietMs: 3_600_000,
};
