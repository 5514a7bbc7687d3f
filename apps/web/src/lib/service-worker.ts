/**
 * docs/product.md#service-worker: the service worker is registered once the application is stable, with
 * the default scope; an unknown registration strategy is an error, and a failed
 * registration is logged. The strategies are those of the product's Angular original:
 * `registerWhenStable:<ms>` (stable, or after <ms> at the latest), `registerImmediately`,
 * and `registerWithDelay:<ms>`.
 */
export type RegistrationStrategy = string;

export const DEFAULT_STRATEGY = 'registerWhenStable:30000';

export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
}

/**
 * Resolves when the app is stable: loaded, and the browser idle for a moment. A browser that
 * cannot say when it is idle (no `requestIdleCallback`) gets `fallbackMs` after the load.
 */
export function whenStable(win: Window = window, fallbackMs = 0): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve());
      else win.setTimeout(resolve, fallbackMs);
    };
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Turns a strategy into the promise registration waits for; unknown ones throw. */
export function registrationTrigger(
  strategy: RegistrationStrategy,
  stable: () => Promise<void>,
): Promise<void> {
  const [name, argument] = strategy.split(':');
  const ms = argument === undefined ? undefined : Number(argument);
  if (ms !== undefined && (!Number.isFinite(ms) || ms < 0)) {
    throw new Error(`Unknown service worker registration strategy: ${strategy}`);
  }
  switch (name) {
    case 'registerImmediately':
      return Promise.resolve();
    case 'registerWithDelay':
      return delay(ms ?? 0);
    case 'registerWhenStable':
      return ms === undefined ? stable() : Promise.race([stable(), delay(ms)]);
    default:
      throw new Error(`Unknown service worker registration strategy: ${strategy}`);
  }
}

/**
 * Registers `scriptUrl` with the default scope. Resolves to the registration, or to
 * undefined when service workers are unavailable or registration failed (logged).
 */
export async function registerServiceWorker(
  scriptUrl: string,
  strategy: RegistrationStrategy = DEFAULT_STRATEGY,
  host: ServiceWorkerHost = navigator,
  stable: () => Promise<void> = () => whenStable(),
): Promise<ServiceWorkerRegistration | undefined> {
  const trigger = registrationTrigger(strategy, stable);
  if (!host.serviceWorker) {
    console.warn('Service workers are disabled or not supported by this browser');
    return undefined;
  }
  await trigger;
  try {
    return await host.serviceWorker.register(scriptUrl);
  } catch (error) {
    console.error('Service worker registration failed:', error);
    return undefined;
  }
}

let registering: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

/** Registers the app's own worker as the app starts, and remembers the attempt. */
export function registerAppServiceWorker(scriptUrl: string): Promise<ServiceWorkerRegistration | undefined> {
  registering = registerServiceWorker(scriptUrl);
  return registering;
}

/**
 * The app's registration, once its attempt ends: a player may reach for push before the
 * app is stable and registered. Undefined when it failed, or when nothing was registered.
 */
export const appRegistration = (): Promise<ServiceWorkerRegistration | undefined> =>
  registering.catch(() => undefined);

/** How often an open page asks the server for a new version (docs/product.md#updates). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

type UpdateSource = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'installing' | 'update' | 'addEventListener' | 'removeEventListener'
>;

/**
 * docs/product.md#updates: calls `onWaiting` with a new version installed and waiting — found at
 * once, or later by the browser's own check, the hourly one, or the one made whenever
 * the page is shown again. The first install (no version controls the page yet) is not
 * an update. Returns a function that stops watching.
 */
export function watchForUpdates(
  registration: UpdateSource,
  onWaiting: (worker: ServiceWorker) => void,
  isControlled: () => boolean = () => Boolean(navigator.serviceWorker.controller),
  doc: Document = document,
): () => void {
  if (registration.waiting && isControlled()) onWaiting(registration.waiting);

  const found = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isControlled()) onWaiting(installing);
    });
  };
  // Offline, the check fails: the next one will do.
  const check = () => void registration.update().catch(() => undefined);
  const shown = () => {
    if (doc.visibilityState === 'visible') check();
  };

  registration.addEventListener('updatefound', found);
  doc.addEventListener('visibilitychange', shown);
  const timer = setInterval(check, UPDATE_CHECK_MS);
  return () => {
    registration.removeEventListener('updatefound', found);
    doc.removeEventListener('visibilitychange', shown);
    clearInterval(timer);
  };
}
