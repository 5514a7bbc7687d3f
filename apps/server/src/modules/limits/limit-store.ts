import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Take, ThrottleRule } from './throttle-rule.js';

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
