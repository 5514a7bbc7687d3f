import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Where the per-address rate limits, the sign-in budgets and the remembered sign-ins are
 * kept: in this process (SQLite, one instance), or where every instance sees them
 * (PostgreSQL, or Redis when REDIS_URL is set) — docs/decisions/0014-sign-in-and-shared-limits.md.
 * Keys are the caller's; times are this instance's clock, so instances' clocks must agree.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Takes one check from the key's budget, or says how long to wait. */
  take(key: string, rule: ThrottleRule, now: number): Promise<Take>;
  get(key: string): Promise<string | undefined>;
  /** Keeps `value` for `ttlMs`; `owner` lets removeOwned find it (an admin's id). */
  put(key: string, value: string, ttlMs: number, owner?: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets every value put for `owner`. */
  removeOwned(owner: string): Promise<void>;
  /** What @fastify/rate-limit needs to count in this store (nothing: its own memory). */
  rateLimitOptions(): Partial<RateLimitPluginOptions>;
  close(): Promise<void>;
}

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
