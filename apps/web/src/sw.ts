/// <reference lib="webworker" />
/**
 * Coulisses' service worker. Registered by the app once it is stable (spec §1); it takes
 * control of open pages at once so a new version applies on the next navigation. The
 * precache, the offline shell and push notifications arrive with the PWA issue.
 */
declare let self: ServiceWorkerGlobalScope;
export {};

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
