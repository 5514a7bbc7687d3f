import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, registrationTrigger } from './service-worker';

const stableNow = () => Promise.resolve();
const neverStable = () => new Promise<void>(() => undefined);

describe('service worker registration (spec §1, §8)', () => {
  it('registers the script with the default scope once the app is stable', async () => {
    const register = vi.fn().mockResolvedValue({ scope: '/' });
    const registration = await registerServiceWorker(
      '/sw.js',
      'registerWhenStable:30000',
      { serviceWorker: { register } },
      stableNow,
    );
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(registration).toEqual({ scope: '/' });
  });

  it('waits for stability, or for the timeout of registerWhenStable', async () => {
    vi.useFakeTimers();
    const register = vi.fn().mockResolvedValue({});
    const pending = registerServiceWorker(
      '/sw.js',
      'registerWhenStable:5000',
      { serviceWorker: { register } },
      neverStable,
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(register).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('knows registerImmediately and registerWithDelay', async () => {
    await expect(registrationTrigger('registerImmediately', neverStable)).resolves.toBeUndefined();
    vi.useFakeTimers();
    let done = false;
    void registrationTrigger('registerWithDelay:100', neverStable).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    vi.useRealTimers();
  });

  it('throws on an unknown strategy', () => {
    expect(() => registrationTrigger('registerWhenIdle', stableNow)).toThrow(
      /Unknown service worker registration strategy/,
    );
    expect(() => registrationTrigger('registerWithDelay:soon', stableNow)).toThrow(/Unknown/);
    return expect(
      registerServiceWorker('/sw.js', 'sometime', { serviceWorker: { register: vi.fn() } }),
    ).rejects.toThrow(/Unknown service worker registration strategy: sometime/);
  });

  it('logs a failed registration to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('blocked');
    const result = await registerServiceWorker('/sw.js', 'registerImmediately', {
      serviceWorker: { register: vi.fn().mockRejectedValue(failure) },
    });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', failure);
    error.mockRestore();
  });

  it('says so when service workers are disabled or unsupported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerServiceWorker('/sw.js', 'registerImmediately', {})).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Service workers are disabled or not supported by this browser');
    warn.mockRestore();
  });
});
