import { describe, expect, it, vi } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('refuses a key once it has used its failures, until the window ends', () => {
    vi.useFakeTimers();
    const throttle = new LoginThrottle(3, 60_000);
    for (let i = 0; i < 3; i += 1) throttle.begin('admin|1.2.3.4');
    expect(() => throttle.begin('admin|1.2.3.4')).toThrow(
      expect.objectContaining({ statusCode: 429, key: 'RATE_LIMITED' }),
    );
    expect(() => throttle.begin('admin|5.6.7.8')).not.toThrow();
    vi.advanceTimersByTime(60_001);
    expect(() => throttle.begin('admin|1.2.3.4')).not.toThrow();
    vi.useRealTimers();
  });

  it('forgets the failures of a key after a success', () => {
    const throttle = new LoginThrottle(2);
    throttle.begin('k');
    throttle.succeed('k');
    throttle.begin('k');
    expect(() => throttle.begin('k')).not.toThrow();
  });

  it('stays bounded without ever dropping a locked key', () => {
    const throttle = new LoginThrottle(1, 60_000, 3);
    throttle.begin('locked');
    for (let i = 0; i < 10; i += 1) throttle.begin(`junk-${i}`);
    expect(() => throttle.begin('locked')).toThrow();
  });
});
