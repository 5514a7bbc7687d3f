import { expect, test, type Page } from '@playwright/test';
import {
  startPushService,
  type PushService,
  type StandInSubscription,
} from '../../apps/server/test/push-service';
import { createSession, sendMessage, uniqueMail } from '../support/api';
import { BASE_URL, registerAndEnterGame, snackbar, t, type Lang } from '../support/app';

/**
 * docs/product.md#push-notifications in the browser. Chromium's own push service is out of reach here, so the
 * browser's subscription is the one a push-service stand-in on loopback hands out: the
 * page's PushManager returns it (the only part replaced), the app sends it to the server,
 * the server pushes to the stand-in, which decrypts with the subscription's keys, and the
 * decrypted message is delivered to the real service worker through the DevTools protocol.
 */
async function useStandInPushManager(page: Page, subscription: StandInSubscription): Promise<void> {
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: {
          applicationServerKey: (options?.applicationServerKey as ArrayBuffer | undefined) ?? null,
          userVisibleOnly: true,
        },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, subscription);
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

/** Hands `data` to the page's service worker as a push message, as the browser does. */
async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${BASE_URL}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: await registrationId,
    data,
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, lang, tag }) => ({
      title,
      body,
      lang,
      tag,
    }));
  });

test.describe('push notifications', () => {
  test.use({ serviceWorkers: 'allow' });

  let service: PushService;
  test.beforeEach(async () => {
    service = await startPushService();
  });
  test.afterEach(async () => {
    await service.close();
  });

  test('a player turns notifications on, gets the game master’s message in English on the lock screen, and turns them off', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const lang: Lang = 'en';
    const subscription = service.subscribe();
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await useStandInPushManager(page, subscription);
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('push'), lang });
    await waitForServiceWorkerControl(page);

    const toggle = page.getByRole('switch', { name: t(lang, 'push.toggle') });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page.getByText(t(lang, 'push.subscribed'))).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const body = 'The bar closes at midnight: look at the programme again.';
    const message = await sendMessage(session.id, { body });
    await service.until(() => service.receivedBy(subscription.endpoint).length === 1);
    const [push] = service.receivedBy(subscription.endpoint);
    expect(push!.payload).toMatchObject({
      kind: 'message',
      messageId: message.id,
      title: t(lang, 'game.messages.from.message'),
      body,
      lang: 'en',
      url: '/',
    });

    await deliverToServiceWorker(page, JSON.stringify(push!.payload));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: t(lang, 'game.messages.from.message'), body, lang: 'en', tag: message.id }]);

    await toggle.click();
    await expect(page.getByText(t(lang, 'push.unsubscribed'))).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Unsubscribed: the next message reaches the game screen, and no longer the push service.
    const later = 'Second call: the curtain rises in five minutes.';
    await sendMessage(session.id, { body: later });
    await expect(page.getByTestId('message-body')).toHaveText(later);
    expect(service.receivedBy(subscription.endpoint)).toHaveLength(1);
  });
});

test.describe('push without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('turning notifications on says service workers are disabled or not supported', async ({ page }) => {
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('no-sw') });
    await page.getByRole('switch', { name: t('fr', 'push.toggle') }).click();
    await expect(snackbar(page, t('fr', 'push.serviceWorkerUnavailable'))).toBeVisible();
  });
});
