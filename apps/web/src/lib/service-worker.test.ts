import { describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  registrationTrigger,
  UPDATE_CHECK_MS,
  watchForUpdates,
} from './service-worker';

const stableNow = () => Promise.resolve();
const neverStable = () => new Promise<void>(() => undefined);

describe('service worker registration', () => {
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

/** A registration as the browser gives it: events, and the workers in their places. */
function fakeRegistration(waiting: ServiceWorker | null = null) {
  return Object.assign(new EventTarget(), {
    waiting,
    installing: null as (ServiceWorker & EventTarget) | null,
    update: vi.fn().mockResolvedValue(undefined),
  }) as unknown as ServiceWorkerRegistration & {
    installing: ServiceWorker | null;
    update: ReturnType<typeof vi.fn>;
  };
}

const installingWorker = () =>
  Object.assign(new EventTarget(), { state: 'installing' }) as unknown as ServiceWorker & {
    state: ServiceWorkerState;
  };

describe('watching for a new version', () => {
  it('offers the version already waiting when the page loads', () => {
    const waiting = installingWorker();
    const onWaiting = vi.fn();
    const stop = watchForUpdates(fakeRegistration(waiting), onWaiting, () => true);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
    stop();
  });

  it('offers a version found later once it is installed, but not the first install', () => {
    for (const controlled of [true, false]) {
      const registration = fakeRegistration();
      const onWaiting = vi.fn();
      const stop = watchForUpdates(registration, onWaiting, () => controlled);
      const next = installingWorker();
      registration.installing = next;
      registration.dispatchEvent(new Event('updatefound'));
      expect(onWaiting).not.toHaveBeenCalled();
      next.state = 'installed';
      next.dispatchEvent(new Event('statechange'));
      expect(onWaiting).toHaveBeenCalledTimes(controlled ? 1 : 0);
      stop();
    }
  });

  it('checks every hour and whenever the page is shown again, offline or not', async () => {
    vi.useFakeTimers();
    const registration = fakeRegistration();
    registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = watchForUpdates(registration, vi.fn(), () => true);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
