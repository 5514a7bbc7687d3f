import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAppServiceWorker } from '../../../lib/service-worker';
import { SnackbarProvider } from '../../../lib/snackbar';
import { renderTranslated } from '../../../test/render-translated';
import { PushSwitch } from './push-switch';

const player = {
  id: 'p1',
  sessionId: 'ABCD23',
  mail: 'ana@example.com',
  lang: 'en' as const,
  createdAt: '2026-11-22T00:00:00.000Z',
  token: 'secret-token',
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const serverKey = Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 4) % 256);
const subscriptionJson = {
  endpoint: 'https://push.example.org/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: base64url(Uint8Array.from({ length: 65 }, (_, i) => i)),
    auth: base64url(new Uint8Array(16)),
  },
};

interface Device {
  subscription: Subscription | null;
}

/** A browser subscription as the Push API gives it; unsubscribing removes it from `device`. */
function fakeSubscription(device: Device, unsubscribe?: () => Promise<boolean>) {
  const subscription = {
    endpoint: subscriptionJson.endpoint,
    options: { applicationServerKey: serverKey.buffer, userVisibleOnly: true },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(
      unsubscribe ??
        (async () => {
          device.subscription = null;
          return true;
        }),
    ),
  };
  return subscription;
}

type Subscription = ReturnType<typeof fakeSubscription>;

/** This page's service worker registration, with its push manager. */
function installServiceWorker(device: Device) {
  const pushManager = {
    getSubscription: vi.fn(async () => device.subscription),
    subscribe: vi.fn(async () => {
      device.subscription = fakeSubscription(device);
      return device.subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  return pushManager;
}

function grantNotifications(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission });
  return requestPermission;
}

const calls: Request[] = [];
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf.token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request.clone());
      const { pathname } = new URL(request.url);
      if (pathname === '/v1/push/public-key')
        return Response.json({ publicKey: base64url(serverKey) }, { status: 200 });
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  cleanup();
  calls.length = 0;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function renderSwitch() {
  await renderTranslated(
    <SnackbarProvider>
      <PushSwitch player={player} />
    </SnackbarProvider>,
  );
  return screen.getByRole('switch', { name: 'Notifications on this device' });
}

const snackbarText = async (role: 'alert' | 'status') => (await screen.findByRole(role)).textContent;

describe('the push switch of the game', () => {
  it('says that service workers are disabled or unsupported when the browser has none', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    const requestPermission = grantNotifications('granted');
    const toggle = await renderSwitch();
    await userEvent.click(toggle);
    expect(await snackbarText('alert')).toBe('Service workers are disabled or not supported by this browser');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says the same when no service worker is registered for the page', async () => {
    installServiceWorker({ subscription: null });
    vi.mocked(navigator.serviceWorker.getRegistration).mockResolvedValue(undefined);
    const toggle = await renderSwitch();
    await userEvent.click(toggle);
    expect(await snackbarText('alert')).toBe('Service workers are disabled or not supported by this browser');
  });

  it('never asks for permission on load, and shows the subscription the device already has', async () => {
    const requestPermission = grantNotifications('default');
    const device: Device = { subscription: null };
    device.subscription = fakeSubscription(device);
    installServiceWorker(device);
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(requestPermission).not.toHaveBeenCalled();
    // The server is told again that this device is this player's.
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PUT']));
  });

  it('subscribes with the server key, and sends the subscription to the API for this player', async () => {
    const requestPermission = grantNotifications('granted');
    const pushManager = installServiceWorker({ subscription: null });
    const toggle = await renderSwitch();
    await userEvent.click(toggle);

    expect(await snackbarText('status')).toBe(
      'The game master’s messages will reach this device as notifications.',
    );
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/v1/players/p1/push-subscription');
    expect(put.headers.get('X-Player-Token')).toBe('secret-token');
    expect(await put.json()).toEqual(subscriptionJson);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('undoes the browser subscription when the server refuses it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    grantNotifications('granted');
    const device: Device = { subscription: null };
    installServiceWorker(device);
    vi.mocked(fetch).mockImplementation(async (request) => {
      const { pathname } = new URL((request as Request).url);
      if (pathname === '/v1/push/public-key') return Response.json({ publicKey: base64url(serverKey) });
      return Response.json({ key: 'VALIDATION', message: 'no' }, { status: 400 });
    });
    const toggle = await renderSwitch();
    await userEvent.click(toggle);
    expect(await snackbarText('alert')).toBe('Some fields are invalid.');
    expect(device.subscription).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says that push is not supported when the browser has no PushManager', async () => {
    installServiceWorker({ subscription: null });
    Reflect.deleteProperty(globalThis, 'PushManager');
    grantNotifications('granted');
    await userEvent.click(await renderSwitch());
    expect(await snackbarText('alert')).toBe('This browser can’t receive push notifications.');
  });

  it('says how to allow notifications when the permission is denied', async () => {
    const pushManager = installServiceWorker({ subscription: null });
    grantNotifications('denied');
    await userEvent.click(await renderSwitch());
    expect(await snackbarText('alert')).toBe(
      'Notifications are blocked for this site: allow them in your browser settings.',
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says "Not subscribed to push notifications." when the subscription is gone at turning off', async () => {
    grantNotifications('granted');
    const device: Device = { subscription: null };
    device.subscription = fakeSubscription(device);
    installServiceWorker(device);
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    // Dropped by the browser since (notifications revoked in its settings).
    device.subscription = null;
    await userEvent.click(toggle);
    expect(await snackbarText('alert')).toBe('Not subscribed to push notifications.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    ['answers false', async () => false],
    ['throws', async () => Promise.reject(new Error('push service down'))],
  ])(
    'says notifications could not be turned off when unsubscribe() %s, and stays on',
    async (_case, unsubscribe) => {
      grantNotifications('granted');
      const device: Device = { subscription: null };
      device.subscription = fakeSubscription(device, unsubscribe);
      installServiceWorker(device);
      const toggle = await renderSwitch();
      await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
      calls.length = 0;
      await userEvent.click(toggle);
      expect(await snackbarText('alert')).toBe(
        'Notifications couldn’t be turned off. Try again in a moment.',
      );
      expect(toggle.getAttribute('aria-checked')).toBe('true');
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    },
  );

  it('unsubscribes, then tells the server which endpoint to forget', async () => {
    grantNotifications('granted');
    const device: Device = { subscription: null };
    const subscription = fakeSubscription(device);
    device.subscription = subscription;
    installServiceWorker(device);
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(toggle);
    expect(await snackbarText('status')).toBe('This device will no longer receive notifications.');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(new URL(deleted.url).pathname).toBe('/v1/players/p1/push-subscription');
    expect(await deleted.json()).toEqual({ endpoint: subscriptionJson.endpoint });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  // Last: the app's registration is remembered for the rest of the file.
  it('waits for the app still registering its worker, rather than saying there is none', async () => {
    grantNotifications('granted');
    const pushManager = installServiceWorker({ subscription: null });
    const registration = await navigator.serviceWorker.getRegistration();
    vi.mocked(navigator.serviceWorker.getRegistration).mockResolvedValue(undefined);
    let registered: (value: unknown) => void = () => undefined;
    const register = vi.fn(() => new Promise((resolve) => (registered = resolve)));
    Object.assign(navigator.serviceWorker, { register });
    void registerAppServiceWorker('/sw.js');

    const toggle = await renderSwitch();
    await userEvent.click(toggle);
    await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js'));
    expect(screen.queryByRole('alert')).toBeNull();
    registered(registration);
    expect(await snackbarText('status')).toBe(
      'The game master’s messages will reach this device as notifications.',
    );
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });
});
