import { useEffect, useSyncExternalStore } from 'react';
import { SKIP_WAITING_MESSAGE } from './offline-cache';

/**
 * docs/product.md#updates: a new version of the app, installed by the service worker and waiting for
 * the player's or admin's word (the update prompt) to take over. Screens holding
 * something a reload would lose hold the prompt back until it is safe.
 */
let waiting: ServiceWorker | undefined;
let holds = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A new version is installed and waits (the service worker's watchForUpdates). */
export function offerUpdate(worker: ServiceWorker): void {
  waiting = worker;
  notify();
}

export function useWaitingWorker(): ServiceWorker | undefined {
  return useSyncExternalStore(subscribe, () => waiting);
}

/** True while a screen holds the update back. */
export function useUpdateHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holds > 0,
    () => false,
  );
}

/**
 * While `active`, the update prompt waits: for something typed that only lives on the
 * page (a lock's answer, a half-made accusation) and would be lost by the reload.
 */
export function useHoldUpdate(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    notify();
    return () => {
      holds -= 1;
      notify();
    };
  }, [active]);
}

/**
 * Asks the waiting version to take over, and reloads into it once it controls the page.
 * Another tab may have asked first: then it already does, and the page reloads at once.
 */
export function applyUpdate(
  worker: ServiceWorker,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (container.controller === worker || worker.state === 'activated') {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

/** For tests: back to no update offered and nothing held. */
export function resetAppUpdate(): void {
  waiting = undefined;
  holds = 0;
  notify();
}
