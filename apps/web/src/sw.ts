/// <reference lib="webworker" />
/**
 * Coulisses' service worker (docs/product.md#service-worker: "to support updates and push notifications"),
 * registered by the app once it is stable (lib/service-worker.ts).
 *
 * - The app shell, fonts, images and translation files are precached (docs/product.md#offline), so a
 *   reload without network still starts the app; every navigation answers index.html, but
 *   /register's, which asks the server for its own page first (the form alone, with the
 *   server's settings) and answers index.html offline (the app draws the same form).
 * - The game's reads are kept as they arrive, so what a player opened stays readable
 *   offline. lib/storage.ts clearPlayer empties that cache when the player leaves.
 * - Updates (docs/product.md#updates): a new version waits until the page's prompt asks it to take
 *   over, so a game is never reloaded under the player's fingers.
 * - Push (docs/product.md#push-notifications): the server sends the text already in the player's language.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { pushPayloadSchema } from '@coulisses/shared/push/push.schema';
import {
  GAME_CACHE_NAME,
  GAME_DOCUMENT_PATH,
  GAME_STATE_PATH,
  SKIP_WAITING_MESSAGE,
} from './lib/offline-cache';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// /register's own page from the network (docs/decisions/0028-react-renders-what-ships.md),
// the app offline: a copy kept of the page would name the scripts of the version it came
// with, which an update removes. Before the route below, which would answer the app at once.
const registerPage = new NetworkOnly({ networkTimeoutSeconds: 4 });
const app = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await registerPage.handle(options);
      } catch {
        return app(options);
      }
    },
    { allowlist: [/^\/register$/] },
  ),
);

// The API and the files (icons, a scenario's images…) are never answered with the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/v1\//, /\/[^/?]+\.\w+$/] }),
);

const keepGameReads = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
];

// A document never changes once written: after a short wait, the copy already read will do.
registerRoute(
  ({ url }) => GAME_DOCUMENT_PATH.test(url.pathname),
  new NetworkFirst({ cacheName: GAME_CACHE_NAME, networkTimeoutSeconds: 3, plugins: keepGameReads }),
);

// The game state changes with every lock opened: the old copy is only for when the network
// fails, never for a slow answer (it would show a lock closed again until the next poll).
registerRoute(
  ({ url }) => GAME_STATE_PATH.test(url.pathname),
  new NetworkFirst({ cacheName: GAME_CACHE_NAME, plugins: keepGameReads }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === SKIP_WAITING_MESSAGE.type) {
    event.waitUntil(self.skipWaiting());
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The app's own address for `url`; anything pointing elsewhere opens the game. */
function gameUrl(url: unknown): string {
  const origin = self.location.origin;
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

function readPayload(event: PushEvent) {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A window of the app in sight: the game itself shows what is pushed. */
async function isAppInSight(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' });
  return windows.some((client) => client.visibilityState === 'visible');
}

/** Options some browsers honour beyond the DOM's: a buzz on a phone (Android). */
type PhoneNotificationOptions = NotificationOptions & { vibrate?: number[] };

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // A push must always show something (userVisibleOnly): an unreadable one still names the app.
  const title = payload?.title ?? 'Coulisses';
  const options: PhoneNotificationOptions = {
    body: payload?.body,
    tag: payload?.messageId,
    lang: payload?.lang,
    data: { url: gameUrl(payload?.url) },
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
  };
  // docs/product.md#team-accusation: a teammate's proposal buzzes the phone; the game in
  // sight shows it over whatever is open, and the notification would only repeat it.
  if (payload?.kind === 'proposal') {
    options.vibrate = [200, 100, 200];
    event.waitUntil(
      isAppInSight().then((inSight) =>
        inSight ? undefined : self.registration.showNotification(title, options),
      ),
    );
    return;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Focuses the window already showing `url`, else another window of the app brought to
 * `url` — never the game master's area, which a click for a player must not navigate
 * away — else opens a new one.
 */
async function openGame(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const showing = ours.find((client) => client.url === url);
  if (showing) {
    await showing.focus();
    return;
  }
  const other = ours.find((client) => !new URL(client.url).pathname.startsWith('/admin'));
  if (!other) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await other.focus();
  // navigate() works on the windows this worker controls only; the focus alone will do.
  await focused.navigate(url).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = data && typeof data === 'object' && 'url' in data ? data.url : undefined;
  event.waitUntil(openGame(gameUrl(url)));
});
