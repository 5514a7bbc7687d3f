import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from './memory-limit-store.js';
import { ACCOUNT_RULE } from '../admins/sign-in.js';

describe('MemoryLimitStore', () => {
  it('stays bounded, dropping junk usernames’ budgets before a throttled account’s', async () => {
    const store = new MemoryLimitStore(100);
    const now = 1_000_000;
    for (let i = 0; i < 7; i += 1) await store.take('budget:account:gm', ACCOUNT_RULE, now);
    expect(await store.take('budget:account:gm', ACCOUNT_RULE, now)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
    for (let i = 0; i < 1000; i += 1) await store.take(`budget:account:junk-${i}`, ACCOUNT_RULE, now);
    expect((store as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
    // The flood did not start the account afresh.
    expect(await store.take('budget:account:gm', ACCOUNT_RULE, now)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
  });

  it('keeps a waiting budget through a flood of usernames each tried twice', async () => {
    const store = new MemoryLimitStore(100);
    const now = 1_000_000;
    for (let i = 0; i < 7; i += 1) await store.take('budget:account:gm', ACCOUNT_RULE, now);
    for (let i = 0; i < 1000; i += 1) {
      await store.take(`budget:account:junk-${i}`, ACCOUNT_RULE, now);
      await store.take(`budget:account:junk-${i}`, ACCOUNT_RULE, now);
    }
    expect((store as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
    expect(await store.take('budget:account:gm', ACCOUNT_RULE, now)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
  });

  it('forgets the values of one owner, and values past their time', async () => {
    const store = new MemoryLimitStore();
    await store.put('credential:a', 'A', 60_000, 'admin-1');
    await store.put('credential:b', 'B', 60_000, 'admin-2');
    await store.put('credential:c', 'C', -1, 'admin-2');
    await store.removeOwned('admin-1');
    expect(await store.get('credential:a')).toBeUndefined();
    expect(await store.get('credential:b')).toBe('B');
    expect(await store.get('credential:c')).toBeUndefined();
  });
});
