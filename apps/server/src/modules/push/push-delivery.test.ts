import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_CAP_MS, retryAfterMs } from './push-delivery.js';

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T20:00:00Z');

  it('reads seconds and HTTP dates, never waits past the cap nor before now', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sun, 01 Mar 2026 20:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sun, 01 Mar 2026 19:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(RETRY_AFTER_CAP_MS);
  });

  it('has no opinion without a readable header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
