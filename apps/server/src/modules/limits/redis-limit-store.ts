import { Redis } from 'ioredis';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { LimitStore, Take, ThrottleRule } from './limit-store.js';

/** limit-store.ts's takeCheck, run by Redis itself so that instances take turns. */
const TAKE = `
local s = redis.call('HMGET', KEYS[1], 'count', 'next', 'last')
local now, free, first, most, quiet = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local count, nextAt, last = tonumber(s[1]) or 0, tonumber(s[2]) or 0, tonumber(s[3]) or 0
if now - last >= quiet then count = 0; nextAt = 0 end
if nextAt > now then return nextAt - now end
count = count + 1
local delay = 0
if count > free then delay = math.min(most, first * 2 ^ (count - free - 1)) end
redis.call('HSET', KEYS[1], 'count', count, 'next', now + delay, 'last', now)
redis.call('PEXPIRE', KEYS[1], quiet)
return 0`;

type WithTake = Redis & {
  takeCheck(
    key: string,
    now: number,
    free: number,
    first: number,
    most: number,
    quiet: number,
  ): Promise<number>;
};

/**
 * The shared store in Redis, when REDIS_URL is set: keys under REDIS_KEY_PREFIX that
 * expire by themselves. The request counts are @fastify/rate-limit's own Redis store.
 */
export class RedisLimitStore implements LimitStore {
  readonly kind = 'redis' as const;

  private constructor(private readonly redis: WithTake) {}

  static async open(
    url: string,
    keyPrefix: string,
    onError: (error: unknown) => void,
  ): Promise<RedisLimitStore> {
    // No offline queue: while Redis is away a check fails at once instead of hanging.
    const redis = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.defineCommand('takeCheck', { numberOfKeys: 1, lua: TAKE });
    // A lost connection is retried by ioredis; meanwhile it is logged, not thrown.
    redis.on('error', onError);
    await redis.connect();
    return new RedisLimitStore(redis as WithTake);
  }

  async take(key: string, rule: ThrottleRule, now: number): Promise<Take> {
    const wait = await this.redis.takeCheck(
      key,
      now,
      rule.free,
      rule.firstDelayMs,
      rule.maxDelayMs,
      rule.quietMs,
    );
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  async put(key: string, value: string, ttlMs: number, owner?: string): Promise<void> {
    const multi = this.redis.multi().set(key, value, 'PX', ttlMs);
    if (owner) multi.sadd(`owner:${owner}`, key).pexpire(`owner:${owner}`, ttlMs);
    await multi.exec();
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async removeOwned(owner: string): Promise<void> {
    const keys = await this.redis.smembers(`owner:${owner}`);
    await this.redis.del(`owner:${owner}`, ...keys);
  }

  rateLimitOptions(): Partial<RateLimitPluginOptions> {
    return { redis: this.redis, nameSpace: 'rate:' };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
