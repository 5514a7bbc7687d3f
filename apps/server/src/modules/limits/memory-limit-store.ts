import {
  takeCheck,
  type LimitStore,
  type Take,
  type ThrottleRule,
  type ThrottleState,
} from './limit-store.js';

interface Entry {
  state?: ThrottleState;
  value?: string;
  owner?: string;
  expiresAt: number;
}

/**
 * One process's store (SQLite, one instance). Bounded: when full, it drops expired
 * entries first, then budgets used once (a junk username's), oldest first, and only then
 * the rest — a flood of junk usernames cannot push a throttled account out to start it
 * afresh, short of trying each of them twice: a hundred thousand password checks.
 */
export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 100_000) {}

  async take(key: string, rule: ThrottleRule, now: number): Promise<Take> {
    const entry = this.live(key, now);
    const taken = takeCheck(entry?.state, rule, now);
    if (!('state' in taken)) return { allowed: false, retryAfterMs: taken.retryAfterMs };
    this.set(key, { state: taken.state, expiresAt: now + rule.quietMs }, now);
    return { allowed: true };
  }

  async get(key: string): Promise<string | undefined> {
    return this.live(key, Date.now())?.value;
  }

  async put(key: string, value: string, ttlMs: number, owner?: string): Promise<void> {
    const now = Date.now();
    this.set(key, { value, expiresAt: now + ttlMs, ...(owner ? { owner } : {}) }, now);
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async removeOwned(owner: string): Promise<void> {
    for (const [key, entry] of this.entries) if (entry.owner === owner) this.entries.delete(key);
  }

  rateLimitOptions() {
    return {};
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Re-inserted, so the map's order is oldest write first. */
  private set(key: string, entry: Entry, now: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.makeRoom(now);
    this.entries.set(key, entry);
  }

  private makeRoom(now: number): void {
    const target = Math.floor(this.maxEntries * 0.9);
    const passes = [
      (entry: Entry) => entry.expiresAt <= now,
      (entry: Entry) => entry.state !== undefined && entry.state.count <= 1,
      // A budget that makes its caller wait is what the store is for: forgetting it would
      // give a sprayed account a fresh start. It goes only when the store is twice full.
      (entry: Entry) => entry.state === undefined || entry.state.nextAt <= now,
      () => this.entries.size >= this.maxEntries * 2,
    ];
    for (const pass of passes) {
      for (const [key, entry] of this.entries) {
        if (this.entries.size <= target) return;
        if (pass(entry)) this.entries.delete(key);
      }
    }
  }
}
