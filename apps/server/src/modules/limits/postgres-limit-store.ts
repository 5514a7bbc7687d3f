import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTimeout } from '../../timeout.js';
import { takeCheck, type LimitStore, type Take, type ThrottleRule } from './limit-store.js';

/** Epoch milliseconds, int8 columns: numbers (database.ts parses them). */
interface StateRow {
  count: number;
  next_at: number;
  last_at: number;
  expires_at: number;
}

/** Expired rows are deleted this often by every instance (a cheap indexed delete). */
const PRUNE_EVERY_MS = 60_000;
/**
 * After the table could not be reached, requests are counted in this process for so long
 * before the table is tried again: during a database outage a request must not wait for a
 * connection twice (its count, then its work), and liveness must stay cheap
 * (docs/decisions/0013-database-faults.md).
 */
const LOCAL_AFTER_FAILURE_MS = 5_000;
/** A count that takes longer than this is taken for a failure: the database is not answering. */
const COUNT_TIMEOUT_MS = 1_000;

/** One fixed window per key, in this process: the count while the table is out of reach. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();

  hit(key: string, windowMs: number, now: number): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      if (this.windows.size >= 100_000) this.windows.clear();
      window = { count: 0, expiresAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.expiresAt - now };
  }
}

/**
 * The shared store in PostgreSQL: one row a key in `shared_limits`
 * (db/migrations/0006-shared-limits.ts). A request count is one UPSERT; a password check
 * takes its budget's row under a row lock, so instances checking the same account at
 * once take turns.
 */
export class PostgresLimitStore implements LimitStore {
  readonly kind = 'postgres' as const;
  private readonly pruner: NodeJS.Timeout;
  private readonly local = new LocalWindows();
  /** Until then, requests are counted in `local` (the table failed). */
  private localUntil = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.pruner = setInterval(() => this.prune(Date.now()).catch(onError), PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /** One fixed window of @fastify/rate-limit: counts a request, answers the count and the window's rest. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
    if (now < this.localUntil) return this.local.hit(key, windowMs, now);
    try {
      return await withTimeout(
        this.hitTable(key, windowMs, now),
        COUNT_TIMEOUT_MS,
        'The shared limits table did not answer in time',
      );
    } catch (error) {
      this.onError(error);
      this.localUntil = Date.now() + LOCAL_AFTER_FAILURE_MS;
      return this.local.hit(key, windowMs, now);
    }
  }

  private async hitTable(
    key: string,
    windowMs: number,
    now: number,
  ): Promise<{ current: number; ttl: number }> {
    const { rows } = await sql<{ count: number; expires_at: number }>`
      insert into shared_limits as s (key, count, expires_at) values (${key}, 1, ${now + windowMs})
      on conflict (key) do update set
        count = case when s.expires_at <= ${now} then 1 else s.count + 1 end,
        expires_at = case when s.expires_at <= ${now} then ${now + windowMs} else s.expires_at end
      returning count, expires_at`.execute(this.db);
    const row = rows[0]!;
    return { current: row.count, ttl: Math.max(0, row.expires_at - now) };
  }

  async take(key: string, rule: ThrottleRule, now: number): Promise<Take> {
    // A spray meets a waiting budget most of the time: one read refuses it, no transaction.
    const { rows: seen } = await sql<StateRow>`select count, next_at, last_at, expires_at
      from shared_limits where key = ${key}`.execute(this.db);
    const waiting = seen[0] && seen[0].expires_at > now ? seen[0] : undefined;
    if (waiting && now - waiting.last_at < rule.quietMs && waiting.next_at > now) {
      return { allowed: false, retryAfterMs: waiting.next_at - now };
    }
    return this.db.transaction().execute(async (trx) => {
      await sql`insert into shared_limits (key, expires_at) values (${key}, 0)
        on conflict (key) do nothing`.execute(trx);
      const { rows } = await sql<StateRow>`select count, next_at, last_at, expires_at
        from shared_limits where key = ${key} for update`.execute(trx);
      const row = rows[0]!;
      const state =
        row.expires_at > now ? { count: row.count, nextAt: row.next_at, lastAt: row.last_at } : undefined;
      const taken = takeCheck(state, rule, now);
      if (!('state' in taken)) return { allowed: false as const, retryAfterMs: taken.retryAfterMs };
      await sql`update shared_limits set count = ${taken.state.count}, next_at = ${taken.state.nextAt},
        last_at = ${taken.state.lastAt}, expires_at = ${now + rule.quietMs}, value = null, owner = null
        where key = ${key}`.execute(trx);
      return { allowed: true as const };
    });
  }

  async get(key: string): Promise<string | undefined> {
    const { rows } = await sql<{ value: string | null }>`select value from shared_limits
      where key = ${key} and expires_at > ${Date.now()}`.execute(this.db);
    return rows[0]?.value ?? undefined;
  }

  async put(key: string, value: string, ttlMs: number, owner?: string): Promise<void> {
    const expiresAt = Date.now() + ttlMs;
    await sql`insert into shared_limits (key, value, owner, expires_at)
      values (${key}, ${value}, ${owner ?? null}, ${expiresAt})
      on conflict (key) do update set value = excluded.value, owner = excluded.owner,
        expires_at = excluded.expires_at, count = 0, next_at = 0, last_at = 0`.execute(this.db);
  }

  async remove(key: string): Promise<void> {
    await sql`delete from shared_limits where key = ${key}`.execute(this.db);
  }

  async removeOwned(owner: string): Promise<void> {
    await sql`delete from shared_limits where owner = ${owner}`.execute(this.db);
  }

  async prune(now: number): Promise<void> {
    await sql`delete from shared_limits where expires_at <= ${now}`.execute(this.db);
  }

  rateLimitOptions(): Partial<RateLimitPluginOptions> {
    const hit = (key: string, windowMs: number) => this.hit(key, windowMs);
    /** @fastify/rate-limit's store interface, counting in the table; a route's counts have their own keys. */
    class SharedRateLimitStore implements FastifyRateLimitStore {
      readonly prefix: string;
      constructor(prefix: unknown) {
        this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
      }
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
      ) {
        hit(this.prefix + key, timeWindow).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      }
      child(routeOptions: object) {
        const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
        return new SharedRateLimitStore(`rate:${String(route.method)}${String(route.url)}:`);
      }
    }
    return { store: SharedRateLimitStore as unknown as RateLimitPluginOptions['store'] };
  }

  async close(): Promise<void> {
    clearInterval(this.pruner);
  }
}
